"""The AI and its hidden objectives (IMP-OPT-OBJ): it drafts towards them (a named strait, a zone it must have a
stake in), attacks the native regions they want first, and builds the buildings and fleets they ask for while they
are not met. It reads only its own objectives, from its observation."""

from rules.core.actions import Action
from rules.imperialism import objectives, places
from rules.imperialism.actions import Build
from rules.imperialism.construction import base_cost
from rules.imperialism.fleets import FLEET_COST
from rules.imperialism.naval_actions import Launch
from rules.imperialism.objectives import Objective
from rules.imperialism.state import ImpState


def _open(state: ImpState, seat: str) -> list[Objective]:
    """``seat``'s objectives not met yet."""
    return [o for o in objectives.held(state, seat) if not o.met(state, seat)]


def wanted_regions(state: ImpState, seat: str) -> set[str]:
    """The regions ``seat``'s open objectives ask it to hold: a named strait, a zone's regions."""
    found: set[str] = set()
    for objective in _open(state, seat):
        kind, _, value = objective.code.partition(":")
        if kind == "hold":
            found.add(value)
        elif kind == "zone":
            found |= set(places.zone_regions(value))
    return found


def wanted_items(state: ImpState, seat: str) -> list[str]:
    """What ``seat``'s open objectives ask it to build: buildings, and a fleet for the navy."""
    found = []
    for objective in _open(state, seat):
        kind, _, value = objective.code.partition(":")
        if kind == "build":
            found.append(value)
        elif kind == "fleets":
            found.append("fleet")
    return found


def build(state: ImpState, seat: str, legal: list[Action], reserve: int) -> Action | None:
    """A building or fleet an open objective asks for, when ``seat`` can pay it and keep ``reserve`` PP."""
    for item in wanted_items(state, seat):
        cost = FLEET_COST if item == "fleet" else base_cost(item)
        if state.pp[seat] - cost < reserve:
            continue
        found = next((a for a in legal if (isinstance(a, Launch) if item == "fleet"
                                           else isinstance(a, Build) and a.item == item)), None)
        if found is not None:
            return found
    return None
