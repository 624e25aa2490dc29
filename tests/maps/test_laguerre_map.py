"""The La Guerre map: the drawn provinces are the rules' provinces, borders match, seas, capitals and ports are
drawn, and a busy board renders within the size bound."""

import io
from collections.abc import Iterable
from math import dist

from PIL import Image

from bench.laguerre_map import late_war_board
from maps.render import render_map
from maps.render.base import label_boxes
from maps.render.loading import load_map
from rules.laguerre import geography as g
from tests.maps import test_legibility as legibility
from tests.maps.laguerre_board import laguerre_board


def _pairs(pairs: Iterable[tuple[str, str]]) -> set[frozenset[str]]:
    return {frozenset(pair) for pair in pairs}


def test_territory_ids_are_the_province_ids_with_their_names() -> None:
    data = load_map("laguerre")
    assert [t.id for t in data.territories] == [p.id for p in g.PROVINCES]
    assert all(t.name == g.province(t.id).name and t.shapes for t in data.territories)
    assert all(t.group == g.province(t.id).country for t in data.territories)


def test_drawn_borders_and_links_are_exactly_the_rules_land_borders_and_straits() -> None:
    data = load_map("laguerre")
    drawn = _pairs(data.borders) | _pairs((link.a, link.b) for link in data.links)
    rules = _pairs(g.LAND_BORDERS) | _pairs((a, b) for a, b, _ in g.STRAITS)
    assert sorted(map(sorted, drawn - rules)) == [] and sorted(map(sorted, rules - drawn)) == []


def test_seas_named_and_zone_boundaries_drawn() -> None:
    data = load_map("laguerre")
    assert sorted(s.name for s in data.seas) == sorted(z.name for z in g.SEA_ZONES)
    assert len(data.sea_lines) >= len(g.SEA_BORDERS) // 2
    width, height = data.size
    assert all(0 <= s.label[0] <= width and 0 <= s.label[1] <= height for s in data.seas)


def test_sea_zones_are_spaces_with_stacks_clear_of_names() -> None:
    data = load_map("laguerre")
    assert {s.id for s in data.seas} == {z.id for z in g.SEA_ZONES}
    names = [b for t in data.territories for b in label_boxes(t)]
    width, height = data.size
    for sea in data.seas:
        assert sea.stack is not None and 0 < sea.stack[0] < width and 0 < sea.stack[1] < height, sea.id
        x, y, half = sea.stack[0], sea.stack[1], data.counter / 2
        assert not any(b[0] < x + half and x - half < b[2] and b[1] < y + half and y - half < b[3] for b in names)


def test_no_counters_cover_a_name_and_each_stack_stands_by_its_name() -> None:
    data = load_map("laguerre")
    legibility.test_no_counters_cover_a_name(data)
    reach = 2.5 * data.counter
    far = [t.id for t in data.territories if min(dist(t.stack, p) for p in legibility.name_points(t)) > reach]
    assert far == []


def test_capitals_and_ports_marked() -> None:
    data = load_map("laguerre")
    assert {t.id for t in data.territories if t.capital} == {p.id for p in g.PROVINCES if p.capital}
    assert {t.id for t in data.territories if t.port is not None} == set(g.COASTS)


def test_minors_and_powers_outlined_as_groups() -> None:
    data = load_map("laguerre")
    assert {group.id for group in data.groups} == set(g.POWERS) | set(g.MINORS)
    assert all(group.label is None for group in data.groups if group.id in g.MINORS)


def test_sample_board_renders_within_the_size_bound() -> None:
    png = render_map(laguerre_board("france"))
    image = Image.open(io.BytesIO(png))
    assert image.width == load_map("laguerre").size[0]
    assert len(png) <= 400 * 1024


def test_crowded_late_war_board_renders_within_the_size_bound() -> None:
    """France's empire at its height, armies in two provinces of three, fleets in every sea zone, three battles."""
    assert len(render_map(late_war_board("france"))) <= 400 * 1024


def test_only_the_great_rivers_are_drawn_on_a_flat_sea() -> None:
    """The base art kept plain enough for the PNG: the main stems only, and no ripples lining the coasts."""
    data = load_map("laguerre")
    assert 0 < len(data.rivers) <= 50
    assert data.coast_ripples == 0
