"""Zones of control: reach, blocked hexsides, movement through them and the attacks they force."""

from rules.core.hexes import Hex, hexside
from rules.core.hexgrid import HexGrid, reach
from rules.core.zoc import ZocMovement, attack_duties, zone_of, zones

GRID = HexGrid(9, 9)
RIVER = {hexside(Hex(5, 5), Hex(5, 6))}


def flat(_a: Hex, _b: Hex) -> int:
    return 1


def test_a_zone_is_the_six_hexes_round_a_unit() -> None:
    assert zone_of(GRID, Hex(5, 5)) == set(Hex(5, 5).neighbours())
    assert zone_of(GRID, Hex(1, 1)) == {Hex(2, 1), Hex(1, 2)}


def test_a_zone_does_not_cross_a_blocking_hexside() -> None:
    assert zone_of(GRID, Hex(5, 5), RIVER.__contains__) == set(Hex(5, 5).neighbours()) - {Hex(5, 6)}


def test_units_without_a_zone_add_nothing() -> None:
    artillery = Hex(2, 2)
    found = zones(GRID, [Hex(5, 5), artillery], exerts=lambda h: h != artillery)
    assert found == set(Hex(5, 5).neighbours())


def test_rigid_zones_stop_a_move_on_entering() -> None:
    rules = ZocMovement(frozenset(zone_of(GRID, Hex(5, 3))))
    found = reach(GRID, Hex(5, 6), 4, flat, stops=rules.stops, may_step=rules.may_step).spent
    assert found[Hex(5, 4)] == 2
    assert Hex(5, 2) not in found or found[Hex(5, 2)] > 3  # only round the zone, never through it


def test_a_unit_may_leave_a_zone_it_starts_in_unless_sticky() -> None:
    zone = frozenset(zone_of(GRID, Hex(5, 3)))
    loose = reach(GRID, Hex(5, 4), 1, flat, stops=ZocMovement(zone).stops, may_step=ZocMovement(zone).may_step).spent
    assert Hex(5, 5) in loose
    sticky = ZocMovement(zone, sticky=True)
    assert reach(GRID, Hex(5, 4), 1, flat, stops=sticky.stops, may_step=sticky.may_step).spent == {}


def test_zone_to_zone_steps_can_be_forbidden() -> None:
    zone = frozenset(zone_of(GRID, Hex(5, 3)))
    strict = ZocMovement(zone, zone_to_zone=False)
    found = reach(GRID, Hex(5, 4), 1, flat, may_enter=lambda h: h != Hex(5, 3), stops=strict.stops,
                  may_step=strict.may_step).spent  # fmt: skip
    assert set(found) == {Hex(6, 4), Hex(5, 5), Hex(4, 4)}  # not 0603 or 0403: both in the same zone


def test_every_enemy_in_a_zone_must_be_attacked_and_every_engaged_unit_attacks() -> None:
    duties = attack_duties(GRID, phasing=[Hex(5, 5), Hex(7, 5)], enemy=[Hex(5, 4), Hex(8, 8)],
                           exerts=lambda h: True)  # fmt: skip
    assert duties.attackers == {Hex(5, 5): {Hex(5, 4)}}
    assert duties.defenders == {Hex(5, 4): {Hex(5, 5)}}
    assert duties.problems([]) == [
        "units in enemy zones of control must attack: 0505",
        "enemy units in your zones of control must be attacked: 0504",
    ]
    assert duties.problems([([Hex(5, 5)], [Hex(5, 4)])]) == []


def test_a_unit_without_a_zone_forces_no_attack_on_itself_and_by_others() -> None:
    duties = attack_duties(GRID, phasing=[Hex(5, 5)], enemy=[Hex(5, 4)], exerts=lambda h: h != Hex(5, 4))
    assert duties.attackers == {} and duties.defenders == {Hex(5, 4): {Hex(5, 5)}}


def test_a_plan_of_attacks_is_checked() -> None:
    duties = attack_duties(GRID, phasing=[Hex(5, 5)], enemy=[Hex(5, 4)], exerts=lambda h: True)
    assert duties.problems([([Hex(5, 5)], [Hex(5, 4), Hex(5, 2)]), ([Hex(5, 5)], [Hex(5, 4)])]) == [
        "the unit in 0505 is not next to 0502",
        "the unit in 0505 attacks twice",
        "the unit in 0504 is attacked twice",
    ]


def test_duties_respect_blocked_hexsides() -> None:
    duties = attack_duties(GRID, [Hex(5, 5)], [Hex(5, 6)], lambda h: True, RIVER.__contains__)
    assert duties.attackers == {} and duties.defenders == {}
