"""The map as the rules use it: the geography's world map (cached), names, land neighbours, zones and sea paths
(IMP-MAP-*)."""

from collections.abc import Callable
from functools import cache

from rules.core.areas import AreaMap, Link, Movement
from rules.imperialism import geography
from rules.imperialism.geography import OTTOMAN, ZONES

SUEZ_FLAG = geography.SUEZ  # the flag that opens the Suez link once the canal is built


@cache
def world() -> AreaMap:
    """The land and sea areas with their borders and special links."""
    return geography.world()


@cache
def region_ids() -> tuple[str, ...]:
    """Every land region id, in the geography's order."""
    return tuple(r.id for r in geography.REGIONS)


def name(area: str) -> str:
    """A region's or sea's display name."""
    return world().areas[area].name


@cache
def zone_of(region: str) -> str:
    """The global zone of a land region."""
    return geography.region(region).zone


@cache
def zone_regions(zone: str) -> tuple[str, ...]:
    """The regions of one global zone."""
    return tuple(r.id for r in geography.REGIONS if r.zone == zone)


@cache
def coastal(region: str) -> bool:
    """True for a region on a sea area (ports may be built there)."""
    return world().is_coastal(region)


LAND = Movement(layer="land")


@cache
def land_neighbours(region: str) -> tuple[str, ...]:
    """The regions a land unit may enter from ``region`` (Ottoman–Balkans yes, Spain–Morocco never)."""
    found = world()
    return tuple(n for n in found.neighbours(region)
                 if found.areas[n].layer == "land" and found.refusal(region, n, LAND) is None)


def land_refusal(origin: str, destination: str) -> str | None:
    """Why a land move may not go from ``origin`` to ``destination`` (None: it may)."""
    return world().refusal(origin, destination, LAND)


@cache
def sea_ids() -> tuple[str, ...]:
    """Every sea area id, in the geography's order."""
    return tuple(s.id for s in geography.SEAS)


@cache
def sea_neighbours(sea: str) -> tuple[str, ...]:
    """The sea areas bordering ``sea`` (the Straits and the Suez Canal included; their conditions are checked
    by ``sea_refusal``)."""
    found = world()
    return tuple(n for n in found.neighbours(sea) if found.areas[n].layer == "sea")


def sea_refusal(origin: str, destination: str, flags: frozenset[str], straits_open: bool) -> str | None:
    """Why a fleet may not sail from ``origin`` to ``destination`` (None: it may); ``flags``: what is built (the
    Suez Canal); ``straits_open``: the Ottoman region's holder consents."""

    def consents(link: Link) -> bool:
        return straits_open

    return world().refusal(origin, destination, Movement(layer="sea", flags=flags, consents=consents))


def sea_reach(start_seas: list[str], ottoman_consents: bool, passable: Callable[[str], bool] = lambda _: True,
              flags: frozenset[str] = frozenset()) -> set[str]:
    """The sea areas reachable by sea from ``start_seas`` through ``passable`` ones (the Black Sea strait needs the
    Ottoman region's holder's consent; the Suez link is open only with its ``flags``)."""
    found = world()

    def consents(link: Link) -> bool:
        return ottoman_consents

    movement = Movement(layer="sea", flags=flags, consents=consents)
    reached: set[str] = set()
    for sea in start_seas:
        reached |= set(found.reachable(sea, 999, can_enter=passable, movement=movement))
    return reached


__all__ = ["OTTOMAN", "SUEZ_FLAG", "ZONES", "coastal", "land_neighbours", "land_refusal", "name",
           "region_ids", "sea_ids", "sea_neighbours", "sea_reach", "sea_refusal", "world", "zone_of",
           "zone_regions"]
