"""Line of sight between hex centres, with the along-a-hexside rule and configurable hilltop rules.

The line runs from the centre of the firer's hex to the centre of the target's hex. A hex blocks when its
interior is crossed and the ``blocks`` predicate (terrain, units …) says it blocks; when the line runs exactly
along a hexside it is blocked only when BOTH hexes on that side block. A line that only touches a hex at a
corner does not pass through it. The firer's and the target's own hexes never block.

The geometry is exact: hex centres and corners live on an integer lattice (an affine image of the map, which
keeps straight lines straight and intersections where they are) and every test uses integers and Fractions.
"""

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from rules.core.hexes import Hex, Hexside, from_axial, hexside

Point = tuple[int, int]

# Corners of a flat-topped hex round its centre on the lattice X = 3q, Y = 2r + q (axial q, r).
_CORNERS: tuple[Point, ...] = ((2, 0), (1, 1), (-1, 1), (-2, 0), (-1, -1), (1, -1))


def _centre(hex_: Hex) -> Point:
    q, r = hex_.axial()
    return 3 * q, 2 * r + q


def _cross(a: Point, b: Point) -> int:
    return a[0] * b[1] - a[1] * b[0]


@dataclass(frozen=True)
class SightLine:
    """The hexes a line passes through (nearest the firer first) and the hexsides it runs along."""

    origin: Hex
    target: Hex
    crossed: tuple[Hex, ...]
    along: tuple[Hexside, ...]


@lru_cache(maxsize=8192)
def sight_line(origin: Hex, target: Hex) -> SightLine:
    """What lies strictly between two hexes on the line joining their centres (cached: pure geometry)."""
    total = origin.distance(target)
    crossed: list[Hex] = []
    along: set[Hexside] = set()
    if total == 0:
        return SightLine(origin, target, (), ())
    for hex_ in _candidates(origin, target, total):
        inside, sides = _classify(_centre(origin), _centre(target), hex_)
        if inside:
            crossed.append(hex_)
        along.update(sides)
    crossed.sort(key=lambda h: (origin.distance(h), h))
    return SightLine(origin, target, tuple(crossed), tuple(sorted(along, key=lambda s: (_reach(origin, s), s))))


def _candidates(origin: Hex, target: Hex, total: int) -> set[Hex]:
    """Hexes that can touch the line: those round the hexes of points spaced one hex apart along it (every
    point of the line is within half a hex of one of them). Rounding here may go either way at a tie; the
    margin of neighbours covers it, and only the exact test in ``_classify`` decides."""
    (x0, y0, z0), (x1, y1, z1) = origin.cube(), target.cube()
    found: set[Hex] = set()
    for step in range(total + 1):
        t = step / total
        x, y = _round_cube(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t, z0 + (z1 - z0) * t)
        sample = from_axial(x, y)
        found.add(sample)
        found.update(sample.neighbours())
    found.discard(origin)
    found.discard(target)
    return found


def _round_cube(x: float, y: float, z: float) -> tuple[int, int]:
    """The axial coordinates of the hex nearest a fractional cube point (ties either way)."""
    rx, ry, rz = round(x), round(y), round(z)
    dx, dy, dz = abs(rx - x), abs(ry - y), abs(rz - z)
    if dx > dy and dx > dz:
        rx = -ry - rz
    elif dy > dz:
        ry = -rx - rz
    return rx, ry


