"""Advanced 4.213 and 4.215 (options ``overseas`` and ``capital``): Britain's overseas income cut by a rival
alliance's larger fleet, and no taxes for a played power that has lost its capital."""

from rules.core.context import Context
from rules.laguerre import advanced
from rules.laguerre import diplomacy as dip
from rules.laguerre.geography import POWERS
from rules.laguerre.mapdata import capital_of
from rules.laguerre.state import LgState
from rules.laguerre.tables import OVERSEAS_INCOME

OVERSEAS_CUTS: dict[int, tuple[int, int, int, int, int]] = {
    1: (1, 10, 22, 34, 46),
    2: (2, 12, 24, 36, 48),
    3: (3, 14, 26, 38, 50),
    4: (4, 16, 28, 40, 50),
    5: (6, 18, 30, 42, 50),
    6: (8, 20, 32, 44, 50),
}
"""LG-ADV-4.213 [SRC]: the Overseas Income Table: by d6, the Gold Britain loses for a deficit of 4, 5, 6, 7 and
8+ squadrons."""
LEAST_DEFICIT = 4


def squadrons(state: LgState, powers: set[str]) -> int:
    """The squadrons of ``powers`` (every fleet is at sea on this map: none is blockaded in port)."""
    return sum(f.squadrons for f in state.fleets.values() if f.power in powers)


def deficit(state: LgState) -> int:
    """LG-ADV-4.213: by how many squadrons the largest fleet of an alliance without Britain (a power and its allies
    not friendly to Britain) exceeds the British fleet."""
    british = squadrons(state, {"britain"})
    blocs = [{power, *(a for a in dip.allies(state, power) if not dip.friendly(state, a, "britain"))}
             for power in POWERS if not dip.friendly(state, power, "britain")]
    return max((squadrons(state, bloc) for bloc in blocs), default=0) - british


def overseas_cut(state: LgState, ctx: Context) -> int:
    """LG-ADV-4.213: the Gold Britain's overseas income (normally 50) loses this winter: with a deficit of 4 or
    more squadrons, one d6 on the Overseas Income Table (rolled in the open: the fleets are public)."""
    short = deficit(state)
    if not advanced.enabled(state, "overseas") or short < LEAST_DEFICIT:
        return 0
    die = ctx.roll("Great Britain", f"Overseas Income Table, {short} squadrons short (LG-ADV-4.213)", 1)[0]
    return min(OVERSEAS_CUTS[die][min(short, 8) - LEAST_DEFICIT], OVERSEAS_INCOME)


def without_capital(state: LgState, power: str) -> bool:
    """LG-ADV-4.215: a played power that does not hold its capital collects no taxes (it keeps its treasury, still
    gains VP and may borrow from its allies, LG-LOAN-*)."""
    return (advanced.enabled(state, "capital") and state.seat_of(power) is not None
            and state.control[capital_of(power)] != power)
