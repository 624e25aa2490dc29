"""The fast state copy and the observation built on it: equal to the state, sharing nothing mutable with it."""

from rules.core.steps import Frame
from rules.imperialism.state import ImpState, copy_with
from tests.contract.play import play
from tests.imperialism.helpers import BLUE, RED, R, blank, hold, natives


def _played(seed: int, actions: int) -> ImpState:
    """The state after ``actions`` AI actions of a 4-player game."""
    for step in play(R, seed, options={"players": "4"}):
        if step.number == actions:
            assert isinstance(step.state, ImpState)
            return step.state
    raise AssertionError("the game ended too soon")


def test_IMP_HID_1_the_state_copy_equals_the_state_and_shares_nothing_mutable() -> None:
    state = _played(3, 400)
    before = state.model_dump()
    copied = state.model_copy(deep=True)
    assert copied.model_dump() == before and copied.model_fields_set == state.model_fields_set
    copied.units[0].region = "elsewhere"
    copied.control.clear()
    next(iter(copied.chits.values())).developed = not next(iter(state.chits.values())).developed
    copied.stack[-1].data["marked"] = True
    copied.buildings.setdefault("somewhere", []).append("city")
    assert state.model_dump() == before


def test_IMP_HID_1_copy_with_replaces_fields_and_copies_the_rest() -> None:
    frame = Frame(step="combat", seat=RED, data={"drawn": [3]})
    copied = copy_with(frame, seat=BLUE)
    assert (copied.step, copied.seat, copied.data) == ("combat", BLUE, {"drawn": [3]})
    assert "seat" in copied.model_fields_set
    copied.data["drawn"].append(4)
    assert frame.data == {"drawn": [3]} and frame.seat == RED


def test_IMP_HID_1_an_observation_is_a_copy_changing_it_changes_nothing_in_the_game() -> None:
    state = blank()
    hold(state, RED, "france")
    natives(state, "spain", 10, "+")
    before = state.model_dump()
    seen = R.observe(state, BLUE)
    assert isinstance(seen, ImpState)
    assert seen.natives["spain"].strength == -1 and seen.chits["france"].value == -1
    seen.units[0].mp = 9
    seen.natives["spain"].known_to.append(BLUE)
    assert state.model_dump() == before
