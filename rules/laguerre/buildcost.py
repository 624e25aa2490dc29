"""Advanced 6.1, build costs by distance (option ``distance``): an army may build wherever it stands, paying 5% more
per province between it and its home country (rounded up); provinces of Spain, Portugal, Russia, Africa (the
Barbary States) and the Ottoman Empire count two."""

import heapq
import math
from functools import cache

from rules.laguerre import advanced
from rules.laguerre.mapdata import PROVINCE, capital_of, home_provinces, land_neighbours
from rules.laguerre.state import LgState
from rules.laguerre.tables import COST

DOUBLE = ("spain", "portugal", "russia", "barbary", "ottoman")
"""LG-ADV-6.1: the countries whose provinces count two."""
PERCENT_PER_PROVINCE = 5


@cache
def distance(power: str, province: str) -> int:
    """LG-ADV-6.1: provinces from ``power``'s home country to ``province`` (0 at home), a province of a DOUBLE
    country counting two."""
    homes = set(home_provinces(power))
    best = {p: 0 for p in homes}
    queue = [(0, p) for p in sorted(homes)]
    while queue:
        steps, here = heapq.heappop(queue)
        if here == province:
            return steps
        if steps > best.get(here, math.inf):
            continue
        for there in land_neighbours(here):
            cost = steps + (2 if PROVINCE[there].country in DOUBLE else 1)
            if cost < best.get(there, math.inf):
                best[there] = cost
                heapq.heappush(queue, (cost, there))
    return 0


def anywhere(state: LgState) -> bool:
    """LG-ADV-6.1: with the option, an army builds wherever it stands (else only at home, LG-BUILD-1)."""
    return advanced.enabled(state, "distance")


def build_cost(state: LgState, power: str, army_id: str, unit: str, count: int) -> int:
    """LG-BUILD-2, and LG-ADV-6.1: the base cost raised 5% per province of distance, rounded up."""
    base = count * COST[unit]
    if not anywhere(state):
        return base
    army = state.armies.get(army_id)
    where = army.province if army is not None else capital_of(power)
    return base + math.ceil(base * PERCENT_PER_PROVINCE * distance(power, where) / 100)
