"""The per-call overlay: control washes, last-move arrows, stacks, markers and battles."""

import math

from PIL import Image, ImageDraw

from maps.render.base import BaseLayer
from maps.render.counters import group_width, paste_stacks, row_extent, stack_sprite
from maps.render.geometry import on_canvas
from maps.render.icons import barred_icon, battle_icon, fort_icon
from maps.render.palette import STYLE, Side, side_style
from maps.render.text import sprite
from rules.core.board import BoardView

ARROW_SS = 2


def holdings(board: BoardView) -> dict[str, Side]:
    """Who holds each controlled territory, as drawing styles."""
    return {tid: _side(board, area.controller) for tid, area in board.areas.items() if area.controller is not None}


def draw_arrows(canvas: Image.Image, base: BaseLayer, board: BoardView) -> None:
    """An arrow per move since the last map, from stack to stack, in the mover's colour."""
    anchors = {t.id: on_canvas(t.stack) for t in base.data.territories}
    for arrow in board.arrows:
        if arrow.origin in anchors and arrow.destination in anchors and arrow.origin != arrow.destination:
            _arrow(
                canvas, anchors[arrow.origin], anchors[arrow.destination], _side(board, arrow.side), base.data.counter
            )


def draw_stacks(canvas: Image.Image, base: BaseLayer, board: BoardView) -> None:
    """Counters for every stack, markers to their left, a battle burst to their right."""
    battles = set(board.battles)
    for territory in base.data.territories:
        area = board.areas.get(territory.id)
        centre = on_canvas(territory.stack)
        size = counter_size(base.data.counter, len(area.stacks) if area else 0, territory.stack_width)
        sprites = [stack_sprite(_side(board, s.side), s, size) for s in area.stacks if s.count > 0] if area else []
        if sprites:
            paste_stacks(canvas, sprites, centre, size)
        half = group_width(max(len(sprites), 1), size) / 2
        markers = area.markers if area else []
        if markers:
            _markers(canvas, markers, (centre[0] - half - 14, centre[1]))
        if territory.id in battles or any(m.lower() == "battle" for m in markers):
            icon = battle_icon(30)
            canvas.paste(icon, (round(centre[0] + half + 6), round(centre[1] - 15)), icon)


def counter_size(size: int, stacks: int, room: float) -> int:
    """The counter size for ``stacks`` side by side in ``room`` pixels: the map's, shrunk to fit (to 72% at most)."""
    if stacks < 2 or room <= 0 or group_width(stacks, size) <= room:
        return size
    fitting = int(room / (stacks + (stacks - 1) / 5))
    return max(fitting, int(size * 0.72))


def stack_extent(counter: int, room: float, most: int = 2) -> tuple[float, float, float, float]:
    """The box (relative to the stack anchor: left, top, right, bottom) the counters of 1 to ``most`` stacks
    paint in a territory with ``room`` for them, as ``draw_stacks`` sizes them."""
    boxes = [row_extent(n, counter_size(counter, n, room)) for n in range(1, most + 1)]
    return (min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes))


def _side(board: BoardView, side: str) -> Side:
    return side_style(board.ruleset, side, board.sides)


def _markers(canvas: Image.Image, markers: list[str], right_centre: tuple[float, float]) -> None:
    """Markers in a column to the left of the counters (a battle marker is drawn as the battle burst instead)."""
    shown = [m for m in markers if m.lower() != "battle"][:3]
    x, y = right_centre
    for index, marker in enumerate(shown):
        icon = marker_icon(marker)
        cy = y + (index - (len(shown) - 1) / 2) * 24
        canvas.paste(icon, (round(x - icon.width / 2), round(cy - icon.height / 2)), icon)


def marker_icon(marker: str) -> Image.Image:
    """A fort, a barred circle for impassable, or a small token: ``name:value`` shows the initial and value."""
    key, _, value = marker.lower().partition(":")
    if key.startswith("fort"):
        return fort_icon(22, STYLE.halo, STYLE.ink)
    if key == "impassable":
        return barred_icon(22)
    letters = (key[:1].upper() + value) if value else "".join(w[0] for w in key.replace("_", " ").split())[:2].upper()
    return sprite(letters or "?", "sans-bold", 14, "#342618", "#f6eed6", 3)


def _arrow(canvas: Image.Image, start: tuple[float, float], end: tuple[float, float], side: Side, counter: int) -> None:
    """A haloed arrow drawn supersampled in a small crop, stopping short of the counters at both ends."""
    (x0, y0), (x1, y1) = start, end
    length = math.hypot(x1 - x0, y1 - y0)
    if length < 12:
        return
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    gap = min(counter * 0.75, length * 0.3)
    x0, y0, x1, y1 = x0 + ux * gap, y0 + uy * gap, x1 - ux * gap, y1 - uy * gap
    left, top = int(min(x0, x1)) - 16, int(min(y0, y1)) - 16
    width, height = int(abs(x1 - x0)) + 34, int(abs(y1 - y0)) + 34
    s = ARROW_SS
    layer = Image.new("RGBA", (width * s, height * s), (0, 0, 0, 0))
    draw = ImageDraw.Draw(layer)

    def local(px: float, py: float) -> tuple[float, float]:
        return (px - left) * s, (py - top) * s

    head, wing = min(16.0, length * 0.25), min(9.0, length * 0.15)
    bx, by = x1 - ux * head, y1 - uy * head
    tip = local(x1, y1)
    corners = [tip, local(bx - uy * wing, by + ux * wing), local(bx + uy * wing, by - ux * wing)]
    for colour, shaft, outline in ((STYLE.halo, 9, 3), (side.face, 5, 0)):
        draw.line([local(x0, y0), local(bx, by)], fill=colour + (255,), width=shaft * s)
        draw.polygon(corners, fill=colour + (255,), outline=colour + (255,), width=outline * s)
    layer = layer.reduce(s)
    canvas.paste(layer, (left, top), layer)
