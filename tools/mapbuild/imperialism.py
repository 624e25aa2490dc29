"""The War! Age of Imperialism map: Europe, Africa, Asia and Australia c.1830–1900, grown from modern Natural
Earth countries round the anchors of ``rules/imperialism/regions.py`` (plus the extra seeds of
``imperialism_seeds``), with the sea areas of ``rules/imperialism/seas.py`` as Voronoi cells of open water.

Each piece of a modern country (its mainland, each island) is divided among the seeds that lie in it by a
Voronoi split; a piece without a seed goes whole to the nearest seed, or stays unplayed (grey) when it is small
and far from every region (the Canaries, Svalbard, Socotra …). A region keeps only its parts within reach of the
part that holds its anchor (a chain of islands counts), so no region is scattered over the map.
"""

import math

import shapely
from shapely.geometry import MultiPoint, Point, box
from shapely.geometry.base import BaseGeometry

from rules.imperialism.geography import COASTS, LAND_BORDERS, LINKS, REGIONS, SEA_BORDERS, SEAS, SUEZ, ZONES
from tools.mapbuild import imperialism_seeds as seeds
from tools.mapbuild.assemble import LinkSpec, MapSpec, SeaAreaSpec, TerritorySpec
from tools.mapbuild.sources import WORLD_ATLAS, npm_json
from tools.mapbuild.topojson import decode

FRAME = (-21.0, -44.5, 159.0, 71.5)
UNPLAYED = {"Switzerland", "Liechtenstein", "Iceland", "Greenland", "Faeroe Is.", "Fr. S. Antarctic Lands",
            "Saint Helena", "Cabo Verde", "Maldives", "Mauritius", "Seychelles", "Br. Indian Ocean Ter.",
            "Indian Ocean Ter.", "Micronesia", "N. Mariana Is.", "Guam", "Palau", "Solomon Is.", "New Caledonia",
            "Ashmore and Cartier Is.", "Siachen Glacier"}  # fmt: skip
LEFT_OUT = [(56.25, 26.2)]
"""Pieces holding one of these points stay unplayed: Musandam (it would give Oman a land border with Fars)."""
NEAREST_LIMIT = 5.0
"""A seedless piece farther than this (degrees) from every seed stays unplayed unless it is large."""
LARGE = 20.0
REACH = 3.2
"""A region keeps the parts within this many degrees of a kept part (starting from the part holding a seed)."""

LENS = (8.0, 46.0, 3000e3, 1.0)
"""Europe magnified twice (lon, lat, radius in metres, strength), fading out by Asia and the Sahara: its small
regions get room for their names and stacks inside them."""

SPECIAL = {frozenset((link.a, link.b)) for link in LINKS}
"""The borders of the source's special links: drawn as links, not as a shared coast or strait."""
CANAL = {frozenset((link.a, link.b)) for link in LINKS if link.opens_with == SUEZ}

ZONE_NAME_AREAS = {
    "Europe": (36.0, 57.0, 56.0, 67.0),
    "Middle East": (-10.0, 15.0, 60.0, 32.0),
    "Sub-Saharan Africa": (5.0, -25.0, 40.0, 12.0),
    "Central Asia": (58.0, 44.0, 90.0, 58.0),
    "Eastern Asia": (98.0, 57.0, 128.0, 67.0),
    "Australia/South-East Asia": (112.0, -40.0, 155.0, -10.0),
}
"""Where each zone's name goes (lon/lat boxes in open country)."""

DRAWN_LINKS = [
    LinkSpec("ottoman", "balkans", [(29.2, 40.8), (28.8, 41.25)], kind="strait"),
    LinkSpec("spain", "morocco", [(-5.6, 36.25), (-5.5, 35.6)], kind="closed"),
    LinkSpec("eastern_mediterranean", "black_sea", [(26.0, 39.6), (27.5, 40.5), (29.0, 41.1), (29.6, 41.8)], "consent"),
    LinkSpec("eastern_mediterranean", "red_sea", [(32.3, 31.6), (32.35, 30.6), (32.5, 29.9)], kind="canal"),
]


