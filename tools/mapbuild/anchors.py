"""Place a territory's name and its stacks: the name over the stacks, as central as the outline allows.

Where the outline is too small for both, the stacks stay inside and the name goes outside as a callout (drawn
with a leader line to an anchor point inside the territory, beside the stacks): as near the stacks as there is
room, preferably over the sea or the territory itself, never nearer another territory's stacks when it can help.
Stacks are reserved the room the renderer paints for them (``maps.render.placing.stack_extent``) and never cover
a name placed earlier.
"""

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import shapely
from shapely.geometry import Point, Polygon
from shapely.geometry.base import BaseGeometry
from shapely.ops import nearest_points, polylabel

from maps.render.layout import GROUP_TRACKING
from maps.render.placing import stack_extent
from maps.render.text import Face, text_size
from tools.mapbuild.coverage import polygonal

CALLOUT_NEAR = 30.0
CALLOUT_REACH = 150.0
DOT = 4.5
ANOTHERS = 200.0
LABEL_COVER = 0.96
STACK_COVER = 0.9
CLEAR = 0.999


@dataclass(frozen=True)
class Placement:
    """Where a territory's label (and callout, if any) and stacks go, and the space they take."""

    label: tuple[float, float]
    label_size: int
    label_lines: list[str]
    stack: tuple[float, float]
    footprint: BaseGeometry
    callout: tuple[float, float] | None = None
    stack_width: float = 0.0


