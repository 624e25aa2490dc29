"""Property tests: seeded games of AI and random moves play to the end with the invariants kept; every refused
action names its rule and changes nothing."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.core.dice import Dice
from rules.core.seats import parse_options
from tests.toys.checks import check_refusal
from tests.toys.skirmish.field import GRID, on_map
from tests.toys.skirmish.ruleset import SkirmishRuleset
from tests.toys.skirmish.state import Attack, Fire, Move, SkirmishState

RULES = SkirmishRuleset()
MAX_ACTIONS = 600


def check_invariants(state: SkirmishState) -> None:
    hexes = [u.hex for u in state.units]
    assert len(hexes) == len(set(hexes)), "one unit per hex"
    assert all(on_map(h) for h in hexes)
    assert all(1 <= u.strength <= u.kind.strength for u in state.units)
    situation = RULES.situation(state)
    for seat in situation.to_act:
        prompt = situation.prompt(seat)
        assert prompt and prompt.rule.startswith("SK-") and RULES.legal_actions(state, seat)


def play(seed: int, randomness: float) -> SkirmishState:
    pick = random.Random(seed)
    state = RULES.new_game(parse_options(RULES.option_specs, {"turns": "3"}), Dice(seed, 0))
    assert isinstance(state, SkirmishState)
    for number in range(1, MAX_ACTIONS):
        check_invariants(state)
        situation = RULES.situation(state)
        if situation.over:
            return state
        seat = situation.to_act[0]
        if pick.random() < randomness:
            action = pick.choice(RULES.legal_actions(state, seat))
        else:
            action = RULES.choose_action(RULES.observe(state, seat), seat, Dice(seed, -number))
        transition = RULES.apply(state, seat, action, Dice(seed, number))
        assert all(e.public for e in transition.events), "nothing is hidden in Skirmish"
        if isinstance(action, Fire | Attack):
            assert any(e.kind == "table" for e in transition.events), "every table lookup is logged"
        state = transition.state
    raise AssertionError(f"no result after {MAX_ACTIONS} actions")


@settings(max_examples=8, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from([0.0, 0.3, 1.0]))
def test_seeded_games_end_with_a_result_and_keep_the_invariants(seed: int, randomness: float) -> None:
    state = play(seed, randomness)
    assert state.result and set(state.result.winners) <= set(state.seats)


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10_000), st.integers(0, 7), st.sampled_from(GRID.hexes()))
def test_every_refused_move_names_its_rule_and_changes_nothing(seed: int, which: int, target: object) -> None:
    state = RULES.new_game(parse_options(RULES.option_specs, {}), Dice(seed, 0))
    assert isinstance(state, SkirmishState)
    check_refusal(RULES, state, "Swedes", Move(unit=state.units[which].name, to=str(target)), "SK-")
