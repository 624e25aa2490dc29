"""Small drawn symbols: piece kinds (NATO-style), leader star, fort, battle, compass rose. Drawn supersampled."""

import math
from functools import lru_cache

from PIL import Image, ImageDraw

from maps.render.palette import RGB

SS = 4


KIND_NAMES = {
    "infantry": "infantry",
    "cavalry": "cavalry",
    "artillery": "artillery",
    "leader": "leader",
    "fort": "fort",
    "fleet": "fleet",
    "army": "army",
    "agent": "agent",
    "militia": "militia",
    "native": "native allies",
    "marker": "marker",
}
"""The legend's word for each piece kind the renderer draws (``rules.core.board.PIECE_KINDS``)."""


def symbol_kind(kind: str) -> str:
    """The symbol drawn for a piece kind: the kind itself when the renderer knows it, else a plain marker."""
    return kind if kind in KIND_NAMES else "marker"


def draw_symbol(draw: ImageDraw.ImageDraw, kind: str, box: tuple[float, float, float, float], ink: RGB) -> None:
    """Draw the symbol of a piece kind into ``box`` (x0, y0, x1, y1), line width scaled to the box: NATO-style
    boxes for troops, a star for a leader, a ship for a fleet, a bastion for a fort."""
    x0, y0, x1, y1 = box
    w = max(1, round((y1 - y0) / 7))
    cx, cy, h = (x0 + x1) / 2, (y0 + y1) / 2, y1 - y0
    kind = symbol_kind(kind)
    if kind == "leader":
        star(draw, (cx, cy), h * 0.62, ink)
    elif kind == "fleet":
        draw.polygon([(x0, cy + h * 0.1), (x1, cy + h * 0.1), (x1 - h * 0.35, y1), (x0 + h * 0.35, y1)], fill=ink)
        draw.line([(cx, y0), (cx, cy + h * 0.1)], fill=ink, width=w)
        draw.polygon([(cx + w, y0 + h * 0.05), (cx + w, cy - h * 0.05), (cx + h * 0.45, cy - h * 0.05)], fill=ink)
    elif kind == "fort":
        bastion(draw, (cx, cy), h * 0.62, ink)
    elif kind == "agent":
        draw.ellipse((cx - h * 0.55, cy - h * 0.32, cx + h * 0.55, cy + h * 0.32), outline=ink, width=w)
        draw.ellipse((cx - h * 0.16, cy - h * 0.16, cx + h * 0.16, cy + h * 0.16), fill=ink)
    elif kind == "marker":
        draw.ellipse((cx - h * 0.4, cy - h * 0.4, cx + h * 0.4, cy + h * 0.4), outline=ink, width=w)
    else:
        _troop(draw, kind, box, ink, w)


def _troop(draw: ImageDraw.ImageDraw, kind: str, box: tuple[float, float, float, float], ink: RGB, w: int) -> None:
    """A NATO-style unit box: crossed for infantry, one diagonal for cavalry, a ball for artillery, a bar over
    the cross for an army, a broken cross for militia, a feather chevron for native allies."""
    x0, y0, x1, y1 = box
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    draw.rectangle(box, outline=ink, width=w)
    if kind in ("infantry", "cavalry", "army"):
        draw.line([(x0, y1), (x1, y0)], fill=ink, width=w)
    if kind in ("infantry", "army"):
        draw.line([(x0, y0), (x1, y1)], fill=ink, width=w)
    if kind == "army":
        draw.rectangle((x0, y0, x1, y0 + (y1 - y0) * 0.22), fill=ink)
    if kind == "artillery":
        r = (y1 - y0) * 0.2
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=ink)
    if kind == "militia":
        draw.line([(x0, y1), (cx - w, cy + w)], fill=ink, width=w)
        draw.line([(cx + w, cy - w), (x1, y0)], fill=ink, width=w)
        draw.line([(x0, y0), (cx - w, cy - w)], fill=ink, width=w)
        draw.line([(cx + w, cy + w), (x1, y1)], fill=ink, width=w)
    if kind == "native":
        draw.line([(x0 + (x1 - x0) * 0.25, y1), (cx, y0 + w), (x0 + (x1 - x0) * 0.75, y1)], fill=ink, width=w)


