"""The War of Independence map: the thirteen colonies from US state outlines, Canada from Natural Earth.

Each colony is the union of today's states (Maine with Massachusetts, Vermont with New Hampshire, West Virginia
with Virginia); each state is divided among the territories whose anchors (rules/independence/territories.py)
lie in it by a Voronoi split, with a few extra seeds of our own where the anchors alone would draw borders the
rules do not have. A few territories are whole counties instead (``COUNTY_TERRITORIES``): Boston is the town
with its hinterland round the harbour (Suffolk, Middlesex, Norfolk) and the rest of eastern Massachusetts
(Essex, the south shore, Bristol and the Cape), which keeps its borders with Portsmouth, Providence and Newport.
"""

from typing import Any

import shapely
from shapely.geometry import Point, box
from shapely.geometry.base import BaseGeometry

from rules.independence.territories import CANADA, TERRITORIES
from tools.mapbuild.assemble import MapSpec, SeaSpec, TerritorySpec
from tools.mapbuild.seeds import split_by_seeds
from tools.mapbuild.sources import US_ATLAS, WORLD_ATLAS, npm_json
from tools.mapbuild.topojson import decode

COLONY_STATES = {
    "New Hampshire": ["New Hampshire", "Vermont"],
    "Massachusetts": ["Massachusetts", "Maine"],
    "Rhode Island": ["Rhode Island"],
    "Connecticut": ["Connecticut"],
    "New York": ["New York"],
    "New Jersey": ["New Jersey"],
    "Pennsylvania": ["Pennsylvania"],
    "Delaware": ["Delaware"],
    "Maryland": ["Maryland", "District of Columbia"],
    "Virginia": ["Virginia", "West Virginia"],
    "North Carolina": ["North Carolina"],
    "South Carolina": ["South Carolina"],
    "Georgia": ["Georgia"],
}

# Extra Voronoi seeds (lon, lat) per territory, so the split follows the borders the rules list.
HELPERS: dict[str, list[tuple[float, float]]] = {
    "new_york_city": [(-73.2, 40.8), (-72.5, 40.95)],
    "norfolk": [(-75.75, 37.6)],
    "eastern_shore": [(-75.85, 39.3)],
    "baltimore": [(-75.9, 39.62)],
    "wilmington": [(-75.65, 39.3)],
    "worcester": [(-72.05, 42.1)],
    "hudson_highlands": [(-74.05, 41.12)],
    "northampton": [(-75.05, 41.25)],
    "trois_rivieres": [(-72.3, 45.3)],
    "kennebec": [(-68.3, 46.8)],
    "richmond": [(-77.3, 36.75)],
}

# Territories made of whole counties (US Census FIPS codes), carved out of their state before the Voronoi split.
COUNTY_TERRITORIES: dict[str, tuple[str, ...]] = {
    "boston": ("25025", "25017", "25021", "25009", "25023", "25005", "25001", "25007", "25019"),
}

SEAS = [
    SeaSpec("Atlantic Ocean", (-69.0, 36.5), 26),
    SeaSpec("Gulf of Maine", (-68.6, 43.0), 17),
    SeaSpec("Bay of Fundy", (-65.9, 44.95), 13),
    SeaSpec("Lake Ontario", (-77.9, 43.62), 14),
    SeaSpec("Lake Erie", (-81.3, 42.25), 14),
    SeaSpec("Chesapeake Bay", (-76.05, 37.55), 12, 70.0),
]

LAT0 = 39.0
LENS = (-74.0, 40.8, 1000e3, 1.0)


def spec() -> MapSpec:
    """The independence map spec."""
    world = decode(npm_json(WORLD_ATLAS, "countries-50m.json"), "countries")
    states = decode(npm_json(US_ATLAS, "states-10m.json"), "states")
    window = box(-100, 20, -45, 60)
    us_states = shapely.union_all([g for g in states.values() if g.intersects(window)])
    land = shapely.union_all(
        [g for name, g in world.items() if name != "United States of America" and g.intersects(window)] + [us_states]
    ).intersection(window)
    canada = world["Canada"]
    canada = canada.buffer(0.04).intersection(canada.union(world["United States of America"])).difference(us_states)
    canada = canada.intersection(box(-90, 40, -59.5, 52))
    regions = {colony: [states[s] for s in names] for colony, names in COLONY_STATES.items()}
    regions[CANADA] = [canada]
    carved = _county_territories(npm_json(US_ATLAS, "counties-10m.json"))
    territories: dict[str, TerritorySpec] = {}
    for colony, pieces in regions.items():
        members = [t for t in TERRITORIES if t.colony == colony]
        shares: dict[str, list[BaseGeometry]] = {t.id: [] for t in members}
        for t in members:
            if t.id in carved:
                shares[t.id].append(shapely.union_all([p.intersection(carved[t.id]) for p in pieces]))
                pieces = [p.difference(carved[t.id]) for p in pieces]
        members_left = [t for t in members if t.id not in carved]
        for piece in pieces:
            near = piece.buffer(0.15)
            seeds = [(t.id, (t.lon, t.lat)) for t in members_left if near.contains(Point(t.lon, t.lat))]
            seeds += [(t.id, p) for t in members_left for p in HELPERS.get(t.id, []) if piece.contains(Point(p))]
            if not seeds:
                seeds = [(t.id, (t.lon, t.lat)) for t in members_left]
            for tid, share in split_by_seeds(piece, seeds, LAT0, (-200, -10, 0, 90)).items():
                shares[tid].append(share)
        for t in members:
            territories[t.id] = TerritorySpec(t.name, shapely.union_all(shares[t.id]), group=colony, coastal=t.coastal)
    return MapSpec(
        id="independence",
        name="The Thirteen Colonies and Canada, 1775",
        proj=f"+proj=lcc +lat_1=33 +lat_2=45 +lat_0={LAT0} +lon_0=-73 +datum=WGS84",
        bbox=(-83.8, 30.4, -60.5, 47.7),
        fit=True,
        lens=LENS,
        size=(1600, 0),
        land=land,
        territories=territories,
        label_sizes=[16, 15, 14, 13, 12],
        counter=32,
        groups={colony: colony for colony in regions},
        seas=SEAS,
        compass=(-100.0, -420.0),
        legend=(-284.0, -334.0),
        credit_line="Made with Natural Earth · US Census Bureau",
        credits=[
            "Colonies: US state and county outlines from the US Census Bureau (public domain), via npm us-atlas 3.0.1 "
            "(ISC).",
            "Canada and coastlines: Natural Earth 1:50m (public domain), via npm world-atlas 2.0.2 (ISC).",
        ],
    )


def _county_territories(topology: dict[str, Any]) -> dict[str, BaseGeometry]:
    """The territories of ``COUNTY_TERRITORIES`` as the union of their counties (lon/lat)."""
    wanted = {fips for codes in COUNTY_TERRITORIES.values() for fips in codes}
    objects = topology["objects"]["counties"]
    picked = [dict(g, properties={"name": str(g["id"])}) for g in objects["geometries"] if str(g["id"]) in wanted]
    counties = decode({**topology, "objects": {"counties": {**objects, "geometries": picked}}}, "counties")
    return {tid: shapely.union_all([counties[c] for c in codes]) for tid, codes in COUNTY_TERRITORIES.items()}