def spec() -> MapSpec:
    """The imperialism map spec."""
    countries = decode(npm_json(WORLD_ATLAS, "countries-50m.json"), "countries")
    frame = box(*FRAME)
    land = shapely.union_all([g for g in countries.values() if g.intersects(frame)]).intersection(frame)
    regions = region_geometries(countries, frame)
    territories = {r.id: TerritorySpec(r.name, regions[r.id], group=r.zone, coastal=r.coastal) for r in REGIONS}
    sea_areas = [SeaAreaSpec(s.id, s.name, (s.lon, s.lat), [(s.lon, s.lat), *seeds.SEA.get(s.id, [])]) for s in SEAS]
    return MapSpec(
        id="imperialism",
        name="The Age of Imperialism",
        proj="+proj=mill +lon_0=70 +datum=WGS84",
        bbox=FRAME,
        size=(1600, 0),
        fit=True,
        lens=LENS,
        local_lens=True,
        land=land,
        territories=territories,
        groups={zone: zone for zone in ZONES},
        group_kind="zone",
        group_areas=ZONE_NAME_AREAS,
        sea_areas=sea_areas,
        links=DRAWN_LINKS,
        ice=box(58.0, 65.5, 200.0, 90.0),
        adjacency=[
            *(p for p in LAND_BORDERS if frozenset(p) not in SPECIAL),
            *(p for p in SEA_BORDERS if frozenset(p) not in CANAL),
            *((rid, sid) for rid, sids in COASTS.items() for sid in sids),
        ],
        rivers=False,
        coast_ripples=1,
        counter=28,
        label_sizes=[16, 14, 13, 12, 11],
        compass=(-70.0, 640.0),
        legend=(700.0, -400.0),
        credit_line="Made with Natural Earth",
        credits=["Coastlines and borders: Natural Earth 1:50m (public domain), via npm world-atlas 2.0.2 (ISC)."],
    )


def region_geometries(countries: dict[str, BaseGeometry], frame: BaseGeometry) -> dict[str, BaseGeometry]:
    """Each region's lon/lat geometry, from the modern countries' pieces split among the seeds."""
    all_seeds = [(r.id, (r.lon, r.lat)) for r in REGIONS] + [
        (rid, point) for rid, points in seeds.LAND.items() for point in points
    ]
    parts: dict[str, list[BaseGeometry]] = {r.id: [] for r in REGIONS}
    for name, country in countries.items():
        if name in UNPLAYED or not country.intersects(frame):
            continue
        for piece in getattr(country.intersection(frame), "geoms", [country.intersection(frame)]):
            if piece.geom_type != "Polygon" or any(piece.contains(Point(p)) for p in LEFT_OUT):
                continue
            near = piece.buffer(0.05)
            inside = [(rid, p) for rid, p in all_seeds if near.contains(Point(p))]
            if len({rid for rid, _ in inside}) > 1:
                for rid, share in _split(piece, inside).items():
                    parts[rid].append(share)
            elif inside:
                parts[inside[0][0]].append(piece)
            else:
                rid, distance = _nearest(piece, all_seeds)
                if distance <= NEAREST_LIMIT or piece.area >= LARGE:
                    parts[rid].append(piece)
    anchors = {rid: [p for r, p in all_seeds if r == rid] for rid in parts}
    return {rid: _gathered(shapely.union_all(pieces), anchors[rid]) for rid, pieces in parts.items()}


def _nearest(piece: BaseGeometry, all_seeds: list[tuple[str, tuple[float, float]]]) -> tuple[str, float]:
    at = piece.representative_point()
    kx = math.cos(math.radians(at.y))
    best = min(all_seeds, key=lambda s: math.hypot((s[1][0] - at.x) * kx, s[1][1] - at.y))
    return best[0], piece.distance(Point(best[1]))


def _gathered(geometry: BaseGeometry, anchors: list[tuple[float, float]]) -> BaseGeometry:
    """The parts of ``geometry`` holding a seed, and those within ``REACH`` of a kept part (island chains)."""
    polygons = [p for p in getattr(geometry, "geoms", [geometry]) if p.area > 0]
    kept = [p for p in polygons if any(p.buffer(0.05).contains(Point(a)) for a in anchors)]
    left = [p for p in polygons if p not in kept]
    grew = True
    while grew:
        grew = False
        for p in list(left):
            if any(p.distance(k) <= REACH for k in kept):
                kept.append(p)
                left.remove(p)
                grew = True
    return shapely.union_all(kept)


def _split(piece: BaseGeometry, inside: list[tuple[str, tuple[float, float]]]) -> dict[str, BaseGeometry]:
    """``piece`` divided among its seeds' regions by a Voronoi diagram drawn with lon scaled to distance."""
    kx = math.cos(math.radians(piece.representative_point().y))
    points = MultiPoint([(p[0] * kx, p[1]) for _, p in inside])
    cells = shapely.voronoi_polygons(points, extend_to=box(-400, -100, 400, 100))
    pieces: dict[str, list[BaseGeometry]] = {}
    for cell in cells.geoms:
        rid = next(rid for rid, p in inside if cell.buffer(1e-9).contains(Point(p[0] * kx, p[1])))
        pieces.setdefault(rid, []).append(shapely.affinity.scale(cell, 1 / kx, 1.0, origin=(0, 0)))
    return {
        rid: shapely.union_all([shapely.set_precision(shapely.segmentize(c, 0.25), 1e-6) for c in cs]).intersection(
            piece
        )
        for rid, cs in pieces.items()
    }
