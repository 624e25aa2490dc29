"""Place a territory's name and its stacks: the name over the stacks, as central as the outline allows.

Where the outline is too small for both, the stacks stay inside and the name goes outside as a callout (drawn
with a leader line to an anchor point inside the territory), preferably over the sea.
"""

from dataclasses import dataclass

import numpy as np
import shapely
from shapely.geometry import Point, Polygon
from shapely.geometry.base import BaseGeometry
from shapely.ops import nearest_points, polylabel

from maps.render.layout import GROUP_TRACKING
from maps.render.text import Face, text_size
from tools.mapbuild.coverage import polygonal

CALLOUT_REACH = 150.0
LABEL_COVER = 0.96
STACK_COVER = 0.9


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
                    found = _fit_block(room, lines, face, size, stack_box, beside)
                    if found:
                        return found
    return None


def place_callout(
    geometry: BaseGeometry, name: str, face: Face, size: int, usable: BaseGeometry, counter: int, sea: BaseGeometry
) -> Placement:
    """Stacks inside (or at the pole of inaccessibility), the name outside near the territory, over sea if it can."""
    part, room = _room(geometry, usable)
    return _callout(part, room, name, face, size, usable, counter, sea)


def _room(geometry: BaseGeometry, usable: BaseGeometry) -> tuple[Polygon, Polygon]:
    """The territory's largest part, and the usable space inside it (3 px clear of its outline)."""
    part = max(getattr(geometry, "geoms", [geometry]), key=lambda p: p.area)
    inner = shapely.intersection(polygonal(shapely.make_valid(part.buffer(-3))), usable, grid_size=0.1)
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
    room: BaseGeometry, lines: list[str], face: Face, size: int, stack_box: tuple[float, float], beside: bool
) -> Placement | None:
    """The label with the stack box below it (or to its right), at the most central spot of ``room``."""
    label_w, label_h = block_size(lines, face, size)
    stack_w, stack_h = stack_box
    if beside:
        width, height = label_w + 4 + stack_w, max(label_h, stack_h)
    else:
        width, height = max(label_w, stack_w), label_h + 4 + stack_h
    gx, gy = _grid(room, width, height)
    if gx.size == 0:
        return None
    if beside:
        label_x, label_y = gx - width / 2 + label_w / 2, gy
        stack_x, stack_y = gx + width / 2 - stack_w / 2, gy
    else:
        label_x, label_y = gx, gy - height / 2 + label_h / 2
        stack_x, stack_y = gx, gy + height / 2 - stack_h / 2
    label_boxes = shapely.box(
        label_x - label_w / 2, label_y - label_h / 2, label_x + label_w / 2, label_y + label_h / 2
    )
    stack_boxes_ = shapely.box(
        stack_x - stack_w / 2, stack_y - stack_h / 2, stack_x + stack_w / 2, stack_y + stack_h / 2
    )
    fits = (_covered(room, label_boxes) >= LABEL_COVER) & (_covered(room, stack_boxes_) >= STACK_COVER)
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
        stack_width=stack_w,
    )


def _covered(room: BaseGeometry, boxes: np.ndarray) -> np.ndarray:
    """The share of each box's area that lies inside ``room``."""
    return shapely.area(shapely.intersection(boxes, room)) / shapely.area(boxes)


def _best_box(
    room: BaseGeometry, width: float, height: float, cover: float = 0.999
) -> tuple[Point, BaseGeometry] | None:
    """The most central spot in ``room`` for a ``width`` x ``height`` box (at least ``cover`` of it inside)."""
    gx, gy = _grid(room, width, height)
    if gx.size == 0:
        return None
    boxes = shapely.box(gx - width / 2, gy - height / 2, gx + width / 2, gy + height / 2)
    fits = _covered(room, boxes) >= cover
    if not fits.any():
        return None
    points = shapely.points(gx[fits], gy[fits])
    best = int(np.argmax(shapely.distance(room.boundary, points)))
    return points[best], boxes[fits][best]


def _callout(
    part: Polygon,
    room: BaseGeometry,
    name: str,
    face: Face,
    size: int,
    usable: BaseGeometry,
    counter: int,
    sea: BaseGeometry,
) -> Placement:
    """Stacks inside (or at the pole of inaccessibility), the name outside near the territory, over sea if it can."""
    stack_w, stack_h = stack_boxes(counter)[1]
    found = _best_box(room, stack_w, stack_h, STACK_COVER)
    if found:
        stack, stack_box = found
    else:
        stack = polylabel(part, tolerance=0.5)
        stack_box = shapely.box(
            stack.x - stack_w / 2, stack.y - stack_h / 2, stack.x + stack_w / 2, stack.y + stack_h / 2
        )
    label_w, label_h = block_size([name], face, size)
    free = shapely.difference(usable, stack_box.buffer(3), grid_size=0.1)
    for reach in (CALLOUT_REACH, 2 * CALLOUT_REACH):
        near = shapely.intersection(free, part.buffer(reach), grid_size=0.1)
        gx, gy = _grid(near, label_w, label_h) if not near.is_empty else (np.array([]), np.array([]))
        boxes = shapely.box(gx - label_w / 2, gy - label_h / 2, gx + label_w / 2, gy + label_h / 2)
        fits = shapely.contains(near, boxes) if gx.size else np.array([], dtype=bool)
        if fits.any():
            break
    if not fits.any():
        anchor = polylabel(part, tolerance=0.5)
        label_box = shapely.box(anchor.x - label_w / 2, anchor.y - label_h / 2, anchor.x + label_w / 2,
                                anchor.y + label_h / 2)  # fmt: skip
        return Placement(_xy(anchor), size, [name], _xy(stack), shapely.union(stack_box, label_box), None, stack_w)
    boxes = boxes[fits]
    over_land = shapely.area(shapely.intersection(boxes, sea)) < 0.9 * shapely.area(boxes)
    score = 2.0 * shapely.distance(boxes, part) + 40.0 * over_land + 200.0 * shapely.intersects(boxes, part)
    best = int(np.argmin(score))
    label_box = boxes[best]
    inside = polygonal(shapely.make_valid(part.buffer(-2)))
    target = inside if not inside.is_empty else part
    anchor = nearest_points(target, label_box.centroid)[0]
    return Placement(
        label=_xy(anchor),
        label_size=size,
        label_lines=[name],
        stack=_xy(stack),
        footprint=shapely.union(stack_box, label_box),
        callout=_xy(label_box.centroid),
        stack_width=stack_w,
    )


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
