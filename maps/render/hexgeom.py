"""Pixel geometry of a hex map: where a four-digit hex lies on the canvas, its corners, its sides.

The grid follows the SPI convention of ``rules.core.hexes`` (flat-topped hexes, columns across, even columns
half a hex lower); the renderer may not import the rules, so the few lines it needs are here.
"""

import math
from dataclasses import dataclass

from maps.render.layout import BAND_HEIGHT
from maps.schema import HexMapData

SQRT3 = math.sqrt(3)
Pixel = tuple[float, float]


def split(number: str) -> tuple[int, int]:
    """Column and row of a four-digit hex number."""
    if len(number) != 4 or not number.isdigit():
        raise ValueError(f"{number!r} is not a four-digit hex number")
    return int(number[:2]), int(number[2:])


@dataclass(frozen=True)
class HexLayout:
    """Places hexes of radius ``radius`` with the top-left hex's bounding box at (``left``, ``top``)."""

    radius: float
    left: float
    top: float

    @classmethod
    def of(cls, data: HexMapData, scale: float = 1.0) -> "HexLayout":
        """The layout of a map's grid on its canvas (optionally scaled, for supersampled drawing)."""
        return cls(data.radius * scale, data.margin * scale, (BAND_HEIGHT + data.margin) * scale)

    def centre(self, number: str) -> Pixel:
        """The pixel centre of a hex."""
        col, row = split(number)
        r = self.radius
        return self.left + r + 1.5 * r * (col - 1), self.top + SQRT3 / 2 * r * (2 * row - 1 + (col % 2 == 0))

    def corners(self, number: str, inset: float = 0.0) -> list[Pixel]:
        """The six corners of a hex, east first, clockwise on screen (``inset`` pulls them towards the centre)."""
        x, y = self.centre(number)
        r = self.radius - inset
        return [(x + r * math.cos(math.pi / 3 * k), y + r * math.sin(math.pi / 3 * k)) for k in range(6)]

    def side(self, a: str, b: str) -> tuple[Pixel, Pixel]:
        """The two ends of the hexside between adjacent hexes ``a`` and ``b``."""
        bx, by = self.centre(b)
        nearest = sorted(self.corners(a), key=lambda p: (p[0] - bx) ** 2 + (p[1] - by) ** 2)
        return nearest[0], nearest[1]


def canvas_size(data: HexMapData) -> tuple[int, int]:
    """Width and height of the whole picture: grid, margins and the title band."""
    r = data.radius
    width = (1.5 * (data.columns - 1) + 2) * r + 2 * data.margin
    height = SQRT3 * r * (data.rows + 0.5) + 2 * data.margin + BAND_HEIGHT
    return math.ceil(width), math.ceil(height)


def numbers(data: HexMapData) -> list[str]:
    """Every hex number of the map, column by column."""
    return [f"{c:02d}{r:02d}" for c in range(1, data.columns + 1) for r in range(1, data.rows + 1)]
