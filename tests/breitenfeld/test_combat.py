"""BF-ZOC-1/2, BF-CBT-1..5, BF-TEC-2, BF-CHG-1..3: zones, the attacks they force, and combat."""

import pytest

from rules.breitenfeld.actions import Attack, Done
from rules.breitenfeld.zones import enemy_zone, owed_units
from rules.core.errors import IllegalAction
from rules.core.hexes import parse_hex
from tests.breitenfeld.build import RULES, act, piece, position


def _attack(targets: tuple[str, ...], attackers: tuple[str, ...], charge: bool = False) -> Attack:
    return Attack(targets=targets, attackers=attackers, charge=charge)


def test_BF_ZOC_1_healthy_units_control_the_six_hexes_round_them() -> None:
    state = position("movement", "allied", {"lt1": "1211", "sb1": "0511", "la1": "1408"})
    assert enemy_zone(state, "allied") == frozenset(parse_hex("1211").neighbours())
    piece(state, "lt1").disrupted = True
    assert enemy_zone(state, "allied") == frozenset(), "disrupted units and guns have no zone (BF-DIS-5, BF-ART-1)"


def test_BF_ZOC_2_every_unit_in_contact_must_fight_before_combat_ends() -> None:
    state = position("combat", "allied", {"sb1": "1111", "sb2": "1112", "lt1": "1211", "lt2": "1313"})
    owed = {u.id for u in owed_units(state, "allied")}
    assert owed == {"sb1", "sb2", "lt1"}, "lt2 is out of contact"
    prompt = RULES.situation(state).prompt("allied")
    assert prompt is not None and prompt.pass_verb is None and prompt.owed == "3 units in enemy ZOC still to attack"
    assert Done() not in RULES.legal_actions(state, "allied")
    with pytest.raises(IllegalAction) as refused:
        act(state, "allied", Done())
    assert refused.value.rule == "BF-ZOC-2"
    one = act(state, "allied", _attack(("lt1",), ("sb1",))).state
    assert {u.id for u in owed_units(one, "allied")} == {"sb2"}
    both = act(one, "allied", _attack(("lt1",), ("sb2",))).state
    assert len(both.combats) == 1 and both.combats[0].attackers == ["sb1", "sb2"], "joins the declared combat"
    assert Done() in RULES.legal_actions(both, "allied")


def test_BF_ZOC_2_a_disrupted_unit_in_contact_need_not_attack_but_must_be_attacked() -> None:
    state = position("combat", "allied", {"sb1": "1111", "lt1": "1211"}, sb1={"disrupted": True})
    assert owed_units(state, "allied") == [] and Done() in RULES.legal_actions(state, "allied")
    enemy = position("combat", "imperialist", {"sb1": "1111", "lt1": "1211"}, sb1={"disrupted": True})
    assert {u.id for u in owed_units(enemy, "imperialist")} == {"sb1"}, "sb1 sits in lt1's zone; it has none"


def test_BF_CBT_1_a_unit_attacks_or_is_attacked_once_and_whole() -> None:
    state = position("combat", "allied", {"sb1": "1111", "lt1": "1211", "lt2": "1210"})
    joined = act(state, "allied", _attack(("lt1",), ("sb1",))).state
    again = act(joined, "allied", _attack(("lt2",), ("sb1",))).state
    assert len(again.combats) == 1 and again.combats[0].defenders == ["lt1", "lt2"], "sb1 fights both at once"


def test_BF_CBT_2_several_units_from_several_hexes_against_several_hexes() -> None:
    state = position("combat", "allied", {"sb1": "1111", "sb2": "1112", "lt1": "1211", "lt2": "1313"})
    with pytest.raises(IllegalAction) as refused:
        act(state, "allied", _attack(("lt1", "lt2"), ("sb1", "sb2")))
    assert refused.value.rule == "BF-CBT-2" and "next to none" in str(refused.value)
    ok = act(state, "allied", _attack(("lt1",), ("sb1", "sb2"))).state
    assert ok.combats[0].attackers == ["sb1", "sb2"]


def test_BF_CBT_3_attacks_are_declared_first_then_resolved_together() -> None:
    state = position("combat", "allied", {"sb1": "1111", "sb2": "1114", "lt1": "1211", "lt2": "1214"})
    one = act(state, "allied", _attack(("lt1",), ("sb1",)))
    assert not one.dice_used and one.undoable, "declaring rolls nothing"
    two = act(one.state, "allied", _attack(("lt2",), ("sb2",))).state
    prompt = RULES.situation(two).prompt("allied")
    assert prompt is not None and prompt.irreversible
    done = act(two, "allied", Done(), (4, 4))
    tables = [e for e in done.events if e.kind == "table"]
    assert [t.data["table"] for t in tables] == ["Combat Results Table"] * 2
    assert done.state.active == "imperialist" and done.state.combats == []


