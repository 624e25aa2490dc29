"""The AI: legal, and sensible — it beats a random player, attacks with the odds, guards its capital,
plays a card when it can decide a battle, discards what it cannot use, retreats to strength."""

import random

from rules.core.contract import Context
from rules.core.dice import Dice
from rules.napoleon.actions import DiscardCard, Done, MoveArmies, PlayCard, RetreatTo, StartBattle
from rules.napoleon.state import NapoleonState, PendingBattle, PendingRetreat
from tests.napoleon.helpers import RULES, game, set_phase


def choose(state: NapoleonState, seat: str) -> object:
    return RULES.choose_action(state, seat, Dice(1, 1))


def test_the_ai_beats_a_random_player_on_either_side() -> None:
    for ai_side in ("France", "Allies"):
        for seed in range(2):
            state = RULES.new_game({}, Dice(seed, 0))
            picker = random.Random(seed)
            while RULES.result(state) is None:
                seat = RULES.to_act(state)[0]
                dice = Dice(seed, state.action_count + 1)
                legal = RULES.legal_actions(state, seat)
                action = RULES.choose_action(state, seat, dice) if seat == ai_side else picker.choice(legal)
                RULES.apply_in_place(state, seat, action, Context(dice))
                state.action_count += 1
            result = RULES.result(state)
            assert result is not None and result.winners == [ai_side]


def test_the_ai_attacks_a_weak_neighbour_with_a_strong_force() -> None:
    state = game({"rhineland": 20, "france": 6}, {"prussia": 4, "russia": 2})
    action = choose(state, "France")
    assert isinstance(action, MoveArmies) and action.destination == "prussia" and action.armies >= 5
    set_phase(state, "attack")
    state.armies["France"]["prussia"] = 12
    assert choose(state, "France") == StartBattle(country="prussia")


def test_the_ai_keeps_a_garrison_in_its_capital() -> None:
    state = game({"france": 12}, {"rhineland": 10, "russia": 2})
    state.armies["France"]["holland"] = 1
    while isinstance(action := choose(state, "France"), MoveArmies):
        state = RULES.apply(state, "France", action, Dice(1, state.action_count + 1)).state
    assert state.count("France", "france") > 10 // 2


def test_the_ai_plays_a_card_that_can_decide_the_battle_and_keeps_it_otherwise() -> None:
    close = game({"italy": 5}, {"italy": 5, "russia": 1}, phase="battle", hands={"France": ["marengo"], "Allies": []})
    close.battle = PendingBattle(country="italy", attacker="France", defender="Allies", deciding="France")
    assert choose(close, "France") == PlayCard(card="marengo")
    sure = game({"italy": 30}, {"italy": 2, "russia": 1}, phase="battle", hands={"France": ["marengo"], "Allies": []})
    sure.battle = PendingBattle(country="italy", attacker="France", defender="Allies", deciding="France")
    assert choose(sure, "France") == Done()


def test_the_ai_discards_the_enemys_cards_first() -> None:
    hand = ["austerlitz", "wagram", "jena", "marengo", "ulm", "levee", "guard", "kutuzov"]
    state = game({"france": 5}, {"russia": 5}, phase="discard", hands={"France": hand, "Allies": []})
    assert choose(state, "France") == DiscardCard(card="kutuzov")


def test_the_ai_retreats_to_its_biggest_stack() -> None:
    state = game({"italy": 9}, {"austria": 2, "switzerland": 7, "russia": 1}, phase="retreat", active="France")
    state.retreat = PendingRetreat(country="italy", side="Allies", armies=3, options=["austria", "switzerland"])
    assert choose(state, "Allies") == RetreatTo(destination="switzerland")
