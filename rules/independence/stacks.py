"""Stacks on the board: a side's units in one territory, their top unit, their force, removing units."""

from rules.independence.state import WoiState
from rules.independence.units import FORT, LEADER, TROOP, side_of, unit_type


def stack(state: WoiState, territory: str, side: str) -> list[str]:
    """The chits of ``side`` in ``territory``, top first: a side's units in a territory form one stack (WOI-R-5)."""
    return [c for c in state.board.get(territory, ()) if side_of(c) == side]


def occupied(state: WoiState, territory: str, side: str) -> bool:
    """True when ``side`` has a unit in ``territory``."""
    return any(side_of(c) == side for c in state.board.get(territory, ()))


def territories_of(state: WoiState, side: str) -> set[str]:
    """The territories where ``side`` has a stack."""
    return {t for t, chits in state.board.items() if any(side_of(c) == side for c in chits)}


def units_in_play(state: WoiState, side: str) -> int:
    """How many of ``side``'s units are on the board."""
    return sum(1 for chits in state.board.values() for c in chits if side_of(c) == side)


def contested(state: WoiState) -> list[str]:
    """Territories holding units of both sides: a battle must be fought there (WE-BATTLE-1)."""
    found = []
    for t, chits in state.board.items():
        sides = {side_of(c) for c in chits}
        if len(sides) == 2:
            found.append(t)
    return sorted(found)


def has_leader(chits: list[str]) -> bool:
    """True when a stack holds a leader."""
    return any(unit_type(c).type == LEADER for c in chits)


def _matched_leaders(chits: list[str]) -> list[int]:
    """The forces of the leaders that generate force: strongest first, while their summed force does not exceed
    the force of the stack's troops (WOI-BATTLE-1, ruling WOI-R-8)."""
    troops = sum(unit_type(c).force for c in chits if unit_type(c).type == TROOP)
    led: list[int] = []
    for force in sorted((unit_type(c).force for c in chits if unit_type(c).type == LEADER), reverse=True):
        if sum(led) + force <= troops:
            led.append(force)
    return led


def base_force(chits: list[str]) -> int:
    """A stack's force: non-leaders count in full; leaders only when matched by troops (WOI-BATTLE-1, WOI-R-8)."""
    others = sum(unit_type(c).force for c in chits if unit_type(c).type != LEADER)
    return others + sum(_matched_leaders(chits))


def leads(chits: list[str]) -> bool:
    """True when a leader of the stack generates force: only such a leader earns (or denies the enemy) the +5 of
    WE-BATTLE-4; a leader alone or unmatched by troops of equal force does not (WOI-BATTLE-1, ruling WOI-R-36)."""
    return bool(_matched_leaders(chits))


def troop_count(chits: list[str]) -> int:
    """How many troop units a stack holds (Bayonet Attack)."""
    return sum(1 for c in chits if unit_type(c).type == TROOP)


def place(state: WoiState, territory: str, chits: list[str]) -> None:
    """Put chits into a territory, under the units already there."""
    state.board.setdefault(territory, []).extend(chits)


def take(state: WoiState, territory: str, chits: list[str]) -> None:
    """Take chits out of a territory (dropping the territory from the board when it empties)."""
    here = state.board[territory]
    for c in chits:
        here.remove(c)
    if not here:
        del state.board[territory]


def remove_unit(state: WoiState, territory: str, chit: str, captured: bool) -> None:
    """Remove a unit from the board: captured leaders are set aside, everything else returns to its pile.

    WE-BATTLE-10 (destroyed units back to the pile), WE-BATTLE-11 (captured leaders set aside).
    """
    take(state, territory, [chit])
    side = side_of(chit)
    if captured and unit_type(chit).type == LEADER:
        state.set_aside[side].append(chit)
    else:
        state.piles[side].append(chit)


def is_fort(chit: str) -> bool:
    """True for a fortification."""
    return unit_type(chit).type == FORT
