"""Skirmish rule tests, one per rule clause, named by rule id."""

import pytest

from rules.core.contract import Transition
from rules.core.dice import Dice
from rules.core.errors import IllegalAction
from rules.core.seats import parse_options
from rules.core.steps import Frame
from tests.toys.skirmish.field import TYPES
from tests.toys.skirmish.ruleset import SkirmishRuleset
from tests.toys.skirmish.state import Attack, Done, Fire, Move, SkirmishState, Unit
from tests.toys.skirmish.tactics import destinations

RULES = SkirmishRuleset()


def new(**options: str) -> SkirmishState:
    state = RULES.new_game(parse_options(RULES.option_specs, options), Dice(3, 0))
    assert isinstance(state, SkirmishState)
    return state


def field(step: str, *units: tuple[str, str, str, str], strength: int | None = None) -> SkirmishState:
    """A Swedish turn at ``step`` with only ``units`` (name, side, type, hex) on the field."""
    state = new()
    state.units = [Unit(name=n, side=s, type=t, strength=strength or TYPES[t].strength, hex=h) for n, s, t, h in units]
    state.stack = [Frame(step=step, seat="Swedes")]
    return state


def act(state: SkirmishState, seat: str, action: object, faces: tuple[int, ...] = ()) -> Transition:
    return RULES.apply(state, seat, action, Dice.scripted(faces))  # type: ignore[arg-type]


def test_sk_setup_1_both_armies_start_at_full_strength_and_the_swedes_move_first() -> None:
    state = new()
    assert len(state.side("Swedes")) == len(state.side("Imperials")) == 4
    assert all(u.strength == u.kind.strength for u in state.units)
    situation = RULES.situation(state)
    assert situation.to_act == ("Swedes",) and situation.prompt("Swedes").rule == "SK-MOVE-1"  # type: ignore[union-attr]
    assert [s.colour for s in RULES.seat_specs(state.options)] == ["#1f4e9c", "#c9a227"]


def test_sk_move_1_terrain_costs_movement_points() -> None:
    state = field("movement", ("A", "Swedes", "foot", "0202"))
    reach = destinations(state, state.units[0])
    assert reach["0303"] == 1 and reach["0302"] == 2, "woods cost 2"
    assert max(reach.values()) <= 3 and "0505" not in reach
    with pytest.raises(IllegalAction) as refused:
        act(state, "Swedes", Move(unit="A", to="0505"))
    assert refused.value.rule == "SK-ZOC-1" and "0303" in refused.value.allowed


def test_sk_move_2_one_unit_per_hex_and_each_unit_moves_once() -> None:
    state = field("movement", ("A", "Swedes", "foot", "0202"), ("B", "Swedes", "foot", "0203"))
    assert "0203" not in destinations(state, state.units[0])
    moved = act(state, "Swedes", Move(unit="A", to="0303")).state
    assert moved.unit("A").hex == "0303"
    with pytest.raises(IllegalAction) as refused:
        act(moved, "Swedes", Move(unit="A", to="0304"))
    assert refused.value.rule == "SK-MOVE-1" and "already moved" in str(refused.value)
    assert RULES.situation(moved).prompt("Swedes").owed == "1 unit to move"  # type: ignore[union-attr]


def test_sk_zoc_1_a_unit_stops_on_entering_an_enemy_zone_and_guns_have_none() -> None:
    state = field("movement", ("A", "Swedes", "foot", "0202"), ("E", "Imperials", "foot", "0404"))
    reach = destinations(state, state.units[0])
    assert "0403" in reach and "0504" not in reach, "0504 lies beyond 0403, in the enemy zone"
    state.units[1].type = "guns"
    assert "0504" in destinations(state, state.units[0])


def test_sk_zoc_2_combat_cannot_end_while_an_attack_is_owed() -> None:
    state = field("combat", ("A", "Swedes", "foot", "0403"), ("E", "Imperials", "foot", "0404"))
    prompt = RULES.situation(state).prompt("Swedes")
    assert prompt and prompt.pass_verb is None and prompt.owed == "2 units in contact to attack"
    assert prompt.line().endswith("In contact: A (0403), E (0404). (2 units in contact to attack left)")
    assert Done() not in RULES.legal_actions(state, "Swedes")
    with pytest.raises(IllegalAction) as refused:
        act(state, "Swedes", Done())
    assert refused.value.rule == "SK-ZOC-2"
    fought = act(state, "Swedes", Attack(targets=("E",), attackers=("A",)), (4,)).state
    assert Done() in RULES.legal_actions(fought, "Swedes")


def test_sk_los_1_guns_fire_only_at_what_they_can_see() -> None:
    state = field("fire", ("G", "Swedes", "guns", "0202"), ("E", "Imperials", "foot", "0502"))
    assert Fire(unit="G", at="E") not in RULES.legal_actions(state, "Swedes"), "the woods in 0302 block"
    with pytest.raises(IllegalAction) as refused:
        act(state, "Swedes", Fire(unit="G", at="E"))
    assert refused.value.rule == "SK-LOS-1"
    # along the 0702/0703 hexside: the hilltop alone does not block; a unit in 0702 as well does
    along = field("fire", ("G", "Swedes", "guns", "0602"), ("E", "Imperials", "foot", "0802"))
    assert Fire(unit="G", at="E") in RULES.legal_actions(along, "Swedes")
    along.units.append(Unit(name="F", side="Swedes", type="foot", strength=4, hex="0702"))
    assert Fire(unit="G", at="E") not in RULES.legal_actions(along, "Swedes")


