"""The committed map data matches the rules: one outline per territory, real borders, anchors inside, no overlaps."""

import importlib

import pytest
from PIL import Image, ImageChops, ImageDraw, ImageFilter

from maps.render.geometry import bounds, inside
from maps.render.loading import has_map_data, load_map
from maps.schema import MapData, Shape

RULESETS = ["independence", "napoleon"]


def rules_map(ruleset: str) -> tuple[set[str], set[tuple[str, str]]]:
    """The territory ids and adjacencies the rules use."""
    if ruleset == "independence":
        module = pytest.importorskip("rules.independence.territories", reason="independence rules not written yet")
        return {t.id for t in module.TERRITORIES}, {_pair(a, b) for a, b in module.BORDERS}
    module = importlib.import_module("rules.napoleon.countries")
    return set(module.EUROPE.areas), {_pair(a, b) for a, b in module.EUROPE.borders}


def _pair(a: str, b: str) -> tuple[str, str]:
    return (a, b) if a < b else (b, a)


@pytest.fixture(params=RULESETS)
def data(request: pytest.FixtureRequest) -> MapData:
    return load_map(request.param)


def test_every_ruleset_with_a_map_has_map_data() -> None:
    assert all(has_map_data(r) for r in RULESETS)
    assert not has_map_data("no_such_game")
    assert not has_map_data("../rules")


def test_every_territory_has_an_outline_and_every_outline_a_territory(data: MapData) -> None:
    ids, _ = rules_map(data.id)
    assert {t.id for t in data.territories} == ids
    assert all(t.shapes for t in data.territories)


def test_napoleon_uses_the_fixed_country_ids_and_names() -> None:
    names = {t.id: t.name for t in load_map("napoleon").territories}
    assert names["ottoman"] == "Ottoman Empire"
    assert len(names) == 17


def test_every_adjacency_is_a_shared_border_or_a_sea_link(data: MapData) -> None:
    _, adjacent = rules_map(data.id)
    joined = {_pair(a, b) for a, b in data.borders} | {_pair(link.a, link.b) for link in data.links}
    assert sorted(adjacent - joined) == []


def test_every_drawn_land_border_is_an_adjacency_in_the_rules(data: MapData) -> None:
    """Players never see a border on the map that the rules do not let them cross."""
    _, adjacent = rules_map(data.id)
    assert sorted({_pair(a, b) for a, b in data.borders} - adjacent) == []


def test_listed_borders_are_shared_outline(data: MapData) -> None:
    shapes = {t.id: t.shapes for t in data.territories}
    for a, b in data.borders:
        on_b = {p for p in _vertices(shapes[a]) if _near_outline(p, shapes[b], 0.6)}
        on_a = {p for p in _vertices(shapes[b]) if _near_outline(p, shapes[a], 0.6)}
        assert len(on_a | on_b) >= 2, f"{a}-{b} share no outline"


def test_sea_links_name_known_territories(data: MapData) -> None:
    ids = {t.id for t in data.territories}
    for link in data.links:
        assert link.a in ids and link.b in ids
        assert not link.drawn or len(link.path) >= 4


def test_label_and_stack_anchors_lie_inside_their_territory(data: MapData) -> None:
    for territory in data.territories:
        assert inside(territory.label, territory.shapes), f"label of {territory.id}"
        assert inside(territory.stack, territory.shapes), f"stacks of {territory.id}"


def test_no_two_territories_overlap(data: MapData) -> None:
    width, height = data.size
    coverage = Image.new("L", (width, height), 0)
    for territory in data.territories:
        x0, y0, x1, y1 = (int(v) for v in bounds(territory.shapes))
        mask = Image.new("L", (x1 - x0 + 4, y1 - y0 + 4), 0)
        draw = ImageDraw.Draw(mask)
        for shape in territory.shapes:
            draw.polygon(_shifted(shape.exterior, x0 - 2, y0 - 2), fill=1)
            for hole in shape.holes:
                draw.polygon(_shifted(hole, x0 - 2, y0 - 2), fill=0)
        core = mask.filter(ImageFilter.MinFilter(3))
        region = (x0 - 2, y0 - 2, x0 - 2 + mask.width, y0 - 2 + mask.height)
        coverage.paste(ImageChops.add(coverage.crop(region), core), region[:2])
    overlapping = sum(coverage.histogram()[2:])
    assert overlapping <= 30, f"{overlapping} pixels covered by two territories"


def _vertices(shapes: list[Shape]) -> set[tuple[float, float]]:
    return {(s.exterior[i], s.exterior[i + 1]) for s in shapes for i in range(0, len(s.exterior), 2)}


def _near_outline(point: tuple[float, float], shapes: list[Shape], tolerance: float) -> bool:
    """True when ``point`` lies within ``tolerance`` pixels of an outline segment of ``shapes``."""
    px, py = point
    for shape in shapes:
        ring = shape.exterior
        for i in range(0, len(ring) - 3, 2):
            x0, y0, x1, y1 = ring[i : i + 4]
            dx, dy = x1 - x0, y1 - y0
            length = dx * dx + dy * dy
            t = 0.0 if length == 0 else max(0.0, min(1.0, ((px - x0) * dx + (py - y0) * dy) / length))
            if (px - x0 - t * dx) ** 2 + (py - y0 - t * dy) ** 2 <= tolerance * tolerance:
                return True
    return False


def _shifted(flat: list[float], dx: float, dy: float) -> list[tuple[float, float]]:
    return [(flat[i] - dx, flat[i + 1] - dy) for i in range(0, len(flat) - 1, 2)]
