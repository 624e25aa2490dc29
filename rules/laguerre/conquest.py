"""Sieges, control of provinces and surrender (LG-SIEGE-*, LG-SUR-*, LG-MIN-*)."""

from rules.core.context import Context
from rules.laguerre import armies as arm
from rules.laguerre import diplomacy as dip
from rules.laguerre import ledger, remapping, surrender_terms
from rules.laguerre.geography import POWERS
from rules.laguerre.mapdata import PROVINCE, capital_of, distances_from, home_provinces, land_neighbours, name
from rules.laguerre.state import LgState
from rules.laguerre.tables import CONQUEST_VP, NPC_SURRENDER_VP, SIEGE_GRID, SURRENDER_GROUPS, siege_column


def besieging(state: LgState, power: str) -> list[str]:
    """Provinces where ``power``'s armies stand in a province held by a country at war with it, with no enemy
    army (LG-SIEGE-1), in id order."""
    found = {a.province for a in state.armies.values() if a.power == power
             and dip.at_war(state, state.control[a.province], power)
             and not arm.hostile_armies(state, a.province, power)}
    return sorted(found)


def siege(state: LgState, ctx: Context, power: str, province: str) -> None:
    """LG-SIEGE-2: one siege roll on the Siege Grid; a garrison at 0 falls at once."""
    owner = state.control[province]
    if state.garrison[province] <= 0:
        take(state, ctx, power, province)
        return
    besiegers = arm.armies_in(state, province, power)
    divisions = sum(a.divisions for a in besiegers)
    column = siege_column(divisions, state.garrison[province])
    die = ctx.roll(dip.country_name(power), f"siege of {name(province)} (column {column})", 1)[0]
    result = SIEGE_GRID[column][die]
    if result == "H":
        state.garrison[province] -= 1
        ctx.say(f"The garrison of {name(province)} ({dip.country_name(owner)}) is worn down to "
                f"{state.garrison[province]} (LG-SIEGE-2).", kind="siege")
        if state.garrison[province] <= 0:
            take(state, ctx, power, province)
    elif result == "F":
        take(state, ctx, power, province)
    elif result == "S":
        arm.lose(max(besiegers, key=lambda a: (a.divisions, a.id)), 1)
        ctx.say(f"A sortie from {name(province)} costs the besiegers a division (LG-SIEGE-2).", kind="siege")
        arm.remove_empty(state, ctx)
    else:
        ctx.say(f"The siege of {name(province)} goes on (LG-SIEGE-2).", kind="siege")


def take(state: LgState, ctx: Context, power: str, province: str) -> None:
    """LG-SIEGE-3: ``power`` takes ``province``; the new garrison has 1 point. LG-VP-6: the taker gains its
    political value (at least 1) times CONQUEST_VP at once, and a power that loses it loses as much."""
    loser = state.control[province]
    state.control[province] = power
    state.garrison[province] = 1
    ctx.say(f"🏳️ {name(province)} falls to {dip.country_name(power)} (from {dip.country_name(loser)}) "
            f"(LG-SIEGE-3).", kind="control")
    worth = max(PROVINCE[province].political, 1) * CONQUEST_VP
    ledger.vp(state, ctx, power, worth, f"{name(province)} taken (LG-VP-6)")
    if loser in POWERS:
        ledger.vp(state, ctx, loser, -worth, f"{name(province)} lost (LG-VP-6)")
    if loser not in POWERS and PROVINCE[province].capital:
        conquer_minor(state, ctx, power, loser)


def conquer_minor(state: LgState, ctx: Context, power: str, minor: str) -> None:
    """LG-MIN-3: a minor whose capital falls submits: all its provinces go to the conqueror, its war ends."""
    for province in home_provinces(minor):
        if state.control[province] == minor:
            state.control[province] = power
            state.garrison[province] = 1
    for ally in dip.allies(state, minor):
        dip.break_alliance(state, minor, ally, ctx, "LG-MIN-3")
    dip.make_peace(state, power, minor, ctx)
    ctx.say(f"{dip.country_name(minor)} submits to {dip.country_name(power)} (LG-MIN-3).", kind="control")


def recover_garrisons(state: LgState) -> None:
    """LG-SIEGE-4: each winter every garrison not under siege recovers a point, up to its province's rating."""
    besieged = {a.province for a in state.armies.values() if dip.at_war(state, state.control[a.province], a.power)}
    for province, p in PROVINCE.items():
        if province not in besieged and state.garrison[province] < p.garrison:
            state.garrison[province] += 1


