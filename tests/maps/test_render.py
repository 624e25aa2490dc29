"""The renderer draws any BoardView: public and private views, golden images, crowded boards, size limits."""

import io
import os
from pathlib import Path

import pytest
from PIL import Image, ImageChops

from maps.render import has_map, render_map
from maps.render.control import MEMO_SIZE
from maps.render.counters import group_width
from maps.render.frame import (
    control_layers,
    frame_palette,
    render_frame,
    render_indexed,
    render_scanlines,
    sides_key,
)
from maps.render.layout import BAND_HEIGHT
from maps.render.loading import load_map
from maps.render.overlay import holdings
from maps.render.placing import counter_size
from rules.core.board import BoardView, MarkerView, PieceView, SpaceView
from tests.maps.boards import SIDES, crowded_board, sample_board

GOLDEN = Path(__file__).parent / "golden"
UPDATE = os.environ.get("COURIER_UPDATE_GOLDEN") == "1"
MAX_PNG = 400 * 1024


def test_has_map_for_the_rulesets_with_map_data() -> None:
    assert has_map("independence") and has_map("napoleon")
    assert not has_map("no_such_game")


@pytest.mark.parametrize("ruleset", ["independence", "napoleon"])
def test_render_map_gives_a_small_png_of_the_map_and_its_title_band(ruleset: str) -> None:
    png = render_map(sample_board(ruleset))
    image = Image.open(io.BytesIO(png))
    width, height = load_map(ruleset).size
    assert image.format == "PNG"
    assert image.size == (width, height + BAND_HEIGHT)
    assert len(png) <= MAX_PNG


def test_an_unknown_ruleset_is_refused() -> None:
    with pytest.raises(NotImplementedError):
        render_map(BoardView(ruleset="no_such_game", title="t", turn="1", phase="p"))


@pytest.mark.parametrize(
    ("name", "ruleset", "viewer"),
    [
        ("independence_public", "independence", None),
        ("independence_americans", "independence", "Americans"),
        ("napoleon_public", "napoleon", None),
    ],
)
def test_golden_image(name: str, ruleset: str, viewer: str | None) -> None:
    """Catches accidental changes; regenerate with COURIER_UPDATE_GOLDEN=1 after a deliberate one."""
    frame = render_frame(sample_board(ruleset, viewer)).reduce(2)
    path = GOLDEN / f"{name}.png"
    if UPDATE or not path.exists():
        frame.quantize(colors=256).save(path, optimize=True)
        pytest.skip(f"golden image {path.name} written")
    golden = Image.open(path).convert("RGB")
    assert golden.size == frame.size
    difference = ImageChops.difference(frame, golden).convert("L").point(lambda v: 255 if v > 48 else 0)
    changed = difference.histogram()[255]
    assert changed <= 0.003 * frame.width * frame.height, f"{changed} pixels differ from {path.name}"


def test_public_and_private_views_differ_only_by_what_the_view_holds() -> None:
    public = render_frame(sample_board("independence"))
    private = render_frame(sample_board("independence", "Americans"))
    assert ImageChops.difference(public, private).getbbox() is not None


@pytest.mark.parametrize("ruleset", ["independence", "napoleon"])
def test_counters_fit_in_every_territory(ruleset: str) -> None:
    """Two stacks everywhere: every row of counters stays in the frame and covers no other territory's stacks."""
    data = load_map(ruleset)
    width, height = data.size
    boxes = {}
    for t in data.territories:
        size = counter_size(data.counter, 2, t.stack_width)
        half_w, half_h = group_width(2, size) / 2, size / 2
        boxes[t.id] = (t.stack[0] - half_w, t.stack[1] - half_h, t.stack[0] + half_w, t.stack[1] + half_h)
    for tid, (x0, y0, x1, y1) in boxes.items():
        assert x0 >= 0 and y0 >= 0 and x1 <= width and y1 <= height, f"counters of {tid} leave the frame"
        for other in data.territories:
            if other.id != tid:
                ox, oy = other.stack
                assert not (x0 < ox < x1 and y0 < oy < y1), f"counters of {tid} cover those of {other.id}"
    png = render_map(crowded_board(ruleset))
    assert len(png) <= MAX_PNG


def test_unknown_spaces_sides_and_kinds_are_drawn_without_error() -> None:
    board = sample_board("napoleon")
    board.spaces["atlantis"] = SpaceView(controller="France")
    board.spaces["france"] = SpaceView(controller="Prussians", pieces=[PieceView(side="Prussians", kind="zeppelin")],
                                       markers=[MarkerView(kind="impassable"), MarkerView(kind="tax", label="R3"),
                                                MarkerView(kind="battle")])  # fmt: skip
    board.to_act = [*(s.id for s in SIDES["napoleon"]), "Prussians"]
    assert render_map(board).startswith(b"\x89PNG")


@pytest.mark.parametrize("ruleset", ["independence", "napoleon"])
def test_the_fast_path_draws_what_the_reference_path_draws(ruleset: str) -> None:
    """Re-indexing only the boxes drawn on gives the frame drawn from scratch and mapped to the same palette, pixel
    for pixel (a box missed, as small as one counter, would differ in over a thousand pixels)."""
    board = sample_board(ruleset)
    reference = render_frame(board).quantize(palette=frame_palette(board), dither=Image.Dither.NONE)
    assert ImageChops.difference(render_indexed(board).convert("RGB"), reference.convert("RGB")).getbbox() is None


@pytest.mark.parametrize("ruleset", ["independence", "napoleon"])
def test_a_render_puts_back_every_pixel_it_drew_on_the_control_memo(ruleset: str) -> None:
    """The frame is the memo's entry drawn on in place: after the map is written (or drawing fails half way),
    the entry holds the washed base again, in RGB and indexed, byte for byte."""
    board = sample_board(ruleset)
    layers = control_layers(ruleset, sides_key(board))
    with layers.drawing(holdings(board)) as entry:
        before = entry.rgb.tobytes(), entry.scanlines.tobytes()
    render_map(board)
    with layers.drawing(holdings(board)) as entry:
        assert (entry.rgb.tobytes(), entry.scanlines.tobytes()) == before

    def failing(frame: Image.Image) -> bytes:
        raise RuntimeError("the encoder failed")

    with pytest.raises(RuntimeError, match="encoder failed"):
        render_scanlines(board, failing)
    with layers.drawing(holdings(board)) as entry:
        assert (entry.rgb.tobytes(), entry.scanlines.tobytes()) == before


def test_an_entry_handed_over_in_place_keeps_its_clean_copy_up_to_date() -> None:
    """Once the memo is full an entry is handed over to new holdings in place: its clean copy (what a render puts
    back from) changes with it, so every map drawn on it afterwards leaves the new washed base, byte for byte."""
    boards = [sample_board("napoleon") for _ in range(2 * MEMO_SIZE + 1)]
    for turn, board in enumerate(boards):
        for n, space in enumerate(board.spaces.values()):
            if (n * 7 + turn) % 5 == 0:
                space.controller = None if space.controller else "France"
    layers = control_layers("napoleon", sides_key(boards[0]))
    for board in boards:
        with layers.drawing(holdings(board)) as entry:
            assert (entry.rgb.tobytes(), entry.scanlines.tobytes()) == (
                entry.clean_rgb.tobytes(),
                entry.clean_scanlines.tobytes(),
            )
            before = entry.rgb.tobytes(), entry.scanlines.tobytes()
        render_map(board)
        with layers.drawing(holdings(board)) as entry:
            assert (entry.rgb.tobytes(), entry.scanlines.tobytes()) == before
