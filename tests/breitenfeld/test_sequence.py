"""BF-SEQ-1, BF-VIS-1..3, BF-END-1/2: the turn, the visibility and its effects, the end of the game."""

import pytest

from rules.breitenfeld.actions import Done, Fire
from rules.breitenfeld.charts import recovery_needs
from rules.breitenfeld.fire import targets
from rules.breitenfeld.movement import allowance
from rules.core.dice import Dice
from rules.core.errors import IllegalAction
from tests.breitenfeld.build import RULES, act, new, piece, position


def test_BF_SEQ_1_the_imperialist_rolls_visibility_then_each_player_fires_moves_and_fights() -> None:
    state = new()
    assert RULES.situation(state).to_act == ("imperialist",) and state.stack[-1].step == "artillery"
    seen: list[str] = []
    while state.turn == 1:
        seat = RULES.to_act(state)[0]
        seen.append(f"{seat} {state.stack[-1].step}")
        done = act(state, seat, Done())
        seen += [e.text for e in done.events if e.kind in ("skip", "roll")]
        state = done.state
    assert seen[:2] == ["imperialist artillery", "The Imperialist army may not move yet (BF-MOVE-3)."]
    assert seen[2].startswith("No Imperialist unit is in contact") and seen[3] == "allied artillery"
    assert seen[4:6] == ["The Allied army may not move yet (BF-MOVE-4).", "No Allied unit is in contact with the "
                                                                          "enemy: no combat (BF-ZOC-2)."]  # fmt: skip
    assert seen[6].startswith("🎲 imperialist, visibility, turn 2")
    assert state.turn >= 2 and state.active == "imperialist"


@pytest.mark.parametrize(("die", "seen"), [(1, "clear"), (2, "clear"), (3, "moderate"), (4, "moderate"),
                                           (5, "restricted"), (6, "moderate")])  # fmt: skip
def test_BF_VIS_1_the_visibility_die_and_turn_zero_moderate(die: int, seen: str) -> None:
    state = RULES.new_game({"turns": "18"}, Dice.scripted([die]))
    assert state.visibility == seen  # a 6 on turn 1 keeps turn zero's moderate
    state.visibility = "restricted"
    state.turn, state.active = 1, "allied"
    state.stack[-1].step, state.stack[-1].seat = "combat", "allied"
    done = RULES.apply(state, "allied", Done(), Dice.scripted([6]))
    said = [e.text for e in done.events if e.kind == "visibility"]
    assert said[0] == "Turn 2: visibility is restricted.", "a 6 keeps the turn before's visibility"


def test_BF_VIS_2_moderate_halves_movement_rounding_up_and_recovery_needs_a_6() -> None:
    state = position("movement", "allied", {"sb1": "0511", "sh1": "0515"}, visibility="moderate")
    assert allowance(state, piece(state, "sb1"))[0] == 2 and allowance(state, piece(state, "sh1"))[0] == 3
    state.visibility = "clear"
    assert allowance(state, piece(state, "sb1"))[0] == 4
    assert recovery_needs("clear") == 5 and recovery_needs("moderate") == 6 and recovery_needs("restricted") == 6


def test_BF_VIS_3_restricted_guns_fire_only_two_hexes() -> None:
    state = position("artillery", "allied", {"sa1": "1012", "lt1": "1312", "lt2": "1212"}, visibility="clear")
    assert {t.id for t in targets(state, piece(state, "sa1"))} == {"lt2"}, "lt1 hides behind lt2"
    state = position("artillery", "allied", {"sa1": "1012", "lt1": "1312"}, visibility="clear")
    assert [t.id for t in targets(state, piece(state, "sa1"))] == ["lt1"]
    state.visibility = "restricted"
    assert targets(state, piece(state, "sa1")) == []
    with pytest.raises(IllegalAction) as refused:
        act(state, "allied", Fire(unit="sa1", at="lt1"))
    assert refused.value.rule == "BF-LOS-1"


def test_BF_END_1_after_the_last_turn_the_player_with_more_points_wins() -> None:
    state = position("combat", "allied", {"sb1": "0511", "lt1": "1511"}, turn=18)
    state.turns = 18
    state.pieces.append(piece(new(), "lt2").model_copy(update={"hex": None, "eliminated": True}))
    over = act(state, "allied", Done()).state
    assert over.result is not None and over.result.winners == ["allied"]
    assert over.result.scores == {"imperialist": 0, "allied": 6} and "last turn" in over.result.reason


def test_BF_END_2_a_player_without_units_on_the_map_ends_the_game() -> None:
    state = position("combat", "imperialist", {"sb1": "0511", "la1": "1408"}, turn=3)
    over = act(state, "imperialist", Done()).state
    assert over.result is not None and "no unit left" in over.result.reason
