"""Decode TopoJSON (world-atlas, us-atlas) into shapely geometries in lon/lat."""

from typing import Any

import numpy as np
import shapely
from shapely.geometry import Polygon, box
from shapely.geometry.base import BaseGeometry


def decode(topology: dict[str, Any], name: str) -> dict[str, BaseGeometry]:
    """The polygons of one TopoJSON object, keyed by feature name (or id when unnamed)."""
    arcs = _arcs(topology)

    def ring(indices: list[int]) -> np.ndarray:
        parts = [arcs[i] if i >= 0 else arcs[~i][::-1] for i in indices]
        return np.concatenate([parts[0]] + [p[1:] for p in parts[1:]])

    shapes: dict[str, BaseGeometry] = {}
    for feature in topology["objects"][name]["geometries"]:
        kind = feature.get("type")
        if kind == "Polygon":
            polygons = [feature["arcs"]]
        elif kind == "MultiPolygon":
            polygons = feature["arcs"]
        else:
            continue
        parts = [_antimeridian_safe(ring(p[0]), [ring(h) for h in p[1:]]) for p in polygons]
        key = (feature.get("properties") or {}).get("name") or str(feature.get("id"))
        shapes[key] = shapely.union_all(parts)
    return shapes


def _arcs(topology: dict[str, Any]) -> list[np.ndarray]:
    """Delta-decoded, de-quantised arcs."""
    (sx, sy), (tx, ty) = topology["transform"]["scale"], topology["transform"]["translate"]
    arcs = []
    for arc in topology["arcs"]:
        points = np.cumsum(np.asarray(arc, dtype=np.float64), axis=0)
        points[:, 0] = points[:, 0] * sx + tx
        points[:, 1] = points[:, 1] * sy + ty
        arcs.append(points)
    return arcs


def _antimeridian_safe(exterior: np.ndarray, holes: list[np.ndarray]) -> BaseGeometry:
    """A planar polygon for a ring made for spherical geometry.

    A few world-atlas rings jump 360 degrees at the antimeridian; unwrap them, close rings that go round a pole
    through the pole, then cut at +-180 and shift the overflow back.
    """

    def unwrap(points: np.ndarray) -> np.ndarray:
        points = points.copy()
        points[:, 0] = np.degrees(np.unwrap(np.radians(points[:, 0])))
        if abs(points[-1, 0] - points[0, 0]) > 180:
            pole = -90.0 if points[:, 1].mean() < 0 else 90.0
            points = np.vstack([points, [points[-1, 0], pole], [points[0, 0], pole], points[:1]])
        return points

    polygon = shapely.make_valid(Polygon(unwrap(exterior), [unwrap(h) for h in holes]))
    west, _, east, _ = polygon.bounds
    if west >= -180 and east <= 180:
        return polygon
    parts = []
    for shift in (0, -360, 360):
        piece = polygon.intersection(box(-180 - shift, -90, 180 - shift, 90))
        if not piece.is_empty:
            parts.append(shapely.affinity.translate(piece, xoff=shift))
    return shapely.union_all(parts)
