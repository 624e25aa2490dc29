"""Counters for hex maps: a unit symbol over its strength and movement ("4-6"), SPI style, cached by face.

A disrupted unit shows its other face: paper with the side's colour as ink and a striped band, so it reads as
different at a glance. A captured piece is turned upside down; a face-down piece shows only its side and "?".
"""

from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from maps.render.icons import SS, draw_symbol
from maps.render.palette import RGB
from maps.render.text import font

FACTOR_TYPE = 18  # the strength-movement figures, in fortieths of the counter
EDGE: RGB = (30, 22, 14)
PAPER: RGB = (250, 244, 230)


@dataclass(frozen=True)
class Face:
    """What one counter shows (the cache key of its sprite)."""

    colour: RGB
    ink: RGB
    kind: str
    strength: int | None = None
    movement: int | None = None
    label: str = ""
    count: int = 1
    disrupted: bool = False
    captured: bool = False
    face_down: bool = False


def ink_for(colour: RGB) -> RGB:
    """Paper ink on dark faces, dark ink on light ones."""
    r, g, b = colour
    return EDGE if 0.299 * r + 0.587 * g + 0.114 * b > 150 else PAPER


def factors(face: Face) -> str:
    """The printed factors: "strength-movement", one of them, or nothing."""
    shown = [str(v) for v in (face.strength, face.movement) if v is not None]
    return "-".join(shown)


@lru_cache(maxsize=1024)
def hex_counter(face: Face, size: int) -> Image.Image:
    """The counter sprite, ``size`` pixels square plus a border of ``size // 8`` for its shadow and badge."""
    m = size // 8
    u = SS * size / 40
    full = (size + 2 * m) * SS
    image = Image.new("RGBA", (full, full), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    c, s, line = m * SS, size * SS, max(1, round(1.2 * u))
    paper, ink = (PAPER, _deepen(face.colour)) if face.disrupted else (face.colour, face.ink)
    draw.rounded_rectangle((c + 2 * u, c + 2 * u, c + s + 2 * u, c + s + 2 * u), radius=4 * u, fill=(0, 0, 0, 80))
    draw.rounded_rectangle((c, c, c + s, c + s), radius=4 * u, fill=paper, outline=EDGE, width=line)
    if face.disrupted:
        reach = 0.34 if face.label else 0.45  # a smaller corner clear of the label
        corner = [(c + s * (1 - reach), c), (c + s - 3 * u, c), (c + s, c + 3 * u), (c + s, c + s * reach)]
        draw.polygon(corner, fill=face.colour)
        draw.rounded_rectangle((c + 2 * u, c + 2 * u, c + s - 2 * u, c + s - 2 * u), radius=3 * u,
                               outline=face.colour, width=round(3 * u))  # fmt: skip
        type_, at = (8, 4.6) if face.label else (10, 6)
        draw.text((c + s - at * u, c + at * u), "D", font=font("sans-bold", round(type_ * u)), fill=PAPER, anchor="mm")
    if face.face_down:
        draw.text((c + s / 2, c + s / 2), "?", font=font("sans-bold", round(26 * u)), fill=ink, anchor="mm")
    else:
        _front(draw, face, (c, s, u), ink)
    if face.count > 1:
        r = 8 * u
        bx, by = c + s - 1 * u, c + 1 * u
        draw.ellipse((bx - r, by - r, bx + r, by + r), fill=PAPER, outline=EDGE, width=line)
        draw.text((bx, by + u), str(min(face.count, 99)), font=font("sans-bold", round(12 * u)), fill=EDGE,
                  anchor="mm")  # fmt: skip
    sprite = image.resize((size + 2 * m,) * 2, Image.Resampling.LANCZOS)
    return sprite.rotate(180) if face.captured else sprite


def _front(draw: ImageDraw.ImageDraw, face: Face, box: tuple[float, float, float], ink: RGB) -> None:
    """Symbol (and label) above the factors."""
    c, s, u = box
    text = factors(face)
    halo = max(1, round(1.5 * u)) if face.disrupted else 0  # a paper halo keeps figures clear of the frame
    top = c + (2.5 * u if face.label else 4 * u)
    if face.label:
        room = s * 0.66 if face.disrupted else s  # left of the disrupted corner
        size = 9.0
        while size > 6 and font("sans-bold", round(size * u)).getlength(face.label) > room - 5 * u:
            size -= 0.5
        draw.text((c + room / 2 + (u if face.disrupted else 0), top), face.label,
                  font=font("sans-bold", round(size * u)), fill=ink, anchor="mt", stroke_width=halo,
                  stroke_fill=PAPER)  # fmt: skip
        top += 9.5 * u
    height = 11 * u if face.label else 13 * u
    width = height * 1.55
    draw_symbol(draw, face.kind, (c + (s - width) / 2, top, c + (s + width) / 2, top + height), ink)
    if text:
        size = FACTOR_TYPE if len(text) <= 3 else FACTOR_TYPE * 0.8
        draw.text((c + s / 2, c + s - 2.5 * u), text, font=font("sans-bold", round(size * u)), fill=ink, anchor="mb",
                  stroke_width=halo, stroke_fill=PAPER)  # fmt: skip


def _deepen(colour: RGB) -> RGB:
    """A side colour darkened enough to read as ink on paper."""
    r, g, b = colour
    shade = min(1.0, 95 / max(0.299 * r + 0.587 * g + 0.114 * b, 1))
    return round(r * shade), round(g * shade), round(b * shade)
