"""Napoleonic Europe c.1805 at country level, from modern Natural Earth borders grouped and split by seeds."""

import shapely
from shapely.geometry import MultiPoint, Point, box
from shapely.geometry.base import BaseGeometry

from rules.napoleon.countries import NAMES
from tools.mapbuild.assemble import LinkSpec, MapSpec, SeaSpec, TerritorySpec
from tools.mapbuild.sources import WORLD_ATLAS, npm_json
from tools.mapbuild.topojson import decode

WHOLE = {
    "france": ["France", "Monaco"],
    "england": ["United Kingdom", "Ireland", "Isle of Man", "Guernsey", "Jersey"],
    "russia": ["Belarus", "Lithuania", "Latvia", "Estonia", "Georgia", "Armenia", "Azerbaijan"],
    "austria": ["Czechia", "Hungary", "Slovakia", "Slovenia", "Croatia"],
    "holland": ["Netherlands", "Belgium", "Luxembourg"],
    "sweden": ["Sweden", "Finland", "Åland"],
    "denmark": ["Denmark", "Norway", "Faeroe Is."],
    "spain": ["Spain", "Andorra"],
    "portugal": ["Portugal"],
    "rhineland": ["Liechtenstein"],
    "italy": ["San Marino", "Vatican"],
    "switzerland": ["Switzerland"],
    "egypt": ["Egypt"],
    "ottoman": [
        "Turkey", "Greece", "Bulgaria", "Albania", "Macedonia", "Kosovo", "Serbia", "Montenegro",
        "Bosnia and Herz.", "Cyprus", "N. Cyprus", "Syria", "Lebanon", "Israel", "Palestine", "Jordan", "Moldova",
    ],
}  # fmt: skip

# Modern countries shared between several 1805 countries: (lon, lat) seeds per 1805 country.
SPLIT: dict[str, dict[str, list[tuple[float, float]]]] = {
    "Germany": {
        "rhineland": [(6.96, 50.94), (8.68, 50.11), (11.58, 48.14), (9.18, 48.78), (9.73, 52.37), (8.8, 53.08),
                      (10.0, 53.55), (13.74, 51.05), (12.37, 51.34), (11.08, 49.45), (11.2, 53.75), (10.5, 52.2)],
        "prussia": [(13.4, 52.52), (14.3, 53.4), (14.2, 52.0), (13.4, 54.15), (12.6, 52.9)],
        "denmark": [(10.13, 54.32), (9.43, 54.78)],
    },
    "Poland": {
        "warsaw": [(21.01, 52.23), (19.46, 51.76), (22.57, 51.25), (23.16, 53.13), (16.93, 52.41), (18.0, 53.0)],
        "prussia": [(18.65, 54.35), (14.55, 53.43), (17.04, 51.11), (20.49, 53.9), (16.2, 54.1), (15.5, 51.8)],
        "austria": [(19.94, 50.06), (22.0, 50.04)],
    },
    "Ukraine": {
        "austria": [(24.03, 49.84), (25.94, 48.29), (22.3, 48.62), (24.7, 48.9)],
        "russia": [(30.52, 50.45), (26.25, 50.62), (30.73, 46.48), (36.23, 49.99), (28.47, 49.23), (34.1, 44.95),
                   (32.0, 47.0), (33.5, 51.5)],
    },
    "Romania": {
        "austria": [(23.6, 46.77), (25.6, 45.65), (21.23, 45.75), (21.92, 47.07), (24.5, 47.5)],
        "ottoman": [(26.1, 44.43), (27.6, 47.16), (23.8, 44.32), (28.63, 44.17), (27.3, 45.5)],
    },
    "Austria": {
        "austria": [(16.37, 48.21), (14.29, 48.31), (15.44, 47.07), (13.04, 47.8), (14.31, 46.62)],
        "rhineland": [(11.4, 47.27), (9.75, 47.5)],
    },
    "Italy": {
        "italy": [(9.19, 45.46), (7.68, 45.07), (12.32, 45.44), (8.93, 44.41), (11.34, 44.49), (11.25, 43.77),
                  (12.5, 41.9), (13.5, 43.6), (9.11, 39.22), (9.0, 40.9), (11.12, 46.07), (13.2, 46.1)],
        "rhineland": [(11.35, 46.5)],
        "naples": [(14.27, 40.85), (16.87, 41.12), (15.65, 38.11), (13.36, 38.12), (15.09, 37.5), (14.21, 42.46),
                   (15.8, 40.6), (16.5, 39.3)],
    },
}  # fmt: skip

