"""Small pixel-geometry helpers: scaling flat rings, placing map points on the canvas, boxes (the box round some,
whether two meet, one moved)."""

from collections.abc import Iterable, Iterator
from typing import TypeVar

from maps.render.layout import BAND_HEIGHT
from maps.schema import Point, Shape

N = TypeVar("N", int, float)


def enclosing(boxes: Iterable[tuple[N, N, N, N]]) -> tuple[N, N, N, N]:
    """The smallest box (left, top, right, bottom) that holds every one of ``boxes`` (at least one)."""
    x0s, y0s, x1s, y1s = zip(*boxes, strict=True)
    return min(x0s), min(y0s), max(x1s), max(y1s)


def meets(a: tuple[N, N, N, N], b: tuple[N, N, N, N]) -> bool:
    """Whether two boxes (left, top, right, bottom; right and bottom excluded) share any area."""
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def shifted(box: tuple[N, N, N, N], dx: N, dy: N) -> tuple[N, N, N, N]:
    """``box`` moved by ``dx`` and ``dy``."""
    return box[0] + dx, box[1] + dy, box[2] + dx, box[3] + dy


def on_canvas(point: Point, scale: int = 1) -> tuple[float, float]:
    """A map point on the canvas (below the title band), optionally scaled for supersampled drawing."""
    return point[0] * scale, (point[1] + BAND_HEIGHT) * scale


def ring_points(flat: list[float], scale: int = 1, dx: float = 0.0, dy: float = 0.0) -> list[tuple[float, float]]:
    """A flat ring as canvas points: shifted below the band, then by (dx, dy), then scaled."""
    return [((flat[i] + dx) * scale, (flat[i + 1] + BAND_HEIGHT + dy) * scale) for i in range(0, len(flat) - 1, 2)]


def shape_rings(shapes: list[Shape]) -> Iterator[list[float]]:
    """Every ring (exteriors and holes) of some shapes."""
    for shape in shapes:
        yield shape.exterior
        yield from shape.holes


def bounds(shapes: list[Shape]) -> tuple[float, float, float, float]:
    """The bounding box (map coordinates) of some shapes."""
    xs = [v for s in shapes for v in s.exterior[0::2]]
    ys = [v for s in shapes for v in s.exterior[1::2]]
    return min(xs), min(ys), max(xs), max(ys)


def inside(point: Point, shapes: list[Shape]) -> bool:
    """True when ``point`` lies inside one of the shapes (and not in a hole), by ray casting."""
    return any(_in_ring(point, s.exterior) and not any(_in_ring(point, h) for h in s.holes) for s in shapes)


def _in_ring(point: Point, flat: list[float]) -> bool:
    x, y = point
    result = False
    n = len(flat) // 2
    for i in range(n):
        x1, y1 = flat[2 * i], flat[2 * i + 1]
        x2, y2 = flat[2 * ((i + 1) % n)], flat[2 * ((i + 1) % n) + 1]
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            result = not result
    return result
