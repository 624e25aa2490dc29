"""Naval movement (IMP-NAV-2..5): fleets sail sea to sea for 1 MP; land units board a fleet next to their region
(it costs them their MP) within its portage; a fleet puts units ashore for 1 MP per region, where they stop (an
amphibious invasion when the region is not theirs). Interception and the Straits' consent come before a fleet
spends a movement point (``steps_naval``)."""

from rules.core.actions import Action
from rules.core.context import Context
from rules.imperialism import canal, fleets, places
from rules.imperialism.buildings import at_war
from rules.imperialism.fleets import cargo, portage, room
from rules.imperialism.movement import entry_refusal, keep_back, may_attack
from rules.imperialism.natives import draw_marker
from rules.imperialism.naval_actions import Disembark, Embark, Engage, Sail
from rules.imperialism.state import Fleet, ImpState, Unit
from rules.imperialism.step_base import listed
from rules.imperialism.tables import UNIT

EMBARK_MP = 1  # a land unit's cost to board a fleet (sourced)


def own_fleet(state: ImpState, seat: str, fleet_id: int) -> Fleet | None:
    """``seat``'s fleet with this id (None: no such fleet of yours)."""
    found = fleets.fleet(state, fleet_id)
    return found if found is not None and found.seat == seat else None


def sail_refusal(state: ImpState, seat: str, fleet_id: int, destination: str) -> tuple[str, str] | None:
    """Why ``seat``'s fleet may not sail into ``destination`` now (None: it may, the Straits' consent apart)."""
    found = own_fleet(state, seat, fleet_id)
    if found is None:
        return "IMP-NAV-2", f"you have no fleet {fleet_id}"
    if destination not in places.sea_ids():
        return "IMP-NAV-2", "fleets sail only into sea areas"
    if found.mp < 1:
        return "IMP-NAV-2", f"fleet {fleet_id} has no movement point left"
    crossing = places.sea_refusal(found.sea, destination, canal.open_links(state), straits_open=True)
    if crossing is not None:
        return "IMP-NAV-2" if places.world().link(found.sea, destination) is None else "IMP-MAP-9", crossing
    gate = canal.gatekeeper(found.sea, destination)
    holder = state.control.get(gate) if gate else None
    if holder is not None and holder != seat and at_war(state, seat, holder):
        rule = "IMP-MAP-8" if gate == places.OTTOMAN else "IMP-OPT-SUEZ"
        return rule, f"no passage by {places.name(str(gate))}: you are at war with its holder, {holder}"
    if destination in found.refused:
        rule = "IMP-MAP-8" if gate == places.OTTOMAN else "IMP-OPT-SUEZ"
        return rule, (f"{holder} refused fleet {fleet_id} passage into the {places.name(destination)} this phase "
                      f"(ruling IMP-R-REFUSED): ask again in the next movement phase")
    return None


def engage_refusal(state: ImpState, seat: str, fleet_id: int, enemy: str) -> tuple[str, str] | None:
    """Why ``seat``'s fleet may not attack ``enemy``'s fleets in its sea area now (None: it may)."""
    found = own_fleet(state, seat, fleet_id)
    if found is None:
        return "IMP-NAV-11", f"you have no fleet {fleet_id}"
    if not state.fleets_in(found.sea, enemy) or enemy == seat:
        return "IMP-NAV-11", f"{enemy} have no fleet in the {places.name(found.sea)}"
    if not may_attack(state, seat, enemy):
        return "IMP-WAR-2", f"you may attack {enemy} only at war, from the phase after declaring"
    if found.mp < 1:
        return "IMP-NAV-11", f"fleet {fleet_id} has no movement point left"
    return None


def boarders(state: ImpState, seat: str, origin: str, kind: str) -> list[Unit]:
    """``seat``'s units of ``kind`` in ``origin`` able to board a fleet (an MP left, not stopped)."""
    return [u for u in state.units_in(origin, seat)
            if u.kind == kind and u.aboard is None and not u.stopped and u.mp >= EMBARK_MP]


def embark_refusal(state: ImpState, seat: str, action: Embark) -> tuple[str, str] | None:
    """Why ``seat`` may not board these units onto its fleet (None: it may)."""
    found = own_fleet(state, seat, action.fleet)
    if found is None or action.origin not in places.region_ids() or action.unit not in UNIT:
        return "IMP-NAV-3", "name a region of yours, a unit type and one of your fleets"
    if found.sea not in places.world().seas_of(action.origin):
        return "IMP-NAV-3", f"fleet {found.id} is not in a sea area next to {places.name(action.origin)}"
    able = boarders(state, seat, action.origin, action.unit)
    if action.count < 1 or len(able) < action.count:
        return "IMP-NAV-3", f"you have {len(able)} {UNIT[action.unit].name.lower()} able to board in " \
                            f"{places.name(action.origin)} (boarding costs the unit its MP)"
    if UNIT[action.unit].brigade:
        brigades = sum(1 for u in state.units_in(action.origin, seat) if UNIT[u.kind].brigade)
        if brigades - action.count < keep_back(state, seat, action.origin):
            return "IMP-R-HOLD", f"{places.name(action.origin)} must keep " \
                                 f"{keep_back(state, seat, action.origin)} brigade(s)"
    if portage(action.unit) * action.count > room(state, found):
        return "IMP-NAV-4", f"fleet {found.id} has room for {room(state, found)} portage points " \
                            f"(brigade {fleets.BRIGADE_PORTAGE}, party {fleets.PARTY_PORTAGE})"
    return None


