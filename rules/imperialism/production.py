"""The production phase's automatic work (IMP-PROD-*): income, DP, maintenance; and building one item."""

from rules.core.context import Context
from rules.imperialism import construction, places, treasury
from rules.imperialism.buildings import dp_income, income
from rules.imperialism.construction import RESOURCE, Works, item_name
from rules.imperialism.state import ImpState, Unit
from rules.imperialism.tables import MAINTENANCE, UNIT


def add_unit(state: ImpState, seat: str, kind: str, region: str) -> Unit:
    """Put a new unit of ``seat`` on the board."""
    unit = Unit(id=state.next_unit, seat=seat, kind=kind, region=region)
    state.next_unit += 1
    state.units.append(unit)
    return unit


def build(state: ImpState, seat: str, item: str, region: str, works: Works, ctx: Context) -> None:
    """Pay for and make ``item`` in ``region`` (checked before)."""
    price = construction.cost(state, seat, item, region, works)
    construction.record(state, seat, item, region, works)
    treasury.change(state, ctx, seat, f"{item_name(item).lower()} in {places.name(region)}", pp=-price)
    if item in UNIT:
        add_unit(state, seat, item, region)
    elif item == RESOURCE:
        chit = state.chits[region]
        chit.developed = True
        ctx.reveal()
        ctx.say(f"{seat} develop a {chit.value} PP resource in {places.name(region)}.", kind="develop", seat=seat)
        return
    else:
        state.buildings.setdefault(region, []).append(item)
        state.new_buildings.append(f"{region}:{item}")
    ctx.say(f"{seat} build {item_name(item).lower()} in {places.name(region)} ({price} PP).", kind="build",
            seat=seat)


def collect(state: ImpState, ctx: Context) -> None:
    """Income (PP by the Building and Region table) and DP (cities + 1) for every player in movement order
    (IMP-PROD-1, IMP-PROD-2)."""
    for seat in state.order:
        treasury.change(state, ctx, seat, "income", pp=income(state, seat), dp=dp_income(state, seat))


def maintain(state: ImpState, ctx: Context) -> None:
    """Each unit costs 1 PP; what cannot be paid is removed, newest first (IMP-PROD-7; ruling IMP-R-UPKEEP: the
    rules remove the newest units, so no prompt is owed)."""
    for seat in state.order:
        mine = [u for u in state.units if u.seat == seat]
        affordable = state.pp[seat] // MAINTENANCE
        unpaid = mine[affordable:] if affordable < len(mine) else []
        treasury.change(state, ctx, seat, "maintenance", pp=-MAINTENANCE * (len(mine) - len(unpaid)))
        for unit in unpaid:
            state.units.remove(unit)
        if unpaid:
            ctx.say(f"{seat} cannot pay for {len(unpaid)} unit(s): they are removed.", kind="upkeep", seat=seat)
