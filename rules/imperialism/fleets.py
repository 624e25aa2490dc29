"""Fleets (IMP-NAV-1, IMP-NAV-4, IMP-PROD-7, IMP-PROD-16): the Fleet table, building one at a port, what it
carries (portage), its upkeep, and sinking it with its cargo. Fleets move in ``naval``; they fight in
``sea_battles``."""

from rules.core.context import Context
from rules.imperialism import places, treasury
from rules.imperialism.buildings import has
from rules.imperialism.construction import Works
from rules.imperialism.state import Fleet, ImpState, Unit
from rules.imperialism.tables import BRIGADE_PORTAGE as BRIGADE_PORTAGE  # the Fleet table, also read from here
from rules.imperialism.tables import FLEET_COST as FLEET_COST
from rules.imperialism.tables import FLEET_MP as FLEET_MP
from rules.imperialism.tables import MAINTENANCE, UNIT, UNITS_PER_REGION
from rules.imperialism.tables import PARTY_PORTAGE as PARTY_PORTAGE
from rules.imperialism.tables import PORTAGE as PORTAGE


def portage(kind: str) -> int:
    """The portage points of one land unit of ``kind``: brigade 2, party 1 (IMP-NAV-4)."""
    return BRIGADE_PORTAGE if UNIT[kind].brigade else PARTY_PORTAGE


def cargo(state: ImpState, fleet: Fleet) -> list[Unit]:
    """The land units ``fleet`` carries."""
    return [u for u in state.units if u.aboard == fleet.id]


def load(state: ImpState, fleet: Fleet) -> int:
    """The portage points ``fleet`` carries now."""
    return sum(portage(u.kind) for u in cargo(state, fleet))


def room(state: ImpState, fleet: Fleet) -> int:
    """The portage points ``fleet`` may still take on (IMP-NAV-4)."""
    return PORTAGE - load(state, fleet)


def fleet(state: ImpState, fleet_id: int) -> Fleet | None:
    """The fleet with this id (None: there is none, e.g. it was sunk)."""
    return next((f for f in state.fleets if f.id == fleet_id), None)


def fleets_of(state: ImpState, seat: str) -> list[Fleet]:
    """``seat``'s fleets."""
    return [f for f in state.fleets if f.seat == seat]


def label(found: Fleet) -> str:
    """How texts name a fleet: "fleet 12 (Red, North Sea)"."""
    return f"fleet {found.id} ({found.seat}, {places.name(found.sea)})"


def launch_refusal(state: ImpState, seat: str, region: str, sea: str, works: Works | None) -> tuple[str, str] | None:
    """Why ``seat`` may not build a fleet at ``region`` into ``sea`` now (``works`` None: at set-up, where any region
    of yours on that sea will do, IMP-SET-8)."""
    if region not in places.region_ids() or sea not in places.sea_ids():
        return "IMP-NAV-1", "name a region of yours and a sea area next to it"
    if state.control.get(region) != seat:
        return "IMP-NAV-1", "you build fleets only in regions you control"
    if sea not in places.world().seas_of(region):
        return "IMP-PROD-16", f"{places.name(sea)} is not next to {places.name(region)}"
    if works is not None:
        if not has(state, region, "port"):
            return "IMP-NAV-1", "fleets are built only at a port"
        limit = UNITS_PER_REGION * (2 if has(state, region, "city") else 1)
        if works.raised.get(region, 0) >= limit:
            return "IMP-PROD-12", f"at most {limit} units are raised in one region per production phase"
    if state.pp[seat] < FLEET_COST:
        return "IMP-NAV-1", f"a fleet costs {FLEET_COST} PP; you have {state.pp[seat]}"
    return None


def launches(state: ImpState, seat: str, works: Works | None) -> list[tuple[str, str]]:
    """Every (region, sea) where ``seat`` may build a fleet now."""
    return [(region, sea) for region in state.regions_of(seat) for sea in places.world().seas_of(region)
            if launch_refusal(state, seat, region, sea, works) is None]


def launch(state: ImpState, seat: str, region: str, sea: str, works: Works | None, ctx: Context) -> Fleet:
    """Pay for a fleet and place it in ``sea`` (checked before; IMP-NAV-1, IMP-PROD-16)."""
    if works is not None:
        works.raised[region] = works.raised.get(region, 0) + 1
    treasury.change(state, ctx, seat, f"fleet at {places.name(region)}", pp=-FLEET_COST)
    made = Fleet(id=state.next_unit, seat=seat, sea=sea)
    state.next_unit += 1
    state.fleets.append(made)
    ctx.say(f"{seat} build fleet {made.id} at {places.name(region)}, in the {places.name(sea)} ({FLEET_COST} PP).",
            kind="build", seat=seat)
    return made


def sink(state: ImpState, found: Fleet, ctx: Context) -> None:
    """``found`` goes down with every land unit it carries (IMP-NAV-8)."""
    lost = cargo(state, found)
    state.units = [u for u in state.units if u.aboard != found.id]
    state.fleets.remove(found)
    carried = f" with {len(lost)} unit(s) aboard" if lost else ""
    ctx.say(f"{label(found)} is sunk{carried}.", kind="loss", seat=found.seat)


def maintain(state: ImpState, ctx: Context) -> None:
    """Fleets cost 1 PP each, paid after the land units; a fleet that cannot be paid is removed, newest first, with
    its cargo (IMP-PROD-7)."""
    for seat in state.order:
        mine = fleets_of(state, seat)
        paid = min(len(mine), state.pp[seat] // MAINTENANCE)
        if paid:
            treasury.change(state, ctx, seat, "fleet maintenance", pp=-MAINTENANCE * paid)
        for unpaid in mine[paid:]:
            sink(state, unpaid, ctx)


def ready(state: ImpState) -> None:
    """A movement phase begins: every fleet gets its movement points (IMP-NAV-2)."""
    for found in state.fleets:
        found.mp, found.landed_in, found.refused = FLEET_MP, [], []
