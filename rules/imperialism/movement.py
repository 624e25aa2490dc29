"""Land movement (IMP-MOV-*): 1 MP per region entered, none when leaving your railroad region; brigades stop on
entering an enemy or native region; parties enter those only with a brigade, explorers alone into native regions.
Wars are dated: a declarer attacks from its next movement phase, the declared-upon at once (IMP-WAR-2)."""

from rules.core.context import Context
from rules.imperialism import places
from rules.imperialism.buildings import has
from rules.imperialism.natives import draw_marker
from rules.imperialism.state import ImpState, Unit
from rules.imperialism.tables import UNIT


def may_attack(state: ImpState, seat: str, target: str) -> bool:
    """True when ``seat`` may attack ``target`` now (a war declared in an earlier movement phase, or on it)."""
    for war in state.wars:
        if war.target == seat and war.declarer == target:
            return True
        if war.declarer == seat and war.target == target and war.phase < state.movement:
            return True
    return False


def move_cost(state: ImpState, seat: str, origin: str) -> int:
    """MP to leave ``origin``: none from a railroad region you control (IMP-MOV-2)."""
    return 0 if state.control.get(origin) == seat and has(state, origin, "railroad") else 1


def movable(state: ImpState, seat: str, origin: str, kind: str) -> list[Unit]:
    """``seat``'s units of ``kind`` in ``origin`` that may still move."""
    return _able(state.units_in(origin, seat), kind, move_cost(state, seat, origin))


def _able(units: list[Unit], kind: str, cost: int) -> list[Unit]:
    """The units of ``kind`` among ``units`` (one player's, in one region) that may still move at ``cost`` MP."""
    return [u for u in units if u.kind == kind and not u.stopped and u.mp >= cost]


def keep_back(state: ImpState, seat: str, origin: str) -> int:
    """Brigades that must stay in ``origin``: one to hold your region (ruling IMP-R-HOLD), as many as the native
    brigades in a region of yours in revolt (IMP-NAT-10)."""
    if state.control.get(origin) != seat:
        return 0
    revolt = state.revolts.get(origin)
    return max(1, sum(revolt.values())) if revolt else 1


def entry_refusal(state: ImpState, seat: str, destination: str, kind: str) -> tuple[str, str] | None:
    """Why ``seat``'s ``kind`` may not enter ``destination`` (None: it may)."""
    holder = state.control.get(destination)
    if holder == seat:
        return None
    name = places.name(destination)
    ceded = any(c.region == destination and c.receiver == seat and c.giver == holder for c in state.cessions)
    if holder is not None and not ceded:
        if not may_attack(state, seat, holder):
            return "IMP-WAR-2", f"{name} is {holder}'s: you enter it only at war, from the phase after declaring"
        if destination in state.revolts:
            return "IMP-NAT-10", f"{name} is in revolt: its holder's enemies keep out until it is resolved"
    if UNIT[kind].brigade or any(UNIT[u.kind].brigade for u in state.units_in(destination, seat)):
        return None
    if kind == "explorer" and holder is None:
        return None
    return "IMP-MOV-4", f"a {UNIT[kind].name.lower()} enters an enemy or native region only with a brigade"


def refusal(state: ImpState, seat: str, origin: str, destination: str, kind: str, count: int) -> tuple[str, str] | None:
    """Why ``seat`` may not move ``count`` ``kind`` from ``origin`` to ``destination`` (None: it may)."""
    if origin not in places.region_ids() or destination not in places.region_ids() or kind not in UNIT:
        return "IMP-MOV-1", "name a region, a neighbouring region and a unit type"
    crossing = places.land_refusal(origin, destination)
    if crossing is not None:
        return "IMP-MOV-1", crossing
    units = movable(state, seat, origin, kind)
    if count < 1 or len(units) < count:
        return "IMP-MOV-1", f"you have {len(units)} {UNIT[kind].name.lower()} able to move in {places.name(origin)}"
    if UNIT[kind].brigade:
        brigades = sum(1 for u in state.units_in(origin, seat) if UNIT[u.kind].brigade)
        if brigades - count < keep_back(state, seat, origin):
            rule = "IMP-NAT-10" if origin in state.revolts else "IMP-R-HOLD"
            return rule, f"{places.name(origin)} must keep {keep_back(state, seat, origin)} brigade(s)"
    return entry_refusal(state, seat, destination, kind)


def move(state: ImpState, seat: str, origin: str, destination: str, kind: str, count: int,
         ctx: Context) -> list[Unit]:
    """Move the units (checked): pay MP, stop in enemy or native regions, draw a native marker on first entry."""
    cost = move_cost(state, seat, origin)
    holder = state.control.get(destination)
    moved = movable(state, seat, origin, kind)[:count]
    for unit in moved:
        unit.region = destination
        unit.mp -= cost
        unit.came_from = origin
        if holder != seat and not (kind == "explorer" and holder is None):
            unit.stopped = True
    if holder is None:
        draw_marker(state, destination, ctx)
    state.arrows.append((seat, origin, destination))
    return moved


def legal_moves(state: ImpState, seat: str) -> list[tuple[str, str, str, int]]:
    """Every legal (origin, destination, kind, count): each group's largest count and every smaller one."""
    mine: dict[str, dict[str, list[Unit]]] = {}
    for unit in state.units:
        if unit.seat == seat:
            mine.setdefault(unit.region, {}).setdefault(unit.kind, []).append(unit)
    may_enter: dict[tuple[str, str], bool] = {}
    found = []
    for origin in sorted(mine):
        groups = mine[origin]
        spare = sum(len(units) for kind, units in groups.items() if UNIT[kind].brigade) - keep_back(state, seat, origin)
        cost = move_cost(state, seat, origin)
        for kind in (kind for kind in UNIT if kind in groups):
            able = len(_able(groups[kind], kind, cost))
            most = min(able, spare) if UNIT[kind].brigade else able
            if most < 1:
                continue
            for destination in places.land_neighbours(origin):
                if (destination, kind) not in may_enter:
                    may_enter[destination, kind] = entry_refusal(state, seat, destination, kind) is None
                if may_enter[destination, kind]:
                    found += [(origin, destination, kind, n) for n in range(1, most + 1)]
    return found
