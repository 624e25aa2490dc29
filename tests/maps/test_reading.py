"""What a player reads off a map: headers that fit, badges nobody covers, icons by piece kind, side colours for
many sides, a legend of what is drawn, and a detail inset legible at Discord's inline width (issue 10)."""

import itertools

import pytest
from PIL import Image, ImageChops

from maps.render import band
from maps.render.band import band_layout
from maps.render.base import base_layer
from maps.render.canvas import Canvas
from maps.render.counters import Chit, badge_box, chit, counter, paste_row
from maps.render.inset import INLINE_WIDTH, LEGIBLE_SCALE, inset_for
from maps.render.legend import legend_items
from maps.render.overlay import Drawn, space_strokes
from maps.render.palette import luminance, side_style, style_of
from rules.core.board import PIECE_KINDS, BoardView, PieceView, SideView
from tests.maps.boards import SIDES
from tests.maps.games import maps

SIX = ["#b02226", "#264680", "#2e7040", "#d9a521", "#6a3d9a", "#1b1b1b"]


def game_over_board() -> BoardView:
    """A final board whose band carries four long notes."""
    return BoardView(ruleset="independence", title="War of Independence", turn="Winter 1783", phase="Game over",
                     sides=SIDES["independence"], to_act=["British", "Americans"],
                     notes=["British: 41 territories, treasury 912", "Americans: 18 territories, treasury 40",
                            "French Alliance in force",
                            "Winner: British — they hold more territories in 1783"])  # fmt: skip


def test_a_game_over_header_fits_without_overlap() -> None:
    """The band's texts stay inside the map's width and overlap nothing, however long the notes."""
    board = game_over_board()
    _, texts = band_layout(board, 1600)
    boxes = [t.box for t in texts]
    assert all(b[0] >= 0 and b[2] <= 1600 for b in boxes)
    overlapping = [(a, b) for a, b in itertools.combinations(boxes, 2)
                   if a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]]  # fmt: skip
    assert overlapping == []



def test_only_the_notes_placed_are_drawn(monkeypatch: pytest.MonkeyPatch) -> None:
    """Notes that fit only split over both lines are measured at each size and cut tried and drawn once: two texts
    drawn (one a line), not one per try."""
    drawn: list[tuple[str, int]] = []
    real = band.sprite

    def counted(text: str, face: str, size: int, *rest: object) -> Image.Image:
        if face == "serif-italic" and rest == ("#cdb98a",):
            drawn.append((text, size))
        return real(text, face, size, *rest)

    monkeypatch.setattr(band, "sprite", counted)
    board = game_over_board()
    _, texts = band_layout(board, 1100)
    assert len(drawn) == 2
    widths = [band.sprite_width(text, "serif-italic", size) for text, size in drawn]
    assert [t.image.width for t in texts[-2:]] == widths

def test_a_count_badge_of_13_is_not_covered_by_the_next_counter() -> None:
    side = side_style("Red", "#b02226")
    face = Chit(side, "infantry", "4", 13)
    alone, row = Canvas(Image.new("RGBA", (200, 100))), Canvas(Image.new("RGBA", (200, 100)))
    size = 40
    paste_row(alone, [face], (50 + size / 2, 50), size)
    paste_row(row, [face, face], (50 + size + size // 10, 50), size)
    left, top, right, bottom = badge_box(13, size)
    middle = (top + bottom) / 2
    region = (round(50 + left + 4), round(30 + middle - 3), round(50 + right - 4), round(30 + middle + 3))
    difference = ImageChops.difference(alone.image.crop(region), row.image.crop(region)).convert("L")
    assert difference.getextrema()[1] <= 40


def test_counters_are_drawn_by_piece_kind_and_flags() -> None:
    """Each kind has its own symbol; a leader or fort under the top piece shows as a pip; face-down hides all."""
    side = side_style("Red", "#b02226")
    images = {kind: counter(Chit(side, kind, None, 1), 40).tobytes() for kind in PIECE_KINDS}
    assert len(set(images.values())) == len(PIECE_KINDS)
    stack = chit(side, [PieceView(side="r", kind="cavalry", strength=3), PieceView(side="r", kind="leader", strength=1),
                        PieceView(side="r", kind="fort", strength=4)])  # fmt: skip
    assert (stack.kind, stack.pips, stack.figure, stack.count) == ("cavalry", ("leader", "fort"), "8", 3)
    hidden = chit(side, [PieceView(side="r", kind="leader", face_down=True, count=2)])
    assert (hidden.kind, hidden.figure, hidden.pips) == ("", None, ())


def test_six_sides_get_six_colours_with_readable_ink() -> None:
    board = BoardView(ruleset="napoleon", title="t", turn="1", phase="p",
                      sides=[SideView(id=f"s{n}", name=f"Side {n}", colour=c) for n, c in enumerate(SIX)])  # fmt: skip
    styles = [style_of(board, f"s{n}") for n in range(6)]
    assert len({s.face for s in styles}) == len({s.wash for s in styles}) == 6
    for style in styles:
        light, dark = sorted((luminance(style.face), luminance(style.ink)))
        assert (dark + 0.05) / (light + 0.05) >= 3.0


def test_the_legend_shows_what_is_drawn_and_the_rulesets_tags() -> None:
    board = next(maps("napoleon", 1))
    drawn = Drawn()
    base = base_layer("napoleon")
    space_strokes(base, board, drawn)
    symbols = [item[0] for item in legend_items(board, drawn)]
    assert "kind:army" in symbols and "kind:infantry" not in symbols
    assert "token:R1–R4" in symbols


@pytest.mark.parametrize("ruleset", ["independence", "napoleon"])
def test_the_detail_inset_is_legible_at_inline_width(ruleset: str) -> None:
    """Every posted map with a focus gets an inset whose scale at 550 px wide is at least 60 %, showing the
    first focus space."""
    base = base_layer(ruleset)
    width, height = base.plain.size
    checked = 0
    for board in maps(ruleset, 2):
        if not board.focus:
            continue
        inset = inset_for(base, board, width, height)
        assert inset is not None, f"{board.turn} {board.phase}: no inset for {board.focus}"
        assert inset.scale * INLINE_WIDTH / width >= LEGIBLE_SCALE
        x, y = base.data.territory(board.focus[0]).stack
        x0, y0, x1, y1 = inset.region
        assert x0 <= x <= x1 and y0 <= y + 64 <= y1
        checked += 1
    assert checked > 0
