"""Small drawn symbols: unit types (NATO-style), leader star, fort, battle, compass rose. Drawn supersampled."""

import math
from functools import lru_cache

from PIL import Image, ImageDraw

from maps.render.palette import RGB

SS = 4


def unit_symbol(unit: str | None, leader: bool = False) -> str:
    """The symbol kind for a unit's name: leader, ship, cavalry, artillery, or infantry (also for no name)."""
    name = (unit or "").lower()
    if leader or any(w in name for w in ("general", "leader", "admiral", "captain", "baron", "marshal", "napoleon")):
        return "leader"
    if any(w in name for w in ("ship", "frigate", "fleet", "navy", "naval", "sloop")):
        return "ship"
    if any(w in name for w in ("cavalry", "dragoon", "hussar", "horse", "cuirass", "lancer")):
        return "cavalry"
    if any(w in name for w in ("artillery", "gun", "cannon", "battery")):
        return "artillery"
    return "infantry"


def draw_symbol(draw: ImageDraw.ImageDraw, kind: str, box: tuple[float, float, float, float], ink: RGB) -> None:
    """Draw a unit symbol into ``box`` (x0, y0, x1, y1) with line width scaled to the box."""
    x0, y0, x1, y1 = box
    w = max(1, round((y1 - y0) / 7))
    if kind == "leader":
        star(draw, ((x0 + x1) / 2, (y0 + y1) / 2), (y1 - y0) * 0.62, ink)
        return
    if kind == "ship":
        cx, cy, h = (x0 + x1) / 2, (y0 + y1) / 2, y1 - y0
        draw.polygon([(x0, cy + h * 0.1), (x1, cy + h * 0.1), (x1 - h * 0.35, y1), (x0 + h * 0.35, y1)], fill=ink)
        draw.line([(cx, y0), (cx, cy + h * 0.1)], fill=ink, width=w)
        draw.polygon([(cx + w, y0 + h * 0.05), (cx + w, cy - h * 0.05), (cx + h * 0.45, cy - h * 0.05)], fill=ink)
        return
    draw.rectangle(box, outline=ink, width=w)
    if kind in ("infantry", "cavalry"):
        draw.line([(x0, y1), (x1, y0)], fill=ink, width=w)
    if kind == "infantry":
        draw.line([(x0, y0), (x1, y1)], fill=ink, width=w)
    if kind == "artillery":
        r = (y1 - y0) * 0.2
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=ink)


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
    draw = ImageDraw.Draw(image)
    c, r = big / 2, big * 0.46
    corners = []
    for i in range(10):
        a = math.pi * i / 5 - math.pi / 2
        rr = r if i % 2 == 0 else r * 0.62
        corners.append((c + rr * math.cos(a), c + rr * math.sin(a)))
    draw.polygon(corners, fill=fill, outline=edge, width=SS * 2)
    draw.ellipse((c - r * 0.22, c - r * 0.22, c + r * 0.22, c + r * 0.22), fill=edge)
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
