"""BF-ART-1..4 and BF-LOS-1..5 on the real battlefield: guns, their table, capture, and each clause of sight."""

import pytest

from rules.breitenfeld.actions import Done, Fire, Move
from rules.breitenfeld.los import sees
from rules.breitenfeld.zones import owed_units
from rules.core.errors import IllegalAction
from rules.core.hexes import parse_hex
from rules.core.sight import sight_line
from tests.breitenfeld.build import RULES, act, piece, position


def _sees(placed: dict[str, str], origin: str, target: str) -> bool:
    state = position("artillery", "allied", placed)
    return bool(sees(state, parse_hex(origin), parse_hex(target)))


def test_BF_ART_1_guns_never_move_have_no_zone_and_are_never_attacked() -> None:
    state = position("movement", "allied", {"sa1": "1012", "lt1": "1112"})
    assert all(a.options().get("from") != "sa1" for a in RULES.legal_actions(state, "allied"))
    with pytest.raises(IllegalAction) as refused:
        act(state, "allied", Move(unit="sa1", to="0912"))
    assert refused.value.rule == "BF-ART-1"
    combat = position("combat", "imperialist", {"sa1": "1012", "lt1": "1112"})
    assert owed_units(combat, "imperialist") == [] and Done() in RULES.legal_actions(combat, "imperialist")


def test_BF_ART_2_each_battery_fires_once_alone() -> None:
    state = position("artillery", "allied", {"sa1": "1012", "sa3": "1010", "lt1": "1211"})
    fired = act(state, "allied", Fire(unit="sa1", at="lt1"), (1,)).state
    assert piece(fired, "sa1").fired and not piece(fired, "sa3").fired
    assert Fire(unit="sa1", at="lt1") not in RULES.legal_actions(fired, "allied")
    assert Fire(unit="sa3", at="lt1") in RULES.legal_actions(fired, "allied")


@pytest.mark.parametrize(("die", "hit"), [(2, False), (3, True)])
def test_BF_ART_3_the_artillery_fire_table_is_a_public_lookup(die: int, hit: bool) -> None:
    state = position("artillery", "allied", {"sa3": "1010", "lt1": "1110"})
    done = act(state, "allied", Fire(unit="sa3", at="lt1"), (die,))
    table = next(e for e in done.events if e.kind == "table")
    assert table.public and table.data["table"] == "Artillery Fire Table" and table.data["column"] == "1"
    assert piece(done.state, "lt1").disrupted is hit and not done.undoable


def test_BF_ART_3_heavy_guns_add_one_to_the_die() -> None:
    state = position("artillery", "allied", {"sa1": "1012", "lt1": "1112"})
    done = act(state, "allied", Fire(unit="sa1", at="lt1"), (2,))
    table = next(e for e in done.events if e.kind == "table")
    assert table.data["modifiers"] == [["heavy guns", 1]] and table.data["total"] == 3 and table.data["result"] == "D"


def test_BF_ART_3_a_disrupted_target_hit_again_is_eliminated() -> None:
    state = position("artillery", "allied", {"sa1": "1012", "lt1": "1112"}, lt1={"disrupted": True})
    after = act(state, "allied", Fire(unit="sa1", at="lt1"), (6,)).state
    assert piece(after, "lt1").eliminated and piece(after, "lt1").hex is None


def test_BF_ART_4_a_unit_moving_through_enemy_guns_captures_them() -> None:
    state = position("movement", "imperialist", {"sa1": "1012", "lh4": "1212", "sb1": "0515"})
    done = act(state, "imperialist", Move(unit="lh4", to="1012"))
    guns = piece(done.state, "sa1")
    assert guns.captured and guns.hex == "1012", "flipped where it stands, for good"
    assert [e.text for e in done.events if e.kind == "capture"] == ["League Arquebusiers captures Torstensson's Heavy "
                                                                     "Guns in 1012."]  # fmt: skip
    later = position("artillery", "allied", {"sa1": "1012", "lt1": "1112"}, sa1={"captured": True})
    assert RULES.legal_actions(later, "allied") == [Done()], "captured guns never fire again"


@pytest.mark.parametrize(
    ("origin", "target", "blocker"),
    [("0113", "0210", "0112"), ("0208", "0510", "0409"), ("1209", "1511", "1410"), ("1617", "1917", "1817")],
)
def test_BF_LOS_1_woods_town_hilltop_and_units_block(origin: str, target: str, blocker: str) -> None:
    line = sight_line(parse_hex(origin), parse_hex(target))
    assert blocker in [str(h) for h in line.crossed] and not line.along
    assert not _sees({}, origin, target), f"the terrain of {blocker} blocks"
    clear = next(str(h) for h in line.crossed if str(h) != blocker) if len(line.crossed) > 1 else None
    if clear is not None:
        assert not _sees({"lt1": clear}, origin, target)


def test_BF_LOS_1_a_unit_on_open_ground_blocks() -> None:
    line = sight_line(parse_hex("1012"), parse_hex("0712"))
    assert [str(h) for h in line.crossed] == ["0912", "0812"] and not line.along
    assert _sees({}, "1012", "0712")
    assert not _sees({"lt1": "0812"}, "1012", "0712")
    assert not _sees({"horn": "0912"}, "1012", "0712"), "a leader is a counter too"


def test_BF_LOS_2_along_a_hexside_only_when_both_hexes_block() -> None:
    line = sight_line(parse_hex("0110"), parse_hex("0211"))
    assert [str(s) for s in line.along] == ["0111/0210"]
    assert _sees({}, "0110", "0211"), "woods in 0111 alone do not block along the side"
    assert not _sees({"lt1": "0210"}, "0110", "0211"), "woods on one side and a unit on the other do"


def test_BF_LOS_3_a_gun_on_a_hilltop_ignores_blocks_nearer_than_half_the_distance() -> None:
    origin, target = parse_hex("1408"), parse_hex("1012")
    line = sight_line(origin, target)
    near, far = str(line.crossed[0]), str(line.crossed[-1])
    assert _sees({"lt1": near}, "1408", "1012"), "the Galgenberg gun fires over the unit next to it"
    assert not _sees({"lt1": far}, "1408", "1012")
    low = sight_line(parse_hex("1212"), parse_hex("0812"))
    assert not _sees({"lt1": str(low.crossed[0])}, "1212", "0812"), "off the hilltop the near unit blocks"


def test_BF_LOS_4_hilltop_to_hilltop_unless_a_counter_or_forest_on_a_hilltop_between() -> None:
    assert [str(h) for h in sight_line(parse_hex("1408"), parse_hex("1410")).crossed] == ["1409"]
    assert _sees({}, "1408", "1410"), "the hilltop between does not block hilltop to hilltop"
    assert not _sees({"la2": "1409"}, "1408", "1410"), "guns on the hilltop between do"


def test_BF_LOS_5_the_firing_and_target_hexes_never_block() -> None:
    assert _sees({}, "0310", "0312"), "a target in Podelwitz can be seen"
    assert _sees({}, "0111", "0109"), "a gun in the woods sees out"
