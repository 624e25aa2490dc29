"""Sea areas that fleets move in: Voronoi cells of open-water seeds (pixels), clipped to the ocean that holds
them (an enclosed sea such as the Caspian holds no seed and stays plain water), with their names, the spot for
their fleets and the lines where they meet."""

from dataclasses import dataclass

import shapely
from shapely.geometry import LineString, MultiPoint, Point
from shapely.geometry.base import BaseGeometry
from shapely.ops import nearest_points, polylabel

from maps.render.text import text_size
from maps.schema import Sea, Territory
from tools.mapbuild.coverage import line, polygonal, shapes
from tools.mapbuild.projection import PixelProjection

LonLat = tuple[float, float]
TOUCH = 2.5
"""A land area touches a sea area when its outline grown by this many pixels overlaps it."""


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
    for sid, name, at, _, size in specs:
        label = projection.point(*at)
        width, height = text_size(name, "serif-italic", size, tracking=2)
        stack = _stack_spot(geometry[sid], label, height, counter)
        taken += [shapely.box(label[0] - width / 2 - 2, label[1] - height / 2, label[0] + width / 2 + 2,
                              label[1] + height / 2),
                  Point(stack).buffer(counter * 0.8)]  # fmt: skip
        labels.append(Sea(name=name, label=_rounded(label), label_size=size))
        spaces.append(
            Territory(id=sid, name=name, shapes=shapes(shapely.simplify(geometry[sid], 1.5), 40.0),
                      label=_rounded(label), label_size=size, stack=_rounded(stack), stack_width=counter * 3.0)
        )  # fmt: skip
    return SeaAreas(geometry, spaces, labels, _meeting_lines(geometry, meeting), shapely.union_all(taken))


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


def _stack_spot(area: BaseGeometry, label: tuple[float, float], height: float, counter: int) -> tuple[float, float]:
    """Just below the name when there is open water for the fleets there, else above it, else the nearest room."""
    room = polygonal(area.buffer(-counter * 0.75))
    below = label[1] + height / 2 + counter * 0.6 + 2
    above = label[1] - height / 2 - counter * 0.6 - 2
    for y in (below, above):
        if room.contains(Point(label[0], y)):
            return label[0], y
    if room.is_empty:
        centre = polylabel(max(getattr(area, "geoms", [area]), key=lambda p: p.area), tolerance=0.5)
        return centre.x, centre.y
    nearest = nearest_points(room, Point(label[0], below))[0]
    return nearest.x, nearest.y


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
