"""One frame: the base washed for control, then the overlay the BoardView asks for, the detail inset, the legend
and the title band, all drawn into one canvas; for the PNG only the boxes drawn on are mapped to the palette
again, the rest comes indexed from the control memo."""

import hashlib
from collections.abc import Callable
from functools import lru_cache
from typing import TypeVar

from PIL import Image

from maps.render.band import draw_band
from maps.render.base import BaseLayer, base_layer
from maps.render.canvas import Canvas, merged
from maps.render.control import ControlLayers, reindex, washed
from maps.render.encode import palette_from, scanline_box
from maps.render.inset import draw_inset, inset_for
from maps.render.legend import draw_legend
from maps.render.overlay import Drawn, draw_arrows, draw_spaces, holdings
from maps.render.palette import board_sides
from maps.render.store import cached
from rules.core.board import BoardView, MarkerView, MoveArrow, PieceView, SideView, SpaceView

SidesKey = tuple[tuple[str, str, str], ...]
T = TypeVar("T")


def map_of(board: BoardView) -> str:
    """The map a board is drawn on: its ``map_id``, else its ruleset's map."""
    return board.map_id or board.ruleset


def sides_key(board: BoardView) -> SidesKey:
    """The board's sides as a hashable key (id, name, colour)."""
    return tuple((s.id, s.name, s.colour) for s in board.sides)


def render_frame(board: BoardView) -> Image.Image:
    """The board drawn as a new RGB image (composed from scratch: for samples and tests)."""
    base = base_layer(map_of(board))
    canvas = Canvas(washed(base, holdings(board)))
    draw_overlay(canvas, base, board)
    return canvas.image


def render_indexed(board: BoardView) -> Image.Image:
    """The board drawn and mapped to its palette (a new image: for the benchmark and tests)."""
    return render_scanlines(board, lambda scanlines: scanlines.crop((1, 0, scanlines.width, scanlines.height)))


def render_scanlines(board: BoardView, use: Callable[[Image.Image], T]) -> T:
    """``use`` applied to the board drawn and mapped to its palette as PNG scanlines: the fast path of
    ``render_map`` (``use`` is its encoder). The frame is the control memo's own entry, drawn on in place and put
    back as it was once ``use`` returns, so ``use`` must not keep it."""
    map_id = map_of(board)
    with control_layers(map_id, sides_key(board)).drawing(holdings(board)) as (rgb, scanlines):
        canvas, indices = Canvas(rgb, undo=True), Canvas(scanlines, undo=True)
        try:
            draw_overlay(canvas, base_layer(map_id), board)
            palette = frame_palette(board)
            for box in merged(canvas.dirty):
                indices.touch(scanline_box(box))
                reindex(rgb, scanlines, box, palette)
            return use(scanlines)
        finally:
            indices.undo()
            canvas.undo()


def draw_overlay(canvas: Canvas, base: BaseLayer, board: BoardView) -> None:
    """Arrows, counters and tokens, the detail inset, the legend and the title band."""
    drawn = Drawn()
    draw_arrows(canvas, base, board, drawn)
    draw_spaces(canvas, base, board, drawn)
    inset = inset_for(base, board, canvas.width, canvas.height)
    if inset is not None:
        draw_inset(canvas, inset)
    draw_legend(canvas, board, base.map_id, drawn, tuple(board_sides(board).values()))
    draw_band(canvas, board)


@lru_cache(maxsize=16)
def control_layers(map_id: str, sides: SidesKey) -> ControlLayers:
    """The control memo of a map for one set of side colours."""
    return ControlLayers(base_layer(map_id), _palette(map_id, sides))


def frame_palette(board: BoardView) -> Image.Image:
    """The PNG palette for a board's map and side colours (computed once per map and set of colours)."""
    return _palette(map_of(board), sides_key(board))


@lru_cache(maxsize=16)
def _palette(map_id: str, sides: SidesKey) -> Image.Image:
    """The palette from the plain base and one busy sample frame per side (kept on disk)."""
    base = base_layer(map_id)
    views = [SideView(id=i, name=n, colour=c) for i, n, c in sides]

    def build() -> dict[str, Image.Image]:
        return {"palette": palette_from([base.plain] + [render_frame(b) for b in sample_boards(map_id, views)])}

    digest = hashlib.sha256(repr(sides).encode()).hexdigest()[:16]
    return cached(map_id, f"palette-{digest}", build)["palette"]


def sample_boards(map_id: str, sides: list[SideView]) -> list[BoardView]:
    """Boards that use every colour a real frame can: each side controlling all, counters, arrows, battles."""
    ids = [t.id for t in base_layer(map_id).data.territories]
    sides = sides or [SideView(id="a", name="A", colour="#2e7040"), SideView(id="b", name="B", colour="#80408c")]
    boards = []
    for index, side in enumerate(sides):
        other = sides[(index + 1) % len(sides)].id
        spaces = {
            tid: SpaceView(
                controller=side.id,
                pieces=[PieceView(side=side.id, kind="infantry", count=1 + n % 4, strength=n % 9),
                        PieceView(side=other, kind="leader", count=2, strength=5)][: 1 + n % 2],
                markers=[MarkerView(kind="fort")] if n % 3 == 0 else [],
            )
            for n, tid in enumerate(ids)
        }  # fmt: skip
        arrows = [MoveArrow(side=side.id, origin=a, destination=b) for a, b in zip(ids, ids[1:], strict=False)][:6]
        boards.append(
            BoardView(ruleset=map_id, map_id=map_id, title="Sample", turn="Spring 1776", phase="Movement",
                      to_act=[s.id for s in sides], viewer=side.id, sides=sides, spaces=spaces, arrows=arrows,
                      battles=ids[::4], focus=ids[:2])  # fmt: skip
        )
    return boards
