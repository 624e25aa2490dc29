"""The title band: game title, turn and phase on the left, notes after them; who must act and whose view it
is on the right. Every text fits: notes shrink, then share the title's line, before anything would be cut."""

from dataclasses import dataclass

from PIL import Image

from maps.render.canvas import Canvas
from maps.render.layout import BAND_HEIGHT
from maps.render.palette import STYLE, hex_colour, style_of
from maps.render.text import sprite, sprite_width
from rules.core.board import BoardView

INK = hex_colour(STYLE.band_ink)
NOTE_SIZES = (17, 15, 13)
SEPARATOR = "   ·   "


@dataclass(frozen=True)
class Placed:
    """A text sprite and its top left on the canvas."""

    image: Image.Image
    at: tuple[int, int]

    @property
    def box(self) -> tuple[int, int, int, int]:
        """Where the sprite's inked pixels lie on the canvas."""
        x0, y0, x1, y1 = self.image.getbbox() or (0, 0, 0, 0)
        return self.at[0] + x0, self.at[1] + y0, self.at[0] + x1, self.at[1] + y1


def draw_band(canvas: Canvas, board: BoardView) -> None:
    """Draw the band texts over the band background of the base layer."""
    chips, texts = band_layout(board, canvas.width)
    draw = canvas.draw((0, 0, canvas.width, BAND_HEIGHT))
    for box, face in chips:
        draw.rounded_rectangle(box, radius=5, fill=face, outline=STYLE.band_ink)
    for placed in texts:
        canvas.paste(placed.image, placed.at, placed.image)


def band_key(board: BoardView) -> tuple[object, ...]:
    """What the band shows (``band_layout`` reads nothing else of the board): equal keys, the same band."""
    acting = tuple(style_of(board, side_id) for side_id in board.to_act)
    viewer = None if board.viewer is None else style_of(board, board.viewer).name
    return "band", board.title, board.turn, board.phase, acting, viewer, tuple(board.notes)


def band_layout(
    board: BoardView, width: int
) -> tuple[list[tuple[tuple[int, int, int, int], tuple[int, int, int]]], list[Placed]]:
    """The side chips (box, colour) and every text of the band, placed so that nothing overlaps or is cut."""
    title = Placed(sprite(board.title, "serif-bold", 26, INK), (14, 2))
    turn = Placed(sprite(" · ".join(p for p in (board.turn, board.phase) if p), "serif", 19, "#e3cf9a"), (16, 34))
    right = width - 16
    chips: list[tuple[tuple[int, int, int, int], tuple[int, int, int]]] = []
    texts = [title, turn]
    x = right
    for side_id in reversed(board.to_act):
        style = style_of(board, side_id)
        name = sprite(style.name, "sans-bold", 17, hex_colour(style.ink))
        x -= name.width + 10
        chips.append(((x - 2, 8, x + name.width + 4, 32), style.face))
        texts.append(Placed(name, (x + 1, 7)))
        x -= 6
    if board.to_act:
        label = sprite("To act:", "serif", 19, INK)
        x -= label.width
        texts.append(Placed(label, (x, 6)))
    view = "Public map" if board.viewer is None else f"Private view: {style_of(board, board.viewer).name}"
    viewer = sprite(view, "serif-italic", 17, "#e3cf9a" if board.viewer is None else "#f2c14e")
    texts.append(Placed(viewer, (right - viewer.width + 4, BAND_HEIGHT - viewer.height - 2)))
    if board.notes:
        rooms = [(turn.box[2] + 30, right - viewer.width - 20, 35), (title.box[2] + 30, x - 20, 8)]
        texts += _notes(board.notes, rooms)
    return chips, texts


def _notes(notes: list[str], rooms: list[tuple[int, int, int]]) -> list[Placed]:
    """The notes on the second line, smaller if need be; else split over the room left on both lines. Widths are
    measured first: only the texts placed are drawn."""
    for size in NOTE_SIZES:
        left, end, y = rooms[0]
        if _width(SEPARATOR.join(notes), size) <= end - left:
            return [Placed(_note(SEPARATOR.join(notes), size), (left, y))]
    for size in NOTE_SIZES:
        for cut in range(len(notes) - 1, 0, -1):
            second, first = SEPARATOR.join(notes[:cut]), SEPARATOR.join(notes[cut:])
            (l2, e2, y2), (l1, e1, y1) = rooms
            if _width(second, size) <= e2 - l2 and _width(first, size) <= e1 - l1:
                return [Placed(_note(second, size), (l2, y2)), Placed(_note(first, size), (l1, y1))]
    smallest = _note(SEPARATOR.join(notes), NOTE_SIZES[-1])
    return [Placed(smallest, (rooms[0][0], rooms[0][2]))]


def _note(text: str, size: int) -> Image.Image:
    return sprite(text, "serif-italic", size, "#cdb98a")


def _width(text: str, size: int) -> int:
    return sprite_width(text, "serif-italic", size)
