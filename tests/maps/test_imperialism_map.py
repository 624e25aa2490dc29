"""The imperialism map (IMP-MAP-10): the drawn regions are the geography's, every sea area is drawn as a space
with its name, the special links are marked, and a six-player board renders within the size bar."""

import io

import pytest
from PIL import Image

from bench.imperialism_map_bench import PLAYERS, six_player_board
from maps.render import render_map
from maps.render.frame import render_frame
from maps.render.geometry import inside
from maps.render.layout import BAND_HEIGHT
from maps.render.loading import load_map
from maps.schema import MapData
from rules.core.board import PieceView, SpaceView
from rules.imperialism import geography as g

MAX_PNG = 400 * 1024


@pytest.fixture(scope="module")
def data() -> MapData:
    return load_map("imperialism")


def _pair(a: str, b: str) -> frozenset[str]:
    return frozenset((a, b))


def test_IMP_MAP_10_territories_are_the_geographys_regions(data: MapData) -> None:
    assert [t.id for t in data.territories] == [r.id for r in g.REGIONS]
    for territory in data.territories:
        region = g.region(territory.id)
        assert (territory.name, territory.group, territory.coastal) == (region.name, region.zone, region.coastal)
        assert territory.shapes
        assert inside(territory.stack, territory.shapes), territory.id


def test_IMP_MAP_10_every_sea_area_is_drawn_and_named(data: MapData) -> None:
    assert [s.id for s in data.sea_areas] == [s.id for s in g.SEAS]
    names = {s.name for s in data.seas}
    for space in data.sea_areas:
        assert space.name == g.sea(space.id).name and space.name in names
        assert space.shapes, space.id
        assert inside(space.stack, space.shapes), f"fleets of {space.id}"
        assert data.territory(space.id) is space
    assert len(data.sea_lines) >= len(g.SEA_BORDERS) - 2


def test_IMP_MAP_3_drawn_land_borders_are_the_rules_borders(data: MapData) -> None:
    drawn = {_pair(a, b) for a, b in data.borders}
    rules = {_pair(a, b) for a, b in g.LAND_BORDERS} - {_pair(g.OTTOMAN, g.BALKANS)}
    assert sorted(map(sorted, drawn - rules)) == []
    assert sorted(map(sorted, rules - drawn)) == []


def test_IMP_MAP_6_to_9_special_links_are_drawn_and_marked(data: MapData) -> None:
    kinds = {_pair(link.a, link.b): link.kind for link in data.links if link.drawn}
    assert kinds == {
        _pair(g.OTTOMAN, g.BALKANS): "strait",
        _pair(g.SPAIN, g.MOROCCO): "closed",
        _pair(g.EASTERN_MEDITERRANEAN, g.BLACK_SEA): "consent",
        _pair(g.EASTERN_MEDITERRANEAN, g.RED_SEA): "canal",
    }


def test_IMP_MAP_2_zones_are_outlined_in_their_own_colours(data: MapData) -> None:
    assert [group.id for group in data.groups] == list(g.ZONES)
    colours = [group.colour for group in data.groups]
    assert all(colours) and len(set(colours)) == 6
    assert not {c.lower() for c in colours} & {p.colour.lower() for p in PLAYERS}
    assert data.group_kind == "zone"


def test_IMP_MAP_10_six_player_board_renders_within_the_size_bar(data: MapData) -> None:
    png = render_map(six_player_board())
    image = Image.open(io.BytesIO(png))
    assert image.size == (data.size[0], data.size[1] + BAND_HEIGHT)
    assert len(png) <= MAX_PNG


def test_IMP_MAP_4_fleets_stand_in_their_sea_area(data: MapData) -> None:
    board = six_player_board()
    sea = data.territory("bay_of_bengal")
    empty = board.model_copy(update={"spaces": {k: v for k, v in board.spaces.items() if k != sea.id}})
    fleet = SpaceView(pieces=[PieceView(side=PLAYERS[0].id, kind="fleet", fleet=True)])
    busy = board.model_copy(update={"spaces": {**empty.spaces, sea.id: fleet}})
    x, y = round(sea.stack[0]), round(sea.stack[1] + BAND_HEIGHT)
    box = (x - 10, y - 10, x + 10, y + 10)
    assert render_frame(empty).crop(box).tobytes() != render_frame(busy).crop(box).tobytes()
