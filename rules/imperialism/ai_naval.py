"""The AI at sea: it builds a fleet or two, ships explorers (and spare infantry) to native coasts it cannot reach
by land, lands explorers there and infantry in its colonies, intercepts when its fleets are at least as many,
sinks its emptiest fleets first and breaks off when outnumbered."""

from collections import deque

from rules.core.actions import Action
from rules.core.dice import Dice
from rules.imperialism import canal, fleets, places, sea_battles
from rules.imperialism.actions import Reply, Stand
from rules.imperialism.naval_actions import (
    BreakOff,
    DigCanal,
    Disembark,
    Embark,
    Engage,
    Intercept,
    Launch,
    Sail,
    Scuttle,
)
from rules.imperialism.state import Fleet, ImpState

FLEET_RESERVE = 30  # PP the AI keeps after buying a fleet
SHIPPED = ("explorer", "infantry")


def wants_fleet(state: ImpState, seat: str) -> bool:
    """One fleet early, another every four rounds, when a coast of its faces native land it cannot walk to."""
    owned = len(fleets.fleets_of(state, seat))
    return owned < 1 + state.round // 4 and state.pp[seat] >= fleets.FLEET_COST + FLEET_RESERVE \
        and bool(targets(state, seat))


def launch(state: ImpState, seat: str, legal: list[Action], dice: Dice) -> Action | None:
    """A fleet to build, in the sea nearest a target coast (None: no fleet wanted now)."""
    options = [a for a in legal if isinstance(a, Launch)]
    if not options or not wants_fleet(state, seat):
        return None
    goals = targets(state, seat)
    return min(options, key=lambda a: (distance(a.sea, goals), a.region, a.sea))


def dig(state: ImpState, seat: str, legal: list[Action]) -> Action | None:
    """Dig the Suez Canal when it may and keeps a reserve: its fleets then reach Asia in half the time."""
    if DigCanal() in legal and state.pp[seat] >= canal.CANAL_COST + FLEET_RESERVE:
        return DigCanal()
    return None


def targets(state: ImpState, seat: str) -> set[str]:
    """Seas whose coast has a native region none of ``seat``'s regions borders by land (another continent)."""
    near = {n for r in state.regions_of(seat) for n in places.land_neighbours(r)}
    found: set[str] = set()
    for region in places.region_ids():
        if region not in state.control and region not in near and places.coastal(region):
            found |= set(places.world().seas_of(region))
    return found


def distance(sea: str, goals: set[str]) -> int:
    """Sea areas from ``sea`` to the nearest of ``goals`` (99: none reachable)."""
    seen, queue = {sea}, deque([(sea, 0)])
    while queue:
        here, steps = queue.popleft()
        if here in goals:
            return steps
        for there in places.sea_neighbours(here):
            if there not in seen:
                seen.add(there)
                queue.append((there, steps + 1))
    return 99


def move(state: ImpState, seat: str, legal: list[Action]) -> Action | None:
    """The AI's next naval move in its movement phase (None: nothing useful at sea): attack where it has more
    fleets than the enemy, then land, board and sail."""
    for action in legal:
        if isinstance(action, Engage):
            sea = fleets.fleet(state, action.fleet)
            if sea is not None and len(state.fleets_in(sea.sea, seat)) > len(state.fleets_in(sea.sea, action.enemy)):
                return action
    for fleet in fleets.fleets_of(state, seat):
        found = _land(state, seat, fleet, legal) or _board(state, seat, fleet, legal) or \
            _sail(state, seat, fleet, legal)
        if found is not None:
            return found
    return None


def _land(state: ImpState, seat: str, fleet: Fleet, legal: list[Action]) -> Action | None:
    landings = [a for a in legal if isinstance(a, Disembark) and a.fleet == fleet.id]
    home = {u.came_from for u in fleets.cargo(state, fleet)}
    for action in sorted(landings, key=lambda a: -a.count):
        holder = state.control.get(action.destination)
        if action.unit == "explorer" and holder is None:
            return action
        if action.unit != "explorer" and holder == seat and action.destination not in home:
            return action
    return None


def _board(state: ImpState, seat: str, fleet: Fleet, legal: list[Action]) -> Action | None:
    """Explorers with no native land to walk to board an empty fleet; up to two spare infantry follow them."""
    aboard = [u.kind for u in fleets.cargo(state, fleet)]
    if fleet.mp < 2 or "infantry" in aboard:
        return None
    wanted = "infantry" if "explorer" in aboard else "explorer"
    boardings = [a for a in legal if isinstance(a, Embark) and a.fleet == fleet.id and a.unit == wanted
                 and a.count <= 2]
    for action in sorted(boardings, key=lambda a: -a.count):
        stuck = not any(n not in state.control for n in places.land_neighbours(action.origin))
        if wanted == "infantry" or stuck:
            return action
    return None


def _sail(state: ImpState, seat: str, fleet: Fleet, legal: list[Action]) -> Action | None:
    """Sail the loaded fleet a sea nearer its goal: native coasts for explorers, else its colonies."""
    aboard = fleets.cargo(state, fleet)
    if not aboard:
        return None
    if any(u.kind == "explorer" for u in aboard):
        goals = targets(state, seat)
    else:
        home = {u.came_from for u in aboard}
        goals = {s for r in state.regions_of(seat) if r not in home for s in places.world().seas_of(r)}
    here = distance(fleet.sea, goals)
    sails = [a for a in legal if isinstance(a, Sail) and a.fleet == fleet.id]
    closer = [a for a in sails if distance(a.destination, goals) < here]
    return min(closer, key=lambda a: (distance(a.destination, goals), a.destination)) if closer else None


def intercept(state: ImpState, seat: str, legal: list[Action], dice: Dice) -> Action | None:
    """Intercept when its fleets in that sea are at least as many as the mover's."""
    frame = state.stack[-1]
    found = fleets.fleet(state, int(frame.data["fleet"]))
    if found is None:
        return Intercept(attack=False)
    near = sea_battles.reach(state, found.sea)
    mine = sum(1 for f in state.fleets if f.seat == seat and f.sea in near)
    theirs = len(state.fleets_in(found.sea, found.seat))
    return Intercept(attack=mine >= theirs)


def sink(state: ImpState, seat: str, legal: list[Action], dice: Dice) -> Action | None:
    """Lose the fleet carrying the least."""
    options = [a for a in legal if isinstance(a, Scuttle)]
    loads = {f.id: fleets.load(state, f) for f in state.fleets}
    return min(options, key=lambda a: (loads.get(a.fleet, 0), a.fleet)) if options else None


def break_off(state: ImpState, seat: str, legal: list[Action], dice: Dice) -> Action | None:
    """Break off when outnumbered."""
    battle = state.sea_battle
    if battle is None:
        return Stand()
    other = battle.interceptor if seat == battle.mover else battle.mover
    outnumbered = len(sea_battles.side(state, battle, seat)) < len(sea_battles.side(state, battle, other))
    return BreakOff() if outnumbered else Stand()


def consent(state: ImpState, seat: str, legal: list[Action], dice: Dice) -> Action | None:
    """Let a fleet through the Straits unless its player holds more regions."""
    mover = str(state.stack[-1].data.get("mover", ""))
    return Reply(accept=len(state.regions_of(mover)) <= len(state.regions_of(seat)))


NAVAL_CHOOSERS = {"intercept": intercept, "sink": sink, "break_off": break_off, "straits_consent": consent}
