"""BF-MAP-*: the battlefield's extent, rear edges, villages, terrain names and the Loberbach."""

from rules.breitenfeld.terrain import (
    COLUMNS,
    FEATURES,
    GALGENBERG,
    GRID,
    IMPERIALIST_REAR,
    ROWS,
    SWEDISH_REAR,
    TERRAINS,
    TOWNS,
    terrain_of,
)
from rules.core.hexes import Hex, Hexside, parse_hexrow


def test_BF_MAP_1_columns_01_to_23_rows_01_to_22() -> None:
    assert (COLUMNS, ROWS) == (23, 22)
    assert len(GRID.hexes()) == 23 * 22
    assert GRID.contains(Hex(1, 1)) and GRID.contains(Hex(23, 22))
    assert not GRID.contains(Hex(24, 1)) and not GRID.contains(Hex(1, 23))


def test_BF_MAP_2_the_0100_hexrow_is_the_swedish_rear_and_2300_the_imperialist_rear() -> None:
    assert {h for h in GRID.hexes() if h.col == parse_hexrow("0100")} == SWEDISH_REAR
    assert {h for h in GRID.hexes() if h.col == parse_hexrow("2300")} == IMPERIALIST_REAR
    assert len(SWEDISH_REAR) == len(IMPERIALIST_REAR) == ROWS
    assert not SWEDISH_REAR & IMPERIALIST_REAR


def test_BF_MAP_3_every_hex_and_hexside_uses_known_terrain() -> None:
    for hex_ in GRID.hexes():
        assert set(terrain_of(hex_).split("+")) <= set(TERRAINS), hex_
    for side, features in GRID.features.items():
        assert features and features <= set(FEATURES), side
    used = {t for h in GRID.hexes() for t in terrain_of(h).split("+")}
    assert used == set(TERRAINS)
    assert {f for fs in GRID.features.values() for f in fs} == set(FEATURES)
    assert terrain_of(Hex(18, 17)) == "hilltop+woods"


def test_BF_MAP_4_the_villages_of_the_field_are_towns_on_the_map() -> None:
    assert set(TOWNS.values()) == {"Breitenfeld", "Podelwitz", "Klein-Podelwitz", "Göbschelwitz", "Seehausen",
                                   "Wiederitzsch", "Lindenthal"}  # fmt: skip
    for hex_, name in TOWNS.items():
        assert GRID.contains(hex_) and name.strip() == name and name
        assert terrain_of(hex_) == "town"
    assert {h for h in GRID.hexes() if GRID.has(h, "town")} == set(TOWNS)
    north, south = [h for h in TOWNS if h.col <= 11], [h for h in TOWNS if h.col >= 13]
    assert {TOWNS[h] for h in north} == {"Podelwitz", "Klein-Podelwitz", "Göbschelwitz"}
    assert {TOWNS[h] for h in south} == {"Seehausen", "Wiederitzsch", "Breitenfeld", "Lindenthal"}


def test_BF_MAP_5_the_loberbach_runs_from_its_marshy_source_to_the_north_edge() -> None:
    kinds = {f for fs in GRID.features.values() for f in fs}
    assert kinds == {"stream", "swamp"}
    assert any(side.a.col == 1 or side.b.col == 1 for side, fs in GRID.features.items() if "stream" in fs)
    # the brook joins up: from every Lober hexside one can walk along the line to any other (shared corners)
    sides = list(GRID.features)
    reached, frontier = {sides[0]}, [sides[0]]
    while frontier:
        side = frontier.pop()
        for other in sides:
            if other not in reached and len({side.a, side.b} & {other.a, other.b}) == 1 and _touch(side, other):
                reached.add(other)
                frontier.append(other)
    assert reached == set(sides)
    # Podelwitz and Klein-Podelwitz lie on its bank: the Allies crossed there
    for name in ("Podelwitz", "Klein-Podelwitz"):
        town = next(h for h, n in TOWNS.items() if n == name)
        assert any(GRID.features_of(town, n) for n in GRID.neighbours(town))


def _touch(a: Hexside, b: Hexside) -> bool:
    """Two hexsides sharing one hex meet at a corner when their other hexes are adjacent."""
    (shared,) = {a.a, a.b} & {b.a, b.b}
    return a.other(shared).distance(b.other(shared)) == 1


def test_BF_MAP_6_the_galgenberg_rise_and_the_breitenfeld_wood() -> None:
    assert all(GRID.has(h, "hilltop") for h in GALGENBERG) and len(GALGENBERG) == 7
    assert all(13 <= h.col <= 16 for h in GALGENBERG)
    breitenfeld = next(h for h, n in TOWNS.items() if n == "Breitenfeld")
    near = GRID.within(breitenfeld, 4)
    assert any(GRID.has(h, "forest") for h in near) and any(GRID.has(h, "woods") for h in near)
    # the middle of the field is open plain: no blocking terrain between the armies
    for hex_ in GRID.hexes():
        if 10 <= hex_.col <= 13:
            assert terrain_of(hex_) == "clear", hex_
