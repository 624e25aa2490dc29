"""Property tests over seeded games of AI and random legal moves: the invariants hold after every action (no
stacking, guns never move, disrupted units keep their limits), every prompt names a BF rule, nothing is hidden,
and a refused action names its rule and changes nothing."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.breitenfeld.actions import Attack, Done, Move
from rules.breitenfeld.state import BreitenfeldState, distance
from rules.core.actions import Action
from rules.core.dice import Dice
from tests.breitenfeld.build import RULES, new
from tests.toys.checks import check_refusal

MAX_ACTIONS = 3000


def _invariants(state: BreitenfeldState) -> None:
    RULES.check_invariants(state)
    for combat in state.combats:
        assert not any(p.disrupted for i in combat.attackers if (p := state.piece(i))), "disrupted units never attack"
    situation = RULES.situation(state)
    for seat in situation.to_act:
        prompt = situation.prompt(seat)
        assert prompt and prompt.rule.startswith("BF-") and RULES.legal_actions(state, seat)


def _pick(pick: random.Random, state: BreitenfeldState, seat: str, randomness: float, number: int, seed: int) -> Action:
    if pick.random() >= randomness:
        return RULES.choose_action(RULES.observe(state, seat), seat, Dice(seed, -number))
    legal = RULES.legal_actions(state, seat)
    if Done() in legal and pick.random() < 0.2:
        return Done()
    return pick.choice(legal)


def play(seed: int, randomness: float, turns: str = "4") -> BreitenfeldState:
    pick = random.Random(seed)
    state = new(seed, turns=turns)
    for number in range(1, MAX_ACTIONS):
        _invariants(state)
        situation = RULES.situation(state)
        if situation.over:
            return state
        seat = situation.to_act[0]
        action = _pick(pick, state, seat, randomness, number, seed)
        before = state.piece(action.unit) if isinstance(action, Move) else None
        was = (before.hex, before.disrupted) if before else None
        transition = RULES.apply(state, seat, action, Dice(seed, number))
        assert all(e.public for e in transition.events), "nothing is hidden in Breitenfeld (BF-INFO-1)"
        if isinstance(action, Attack | Done) and any(e.kind == "attack" for e in transition.events):
            assert any(e.kind == "table" for e in transition.events), "every combat is a public table lookup"
        state = transition.state
        after = state.piece(action.unit) if isinstance(action, Move) else None
        if was and was[1] and was[0] and after and after.hex:
            assert distance(was[0], after.hex) <= 2, "a disrupted unit moves at most 2 hexes (BF-DIS-4)"
        if number % 10 == 0:
            for viewer in (None, *state.seats):
                assert RULES.observe(state, viewer).model_dump() == state.model_dump()
    raise AssertionError(f"no result after {MAX_ACTIONS} actions")


@settings(max_examples=3, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from([0.0, 0.3, 1.0]))
def test_seeded_games_end_with_a_result_and_keep_the_invariants(seed: int, randomness: float) -> None:
    state = play(seed, randomness)
    assert state.result is not None and set(state.result.winners) <= set(state.seats)
    assert all(p.hex == str(p.counter.start) for p in state.pieces if p.kind == "artillery")


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10_000), st.integers(0, 69), st.integers(0, 22 * 23 - 1))
def test_every_refused_move_names_its_rule_and_changes_nothing(seed: int, which: int, where: int) -> None:
    state = new(seed)
    state.turn = 5
    state.stack[-1].step = "movement"
    target = f"{where // 22 + 1:02d}{where % 22 + 1:02d}"
    check_refusal(RULES, state, "imperialist", Move(unit=state.pieces[which].id, to=target), "BF-")
