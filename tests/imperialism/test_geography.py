"""The imperialism map data (IMP-MAP-1..9): ids, zones, borders, coasts, connectivity and the special links."""

import pytest

from rules.core.areas import Movement
from rules.imperialism import geography as g

LAND_IDS = {r.id for r in g.REGIONS}
SEA_IDS = {s.id for s in g.SEAS}

# Landmasses without a land border to the rest: the islands and Australia.
LANDMASSES = [
    {"ireland"}, {"great_britain"}, {"madagascar"}, {"ceylon"}, {"japan"}, {"formosa"}, {"sumatra"}, {"java"},
    {"borneo"}, {"celebes"}, {"moluccas"}, {"philippines"}, {"new_guinea"}, {"tasmania"},
    {"western_australia", "northern_territory", "south_australia", "queensland", "new_south_wales", "victoria"},
]  # fmt: skip


def _components(nodes: set[str], pairs: list[tuple[str, str]]) -> list[set[str]]:
    links: dict[str, set[str]] = {n: set() for n in nodes}
    for a, b in pairs:
        links[a].add(b)
        links[b].add(a)
    left, found = set(nodes), []
    while left:
        todo, seen = [left.pop()], set()
        while todo:
            n = todo.pop()
            seen.add(n)
            todo += [m for m in links[n] if m not in seen]
        left -= seen
        found.append(seen)
    return found


def test_IMP_MAP_1_ids_unique_and_region_count_within_bounds() -> None:
    ids = [r.id for r in g.REGIONS] + [s.id for s in g.SEAS]
    assert len(ids) == len(set(ids))
    assert len({r.name for r in g.REGIONS}) == len(g.REGIONS)
    assert 90 <= len(g.REGIONS) <= 130
    assert 25 <= len(g.SEAS) <= 40


def test_IMP_MAP_2_every_region_in_one_of_the_six_zones_each_large_enough() -> None:
    assert g.ZONES == ("Europe", "Middle East", "Sub-Saharan Africa", "Central Asia", "Eastern Asia",
                       "Australia/South-East Asia")  # fmt: skip
    sizes = {zone: sum(r.zone == zone for r in g.REGIONS) for zone in g.ZONES}
    assert sum(sizes.values()) == len(g.REGIONS)
    assert all(15 <= n <= 30 for n in sizes.values()), sizes
    assert len(g.REGIONS) - 6 * 4 >= 80  # a 6-player draft (4 each) leaves most of the map native
    assert len(g.REGIONS) - 2 * 10 >= 80


def test_IMP_MAP_2_anchors_are_on_the_map_without_the_americas() -> None:
    for r in g.REGIONS:
        assert -25 <= r.lon <= 160 and -45 <= r.lat <= 72, r


def test_IMP_MAP_3_land_borders_known_symmetric_and_single() -> None:
    pairs = [frozenset(p) for p in g.LAND_BORDERS]
    assert len(pairs) == len(set(pairs))
    for a, b in g.LAND_BORDERS:
        assert a in LAND_IDS and b in LAND_IDS and a != b
    world = g.world()
    for a, b in g.LAND_BORDERS:
        assert world.adjacent(a, b) and world.adjacent(b, a)


def test_IMP_MAP_3_each_landmass_is_connected_by_land() -> None:
    components = _components(LAND_IDS, list(g.LAND_BORDERS))
    islands = [c for c in components if len(c) < 20]
    mainland = [c for c in components if len(c) >= 20]
    assert sorted(map(sorted, islands)) == sorted(map(sorted, LANDMASSES))
    assert len(mainland) == 1  # Europe, Africa and Asia, one land graph (with the Bosporus link)


def test_IMP_MAP_4_sea_borders_known_symmetric_and_connected() -> None:
    pairs = [frozenset(p) for p in g.SEA_BORDERS]
    assert len(pairs) == len(set(pairs))
    world = g.world()
    for a, b in g.SEA_BORDERS:
        assert a in SEA_IDS and b in SEA_IDS
        assert world.adjacent(a, b) and world.adjacent(b, a)
    assert len(_components(SEA_IDS, list(g.SEA_BORDERS))) == 1


