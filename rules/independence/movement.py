"""The Move phase: which stacks may move where, and moving them (WE-MOVE-1..6, WOI-MOVE-1, WOI-MOVE-2)."""

from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from rules.core.names import fold
from rules.independence.actions import ALL, FAST, HALF, SHIPS, Move, group_name, move_action, place_name
from rules.independence.stacks import place, stack, take, territories_of
from rules.independence.state import WoiState
from rules.independence.territories import TERRITORY_BY_ID, WOI_MAP
from rules.independence.units import FORT, LEADER, SHIP, other, unit_type


def movers(state: WoiState, territory: str, side: str) -> list[str]:
    """The units of ``side`` in ``territory`` that may still move this phase (not forts, not moved yet)."""
    moved = state.moved
    return [c for c in stack(state, territory, side) if unit_type(c).type != FORT and c not in moved]


def groups(state: WoiState, territory: str, side: str) -> dict[str, list[str]]:
    """The groups that may move out of ``territory``, by group name (ruling WOI-R-5).

    A group holding a leader may move (WOI-MOVE-2); ships may move without one. Groups: every movable unit,
    the fast units only, the ships only, one leader alone, or (with two leaders or more) one leader with half
    the other units, taken alternately by force so that both halves are about as strong.
    """
    ready = movers(state, territory, side)
    found: dict[str, list[str]] = {}
    leaders = [c for c in ready if unit_type(c).type == LEADER]
    ships = [c for c in ready if unit_type(c).type == SHIP]
    if leaders:
        found[ALL] = ready
        fast = [c for c in ready if unit_type(c).speed == "F"]
        if len(fast) < len(ready):
            found[FAST] = fast
        if len(ready) > 1:
            for c in leaders:
                found.setdefault(unit_type(c).key, [c])
        others = sorted((c for c in ready if unit_type(c).type != LEADER), key=lambda c: -unit_type(c).force)
        if len(leaders) > 1 and len(others) > 1:
            for c in leaders:
                found.setdefault(HALF + unit_type(c).key, [c, *others[1::2]])
    if ships and (ALL not in found or len(ships) < len(ready)):
        found[SHIPS] = ships
    return _distinct(found)


def _distinct(found: dict[str, list[str]]) -> dict[str, list[str]]:
    """Each set of units once, under its first name: "Fast units" that are one leader alone (his troops all
    Medium) or a leader's half that is every fast unit would list the very same moves twice. A named leader or
    half goes before "Fast units"."""
    seen: set[frozenset[str]] = set()
    kept: dict[str, list[str]] = {}
    for name, group in sorted(found.items(), key=lambda item: item[0] == FAST):
        units = frozenset(group)
        if units not in seen:
            seen.add(units)
            kept[name] = group
    return kept


def reach(
    state: WoiState, territory: str, side: str, group: list[str], enemy_at: set[str] | None = None
) -> Mapping[str, int]:
    """Where ``group`` may go from ``territory``: up to its slowest unit's steps, ships only along the coast,
    into but not through enemy stacks (WE-MOVE-2..6 and WOI-MOVE-1)."""
    steps = min(unit_type(c).steps for c in group)
    blocked = territories_of(state, other(side)) if enemy_at is None else enemy_at
    coastal_only = any(unit_type(c).type == SHIP for c in group)
    return _reach(territory, steps, coastal_only, frozenset(blocked))


@lru_cache(maxsize=4096)
def _reach(territory: str, steps: int, coastal_only: bool, blocked: frozenset[str]) -> Mapping[str, int]:
    """``reach`` worked out once for each start, allowance, kind of group and set of enemy-held territories
    (the groups of a stack share it, and so do the states until an enemy stack moves)."""

    def can_enter(t: str) -> bool:
        return TERRITORY_BY_ID[t].coastal or not coastal_only

    def can_leave(t: str) -> bool:
        return t not in blocked

    return MappingProxyType(WOI_MAP.reachable(territory, steps, can_enter, can_leave))


