"""Colours: the period map style shared by every map, and each side's counter face, ink and wash, all derived
from the one colour its ruleset declares (``SideView.colour``)."""

import colorsys
from dataclasses import dataclass
from functools import lru_cache

from rules.core.board import BoardView

RGB = tuple[int, int, int]


@dataclass(frozen=True)
class Style:
    """The ink and paper colours of the base map."""

    sea: RGB = (176, 203, 214)
    sea_line: RGB = (120, 160, 181)
    land: RGB = (240, 228, 196)
    neutral: RGB = (220, 211, 186)
    coast: RGB = (92, 74, 50)
    border: RGB = (112, 84, 56)
    river: RGB = (74, 122, 160)
    ink: RGB = (52, 38, 24)
    sea_ink: RGB = (46, 86, 118)
    halo: RGB = (246, 238, 214)
    band: RGB = (58, 44, 30)
    band_ink: RGB = (246, 236, 210)
    frame: RGB = (60, 46, 32)


@dataclass(frozen=True)
class Side:
    """How one side is drawn: its name for the legend, the counter face and ink, the wash on its land."""

    name: str
    face: RGB
    ink: RGB
    wash: RGB


STYLE = Style()
PAPER: RGB = (250, 244, 230)
UNKNOWN_COLOUR = "#6e6e6e"
"""A side the board view does not declare (a ruleset's mistake) is drawn grey rather than refused."""


def hex_colour(rgb: RGB) -> str:
    """``#rrggbb`` for an RGB triple (the text sprite cache keys on strings)."""
    return "#{:02x}{:02x}{:02x}".format(*rgb)


def parse_colour(text: str) -> RGB:
    """An RGB triple from ``#rrggbb`` (or ``rrggbb``); ValueError for anything else."""
    digits = text.strip().lstrip("#")
    if len(digits) != 6:
        raise ValueError(f"not a #rrggbb colour: {text!r}")
    return int(digits[0:2], 16), int(digits[2:4], 16), int(digits[4:6], 16)


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """``a`` blended towards ``b`` by ``t`` (0: a, 1: b)."""
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


def luminance(rgb: RGB) -> float:
    """Relative luminance (0 black .. 1 white), for choosing ink that reads on a face."""
    r, g, b = (((c / 255) / 12.92 if c / 255 <= 0.04045 else ((c / 255 + 0.055) / 1.055) ** 2.4) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


@lru_cache(maxsize=256)
def side_style(name: str, colour: str) -> Side:
    """A side's drawing colours from its one colour: the face is the colour, the ink paper or dark brown
    (whichever contrasts more), the wash the same hue lighter and a little greyer, so names stay readable on it."""
    face = parse_colour(colour)
    dark: RGB = (34, 26, 18)
    ink = PAPER if luminance(face) < 0.3 else dark
    hue, light, saturation = colorsys.rgb_to_hls(*(c / 255 for c in face))
    r, g, b = colorsys.hls_to_rgb(hue, min(0.62, light + 0.16), saturation * 0.8)
    return Side(name, face, ink, (round(r * 255), round(g * 255), round(b * 255)))


def board_sides(board: BoardView) -> dict[str, Side]:
    """Every side the board declares, by id, as drawing styles."""
    return {s.id: side_style(s.name, s.colour) for s in board.sides}


def style_of(board: BoardView, side_id: str) -> Side:
    """The drawing style of ``side_id``; an undeclared side is drawn grey under its own id."""
    side = board.side(side_id)
    if side is None:
        return side_style(side_id.replace("_", " ").title(), UNKNOWN_COLOUR)
    return side_style(side.name, side.colour)
