"""The charts and tables of the game as data (source pp. 8-9). Entries marked [D] are designed by us (the
source's tables were not recoverable); RULES.md gives each one's reason."""

from typing import NamedTuple

# -- Game Setup Table (IMP-SET-2) [D regions 3p/4p, PP, DP]
SETUP_REGIONS = {2: 10, 3: 8, 4: 6, 5: 5, 6: 4}
SETUP_PP = 120
SETUP_DP = 3


class UnitType(NamedTuple):
    """One row of the Unit Characteristics Table (IMP-UNIT-*)."""

    key: str
    name: str
    cost: int
    brigade: bool
    needs_city: bool
    rp: int  # reinforcement points to bring it along with a general (brigades only)
    note: str


UNIT_TYPES: tuple[UnitType, ...] = (
    UnitType("infantry", "Infantry", 10, True, False, 2, "a brigade; built in any region you control"),
    UnitType("cavalry", "Cavalry", 15, True, True, 1, "a brigade; built where you have a city; +1 with more cavalry"),
    UnitType("artillery", "Artillery", 20, True, True, 3, "a brigade; built where you have a city; +1 with more "
             "artillery"),
    UnitType("general", "General", 40, False, True, 0, "a party; transfers battle DRMs, makes reinforcement moves"),
    UnitType("explorer", "Explorer", 10, False, False, 0, "a party; enters native regions alone, rolls native "
             "diplomacy, lowers native strength"),
    UnitType("engineer", "Engineer", 15, False, False, 0, "a party; cuts a build's cost by a third, allows several "
             "builds in its region, prospects"),
)
UNIT = {u.key: u for u in UNIT_TYPES}
BRIGADES = tuple(u.key for u in UNIT_TYPES if u.brigade)
PARTIES = tuple(u.key for u in UNIT_TYPES if not u.brigade)
UNITS_PER_REGION = 2  # [D] units raised per region per production phase, doubled with a city
MAINTENANCE = 1  # PP per unit per production phase (IMP-PROD-7)
MOVEMENT_POINTS = 1  # [D] per land unit per movement phase


class BuildingType(NamedTuple):
    """One row of the Building and Region Characteristics Table (IMP-BLD-*)."""

    key: str
    name: str
    cost: int
    income: int
    vp: int
    exclusive: bool  # at most one of city, factory, port, railroad per region
    note: str


BUILDING_TYPES: tuple[BuildingType, ...] = (
    BuildingType("city", "City", 30, 10, 2, True, "10 PP; +1 DP a turn; cavalry, artillery and generals are built "
                 "here"),
    BuildingType("factory", "Factory", 30, 10, 2, True, "10 PP + 2 PP for each resource you have developed"),
    BuildingType("port", "Port", 20, 5, 1, True, "5 PP when a sea path leads to another port (coastal regions "
                 "only)"),
    BuildingType("railroad", "Railroad", 20, 0, 1, True, "leaving this region costs your units no movement point"),
    BuildingType("fort", "Fort", 20, 0, 0, False, "attackers here fight at −2 (DRM)"),
    BuildingType("school", "School", 30, 0, 1, False, "+1 reinforcement point; prospecting draws; battle DRM; needs "
                 "a city built before this turn"),
)
BUILDING = {b.key: b for b in BUILDING_TYPES}
NATIVE_REGION_INCOME = 2  # [D] a region you hold whose native marker is still on it
WESTERN_REGION_INCOME = 4  # [D] a westernized region (no native marker)
FACTORY_PER_RESOURCE = 2
DEVELOP_COST = 10  # [D] develop a resource chit
PORT_INCOME = BUILDING["port"].income

# -- Other Actions Table (IMP-ACT-*)
DP_PRICE = 10  # PP per DP bought, at most one per city
DECLARE_WAR_DP = 1
PROSPECT_PP = 5
CONQUEST_DP = 1
WESTERNIZE_DP = 1
WESTERNIZE_STRENGTH = 3
REMOVE_SPHERE_DP = 1
INCITE_DP = 1
BRIBE_DP = 1
BRIBE_DRM = -3
WESTERN_BELOW = 4  # a native marker leaves once strength is below this