def disembark_refusal(state: ImpState, seat: str, action: Disembark) -> tuple[str, str] | None:
    """Why ``seat``'s fleet may not put these units ashore (None: it may)."""
    found = own_fleet(state, seat, action.fleet)
    if found is None or action.destination not in places.region_ids() or action.unit not in UNIT:
        return "IMP-NAV-5", "name one of your fleets, a unit type it carries and a region on its sea"
    if action.destination not in places.world().coast_of(found.sea):
        return "IMP-NAV-5", f"{places.name(action.destination)} is not on the {places.name(found.sea)}"
    aboard = [u for u in cargo(state, found) if u.kind == action.unit]
    if action.count < 1 or len(aboard) < action.count:
        return "IMP-NAV-5", f"fleet {found.id} carries {len(aboard)} {UNIT[action.unit].name.lower()}"
    if action.destination not in found.landed_in and found.mp < 1:
        return "IMP-NAV-5", f"fleet {found.id} has no movement point left to put units ashore"
    return entry_refusal(state, seat, action.destination, action.unit)


def embark(state: ImpState, seat: str, action: Embark) -> None:
    """Board the units (checked): they are aboard, in the fleet's sea, with no MP left (IMP-NAV-3)."""
    found = own_fleet(state, seat, action.fleet)
    assert found is not None
    for unit in boarders(state, seat, action.origin, action.unit)[:action.count]:
        unit.region, unit.aboard, unit.mp, unit.came_from = found.sea, found.id, 0, action.origin


def sail(state: ImpState, seat: str, action: Sail) -> None:
    """Sail the fleet (checked) with its cargo: 1 MP (IMP-NAV-2)."""
    found = own_fleet(state, seat, action.fleet)
    assert found is not None
    state.arrows.append((seat, found.sea, action.destination))
    found.sea, found.mp = action.destination, found.mp - 1
    for unit in cargo(state, found):
        unit.region = found.sea


def disembark(state: ImpState, seat: str, action: Disembark, ctx: Context) -> None:
    """Put the units ashore (checked): the fleet pays 1 MP for a region it has not landed in this phase; the
    units stop; landing in a region not yours is an amphibious invasion (IMP-NAV-5, IMP-BAT-7)."""
    found = own_fleet(state, seat, action.fleet)
    assert found is not None
    if action.destination not in found.landed_in:
        found.mp -= 1
        found.landed_in.append(action.destination)
    holder = state.control.get(action.destination)
    for unit in [u for u in cargo(state, found) if u.kind == action.unit][:action.count]:
        unit.region, unit.aboard, unit.came_from = action.destination, None, found.sea
        unit.mp, unit.stopped, unit.landed = 0, True, holder != seat
    if holder is None:
        draw_marker(state, action.destination, ctx)
    state.arrows.append((seat, found.sea, action.destination))


def legal(state: ImpState, seat: str) -> list[Action]:
    """Every naval move open to ``seat`` now: boarding (each count), sailing, putting ashore (each count). Listed
    from one pass over the seat's units (the refusals above say the same, one action at a time)."""
    mine = [u for u in state.units if u.seat == seat]
    ashore: dict[str, list[Unit]] = {}
    for unit in mine:
        if unit.aboard is None:
            ashore.setdefault(unit.region, []).append(unit)
    found: list[Action] = []
    for fleet in fleets.fleets_of(state, seat):
        aboard = [u for u in mine if u.aboard == fleet.id]
        space = fleets.PORTAGE - sum(portage(u.kind) for u in aboard)
        coast = places.world().coast_of(fleet.sea)
        for origin in coast:
            found += _boardings(state, seat, fleet, origin, ashore.get(origin, []), space)
        found += [listed(Sail, fleet=fleet.id, destination=sea) for sea in places.sea_neighbours(fleet.sea)
                  if sail_refusal(state, seat, fleet.id, sea) is None]
        found += [listed(Engage, fleet=fleet.id, enemy=other) for other in sorted({f.seat for f in state.fleets})
                  if engage_refusal(state, seat, fleet.id, other) is None]
        for region in coast:
            if fleet.mp < 1 and region not in fleet.landed_in:
                continue
            for kind in sorted({u.kind for u in aboard}):
                if entry_refusal(state, seat, region, kind) is None:
                    most = sum(1 for u in aboard if u.kind == kind)
                    found += [listed(Disembark, fleet=fleet.id, unit=kind, count=n, destination=region)
                              for n in range(1, most + 1)]
    return found


def _boardings(state: ImpState, seat: str, fleet: Fleet, origin: str, here: list[Unit], space: int) -> list[Action]:
    """The boardings from ``origin`` onto ``fleet`` with ``space`` portage points left."""
    if not here:
        return []
    spare = sum(1 for u in here if UNIT[u.kind].brigade) - keep_back(state, seat, origin)
    found: list[Action] = []
    for kind in UNIT:
        able = sum(1 for u in here if u.kind == kind and not u.stopped and u.mp >= EMBARK_MP)
        most = min(able, space // portage(kind), spare if UNIT[kind].brigade else able)
        found += [listed(Embark, origin=origin, fleet=fleet.id, unit=kind, count=n) for n in range(1, most + 1)]
    return found