@pytest.mark.parametrize(("placed", "die", "column", "attackers", "defender"), [
    ({"sb1": "1111", "it4": "1211"}, 1, "2-1", "", "disrupted"),
    ({"sb1": "1111", "it4": "1211"}, 4, "2-1", "disrupted", "disrupted"),
    ({"sb1": "1111", "it4": "1211"}, 6, "2-1", "disrupted", ""),
    ({"sb1": "1111", "sb5": "1112", "it4": "1211"}, 1, "4-1", "", "eliminated"),
    ({"sm1": "1111", "it4": "1211"}, 4, "1-2", "eliminated", ""),
])  # fmt: skip
def test_BF_CBT_5_the_combat_results_table(placed: dict[str, str], die: int, column: str, attackers: str,
                                          defender: str) -> None:  # fmt: skip
    state = position("combat", "allied", placed)
    ours = tuple(sorted(i for i in placed if i != "it4"))
    done = act(act(state, "allied", _attack(("it4",), ours)).state, "allied", Done(), (die,))
    assert next(e for e in done.events if e.kind == "table").data["column"] == column

    def fate(unit_id: str) -> str:
        unit = piece(done.state, unit_id)
        return "eliminated" if unit.eliminated else "disrupted" if unit.disrupted else ""

    assert fate("it4") == defender and {fate(i) for i in ours} == {attackers}


def test_BF_CBT_4_odds_of_total_strengths_with_leaders_rounded_for_the_defender() -> None:
    state = position("combat", "allied", {"sb1": "1111", "gustavus": "1111", "lt1": "1211"})
    done = act(act(state, "allied", _attack(("lt1",), ("sb1",))).state, "allied", Done(), (3,))
    attack = next(e for e in done.events if e.kind == "attack")
    assert "(13, Gustavus Adolphus +3)" in attack.text and "(6)" in attack.text
    assert next(e for e in done.events if e.kind == "table").data["column"] == "2-1"


def test_BF_TEC_2_the_defenders_best_terrain_shifts_the_column_left() -> None:
    state = position("combat", "allied", {"sb1": "1308", "sb2": "1309", "lt1": "1408"})
    done = act(act(state, "allied", _attack(("lt1",), ("sb1", "sb2"))).state, "allied", Done(), (3,))
    roll = next(e for e in done.events if e.kind == "table")
    assert roll.data["natural_column"] == "3-1" and roll.data["column"] == "2-1", "the Galgenberg hilltop"


def test_BF_CHG_1_swedish_cavalry_charge_disrupted_infantry_at_double_strength() -> None:
    state = position("combat", "allied", {"sh1": "1111", "lt1": "1211"}, lt1={"disrupted": True})
    done = act(act(state, "allied", _attack(("lt1",), ("sh1",), charge=True)).state, "allied", Done(), (3,))
    assert "(10)" in next(e for e in done.events if e.kind == "attack").text, "5 doubled"
    healthy = position("combat", "allied", {"sh1": "1111", "lt1": "1211"})
    with pytest.raises(IllegalAction) as refused:
        act(healthy, "allied", _attack(("lt1",), ("sh1",), charge=True))
    assert refused.value.rule == "BF-CHG-1"
    saxon = position("combat", "allied", {"xh1": "1111", "lt1": "1211"}, lt1={"disrupted": True})
    with pytest.raises(IllegalAction, match="only Swedish cavalry"):
        act(saxon, "allied", _attack(("lt1",), ("xh1",), charge=True))


def test_BF_CHG_2_if_any_cavalry_charges_all_in_the_attack_do() -> None:
    state = position("combat", "allied", {"sh1": "1111", "sh2": "1112", "lt1": "1211"}, lt1={"disrupted": True})
    one = act(state, "allied", _attack(("lt1",), ("sh1",), charge=True)).state
    both = act(one, "allied", _attack(("lt1",), ("sh2",))).state
    assert both.combats[0].charge and both.combats[0].attackers == ["sh1", "sh2"]
    done = act(both, "allied", Done(), (6,))
    assert "(18)" in next(e for e in done.events if e.kind == "attack").text, "(5 + 4) doubled"


def test_BF_CHG_3_charging_cavalry_are_disrupted_afterwards() -> None:
    state = position("combat", "allied", {"sh1": "1111", "lt1": "1211"}, lt1={"disrupted": True})
    done = act(act(state, "allied", _attack(("lt1",), ("sh1",), charge=True)).state, "allied", Done(), (1,))
    assert piece(done.state, "lt1").eliminated and piece(done.state, "sh1").disrupted


def test_BF_VIS_3_in_restricted_visibility_cavalry_charge_only_next_to_a_leader() -> None:
    placed = {"sh1": "1111", "lt1": "1211"}
    state = position("combat", "allied", placed, visibility="restricted", lt1={"disrupted": True})
    with pytest.raises(IllegalAction) as refused:
        act(state, "allied", _attack(("lt1",), ("sh1",), charge=True))
    assert refused.value.rule == "BF-VIS-3"
    led = position("combat", "allied", {**placed, "horn": "1010"}, visibility="restricted", lt1={"disrupted": True})
    assert act(led, "allied", _attack(("lt1",), ("sh1",), charge=True)).state.combats[0].charge


def test_BF_CHG_1_a_unit_joining_a_charge_it_may_not_make_calls_the_charge_off() -> None:
    state = position("combat", "allied", {"sh1": "1111", "sb1": "1112", "lt1": "1211", "lt2": "1212"},
                     lt1={"disrupted": True})  # fmt: skip
    charged = act(state, "allied", _attack(("lt1",), ("sh1",), charge=True)).state
    joined = act(charged, "allied", _attack(("lt1", "lt2"), ("sb1",))).state
    assert joined.combats[0].defenders == ["lt1", "lt2"] and not joined.combats[0].charge
