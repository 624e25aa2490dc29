"""Render a board view on a hex map: the cached base, then arrows, counters, battles and the title band.

Spaces are four-digit hex numbers; colours come from the board's sides (``#rrggbb``), never guessed.
"""

import math
from collections.abc import Mapping
from functools import lru_cache

from PIL import Image, ImageDraw

from maps.render.encode import palette_from, to_png
from maps.render.hexbase import HexBase, hex_base
from maps.render.hexcounters import Face, hex_counter, ink_for
from maps.render.hexgeom import Pixel
from maps.render.icons import battle_icon
from maps.render.layout import BAND_HEIGHT
from maps.render.palette import RGB, STYLE, hex_colour
from maps.render.text import sprite
from rules.core.board import BoardView, PieceView

UNKNOWN_SIDE: RGB = (96, 96, 96)
COUNTER_SCALE = 1.2  # a counter's side, in hex radii
COUNTER_DROP = 0.1  # counters sit this many radii below the centre, clear of the hex number
MOST_SHOWN = 3  # counters drawn in one hex, top first; more are counted ("+2")
KINDS = ("infantry", "cavalry", "artillery", "leader")


def render_hex_map(board: BoardView) -> bytes:
    """The board drawn on its hex map (``board.map_id``, else the ruleset's map) as PNG bytes. Blocking: run it
    off the event loop."""
    map_id = board.map_id or board.ruleset
    colours, inks = side_colours(board), side_inks(board)
    palette = hex_palette(map_id, tuple(sorted({(colours[side], inks[side]) for side in colours})))
    return to_png(render_hex_frame(board, hex_base(map_id)).quantize(palette=palette, dither=Image.Dither.NONE))


def rgb(colour: str) -> RGB:
    """``#rrggbb`` as an RGB triple (ValueError for anything else)."""
    text = colour.lstrip("#")
    if len(text) != 6:
        raise ValueError(f"{colour!r} is not a #rrggbb colour")
    return int(text[0:2], 16), int(text[2:4], 16), int(text[4:6], 16)


def side_colours(board: BoardView) -> dict[str, RGB]:
    """Each side's colour as the board gives it."""
    return {side.id: rgb(side.colour) for side in board.sides}


def side_inks(board: BoardView) -> dict[str, RGB]:
    """Each side's counter ink: the board's when it gives one, else dark or paper for contrast."""
    return {side.id: rgb(side.ink) if side.ink else ink_for(rgb(side.colour)) for side in board.sides}


def render_hex_frame(board: BoardView, base: HexBase) -> Image.Image:
    """The board drawn as an RGB image."""
    canvas = base.image.copy()
    colours, inks = side_colours(board), side_inks(board)
    layout, size = base.layout, counter_size(base)
    step = layout.radius * 0.16
    for number, space in sorted(board.spaces.items()):
        if number not in base.hexes:
            continue
        x, y = layout.centre(number)
        y += layout.radius * COUNTER_DROP
        pieces = list(space.pieces)
        for depth, piece in reversed(list(enumerate(pieces[:MOST_SHOWN]))):
            sprite_ = hex_counter(face_of(piece, colours, inks), size)
            offset = depth * step
            canvas.paste(sprite_, (round(x - sprite_.width / 2 + offset), round(y - sprite_.height / 2 - offset)),
                         sprite_)  # fmt: skip
        if len(pieces) > MOST_SHOWN:
            more = sprite(f"+{len(pieces) - MOST_SHOWN}", "sans-bold", max(12, round(layout.radius * 0.38)),
                          hex_colour(STYLE.ink), hex_colour(STYLE.halo), 3)  # fmt: skip
            canvas.paste(more, (round(x - layout.radius * 0.95), round(y - more.height / 2)), more)
    for arrow in board.arrows:
        if arrow.origin in base.hexes and arrow.destination in base.hexes and arrow.origin != arrow.destination:
            colour = colours.get(arrow.side, UNKNOWN_SIDE)
            draw_arrow(canvas, layout.centre(arrow.origin), layout.centre(arrow.destination), colour, layout.radius)
    icon = battle_icon(max(16, round(layout.radius)))
    for number in (n for n in board.battles if n in base.hexes):
        x, y = layout.centre(number)
        canvas.paste(icon, (round(x + layout.radius * 0.2), round(y - layout.radius * 1.0)), icon)
    draw_hex_band(canvas, board, colours)
    return canvas


