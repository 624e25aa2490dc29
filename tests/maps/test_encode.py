"""The PNG encoder: any palette frame comes back pixel for pixel and colour for colour, in a valid PNG; its bands
stand alone, and a band written before with the same rows is reused."""

import io
import struct
import zlib

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PIL import Image

from maps.render import render_map
from maps.render.encode import (
    BAND_ROWS,
    BandedWriter,
    adler32_combine,
    png_writer,
    scanline_frame,
    to_png,
    unfiltered_rows,
)
from maps.render.frame import render_indexed, render_scanlines
from tests.maps.boards import SIDES, sample_board


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
    assert zlib.decompress(b"".join(data for kind, data in chunks(to_png(frame)) if kind == b"IDAT")) == rows


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


def chunks(png: bytes) -> list[tuple[bytes, bytes]]:
    """A PNG's chunks (kind, data) in order, each CRC checked."""
    found, at = [], 8
    while at < len(png):
        (length,) = struct.unpack_from(">I", png, at)
        kind, data = png[at + 4 : at + 8], png[at + 8 : at + 8 + length]
        assert struct.unpack_from(">I", png, at + 8 + length)[0] == zlib.crc32(kind + data)
        found.append((kind, data))
        at += 12 + length
    return found


def striped(rows: int, marks: dict[int, int]) -> Image.Image:
    """A palette frame 40 pixels wide whose row ``y`` is filled with ``marks.get(y, y % 7)``."""
    frame = Image.new("P", (40, rows))
    frame.putpalette([n for k in range(16) for n in (k * 16, 255 - k * 16, k * 8)])
    frame.putdata([marks.get(y, y % 7) for y in range(rows) for _ in range(40)])
    return frame


def test_each_band_is_its_own_idat_chunk_and_inflates_alone() -> None:
    """A band is deflated after a full flush: its chunk inflates without the bands before it (no reference
    reaches back), to exactly its rows; the zlib header and the trailer (with the whole Adler-32) have their own
    chunks, and ``zlib.decompress`` of the whole checks that trailer."""
    frame = striped(BAND_ROWS * 3 + 5, {})
    rows = unfiltered_rows(frame)
    idats = [data for kind, data in chunks(BandedWriter().png(scanline_frame(frame))) if kind == b"IDAT"]
    assert len(idats) == 1 + 4 + 1
    stride = (frame.width + 1) * BAND_ROWS
    for index, data in enumerate(idats[1:-1]):
        assert zlib.decompressobj(-15).decompress(data) == rows[index * stride : (index + 1) * stride]
    assert zlib.decompress(b"".join(idats)) == rows


def test_a_band_written_before_with_the_same_rows_reuses_its_chunk() -> None:
    """Two frames that differ in one band: the second PNG has the first's chunks but that band's, and decodes to
    its own frame; a third frame like the first is written with the first's chunks again (both are kept)."""
    writer = BandedWriter()
    first, second = striped(BAND_ROWS * 4, {}), striped(BAND_ROWS * 4, {BAND_ROWS * 2 + 3: 15})
    one, png = chunks(writer.png(scanline_frame(first))), writer.png(scanline_frame(second))
    two = chunks(png)
    differing = [index for index, (a, b) in enumerate(zip(one, two, strict=True)) if a != b]
    band_chunk = 3 + 2  # IHDR, PLTE and the zlib header, then bands 0, 1, 2
    assert differing == [band_chunk, len(one) - 2]  # the band and the trailer's Adler-32
    assert decoded(png).tobytes() == second.tobytes()
    assert chunks(writer.png(scanline_frame(striped(BAND_ROWS * 4, {})))) == one


def test_bands_kept_are_bounded_and_never_mistaken() -> None:
    """A writer keeps a few bands at each place, the latest first: rows seen before are reused, rows that differ
    in one pixel are not, and the oldest kept band is dropped for a new one."""
    writer = BandedWriter(kept_per_band=2)
    frames = [striped(BAND_ROWS, {0: mark}) for mark in (1, 2, 3)]
    pngs = [writer.png(scanline_frame(frame)) for frame in frames]
    for frame, png in zip(frames, pngs, strict=True):
        assert decoded(png).tobytes() == frame.tobytes()
    assert writer.png(scanline_frame(frames[2])) == pngs[2]
    one_pixel = frames[2].copy()
    one_pixel.putpixel((39, BAND_ROWS - 1), 9)
    assert decoded(writer.png(scanline_frame(one_pixel))).tobytes() == one_pixel.tobytes()
    assert [band.rows for band in writer._kept[(41, 0)]] == [unfiltered_rows(one_pixel), unfiltered_rows(frames[2])]


@given(st.binary(max_size=300), st.binary(max_size=70000))
def test_adler32_combine_is_the_checksum_of_the_joined_bytes(first: bytes, second: bytes) -> None:
    assert adler32_combine(zlib.adler32(first), zlib.adler32(second), len(second)) == zlib.adler32(first + second)


@pytest.mark.parametrize("ruleset", ["independence", "napoleon"])
def test_a_map_is_the_same_bytes_whatever_its_writer_drew_before(ruleset: str) -> None:
    """A band deflated after others (a full flush resets the history) is the same bytes as deflated first, so a
    map drawn again by another process (an outbox entry delivered elsewhere) is byte for byte the one drawn here."""
    public, private = sample_board(ruleset), sample_board(ruleset, SIDES[ruleset][1].id)
    png_writer.cache_clear()
    render_map(public)
    after_public = render_map(private)
    assert after_public != render_map(public)  # the views differ: some bands were deflated anew
    png_writer.cache_clear()
    assert render_map(private) == after_public