def _classify(p: Point, q: Point, hex_: Hex) -> tuple[bool, list[Hexside]]:
    """Whether segment p–q crosses the hex's interior, and the hexsides of it that the segment runs along."""
    cx, cy = _centre(hex_)
    corners = [(cx + dx, cy + dy) for dx, dy in _CORNERS]
    d = (q[0] - p[0], q[1] - p[1])
    lo, hi = (0, 1), (1, 1)  # the open range of t inside every side, as fractions (numerator, denominator > 0)
    open_inside = True
    sides: list[Hexside] = []
    for i, v in enumerate(corners):
        w = corners[(i + 1) % 6]
        edge = (w[0] - v[0], w[1] - v[1])
        sign = 1 if _cross(edge, (cx - v[0], cy - v[1])) > 0 else -1
        a = sign * _cross(edge, (p[0] - v[0], p[1] - v[1]))
        b = sign * _cross(edge, d)
        if b == 0:
            if a <= 0:
                open_inside = False
            if a == 0 and _overlaps(p, d, v, w):
                neighbour = (v[0] + w[0] - cx, v[1] + w[1] - cy)
                sides.append(hexside(hex_, _lattice_hex(neighbour)))
        elif b > 0 and -a * lo[1] > lo[0] * b:
            lo = (-a, b)
        elif b < 0 and a * hi[1] < hi[0] * -b:
            hi = (a, -b)
    return open_inside and lo[0] * hi[1] < hi[0] * lo[1], sides


def _overlaps(p: Point, d: Point, v: Point, w: Point) -> bool:
    """True when the edge v–w (on the segment's line) shares more than a point with the segment p + t·d."""
    length = d[0] * d[0] + d[1] * d[1]
    tv = Fraction((v[0] - p[0]) * d[0] + (v[1] - p[1]) * d[1], length)
    tw = Fraction((w[0] - p[0]) * d[0] + (w[1] - p[1]) * d[1], length)
    return max(min(tv, tw), Fraction(0)) < min(max(tv, tw), Fraction(1))


def _lattice_hex(point: Point) -> Hex:
    q = point[0] // 3
    return from_axial(q, (point[1] - q) // 2)


@dataclass(frozen=True)
class HilltopRules:
    """How hilltops change sight (each clause can be switched off).

    ``ignore_near_half``: a firer on a hilltop ignores blocking hexes nearer to it than half the distance to
    the target. ``hilltop_to_hilltop``: a firer on a hilltop sees any hilltop target unless an intervening
    hilltop hex holds something that blocks there (``blocks_on_hilltop``: a unit, artillery, forest).
    """

    is_hilltop: Callable[[Hex], bool]
    blocks_on_hilltop: Callable[[Hex], bool]
    ignore_near_half: bool = True
    hilltop_to_hilltop: bool = True


@dataclass(frozen=True)
class Sight:
    """The answer to "can the firer see the target?": and when not, what blocks (a hex or a hexside)."""

    clear: bool
    blocker: Hex | Hexside | None = None

    def __bool__(self) -> bool:
        return self.clear


def line_of_sight(
    origin: Hex, target: Hex, blocks: Callable[[Hex], bool], hilltops: HilltopRules | None = None
) -> Sight:
    """Whether ``origin`` sees ``target``: ``blocks`` says which hexes block (terrain flags, units)."""
    line = sight_line(origin, target)
    total = origin.distance(target)
    on_hill = hilltops is not None and hilltops.is_hilltop(origin)
    ignore_near = on_hill and hilltops is not None and hilltops.ignore_near_half
    over_hills = on_hill and hilltops is not None and hilltops.hilltop_to_hilltop and hilltops.is_hilltop(target)

    def counts(h: Hex) -> bool:
        if ignore_near and 2 * origin.distance(h) < total:
            return False
        if over_hills and hilltops is not None:
            return hilltops.is_hilltop(h) and hilltops.blocks_on_hilltop(h)
        return blocks(h)

    obstacles: list[Hex | Hexside] = [*line.crossed, *line.along]
    obstacles.sort(key=lambda o: _reach(origin, o))
    for obstacle in obstacles:
        if isinstance(obstacle, Hexside) and counts(obstacle.a) and counts(obstacle.b):
            return Sight(False, obstacle)
        if not isinstance(obstacle, Hexside) and counts(obstacle):
            return Sight(False, obstacle)
    return Sight(True)


def _reach(origin: Hex, obstacle: Hex | Hexside) -> int:
    """Twice the distance from the firer to an obstacle (a hexside: the mean of its two hexes)."""
    if isinstance(obstacle, Hexside):
        return origin.distance(obstacle.a) + origin.distance(obstacle.b)
    return 2 * origin.distance(obstacle)
