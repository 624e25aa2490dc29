"""BF-OOB-*: the counters, their strengths and the historical set-up."""

from collections import Counter as Tally
from collections.abc import Callable

from rules.breitenfeld.forces import BY_ID, COUNTERS, NATIONS, SIDES, Counter, disrupted_strength, of_side
from rules.breitenfeld.terrain import GALGENBERG, GRID, terrain_of
from rules.core.hexes import Hex


def _total(nations: set[str], kind: str) -> int:
    return sum(c.strength for c in COUNTERS if c.nation in nations and c.kind == kind)


def test_BF_OOB_1_ids_are_unique_short_and_typed_in_lower_case() -> None:
    assert len(BY_ID) == len(COUNTERS)
    for counter in COUNTERS:
        assert counter.id.isascii() and counter.id.isalnum() and counter.id == counter.id.lower()
        assert counter.side in SIDES and NATIONS[counter.nation] == counter.side
        assert counter.kind in ("infantry", "cavalry", "artillery", "leader")
        assert counter.label and len(counter.label) <= 11


def test_BF_OOB_5_counts_per_side_sized_for_chat_play() -> None:
    assert len(of_side("imperialist")) == 31 and len(of_side("allied")) == 39
    assert Tally(c.kind for c in of_side("imperialist")) == {"infantry": 14, "cavalry": 10, "artillery": 4,
                                                             "leader": 3}  # fmt: skip
    assert Tally(c.nation for c in of_side("allied")) == {"swedish": 26, "saxon": 13}
    assert Tally(c.nation for c in of_side("imperialist")) == {"imperial": 16, "league": 15}


def test_BF_OOB_6_strength_totals_and_the_demoralization_levels() -> None:
    assert _total({"imperial", "league"}, "infantry") == 80
    assert _total({"swedish"}, "infantry") == 90
    assert _total({"saxon"}, "infantry") == 24
    assert _total({"imperial", "league"}, "cavalry") == 37
    assert _total({"swedish"}, "cavalry") == 32 and _total({"saxon"}, "cavalry") == 13
    # every level the summary gives (losses of infantry strength) can be reached: 65, 75 and 12
    assert _total({"imperial", "league"}, "infantry") > 65
    assert _total({"swedish"}, "infantry") > 75
    assert _total({"saxon"}, "infantry") > 12


def test_BF_OOB_7_leaders_and_their_values() -> None:
    leaders = {c.id: c.value for c in COUNTERS if c.kind == "leader"}
    assert leaders == {"gustavus": 3, "horn": 2, "baner": 1, "johngeorge": 1, "arnim": 1, "tilly": 2,
                       "pappenheim": 2, "furstenberg": 1}  # fmt: skip
    for counter in COUNTERS:
        if counter.kind == "leader":
            assert counter.strength == 0 and counter.movement == 8
        else:
            assert counter.value == 0 and counter.strength > 0
    assert {BY_ID[i].nation for i in ("gustavus", "horn", "baner")} == {"swedish"}
    assert {BY_ID[i].nation for i in ("johngeorge", "arnim")} == {"saxon"}


def test_BF_OOB_9_artillery_is_immobile_and_the_great_battery_stands_on_the_rise() -> None:
    guns = [c for c in COUNTERS if c.kind == "artillery"]
    assert guns and all(c.movement == 0 for c in guns)
    assert all(c.movement > 0 for c in COUNTERS if c.kind != "artillery")
    assert {BY_ID[i].start for i in ("la1", "la2", "ia1")} <= GALGENBERG


def test_BF_OOB_8_disrupted_units_fight_at_half_strength_rounded_up() -> None:
    assert disrupted_strength(BY_ID["sb1"]) == 5 and disrupted_strength(BY_ID["lt1"]) == 3
    assert disrupted_strength(BY_ID["it5"]) == 3 and disrupted_strength(BY_ID["cr1"]) == 1
    for counter in COUNTERS:
        if counter.kind in ("infantry", "cavalry"):
            assert 1 <= disrupted_strength(counter) < counter.strength
        else:
            assert disrupted_strength(counter) == counter.strength


def test_BF_OOB_4_no_two_counters_start_in_one_hex() -> None:
    starts = Tally(c.start for c in COUNTERS)
    assert max(starts.values()) == 1


def test_BF_OOB_4_every_start_hex_is_on_the_map_on_its_owners_half_on_open_ground() -> None:
    for counter in COUNTERS:
        assert GRID.contains(counter.start), counter
        assert counter.start.col <= 11 if counter.side == "allied" else counter.start.col >= 13
        assert terrain_of(counter.start) in ("clear", "hilltop"), counter


def test_BF_OOB_2_3_4_historical_deployment_saxons_left_swedes_right_pappenheim_facing_them() -> None:
    def rows(predicate: Callable[[Counter], bool]) -> list[int]:
        return [c.start.row for c in COUNTERS if predicate(c)]

    saxon, swedish = rows(lambda c: c.nation == "saxon"), rows(lambda c: c.nation == "swedish")
    assert max(saxon) < min(swedish) - 1  # a wide gap between the Saxons (east, top) and the Swedes
    assert BY_ID["gustavus"].start.row > BY_ID["sb1"].start.row  # the King with the right wing
    assert BY_ID["horn"].start.row < BY_ID["sb1"].start.row  # Horn with the left
    assert BY_ID["pappenheim"].start.row > 15 and BY_ID["furstenberg"].start.row < 5
    assert BY_ID["lh1"].start.row > BY_ID["lt1"].start.row > BY_ID["ih1"].start.row


def test_counter_is_the_interface_the_rules_build_on() -> None:
    sample = Counter("x1", "X", "allied", "swedish", "infantry", 3, 4, 0, Hex(1, 1))
    assert sample._fields == ("id", "name", "side", "nation", "kind", "strength", "movement", "value", "start")
