"""The per-state memo (``Sights``): the rules are asked once per state, a new state (an action, a rollback, a GM's
edit) is asked afresh, and each memo keeps only as many states as it is sized for."""

from typing import Any

import pytest

from bot.service.sights import REMEMBERED_STATES, Sights
from rules.core.contract import Action, GameState
from rules.core.dice import Dice
from rules.core.situation import Situation
from tests.service.fakegame import RaceRuleset
from tests.service.table import Table


class CountingRace(RaceRuleset):
    """The race, counting what it is asked."""

    def __init__(self) -> None:
        self.asked: dict[str, int] = {"situation": 0, "legal": 0, "count": 0, "observe": 0}

    def situation(self, state: GameState) -> Situation:
        self.asked["situation"] += 1
        return super().situation(state)

    def legal_actions(self, state: GameState, seat: str) -> list[Action]:
        self.asked["legal"] += 1
        return super().legal_actions(state, seat)

    def legal_count(self, state: GameState, seat: str) -> int:
        self.asked["count"] += 1
        return super().legal_count(state, seat)

    def observe(self, state: GameState, seat: str | None) -> Any:
        self.asked["observe"] += 1
        return super().observe(state, seat)


def _states(ruleset: RaceRuleset, count: int) -> list[GameState]:
    first = ruleset.new_game({"goal": "12"}, Dice(1, 0))
    return [first, *(first.model_copy(deep=True) for _ in range(count - 1))]


def test_the_rules_are_asked_once_per_state_and_afresh_for_a_new_one() -> None:
    ruleset, sights = CountingRace(), Sights()
    state, newer = _states(ruleset, 2)
    for _ in range(3):
        sights.situation(ruleset, state)
        sights.legal(ruleset, state, "Red")
        sights.seen(ruleset, state, "Red")
    # the race's legal_actions asks for the situation once more itself
    assert ruleset.asked == {"situation": 2, "legal": 1, "count": 0, "observe": 1}
    assert sights.legal(ruleset, newer, "Red") == sights.legal(ruleset, state, "Red")
    sights.situation(ruleset, newer)
    sights.seen(ruleset, newer, "Red")
    assert ruleset.asked == {"situation": 4, "legal": 2, "count": 0, "observe": 2}


def test_the_rules_answers_of_a_thousand_games_are_all_kept() -> None:
    """The current state of each of 1,000 games and the state before it: the first is still remembered."""
    ruleset, sights = CountingRace(), Sights()
    states = _states(ruleset, 2000)
    for state in states:
        sights.legal(ruleset, state, "Red")
    sights.legal(ruleset, states[0], "Red")
    assert ruleset.asked["legal"] == 2000 and REMEMBERED_STATES >= 2000


def test_each_memo_drops_its_oldest_states_past_its_size() -> None:
    ruleset, sights = CountingRace(), Sights(states=3, views=2)
    states = _states(ruleset, 4)
    for state in states:
        sights.legal(ruleset, state, "Red")
        sights.seen(ruleset, state, None)
    sights.legal(ruleset, states[1], "Red")
    sights.seen(ruleset, states[2], None)
    assert ruleset.asked["legal"] == 4 and ruleset.asked["observe"] == 4
    sights.legal(ruleset, states[0], "Red")
    sights.seen(ruleset, states[1], None)
    assert ruleset.asked["legal"] == 5 and ruleset.asked["observe"] == 5


@pytest.mark.parametrize("change", ["/gm rollback to:0", "/gm edit what:moved value:false"])
async def test_after_a_rollback_or_an_edit_the_legal_actions_are_the_new_states(table: Table, change: str) -> None:
    await table.race()
    await table.ok("alice> /move steps:1")
    await table.refused("alice> /move steps:2", "cannot use `/move` now")
    await table.ok(f"alice> {change}")
    await table.ok("alice> /move steps:2")


def test_a_legal_count_is_asked_once_per_state_and_read_off_a_listed_state() -> None:
    ruleset, sights = CountingRace(), Sights()
    counted, listed = _states(ruleset, 2)
    for _ in range(3):
        assert sights.legal_count(ruleset, counted, "Red") == len(ruleset.legal_actions(counted, "Red"))
    assert ruleset.asked["count"] == 1
    legal = sights.legal(ruleset, listed, "Red")
    assert sights.legal_count(ruleset, listed, "Red") == len(legal) and ruleset.asked["count"] == 1


def test_known_legal_actions_are_offered_only_once_worked_out() -> None:
    ruleset, sights = CountingRace(), Sights()
    (state,) = _states(ruleset, 1)
    assert sights.known_legal(state, "Red") is None
    legal = sights.legal(ruleset, state, "Red")
    assert sights.known_legal(state, "Red") is legal and ruleset.asked["legal"] == 1


def test_candidates_filter_the_known_legal_actions_without_asking_the_rules_again() -> None:
    ruleset = CountingRace()
    (state,) = _states(ruleset, 1)
    legal = ruleset.legal_actions(state, "Red")
    command = legal[0].command()
    assert ruleset.candidates(state, "Red", command, {}, legal) == ruleset.candidates(state, "Red", command, {})
    assert ruleset.asked["legal"] == 2, "the legal actions were listed again only without known ones"
