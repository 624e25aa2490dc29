"""The Breitenfeld hex map: the committed JSON is what the builder makes from the rules' terrain; it renders
within the size bar, with every counter legible in its nation's colours (BF-MAP-*, BF-OOB-10)."""

import io

from PIL import Image

from bench.breitenfeld_map_bench import DISRUPTED, sample_board
from maps.render.hexbase import FEATURE_WIDTH, LANDMARK_INK, TERRAIN, hex_base, is_hex_map, load_hex_map
from maps.render.hexgeom import canvas_size
from maps.render.hexmap import counter_size, render_hex_frame, render_hex_map, rgb
from rules.breitenfeld.forces import BY_ID, COUNTERS, NATION_COLOURS
from rules.breitenfeld.terrain import GRID, LANDMARKS, TOWNS
from tools.mapbuild.breitenfeld import PATH, hex_map, text

MAP = "breitenfeld"


def near(a: tuple[int, ...], b: tuple[int, ...], tolerance: int = 14) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a, b, strict=False))


def test_the_committed_json_is_what_the_builder_makes_from_terrain_py() -> None:
    assert PATH.read_text(encoding="utf-8") == text(hex_map())
    data = load_hex_map(MAP)
    assert is_hex_map(MAP) and (data.columns, data.rows) == (GRID.columns, GRID.rows)
    assert data.towns == {str(h): name for h, name in TOWNS.items()}
    assert data.landmarks == {str(h): name for h, name in LANDMARKS.items()}
    assert {(f.a, f.b) for f in data.hexsides} == {(str(s.a), str(s.b)) for s in GRID.features}
    assert set(data.edges) == {"0100", "2300"}
    assert data.edges["0100"].startswith("Swedish rear") and data.edges["2300"].startswith("Imperialist rear")


def test_the_renderer_knows_every_terrain_and_hexside_of_the_map() -> None:
    data = load_hex_map(MAP)
    assert {t for written in data.terrain.values() for t in written.split("+")} <= set(TERRAIN)
    assert {f.kind for f in data.hexsides} <= set(FEATURE_WIDTH)


def test_the_sample_board_renders_within_the_size_bar() -> None:
    png = render_hex_map(sample_board(1))
    assert len(png) <= 400 * 1024
    image = Image.open(io.BytesIO(png))
    assert image.size == canvas_size(load_hex_map(MAP))


def test_every_counter_is_on_the_board_with_its_label_and_factors() -> None:
    board = sample_board(0)
    pieces = {p.label: p for space in board.spaces.values() for p in space.pieces}
    assert len(pieces) == len(COUNTERS)
    for counter in COUNTERS:
        piece = pieces[counter.label]
        assert piece.side == counter.nation and piece.kind == counter.kind
        assert piece.strength == (counter.value if counter.kind == "leader" else counter.strength) or piece.disrupted
    assert pieces["Gustavus"].strength == 3 and pieces["Gustavus"].movement == 8
    assert {p.label for p in pieces.values() if p.disrupted} == {BY_ID[i].label for i in DISRUPTED}


def test_counters_wear_their_nation_colours_and_swedish_figures_are_yellow() -> None:
    board = sample_board(0)
    frame = render_hex_frame(board, hex_base(MAP))
    layout = hex_base(MAP).layout
    half = counter_size(hex_base(MAP)) / 2
    for counter_id in ("sb1", "xf1", "it1", "lt1"):
        counter = BY_ID[counter_id]
        x, y = layout.centre(str(counter.start))
        y += layout.radius * 0.1
        assert near(frame.getpixel((round(x - half * 0.85), round(y))), rgb(NATION_COLOURS[counter.nation][0]))
    x, y = layout.centre(str(BY_ID["sb1"].start))
    box = frame.crop((round(x - half), round(y - half), round(x + half), round(y + half)))
    yellow = rgb(NATION_COLOURS["swedish"][1])
    assert any(near(colour, yellow, 30) for _, colour in box.getcolors(maxcolors=1 << 16) or [])


def test_a_disrupted_counter_shows_its_flipped_paper_face() -> None:
    frame = render_hex_frame(sample_board(0), hex_base(MAP))
    layout, half = hex_base(MAP).layout, counter_size(hex_base(MAP)) / 2
    healthy, disrupted = BY_ID["xf1"], BY_ID["xf2"]
    assert "xf2" in DISRUPTED and "xf1" not in DISRUPTED

    def middle(hex_: str) -> tuple[int, ...]:
        x, y = layout.centre(hex_)
        return tuple(frame.getpixel((round(x - half * 0.6), round(y + layout.radius * 0.1))))

    assert near(middle(str(healthy.start)), rgb(NATION_COLOURS["saxon"][0]))
    assert sum(middle(str(disrupted.start))) > 600  # paper


def test_landmarks_are_named_on_the_map() -> None:
    base = hex_base(MAP)
    for hex_, name in LANDMARKS.items():
        x, y = base.layout.centre(str(hex_))
        r = base.layout.radius
        box = base.image.crop((round(x - r), round(y - r * 0.3), round(x + r), round(y + r * 0.3)))
        assert any(near(colour, LANDMARK_INK, 20) for _, colour in box.getcolors(maxcolors=1 << 16) or []), name
