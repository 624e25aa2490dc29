"""The map data of La Guerre de l'Empereur (LG-MAP-1..11 in rules/laguerre/GEOGRAPHY.md)."""

from collections import Counter

import pytest

from rules.laguerre import geography as g


def _home(power: str) -> tuple[g.Province, ...]:
    return tuple(g.province(p) for p in g.home_provinces(power))


def test_ids_unique_and_every_province_in_a_country() -> None:
    ids = [p.id for p in g.PROVINCES] + [s.id for s in g.SEA_ZONES]
    assert len(ids) == len(set(ids))
    assert 70 <= len(g.PROVINCES) <= 110 and 10 <= len(g.SEA_ZONES) <= 16
    assert {p.country for p in g.PROVINCES} == set(g.POWERS) | set(g.MINORS)


def test_lg_map_1_powers_in_join_order() -> None:
    assert g.POWERS == ("france", "britain", "russia", "austria", "prussia", "spain", "ottoman")
    assert g.POWER_NAMES["britain"] == "Great Britain" and g.POWER_NAMES["ottoman"] == "Ottoman Empire"


def test_lg_map_2_minors_each_hold_provinces_and_a_capital() -> None:
    assert {"portugal", "denmark", "sweden", "holland", "naples", "switzerland", "papal", "hanover"} <= set(g.MINORS)
    for minor in g.MINORS:
        assert g.provinces_of(minor), minor
        assert g.province(g.capital_of(minor)).country == minor


def test_lg_map_3_one_capital_per_country_first_among_home_provinces() -> None:
    capitals = Counter(p.country for p in g.PROVINCES if p.capital)
    assert all(capitals[c] == 1 for c in [*g.POWERS, *g.MINORS])
    assert {g.capital_of(p) for p in g.POWERS} == {
        "paris", "london", "st_petersburg", "vienna", "berlin", "madrid", "constantinople"
    }  # fmt: skip
    for power in g.POWERS:
        assert g.home_provinces(power)[0] == g.capital_of(power)
    with pytest.raises(KeyError):
        g.home_provinces("holland")


def test_lg_map_4_land_vp_of_home_provinces_matches_research() -> None:
    sums = {power: sum(p.political for p in _home(power)) for power in g.POWERS}
    assert sums == {"france": 25, "britain": 16, "russia": 18, "austria": 17, "prussia": 10, "spain": 8, "ottoman": 7}
    assert sums == g.YEARLY_LAND_VP
    assert [p.id for p in g.PROVINCES if p.political == 0] == ["serbia", "bosnia", "albania", "egypt"]


def test_lg_map_5_five_polish_provinces_prussia_holds_two() -> None:
    assert len(g.POLISH_PROVINCES) == 5
    assert {p.id for p in g.PROVINCES if p.group == "poland"} == set(g.POLISH_PROVINCES)
    owners = Counter(g.province(p).country for p in g.POLISH_PROVINCES)
    assert owners == {"prussia": 2, "austria": 2, "russia": 1}


def test_lg_map_6_rhine_provinces_are_german_minors() -> None:
    assert {p.id for p in g.PROVINCES if p.group == "rhine"} == set(g.RHINE_PROVINCES)
    assert all(g.province(p).country in g.MINORS for p in g.RHINE_PROVINCES)
    assert {"mecklenburg", "oldenburg", "bavaria", "saxony"} <= set(g.RHINE_PROVINCES)


def test_lg_map_7_straits_are_land_links_across_water() -> None:
    world = g.world()
    for a, b, name in g.STRAITS:
        link = world.link(a, b)
        assert link is not None and link.across_water and link.name == name
        assert (a, b) not in g.LAND_BORDERS and (b, a) not in g.LAND_BORDERS
    assert world.link("london", "picardy") is not None and world.link("sicily", "calabria") is not None
    assert world.link("zealand", "scania") is not None
    assert world.adjacent("stockholm", "finland") and world.link("stockholm", "finland") is None


def test_lg_map_8_ports_exactly_the_provinces_with_coasts() -> None:
    assert {p.id for p in g.PROVINCES if p.port} == set(g.COASTS)
    world = g.world()
    for p in g.PROVINCES:
        assert set(world.seas_of(p.id)) == set(g.COASTS.get(p.id, ())), p.id
    sea_ids = {s.id for s in g.SEA_ZONES}
    assert all(set(seas) <= sea_ids for seas in g.COASTS.values())
    assert all(world.coast_of(s) for s in sea_ids)
    assert all(a in sea_ids and b in sea_ids for a, b in g.SEA_BORDERS)
    straits = world.link("aegean", "black_sea")
    assert straits is not None and straits.name == "the Dardanelles and the Bosporus" and not straits.across_water


def test_lg_map_9_taxes_pay_a_sensible_army() -> None:
    taxes = {power: g.taxes(g.home_provinces(power)) for power in g.POWERS}
    assert taxes["france"] == max(taxes.values())
    for power in ("france", "russia", "austria", "prussia", "spain"):
        assert 2.0 <= taxes[power] / g.YEARLY_LAND_VP[power] <= 3.0, power
    assert taxes["france"] // 2 >= 25  # at 2 Gold a division: a Grande Armée of some 25+ divisions
    assert all(1 <= p.economic <= 12 for p in g.PROVINCES)


def test_lg_map_10_garrisons_strongest_at_the_great_capitals() -> None:
    assert all(1 <= p.garrison <= 4 for p in g.PROVINCES)
    assert {p.id for p in g.PROVINCES if p.garrison == 4} == {"paris", "vienna", "st_petersburg"}


def test_lg_map_11_malta_finland_corsica() -> None:
    assert (g.MALTA, g.FINLAND, g.CORSICA) == ("malta", "finland", "corsica")
    assert g.province(g.MALTA).country == "britain" and g.province(g.MALTA).garrison == 1
    assert g.province(g.FINLAND).country == "sweden"
    assert g.province(g.CORSICA).country == "france"
    assert all(g.province(p).port for p in (g.MALTA, g.FINLAND, g.CORSICA))


def test_graph_symmetric_and_connected() -> None:
    world = g.world()
    for a in world.areas:
        for b in world.neighbours(a):
            assert a in world.neighbours(b)
    start = g.PROVINCES[0].id
    seen, todo = {start}, [start]
    while todo:
        for n in world.neighbours(todo.pop()):
            if n not in seen:
                seen.add(n)
                todo.append(n)
    assert seen == set(world.areas)
    assert all(world.areas[p.id].group == p.country and world.areas[p.id].value == p.economic for p in g.PROVINCES)
    assert g.world() is world


def test_land_borders_name_provinces_once() -> None:
    ids = {p.id for p in g.PROVINCES}
    pairs = [frozenset(pair) for pair in g.LAND_BORDERS]
    assert len(pairs) == len(set(pairs))
    assert all(a in ids and b in ids for a, b in g.LAND_BORDERS)


def test_province_miss_names_near_ids() -> None:
    with pytest.raises(KeyError, match="berlin"):
        g.province("berln")
    assert g.province("berlin").name == "Berlin"