# -- Victory Point Table (IMP-VIC-2) [D]
VP_REGION = 1
VP_RESOURCE = 1
VP_WHOLE_ZONE = 10


# -- Native Diplomacy Table, explorer (IMP-EXP-2) [D]: by the margin of roll (+ spheres) over the native level
class DiplomacyResult(NamedTuple):
    """One row: the least margin (roll − native level) for it, its key and its effect."""

    least: int
    key: str
    text: str


EXPLORER_TABLE: tuple[DiplomacyResult, ...] = (
    DiplomacyResult(1, "join", "the natives join you: a free infantry brigade and the region are yours"),
    DiplomacyResult(-2, "sphere", "place your sphere of influence (or remove a rival's if the region is full)"),
    DiplomacyResult(-6, "nothing", "no effect"),
    DiplomacyResult(-99, "killed", "the explorer is killed"),
)
SPHERE_EXPLORER_DRM = 1  # [D] each of your own spheres in the region adds 1 to your explorer roll


def explorer_result(margin: int) -> DiplomacyResult:
    """The table's row for a roll ``margin`` above (or below) the native level."""
    return next(row for row in EXPLORER_TABLE if margin >= row.least)


# -- Land Battle Resolution Chart (IMP-BAT-*) [D DRMs but the fort]
ONE_HIT, TWO_HITS = 6, 10
FORT_DRM = -2  # the attacker of a region with a fort (source's example)
ARTILLERY_DRM = 1  # a side with more artillery brigades than the other
CAVALRY_DRM = 1  # a side with more cavalry brigades than the other, where there is no fort
SCHOOL_DRM = 1  # a side whose player holds more schools than the other (natives have none)
COMBINE_HITS = 3  # hits combined into one aimed hit


def hits_for(modified_roll: int) -> int:
    """Hits a brigade scores with a modified 1D6 roll: 6–9 one, 10+ two."""
    return 2 if modified_roll >= TWO_HITS else 1 if modified_roll >= ONE_HIT else 0


# -- Unit Characteristics Table, fleets (IMP-NAV-1, IMP-NAV-2, IMP-NAV-4) [D but portage, sourced]
FLEET_COST = 25  # PP: a little above artillery; a fleet is a lasting asset that carries four brigades
FLEET_MP = 4  # movement points a movement phase: about a continent's coast, or a landing and three seas
PORTAGE = 8  # what a fleet may carry (sourced)
BRIGADE_PORTAGE, PARTY_PORTAGE = 2, 1  # (sourced)

# -- Naval Battle Resolution Chart (IMP-NAV-7) [D but the 5+, sourced]
NAVAL_HIT = 5  # a fleet's 1D6 scores a hit on 5 or more
HOME_WATERS_DRM = 1  # a side fighting in a sea area next to a port its player holds (supply and repair)
OUTNUMBERED_DRM = -1  # a side with fewer fleets than the other (it cannot concentrate its fire)

# -- Pools [D]: native markers (strength 4-12, mostly 9-12, some + / ++) and resource chits (a third resources)
NATIVE_STRENGTHS = {4: 3, 5: 4, 6: 6, 7: 8, 8: 10, 9: 16, 10: 18, 11: 18, 12: 17}
NATIVE_PLUS_EVERY, NATIVE_PLUSPLUS_EVERY = 5, 9  # every 5th marker "+", every 9th "++"
RESOURCE_VALUES = {0: 40, 5: 10, 10: 7, 15: 3}


def native_pool() -> list[str]:
    """Every native marker as "strength" plus "", "+" or "++" (e.g. "10+")."""
    markers: list[str] = []
    for strength, count in NATIVE_STRENGTHS.items():
        for _ in range(count):
            n = len(markers) + 1
            plus = "++" if n % NATIVE_PLUSPLUS_EVERY == 0 else "+" if n % NATIVE_PLUS_EVERY == 0 else ""
            markers.append(f"{strength}{plus}")
    return markers


def chit_pool() -> list[int]:
    """Every resource chit by its PP value (0 is a dot)."""
    return [value for value, count in RESOURCE_VALUES.items() for _ in range(count)]
