"""The battlefield north of Leipzig at about 175 m a hex (rulings BF-MAP-1 … BF-MAP-7, see MAP.md).

SPI numbering (``rules.core.hexes``): columns 01–23 run from the Swedish rear edge (the 0100 hexrow, north, towards
Düben) to the Imperialist rear edge (the 2300 hexrow, south, towards Leipzig); rows 01–22 run down each column
from east (Seehausen, the Saxon side) to west (Lindenthal, Pappenheim's side). North is on the left of the map.

The ground is the open, freshly ploughed plain of the accounts: the marshy Loberbach behind the Allied line, the
gentle rise (the Galgenberg) where Tilly's great battery stood, the low heights and wood north-west of
Breitenfeld, and the villages of the field.
"""

from rules.core.hexes import Hex
from rules.core.hexgrid import HexGrid

COLUMNS = 23  # BF-MAP-2: the 0100 and 2300 hexrows are the two rear edges
ROWS = 22  # BF-MAP-1: about 3.9 km of front at 175 m a hex

TERRAINS = ("clear", "woods", "forest", "town", "hilltop")
FEATURES = ("stream", "swamp")

TOWNS: dict[Hex, str] = {  # BF-MAP-4: the villages of the field, spelt as in 1631 accounts
    Hex(3, 12): "Podelwitz",
    Hex(4, 9): "Klein-Podelwitz",
    Hex(6, 5): "Göbschelwitz",
    Hex(17, 3): "Seehausen",
    Hex(22, 9): "Wiederitzsch",
    Hex(20, 17): "Breitenfeld",
    Hex(22, 21): "Lindenthal",
}

LANDMARKS: dict[Hex, str] = {  # named ground, for the map (BF-MAP-6)
    Hex(13, 9): "Galgenberg",
    Hex(4, 6): "Loberbach",
    Hex(19, 20): "Breitenfeld Wood",
}

GALGENBERG = frozenset({Hex(14, 8), Hex(14, 9), Hex(14, 10), Hex(15, 8), Hex(15, 9), Hex(15, 10), Hex(16, 9)})
BREITENFELD_HEIGHTS = frozenset({Hex(18, 15), Hex(19, 15), Hex(19, 16), Hex(18, 16), Hex(18, 17)})
BREITENFELD_WOOD = frozenset(
    {Hex(17, 18), Hex(17, 19), Hex(17, 20), Hex(18, 17), Hex(18, 18), Hex(18, 21), Hex(19, 18), Hex(19, 21),
     Hex(20, 19), Hex(20, 20), Hex(20, 21), Hex(18, 22), Hex(19, 22)}
)  # fmt: skip
BREITENFELD_FOREST = frozenset({Hex(18, 19), Hex(18, 20), Hex(19, 19), Hex(19, 20)})
LOBER_CARR = frozenset({Hex(1, 11), Hex(1, 12), Hex(2, 12), Hex(2, 13)})

# BF-MAP-5: the Loberbach rises in wet meadows near Göbschelwitz and runs west past Klein-Podelwitz to Podelwitz,
# then north off the map towards Rackwitz. ``LOBER_BANK[row]`` is the last column north of the brook in that row.
LOBER_BANK = {2: 5, 3: 5, 4: 5, 5: 4, 6: 4, 7: 4, 8: 3, 9: 3, 10: 3, 11: 2, 12: 2}
LOBER_MARSH_ROWS = range(2, 5)  # the source meadows: swamp hexsides, not a channel


def _terrain() -> dict[Hex, str]:
    ground: dict[Hex, str] = {}
    for hexes, name in ((GALGENBERG, "hilltop"), (BREITENFELD_HEIGHTS, "hilltop"), (BREITENFELD_WOOD, "woods"),
                        (BREITENFELD_FOREST, "forest"), (LOBER_CARR, "woods")):  # fmt: skip
        for hex_ in hexes:
            ground[hex_] = f"{ground[hex_]}+{name}" if hex_ in ground else name
    ground.update({hex_: "town" for hex_ in TOWNS})
    return ground


def _north_of_lober(hex_: Hex) -> bool:
    return hex_.row in LOBER_BANK and hex_.col <= LOBER_BANK[hex_.row]


def _lober() -> list[tuple[Hex, Hex, str]]:
    """Every hexside between a hex north of the brook and its neighbour south of it, within the brook's rows."""
    rows = range(min(LOBER_BANK), max(LOBER_BANK) + 2)
    sides = []
    for row, last in LOBER_BANK.items():
        for col in range(1, last + 1):
            north = Hex(col, row)
            for other in north.neighbours():
                if other.col >= 1 and other.row in rows and not _north_of_lober(other) and other.col <= COLUMNS:
                    kind = "swamp" if row in LOBER_MARSH_ROWS and other.row in LOBER_MARSH_ROWS else "stream"
                    sides.append((north, other, kind))
    return sides


GRID = HexGrid.build(COLUMNS, ROWS, _terrain(), _lober())
SWEDISH_REAR = frozenset(GRID.column(1))  # the 0100 hexrow
IMPERIALIST_REAR = frozenset(GRID.column(COLUMNS))  # the 2300 hexrow


def terrain_of(hex_: Hex) -> str:
    """The terrain of a hex as written ("clear", "woods", "hilltop+woods" …)."""
    return GRID.terrain_of(hex_)
