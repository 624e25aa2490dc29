"""Retreat onto fleets (IMP-NAV-10): a side may retreat its whole force from a land battle onto its fleets in one
sea area next to the region (the attacker only to a sea it came from) when they have room for all of it; the
enemy first fires one more round at it, then the units board, and enemy fleets in that sea may intercept."""

from rules.core.context import Context
from rules.imperialism import combat, places
from rules.imperialism.fleets import portage, room
from rules.imperialism.state import NATIVES, Battle, ImpState, Unit
from rules.imperialism.tables import hits_for


def berths(state: ImpState, side: str, sea: str, units: list[Unit]) -> dict[int, int] | None:
    """Which fleet of ``side`` in ``sea`` takes each unit (brigades first, the fullest room first); None when they
    do not all fit (IMP-NAV-4)."""
    free = {f.id: room(state, f) for f in state.fleets_in(sea, side)}
    placed: dict[int, int] = {}
    for unit in sorted(units, key=lambda u: -portage(u.kind)):
        fleet = next((f for f, left in sorted(free.items(), key=lambda i: -i[1]) if left >= portage(unit.kind)), None)
        if fleet is None:
            return None
        free[fleet] -= portage(unit.kind)
        placed[unit.id] = fleet
    return placed


def seas(state: ImpState, battle: Battle, side: str) -> list[str]:
    """The sea areas ``side`` may retreat onto its fleets in."""
    if side == NATIVES:
        return []
    units = combat.units_of(state, battle, side)
    allowed = places.world().seas_of(battle.region)
    if side == battle.attacker:
        allowed = [s for s in allowed if any(u.came_from == s for u in units)]
    return [s for s in allowed if state.fleets_in(s, side) and berths(state, side, s, units) is not None]


def parting_shots(state: ImpState, battle: Battle, side: str, ctx: Context) -> None:
    """The extra attack round: the enemy's brigades roll once more at the retreating ``side``, which loses its
    cheapest units first (ruling IMP-R-PARTING [designed]: no prompt for these losses)."""
    enemy = combat.opponent(battle, side)
    drm = combat.drms(state, battle)[enemy]
    dice = combat.brigades(combat.force(state, battle, enemy, rolling=True))
    if not dice:
        return
    mods = [("chart", drm)] if drm else []
    faces = ctx.roll(enemy, f"fire at {side} taking to the fleets from {places.name(battle.region)}", dice,
                     modifiers=mods)
    for _ in range(sum(hits_for(f + drm) for f in faces)):
        kinds = combat.eligible_losses(combat.force(state, battle, side))
        if not kinds:
            return
        combat.lose(state, battle, side, min(kinds, key=combat.LOSS_ORDER.index), ctx)


def retreat(state: ImpState, battle: Battle, side: str, sea: str, ctx: Context) -> None:
    """``side`` retreats onto its fleets in ``sea`` (checked): the extra round, then the survivors board."""
    parting_shots(state, battle, side, ctx)
    units = combat.units_of(state, battle, side)
    placed = berths(state, side, sea, units) or {}
    for unit in units:
        unit.region, unit.aboard, unit.stopped, unit.mp = sea, placed[unit.id], True, 0
    ctx.say(f"{side} retreat from {places.name(battle.region)} onto their fleets in the {places.name(sea)}.",
            kind="retreat", seat=side)