SEAS = [
    SeaSpec("Atlantic Ocean", (-13.0, 42.5), 24, 0.0),
    SeaSpec("Bay of Biscay", (-5.0, 45.6), 17),
    SeaSpec("North Sea", (3.2, 56.3), 20),
    SeaSpec("Baltic Sea", (18.6, 56.4), 18),
    SeaSpec("Mediterranean Sea", (17.0, 34.0), 22),
    SeaSpec("Black Sea", (34.5, 43.3), 19),
    SeaSpec("Adriatic", (15.3, 43.1), 14),
    SeaSpec("Tyrrhenian Sea", (11.6, 39.9), 14),
    SeaSpec("Aegean", (25.0, 38.9), 14),
]

SEA_LINKS = [
    LinkSpec("naples", "egypt", [(16.2, 38.0), (20.5, 35.6), (25.5, 33.6), (29.9, 31.6)]),
    LinkSpec("holland", "denmark", [(4.9, 53.1), (6.3, 54.0), (7.6, 54.6), (8.2, 55.1)]),
    LinkSpec("sweden", "denmark", [(12.45, 55.95), (12.95, 56.05)], kind="strait"),
]

LANDLOCKED = {"warsaw", "switzerland"}


def spec() -> MapSpec:
    """The Napoleon map spec."""
    countries = decode(npm_json(WORLD_ATLAS, "countries-50m.json"), "countries")
    frame = box(-40, 10, 80, 80)
    land = shapely.union_all([g for g in countries.values() if g.intersects(frame)]).intersection(frame)
    parts: dict[str, list[BaseGeometry]] = {tid: [] for tid in NAMES}
    for tid, members in WHOLE.items():
        parts[tid] += [countries[m] for m in members]
    for modern, seeds in SPLIT.items():
        for tid, piece in _split(countries[modern], seeds).items():
            parts[tid].append(piece)
    for piece in getattr(countries["Russia"], "geoms", [countries["Russia"]]):
        parts["prussia" if piece.centroid.x < 23 else "russia"].append(piece)
    territories = {tid: TerritorySpec(NAMES[tid], shapely.union_all(parts[tid])) for tid in NAMES}
    links = SEA_LINKS + [LinkSpec("england", tid) for tid in sorted(NAMES) if tid not in LANDLOCKED | {"england"}]
    return MapSpec(
        id="napoleon",
        name="Europe, 1805",
        proj="+proj=lcc +lat_1=35 +lat_2=55 +lat_0=45 +lon_0=14 +datum=WGS84",
        bbox=(-12.5, 29.0, 41.0, 62.0),
        size=(1600, 1120),
        land=land,
        territories=territories,
        seas=SEAS,
        links=links,
        compass=(96.0, 118.0),
        counter=36,
        label_sizes=[26, 24, 22, 20, 18, 16, 15, 14, 13, 12],
        credits=["Coastlines and borders: Natural Earth 1:50m (public domain), via npm world-atlas 2.0.2 (ISC)."],
        notes=["England reaches every coastal country by sea."],
        credit_line="Made with Natural Earth",
    )


def _split(country: BaseGeometry, seeds: dict[str, list[tuple[float, float]]]) -> dict[str, BaseGeometry]:
    """A modern country divided among 1805 countries: Voronoi cells of their seeds, clipped to the country."""
    owners = [(tid, point) for tid, points in seeds.items() for point in points]
    cells = shapely.voronoi_polygons(MultiPoint([p for _, p in owners]), extend_to=box(-40, 0, 80, 90))
    pieces: dict[str, list[BaseGeometry]] = {}
    for cell in cells.geoms:
        tid = next(tid for tid, p in owners if cell.contains(Point(p)))
        pieces.setdefault(tid, []).append(cell)
    return {
        tid: shapely.union_all([shapely.set_precision(shapely.segmentize(c, 0.25), 1e-6) for c in cells]).intersection(
            country
        )
        for tid, cells in pieces.items()
    }
