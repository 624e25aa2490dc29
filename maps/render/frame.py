"""One frame: the base washed for control, then the overlay the BoardView asks for, the detail inset, the legend
and the title band, all drawn into one canvas; for the PNG only the boxes drawn on are mapped to the palette
again, the rest comes indexed from the control memo."""

import hashlib
from collections.abc import Callable
from functools import lru_cache, partial
from typing import TypeVar

from PIL import Image

from maps.render.band import band_key, draw_band
from maps.render.base import BaseLayer, base_layer
from maps.render.canvas import Canvas, merged
from maps.render.control import ControlLayers, reindex, washed
from maps.render.encode import palette_from
from maps.render.inset import draw_inset, inset_for
from maps.render.legend import draw_legend, legend_items
from maps.render.overlay import Drawn, arrow_strokes, holdings, space_strokes
from maps.render.palette import board_sides
from maps.render.store import cached
from maps.render.strokes import Stroke, paint, repaint
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
    return render_each([board], use)[0]


def render_each(boards: list[BoardView], use: Callable[[Image.Image], T]) -> list[T]:
    """``render_scanlines`` of each board, where a board on the same map, with the same sides and holdings as
    the one before it (a seat's view after the public map) is drawn by repainting that board's frame where their
    strokes differ (``repaint``): the same pixels, for a fraction of the drawing."""
    results: list[T] = []
    while len(results) < len(boards):
        first = boards[len(results)]
        like = (map_of(first), sides_key(first), holdings(first))
        run = [first]
        for board in boards[len(results) + 1 :]:
            if (map_of(board), sides_key(board), holdings(board)) != like:
                break
            run.append(board)
        results += _render_run(run, use)
    return results


def _render_run(boards: list[BoardView], use: Callable[[Image.Image], T]) -> list[T]:
    """Boards with one map, sides and holdings drawn on one memo entry, each repainted from the one before."""
    map_id, base, palette = map_of(boards[0]), base_layer(map_of(boards[0])), frame_palette(boards[0])
    with control_layers(map_id, sides_key(boards[0])).drawing(holdings(boards[0])) as frame:
        canvas, painted, results = Canvas(frame.rgb), None, []
        try:
            for board in boards:
                strokes = overlay_strokes(base, board, (canvas.width, canvas.height))
                redone = None if painted is None else repaint(canvas, frame.clean_rgb, painted, strokes)
                if redone is None:
                    frame.put_back(merged(canvas.dirty))
                    canvas.dirty = []
                    painted = paint(canvas, strokes)
                    redone = painted, merged(canvas.dirty)
                painted, boxes = redone
                for box in boxes:
                    reindex(frame.rgb, frame.scanlines, box, palette)
                results.append(use(frame.scanlines))
        finally:
            frame.put_back(merged(canvas.dirty))
    return results


def draw_overlay(canvas: Canvas, base: BaseLayer, board: BoardView) -> None:
    """Arrows, counters and tokens, the detail inset, the legend and the title band."""
    paint(canvas, overlay_strokes(base, board, (canvas.width, canvas.height)))


def overlay_strokes(base: BaseLayer, board: BoardView, size: tuple[int, int]) -> list[Stroke]:
    """What ``draw_overlay`` paints, in order, as strokes."""
    drawn = Drawn()
    strokes = arrow_strokes(base, board, drawn) + space_strokes(base, board, drawn)
    inset = inset_for(base, board, *size)
    if inset is not None:
        stroke = Stroke(("inset", inset), partial(draw_inset, inset=inset), reads=inset.region, covers=inset.frame)
        strokes.append(stroke)
    sides = tuple(board_sides(board).values())
    items = legend_items(board, drawn)
    strokes.append(Stroke(("legend", sides, items), partial(draw_legend, map_id=base.map_id, sides=sides,
                                                           items=items)))  # fmt: skip
    strokes.append(Stroke(band_key(board), partial(draw_band, board=board)))
    return strokes


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
