"""The title band: game title, turn and phase on the left; who must act and whose view it is on the right."""

from PIL import Image, ImageDraw

from maps.render.layout import BAND_HEIGHT
from maps.render.palette import STYLE, hex_colour, side_style
from maps.render.text import sprite
from rules.core.board import BoardView


def draw_band(canvas: Image.Image, board: BoardView) -> None:
    """Draw the band texts over the band background of the base layer."""
    ink = hex_colour(STYLE.band_ink)
    title = sprite(board.title, "serif-bold", 26, ink)
    canvas.paste(title, (14, 2), title)
    turn = " · ".join(part for part in (board.turn, board.phase) if part)
    line = sprite(turn, "serif", 19, "#e3cf9a")
    canvas.paste(line, (16, 34), line)
    if board.notes:
        notes = sprite("   ·   ".join(board.notes), "serif-italic", 17, "#cdb98a")
        room = canvas.width - 260 - (line.width + 40)
        canvas.paste(notes.crop((0, 0, min(notes.width, room), notes.height)), (line.width + 40, 35),
                     notes.crop((0, 0, min(notes.width, room), notes.height)))  # fmt: skip
    right = canvas.width - 16
    if board.to_act:
        x = right
        for side in reversed(board.to_act):
            style = side_style(board.ruleset, side, board.sides)
            name = sprite(style.name, "sans-bold", 17, hex_colour(style.ink))
            x -= name.width + 10
            ImageDraw.Draw(canvas).rounded_rectangle(
                (x - 2, 8, x + name.width + 4, 32), radius=5, fill=style.face, outline=STYLE.band_ink
            )
            canvas.paste(name, (x + 1, 7), name)
            x -= 6
        label = sprite("To act:", "serif", 19, ink)
        canvas.paste(label, (x - label.width, 6), label)
    view = "Public map" if board.viewer is None else f"Private view: {side_style(board.ruleset, board.viewer).name}"
    viewer = sprite(view, "serif-italic", 17, "#e3cf9a" if board.viewer is None else "#f2c14e")
    canvas.paste(viewer, (right - viewer.width + 4, BAND_HEIGHT - viewer.height - 2), viewer)
