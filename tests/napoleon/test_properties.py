"""Property tests: many seeded games played to the end, checking the invariants after every action."""

import json
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.core.contract import Action, Transition
from rules.core.dice import Dice
from rules.napoleon.cards import CARDS, DECK
from rules.napoleon.reinforcements import COUNTERS
from rules.napoleon.state import NapoleonState
from tests.napoleon.helpers import RULES

MAX_ACTIONS = 6000
ALL_CARDS = Counter(c.id for c in DECK)


def _hidden_marks(card: str) -> tuple[str, str]:
    return f'"{card}"', CARDS[card].name


def check_invariants(before: NapoleonState, step: Transition) -> None:
    """Counters, card conservation, no negative counts, nothing hidden in public."""
    state: NapoleonState = step.state
    for side in ("France", "Allies"):
        assert state.on_board(side) <= COUNTERS
        assert all(n > 0 for n in state.armies[side].values())
    held = state.deck.draw_pile + state.deck.discard_pile + state.hands["France"] + state.hands["Allies"]
    assert Counter(held) == ALL_CARDS
    for side in ("France", "Allies"):
        assert len(state.hands[side]) <= 7 or (state.phase == "discard" and state.active == side)
    played = {e.data["card"] for e in step.events if e.kind == "card"}
    played |= set(before.battle.cards.values()) if before.battle else set()
    public_events = json.dumps([e.model_dump() for e in step.events if e.public])
    public_view = json.dumps(RULES.view(state, None)) + RULES.board_view(state, None).model_dump_json()
    in_battle = set(state.battle.cards.values()) if state.battle else set()
    for card in ALL_CARDS:
        quoted, name = _hidden_marks(card)
        if card not in played:
            assert quoted not in public_events and name not in public_events, card
        if card not in in_battle:
            assert quoted not in public_view and name not in public_view, card
    for seat, rival in (("France", "Allies"), ("Allies", "France")):
        seen = json.dumps(RULES.view(state, seat)) + json.dumps(
            [e.model_dump() for e in step.events if e.visible_for(seat)]
        )
        for card in set(state.hands[rival]) - played - in_battle:
            assert CARDS[card].name not in seen and f'"{card}"' not in seen, (seat, card)


def play(seed: int, policy: str) -> tuple[NapoleonState, list[tuple[str, Action]]]:
    """A whole game from ``seed``: the AI for both seats, or uniformly random legal actions."""
    state = RULES.new_game({}, Dice(seed, 0))
    picker = random.Random(seed)
    log: list[tuple[str, Action]] = []
    while RULES.result(state) is None:
        assert len(log) < MAX_ACTIONS, "the game did not end"
        seat = RULES.to_act(state)[0]
        dice = Dice(seed, state.action_count + 1)
        legal = RULES.legal_actions(state, seat)
        action = RULES.choose_action(RULES.observe(state, seat), seat, dice) if policy == "ai" else picker.choice(legal)
        assert action in legal
        step = RULES.apply(state, seat, action, Dice(seed, state.action_count + 1))
        check_invariants(state, step)
        state = step.state
        log.append((seat, action))
    return state, log


def replay(seed: int, log: list[tuple[str, Action]]) -> NapoleonState:
    state = RULES.new_game({}, Dice(seed, 0))
    for seat, action in log:
        state = RULES.apply(state, seat, action, Dice(seed, state.action_count + 1)).state
    return state


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=0, max_value=2**31))
def test_ai_games_keep_the_invariants_and_end(seed: int) -> None:
    state, log = play(seed, "ai")
    result = RULES.result(state)
    assert result is not None and len(result.winners) == 1
    assert state.round <= state.rounds


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=0, max_value=2**31))
def test_random_games_keep_the_invariants_and_end(seed: int) -> None:
    state, _ = play(seed, "random")
    assert RULES.result(state) is not None


def test_the_same_seed_and_actions_give_the_same_game() -> None:
    state, log = play(12345, "ai")
    assert replay(12345, log).model_dump_json() == state.model_dump_json()
    again, _ = play(12345, "ai")
    assert again.model_dump_json() == state.model_dump_json()


