"""BF-VP-1..12: the victory point schedules, judged at the end, with the exit lines read as research §3.6 says."""

from rules.breitenfeld.state import BreitenfeldState, Piece
from rules.breitenfeld.victory import score, score_lines
from tests.breitenfeld.build import position


def _field(**flags: dict[str, object]) -> BreitenfeldState:
    state = position("combat", "allied", {"sb1": "0502", "lt1": "1520"})
    state.pieces += [Piece(id=i, hex=None, **f) for i, f in flags.items()]
    return state


def test_BF_VP_1_victory_points_are_judged_at_the_end_more_wins() -> None:
    state = _field(lt2={"eliminated": True})
    assert score(state, "allied") == 6 and score(state, "imperialist") == 0


def test_BF_VP_2_and_7_each_enemy_strength_point_destroyed_is_1() -> None:
    state = _field(lt2={"eliminated": True}, sh1={"eliminated": True}, sb2={"exited": "0100"})
    assert score(state, "allied") == 6 and score(state, "imperialist") == 5, "exited units are not destroyed"


def test_BF_VP_3_and_8_leader_value_points_3_for_the_allies_4_for_the_imperialists() -> None:
    state = _field(tilly={"eliminated": True}, horn={"eliminated": True})
    assert score(state, "allied") == 6 and score(state, "imperialist") == 8


def test_BF_VP_9_gustavus_adolphus_eliminated_is_10_more() -> None:
    state = _field(gustavus={"eliminated": True})
    assert score_lines(state, "imperialist") == [("enemy leader value destroyed", 12), ("Gustavus Adolphus eliminated",
                                                                                      10)]  # fmt: skip


def test_BF_VP_4_and_10_capturing_all_the_enemy_guns_is_15() -> None:
    state = position("combat", "allied", {"la1": "1408", "la2": "1409", "ia1": "1410", "ia2": "1415", "sb1": "0502",
                                          "lt1": "1520"}, la1={"captured": True}, la2={"captured": True},
                     ia1={"captured": True})  # fmt: skip
    assert score(state, "allied") == 0
    state.pieces[3].captured = True
    assert score(state, "allied") == 15


def test_BF_VP_5_allied_cavalry_off_2300_when_only_the_imperialists_broke_is_3_a_point() -> None:
    state = _field(sh1={"exited": "2300"})
    assert score(state, "allied") == 0
    state.demoralized = {"imperialist": 9}
    assert score(state, "allied") == 15
    state.demoralized["swedish"] = 12
    assert score(state, "allied") == 0, "both broken: exits score nothing (BF-EXIT-5)"


def test_BF_VP_6_allied_cavalry_off_0100_when_only_the_swedes_broke_is_1_a_point() -> None:
    state = _field(sh1={"exited": "0100"}, xh1={"exited": "0100"})
    state.demoralized = {"swedish": 9}
    assert score(state, "allied") == 9


def test_BF_VP_11_imperialist_cavalry_off_0100_when_only_the_swedes_broke_is_2_a_point() -> None:
    state = _field(lh1={"exited": "0100"})
    state.demoralized = {"swedish": 9}
    assert score(state, "imperialist") == 10


def test_BF_VP_12_imperialist_cavalry_off_2300_when_only_the_imperialists_broke_is_1_a_point() -> None:
    state = _field(lh1={"exited": "2300"}, lt2={"exited": "2300"})
    state.demoralized = {"imperialist": 9}
    assert score(state, "imperialist") == 5, "cavalry only"


def test_BF_EXIT_5_with_both_armies_broken_exits_score_nothing() -> None:
    state = _field(lh1={"exited": "0100"}, sh1={"exited": "2300"})
    state.demoralized = {"imperialist": 9, "swedish": 10}
    assert score(state, "imperialist") == 0 and score(state, "allied") == 0