def forced_surrenders(state: LgState, ctx: Context) -> None:
    """LG-SUR-1: in winter a power at war whose capital an enemy holds surrenders to that enemy."""
    for power in POWERS:
        holder = state.control[capital_of(power)]
        if holder != power and dip.at_war(state, holder, power):
            surrender(state, ctx, power, holder, surrender_group(state, power))


def surrender_group(state: LgState, power: str) -> int:
    """LG-SUR-1: the terms group of a forced surrender: 1 with 1–2 home provinces lost, 2 with 3–4, 3 with 5+."""
    lost = sum(1 for p in home_provinces(power) if state.control[p] != power)
    return 1 if lost <= 2 else (2 if lost <= 4 else 3)


def surrender(state: LgState, ctx: Context, loser: str, victor: str, group: int) -> None:
    """LG-SUR-2..5: ``loser`` surrenders to ``victor`` on the terms of ``group``."""
    cede, indemnity, points = SURRENDER_GROUPS[group]
    ctx.say(f"🏳️ {dip.country_name(loser)} surrenders to {dip.country_name(victor)}: Terms of Surrender group "
            f"{group} (LG-SUR-2).", kind="surrender")
    extra = surrender_terms.extra_province(state, ctx, loser, victor)
    dip.make_peace(state, loser, victor, ctx)
    for friend in dip.allies(state, loser):
        dip.break_alliance(state, loser, friend, ctx, "LG-SUR-3")
    if state.seat_of(victor) is None:
        ledger.vp(state, ctx, loser, -NPC_SURRENDER_VP, "surrender to a non-player country (LG-SUR-4)")
        ceded: list[str] = []
    else:
        ceded = _cede(state, ctx, loser, victor, cede)
        ledger.pay(state, ctx, loser, min(indemnity, max(state.treasury[loser], 0)), "indemnity (LG-SUR-2)",
                   to=victor)
        ledger.vp(state, ctx, victor, points, f"{dip.country_name(loser)} surrenders (LG-SUR-2)")
        ledger.vp(state, ctx, loser, -points, f"surrender to {dip.country_name(victor)} (LG-SUR-2)")
        if group == 3:
            state.passage[f"{victor}>{loser}"] = state.turn + 4
    restore(state, ctx, loser, victor, [*extra, *ceded])


def _cede(state: LgState, ctx: Context, loser: str, victor: str, count: int) -> list[str]:
    """LG-SUR-5 [SRC 5.125]: ceded provinces are the loser's non-home provinces first, those next to the victor's
    provinces and occupied by the victor first; home provinces only when no other is left (a created new
    country's provinces count as non-home, LG-REMAP-4)."""
    held = [p for p, owner in state.control.items() if owner == loser]
    homes = set(home_provinces(loser)) - remapping.new_country_provinces(state)
    victor_land = {p for p, owner in state.control.items() if owner == victor}

    def rank(p: str) -> tuple[bool, bool, bool, str]:
        occupied = bool(arm.armies_in(state, p, victor))
        next_to = any(n in victor_land for n in land_neighbours(p))
        return p in homes, not occupied, not next_to, p

    chosen = [p for p in sorted(held, key=rank) if p != capital_of(loser)][:count]
    for p in chosen:
        state.control[p] = victor
        state.garrison[p] = 1
        ctx.say(f"{name(p)} is ceded to {dip.country_name(victor)} (LG-SUR-5).", kind="control")
    return chosen


def restore(state: LgState, ctx: Context, loser: str, victor: str, ceded: list[str]) -> None:
    """LG-SUR-6 [SRC 5.123]: the victor vacates the loser's home provinces not ceded (they return to the loser) and
    its armies there go home to its capital."""
    for p in home_provinces(loser):
        if p in ceded:
            continue
        if state.control[p] == victor:
            state.control[p] = loser
            state.garrison[p] = max(state.garrison[p], 1)
        for army in arm.armies_in(state, p, victor):
            army.province = _home_for(state, victor)
    ctx.say(f"{dip.country_name(victor)} evacuates {dip.country_name(loser)}'s home provinces (LG-SUR-6).",
            kind="surrender")


def _home_for(state: LgState, power: str) -> str:
    capital = capital_of(power)
    if state.control[capital] == power:
        return capital
    distance = distances_from(capital)
    held = sorted((p for p, o in state.control.items() if o == power), key=lambda p: (distance.get(p, 99), p))
    return held[0] if held else capital
