"""The two unit decks (chit piles) of the module: names, counts, speeds, forces and types (WOI-UNITS-1..3)."""

from typing import NamedTuple

AMERICANS = "Americans"
BRITISH = "British"
SIDES: tuple[str, str] = (BRITISH, AMERICANS)

LEADER, SHIP, TROOP, FORT = "L", "S", "T", "F"
SPEED_STEPS = {"F": 3, "M": 2, "S": 1, "0": 0}
"""Spaces a unit may move per activation: Fast 1-3, Medium 1-2, Slow 1, forts never (WE-MOVE-2..4, WE-MOVE-6)."""


class UnitType(NamedTuple):
    """One line of a unit deck: ``copies`` chits of this unit are in the side's pile."""

    key: str
    name: str
    side: str
    speed: str
    copies: int
    force: int
    type: str
    nation: str = ""

    @property
    def steps(self) -> int:
        """How many spaces this unit may move in one activation."""
        return SPEED_STEPS[self.speed]

    @property
    def foreign(self) -> bool:
        """French, Spanish and German units: the Americans may field them only under the French Alliance."""
        return bool(self.nation)


UNIT_TYPES: tuple[UnitType, ...] = (
    UnitType("washington", "General George Washington", AMERICANS, "F", 1, 5, LEADER),
    UnitType("greene", "General Nathaniel Greene", AMERICANS, "F", 1, 4, LEADER),
    UnitType("arnold", "General Benedict Arnold", AMERICANS, "F", 1, 5, LEADER),
    UnitType("lincoln", "General Lincoln Benjamin", AMERICANS, "F", 1, 4, LEADER),
    UnitType("gates", "General Horatio Gates", AMERICANS, "F", 1, 4, LEADER),
    UnitType("lee", "General Charles Lee", AMERICANS, "F", 1, 4, LEADER),
    UnitType("morgan", "General Daniel Morgan", AMERICANS, "F", 1, 4, LEADER),
    UnitType("moultrie", "General William Moultrie", AMERICANS, "F", 1, 4, LEADER),
    UnitType("steuben", "Baron Von Stuben", AMERICANS, "F", 1, 4, LEADER, "German"),
    UnitType("jones", "Captain John Paul Jones", AMERICANS, "F", 1, 4, LEADER),
    UnitType("jefferson", "Thomas Jefferson", AMERICANS, "F", 1, 4, LEADER),
    UnitType("marion", "Francis Marion (the Swamp Fox)", AMERICANS, "F", 1, 4, LEADER),
    UnitType("adams", "Sam Adams", AMERICANS, "F", 1, 4, LEADER),
    UnitType("lafayette", "Marquis de Lafayette", AMERICANS, "F", 1, 4, LEADER, "French"),
    UnitType("rochambeau", "Comte de Rochambeau", AMERICANS, "F", 1, 4, LEADER, "French"),
    UnitType("clarke", "George Rogers Clarke", AMERICANS, "F", 1, 4, LEADER),
    UnitType("galvez", "Don Bernardo Galvez", AMERICANS, "F", 1, 4, LEADER, "Spanish"),
    UnitType("french_fleet", "French Fleet", AMERICANS, "F", 2, 5, SHIP, "French"),
    UnitType("continentals", "Continentals", AMERICANS, "M", 6, 4, TROOP),
    UnitType("minute_men", "Minute Men", AMERICANS, "F", 5, 2, TROOP),
    UnitType("militia", "Militia", AMERICANS, "M", 4, 1, TROOP),
    UnitType("french_troops", "French Troops", AMERICANS, "M", 3, 4, TROOP, "French"),
    UnitType("patriot_irregulars", "Patriot Irregulars", AMERICANS, "M", 4, 2, TROOP),
    UnitType("colonial_army", "Colonial Army", AMERICANS, "M", 5, 3, TROOP),
    UnitType("am_forts", "Fortifications", AMERICANS, "0", 8, 4, FORT),
    UnitType("carleton", "General Carleton", BRITISH, "F", 1, 4, LEADER),
    UnitType("howe", "General Sir William Howe", BRITISH, "F", 1, 4, LEADER),
    UnitType("burgoyne", "General John Burgoyne", BRITISH, "F", 1, 4, LEADER),
    UnitType("clinton", "General Sir Henry Clinton", BRITISH, "F", 1, 4, LEADER),
    UnitType("cornwallis", "General Lord Charles Cornwallis", BRITISH, "F", 1, 5, LEADER),
    UnitType("prevost", "General Augustine Prevost", BRITISH, "F", 1, 4, LEADER),
    UnitType("gage", "General Gage", BRITISH, "F", 1, 4, LEADER),
    UnitType("tarleton", "Banastre Tarleton", BRITISH, "F", 1, 4, LEADER),
    UnitType("british_fleet", "British Fleet", BRITISH, "F", 2, 5, SHIP),
    UnitType("regulars", "British Regulars", BRITISH, "M", 4, 4, TROOP),
    UnitType("redcoats", "British Redcoats", BRITISH, "M", 4, 4, TROOP),
    UnitType("tories", "Tories", BRITISH, "M", 4, 1, TROOP),
    UnitType("iroquois", "Iroquois Indian Allies", BRITISH, "F", 2, 2, TROOP),
    UnitType("royalists", "Royalists", BRITISH, "M", 4, 2, TROOP),
    UnitType("mohawks", "Mohawk Indian Allies", BRITISH, "F", 2, 2, TROOP),
    UnitType("hessians", "Hessian Mercenaries", BRITISH, "M", 2, 3, TROOP),
    UnitType("br_forts", "Fortifications", BRITISH, "0", 8, 4, FORT),
)

UNIT_TYPE: dict[str, UnitType] = {u.key: u for u in UNIT_TYPES}


def chit_ids(side: str) -> list[str]:
    """Every chit of ``side``'s unit deck, as ``<type key>.<n>`` (WOI-UNITS-1, WOI-UNITS-2)."""
    return [f"{u.key}.{n}" for u in UNIT_TYPES if u.side == side for n in range(1, u.copies + 1)]


CHIT_TYPE: dict[str, UnitType] = {f"{u.key}.{n}": u for u in UNIT_TYPES for n in range(1, u.copies + 1)}


def unit_type(chit: str) -> UnitType:
    """The unit type of a chit id."""
    return CHIT_TYPE[chit]


def side_of(chit: str) -> str:
    """The side a chit belongs to."""
    return CHIT_TYPE[chit].side


def other(side: str) -> str:
    """The opposing side."""
    return AMERICANS if side == BRITISH else BRITISH