def test_sk_fire_1_guns_fire_once_within_their_range() -> None:
    state = field("fire", ("G", "Swedes", "guns", "0201"), ("E", "Imperials", "foot", "0401"))
    assert Fire(unit="G", at="E") in RULES.legal_actions(state, "Swedes")
    fired = act(state, "Swedes", Fire(unit="G", at="E"), (1,)).state
    assert Fire(unit="G", at="E") not in RULES.legal_actions(fired, "Swedes")
    far = field("fire", ("G", "Swedes", "guns", "0201"), ("E", "Imperials", "foot", "0601"))
    assert RULES.legal_actions(far, "Swedes") == [Done()], "range 3"


def test_sk_fire_2_the_bombardment_table_lookup_is_a_public_event() -> None:
    state = field("fire", ("G", "Swedes", "guns", "0201"), ("E", "Imperials", "foot", "0401"))
    t = act(state, "Swedes", Fire(unit="G", at="E"), (5,))
    table = next(e for e in t.events if e.kind == "table")
    assert table.public and table.data["table"] == "Bombardment Table" and table.data["column"] == "2"
    assert table.data["result"] == "D1" and t.state.unit("E").strength == 3
    assert t.dice_used and not t.undoable


def test_sk_crt_1_odds_of_total_strengths_rounded_for_the_defender() -> None:
    state = field("combat", ("A", "Swedes", "foot", "0403"), ("B", "Swedes", "horse", "0303"),
                  ("E", "Imperials", "foot", "0304"))  # fmt: skip
    t = act(state, "Swedes", Attack(targets=("E",), attackers=("A", "B")), (4,))
    table = next(e for e in t.events if e.kind == "table")
    assert table.data["column"] == "1-1", "7 to 4 reads 1-1"
    assert table.data["result"] == "D1" and t.state.unit("E").strength == 3
    assert all(u.engaged for u in t.state.units)
    with pytest.raises(IllegalAction) as refused:
        act(t.state, "Swedes", Attack(targets=("E",), attackers=("A",)))
    assert refused.value.rule == "SK-CRT-1"


def test_sk_crt_2_a_defender_in_cover_shifts_the_column_one_left() -> None:
    state = field("combat", ("A", "Swedes", "foot", "0404"), ("E", "Imperials", "foot", "0405"))
    t = act(state, "Swedes", Attack(targets=("E",), attackers=("A",)), (4,))
    table = next(e for e in t.events if e.kind == "table")
    assert table.data["natural_column"] == "1-1" and table.data["column"] == "1-2"
    assert table.data["result"] == "-"


def test_sk_crt_3_results_cost_the_strongest_unit_and_a_unit_at_zero_is_destroyed() -> None:
    state = field("combat", ("A", "Swedes", "foot", "0403"), ("E", "Imperials", "foot", "0404"), strength=1)
    state.units.append(Unit(name="F", side="Imperials", type="foot", strength=4, hex="0801"))
    t = act(state, "Swedes", Attack(targets=("E",), attackers=("A",)), (2,))  # 1-1, die 2: A1
    assert t.state.unit("A") is None and "A is destroyed." in [e.text for e in t.events]


def test_sk_turn_1_movement_then_fire_then_combat_then_the_other_side() -> None:
    state = new()
    markers = [RULES.situation(state).marker]
    for _ in range(3):
        state = act(state, "Swedes", Done()).state
        markers.append(RULES.situation(state).marker)
    assert markers == ["t1-Swedes-movement", "t1-Swedes-fire", "t1-Swedes-combat", "t1-Imperials-movement"]
    assert RULES.situation(state).turn == "t1-Imperials"


def test_sk_end_1_after_the_last_turn_the_side_holding_more_towns_wins() -> None:
    state = new(turns="1")
    state.towns = {"0504": "Imperials"}
    for seat in ("Swedes", "Imperials"):
        for _ in range(3):
            state = act(state, seat, Done()).state
    assert state.result and state.result.winners == ["Imperials"] and state.result.scores == {
        "Swedes": 0, "Imperials": 1}  # fmt: skip
    assert RULES.situation(state).over
    drawn = new(turns="1")
    drawn.towns = {"0504": "Imperials", "0605": "Swedes"}
    for seat in ("Swedes", "Imperials"):
        for _ in range(3):
            drawn = act(drawn, seat, Done()).state
    assert drawn.result and drawn.result.winners == [] and "a draw" in drawn.result.reason


def test_sk_end_2_a_side_with_no_units_left_loses_at_once() -> None:
    state = field("combat", ("A", "Swedes", "foot", "0403"), ("E", "Imperials", "foot", "0404"), strength=1)
    state.unit("A").strength = 4  # type: ignore[union-attr]
    t = act(state, "Swedes", Attack(targets=("E",), attackers=("A",)), (6,))  # 4-1, die 6: D2
    assert t.state.result and t.state.result.winners == ["Swedes"] and "no units left" in t.state.result.reason


def test_a_chosen_unit_narrows_the_move_candidates_to_its_own_hexes() -> None:
    state = new()
    staged = RULES.candidates(state, "Swedes", "move", {"unit": "blue brigade"})
    assert staged and {a.options()["unit"] for a in staged} == {"Blue Brigade"}
    full = [a for a in RULES.legal_actions(state, "Swedes") if a.options().get("unit") == "Blue Brigade"]
    assert staged == full
    assert RULES.candidates(state, "Imperials", "move", {"unit": "Tilly's Tercio"}) == []
