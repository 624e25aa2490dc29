"""NAP-SETUP-*, NAP-TURN-*: the starting position and the sequence of play."""

from rules.core.dice import Dice
from rules.napoleon.actions import DiscardCard, Done, MoveArmies
from rules.napoleon.cards import DECK
from tests.napoleon.helpers import RULES, act, game


def test_nap_setup_1_french_armies() -> None:
    state = RULES.new_game({}, Dice(1, 0))
    assert state.armies["France"] == {
        "france": 20, "rhineland": 4, "holland": 2, "denmark": 2, "spain": 2, "portugal": 2,
        "italy": 2, "naples": 2, "switzerland": 2, "egypt": 2,
    }  # fmt: skip
    assert state.on_board("France") == 40


def test_nap_setup_2_allied_armies() -> None:
    state = RULES.new_game({}, Dice(1, 0))
    assert state.armies["Allies"] == {"england": 10, "russia": 10, "austria": 10, "prussia": 10}


def test_nap_setup_3_shuffled_deck_and_the_first_draw() -> None:
    state = RULES.new_game({}, Dice(1, 0))
    assert len(state.hands["France"]) == 2 and state.hands["Allies"] == []
    assert sorted(state.deck.draw_pile + state.hands["France"]) == sorted(c.id for c in DECK)
    other = RULES.new_game({}, Dice(2, 0))
    assert other.deck.draw_pile != state.deck.draw_pile


def test_nap_turn_1_france_moves_first_then_the_sides_alternate() -> None:
    state = RULES.new_game({}, Dice(1, 0))
    assert state.active == "France" and RULES.to_act(state) == ["France"]
    state = act(state, "France", Done()).state
    assert state.active == "Allies" and state.round == 1
    state = act(state, "Allies", Done()).state
    assert state.active == "France" and state.round == 2


def test_nap_turn_2_draw_move_attack_reinforce() -> None:
    state = game({"france": 6}, {"russia": 3}, hands={"France": [], "Allies": []})
    assert state.phase == "move"
    # the move phase ends on /done; with no battle the attack phase passes, reinforcements follow,
    # and the Allied turn begins with its draw
    step = act(state, "France", Done())
    kinds = [e.kind for e in step.events]
    assert kinds.index("phase") < kinds.index("reinforcements") < kinds.index("draw")
    assert step.state.phase == "move" and step.state.active == "Allies"
    assert len(step.state.hands["Allies"]) == 2


def test_nap_turn_2_a_move_phase_action_is_refused_in_the_discard_phase() -> None:
    hand = [c.id for c in DECK[:8]]
    state = game({"france": 6}, {"russia": 3}, phase="discard", hands={"France": hand, "Allies": []})
    assert all(isinstance(a, DiscardCard) for a in RULES.legal_actions(state, "France"))
    try:
        act(state, "France", MoveArmies(origin="france", destination="spain", armies=1))
    except ValueError as refused:
        assert "NAP-DRAW-2" in str(refused)
    else:
        raise AssertionError("a move was accepted in the discard phase")
