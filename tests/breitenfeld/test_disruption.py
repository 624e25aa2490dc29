"""BF-DIS-1..7 and BF-LEAD-1..4: disrupted units, their recovery, and what leaders do."""

import pytest

from rules.breitenfeld.actions import Attack, Done, Move
from rules.breitenfeld.leaders import combat_leaders
from rules.breitenfeld.movement import moves
from rules.breitenfeld.ruleset import MACHINE
from rules.breitenfeld.state import BreitenfeldState
from rules.core.context import Context
from rules.core.dice import Dice
from rules.core.errors import IllegalAction
from rules.core.steps import Frame
from tests.breitenfeld.build import RULES, act, piece, position


def _recover(state: BreitenfeldState, faces: tuple[int, ...]) -> BreitenfeldState:
    """Run ``state.active``'s disruption removal step with these dice."""
    state.stack = [Frame(step="recovery")]
    MACHINE.run_automatic(state, Context(Dice.scripted(faces)))
    assert state.stack[-1].step != "recovery"
    return state


def test_BF_DIS_1_a_disrupted_unit_is_flipped_and_a_second_disruption_eliminates_it() -> None:
    state = position("artillery", "allied", {"sa1": "1012", "lt1": "1112"})
    view = RULES.board_view(RULES.observe(state, None), None)
    assert view is not None and not view.spaces["1112"].pieces[0].disrupted
    state.pieces[1].disrupted = True
    view = RULES.board_view(RULES.observe(state, None), None)
    assert view is not None and view.spaces["1112"].pieces[0].disrupted


def test_BF_DIS_2_a_disrupted_unit_fights_at_its_reduced_strength() -> None:
    state = position("combat", "allied", {"sb1": "1111", "lt1": "1211"}, lt1={"disrupted": True})
    assert piece(state, "lt1").strength == 3 and piece(state, "sb1").strength == 10
    done = act(act(state, "allied", Attack(targets=("lt1",), attackers=("sb1",))).state, "allied", Done(), (6,))
    assert next(e for e in done.events if e.kind == "table").data["column"] == "3-1"


def test_BF_DIS_3_a_disrupted_unit_may_not_attack() -> None:
    state = position("combat", "allied", {"sb1": "1111", "lt1": "1211"}, sb1={"disrupted": True})
    assert not [a for a in RULES.legal_actions(state, "allied") if isinstance(a, Attack)]
    with pytest.raises(IllegalAction) as refused:
        act(state, "allied", Attack(targets=("lt1",), attackers=("sb1",)))
    assert refused.value.rule == "BF-DIS-3"


def test_BF_DIS_4_a_disrupted_unit_moves_two_hexes_never_into_woods_or_across_streams() -> None:
    state = position("movement", "allied", {"sb1": "0911", "lt1": "1520"}, sb1={"disrupted": True})
    assert max(moves(state, piece(state, "sb1")).ends.values()) == 2
    wood = position("movement", "imperialist", {"lt1": "1618", "sb1": "0502"}, lt1={"disrupted": True})
    assert "1718" not in moves(wood, piece(wood, "lt1")).ends, "no woods"
    brook = position("movement", "allied", {"sb1": "0406", "lt1": "1520"}, sb1={"disrupted": True})
    healthy = position("movement", "allied", {"sb1": "0406", "lt1": "1520"})
    assert "0506" in moves(healthy, piece(healthy, "sb1")).ends, "across the Loberbach at 0406/0506"
    assert "0506" not in moves(brook, piece(brook, "sb1")).ends, "no crossing the stream when disrupted"
    with pytest.raises(IllegalAction) as refused:
        act(state, "allied", Move(unit="sb1", to="1211"))
    assert refused.value.rule == "BF-DIS-4"


def test_BF_DIS_5_a_disrupted_unit_has_no_zone_of_control() -> None:
    state = position("movement", "imperialist", {"sb1": "1111", "lh4": "1311"}, sb1={"disrupted": True})
    assert "1010" in moves(state, piece(state, "lh4")).ends, "it rides past the disrupted brigade"


def test_BF_DIS_6_recovery_on_5_or_6() -> None:
    state = position("artillery", "allied", {"sb1": "0911", "sb2": "0915", "lt1": "1520"},
                     sb1={"disrupted": True}, sb2={"disrupted": True})  # fmt: skip
    after = _recover(state, (5, 4))
    assert not piece(after, "sb1").disrupted and piece(after, "sb2").disrupted


def test_BF_DIS_7_one_leader_within_a_hex_helps_unless_the_unit_is_in_an_enemy_zone() -> None:
    state = position("artillery", "allied", {"sb1": "0911", "sb2": "0912", "horn": "0910", "gustavus": "0811",
                                             "sb3": "1213", "baner": "1212", "lt1": "1313"},
                     sb1={"disrupted": True}, sb2={"disrupted": True}, sb3={"disrupted": True})  # fmt: skip
    after = _recover(state, (2, 2, 4))
    assert not piece(after, "sb1").disrupted, "Gustavus's 3 (the best one leader) turns a 2 into a 5"
    assert not piece(after, "sb2").disrupted, "a leader helps every unit within reach"
    assert piece(after, "sb3").disrupted, "in lt1's zone Banér cannot help"


def test_BF_LEAD_1_a_leader_falls_with_the_unit_he_stands_with() -> None:
    state = position("combat", "allied", {"sb1": "1111", "lt1": "1211", "tilly": "1211"}, lt1={"disrupted": True})
    done = act(act(state, "allied", Attack(targets=("lt1",), attackers=("sb1",))).state, "allied", Done(), (1,))
    assert piece(done.state, "tilly").eliminated


def test_BF_LEAD_2_one_leader_per_unit_each_leader_once_a_turn() -> None:
    state = position("combat", "allied", {"sb1": "1111", "horn": "1111", "gustavus": "1010", "lt1": "1211"})
    used = combat_leaders(state, [piece(state, "sb1")])
    assert [leader.id for leader, _ in used] == ["gustavus"], "the best one, one per unit"
    state.led.append("gustavus")
    assert [leader.id for leader, _ in combat_leaders(state, [piece(state, "sb1")])] == ["horn"]


def test_BF_LEAD_3_swedish_leaders_do_nothing_for_saxons() -> None:
    state = position("combat", "allied", {"xf1": "1111", "gustavus": "1111", "arnim": "1112", "lt1": "1211"})
    assert [leader.id for leader, _ in combat_leaders(state, [piece(state, "xf1")])] == ["arnim"]


def test_BF_LEAD_4_a_unit_moving_through_a_lone_leader_eliminates_him() -> None:
    state = position("movement", "imperialist", {"lh4": "1212", "horn": "1112", "sb1": "0502"})
    done = act(state, "imperialist", Move(unit="lh4", to="1112"))
    assert piece(done.state, "horn").eliminated
