"""NAP-DRAW-*: two cards a turn, a hand of seven, face-down discards, reshuffling the discard."""

import pytest

from rules.core.errors import IllegalAction
from rules.napoleon.actions import DiscardCard, Done
from rules.napoleon.cards import DECK
from tests.napoleon.helpers import RULES, act, game


def test_nap_draw_1_two_cards_each_turn_seen_only_by_the_drawer() -> None:
    state = game({"france": 6}, {"russia": 3})
    step = act(state, "France", Done())
    assert len(step.state.hands["Allies"]) == 2
    private = [e for e in step.events if e.kind == "cards_drawn"]
    assert [e.visible_to for e in private] == [["Allies"]]
    public_text = " ".join(e.text for e in step.events if e.public)
    for card in step.state.hands["Allies"]:
        assert next(c.name for c in DECK if c.id == card) not in public_text


def test_nap_draw_2_a_hand_over_seven_discards_face_down() -> None:
    hand = [c.id for c in DECK[:6]]
    state = game({"france": 6}, {"russia": 3}, hands={"France": [], "Allies": hand})
    step = act(state, "France", Done())
    state = step.state
    assert len(state.hands["Allies"]) == 8 and state.phase == "discard"
    assert all(isinstance(a, DiscardCard) for a in RULES.legal_actions(state, "Allies"))
    card = state.hands["Allies"][0]
    step = act(state, "Allies", DiscardCard(card=card))
    assert card not in step.state.hands["Allies"] and card in step.state.deck.discard_pile
    assert step.state.phase == "move" and len(step.state.hands["Allies"]) == 7
    public = [e for e in step.events if e.public]
    assert public and all(card not in e.text and card not in str(e.data) for e in public)
    with pytest.raises(IllegalAction, match="NAP-DRAW-2"):
        act(state, "Allies", DiscardCard(card="austerlitz" if "austerlitz" not in hand else "nile"))


def test_nap_draw_3_the_discard_is_reshuffled_when_the_deck_runs_out() -> None:
    state = game({"france": 6}, {"russia": 3})
    state.deck.discard_pile = state.deck.draw_pile[1:]
    state.deck.draw_pile = state.deck.draw_pile[:1]
    step = act(state, "France", Done())
    assert len(step.state.hands["Allies"]) == 2
    assert step.state.deck.discard_pile == []
    assert len(step.state.deck.draw_pile) == len(DECK) - 2