def draw_arrow(canvas: Image.Image, start: Pixel, end: Pixel, colour: RGB, radius: float) -> None:
    """A haloed arrow in the mover's colour from one hex centre towards another, stopping short of both (its head
    just outside the counter that moved)."""
    (x0, y0), (x1, y1) = start, end
    length = math.hypot(x1 - x0, y1 - y0)
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    gap, short = radius * 0.3, radius * (COUNTER_SCALE / 2 + 0.1)  # the head stops at the moved counter's edge
    x0, y0, x1, y1 = x0 + ux * gap, y0 + uy * gap, x1 - ux * short, y1 - uy * short
    head, wing = radius * 0.4, radius * 0.24
    bx, by = x1 - ux * head, y1 - uy * head
    tip = [(x1, y1), (bx - uy * wing, by + ux * wing), (bx + uy * wing, by - ux * wing)]
    draw = ImageDraw.Draw(canvas)
    for fill, shaft, outline in ((STYLE.halo, round(radius * 0.24), 3), (colour, round(radius * 0.12), 0)):
        draw.line([(x0, y0), (bx, by)], fill=fill, width=shaft)
        draw.polygon(tip, fill=fill, outline=fill, width=outline)


def counter_size(base: HexBase) -> int:
    """The side of a counter in pixels: about the square that fits inside a hex, as on the printed map."""
    return round(base.layout.radius * COUNTER_SCALE)


def face_of(piece: PieceView, colours: Mapping[str, RGB], inks: Mapping[str, RGB] | None = None) -> Face:
    """The face a piece shows in its side's colour (and ink, when the side gives one)."""
    colour = colours.get(piece.side, UNKNOWN_SIDE)
    ink = (inks or {}).get(piece.side) or ink_for(colour)
    if piece.face_down:
        return Face(colour, ink, "", count=piece.count, face_down=True)
    return Face(colour, ink, piece.kind, piece.strength, piece.movement, piece.label, piece.count,
                piece.disrupted, piece.captured)  # fmt: skip


def draw_hex_band(canvas: Image.Image, board: BoardView, colours: Mapping[str, RGB]) -> None:
    """Title, turn and phase on the left; who acts (in side colours) and whose view it is on the right."""
    ink = hex_colour(STYLE.band_ink)
    title = sprite(board.title, "serif-bold", 26, ink)
    canvas.paste(title, (14, 2), title)
    line = sprite(" · ".join(p for p in (board.turn, board.phase) if p), "serif", 19, "#e3cf9a")
    canvas.paste(line, (16, 34), line)
    names = {side.id: side.name for side in board.sides}
    x = canvas.width - 16
    draw = ImageDraw.Draw(canvas)
    for side in reversed(list(board.to_act)):
        colour = colours.get(side, UNKNOWN_SIDE)
        name = sprite(names.get(side, side), "sans-bold", 17, hex_colour(ink_for(colour)))
        x -= name.width + 10
        draw.rounded_rectangle((x - 2, 8, x + name.width + 4, 32), radius=5, fill=colour, outline=STYLE.band_ink)
        canvas.paste(name, (x + 1, 7), name)
        x -= 6
    if board.to_act:
        label = sprite("To act:", "serif", 19, ink)
        canvas.paste(label, (x - label.width, 6), label)
    view = "Public map" if board.viewer is None else f"Private view: {names.get(board.viewer, board.viewer)}"
    viewer = sprite(view, "serif-italic", 17, "#e3cf9a" if board.viewer is None else "#f2c14e")
    canvas.paste(viewer, (canvas.width - viewer.width - 12, BAND_HEIGHT - viewer.height - 2), viewer)


@lru_cache(maxsize=16)
def hex_palette(map_id: str, colours: tuple[tuple[RGB, RGB], ...]) -> Image.Image:
    """The PNG palette of a map with these side colours and inks: the base plus every counter face each side can
    show."""
    base = hex_base(map_id)
    size = counter_size(base)
    strip = Image.new("RGB", (base.image.width, (size + size // 4) * max(len(colours), 1) * 2), STYLE.land)
    for row, (colour, ink) in enumerate(colours):
        faces = [Face(colour, ink, kind, 4, 6, "", 2, disrupted, False)
                 for disrupted in (False, True) for kind in KINDS]  # fmt: skip
        faces.append(Face(colour, ink, "", face_down=True))
        for column, face in enumerate(faces):
            sprite_ = hex_counter(face, size)
            strip.paste(sprite_, (column * sprite_.width, row * 2 * sprite_.height), sprite_)
    return palette_from([base.image, strip])