def stack_boxes(counter: int) -> list[tuple[float, float]]:
    """The room to keep for two stacks side by side, then for one."""
    return [(2 * counter + counter // 5 + 12.0, counter + 10.0), (counter + 10.0, counter + 8.0)]


def place_inside(
    geometry: BaseGeometry, name: str, face: Face, sizes: list[int], usable: BaseGeometry, counter: int
) -> Placement | None:
    """The best placement of ``name`` (largest size that fits, one or two lines) with the stacks below it.

    ``usable`` (pixels) is where anything may go: the frame without the furniture and earlier placements.
    None when the territory has no room for both.
    """
    part, room = _room(geometry, usable)
    for stack_box in stack_boxes(counter):
        for beside in (False, True):
            for size in sizes:
                for lines in _line_options(name):
                    found = _fit_block(room, lines, face, size, stack_box, beside, counter, usable)
                    if found:
                        return found
    return None


def place_callout_stack(geometry: BaseGeometry, usable: BaseGeometry, counter: int) -> tuple[Point, BaseGeometry]:
    """Where the stacks of a territory too small for its name go: the most central spot with room for them clear of
    what is placed already, else the spot that fits them best; with the box their counters paint."""
    part, room = _room(geometry, usable)
    left, top, right, bottom = stack_extent(counter, stack_boxes(counter)[1][0])
    found = _best_box(room, right - left, bottom - top, STACK_COVER, usable)
    if found:
        centre, stack_box = found
        stack = Point(centre.x - (left + right) / 2, centre.y - (top + bottom) / 2)
        if part.contains(stack):
            return stack, stack_box
    stack = _squeeze(part, (left, top, right, bottom), usable) or polylabel(part, tolerance=0.5)
    return stack, shapely.box(stack.x + left, stack.y + top, stack.x + right, stack.y + bottom)


def place_callout(
    geometry: BaseGeometry,
    name: str,
    face: Face,
    size: int,
    usable: BaseGeometry,
    counter: int,
    sea: BaseGeometry,
    stack: tuple[Point, BaseGeometry] | None = None,
    stacks: Sequence[tuple[float, float]] = (),
) -> Placement:
    """Stacks inside (``stack``, from ``place_callout_stack`` when not given), the name just outside them, over sea
    if it can and nearer them than any other ``stacks``, with its leader line's dot beside them."""
    part, _ = _room(geometry, usable)
    stack = stack or place_callout_stack(geometry, usable, counter)
    return _callout(part, name, face, size, usable, counter, sea, stack, stacks)


def _room(geometry: BaseGeometry, usable: BaseGeometry) -> tuple[Polygon, Polygon]:
    """The territory's largest part, and the usable space inside it (3 px clear of its outline)."""
    part = max(getattr(geometry, "geoms", [geometry]), key=lambda p: p.area)
    inner = polygonal(shapely.intersection(polygonal(shapely.make_valid(part.buffer(-3))), usable, grid_size=0.1))
    room = _largest(inner) if not inner.is_empty else part
    shapely.prepare(room)
    return part, room


def _line_options(name: str) -> list[list[str]]:
    words = name.split()
    options = [[name]]
    if len(words) > 1:
        splits = [[" ".join(words[:i]), " ".join(words[i:])] for i in range(1, len(words))]
        options.append(min(splits, key=lambda lines: max(len(s) for s in lines)))
    return options


def block_size(lines: list[str], face: Face, size: int) -> tuple[float, float]:
    """Width and height of a label set in capitals with the renderer's letter spacing."""
    widths = [text_size(line.upper(), face, size, tracking=max(1, size // 8))[0] for line in lines]
    return max(widths) + 4.0, len(lines) * size * 1.05 + 2.0


def _grid(room: BaseGeometry, width: float, height: float) -> tuple[np.ndarray, np.ndarray]:
    west, south, east, north = room.bounds
    step = max(2.0, min(width, height) / 6)
    xs = np.arange(west + width / 2, east - width / 2 + 0.1, step)
    ys = np.arange(south + height / 2, north - height / 2 + 0.1, step)
    gx, gy = np.meshgrid(xs, ys)
    return gx.ravel(), gy.ravel()


def _fit_block(
    room: BaseGeometry,
    lines: list[str],
    face: Face,
    size: int,
    stack_box: tuple[float, float],
    beside: bool,
    counter: int,
    usable: BaseGeometry,
) -> Placement | None:
    """The label with the stacks below it (or to their left), at the most central spot of ``room``.

    The stacks take what the renderer paints for one or two of them (``stack_extent``), badges included.
    """
    label_w, label_h = block_size(lines, face, size)
    left, top, right, bottom = stack_extent(counter, stack_box[0])
    stack_w, stack_h = right - left, bottom - top
    if beside:
        width, height = label_w + 4 + stack_w, max(label_h, stack_h)
    else:
        width, height = max(label_w, stack_w), label_h + 4 + stack_h
    gx, gy = _grid(room, width, height)
    if gx.size == 0:
        return None
    if beside:
        label_x, label_y = gx - width / 2 + label_w / 2, gy
        box_x, box_y = gx + width / 2 - stack_w / 2, gy
    else:
        label_x, label_y = gx, gy - height / 2 + label_h / 2
        box_x, box_y = gx, gy + height / 2 - stack_h / 2
    label_boxes = shapely.box(
        label_x - label_w / 2, label_y - label_h / 2, label_x + label_w / 2, label_y + label_h / 2
    )
    stack_boxes_ = shapely.box(box_x - stack_w / 2, box_y - stack_h / 2, box_x + stack_w / 2, box_y + stack_h / 2)
    stack_x, stack_y = box_x - stack_w / 2 - left, box_y - stack_h / 2 - top
    fits = (_covered(room, label_boxes) >= LABEL_COVER) & (_covered(room, stack_boxes_) >= STACK_COVER)
    fits &= shapely.contains_xy(room, stack_x, stack_y)
    fits[fits] &= _covered(usable, stack_boxes_[fits]) >= CLEAR
    if not fits.any():
        return None
    clearance = shapely.distance(room.exterior, shapely.points(gx[fits], gy[fits]))
    best = int(np.argmax(clearance))
    return Placement(
        label=(round(float(label_x[fits][best]), 1), round(float(label_y[fits][best]), 1)),
        label_size=size,
        label_lines=lines,
        stack=(round(float(stack_x[fits][best]), 1), round(float(stack_y[fits][best]), 1)),
        footprint=shapely.union(label_boxes[fits][best], stack_boxes_[fits][best]),
        stack_width=stack_box[0],
    )


def _covered(room: BaseGeometry, boxes: np.ndarray) -> np.ndarray:
    """The share of each box's area that lies inside ``room``."""
    return shapely.area(shapely.intersection(boxes, room)) / shapely.area(boxes)


def _best_box(
    room: BaseGeometry, width: float, height: float, cover: float = 0.999, usable: BaseGeometry | None = None
) -> tuple[Point, BaseGeometry] | None:
    """The most central spot in ``room`` for a ``width`` x ``height`` box (at least ``cover`` of it inside, and
    all of it in ``usable`` when given)."""
    gx, gy = _grid(room, width, height)
    if gx.size == 0:
        return None
    boxes = shapely.box(gx - width / 2, gy - height / 2, gx + width / 2, gy + height / 2)
    fits = _covered(room, boxes) >= cover
    if usable is not None:
        fits[fits] &= _covered(usable, boxes[fits]) >= CLEAR
    if not fits.any():
        return None
    points = shapely.points(gx[fits], gy[fits])
    best = int(np.argmax(shapely.distance(room.boundary, points)))
    return points[best], boxes[fits][best]


def _callout(
    part: Polygon,
    name: str,
    face: Face,
    size: int,
    usable: BaseGeometry,
    counter: int,
    sea: BaseGeometry,
    placed: tuple[Point, BaseGeometry],
    stacks: Sequence[tuple[float, float]],
) -> Placement:
    """The name just outside the stacks, over sea if it can, with its leader line's dot beside the stacks: the
    name, the dot and the counters read as one."""
    stack_w = stack_boxes(counter)[1][0]
    stack, stack_box = placed
    label_w, label_h = block_size([name], face, size)
    window = stack_box.buffer(2 * CALLOUT_REACH + label_w + label_h)  # all that the search below may reach
    local = polygonal(shapely.intersection(usable, window, grid_size=0.1))
    free = polygonal(shapely.difference(local, stack_box.buffer(3), grid_size=0.1))
    sea = shapely.intersection(sea, window)
    best_box, best_score = None, np.inf
    for reach in (CALLOUT_NEAR, 2 * CALLOUT_NEAR, CALLOUT_REACH, 2 * CALLOUT_REACH):
        near = shapely.intersection(free, stack_box.buffer(reach), grid_size=0.1)
        gx, gy = _grid(near, label_w, label_h) if not near.is_empty else (np.array([]), np.array([]))
        if gx.size == 0:
            continue
        boxes = shapely.box(gx - label_w / 2, gy - label_h / 2, gx + label_w / 2, gy + label_h / 2)
        shapely.prepare(near)
        boxes = boxes[shapely.contains(near, boxes)]
        if boxes.size == 0:
            continue
        score = _label_scores(boxes, part, sea, stack, stack_box, stacks)
        if score.min() < best_score:
            best_box, best_score = boxes[int(np.argmin(score))], float(score.min())
        if best_score < ANOTHERS:
            break
    if best_box is None:
        anchor = polylabel(part, tolerance=0.5)
        label_box = shapely.box(anchor.x - label_w / 2, anchor.y - label_h / 2, anchor.x + label_w / 2,
                                anchor.y + label_h / 2)  # fmt: skip
        return Placement(_xy(anchor), size, [name], _xy(stack), shapely.union(stack_box, label_box), None, stack_w)
    label_box = best_box
    anchor = _dot(part, stack_box, label_box, free)
    return Placement(
        label=_xy(anchor),
        label_size=size,
        label_lines=[name],
        stack=_xy(stack),
        footprint=shapely.union_all([stack_box, label_box, anchor.buffer(DOT + 3)]),
        callout=_xy(label_box.centroid),
        stack_width=stack_w,
    )


def _label_scores(
    boxes: np.ndarray,
    part: Polygon,
    sea: BaseGeometry,
    stack: Point,
    stack_box: BaseGeometry,
    stacks: Sequence[tuple[float, float]],
) -> np.ndarray:
    """How bad each callout box is: far from the stacks, over other territories' land, nearer other stacks."""
    area = shapely.area(boxes)
    elsewhere = area - shapely.area(shapely.intersection(boxes, sea)) - shapely.area(shapely.intersection(boxes, part))
    score = 2.0 * shapely.distance(boxes, stack_box) + 30.0 * (elsewhere > 0.1 * area)
    centres = shapely.get_coordinates(shapely.centroid(boxes))
    own = np.hypot(centres[:, 0] - stack.x, centres[:, 1] - stack.y)
    for x, y in stacks:
        if (x, y) != _xy(stack):
            score += ANOTHERS * (np.hypot(centres[:, 0] - x, centres[:, 1] - y) < own + 4)
    return np.asarray(score, dtype=float)


def _squeeze(part: Polygon, extent: tuple[float, float, float, float], usable: BaseGeometry) -> Point | None:
    """For a territory too small for its counters: the anchor inside it whose counters cover most of it while
    covering nothing placed already (None when there is no such spot)."""
    left, top, right, bottom = extent
    inner = polygonal(shapely.make_valid(part.buffer(-2)))
    target = inner if not inner.is_empty else part
    west, south, east, north = target.bounds
    mx, my = np.meshgrid(np.arange(west, east + 0.1, 2.0), np.arange(south, north + 0.1, 2.0))
    gx, gy = mx.ravel(), my.ravel()
    inside = shapely.contains_xy(target, gx, gy)
    gx, gy = gx[inside], gy[inside]
    if gx.size == 0:
        return None
    boxes = shapely.box(gx + left, gy + top, gx + right, gy + bottom)
    clear = _covered(usable, boxes) >= CLEAR
    if not clear.any():
        return None
    best = int(np.argmax(_covered(part, boxes[clear])))
    return Point(float(gx[clear][best]), float(gy[clear][best]))


def _dot(part: Polygon, stack_box: BaseGeometry, label_box: BaseGeometry, free: BaseGeometry) -> Point:
    """Where the leader line ends: inside the territory, just clear of the counters, on the name's side (and
    clear of what is placed already when it can be)."""
    inside = polygonal(shapely.make_valid(part.buffer(-2)))
    target = inside if not inside.is_empty else part
    clear = polygonal(shapely.intersection(target, free.buffer(-DOT - 1)))
    target = clear if not clear.is_empty else target
    nearest = nearest_points(target, label_box)[0]
    beside = polygonal(shapely.intersection(target, stack_box.buffer(DOT + 8).difference(stack_box.buffer(DOT + 2))))
    if not beside.is_empty:
        dot = nearest_points(beside, label_box)[0]
        if dot.distance(label_box) <= nearest.distance(label_box) + 8:
            return dot
    return nearest


def place_group_label(
    geometry: BaseGeometry, name: str, sizes: list[int], usable: BaseGeometry
) -> tuple[tuple[float, float], int, BaseGeometry] | None:
    """Where a group's (colony's) name fits in the free space inside it: the point, the size and the box taken."""
    room = polygonal(shapely.intersection(polygonal(shapely.make_valid(geometry.buffer(-4))), usable, grid_size=0.1))
    if room.is_empty:
        return None
    shapely.prepare(room)
    for size in sizes:
        width = text_size(name.upper(), "serif", size, tracking=GROUP_TRACKING)[0] + 6.0
        found = _best_box(room, width, size * 1.1)
        if found:
            return _xy(found[0]), size, found[1]
    return None


def _xy(point: Point) -> tuple[float, float]:
    return round(point.x, 1), round(point.y, 1)


def _largest(geometry: BaseGeometry) -> Polygon:
    parts = [g for g in getattr(geometry, "geoms", [geometry]) if isinstance(g, Polygon) and not g.is_empty]
    return max(parts, key=lambda p: p.area)
