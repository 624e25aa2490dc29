"""Turn lon/lat territories into a clean pixel coverage: projected, snapped, simplified with shared edges."""

import numpy as np
import shapely
from shapely.geometry import MultiPolygon, Polygon
from shapely.geometry.base import BaseGeometry

from maps.schema import Shape
from tools.mapbuild.projection import PixelProjection

SPECK = 6.0


def project_coverage(
    areas: dict[str, BaseGeometry], projection: PixelProjection, frame: Polygon, tolerance: float = 0.8
) -> dict[str, BaseGeometry]:
    """Each area projected to pixels, clipped to the frame and simplified so neighbours keep one shared edge."""
    keys = list(areas)
    projected = [
        shapely.set_precision(
            polygonal(shapely.make_valid(projection.geometry(shapely.set_precision(areas[k], 1e-6)))), 0.05
        )
        for k in keys
    ]
    clipped = [polygonal(shapely.set_precision(g.intersection(frame), 0.05)) for g in projected]
    simplified = shapely.coverage_simplify(np.array(_edge_matched(clipped), dtype=object), tolerance)
    return {k: _without_specks(polygonal(g)) for k, g in zip(keys, simplified, strict=True)}


def _without_specks(geometry: BaseGeometry, min_area: float = SPECK) -> BaseGeometry:
    """The geometry without parts smaller than ``min_area`` square pixels (slivers, tiny islets)."""
    parts = [p for p in getattr(geometry, "geoms", [geometry]) if p.area >= min_area]
    return MultiPolygon(parts) if len(parts) != 1 else parts[0]


SLIVER = 30.0


def _edge_matched(geometries: list[BaseGeometry]) -> list[BaseGeometry]:
    """The same areas rebuilt from the noded union of all outlines, so neighbours share identical vertices.

    Splitting states by Voronoi cells puts vertices on a shared edge at different places on either side; a
    coverage simplification needs them identical. Each face of the planar partition goes to the area holding it; slivers
    between two areas (left by projecting their edges differently) go to the nearest one.
    """
    outlines = shapely.union_all([g.boundary for g in geometries if not g.is_empty])
    faces = list(shapely.polygonize(list(getattr(outlines, "geoms", [outlines]))).geoms)
    tree = shapely.STRtree(geometries)
    shares: list[list[BaseGeometry]] = [[] for _ in geometries]
    for face in faces:
        holders = tree.query(face.representative_point(), predicate="within")
        if len(holders):
            shares[int(holders[0])].append(face)
        elif face.area < SLIVER:
            shares[int(tree.nearest(face))].append(face)
    return [polygonal(shapely.union_all(parts)) if parts else Polygon() for parts in shares]


def polygonal(geometry: BaseGeometry) -> BaseGeometry:
    """Only the polygon parts of a geometry (clipping may leave lines and points)."""
    parts = []
    for g in getattr(geometry, "geoms", [geometry]):
        if isinstance(g, Polygon) and not g.is_empty:
            parts.append(g)
        elif isinstance(g, MultiPolygon):
            parts.extend(g.geoms)
    return MultiPolygon(parts) if len(parts) != 1 else parts[0]


def shapes(geometry: BaseGeometry, min_area: float = SPECK) -> list[Shape]:
    """Schema shapes for a pixel geometry; specks smaller than ``min_area`` square pixels are dropped."""
    result = []
    for part in getattr(geometry, "geoms", [geometry]):
        if not isinstance(part, Polygon) or part.area < min_area:
            continue
        holes = [_flat(ring.coords) for ring in part.interiors if Polygon(ring).area >= min_area]
        result.append(Shape(exterior=_flat(part.exterior.coords), holes=holes))
    return result


def line(geometry: BaseGeometry) -> list[float]:
    """A flat pixel coordinate list for a line."""
    return _flat(geometry.coords)


def _flat(coords: object) -> list[float]:
    return [round(float(v), 1) for v in np.asarray(coords)[:, :2].ravel()]


def shared_borders(areas: dict[str, BaseGeometry], min_length: float = 6.0) -> list[tuple[str, str]]:
    """Pairs of areas whose outlines share at least ``min_length`` pixels of border."""
    keys = sorted(areas)
    pairs = []
    for i, a in enumerate(keys):
        for b in keys[i + 1 :]:
            if areas[a].boundary.intersection(areas[b].boundary).length >= min_length:
                pairs.append((a, b))
    return pairs
