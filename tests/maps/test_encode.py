"""The PNG encoder: any palette frame comes back pixel for pixel and colour for colour, in a valid PNG."""

import io
import zlib

import pytest
from PIL import Image

from maps.render import render_map
from maps.render.encode import to_png, unfiltered_rows
from maps.render.frame import render_indexed, render_scanlines
from tests.maps.boards import sample_board


def decoded(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    image.load()  # reads every chunk and checks each CRC
    return image


@pytest.mark.parametrize("ruleset", ["independence", "napoleon"])
def test_a_rendered_frame_decodes_to_the_same_indices_and_palette(ruleset: str) -> None:
    frame = render_indexed(sample_board(ruleset))
    image = decoded(to_png(frame))
    assert image.format == "PNG" and image.mode == "P" and image.size == frame.size
    assert image.tobytes() == frame.tobytes()
    assert image.getpalette() == frame.getpalette()


def test_an_odd_sized_frame_with_a_short_palette_round_trips() -> None:
    frame = Image.new("P", (7, 3))
    frame.putpalette([0, 0, 0, 255, 0, 0, 0, 255, 0])
    frame.putdata([n % 3 for n in range(21)])
    image = decoded(to_png(frame))
    assert image.tobytes() == frame.tobytes()
    assert image.convert("RGB").getpixel((1, 0)) == (255, 0, 0)


def test_every_scanline_is_unfiltered() -> None:
    frame = Image.new("P", (5, 4), 2)
    rows = unfiltered_rows(frame)
    assert rows == (b"\x00" + b"\x02" * 5) * 4
    idat = to_png(frame).split(b"IDAT", 1)[1][:-16]  # the chunk's data, then its CRC and the IEND chunk
    assert zlib.decompress(idat) == rows


def test_an_rgb_image_is_refused() -> None:
    with pytest.raises(ValueError, match="palette image"):
        to_png(Image.new("RGB", (2, 2)))


@pytest.mark.parametrize("ruleset", ["independence", "napoleon"])
def test_the_map_is_written_straight_from_its_scanlines_with_a_filter_column(ruleset: str) -> None:
    """``render_map`` deflates the kept scanline frame (no copy): the PNG holds the frame's indices, and the
    frame's first column is the zero filter byte of each row."""
    board = sample_board(ruleset)
    scanlines = render_scanlines(board, lambda frame: frame.copy())
    assert scanlines.crop((0, 0, 1, scanlines.height)).getextrema() == (0, 0)
    image = decoded(render_map(board))
    assert image.size == (scanlines.width - 1, scanlines.height)
    assert image.tobytes() == render_indexed(board).tobytes()
