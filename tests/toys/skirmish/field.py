"""The Skirmish field: a 10×8 hex grid (SPI numbers 0101–1008) with woods, towns and a hill, the two armies'
order of battle, and what each terrain costs and hides."""

from dataclasses import dataclass

from rules.core.hexes import Hex, parse_hex
from rules.core.hexgrid import HexGrid, MoveCosts

SEATS = ("Swedes", "Imperials")
SIDE_COLOURS: dict[str, str] = {"Swedes": "#1f4e9c", "Imperials": "#c9a227"}

WOODS, TOWN, HILL = "woods", "town", "hilltop"
# SK-LOS-1: woods, towns and hilltops block sight through them (a firer on a hilltop ignores the near half).
BLOCKS_SIGHT = frozenset({WOODS, TOWN, HILL})
# SK-MOVE-1: movement points to enter a hex.
COSTS = MoveCosts(terrain={"clear": 1, TOWN: 1, WOODS: 2, HILL: 2})
# SK-CRT-2: a defender in these hexes shifts the combat column one to the left.
COVER = frozenset({WOODS, TOWN, HILL})

TOWNS: dict[str, str] = {"0504": "Breitenfeld", "0605": "Göbschelwitz"}
_TERRAIN = {"0405": WOODS, "0406": WOODS, "0603": WOODS, "0703": HILL, "0306": HILL, "0302": WOODS} | {
    number: TOWN for number in TOWNS
}
GRID = HexGrid.build(10, 8, {parse_hex(n): t for n, t in _TERRAIN.items()})


@dataclass(frozen=True)
class UnitType:
    """A kind of unit: its strength at full, movement allowance, fire range (0: none), and whether it exerts a
    zone of control (SK-ZOC-1: artillery does not)."""

    name: str
    strength: int
    movement: int
    range: int = 0
    zoc: bool = True


TYPES = {
    "foot": UnitType("Foot", 4, 3),
    "horse": UnitType("Horse", 3, 5),
    "guns": UnitType("Guns", 2, 2, range=3, zoc=False),
}

# SK-SETUP-1: (name, side, type, hex)
ORDER_OF_BATTLE = [
    ("Blue Brigade", "Swedes", "foot", "0203"),
    ("Yellow Brigade", "Swedes", "foot", "0205"),
    ("Finnish Horse", "Swedes", "horse", "0107"),
    ("Swedish Guns", "Swedes", "guns", "0204"),
    ("Tilly's Tercio", "Imperials", "foot", "0903"),
    ("Fürstenberg's Foot", "Imperials", "foot", "0905"),
    ("Pappenheim's Horse", "Imperials", "horse", "1002"),
    ("Imperial Guns", "Imperials", "guns", "0904"),
]


def terrain(number: str) -> str:
    """The terrain of a hex given by its number."""
    return GRID.terrain_of(parse_hex(number))


def hex_name(number: str) -> str:
    """A hex as players read it: its number, and the town's name if it has one."""
    return f"{number} ({TOWNS[number]})" if number in TOWNS else number


def on_map(number: str) -> Hex | None:
    """The hex a typed number names if it is on the field, else None."""
    try:
        found = parse_hex(number)
    except ValueError:
        return None
    return found if GRID.contains(found) else None
