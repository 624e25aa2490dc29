"""The draft order option (ruling IMP-R-DRAFT): the source's setup order every draft round, or a snake draft."""

import pytest

from rules.core.dice import Dice
from rules.core.errors import IllegalAction
from rules.core.seats import parse_options
from rules.imperialism.state import ImpState
from tests.imperialism.helpers import R, act


def _drafters(players: int, draft: str | None) -> tuple[list[str], list[str]]:
    """The setup order and who made each pick of a whole draft (each taking the first free region)."""
    options = {"players": str(players)} | ({"draft": draft} if draft else {})
    state = R.new_game(parse_options(R.option_specs, options), Dice(2, 0))
    assert isinstance(state, ImpState)
    picks = []
    while state.stack[-1].step == "draft":
        seat = R.to_act(state)[0]
        picks.append(seat)
        state = act(state, seat, R.legal_actions(state, seat)[0]).state
    return state.order, picks


@pytest.mark.parametrize("draft", [None, "standard"])
def test_IMP_R_DRAFT_standard_default_takes_turns_in_setup_order_every_round(draft: str | None) -> None:
    order, picks = _drafters(3, draft)
    assert picks == order * 8


def test_IMP_R_DRAFT_snake_reverses_the_setup_order_every_other_round() -> None:
    order, picks = _drafters(4, "snake")
    reverse = order[::-1]
    assert picks == [*order, *reverse] * 3
    assert picks[3] == picks[4] == order[-1] and picks[7] == picks[8] == order[0]


def test_IMP_R_DRAFT_an_unknown_draft_order_is_refused() -> None:
    with pytest.raises(IllegalAction, match="snake"):
        parse_options(R.option_specs, {"draft": "random"})
