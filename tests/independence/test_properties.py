"""Property tests: many seeded games played to the end, with invariants checked after every action.

AI against AI and random-legal against random-legal. After each action: every unit and card is in exactly
one place, no count is negative, nothing hidden shows in the public view, the other seat's view or public
events, and the calendar stays within 1775–1783. Replaying the same seed and actions gives the same state.
"""

import json
import random
import re

from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from rules.core.contract import Action, Context
from rules.core.dice import Dice
from rules.independence.board import space_view
from rules.independence.cards import deck_ids
from rules.independence.state import LAST_TURN, WoiState
from rules.independence.units import SIDES, chit_ids, other, side_of
from tests.independence.helpers import RULES, all_cards, all_chits, seen

ALL_CHITS = sorted(c for side in SIDES for c in chit_ids(side))
ALL_CARDS = sorted(deck_ids())
MAX_ACTIONS = 20000
ID = re.compile(r"[a-z]\.\d")
"""Card and unit ids look like ``surprise.1``; views and public events use display names only."""


def check_invariants(state: WoiState, ctx: Context) -> None:
    assert sorted(all_chits(state)) == ALL_CHITS
    assert sorted(all_cards(state)) == ALL_CARDS
    assert min(state.treasury.values()) >= 0
    assert all(v >= 0 for frame in state.stack for v in frame.data.values() if isinstance(v, int))
    if state.battle is not None:
        assert state.battle.losses_left >= 0
    assert 0 <= state.turn <= LAST_TURN
    public_view = seen(state, None)
    assert all(s["units"] is None and s["force"] is None for stacks in public_view["stacks"].values() for s in stacks)
    assert "hand" not in public_view and "drawn" not in public_view
    if state.action_count % 25 == 0:
        board = RULES.board_view(RULES.observe(state, None), None)
        assert all(p.strength is None for space in board.spaces.values() for p in space.pieces)
    public = json.dumps(public_view) + json.dumps([e.model_dump() for e in ctx.events if e.public])
    assert ID.search(public) is None, "a card or unit id shows in public"
    if any(not e.public for e in ctx.events) or state.battle is not None:
        for seat in SIDES:
            rival = json.dumps(seen(state, other(seat)))
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
            action = RULES.choose_action(RULES.observe(state, seat), seat, dice)
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


@settings(max_examples=16, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow],
          phases=[Phase.explicit, Phase.reuse, Phase.generate])
@given(seed=st.integers(0, 2**31), policy=st.sampled_from(["ai", "random"]))
def test_games_end_with_every_invariant_kept(seed: int, policy: str) -> None:
    state, log = play(seed, policy, check=True)
    result = RULES.result(state)
    assert result is not None and state.turn <= LAST_TURN
    assert RULES.to_act(state) == [] and all(RULES.legal_actions(state, s) == [] for s in SIDES)
    assert replay(seed, log) == state


@settings(max_examples=64, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow],
          phases=[Phase.explicit, Phase.reuse, Phase.generate])
@given(seed=st.integers(0, 2**31), policy=st.sampled_from(["ai", "random"]))
def test_many_more_games_end_and_conserve_pieces(seed: int, policy: str) -> None:
    state, _ = play(seed, policy, check=False)
    assert RULES.result(state) is not None
    assert sorted(all_chits(state)) == ALL_CHITS and sorted(all_cards(state)) == ALL_CARDS


def _perturbed(state: WoiState, keep: str, shuffler: random.Random) -> WoiState:
    """A copy of ``state`` in which only what is hidden from ``keep`` (the active side) and the public is changed:
    the other side's hand and the draw pile's order mixed together, and the other side's pile mixed with the units
    of its stacks below their tops (outside the battle being fought); every count stays the same."""
    changed = state.model_copy(deep=True)
    rival = other(keep)
    cards = changed.deck.draw_pile + changed.hands[rival]
    shuffler.shuffle(cards)
    changed.hands[rival] = cards[: len(changed.hands[rival])]
    changed.deck.draw_pile = cards[len(changed.hands[rival]):]
    battle = changed.battle.territory if changed.battle else None
    slots: list[tuple[str, int]] = []
    for territory, chits in changed.board.items():
        mine = [i for i, c in enumerate(chits) if side_of(c) == rival]
        if territory != battle:
            slots += [(territory, i) for i in mine[1:]]
    units = [changed.board[t][i] for t, i in slots] + changed.piles[rival]
    shuffler.shuffle(units)
    for (territory, i), unit in zip(slots, units, strict=False):
        changed.board[territory][i] = unit
    changed.piles[rival] = units[len(slots):]
    shuffler.shuffle(changed.piles[keep])
    return changed


def _public(state: WoiState) -> tuple[object, ...]:
    seen_by_all = RULES.observe(state, None)
    board = RULES.board_view(seen_by_all, None)
    situation = RULES.situation(state)
    return (RULES.status_text(seen_by_all), board.model_dump_json(), json.dumps(RULES.view(seen_by_all, None)),
            situation.marker, situation.heading, situation.to_act, situation.prompts)


@settings(max_examples=8, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow],
          phases=[Phase.explicit, Phase.reuse, Phase.generate])
@given(seed=st.integers(0, 2**31))
def test_changing_only_hidden_information_changes_no_public_output(seed: int) -> None:
    """Seeded AI games: at every 7th action, shuffle what the acting side and the public cannot see; every public
    output (status, board view, public view, situation) and the public events of the next action are the same."""
    state = RULES.new_game({}, Dice(seed, 0))
    assert isinstance(state, WoiState)
    shuffler = random.Random(seed)
    for n in range(1, 2500):
        if RULES.result(state) is not None:
            break
        seat = RULES.to_act(state)[0]
        dice = Dice(seed, n)
        action = RULES.choose_action(RULES.observe(state, seat), seat, dice)
        if n % 7 == 0 and seat == state.active:
            changed = _perturbed(state, seat, shuffler)
            assert _public(changed) == _public(state)
            mine, theirs = Context(Dice(seed, n)), Context(Dice(seed, n))
            RULES.apply_in_place(changed, seat, action, theirs)
            RULES.apply_in_place(state, seat, action, mine)
            if not mine.hidden_revealed:
                public = [e.model_dump() for e in mine.events if e.public]
                assert public == [e.model_dump() for e in theirs.events if e.public]
        else:
            RULES.apply_in_place(state, seat, action, Context(dice))


def test_board_views_built_from_kept_territories_match_a_fresh_build() -> None:
    """``space_view`` keeps each territory's view between boards: along a whole game, every viewer's board is the
    one built from nothing, and a territory that did not change is the same object in the next board."""
    state = RULES.new_game({}, Dice(7, 0))
    assert isinstance(state, WoiState)
    chooser, before, shared = random.Random(7), None, 0
    for number in range(1, MAX_ACTIONS):
        if RULES.result(state) is not None:
            break
        seat = chooser.choice(RULES.to_act(state))
        legal = RULES.legal_actions(state, seat)
        RULES.apply_in_place(state, seat, legal[chooser.randrange(len(legal))], Context(Dice(7, number)))
        if number % 20:
            continue
        board = RULES.board_view(RULES.observe(state, None), None)
        if before is not None:
            shared += sum(board.spaces[t] is before.spaces[t] for t in board.spaces)
        for viewer in (None, *SIDES):
            kept = RULES.board_view(RULES.observe(state, viewer), viewer)
            space_view.cache_clear()
            assert RULES.board_view(RULES.observe(state, viewer), viewer) == kept
        before = RULES.board_view(RULES.observe(state, None), None)
    assert shared > 0