def bastion(draw: ImageDraw.ImageDraw, centre: tuple[float, float], radius: float, fill: RGB,
            edge: RGB | None = None, width: int = 0) -> None:  # fmt: skip
    """A five-pointed bastioned fort seen from above, with its keep as a dot."""
    cx, cy = centre
    corners = []
    for i in range(10):
        a = math.pi * i / 5 - math.pi / 2
        r = radius if i % 2 == 0 else radius * 0.62
        corners.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    draw.polygon(corners, fill=fill, outline=edge, width=width)
    if edge is not None:
        draw.ellipse((cx - radius * 0.22, cy - radius * 0.22, cx + radius * 0.22, cy + radius * 0.22), fill=edge)


def star(draw: ImageDraw.ImageDraw, centre: tuple[float, float], radius: float, fill: RGB, points: int = 5) -> None:
    """A filled star."""
    cx, cy = centre
    corners = []
    for i in range(points * 2):
        r = radius if i % 2 == 0 else radius * 0.42
        a = math.pi * i / points - math.pi / 2
        corners.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    draw.polygon(corners, fill=fill)


@lru_cache(maxsize=8)
def fort_icon(size: int, fill: RGB, edge: RGB) -> Image.Image:
    """A bastioned fort seen from above."""
    big = size * SS
    image = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    bastion(ImageDraw.Draw(image), (big / 2, big / 2), big * 0.46, fill, edge, SS * 2)
    return image.resize((size, size), Image.Resampling.LANCZOS)


@lru_cache(maxsize=4)
def barred_icon(size: int) -> Image.Image:
    """A red barred circle: the area may not be entered."""
    big = size * SS
    image = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    w = SS * 3
    draw.ellipse((w, w, big - w, big - w), fill=(250, 244, 230), outline=(170, 30, 30), width=w)
    draw.line([(big * 0.28, big * 0.28), (big * 0.72, big * 0.72)], fill=(170, 30, 30), width=w)
    return image.resize((size, size), Image.Resampling.LANCZOS)


@lru_cache(maxsize=4)
def battle_icon(size: int) -> Image.Image:
    """Crossed sabres on a red burst: a battle was fought here."""
    big = size * SS
    image = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    c = big / 2
    star(draw, (c, c), big * 0.5, (120, 20, 16), points=10)
    star(draw, (c, c), big * 0.42, (214, 58, 30), points=10)
    steel, w = (250, 244, 230), SS * 3
    m = big * 0.24
    for sx in (1, -1):
        draw.line([(c - sx * m, c + m), (c + sx * m, c - m)], fill=steel, width=w)
        hx, hy = c - sx * m * 0.55, c + m * 0.55
        draw.line([(hx - m * 0.3, hy - m * 0.3 * sx * sx), (hx + m * 0.3, hy + m * 0.3)], fill=steel, width=w)
    return image.resize((size, size), Image.Resampling.LANCZOS)


def compass_rose(radius: int, ink: RGB, paper: RGB, accent: RGB) -> Image.Image:
    """An eight-point compass rose with N, E, S, W."""
    big = radius * 2 * SS
    image = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    c = big / 2
    r = c * 0.78
    draw.ellipse((c - r * 0.62, c - r * 0.62, c + r * 0.62, c + r * 0.62), outline=ink, width=SS)
    draw.ellipse((c - r * 0.7, c - r * 0.7, c + r * 0.7, c + r * 0.7), outline=ink, width=SS)
    for i in range(8):
        a = math.pi * i / 4 - math.pi / 2
        length = r if i % 2 == 0 else r * 0.6
        width = r * (0.16 if i % 2 == 0 else 0.12)
        tip = (c + length * math.cos(a), c + length * math.sin(a))
        left = (c + width * math.cos(a - math.pi / 2), c + width * math.sin(a - math.pi / 2))
        right = (c + width * math.cos(a + math.pi / 2), c + width * math.sin(a + math.pi / 2))
        draw.polygon([tip, left, (c, c)], fill=accent if i % 2 == 0 else ink)
        draw.polygon([tip, right, (c, c)], fill=paper)
        draw.line([tip, left, (c, c), right, tip], fill=ink, width=SS)
    return image.resize((radius * 2, radius * 2), Image.Resampling.LANCZOS)
