"""Sea areas that fleets move in: Voronoi cells of open-water seeds (pixels), clipped to the ocean that holds
them (an enclosed sea such as the Caspian holds no seed and stays plain water), with their names, the spot for
their fleets and the lines where they meet."""

from dataclasses import dataclass

import numpy as np
import shapely
from shapely.geometry import LineString, MultiPoint, Point
from shapely.geometry.base import BaseGeometry
from shapely.ops import nearest_points, polylabel

from maps.render.counters import group_width
from maps.render.placing import stack_extent
from maps.render.text import text_size
from maps.schema import Sea, Territory
from tools.mapbuild.coverage import line, polygonal, shapes
from tools.mapbuild.projection import PixelProjection

LonLat = tuple[float, float]
TOUCH = 2.5
"""A land area touches a sea area when its outline grown by this many pixels overlaps it."""
FLEET_ROW = 4
"""A sea area keeps room for this many fleet counters side by side (of different players) where the water allows."""


@dataclass
class SeaAreas:
    """The sea areas in pixels, their spaces (for fleets) and labels, the lines between them and what they touch."""

    geometry: dict[str, BaseGeometry]
    spaces: list[Territory]
    labels: list[Sea]
    lines: list[list[float]]
    footprint: BaseGeometry


def build_sea_areas(
    specs: list[tuple[str, str, LonLat, list[LonLat], int]],
    projection: PixelProjection,
    sea: BaseGeometry,
    frame: BaseGeometry,
    counter: int,
    ice: BaseGeometry | None = None,
    meeting: set[frozenset[str]] | None = None,
) -> SeaAreas:
    """Each (id, name, label at, seeds, label size) as a sea area: cells of its seeds within the seeded ocean
    (less ``ice``, pixels: water no fleet sails). ``meeting``: the pairs whose meeting lines are drawn (default all)."""
    seeds = [(sid, Point(projection.point(*p))) for sid, _, _, points, _ in specs for p in points]
    if ice is not None:
        sea = polygonal(sea.difference(ice))
    ocean = shapely.union_all([p for p in getattr(sea, "geoms", [sea]) if any(p.contains(s) for _, s in seeds)])
    cells = shapely.voronoi_polygons(MultiPoint([s for _, s in seeds]), extend_to=frame)
    owned: dict[str, list[BaseGeometry]] = {}
    for cell in cells.geoms:
        sid = next(sid for sid, s in seeds if cell.buffer(1e-6).contains(s))
        owned.setdefault(sid, []).append(cell)
    geometry = {
        sid: polygonal(shapely.union_all(owned[sid]).intersection(ocean).intersection(frame)) for sid, *_ in specs
    }
    spaces, labels, taken = [], [], []
    names = {sid: _name_box(projection.point(*at), name, size) for sid, name, at, _, size in specs}
    for sid, name, at, _, size in specs:
        label = projection.point(*at)
        others = [box for other, box in names.items() if other != sid]
        stack = _stack_spot(geometry[sid], label, [names[sid], *others], counter)
        water = polygonal(geometry[sid].difference(shapely.union_all(list(names.values())).buffer(4)))
        room = _row_room(polygonal(water.buffer(-counter * 0.5)), stack, counter)
        taken += [names[sid].buffer(2), Point(stack).buffer(counter * 0.8),
                  shapely.box(stack[0] - room / 2 - 2, stack[1] - counter * 0.8, stack[0] + room / 2 + 12,
                              stack[1] + counter * 0.8)]  # fmt: skip
        labels.append(Sea(name=name, label=_rounded(label), label_size=size))
        spaces.append(
            Territory(id=sid, name=name, shapes=shapes(shapely.simplify(geometry[sid], 1.5), 40.0),
                      label=_rounded(label), label_size=size, stack=_rounded(stack), stack_width=room)
        )  # fmt: skip
    return SeaAreas(geometry, spaces, labels, _meeting_lines(geometry, meeting), shapely.union_all(taken))


def _name_box(label: tuple[float, float], name: str, size: int) -> BaseGeometry:
    """The box a sea's name takes, centred on ``label``."""
    width, height = text_size(name, "serif-italic", size, tracking=2)
    return shapely.box(label[0] - width / 2, label[1] - height / 2, label[0] + width / 2, label[1] + height / 2)


