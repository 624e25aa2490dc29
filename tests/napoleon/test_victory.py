"""NAP-VIC-*: game length, annihilation, the fall of Paris, the broken coalition, the Empire's count."""

import pytest

from rules.core.dice import Dice
from rules.core.errors import IllegalAction
from rules.napoleon.actions import Done, StartBattle
from tests.napoleon.helpers import RULES, act, game, texts


def test_nap_vic_1_the_rounds_option() -> None:
    assert RULES.new_game({}, Dice(1, 0)).rounds == 10
    assert RULES.new_game({"rounds": "3"}, Dice(1, 0)).rounds == 3
    for bad in ("0", "41", "ten", "-2"):
        with pytest.raises(IllegalAction, match="rounds.*a whole number from 1 to 40"):
            RULES.new_game({"rounds": bad}, Dice(1, 0))
    with pytest.raises(IllegalAction, match="Unknown option `turns`.*rounds"):
        RULES.new_game({"turns": "5"}, Dice(1, 0))


def test_nap_vic_1_the_game_ends_after_the_allied_turn_of_the_last_round() -> None:
    state = game({"france": 9, "spain": 1, "italy": 1, "naples": 1, "egypt": 1}, {"england": 3}, rounds=2, round=2)
    state = act(state, "France", Done()).state
    assert RULES.result(state) is None
    state = act(state, "Allies", Done()).state
    result = RULES.result(state)
    assert result is not None and state.phase == "over" and RULES.to_act(state) == []
    assert RULES.legal_actions(state, "France") == [] and RULES.legal_actions(state, "Allies") == []


def test_nap_vic_2_a_side_without_armies_loses() -> None:
    state = game({"italy": 2}, {"italy": 9, "england": 1}, active="Allies", phase="attack")
    step = act(state, "Allies", StartBattle(country="italy"), [6, 1, 1, 6, 6, 1, 1, 1])
    result = RULES.result(step.state)
    assert result is not None and result.winners == ["Allies"] and "every French army" in result.reason


def test_nap_vic_3_the_allies_win_if_they_still_hold_france_after_the_french_turn() -> None:
    state = game({"spain": 5}, {"france": 3, "england": 2}, active="Allies")
    state = act(state, "Allies", Done(), [1, 1, 1]).state
    assert RULES.result(state) is None
    state = act(state, "France", Done()).state
    result = RULES.result(state)
    assert result is not None and result.winners == ["Allies"] and "Emperor abdicates" in result.reason


def test_nap_vic_4_france_wins_if_she_holds_russia_austria_and_prussia() -> None:
    state = game({"russia": 9, "austria": 9, "prussia": 9}, {"england": 2}, active="Allies")
    step = act(state, "Allies", Done(), [1, 1, 1])
    result = RULES.result(step.state)
    assert result is not None and result.winners == ["France"] and "coalition" in result.reason


def test_nap_vic_5_after_the_last_round_france_needs_four_countries() -> None:
    four = {"france": 9, "spain": 1, "italy": 1, "naples": 1}
    state = game(four, {"england": 3}, active="Allies", rounds=1)
    result = RULES.result(act(state, "Allies", Done(), [1, 1, 1]).state)
    assert result is not None and result.winners == ["France"] and result.scores == {"France": 4, "Allies": 1}
    three = {"france": 9, "spain": 1, "italy": 1}
    state = game(three, {"england": 3}, active="Allies", rounds=1)
    result = RULES.result(act(state, "Allies", Done(), [1, 1, 1]).state)
    assert result is not None and result.winners == ["Allies"] and "only 3" in result.reason


def test_nap_vic_5_the_end_line_names_the_winner_in_good_grammar() -> None:
    four = {"france": 9, "spain": 1, "italy": 1, "naples": 1}
    step = act(game(four, {"england": 3}, active="Allies", rounds=1), "Allies", Done(), [1, 1, 1])
    assert texts(step)[-1] == "France wins — the Empire endures: France controls 4 countries (needs 4)."
    three = {"france": 9, "spain": 1, "italy": 1}
    step = act(game(three, {"england": 3}, active="Allies", rounds=1), "Allies", Done(), [1, 1, 1])
    assert texts(step)[-1] == "The Allies win — the Empire is broken: France controls only 3 countries (needs 4)."
