"""Set-up and victory (WOI-SETUP-*, WE-SETUP-*, WOI-VICTORY-*, rulings on the start and the end)."""

from collections import Counter

import pytest

from rules.core.errors import IllegalAction
from rules.core.seats import parse_options
from rules.independence.actions import Done
from rules.independence.state import LAST_TURN
from rules.independence.territories import TERRITORIES
from rules.independence.units import LEADER, unit_type
from tests.independence.helpers import RULES, A, B, act, at, blank, fresh, keys_at, put


def test_woi_intro_1_runs_on_warp_empires_with_two_sides() -> None:
    assert RULES.id == "independence" and RULES.sides == ["British", "Americans"]


def test_woi_setup_1_only_four_leaders_start_in_play() -> None:
    state = fresh(3)
    leaders = {unit_type(c).key for chits in state.board.values() for c in chits if unit_type(c).type == LEADER}
    assert {"washington", "greene", "carleton", "howe"} <= leaders
    in_piles = {unit_type(c).key for side in (A, B) for c in state.piles[side]}
    assert not {"washington", "greene", "carleton", "howe"} & in_piles


def test_we_setup_1_other_leaders_are_mixed_into_the_piles() -> None:
    state = fresh(3)
    everywhere = Counter(unit_type(c).key for side in (A, B) for c in state.piles[side])
    everywhere.update(unit_type(c).key for chits in state.board.values() for c in chits)
    assert everywhere["cornwallis"] == 1 and everywhere["lafayette"] == 1


def test_woi_setup_2_british_six_random_units_in_canada_and_massachusetts() -> None:
    state = fresh(5)
    assert keys_at(state, "quebec", B)[0] == "carleton" and len(keys_at(state, "quebec", B)) == 7
    assert keys_at(state, "boston", B)[0] == "howe" and len(keys_at(state, "boston", B)) == 7


def test_woi_setup_3_americans_six_random_units_in_four_colonies() -> None:
    state = fresh(5)
    assert keys_at(state, "worcester", A)[0] == "washington" and len(keys_at(state, "worcester", A)) == 7
    assert keys_at(state, "providence", A)[0] == "greene" and len(keys_at(state, "providence", A)) == 7
    assert len(keys_at(state, "philadelphia", A)) == 6 and len(keys_at(state, "charleston", A)) == 6


def test_we_setup_2_random_units_differ_by_seed() -> None:
    assert fresh(1).board != fresh(2).board


def test_we_setup_3_unknown_options_are_refused() -> None:
    with pytest.raises(IllegalAction):
        parse_options(RULES.option_specs, {"nonsense": "1"})
    assert parse_options(RULES.option_specs, {}) == {}


def test_woi_r_3_leaders_stand_with_their_colonies_stacks() -> None:
    state = fresh(9)
    assert set(state.board) == {"quebec", "boston", "worcester", "providence", "philadelphia", "charleston"}


def test_woi_r_4_no_foreign_unit_starts_in_play() -> None:
    for seed in range(20):
        state = fresh(seed)
        assert not any(unit_type(c).foreign for chits in state.board.values() for c in chits)


def test_woi_r_6_the_crown_controls_every_territory_not_held_by_americans() -> None:
    state = fresh(4)
    american = {"worcester", "providence", "philadelphia", "charleston"}
    assert all(state.control[t.id] == (A if t.id in american else B) for t in TERRITORIES)


def test_woi_r_31_treasuries_and_hands_start_empty() -> None:
    state = fresh(4)
    assert state.treasury == {B: 0, A: 0} and state.hands == {B: [], A: []}


def test_woi_victory_1_most_territories_at_the_end_of_1783() -> None:
    state = blank(control={"boston": A, "worcester": A, "quebec": B})
    put(state, "boston", "washington")
    put(state, "quebec", "carleton")
    at(state, "move", A, turn=LAST_TURN)
    act(state, A, Done())
    result = RULES.result(state)
    assert result is not None and result.winners == [A] and result.scores == {B: 1, A: 2}


def test_woi_r_15_equal_territories_at_the_end_is_a_draw() -> None:
    state = blank(control={"boston": A, "quebec": B})
    put(state, "boston", "washington")
    put(state, "quebec", "carleton")
    at(state, "move", A, turn=LAST_TURN)
    act(state, A, Done())
    result = RULES.result(state)
    assert result is not None and result.winners == [] and result.scores == {B: 1, A: 1}


def test_woi_victory_2_destroying_every_enemy_unit_wins_at_once() -> None:
    from rules.independence.actions import Fight, Lose, Seal

    state = blank(control={"boston": A})
    put(state, "boston", "washington", "continentals")
    put(state, "boston", "tories")
    put(state, "quebec", "carleton")
    at(state, "battles", A)
    state.board["quebec"].clear()
    state.piles[B].append("carleton.1")
    del state.board["quebec"]
    act(state, A, Fight(territory="boston"))
    for side in (A, B):
        act(state, side, Seal(cards=()))
    act(state, A, Lose(unit="tories", territory="boston"))
    result = RULES.result(state)
    assert result is not None and result.winners == [A] and "destroyed" in result.reason
    assert RULES.to_act(state) == []


def test_woi_turn_1_the_war_runs_from_1775_to_1783() -> None:
    state = fresh()
    assert state.turn_label == "Spring 1775"
    state.turn = LAST_TURN
    assert state.turn_label == "Winter 1783"


def test_woi_r_19_each_side_has_its_own_unit_pile() -> None:
    state = fresh(6)
    assert all(unit_type(c).side == side for side in (A, B) for c in state.piles[side])
    assert len(state.piles[B]) == 40 - 2 - 12 and len(state.piles[A]) == 54 - 2 - 24
