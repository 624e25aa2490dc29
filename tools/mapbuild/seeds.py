"""Divide a region among named seeds: a Voronoi diagram drawn with longitude scaled to distance at one latitude."""

import math

import shapely
from shapely.geometry import MultiPoint, Point, box
from shapely.geometry.base import BaseGeometry

Seed = tuple[str, tuple[float, float]]


def split_by_seeds(
    region: BaseGeometry, seeds: list[Seed], lat0: float, extent: tuple[float, float, float, float]
) -> dict[str, BaseGeometry]:
    """``region`` (lon/lat) divided among the seeds' names: each point of it goes to the name of the nearest seed,
    distances measured with longitude shrunk by cos(``lat0``). ``extent``: a box (in those shrunk coordinates) the
    diagram must cover."""
    kx = math.cos(math.radians(lat0))
    cells = shapely.voronoi_polygons(MultiPoint([(p[0] * kx, p[1]) for _, p in seeds]), extend_to=box(*extent))
    pieces: dict[str, list[BaseGeometry]] = {}
    for cell in cells.geoms:
        name = next(name for name, p in seeds if cell.contains(Point(p[0] * kx, p[1])))
        pieces.setdefault(name, []).append(shapely.affinity.scale(cell, 1 / kx, 1.0, origin=(0, 0)))
    return {
        name: shapely.union_all([shapely.set_precision(shapely.segmentize(c, 0.2), 1e-6) for c in cs]).intersection(
            region
        )
        for name, cs in pieces.items()
    }
