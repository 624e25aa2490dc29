"""The Straits map: seven lands on two shores and an island, three seas between them (the sea layer).

Armies live in lands, fleets in seas. Lands border lands (ST-MOVE-1), seas border seas (ST-MOVE-2), and a
coast joins a land to a sea: an army crosses a sea from coast to coast where its side has a fleet (ST-MOVE-3).
"""

from rules.core.areas import Area, AreaMap

SEATS = ("Red", "Blue", "Green")
SIDE_COLOURS: dict[str, str] = {"Red": "#b02226", "Blue": "#264680", "Green": "#2e7d32"}
HOMES: dict[str, str] = {"Red": "Aldmark", "Blue": "Carrow", "Green": "Eskby"}
HOME_SEAS: dict[str, str] = {"Red": "West Sea", "Blue": "East Sea", "Green": "The Narrows"}

LANDS = ("Aldmark", "Brenholt", "Carrow", "Dunmere", "Eskby", "Falhaven", "Gale")
SEAS = ("West Sea", "The Narrows", "East Sea")

_LAND_BORDERS = [("Aldmark", "Brenholt"), ("Brenholt", "Carrow"), ("Dunmere", "Eskby"), ("Eskby", "Falhaven")]
_SEA_BORDERS = [("West Sea", "The Narrows"), ("The Narrows", "East Sea")]
_COASTS = [
    ("Aldmark", "West Sea"),
    ("Dunmere", "West Sea"),
    ("Gale", "West Sea"),
    ("Brenholt", "The Narrows"),
    ("Eskby", "The Narrows"),
    ("Gale", "The Narrows"),
    ("Carrow", "East Sea"),
    ("Falhaven", "East Sea"),
    ("Gale", "East Sea"),
]

MAP = AreaMap.build(
    [Area(id=a, name=a, layer="land") for a in LANDS] + [Area(id=s, name=s, layer="sea") for s in SEAS],
    _LAND_BORDERS + _SEA_BORDERS + _COASTS,
)


def is_sea(area: str) -> bool:
    """True for an area of the sea layer."""
    return MAP.areas[area].layer == "sea"


def land_neighbours(land: str) -> list[str]:
    """The lands an army may march to from ``land`` (ST-MOVE-1)."""
    return [a for a in MAP.neighbours(land) if not is_sea(a)]


def sea_neighbours(sea: str) -> list[str]:
    """The seas a fleet may sail to from ``sea`` (ST-MOVE-2)."""
    return [a for a in MAP.neighbours(sea) if is_sea(a)]
