"""The imperialism map (IMP-MAP-10): the drawn regions are the geography's, every sea area is drawn as a space
with its name, the special links are marked, and a six-player board renders within the size bar."""

import io
import math
from collections.abc import Callable

import pytest
from PIL import Image

from bench.imperialism_map_bench import PLAYERS, crowded_board, opening_board, six_player_board
from maps.render import render_map
from maps.render.base import label_boxes
from maps.render.frame import render_frame
from maps.render.geometry import inside
from maps.render.layout import BAND_HEIGHT
from maps.render.loading import load_map
from maps.render.palette import STYLE, side_style
from maps.render.placing import space_layout, stack_extent
from maps.render.text import text_size
from maps.schema import MapData, Territory
from rules.core.board import BoardView, PieceView, SpaceView
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


def test_IMP_MAP_2_zones_are_outlined_and_named_in_the_maps_ink_not_a_players_colour(data: MapData) -> None:
    """Six players' washes and counters take the whole colour wheel, so a zone's outline in a colour of its own
    would read as someone's holdings: zones are outlined in the map's border ink, and named in large letters
    where there is room (Europe, Central Asia, Eastern Asia)."""
    assert [group.id for group in data.groups] == list(g.ZONES)
    assert all(group.colour == "" and group.shapes for group in data.groups)
    assert sum(group.label is not None for group in data.groups) >= 3
    assert data.group_kind == "zone"


def test_IMP_MAP_10_europe_is_magnified_so_its_names_stand_by_their_stacks(data: MapData) -> None:
    """The lens on Europe gives its small regions room: a name that does not fit inside stands within three
    counters of its leader line's dot (the map without the lens drew leader lines of five), and the smallest
    European region is drawn five times as large as the smallest region of the map (Formosa; without the lens
    Denmark had three times its area)."""
    europe = [t for t in data.territories if t.group == "Europe"]
    far = [t.id for t in europe if t.callout and math.dist(t.callout, t.label) > 3 * data.counter]
    assert far == []
    smallest = min(_area(t) for t in data.territories)
    assert all(_area(t) >= 5 * smallest for t in europe)


def _area(territory: Territory) -> float:
    """The pixel area of a territory's outer rings (shoelace)."""
    total = 0.0
    for shape in territory.shapes:
        xs, ys = shape.exterior[0::2], shape.exterior[1::2]
        total += abs(sum(xs[i] * ys[i - 1] - xs[i - 1] * ys[i] for i in range(len(xs)))) / 2
    return total


@pytest.mark.parametrize("make", [opening_board, six_player_board, crowded_board])
def test_IMP_MAP_10_boards_render_within_the_size_bar(data: MapData, make: Callable[[int], BoardView]) -> None:
    png = render_map(make(0))
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


@pytest.mark.parametrize(("sea_id", "smallest"), [("western_indian_ocean", 1.0), ("western_mediterranean", 0.55)])
def test_IMP_MAP_4_fleets_of_four_players_stand_side_by_side_in_open_water(
    data: MapData, sea_id: str, smallest: float
) -> None:
    """Four players' fleets in one sea area: four counters in a row, each in its player's colour, on the sea
    area's water and over no region's name; full size in an ocean, shrunk (to 60% at least) in a sea whose islands
    leave room for two."""
    sea = data.territory(sea_id)
    board = six_player_board()
    fleets = SpaceView(pieces=[PieceView(side=p.id, kind="fleet", fleet=True, count=1 + n) for n, p in
                               enumerate(PLAYERS[:4])])  # fmt: skip
    frame = render_frame(board.model_copy(update={"spaces": {**board.spaces, sea.id: fleets}, "focus": []}))
    layout = space_layout("imperialism", sea.id, 4, 0, False)
    assert layout.size >= smallest * data.counter
    names = [b for t in data.territories for b in label_boxes(t)]
    for (x, y), player in zip(layout.counters, PLAYERS[:4], strict=True):
        corners = [(x, y), (x + layout.size, y), (x, y + layout.size), (x + layout.size, y + layout.size)]
        assert all(inside(corner, sea.shapes) for corner in corners), player.id
        assert not any(b[0] < x + layout.size and x < b[2] and b[1] < y + layout.size and y < b[3] for b in names)
        middle = (round(x + layout.size * 0.15), round(y + layout.size * 0.6 + BAND_HEIGHT))
        face = side_style(player.name, player.colour).face
        assert max(abs(a - b) for a, b in zip(frame.getpixel(middle), face, strict=True)) < 40, player.id


def _lab(rgb: tuple[int, int, int]) -> tuple[float, float, float]:
    """CIE L*a*b* of an sRGB colour (D65), for colour differences as the eye sees them."""
    linear = [c / 255 / 12.92 if c <= 10 else ((c / 255 + 0.055) / 1.055) ** 2.4 for c in rgb]
    r, g_, b = linear
    xyz = ((0.4124 * r + 0.3576 * g_ + 0.1805 * b) / 0.95047, 0.2126 * r + 0.7152 * g_ + 0.0722 * b,
           (0.0193 * r + 0.1192 * g_ + 0.9505 * b) / 1.08883)  # fmt: skip
    fx, fy, fz = (v ** (1 / 3) if v > 0.008856 else 7.787 * v + 16 / 116 for v in xyz)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def test_IMP_MAP_10_six_seats_are_told_apart_on_counters_and_on_the_land_they_hold() -> None:
    """With all six seats, every two counters differ by at least 30 ΔE, every two washes by 25, and each wash
    stands 30 ΔE off the unheld land."""
    styles = [side_style(p.name, p.colour) for p in PLAYERS]
    pairs = [(a, b) for n, a in enumerate(styles) for b in styles[n + 1 :]]
    assert min(math.dist(_lab(a.face), _lab(b.face)) for a, b in pairs) >= 30
    assert min(math.dist(_lab(a.wash), _lab(b.wash)) for a, b in pairs) >= 25
    assert min(math.dist(_lab(s.wash), _lab(STYLE.land)) for s in styles) >= 30


TOO_SMALL = {"persian_gulf", "gulf_of_siam", "red_sea"}
"""Gulfs too narrow for a row of fleets clear of the sea names round them: their fleets may cover a sea's name
(never a region's)."""


def test_IMP_MAP_4_fleets_in_every_sea_area_stand_clear_of_every_name(data: MapData) -> None:
    """One or two fleets (badges included) in any sea area cover no region's name, and no sea's name but in the
    narrowest gulfs (a leader line's dot may end under them)."""
    names = [("", b) for t in data.territories for b in (label_boxes(t)[:-1] if t.callout else label_boxes(t))]
    for sea in data.seas:
        width, height = text_size(sea.name, "serif-italic", sea.label_size, tracking=2)
        names.append((sea.name, (sea.label[0] - width / 2, sea.label[1] - height / 2, sea.label[0] + width / 2,
                                 sea.label[1] + height / 2)))  # fmt: skip
    covered = []
    for space in data.sea_areas:
        left, top, right, bottom = stack_extent(data.counter, space.stack_width)
        x, y = space.stack
        painted = (x + left, y + top, x + right, y + bottom)
        seas_too = space.id not in TOO_SMALL
        covered += [f"{space.id} covers {name or b}" for name, b in names if (seas_too or not name) and
                    _overlap(painted, b)]  # fmt: skip
    assert covered == []


def _overlap(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return min(a[2], b[2]) - max(a[0], b[0]) > 1.0 and min(a[3], b[3]) - max(a[1], b[1]) > 1.0
