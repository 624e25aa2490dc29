"""Buildings, resources and income: the Building and Region Characteristics Table (IMP-BLD-*, IMP-PROD-1..6)."""

from rules.imperialism import canal, places
from rules.imperialism.state import ImpState
from rules.imperialism.tables import (
    BUILDING,
    FACTORY_PER_RESOURCE,
    NATIVE_REGION_INCOME,
    PORT_INCOME,
    WESTERN_REGION_INCOME,
)


def has(state: ImpState, region: str, building: str) -> bool:
    """True when ``region`` holds ``building``."""
    return building in state.buildings.get(region, ())


def count(state: ImpState, seat: str, building: str) -> int:
    """How many of ``building`` ``seat`` holds."""
    return sum(1 for r in state.regions_of(seat) if has(state, r, building))


def developed(state: ImpState, seat: str) -> list[str]:
    """The regions of ``seat`` with a developed resource."""
    return [r for r in state.regions_of(seat) if (c := state.chits.get(r)) is not None and c.developed]


def at_war(state: ImpState, a: str, b: str) -> bool:
    """True when ``a`` and ``b`` are at war (either declared)."""
    return any({w.declarer, w.target} == {a, b} for w in state.wars)


def unblockaded(state: ImpState, seat: str, sea: str) -> bool:
    """True when ``sea`` is on a sea path for ``seat``: no fleet of a player at war with it, or more fleets of
    ``seat`` than of its enemies there (IMP-PROD-6)."""
    enemies = sum(1 for f in state.fleets_in(sea) if f.seat != seat and at_war(state, f.seat, seat))
    return enemies == 0 or len(state.fleets_in(sea, seat)) > enemies


def open_port(state: ImpState, seat: str, region: str) -> bool:
    """A port collects when a sea path leads to another port held by its owner or by a player not at war with it
    (IMP-PROD-5): sea areas not blockaded (IMP-PROD-6), through the Straits only when the Ottoman region's holder
    is not at war with the port's owner."""
    holder = state.control.get(places.OTTOMAN)
    consents = holder is None or not at_war(state, holder, seat)

    def passable(sea: str) -> bool:
        return unblockaded(state, seat, sea)

    start = [s for s in places.world().seas_of(region) if passable(s)]
    reach = places.sea_reach(start, consents, passable, canal.open_links(state))
    for other, owner in state.control.items():
        if other == region or not has(state, other, "port") or at_war(state, owner, seat):
            continue
        if reach & set(places.world().seas_of(other)):
            return True
    return False


def region_income(state: ImpState, seat: str, region: str) -> int:
    """What one region of ``seat`` yields: the region, its buildings and its developed resource."""
    total = NATIVE_REGION_INCOME if region in state.natives else WESTERN_REGION_INCOME
    for building in state.buildings.get(region, ()):
        if building == "factory":
            total += BUILDING["factory"].income + FACTORY_PER_RESOURCE * len(developed(state, seat))
        elif building == "port":
            total += PORT_INCOME if open_port(state, seat, region) else 0
        else:
            total += BUILDING[building].income
    chit = state.chits.get(region)
    if chit is not None and chit.developed:
        total += chit.value
    return total


def income(state: ImpState, seat: str) -> int:
    """``seat``'s PP income this production phase (IMP-PROD-1)."""
    return sum(region_income(state, seat, r) for r in state.regions_of(seat))


def dp_income(state: ImpState, seat: str) -> int:
    """DP gained each production phase: cities + 1 (IMP-PROD-2)."""
    return count(state, seat, "city") + 1


def clear_region(state: ImpState, region: str) -> None:
    """Remove every building and undevelop the resource (a region lost to the natives)."""
    state.buildings.pop(region, None)
    chit = state.chits.get(region)
    if chit is not None:
        chit.developed = False
