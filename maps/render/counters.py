"""Stack counters: a wargame chit per stack, showing only what the BoardView gives the viewer."""

from functools import lru_cache

from PIL import Image, ImageDraw

from maps.render.icons import SS, draw_symbol, star, unit_symbol
from maps.render.palette import Side
from maps.render.text import font
from rules.core.board import StackView

EDGE = (30, 22, 14)
PAPER = (250, 244, 230)


def margin(size: int) -> int:
    """The transparent border round a counter sprite (room for depth, shadow and the count badge)."""
    return size // 4


def gap(size: int) -> int:
    """The space between two counters side by side."""
    return size // 5


def stack_sprite(side: Side, stack: StackView, size: int) -> Image.Image:
    """The counter of one stack (cached by what it shows): strength and a count badge, or, when the view gives
    neither strength nor top unit (identical armies), the number of units as the big figure."""
    top = stack.top if stack.top is not None else (stack.units[0] if stack.units else None)
    kind = unit_symbol(top, stack.leader and top is None)
    if stack.force is None and top is None:
        return counter(side, kind, stack.count, 1, stack.leader, size)
    return counter(side, kind, stack.force, stack.count, stack.leader, size)


@lru_cache(maxsize=512)
def counter(side: Side, kind: str, force: int | None, count: int, leader: bool, size: int) -> Image.Image:
    """A counter face with symbol and strength, under-counters for depth, and a count badge (drawn 4x)."""
    u = SS * size / 40
    m = margin(size)
    image = Image.new("RGBA", ((size + 2 * m) * SS,) * 2, (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    c, s, d, line = m * SS, size * SS, 3 * u, max(1, round(u))
    layers = min(max(count - 1, 0), 2)
    far = c + s + 2 * u + layers * d
    draw.rounded_rectangle((c + 2 * u, c + 2 * u + layers * d, far, far), radius=4 * u, fill=(0, 0, 0, 70))
    for layer in range(layers, 0, -1):
        o = layer * d
        draw.rounded_rectangle((c + o, c + o, c + s + o, c + s + o), radius=4 * u, fill=side.face, outline=EDGE,
                               width=line)  # fmt: skip
    draw.rounded_rectangle((c, c, c + s, c + s), radius=4 * u, fill=side.face, outline=EDGE, width=line)
    draw.rounded_rectangle((c + 3 * u, c + 3 * u, c + s - 3 * u, c + s - 3 * u), radius=2 * u,
                           outline=side.ink + (110,), width=line)  # fmt: skip
    sx, sy = c + (s - 22 * u) / 2, c + 5 * u
    draw_symbol(draw, kind, (sx, sy, sx + 22 * u, sy + 14 * u), side.ink)
    if leader and kind != "leader":
        star(draw, (c + 7 * u, c + 7 * u), 6 * u, (236, 190, 60))
    if force is not None:
        draw.text((c + s / 2, c + s - 3 * u), str(force), font=font("sans-bold", round(18 * u)), fill=side.ink,
                  anchor="mb")  # fmt: skip
    if count > 1:
        r = 9.5 * u
        bx, by = c + s + layers * d - 2 * u, c + 2 * u
        draw.ellipse((bx - r, by - r, bx + r, by + r), fill=PAPER, outline=EDGE, width=line)
        label = str(count) if count < 100 else "99+"
        draw.text((bx, by + u), label, font=font("sans-bold", round((14 if count < 10 else 11) * u)), fill=EDGE,
                  anchor="mm")  # fmt: skip
    return image.resize((size + 2 * m,) * 2, Image.Resampling.LANCZOS)


def group_width(stacks: int, size: int) -> int:
    """The width in pixels of a row of ``stacks`` counters."""
    return stacks * size + max(stacks - 1, 0) * gap(size)


def paste_stacks(canvas: Image.Image, sprites: list[Image.Image], centre: tuple[float, float], size: int) -> None:
    """Paste a row of counters centred on ``centre``."""
    x = centre[0] - group_width(len(sprites), size) / 2
    y = centre[1] - size / 2
    m = margin(size)
    for sprite in sprites:
        canvas.paste(sprite, (round(x - m), round(y - m)), sprite)
        x += size + gap(size)


def row_extent(stacks: int, size: int) -> tuple[float, float, float, float]:
    """What a row of ``stacks`` counters paints, relative to its centre (left, top, right, bottom), at worst:
    the under-counters and shadow below and to the right, the count badge over the top right corner."""
    u = size / 40
    half = group_width(max(stacks, 1), size) / 2
    return -half - 1.0, -size / 2 - 7.5 * u - 1.0, half + 13.5 * u + 1.0, size / 2 + 8 * u + 1.0
