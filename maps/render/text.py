"""Bundled fonts and cached text sprites.

Fonts live in ``fonts/`` at the repository root (``COURIER_FONTS`` overrides the folder). EB Garamond is the
period serif for names and titles, Source Sans 3 the clear sans for numbers and small print.
"""

import os
from functools import lru_cache
from pathlib import Path
from typing import Literal

from PIL import Image, ImageDraw, ImageFont

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
    measured = font(face, size)
    left, top, right, bottom = measured.getbbox(text)
    return int(right - left) + tracking * max(len(text) - 1, 0), int(bottom - top)


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
    measured = font(face, size)
    pad = _pad(halo, halo_width)
    ascent, descent = measured.getmetrics()
    image = Image.new("RGBA", (sprite_width(text, face, size, halo, halo_width, tracking), ascent + descent + 2 * pad),
                      (0, 0, 0, 0))  # fmt: skip
    draw = ImageDraw.Draw(image)
    width_of_halo = halo_width if halo else 0
    x = pad - measured.getbbox(text)[0] if text else pad
    for chunk in text if tracking else [text]:
        draw.text((x, pad), chunk, font=measured, fill=fill, stroke_width=width_of_halo, stroke_fill=halo)
        x += measured.getlength(chunk) + tracking
    return image


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
