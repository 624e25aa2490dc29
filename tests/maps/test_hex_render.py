"""The hex renderer: terrain and hexsides in the cached base, counters in side colours with strength and
movement, a disrupted face, captured and face-down pieces, battles, and the size bar."""

import io

import pytest
from PIL import Image

from bench.hex_render_bench import SIDES, busy_hex_board
from maps.render.hexbase import FEATURE_WIDTH, TERRAIN, WATER, draw_base, hex_base, is_hex_map, load_hex_map
from maps.render.hexcounters import FACTOR_TYPE, Face, factors, hex_counter
from maps.render.hexgeom import SQRT3, HexLayout, canvas_size, split
from maps.render.hexmap import counter_size, face_of, render_hex_frame, render_hex_map, rgb
from maps.schema import HexMapData
from rules.core.board import BoardView, PieceView, SideView, SpaceView

MAP = "hexdemo"
SWEDES = rgb(SIDES[0].colour)


def board(spaces: dict[str, SpaceView], **changes: object) -> BoardView:
    plain = BoardView(ruleset="toy", map_id=MAP, title="Test", turn="Turn 1", phase="Movement", to_act=["swedes"],
                      sides=SIDES, spaces=spaces)  # fmt: skip
    return plain.model_copy(update=changes)


def near(a: tuple[int, ...], b: tuple[int, ...], tolerance: int = 12) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a, b, strict=False))


def test_the_demo_map_is_breitenfeld_sized_and_a_hex_map() -> None:
    data = load_hex_map(MAP)
    assert (data.columns, data.rows) == (23, 17) and is_hex_map(MAP) and not is_hex_map("independence")
    assert hex_base(MAP).image.size == canvas_size(data)


def test_layout_follows_the_spi_convention() -> None:
    layout = HexLayout(40, 0, 0)
    (x1, y1), (x2, y2), (x3, y3) = layout.centre("0101"), layout.centre("0201"), layout.centre("0102")
    assert x2 - x1 == 60 and round(y2 - y1, 6) == round(SQRT3 * 20, 6)  # even columns half a hex lower
    assert x3 == x1 and round(y3 - y1, 6) == round(SQRT3 * 40, 6)
    assert split("2317") == (23, 17)


def test_terrain_fills_read_at_a_glance() -> None:
    base = hex_base(MAP)
    for number, terrain in [("0405", "woods"), ("1515", "forest"), ("1507", "hilltop"), ("0101", "clear")]:
        x, y = base.layout.centre(number)
        assert near(base.image.getpixel((round(x), round(y + base.layout.radius * 0.75))), TERRAIN[terrain].fill)


def test_streams_run_along_hexsides() -> None:
    base = hex_base(MAP)
    stream = next(f for f in base.data.hexsides if f.kind == "stream")
    (x0, y0), (x1, y1) = base.layout.side(stream.a, stream.b)
    assert FEATURE_WIDTH["stream"] * base.layout.radius >= 4
    assert near(base.image.getpixel((round((x0 + x1) / 2), round((y0 + y1) / 2))), WATER, 30)


def test_counters_are_drawn_in_the_side_colour_from_the_board() -> None:
    piece = PieceView(side="swedes", kind="infantry", strength=4, movement=6)
    frame = render_hex_frame(board({"0909": SpaceView(pieces=[piece])}), hex_base(MAP))
    x, y = hex_base(MAP).layout.centre("0909")
    edge = (round(x - counter_size(hex_base(MAP)) * 0.42), round(y))
    assert near(frame.getpixel(edge), SWEDES)
    purple = [SideView(id="swedes", name="Swedes", colour="#7030a0"), SIDES[1]]
    recoloured = render_hex_frame(board({"0909": SpaceView(pieces=[piece])}, sides=purple), hex_base(MAP))
    assert near(recoloured.getpixel(edge), (0x70, 0x30, 0xA0))


def test_counters_show_strength_and_movement() -> None:
    assert factors(Face((0, 0, 0), (255, 255, 255), "infantry", 4, 6)) == "4-6"
    assert factors(Face((0, 0, 0), (255, 255, 255), "leader", 2, None)) == "2"
    plain = hex_counter(Face((31, 78, 156), (250, 244, 230), "infantry", 4, 6), 52)
    other = hex_counter(Face((31, 78, 156), (250, 244, 230), "infantry", 5, 6), 52)
    assert plain.tobytes() != other.tobytes()