def touching(land: dict[str, BaseGeometry], seas: dict[str, BaseGeometry]) -> set[frozenset[str]]:
    """Pairs (land area, sea area) that touch and pairs of sea areas that meet, as found on the drawn map."""
    pairs: set[frozenset[str]] = set()
    for tid, area in land.items():
        grown = area.buffer(TOUCH)
        pairs |= {frozenset((tid, sid)) for sid, water in seas.items() if grown.intersection(water).area > 6.0}
    ids = sorted(seas)
    for i, a in enumerate(ids):
        for b in ids[i + 1 :]:
            if seas[a].boundary.intersection(seas[b].boundary).length >= 1.0:  # a strait may be a pixel wide
                pairs.add(frozenset((a, b)))
    return pairs


def _stack_spot(
    area: BaseGeometry, label: tuple[float, float], names: list[BaseGeometry], counter: int
) -> tuple[float, float]:
    """Where a sea area's fleets stand: clear of every sea's name (``names``, boxes; the first is this sea's,
    centred on ``label``), at the spot of open water near the name that gives a row of fleets the most room (less
    a quarter of its distance from the name)."""
    left, top, right, bottom = stack_extent(counter, group_width(2, counter))
    kept = shapely.union_all([shapely.box(x0 - right - 2, y0 - bottom - 2, x1 - left + 2, y1 - top + 2)
                              for x0, y0, x1, y1 in (name.bounds for name in names)])  # fmt: skip
    water = polygonal(area.difference(shapely.union_all(names).buffer(4)).buffer(-counter * 0.5))
    own = Point(label)
    for inset in (0.75, 0.5, 0.3):
        clear = polygonal(polygonal(area.buffer(-counter * inset)).difference(kept))
        if clear.is_empty:
            continue
        x0, y0, x1, y1 = clear.bounds
        grid = [Point(x, y) for x in np.linspace(x0, x1, 24) for y in np.linspace(y0, y1, 24)]
        spots = [p for p in grid if clear.contains(p)] + [nearest_points(clear, own)[0]]
        best = max(spots, key=lambda p: _row_room(water, (p.x, p.y), counter) - 0.25 * p.distance(own))
        return best.x, best.y
    centre = polylabel(max(getattr(area, "geoms", [area]), key=lambda p: p.area), tolerance=0.5)
    return centre.x, centre.y


def _row_room(water: BaseGeometry, stack: tuple[float, float], counter: int) -> float:
    """How wide a row of fleets centred on ``stack`` may be: the run of ``water`` (the open water half a counter
    clear of the shore and of the names) either side of it, up to ``FLEET_ROW`` counters, and never less than room
    for two."""
    most = group_width(FLEET_ROW, counter)
    x, y = stack
    run = shapely.intersection(water, LineString([(x - most / 2, y), (x + most / 2, y)]))
    pieces = [part for part in getattr(run, "geoms", [run]) if isinstance(part, LineString) and not part.is_empty]
    around = [part for part in pieces if part.distance(Point(x, y)) < 0.5]
    if not around:
        return float(group_width(2, counter))
    left, _, right, _ = around[0].bounds
    return round(max(2 * min(x - left, right - x), group_width(2, counter)), 1)


def _meeting_lines(geometry: dict[str, BaseGeometry], meeting: set[frozenset[str]] | None) -> list[list[float]]:
    """The lines where two sea areas meet (across open water), simplified."""
    result = []
    ids = sorted(geometry)
    for i, a in enumerate(ids):
        for b in ids[i + 1 :]:
            if meeting is not None and frozenset((a, b)) not in meeting:
                continue
            shared = shapely.line_merge(
                shapely.intersection(geometry[a].boundary, geometry[b].boundary, grid_size=0.01)
            )
            for part in getattr(shared, "geoms", [shared]):
                if isinstance(part, LineString) and part.length > 3.0:
                    result.append(line(shapely.simplify(part, 0.8)))
    return result


def _rounded(point: tuple[float, float]) -> tuple[float, float]:
    return round(point[0], 1), round(point[1], 1)
