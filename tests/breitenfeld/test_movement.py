"""BF-MOVE-1..4, BF-TEC-1, BF-EXIT-1..5 and the /orders form: where counters may go and when."""

import pytest

from rules.breitenfeld.actions import Done, Fire, Move, Orders
from rules.breitenfeld.movement import exit_edges, moves
from rules.core.errors import IllegalAction
from tests.breitenfeld.build import RULES, act, piece, position


def test_BF_MOVE_1_no_stacking_but_a_leader_may_join_one_unit() -> None:
    state = position("movement", "allied", {"sb1": "0511", "sb2": "0512", "horn": "0611", "lt1": "1520"})
    assert "0512" not in moves(state, piece(state, "sb1")).ends
    assert "0611" in moves(state, piece(state, "sb1")).ends, "a unit may join a leader"
    assert "0512" in moves(state, piece(state, "horn")).ends, "a leader may join a unit"
    with pytest.raises(IllegalAction) as refused:
        act(state, "allied", Move(unit="sb1", to="0512"))
    assert refused.value.rule == "BF-MOVE-2" and "0512" not in refused.value.allowed


def test_BF_MOVE_2_each_counter_moves_once_within_its_points_stopping_in_an_enemy_zone() -> None:
    state = position("movement", "allied", {"sb1": "0511", "lt1": "0811"})
    reach = moves(state, piece(state, "sb1")).ends
    assert "0711" in reach and "0911" not in reach, "entering lt1's zone ends the move"
    assert max(reach.values()) <= 4
    moved = act(state, "allied", Move(unit="sb1", to="0510")).state
    with pytest.raises(IllegalAction) as refused:
        act(moved, "allied", Move(unit="sb1", to="0511"))
    assert refused.value.rule == "BF-MOVE-2" and "already moved" in str(refused.value)


def test_BF_TEC_1_terrain_costs_by_arm() -> None:
    state = position("movement", "imperialist", {"lt1": "1719", "lh1": "1617", "sb1": "0502"})
    assert "1819" not in moves(state, piece(state, "lh1")).ends, "cavalry never enter forest"
    foot = moves(state, piece(state, "lt1")).ends
    assert foot.get("1819") == 3, "forest costs infantry 3"


def test_BF_MOVE_3_the_imperialists_wait_for_artillery_or_turn_4() -> None:
    state = position("movement", "imperialist", {"lt1": "1505", "sb1": "0911"}, turn=3)
    assert RULES.legal_actions(state, "imperialist") == [Done()]
    prompt = RULES.situation(state).prompt("imperialist")
    assert prompt is not None and prompt.rule == "BF-MOVE-3"
    with pytest.raises(IllegalAction) as refused:
        act(state, "imperialist", Move(unit="lt1", to="1405"))
    assert refused.value.rule == "BF-MOVE-3"
    state.released["imperialist"] = 1
    assert len(RULES.legal_actions(state, "imperialist")) > 1
    state.released.clear()
    state.turn = 4
    assert len(RULES.legal_actions(state, "imperialist")) > 1
    fire = position("artillery", "allied", {"sa1": "1012", "lt1": "1112", "sb1": "0502"}, turn=2)
    assert act(fire, "allied", Fire(unit="sa1", at="lt1"), (6,)).state.released == {"imperialist": 2}


def test_BF_MOVE_4_the_allies_wait_for_an_imperialist_within_3_hexes_or_turn_5() -> None:
    state = position("movement", "imperialist", {"lh4": "1412", "sb1": "0912"}, turn=4)
    assert "allied" not in state.released
    after = act(state, "imperialist", Move(unit="lh4", to="1212")).state
    assert after.released == {"allied": 4}
    blocked = position("movement", "allied", {"lh4": "1412", "sb1": "0912"}, turn=4)
    assert RULES.legal_actions(blocked, "allied") == [Done()]
    blocked.turn = 5
    assert len(RULES.legal_actions(blocked, "allied")) > 1


def test_BF_EXIT_1_saxons_may_leave_by_0100_once_demoralized() -> None:
    state = position("movement", "allied", {"xh1": "0201", "lt1": "1520"}, turn=8)
    assert not moves(state, piece(state, "xh1")).exits
    state.demoralized["saxon"] = 7
    assert moves(state, piece(state, "xh1")).exit_via == "0100"
    after = act(state, "allied", Move(unit="xh1", to="off")).state
    assert piece(after, "xh1").exited == "0100" and piece(after, "xh1").hex is None


def test_BF_EXIT_2_swedes_and_imperialists_leave_only_after_a_force_of_the_other_breaks() -> None:
    state = position("movement", "allied", {"sh1": "2210", "lt1": "1520"}, turn=8)
    assert exit_edges(state, piece(state, "sh1")) == frozenset()
    with pytest.raises(IllegalAction) as refused:
        act(state, "allied", Move(unit="sh1", to="off"))
    assert refused.value.rule == "BF-EXIT-2"
    imperial = position("movement", "imperialist", {"lh1": "0210", "sb1": "1520"}, turn=8)
    imperial.demoralized["saxon"] = 5
    assert exit_edges(imperial, piece(imperial, "lh1")) == frozenset(), "no rear edge is open yet"


def test_BF_EXIT_3_imperialist_demoralization_opens_the_2300_hexrow() -> None:
    state = position("movement", "allied", {"sh1": "2210", "lt1": "1520"}, turn=8)
    state.demoralized["imperialist"] = 7
    assert moves(state, piece(state, "sh1")).exit_via == "2300"


def test_BF_EXIT_4_swedish_demoralization_opens_the_0100_hexrow() -> None:
    state = position("movement", "imperialist", {"lh1": "0210", "sb1": "1520"}, turn=8)
    state.demoralized["swedish"] = 7
    assert moves(state, piece(state, "lh1")).exit_via == "0100"


def test_BF_ORD_1_orders_move_many_counters_all_or_nothing() -> None:
    state = position("movement", "allied", {"sb1": "0511", "sb2": "0512", "lt1": "1520"})
    moved = act(state, "allied", Orders(text="0511-0611\n sb2 - 0612")).state
    assert piece(moved, "sb1").hex == "0611" and piece(moved, "sb2").hex == "0612"
    with pytest.raises(IllegalAction) as refused:
        act(state, "allied", Orders(text="0511-0611, 0512-0611"))
    assert "Line 2 (0512-0611)" in str(refused.value) and "Nothing was moved" in str(refused.value)
    assert piece(state, "sb1").hex == "0511"
    with pytest.raises(IllegalAction, match="Line 1 \\(hello\\) is not a move"):
        act(state, "allied", Orders(text="hello"))
    with pytest.raises(IllegalAction, match="Line 2 \\(0101-0102\\): you have no counter"):
        act(state, "allied", Orders(text="0511-0611, 0101-0102"))
    assert RULES.candidates(state, "allied", "orders", {"text": "0511-0611"}) == [Orders(text="0511-0611")]