@lru_cache(maxsize=1024)
def folded_name(name: str, kind: str) -> str:
    """A territory's (``kind`` "place") or a group's (``kind`` "group") display name, folded as typed names are
    (worked out once per name: matching a typed move compares it with every territory's)."""
    return fold(place_name(name) if kind == "place" else group_name(name))


def staged_moves(state: WoiState, side: str, chosen: dict[str, str]) -> list[Move]:
    """The legal moves that agree with the options already chosen (``from``, ``units``, ``to``, display names
    matched ignoring accents and case): a chosen stack narrows the work to its own groups and destinations."""
    wanted = {name: fold(value) for name, value in chosen.items()}
    found: list[Move] = []
    enemy_at = territories_of(state, other(side))
    for territory in sorted(state.board):
        if "from" in wanted and folded_name(territory, "place") != wanted["from"]:
            continue
        for name, group in groups(state, territory, side).items():
            if "units" in wanted and folded_name(name, "group") != wanted["units"]:
                continue
            for dest in sorted(reach(state, territory, side, group, enemy_at)):
                if "to" not in wanted or folded_name(dest, "place") == wanted["to"]:
                    found.append(move_action(territory, dest, name))
    return found


def move_count(state: WoiState, side: str) -> int:
    """How many moves ``staged_moves`` lists with nothing chosen, counted without building them."""
    enemy_at = territories_of(state, other(side))
    return sum(
        len(reach(state, territory, side, group, enemy_at))
        for territory in state.board
        for group in groups(state, territory, side).values()
    )


def move_refusal(state: WoiState, side: str, move: Move) -> tuple[str, str] | None:
    """Why ``move`` may not be made, as (rule id, reason); None when it is legal. Checked without listing moves."""
    origin, dest = move.origin, move.destination
    if origin not in TERRITORY_BY_ID or dest not in TERRITORY_BY_ID:
        return "WOI-MAP-1", "there is no such territory on the map"
    here = place_name(origin)
    if not stack(state, origin, side):
        return "WE-MOVE-1", f"you have no stack in {here}"
    ready = movers(state, origin, side)
    if not ready:
        if all(unit_type(c).type == FORT for c in stack(state, origin, side)):
            return "WE-MOVE-6", f"only fortifications stand in {here}, and fortifications never move"
        return "WOI-R-7", f"every unit in {here} has moved this phase: a unit moves once per Move phase"
    found = groups(state, origin, side)
    if not found:
        return "WOI-MOVE-2", f"no leader in {here}: land units move only with a leader"
    group = found.get(move.group)
    if group is None:
        offered = ", ".join(group_name(name) for name in found)
        return "WOI-R-5", f"{group_name(move.group)} cannot leave {here}; the groups that can: {offered}"
    if dest in reach(state, origin, side, group):
        return None
    steps = min(unit_type(c).steps for c in group)
    there = place_name(dest)
    if dest == origin:
        return "WE-MOVE-1", "a move must leave its territory"
    if dest not in WOI_MAP.reachable(origin, steps):
        rule = "WE-MOVE-2" if steps >= 3 else "WE-MOVE-3"
        return rule, f"{there} is more than {steps} spaces from {here} (a group moves at its slowest unit's pace)"
    if any(unit_type(c).type == SHIP for c in group):
        if not TERRITORY_BY_ID[dest].coastal:
            return "WOI-MOVE-1", f"ships may only enter coastal territories, and {there} is inland"
        if dest not in reach(state, origin, side, group, enemy_at=set()):
            return "WOI-R-34", f"a group with ships moves only along the coast, and no coastal way leads to {there}"
    return "WE-MOVE-5", f"enemy stacks stand in the way to {there}: units move into, not through, enemy stacks"


def do_move(state: WoiState, side: str, move: Move, group: list[str]) -> None:
    """Move ``group``: it goes under any units of its side already at the destination."""
    take(state, move.origin, group)
    place(state, move.destination, group)
    state.moved.extend(group)
    state.arrows.append((side, move.origin, move.destination))
