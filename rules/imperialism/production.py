"""The production phase's automatic work (IMP-PROD-*): income, DP, maintenance; and building one item."""

from rules.core.context import Context
from rules.imperialism import construction, natives, places, treasury
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


def unit_groups(state: ImpState, seat: str) -> list[tuple[str, str]]:
    """``seat``'s units as the distinct (region, kind) pairs a player chooses among, sorted."""
    return sorted({(u.region, u.kind) for u in state.units if u.seat == seat})


def disband(state: ImpState, seat: str, picks: list[tuple[str, str]], ctx: Context) -> None:
    """Remove one unit of ``seat`` for each (region, kind) in ``picks``, unpaid (IMP-PROD-7); a region left without
    a brigade reverts at once (IMP-CTRL-1)."""
    for region, kind in picks:
        unit = next(u for u in state.units_in(region, seat) if u.kind == kind)
        state.units.remove(unit)
        ctx.say(f"{seat} cannot pay upkeep for their {UNIT[kind].name.lower()} in {places.name(region)}: it is "
                f"removed.", kind="upkeep", seat=seat)
        natives.release_if_empty(state, region, ctx)


def maintain(state: ImpState, seat: str, ctx: Context) -> int:
    """``seat`` pays 1 PP a unit for what it can (IMP-PROD-7). Returns how many units it must still remove: none
    when it could pay for all, or when only one choice was possible (units of one kind in one region, or none
    kept), which is made here."""
    mine = [u for u in state.units if u.seat == seat]
    paid = min(len(mine), state.pp[seat] // MAINTENANCE)
    treasury.change(state, ctx, seat, "maintenance", pp=-MAINTENANCE * paid)
    owed = len(mine) - paid
    if owed and (paid == 0 or len(unit_groups(state, seat)) == 1):
        disband(state, seat, [(u.region, u.kind) for u in mine[paid:]], ctx)
        return 0
    return owed
