"""Hexes with SPI four-digit numbers: parse, format, neighbours, distance, hexsides.

The convention (SPI folio style, as the Breitenfeld rules use it):

- A hex is numbered ``CCRR``: column ``CC`` (01–99) then row ``RR`` (01–99), e.g. ``0712``.
- Columns run across the map from left to right; rows run down each column. "The 2300 hexrow" means every
  hex of column 23 (``23xx``), one map edge; "the 0100 hexrow" is column 01, the opposite edge.
- Hexes are flat-topped: the hexes of one column touch along their top and bottom sides.
- Even-numbered columns sit half a hex lower than odd-numbered ones, so ``0201`` lies below and to the right of
  ``0101`` (south-east of it) and ``0101``'s north-east neighbour would be ``0200`` (off the map).

Internally a hex converts to cube coordinates (x + y + z = 0) for distance and lines; the direction names are
compass points on the printed map: N, NE, SE, S, SW, NW.
"""

from typing import NamedTuple

DIRECTIONS = ("N", "NE", "SE", "S", "SW", "NW")
_AXIAL_STEPS = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))


class Hex(NamedTuple):
    """One hex by column and row (both from 1)."""

    col: int
    row: int

    def __str__(self) -> str:
        return f"{self.col:02d}{self.row:02d}"

    @property
    def number(self) -> str:
        """The four-digit SPI number, e.g. ``"0712"``."""
        return str(self)

    def axial(self) -> tuple[int, int]:
        """Axial coordinates (q, r): q is the column, r runs down-left so that neighbours differ by one step."""
        return self.col, self.row - (self.col - 1) // 2

    def cube(self) -> tuple[int, int, int]:
        """Cube coordinates (x, y, z) with x + y + z = 0."""
        q, r = self.axial()
        return q, r, -q - r

    def neighbour(self, direction: str) -> "Hex":
        """The hex next to this one in ``direction`` (N, NE, SE, S, SW, NW); it may lie off the map."""
        dq, dr = _AXIAL_STEPS[DIRECTIONS.index(direction)]
        return from_axial(self.axial()[0] + dq, self.axial()[1] + dr)

    def neighbours(self) -> list["Hex"]:
        """The six hexes round this one, N first and clockwise (some may lie off the map or number below 1)."""
        q, r = self.axial()
        return [from_axial(q + dq, r + dr) for dq, dr in _AXIAL_STEPS]

    def distance(self, other: "Hex") -> int:
        """The number of hexes moved to go from this hex to ``other`` (adjacent hexes: 1)."""
        return cube_distance(self.cube(), other.cube())


def from_axial(q: int, r: int) -> Hex:
    """The hex with axial coordinates (q, r)."""
    return Hex(q, r + (q - 1) // 2)


def from_cube(x: int, y: int, z: int) -> Hex:
    """The hex with cube coordinates (x, y, z)."""
    if x + y + z != 0:
        raise ValueError(f"cube coordinates must sum to 0, not {x + y + z}")
    return from_axial(x, y)


def cube_distance(a: tuple[int, int, int], b: tuple[int, int, int]) -> int:
    """Hex distance between two cube coordinates."""
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]), abs(a[2] - b[2]))


def parse_hex(text: str) -> Hex:
    """The hex a four-digit number names (``"0712"``); a clear ValueError for anything else."""
    cleaned = text.strip()
    if len(cleaned) != 4 or not cleaned.isdigit():
        raise ValueError(f"{text!r} is not a hex number: use four digits, column then row, e.g. 0712")
    col, row = int(cleaned[:2]), int(cleaned[2:])
    if col < 1 or row < 1:
        raise ValueError(f"{text!r} is not a hex: column and row start at 01 (\"{cleaned[:2]}00\" names a hexrow)")
    return Hex(col, row)


def parse_hexrow(text: str) -> int:
    """The column an SPI hexrow name stands for: ``"2300"`` → 23 (every hex 23xx)."""
    cleaned = text.strip()
    if len(cleaned) != 4 or not cleaned.isdigit() or cleaned[2:] != "00" or cleaned[:2] == "00":
        raise ValueError(f"{text!r} is not a hexrow: use the column followed by 00, e.g. 2300")
    return int(cleaned[:2])


def adjacent(a: Hex, b: Hex) -> bool:
    """True when ``a`` and ``b`` share a hexside."""
    return a.distance(b) == 1


def direction_of(a: Hex, b: Hex) -> str:
    """The direction from ``a`` to its neighbour ``b`` (ValueError when they are not adjacent)."""
    for name, hex_ in zip(DIRECTIONS, a.neighbours(), strict=True):
        if hex_ == b:
            return name
    raise ValueError(f"{a} and {b} are not adjacent")


class Hexside(NamedTuple):
    """The side between two adjacent hexes, named by the pair (lower number first: order-free)."""

    a: Hex
    b: Hex

    def __str__(self) -> str:
        return f"{self.a}/{self.b}"

    def other(self, hex_: Hex) -> Hex:
        """The hex on the far side from ``hex_``."""
        if hex_ == self.a:
            return self.b
        if hex_ == self.b:
            return self.a
        raise ValueError(f"{hex_} is not on hexside {self}")


def hexside(a: Hex, b: Hex) -> Hexside:
    """The hexside between adjacent hexes ``a`` and ``b`` (the same whichever is given first)."""
    if not adjacent(a, b):
        raise ValueError(f"{a} and {b} are not adjacent: no hexside between them")
    return Hexside(a, b) if a < b else Hexside(b, a)


def parse_hexside(text: str) -> Hexside:
    """A hexside written as two hex numbers joined by ``/`` or ``-`` (``"0712/0713"``)."""
    parts = text.replace("-", "/").split("/")
    if len(parts) != 2:
        raise ValueError(f"{text!r} is not a hexside: write two adjacent hexes, e.g. 0712/0713")
    return hexside(parse_hex(parts[0]), parse_hex(parts[1]))