def test_every_event_is_a_sentence_that_ends_properly() -> None:
    """Every line the rules say or tell (the dice lines are the engine's) starts with a capital and ends with a
    full stop (or a "battle!"); one army is "1 army"."""
    kinds: set[str] = set()
    for seed, policy in ((1, "ai"), (2, "ai"), (3, "random"), (4, "random")):
        state = RULES.new_game({"rounds": "4"}, Dice(seed, 0))
        picker = random.Random(seed)
        events = []
        while RULES.result(state) is None:
            seat = RULES.to_act(state)[0]
            dice = Dice(seed, state.action_count + 1)
            legal = RULES.legal_actions(state, seat)
            action = (
                RULES.choose_action(RULES.observe(state, seat), seat, dice) if policy == "ai" else picker.choice(legal)
            )
            step = RULES.apply(state, seat, action, dice)
            events += [e for e in step.events if e.kind != "roll"]
            state = step.state
        for event in events:
            kinds.add(event.kind)
            assert event.text[0].isupper() and event.text.endswith((".", "!")), event.text
            assert " 1 armies" not in event.text and ": The" not in event.text, event.text
    assert kinds == {
        *("draw", "cards_drawn", "discard", "card_discarded", "move", "phase", "battle_start", "card", "card_pass"),
        *("battle", "retreat", "destroyed", "reinforcements", "uprising", "game_over"),
    }


def _public_outputs(state: NapoleonState, step: Transition) -> list[str]:
    """Everything the public is shown of a state and of the step that follows it."""
    seen = RULES.observe(state, None)
    board = RULES.board_view(seen, None)
    return [
        RULES.status_text(seen),
        board.model_dump_json() if board else "",
        json.dumps(RULES.view(seen, None)),
        json.dumps([e.model_dump() for e in step.events if e.public]),
    ]


def _seat_outputs(state: NapoleonState, seat: str) -> list[str]:
    """Everything ``seat`` is shown of a state."""
    seen = RULES.observe(state, seat)
    return [
        RULES.status_text(seen),
        RULES.hand_text(seen, seat) or "",
        RULES.forces_text(seen, seat) or "",
        json.dumps(RULES.view(seen, seat)),
        RULES.board_view(seen, seat).model_dump_json(),
    ]


def _perturbed(state: NapoleonState, picker: random.Random) -> NapoleonState:
    """``state`` with only what the public cannot know changed: the face-down cards (draw and discard piles)
    dealt anew and the order of both hands shuffled."""
    other = state.model_copy(deep=True)
    face_down = other.deck.draw_pile + other.deck.discard_pile
    picker.shuffle(face_down)
    cut = len(other.deck.draw_pile)
    other.deck.draw_pile, other.deck.discard_pile = face_down[:cut], face_down[cut:]
    for hand in other.hands.values():
        picker.shuffle(hand)
    return other


def _rival_hand_swapped(state: NapoleonState, seat: str, picker: random.Random) -> NapoleonState:
    """``state`` with the rival's hand exchanged for face-down cards: what ``seat`` cannot know."""
    other = state.model_copy(deep=True)
    rival = "Allies" if seat == "France" else "France"
    pool = other.hands[rival] + other.deck.draw_pile
    picker.shuffle(pool)
    held = len(other.hands[rival])
    other.hands[rival], other.deck.draw_pile = pool[:held], pool[held:]
    return other


@settings(max_examples=12, deadline=None)
@given(st.integers(min_value=0, max_value=2**31))
def test_changing_only_hidden_information_changes_no_public_output(seed: int) -> None:
    """Observe is the one redaction point: perturbing face-down cards and hand order between seeded states leaves
    every public output (status, board view, view data, the next step's public events) identical, and changing
    the rival's hand leaves every output of a seat identical."""
    state = RULES.new_game({"rounds": "3"}, Dice(seed, 0))
    picker = random.Random(seed)
    while RULES.result(state) is None:
        seat = RULES.to_act(state)[0]
        dice = Dice(seed, state.action_count + 1)
        action = RULES.choose_action(RULES.observe(state, seat), seat, dice)
        step = RULES.apply(state, seat, action, dice)
        other = _perturbed(state, picker)
        assert other != state or not state.deck.draw_pile
        again = RULES.apply(other, seat, action, Dice(seed, state.action_count + 1))
        assert _public_outputs(other, again) == _public_outputs(state, step)
        for viewer in ("France", "Allies"):
            assert _seat_outputs(_rival_hand_swapped(state, viewer, picker), viewer) == _seat_outputs(state, viewer)
        state = step.state
