"""NAP-ATTACK-*: battles in contested countries, Force, cards, the roll, casualties and retreats.

Scripted dice in a battle: the attacker's die, the defender's die, the winner's casualty die, then the
loser's two casualty dice.
"""

from typing import Any

import pytest

from rules.core.errors import IllegalAction
from rules.core.events import Event
from rules.napoleon.actions import Done, MoveArmies, PlayCard, RetreatTo, StartBattle
from rules.napoleon.combat import casualties
from rules.napoleon.state import NapoleonState
from tests.napoleon.helpers import RULES, act, game


def into_attack(state: NapoleonState) -> NapoleonState:
    """End the move phase."""
    return act(state, state.active, Done()).state


def rolls(step_events: list[Event]) -> list[dict[str, Any]]:
    return [e.data for e in step_events if e.kind == "roll"]


def test_nap_attack_1_every_contested_country_is_fought_in_the_order_the_attacker_picks() -> None:
    state = into_attack(game({"italy": 9, "holland": 9}, {"italy": 1, "holland": 1, "russia": 5}))
    assert state.phase == "attack"
    assert RULES.legal_actions(state, "France") == [StartBattle(country="holland"), StartBattle(country="italy")]
    with pytest.raises(IllegalAction, match="NAP-ATTACK-1"):
        act(state, "France", StartBattle(country="russia"))
    with pytest.raises(IllegalAction, match="NAP-ATTACK-1"):
        act(state, "France", Done())
    state = act(state, "France", StartBattle(country="italy"), [6, 1, 1, 6, 6]).state
    assert state.phase == "attack" and state.contested() == ["holland"]
    state = act(state, "France", StartBattle(country="holland"), [6, 1, 1, 6, 6]).state
    assert state.active == "Allies" and state.phase == "move"


def test_nap_attack_2_the_side_whose_turn_it_is_attacks() -> None:
    state = into_attack(game({"france": 4}, {"france": 5, "russia": 2}, active="Allies"))
    step = act(state, "Allies", StartBattle(country="france"), [3, 3, 1, 1, 1])
    start = next(e for e in step.events if e.kind == "battle_start")
    assert "Battle of France: the Allies attack with 5 against 4." in start.text
    assert [r["dice"] for r in rolls(step.events)][:2] == [[3], [3]]
    assert step.events[[e.kind for e in step.events].index("roll")].seat == "Allies"


def test_nap_attack_3_each_army_is_one_force() -> None:
    state = into_attack(game({"italy": 7}, {"italy": 2, "russia": 2}))
    step = act(state, "France", StartBattle(country="italy"), [1, 1, 1, 1, 1])
    attacker, defender = rolls(step.events)[:2]
    assert attacker["modifiers"] == [["armies", 7]] and attacker["total"] == 8
    assert ["armies", 2] in defender["modifiers"]


def test_nap_attack_4_defender_bonus() -> None:
    state = into_attack(game({"italy": 3}, {"italy": 3, "russia": 2}))
    step = act(state, "France", StartBattle(country="italy"), [4, 3, 1, 1, 1])
    attacker, defender = rolls(step.events)[:2]
    assert defender["modifiers"] == [["armies", 3], ["defender", 1]]
    assert attacker["total"] == 7 and defender["total"] == 7
    assert "the Allies win 7–7" in " ".join(e.text for e in step.events)


def test_nap_attack_5_cards_for_that_country_attacker_first_then_defender() -> None:
    hands = {"France": ["marengo", "austerlitz"], "Allies": ["italian_insurgents", "kutuzov"]}
    state = into_attack(game({"italy": 5}, {"italy": 5, "russia": 2}, hands=hands))
    state = act(state, "France", StartBattle(country="italy")).state
    assert state.phase == "battle" and state.battle is not None and state.battle.deciding == "France"
    assert RULES.legal_actions(state, "France") == [PlayCard(card="marengo"), Done()]
    with pytest.raises(IllegalAction, match="NAP-ATTACK-5"):
        act(state, "France", PlayCard(card="austerlitz"))
    with pytest.raises(IllegalAction, match="NAP-ATTACK-5"):
        act(state, "France", PlayCard(card="italian_insurgents"))
    step = act(state, "France", PlayCard(card="marengo"))
    assert step.hidden_revealed and "marengo" in step.state.deck.discard_pile
    state = step.state
    assert state.battle is not None and state.battle.deciding == "Allies"
    assert RULES.legal_actions(state, "France") == []
    step = act(state, "Allies", PlayCard(card="italian_insurgents"), [2, 2, 1, 1, 1])
    attacker, defender = rolls(step.events)[:2]
    assert ["Marengo", 2] in attacker["modifiers"] and ["Italian Insurgents", 1] in defender["modifiers"]
    assert attacker["total"] == 9 and defender["total"] == 9


def test_nap_attack_5_no_card_window_without_a_card_for_this_battle() -> None:
    """Only a side holding a card that applies to this battle is asked; with none the battle is rolled at once."""
    hands = {"France": ["wagram"], "Allies": ["kutuzov", "nile"]}
    state = into_attack(game({"italy": 5}, {"italy": 2, "russia": 2}, hands=hands))
    step = act(state, "France", StartBattle(country="italy"), [6, 1, 1, 6, 6])
    assert [e.kind for e in step.events if e.kind in ("card_pass", "battle")] == ["battle"]
    assert step.state.battle is None and step.state.count("Allies", "italy") == 0


