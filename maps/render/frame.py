"""One frame: the cached base, then the overlay the BoardView asks for, then the title band."""

from functools import lru_cache

from PIL import Image

from maps.render.band import draw_band
from maps.render.base import base_layer
from maps.render.control import control_layers
from maps.render.encode import palette_from
from maps.render.overlay import draw_arrows, draw_stacks, holdings
from maps.render.palette import SIDES
from rules.core.board import AreaView, BoardView, MoveArrow, StackView


def render_frame(board: BoardView) -> Image.Image:
    """The board drawn as an RGB image."""
    base = base_layer(board.ruleset)
    canvas = control_layers(board.ruleset).compose(holdings(board)).copy()
    draw_arrows(canvas, base, board)
    draw_stacks(canvas, base, board)
    draw_band(canvas, board)
    return canvas


@lru_cache(maxsize=8)
def frame_palette(ruleset: str) -> Image.Image:
    """The PNG palette of a map: computed once from the plain base and one busy sample frame per side."""
    base = base_layer(ruleset)
    samples = [base.plain] + [render_frame(board) for board in _sample_boards(ruleset)]
    return palette_from(samples)


def _sample_boards(ruleset: str) -> list[BoardView]:
    """Boards that use every colour a real frame can: each side controlling all, counters, arrows, battles."""
    ids = [t.id for t in base_layer(ruleset).data.territories]
    sides = list(SIDES.get(ruleset, {})) or ["a", "b"]
    boards = []
    for index, side in enumerate(sides):
        other = sides[(index + 1) % len(sides)]
        areas = {
            tid: AreaView(
                controller=side,
                stacks=[StackView(side=side, count=1 + n % 4, top="Infantry", force=n % 9),
                        StackView(side=other, count=2, top="General", force=5, leader=True)][: 1 + n % 2],
                markers=["fort"] if n % 3 == 0 else [],
            )
            for n, tid in enumerate(ids)
        }  # fmt: skip
        arrows = [MoveArrow(side=side, origin=a, destination=b) for a, b in zip(ids, ids[1:], strict=False)][:6]
        boards.append(
            BoardView(
                ruleset=ruleset,
                title="Sample",
                turn="Spring 1776",
                phase="Movement",
                to_act=sides,
                viewer=side,
                sides=sides,
                areas=areas,
                arrows=arrows,
                battles=ids[::4],
            )  # fmt: skip
        )
    return boards
