"""Property tests: many seeded games played to the end, with invariants checked after every action.

AI against AI and random-legal against random-legal. After each action: every unit and card is in exactly
one place, no count is negative, nothing hidden shows in the public view, the other seat's view or public
events, and the calendar stays within 1775–1783. Replaying the same seed and actions gives the same state.
"""

import json
import random
import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.core.contract import Action, Context
from rules.core.dice import Dice
from rules.independence.cards import deck_ids
from rules.independence.state import LAST_TURN, WoiState
from rules.independence.units import SIDES, chit_ids, other
from tests.independence.helpers import RULES, all_cards, all_chits

ALL_CHITS = sorted(c for side in SIDES for c in chit_ids(side))
ALL_CARDS = sorted(deck_ids())
MAX_ACTIONS = 20000
ID = re.compile(r"[a-z]\.\d")
"""Card and unit ids look like ``surprise.1``; views and public events use display names only."""


def check_invariants(state: WoiState, ctx: Context) -> None:
    assert sorted(all_chits(state)) == ALL_CHITS
    assert sorted(all_cards(state)) == ALL_CARDS
    assert min(state.treasury.values()) >= 0
    assert min(state.moves_left, state.markers_left, state.discards_left) >= 0
    if state.battle is not None:
        assert state.battle.losses_left >= 0
    assert 0 <= state.turn <= LAST_TURN
    public_view = RULES.view(state, None)
    assert all(s["units"] is None and s["force"] is None for stacks in public_view["stacks"].values() for s in stacks)
    assert "hand" not in public_view and "drawn" not in public_view
    if state.action_count % 25 == 0:
        board = RULES.board_view(state, None)
        assert all(p.strength is None for space in board.spaces.values() for p in space.pieces)
    public = json.dumps(public_view) + json.dumps([e.model_dump() for e in ctx.events if e.public])
    assert ID.search(public) is None, "a card or unit id shows in public"
    if any(not e.public for e in ctx.events) or state.battle is not None:
        for seat in SIDES:
            rival = json.dumps(RULES.view(state, other(seat)))
            secret = state.hands[seat] + (state.battle.sealed[seat] if state.battle else [])
            assert not any(f'"{c}"' in rival for c in secret), "a hidden card shows in the other seat's view"


def play(seed: int, policy: str, check: bool) -> tuple[WoiState, list[tuple[str, Action]]]:
    state = RULES.new_game({}, Dice(seed, 0))
    assert isinstance(state, WoiState)
    chooser = random.Random(seed)
    log: list[tuple[str, Action]] = []
    while RULES.result(state) is None:
        assert len(log) < MAX_ACTIONS
        acting = RULES.to_act(state)
        seat = acting[chooser.randrange(len(acting))]
        dice = Dice(seed, len(log) + 1)
        if policy == "ai":
            action = RULES.choose_action(state, seat, dice)
        else:
            legal = RULES.legal_actions(state, seat)
            action = legal[chooser.randrange(len(legal))]
        ctx = Context(dice)
        RULES.apply_in_place(state, seat, action, ctx)
        state.action_count += 1
        log.append((seat, action))
        if check:
            check_invariants(state, ctx)
    return state, log


def replay(seed: int, log: list[tuple[str, Action]]) -> WoiState:
    state = RULES.new_game({}, Dice(seed, 0))
    for n, (seat, action) in enumerate(log):
        RULES.apply_in_place(state, seat, action, Context(Dice(seed, n + 1)))
        state.action_count += 1
    assert isinstance(state, WoiState)
    return state


@settings(max_examples=40, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), policy=st.sampled_from(["ai", "random"]))
def test_games_end_with_every_invariant_kept(seed: int, policy: str) -> None:
    state, log = play(seed, policy, check=True)
    result = RULES.result(state)
    assert result is not None and state.turn <= LAST_TURN
    assert RULES.to_act(state) == [] and all(RULES.legal_actions(state, s) == [] for s in SIDES)
    assert replay(seed, log) == state


@settings(max_examples=160, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), policy=st.sampled_from(["ai", "random"]))
def test_many_more_games_end_and_conserve_pieces(seed: int, policy: str) -> None:
    state, _ = play(seed, policy, check=False)
    assert RULES.result(state) is not None
    assert sorted(all_chits(state)) == ALL_CHITS and sorted(all_cards(state)) == ALL_CARDS