def test_a_disrupted_counter_shows_a_different_face() -> None:
    colours = {"swedes": SWEDES}
    healthy = hex_counter(face_of(PieceView(side="swedes", strength=4, movement=6), colours), 52)
    disrupted = hex_counter(face_of(PieceView(side="swedes", strength=2, movement=2, disrupted=True), colours), 52)
    centre = (52 // 8 + 9, healthy.height // 2)  # on the face, left of the symbol
    assert near(healthy.getpixel(centre)[:3], SWEDES) and not near(disrupted.getpixel(centre)[:3], SWEDES, 60)


def test_a_captured_piece_is_turned_upside_down() -> None:
    colours = {"swedes": SWEDES}
    upright = hex_counter(face_of(PieceView(side="swedes", kind="artillery", strength=3), colours), 52)
    captured = hex_counter(face_of(PieceView(side="swedes", kind="artillery", strength=3, captured=True), colours), 52)
    assert captured.tobytes() == upright.rotate(180).tobytes()


def test_a_face_down_piece_shows_only_its_side() -> None:
    horn = PieceView(side="swedes", kind="cavalry", label="Horn", strength=5, movement=8, face_down=True)
    face = face_of(horn, {"swedes": SWEDES})
    assert face.face_down and face.strength is None and face.label == "" and face.kind == ""


def test_spaces_and_battles_off_the_map_are_skipped() -> None:
    off_map = board({"4040": SpaceView(pieces=[PieceView(side="swedes")])}, battles=["9999"])
    frame = render_hex_frame(off_map, hex_base(MAP))
    assert frame.size == hex_base(MAP).image.size


def test_a_battle_marks_its_hex() -> None:
    base = hex_base(MAP)
    quiet = render_hex_frame(board({}), base)
    fought = render_hex_frame(board({}, battles=["1010"]), base)
    x, y = base.layout.centre("1010")
    box = (round(x), round(y - base.layout.radius), round(x + base.layout.radius), round(y))
    assert quiet.crop(box).tobytes() != fought.crop(box).tobytes()


def test_busy_map_renders_under_the_size_bar() -> None:
    png = render_hex_map(busy_hex_board(3, viewer="swedes"))
    image = Image.open(io.BytesIO(png))
    assert image.size == canvas_size(load_hex_map(MAP)) and len(png) <= 400 * 1024


def test_without_a_map_id_the_ruleset_names_the_map() -> None:
    png = render_hex_map(busy_hex_board(1).model_copy(update={"ruleset": MAP, "map_id": ""}))
    assert png.startswith(b"\x89PNG")


def test_factors_stay_legible_at_discord_inline_width() -> None:
    """At 550 px wide the strength-movement figures are still at least 8 px type."""
    data = load_hex_map(MAP)
    size = counter_size(hex_base(MAP))
    assert FACTOR_TYPE * size / 40 * 550 / canvas_size(data)[0] >= 8


def test_hex_map_data_is_additive_to_the_schema() -> None:
    data = HexMapData(id="x", name="X", columns=2, rows=2)
    assert data.kind == "hex" and data.terrain == {} and data.radius == 40


@pytest.mark.parametrize("terrain", [{"0303": "woods"}, {"011": "woods"}, {"0100": "woods"}])
def test_hex_map_data_names_only_hexes_on_the_map(terrain: dict[str, str]) -> None:
    with pytest.raises(ValueError, match="four-digit|off the 2×2 map"):
        HexMapData(id="x", name="X", columns=2, rows=2, terrain=terrain)


def test_pieces_beyond_three_in_a_hex_are_counted() -> None:
    base = hex_base(MAP)
    def stack(count: int) -> BoardView:
        return board({"1010": SpaceView(pieces=[PieceView(side="swedes", strength=n) for n in range(count)])})

    three, five = render_hex_frame(stack(3), base), render_hex_frame(stack(5), base)
    x, y = base.layout.centre("1010")
    box = (round(x - base.layout.radius), round(y - 12), round(x - base.layout.radius * 0.5), round(y + 20))
    assert three.crop(box).tobytes() != five.crop(box).tobytes()


def test_the_bottom_margin_keys_the_terrain_used() -> None:
    plain = HexMapData(id="x", name="X", columns=9, rows=3)
    woody = plain.model_copy(update={"terrain": {"0101": "woods"}})
    width, height = canvas_size(plain)
    key = (0, height - plain.margin + 4, width, height - 6)
    one, two = draw_base(plain).image.crop(key), draw_base(woody).image.crop(key)
    assert one.tobytes() != two.tobytes()  # "woods" joins the key
