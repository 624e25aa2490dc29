"""LG-SPY-H1/H2 over many seeded AI games with spies: no spy report's text ever reaches a public event, the public
status or map, or the view, hand or map of a seat not entitled to it; each reaches exactly the seats of the powers
it is addressed to."""

import pytest

from rules.core.dice import Dice
from rules.laguerre.state import LgState
from tests.laguerre.helpers import RULES, game

SEASONS = 6
"""Each game is played for a year and a half (agents reach their goals in the first year)."""


def _views(state: LgState, seat: str | None) -> str:
    """Everything ``seat`` (None: the public) is shown: status, hand, map and the observation's data."""
    seen = RULES.observe(state, seat)
    hand = (RULES.hand_text(seen, seat) or "") if seat else ""
    board = RULES.board_view(seen, seat).model_dump_json()
    return "\n".join([RULES.status_text(seen), hand, board, seen.model_dump_json()])


@pytest.mark.parametrize("seed", range(6))
def test_LG_SPY_H2_no_report_reaches_the_public_or_a_seat_not_entitled_to_it(seed: int) -> None:
    state = game(seed, players="4", game="advanced")
    reports = 0
    for number in range(2000):
        if RULES.situation(state).over or state.turn >= SEASONS:
            break
        seat = RULES.situation(state).to_act[0]
        action = RULES.choose_action(RULES.observe(state, seat), seat, Dice(seed, number))
        transition = RULES.apply(state, seat, action, Dice(seed, number))
        after, events = transition.state, transition.events
        assert isinstance(after, LgState)
        public = "\n".join(e.text for e in events if e.visible_to is None)
        for event in (e for e in events if e.kind == "spy_report"):
            reports += 1
            found = next(r for r in after.reports if r.text == event.text)
            assert sorted(event.visible_to or []) == sorted(s for s in (after.seat_of(p) for p in found.to) if s)
            assert event.text not in public
            assert event.text not in _views(after, None)
            for other in after.seats:
                entitled = after.power_of[other] in found.to
                assert (event.text in _views(after, other)) == entitled, (other, event.text)
        state = after
    assert reports, "the AI's agents made no report"
