"""A phase's maps drawn one from another (``render_each``: each seat's view repainted from the board before it
where their strokes differ) are the maps each board drawn alone gives, pixel for pixel."""

import io
import random
from collections.abc import Iterator

import pytest
from PIL import Image

from maps.render import render_maps
from maps.render.canvas import Canvas, MeasuringCanvas
from maps.render.frame import render_each, render_indexed
from maps.render.strokes import Stroke, paint, repaint
from rules.core.board import BoardView, MoveArrow, PieceView, SpaceView
from rules.core.contract import Context
from rules.core.dice import Dice
from rules.registry import get_ruleset
from tests.maps.boards import sample_board


def phases(ruleset_id: str, seed: int, actions: int) -> Iterator[list[BoardView]]:
    """The public board and each seat's own board at every new phase of a game of random legal actions."""
    ruleset = get_ruleset(ruleset_id)
    rng, state, phase = random.Random(seed), ruleset.new_game({}, Dice(seed, 0)), None
    for number in range(1, actions + 1):
        if ruleset.result(state) is not None:
            return
        seat = ruleset.to_act(state)[0]
        action = rng.choice(ruleset.legal_actions(state, seat))
        ruleset.apply_in_place(state, seat, action, Context(Dice(seed, number)))
        public = ruleset.board_view(ruleset.observe(state, None), None)
        if (public.turn, public.phase) != phase:
            phase = public.turn, public.phase
            yield [public] + [ruleset.board_view(ruleset.observe(state, s), s) for s in state.seats]


def pixels(scanlines: Image.Image) -> bytes:
    return scanlines.crop((1, 0, scanlines.width, scanlines.height)).tobytes()


@pytest.mark.parametrize("ruleset", ["independence", "imperialism", "laguerre", "napoleon"])
def test_a_phases_maps_drawn_one_from_another_are_each_board_drawn_alone(ruleset: str) -> None:
    """Over the phases of two random games: the seats' views after the public map (hidden stacks shown, an
    inset whose region holds them redone), then the seats' views alone, one from another."""
    checked = 0
    for seed in (1, 2):
        for family in list(phases(ruleset, seed, 160))[::3]:
            for boards in (family, family[1:]):
                alone = [render_indexed(board).tobytes() for board in boards]
                assert render_each(boards, pixels) == alone
                checked += len(boards)
    assert checked >= 20


def test_strokes_in_another_order_are_painted_anew() -> None:
    """Two arrows drawn in the other order overlap the other way: the frame is painted anew, not repainted."""
    board = sample_board("napoleon")
    board.arrows = [MoveArrow(side="France", origin="france", destination="prussia"),
                    MoveArrow(side="Allies", origin="prussia", destination="france")]  # fmt: skip
    swapped = board.model_copy(update={"arrows": board.arrows[::-1]})
    assert render_each([board, swapped], pixels) == [render_indexed(b).tobytes() for b in (board, swapped)]


def test_a_change_inside_the_insets_region_redoes_the_inset() -> None:
    """The inset copies its region as drawn: a counter changed there is shown changed in the magnified copy."""
    board = sample_board("independence")
    focus = board.focus[0]
    changed = board.model_copy(deep=True)
    changed.spaces[focus] = SpaceView(controller=board.spaces[focus].controller,
                                      pieces=[PieceView(side=board.sides[0].id, kind="cavalry", count=7)])  # fmt: skip
    assert render_each([board, changed], pixels) == [render_indexed(b).tobytes() for b in (board, changed)]
    assert render_indexed(board).tobytes() != render_indexed(changed).tobytes()


def test_repainting_paints_only_the_strokes_that_meet_what_changed() -> None:
    """A stroke far from the one that changed is not painted again; the one that changed is."""
    painted_by: list[str] = []

    def square(name: str, box: tuple[int, int, int, int], colour: tuple[int, int, int]) -> Stroke:
        def draw(canvas: Canvas) -> None:
            if not isinstance(canvas, MeasuringCanvas):
                painted_by.append(name)
            canvas.draw(box).rectangle(box, fill=colour)

        return Stroke((name, box, colour), draw)

    clean = Image.new("RGB", (200, 100), (255, 255, 255))
    canvas = Canvas(clean.copy())
    before = [square("near", (10, 10, 40, 40), (200, 0, 0)), square("far", (150, 60, 190, 90), (0, 0, 200))]
    painted = paint(canvas, before)
    after = [square("near", (10, 10, 40, 40), (0, 150, 0)), before[1]]
    painted_by.clear()
    assert repaint(canvas, clean, painted, after) is not None
    assert painted_by == ["near"]
    fresh = Canvas(clean.copy())
    paint(fresh, after)
    assert canvas.image.tobytes() == fresh.image.tobytes()


def test_render_maps_draws_a_phase_as_render_map_draws_each_board() -> None:
    family = list(phases("independence", 3, 60))[-1]
    decoded = [Image.open(io.BytesIO(png)).tobytes() for png in render_maps(family)]
    assert decoded == [render_indexed(board).tobytes() for board in family]
