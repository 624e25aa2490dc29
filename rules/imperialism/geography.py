"""The imperialism map as one module (IMP-MAP-1..8): land regions in six global zones, sea areas, borders and
the source's special links, and ``world()``, the area map the rules move on. GEOGRAPHY.md gives the design.
"""

from collections.abc import Iterable
from difflib import get_close_matches
from functools import cache

from rules.core.areas import Area, AreaMap, Link
from rules.imperialism.borders import BALKANS, LAND_BORDERS, OTTOMAN
from rules.imperialism.regions import REGIONS, ZONES, Region
from rules.imperialism.seas import BLACK_SEA, COASTS, EASTERN_MEDITERRANEAN, RED_SEA, SEA_BORDERS, SEAS, SeaArea

__all__ = [
    "BALKANS", "BLACK_SEA", "COASTS", "EASTERN_MEDITERRANEAN", "LAND_BORDERS", "LINKS", "MOROCCO", "OTTOMAN",
    "RED_SEA", "REGIONS", "SEAS", "SEA_BORDERS", "SPAIN", "SUEZ", "ZONES", "Region", "SeaArea", "region", "sea",
    "world",
]  # fmt: skip

SPAIN, MOROCCO = "spain", "morocco"
SUEZ = "suez"

LINKS: tuple[Link, ...] = (
    # IMP-MAP-6: land units cross the Bosporus between the Ottoman region and the Balkans.
    Link(a=OTTOMAN, b=BALKANS, across_water=True, name="the Bosporus"),
    # IMP-MAP-7: Spain and Morocco face each other across the strait, but no land move crosses it.
    Link(a=SPAIN, b=MOROCCO, closed_to=["land"], across_water=True, name="the Strait of Gibraltar"),
    # IMP-MAP-8: fleets pass the Straits only with the consent of whoever controls the Ottoman region.
    Link(a=EASTERN_MEDITERRANEAN, b=BLACK_SEA, consent=OTTOMAN, name="the Straits"),
    # IMP-MAP-9: the Eastern Mediterranean and the Red Sea are joined only once the Suez Canal is built.
    Link(a=EASTERN_MEDITERRANEAN, b=RED_SEA, opens_with=SUEZ, name="the Suez Canal"),
)

_REGIONS = {r.id: r for r in REGIONS}
_SEAS = {s.id: s for s in SEAS}


def region(region_id: str) -> Region:
    """The land region with this id (KeyError naming the nearest ids when unknown)."""
    try:
        return _REGIONS[region_id]
    except KeyError:
        raise KeyError(_unknown("region", region_id, _REGIONS)) from None


def sea(sea_id: str) -> SeaArea:
    """The sea area with this id (KeyError naming the nearest ids when unknown)."""
    try:
        return _SEAS[sea_id]
    except KeyError:
        raise KeyError(_unknown("sea area", sea_id, _SEAS)) from None


@cache
def world() -> AreaMap:
    """The whole map: land regions (group = zone) and sea areas, land, coast and sea borders, and the links."""
    areas = [Area(id=r.id, name=r.name, group=r.zone, coastal=r.coastal, layer="land") for r in REGIONS]
    areas += [Area(id=s.id, name=s.name, layer="sea") for s in SEAS]
    coasts = [(rid, sid) for rid, seas in COASTS.items() for sid in seas]
    return AreaMap.build(areas, [*LAND_BORDERS, *coasts, *SEA_BORDERS], LINKS)


def _unknown(kind: str, wanted: str, known: Iterable[str]) -> str:
    near = get_close_matches(wanted, list(known), n=3, cutoff=0.5)
    hint = f"; did you mean {', '.join(near)}?" if near else ""
    return f"no {kind} {wanted!r}{hint}"
