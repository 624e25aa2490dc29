"""The hex map: extent, terrain, hexside features, move costs and reach within movement points."""

import json
from pathlib import Path

import pytest

from rules.core.hexes import Hex, hexside
from rules.core.hexgrid import HexGrid, MoveCosts, reach

COSTS = MoveCosts(terrain={"clear": 1, "woods": 2, "marsh": None}, hexside={"stream": 1, "river": None})


def grid() -> HexGrid:
    return HexGrid.build(
        9, 9, terrain={Hex(5, 4): "woods", Hex(4, 5): "marsh"},
        features=[(Hex(5, 5), Hex(5, 6), "stream"), (Hex(5, 5), Hex(6, 5), "river")],
    )  # fmt: skip


def test_extent_and_hexrows() -> None:
    g = HexGrid(23, 17, missing=frozenset({Hex(2, 17)}))
    assert len(g.hexes()) == 23 * 17 - 1
    assert g.column(23)[0] == Hex(23, 1) and len(g.column(2)) == 16
    assert g.neighbours(Hex(1, 1)) == [Hex(2, 1), Hex(1, 2)]


def test_terrain_and_features_are_data() -> None:
    g = grid()
    assert g.terrain_of(Hex(5, 4)) == "woods" and g.terrain_of(Hex(1, 1)) == "clear"
    assert g.features_of(Hex(5, 6), Hex(5, 5)) == {"stream"}
    assert g.features == {hexside(Hex(5, 5), Hex(5, 6)): {"stream"}, hexside(Hex(5, 5), Hex(6, 5)): {"river"}}


def test_off_map_terrain_is_refused() -> None:
    with pytest.raises(ValueError, match="not on the map"):
        HexGrid.build(5, 5, terrain={Hex(6, 1): "woods"})


def test_move_cost_adds_terrain_and_hexside() -> None:
    g = grid()
    assert COSTS.step(g, Hex(5, 5), Hex(5, 4)) == 2
    assert COSTS.step(g, Hex(5, 5), Hex(5, 6)) == 2
    assert COSTS.step(g, Hex(5, 5), Hex(6, 5)) is None
    assert COSTS.step(g, Hex(5, 5), Hex(4, 5)) is None


def test_within_counts_a_radius_on_the_map() -> None:
    g = HexGrid(9, 9)
    assert len(g.within(Hex(5, 5), 2)) == 19
    assert set(g.within(Hex(1, 1), 1)) == {Hex(1, 1), Hex(2, 1), Hex(1, 2)}


def test_reach_prices_every_step() -> None:
    g = grid()
    found = reach(g, Hex(5, 5), 2, lambda a, b: COSTS.step(g, a, b)).spent
    assert found[Hex(5, 4)] == 2 and found[Hex(5, 6)] == 2
    assert Hex(6, 5) in found and found[Hex(6, 5)] == 2  # round the river, not across it
    assert Hex(4, 5) not in found and Hex(5, 5) not in found
    assert Hex(5, 3) not in found


def test_reach_stops_on_entering_and_respects_vetoes() -> None:
    g = HexGrid(9, 9)
    flat = lambda a, b: 1  # noqa: E731
    stopped = reach(g, Hex(5, 5), 3, flat, stops=lambda h: h == Hex(5, 4)).spent
    assert stopped[Hex(5, 4)] == 1 and stopped[Hex(5, 3)] == 3 and Hex(5, 2) not in stopped
    blocked = reach(g, Hex(5, 5), 2, flat, may_enter=lambda h: h.col != 5).spent
    assert Hex(5, 3) not in blocked and Hex(4, 4) in blocked
    no_north = reach(g, Hex(5, 5), 1, flat, may_step=lambda a, b: b != a.neighbour("N")).spent
    assert Hex(5, 4) not in no_north and len(no_north) == 5


def test_reach_gives_the_route_a_move_takes() -> None:
    g = grid()
    moves = reach(g, Hex(5, 5), 3, lambda a, b: COSTS.step(g, a, b))
    assert moves.route(Hex(5, 3)) == [Hex(5, 4), Hex(5, 3)]  # through the woods: the only way in 3 points
    assert moves.route(Hex(6, 5)) == [Hex(6, 4), Hex(6, 5)]  # round the river
    assert moves.route(Hex(9, 9)) is None


def test_a_grid_parses_from_hex_map_data() -> None:
    """A ruleset can keep its terrain in the same four-digit form as the map the renderer draws."""
    data = json.loads((Path(__file__).resolve().parents[2] / "maps" / "hexdemo" / "map.json").read_text())
    sides = [(f["a"], f["b"], f["kind"]) for f in data["hexsides"]]
    g = HexGrid.parse(data["columns"], data["rows"], data["terrain"], sides)
    assert g.terrain_of(Hex(13, 4)) == "town" and len(g.hexes()) == 23 * 17
    assert g.features_of(Hex(11, 9), Hex(12, 8)) == {"swamp"}
    with pytest.raises(ValueError, match="not adjacent"):
        HexGrid.parse(5, 5, {}, [("0101", "0303", "stream")])