def test_nap_attack_5_only_the_side_with_a_card_for_it_gets_a_window() -> None:
    hands = {"France": ["wagram"], "Allies": ["italian_insurgents", "kutuzov"]}
    state = into_attack(game({"italy": 5}, {"italy": 5, "russia": 2}, hands=hands))
    state = act(state, "France", StartBattle(country="italy")).state
    assert state.battle is not None and state.battle.deciding == "Allies"
    assert RULES.to_act(state) == ["Allies"]
    assert RULES.legal_actions(state, "Allies") == [PlayCard(card="italian_insurgents"), Done()]
    prompt = RULES.situation(state).prompt("Allies")
    assert prompt is not None and prompt.pass_verb == "done" and prompt.irreversible


def test_nap_attack_6_the_higher_total_wins_and_a_tie_goes_to_the_defender() -> None:
    state = into_attack(game({"italy": 4}, {"italy": 3, "russia": 2}))
    won = act(state, "France", StartBattle(country="italy"), [2, 1, 1, 6, 6])
    assert "France wins 6–5" in " ".join(e.text for e in won.events)
    tied = act(state, "France", StartBattle(country="italy"), [1, 1, 1, 6, 6])
    assert "the Allies win 5–5" in " ".join(e.text for e in tied.events)


def test_nap_attack_7_winner_losses_are_capped_at_twice_the_losers_armies() -> None:
    assert casualties(10, 4, 20) == 4
    assert casualties(30, 6, 2) == 2
    state = into_attack(game({"italy": 30}, {"italy": 1, "russia": 2}))
    step = act(state, "France", StartBattle(country="italy"), [6, 1, 6, 6, 6])
    assert "France loses 2 of 30" in " ".join(e.text for e in step.events)
    assert step.state.count("France", "italy") == 28 + 1  # and Italy's reinforcement


def test_nap_attack_8_loser_losses_are_two_dice_times_ten_percent_rounded_down() -> None:
    assert casualties(7, 5, 7) == 3
    assert casualties(3, 12, 3) == 3
    state = into_attack(game({"italy": 9}, {"italy": 7, "russia": 2, "austria": 1}))
    step = act(state, "France", StartBattle(country="italy"), [6, 1, 1, 2, 3])
    assert step.state.count("Allies", "austria") == 1 + 7 - 3


def test_nap_attack_9_retreat_to_an_adjacent_friendly_country_or_be_destroyed() -> None:
    # one friendly neighbour: the retreat is automatic
    state = into_attack(game({"italy": 9}, {"italy": 7, "austria": 1}))
    step = act(state, "France", StartBattle(country="italy"), [6, 1, 1, 1, 1])
    assert step.state.count("Allies", "austria") == 1 + 6 and step.state.count("Allies", "italy") == 0
    # none: the survivors are destroyed
    state = into_attack(game({"italy": 9}, {"italy": 7, "russia": 1}))
    step = act(state, "France", StartBattle(country="italy"), [6, 1, 1, 1, 1])
    assert step.state.on_board("Allies") == 1  # Russia's army; Allied reinforcements come in their turn
    assert any(e.kind == "destroyed" for e in step.events)
    # several: the loser chooses, and only among them
    state = into_attack(game({"italy": 9}, {"italy": 7, "austria": 1, "switzerland": 1}))
    state = act(state, "France", StartBattle(country="italy"), [6, 1, 1, 1, 1]).state
    assert state.phase == "retreat" and RULES.legal_actions(state, "Allies") == [
        RetreatTo(destination="austria"),
        RetreatTo(destination="switzerland"),
    ]
    with pytest.raises(IllegalAction, match="NAP-ATTACK-9"):
        act(state, "Allies", RetreatTo(destination="naples"))
    state = act(state, "Allies", RetreatTo(destination="switzerland")).state
    assert state.count("Allies", "switzerland") == 7


def test_nap_attack_9_allied_armies_never_retreat_to_england() -> None:
    state = into_attack(game({"holland": 9}, {"holland": 3, "england": 5}))
    step = act(state, "France", StartBattle(country="holland"), [6, 1, 1, 1, 1])
    assert step.state.count("Allies", "england") == 5 + 0  # Allied reinforcements come in their own turn
    assert any(e.kind == "destroyed" for e in step.events)


def test_nap_attack_10_the_sources_worked_example() -> None:
    # the winner had 10 armies and rolls 4: 40% of 10 = 4 lost; the loser had 6 and rolls 11: all destroyed
    state = game({"rhineland": 10}, {"italy": 6, "russia": 1})
    state = act(state, "France", MoveArmies(origin="rhineland", destination="italy", armies=10)).state
    state = into_attack(state)
    step = act(state, "France", StartBattle(country="italy"), [6, 1, 4, 5, 6])
    assert step.state.count("France", "italy") == 6 + 1  # and Italy's reinforcement
    assert step.state.count("Allies", "italy") == 0
    assert "France loses 4 of 10, the Allies lose 6 of 6" in " ".join(e.text for e in step.events)