def test_IMP_MAP_5_coastal_exactly_when_touching_a_sea() -> None:
    world = g.world()
    for r in g.REGIONS:
        assert r.coastal == bool(g.COASTS.get(r.id)), r.id
        assert world.is_coastal(r.id) == r.coastal
        assert world.seas_of(r.id) == sorted(g.COASTS.get(r.id, ()))
    assert set(g.COASTS) <= LAND_IDS
    assert {s for seas in g.COASTS.values() for s in seas} <= SEA_IDS
    assert {s for seas in g.COASTS.values() for s in seas} == SEA_IDS  # every sea area washes some coast
    for island in set().union(*LANDMASSES):
        assert g.region(island).coastal, island


def test_IMP_MAP_5_world_layers_and_zones() -> None:
    world = g.world()
    assert {a for a, area in world.areas.items() if area.layer == "land"} == LAND_IDS
    assert {a for a, area in world.areas.items() if area.layer == "sea"} == SEA_IDS
    assert all(world.areas[r.id].group == r.zone for r in g.REGIONS)
    assert g.world() is world


def test_IMP_MAP_6_ottoman_balkans_land_link() -> None:
    world = g.world()
    link = world.link(g.OTTOMAN, g.BALKANS)
    assert link is not None and link.across_water
    assert world.refusal(g.OTTOMAN, g.BALKANS, Movement(layer="land")) is None
    assert g.BALKANS in world.reachable(g.OTTOMAN, 1, movement=Movement(layer="land"))


def test_IMP_MAP_7_spain_morocco_no_land_move() -> None:
    world = g.world()
    assert frozenset((g.SPAIN, g.MOROCCO)) not in {frozenset(p) for p in g.LAND_BORDERS}
    refusal = world.refusal(g.SPAIN, g.MOROCCO, Movement(layer="land"))
    assert refusal == "no land move between Spain and Morocco"
    assert g.MOROCCO not in world.reachable(g.SPAIN, 3, movement=Movement(layer="land"))
    assert g.SPAIN not in world.reachable(g.MOROCCO, 3, movement=Movement(layer="land"))


def test_IMP_MAP_8_straits_need_the_ottoman_controllers_consent() -> None:
    world = g.world()
    refused = Movement(layer="sea")
    agreed = Movement(layer="sea", consents=lambda link: link.consent == g.OTTOMAN)
    assert "consent of ottoman" in (world.refusal(g.EASTERN_MEDITERRANEAN, g.BLACK_SEA, refused) or "")
    assert world.refusal(g.BLACK_SEA, g.EASTERN_MEDITERRANEAN, agreed) is None
    assert g.BLACK_SEA not in world.reachable(g.EASTERN_MEDITERRANEAN, 5, movement=refused)
    assert g.BLACK_SEA in world.reachable(g.EASTERN_MEDITERRANEAN, 1, movement=agreed)
    assert world.refusal(g.OTTOMAN, g.BALKANS, Movement(layer="sea")) is not None  # a land link only


def test_IMP_MAP_9_red_sea_closed_until_the_suez_canal() -> None:
    world = g.world()
    shut, canal = Movement(layer="sea"), Movement(layer="sea", flags=frozenset({g.SUEZ}))
    assert world.refusal(g.EASTERN_MEDITERRANEAN, g.RED_SEA, shut) is not None
    assert world.crossing_cost(g.EASTERN_MEDITERRANEAN, g.RED_SEA, canal) == 1
    assert world.reachable(g.EASTERN_MEDITERRANEAN, 1, movement=shut).keys().isdisjoint({g.RED_SEA})
    # without the canal the Red Sea is still reached the long way round Africa
    assert g.RED_SEA in world.reachable(g.EASTERN_MEDITERRANEAN, 12, movement=shut)


def test_IMP_MAP_1_unknown_ids_name_the_nearest() -> None:
    with pytest.raises(KeyError, match="did you mean bengal"):
        g.region("bengl")
    with pytest.raises(KeyError, match="did you mean black_sea"):
        g.sea("black_se")
    assert g.region("bengal").name == "Bengal"
    assert g.sea("red_sea").name == "Red Sea"
