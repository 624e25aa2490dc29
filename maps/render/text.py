"""Bundled fonts and cached text sprites.

Fonts live in ``fonts/`` at the repository root (``COURIER_FONTS`` overrides the folder). EB Garamond is the
period serif for names and titles, Source Sans 3 the clear sans for numbers and small print.

FreeType lays out and draws each glyph of these variable fonts anew (about 7 µs to measure and 20 µs to draw a
glyph), and a map's band notes ("Americans: 21 territories, treasury 112") are new at nearly every phase. So a
text of several words is measured and drawn from its words, each measured and drawn once and kept: with whole-pixel
advances (hinted, and no kerning in the basic layout) the words placed at their pens give the very pixels and box
the whole text would.
"""

import os
import re
from functools import lru_cache
from pathlib import Path
from typing import Literal

from PIL import Image, ImageChops, ImageDraw, ImageFont

from maps.render.geometry import enclosing

Face = Literal["serif", "serif-bold", "serif-italic", "sans", "sans-bold"]

_FILES: dict[Face, tuple[str, str]] = {
    "serif": ("EBGaramond-VF.ttf", "Medium"),
    "serif-bold": ("EBGaramond-VF.ttf", "Bold"),
    "serif-italic": ("EBGaramond-Italic-VF.ttf", "Medium Italic"),
    "sans": ("SourceSans3-VF.ttf", "Regular"),
    "sans-bold": ("SourceSans3-VF.ttf", "Bold"),
}


def fonts_dir() -> Path:
    """The folder holding the bundled fonts."""
    override = os.environ.get("COURIER_FONTS")
    if override:
        return Path(override)
    return Path(__file__).resolve().parents[2] / "fonts"


@lru_cache(maxsize=128)
def font(face: Face, size: int) -> ImageFont.FreeTypeFont:
    """A font object for one face and pixel size (one object per weight: variations are per object)."""
    filename, weight = _FILES[face]
    loaded = ImageFont.truetype(str(fonts_dir() / filename), size, layout_engine=ImageFont.Layout.BASIC)
    loaded.set_variation_by_name(weight)
    return loaded


def text_size(text: str, face: Face, size: int, tracking: int = 0) -> tuple[int, int]:
    """Width and height in pixels of ``text`` set in one line (``tracking``: extra pixels between letters)."""
    left, top, right, bottom = text_box(text, face, size)
    return int(right - left) + tracking * max(len(text) - 1, 0), int(bottom - top)


WORDS = re.compile(r" +|[^ ]+")
"""A text's words and the runs of spaces between them."""


def text_box(text: str, face: Face, size: int) -> tuple[int, int, int, int]:
    """``text``'s box as the font gives it (``getbbox``), from its words' boxes placed at their pens."""
    placed = _placed_words(text, face, size)
    if placed is None:
        return _box(text, face, size)
    return enclosing((pen + a, b, pen + c, d) for word, pen in placed for a, b, c, d in [_box(word, face, size)])


def _placed_words(text: str, face: Face, size: int) -> list[tuple[str, int]] | None:
    """Each word (and run of spaces) of ``text`` with its pen's x; None for one word, or where an advance is not
    a whole pixel (the words' own drawings would then not be the text's)."""
    words = WORDS.findall(text)
    if len(words) < 2:
        return None
    placed, pen = [], 0.0
    for word in words:
        placed.append((word, int(pen)))
        pen += _advance(word, face, size)
        if not pen.is_integer():
            return None
    return placed


@lru_cache(maxsize=4096)
def _box(text: str, face: Face, size: int) -> tuple[int, int, int, int]:
    left, top, right, bottom = font(face, size).getbbox(text)
    return int(left), int(top), int(right), int(bottom)


@lru_cache(maxsize=4096)
def _advance(text: str, face: Face, size: int) -> float:
    return font(face, size).getlength(text)


@lru_cache(maxsize=1024)
def sprite(
    text: str,
    face: Face,
    size: int,
    fill: str,
    halo: str | None = None,
    halo_width: int = 2,
    tracking: int = 0,
) -> Image.Image:
    """``text`` rendered once as an RGBA sprite (optionally with a halo), cached for pasting."""
    placed = None if halo or tracking else _placed_words(text, face, size)
    if placed is not None:
        return _from_words(text, placed, face, size, fill)
    measured = font(face, size)
    pad = _pad(halo, halo_width)
    image = _blank(sprite_width(text, face, size, halo, halo_width, tracking), measured, pad)
    draw = ImageDraw.Draw(image)
    width_of_halo = halo_width if halo else 0
    x: float = pad - text_box(text, face, size)[0] if text else pad
    for chunk in text if tracking else [text]:
        draw.text((x, pad), chunk, font=measured, fill=fill, stroke_width=width_of_halo, stroke_fill=halo)
        x += measured.getlength(chunk) + tracking
    return image


def _from_words(text: str, placed: list[tuple[str, int]], face: Face, size: int, fill: str) -> Image.Image:
    """``sprite`` of a text of several words (no halo, no tracking), made of its words' sprites: each pasted where
    the whole text's drawing puts that word, keeping the lighter of each pixel (words do not overlap; where
    nothing is drawn a sprite is clear)."""
    pad = _pad(None, 2)
    image = _blank(sprite_width(text, face, size), font(face, size), pad)
    start = pad - text_box(text, face, size)[0]
    for word, pen in placed:
        if word.strip():
            drawn = sprite(word, face, size, fill)
            x = start + pen - (pad - _box(word, face, size)[0])
            box = (x, 0, x + drawn.width, drawn.height)
            image.paste(ImageChops.lighter(image.crop(box), drawn), box)
    return image


def _blank(width: int, measured: ImageFont.FreeTypeFont, pad: int) -> Image.Image:
    ascent, descent = measured.getmetrics()
    return Image.new("RGBA", (width, ascent + descent + 2 * pad), (0, 0, 0, 0))


@lru_cache(maxsize=1024)
def sprite_width(
    text: str, face: Face, size: int, halo: str | None = None, halo_width: int = 2, tracking: int = 0
) -> int:
    """The width of ``sprite``'s image for the same text and style, measured without drawing it (kept: a phase's
    maps measure the same notes)."""
    return text_size(text, face, size, tracking)[0] + 2 * _pad(halo, halo_width) + 2


def _pad(halo: str | None, halo_width: int) -> int:
    return halo_width + 2 if halo else 2


def paste_centred(target: Image.Image, image: Image.Image, centre: tuple[float, float]) -> None:
    """Alpha-paste ``image`` so that its centre falls on ``centre``."""
    x = round(centre[0] - image.width / 2)
    y = round(centre[1] - image.height / 2)
    target.paste(image, (x, y), image)
