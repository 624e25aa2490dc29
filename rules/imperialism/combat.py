"""Land battle arithmetic (IMP-BAT-*): the forces, the Land Battle chart's DRMs with the general's transfer, the
dice, and taking losses. The steps that ask players are in ``steps_battle``."""

from rules.core.context import Context
from rules.imperialism import places
from rules.imperialism.buildings import count, has
from rules.imperialism.state import NATIVES, Battle, ImpState, Unit
from rules.imperialism.tables import (
    ARTILLERY_DRM,
    BRIGADES,
    CAVALRY_DRM,
    FORT_DRM,
    PARTIES,
    SCHOOL_DRM,
    UNIT,
    hits_for,
)

LOSS_ORDER = ("infantry", "cavalry", "artillery", "explorer", "engineer", "general")


def units_of(state: ImpState, battle: Battle, side: str) -> list[Unit]:
    """A player side's units in the battle."""
    return state.units_in(battle.region, side)


def force(state: ImpState, battle: Battle, side: str, rolling: bool = False) -> dict[str, int]:
    """One side's units by kind (the natives' army for the natives); ``rolling``: those that fight this round
    (not the late arrivals in round 1, IMP-BAT-9)."""
    if side == NATIVES:
        return dict(battle.natives)
    found: dict[str, int] = {}
    for unit in units_of(state, battle, side):
        if rolling and unit.late and battle.round <= 1:
            continue
        found[unit.kind] = found.get(unit.kind, 0) + 1
    return found


def brigades(forces: dict[str, int]) -> int:
    """How many brigades a force has."""
    return sum(n for k, n in forces.items() if k in BRIGADES)


def schools(state: ImpState, side: str) -> int:
    """Schools a side's player holds (natives have none)."""
    return 0 if side == NATIVES else count(state, side, "school")


def raw_drms(state: ImpState, battle: Battle) -> dict[str, int]:
    """Each side's DRM from the chart before adjusting (IMP-BAT-3): fort −2 to the attacker; +1 for more artillery,
    for more cavalry where there is no fort, for more schools."""
    sides = (battle.attacker, battle.defender)
    forces = {s: force(state, battle, s, rolling=True) for s in sides}
    fort = has(state, battle.region, "fort") and battle.defender != NATIVES
    drm = dict.fromkeys(sides, 0)
    if fort:
        drm[battle.attacker] += FORT_DRM
    for side, other in (sides, sides[::-1]):
        if forces[side].get("artillery", 0) > forces[other].get("artillery", 0):
            drm[side] += ARTILLERY_DRM
        if not fort and forces[side].get("cavalry", 0) > forces[other].get("cavalry", 0):
            drm[side] += CAVALRY_DRM
        if schools(state, side) > schools(state, other):
            drm[side] += SCHOOL_DRM
    return drm


def adjust(drm: dict[str, int], sides: tuple[str, str]) -> dict[str, int]:
    """No DRM stays below zero: a side's −n becomes 0 and the other side gets +n (IMP-BAT-4)."""
    a, b = sides
    out = dict(drm)
    for side, other in ((a, b), (b, a)):
        if out[side] < 0:
            out[other] -= out[side]
            out[side] = 0
    return out


def general(state: ImpState, battle: Battle, side: str) -> bool:
    """True when a side has a general in the battle."""
    return side != NATIVES and any(u.kind == "general" for u in units_of(state, battle, side))


def transfer_room(state: ImpState, battle: Battle) -> tuple[str, int] | None:
    """The side with the only general and the most DRM points it may transfer this round: each point taken off
    its own DRM is taken off the other side's too, neither going below zero (IMP-BAT-4); None when there is
    nothing to transfer."""
    sides = (battle.attacker, battle.defender)
    drm = adjust(raw_drms(state, battle), sides)
    for side, other in (sides, sides[::-1]):
        if general(state, battle, side) and not general(state, battle, other) and min(drm[side], drm[other]) > 0:
            return side, min(drm[side], drm[other])
    return None


def drms(state: ImpState, battle: Battle) -> dict[str, int]:
    """The DRMs of this round: the chart, adjusted, then the ``battle.transfer`` points the general's side chose to
    transfer (IMP-BAT-4)."""
    sides = (battle.attacker, battle.defender)
    drm = adjust(raw_drms(state, battle), sides)
    room = transfer_room(state, battle)
    if room is not None:
        moved = min(battle.transfer, room[1])
        for side in sides:
            drm[side] -= moved
    return drm


def roll_hits(state: ImpState, battle: Battle, ctx: Context) -> dict[str, int]:
    """Both sides roll 1D6 per brigade: 6–9 one hit, 10+ two (IMP-BAT-2). Returns the hits each side scored."""
    drm = drms(state, battle)
    scored: dict[str, int] = {}
    for side in (battle.attacker, battle.defender):
        dice = brigades(force(state, battle, side, rolling=True))
        if dice == 0:
            scored[side] = 0
            continue
        mods = [("chart", drm[side])] if drm[side] else []
        faces = ctx.roll(side, f"battle in {places.name(battle.region)}, round {battle.round}", dice, modifiers=mods)
        scored[side] = sum(hits_for(f + drm[side]) for f in faces)
    return scored


def eligible_losses(forces: dict[str, int]) -> list[str]:
    """The kinds that may take the next hit: brigades before parties (IMP-BAT-5)."""
    present = [k for k in LOSS_ORDER if forces.get(k, 0) > 0]
    brigades_left = [k for k in present if k in BRIGADES]
    return brigades_left or [k for k in present if k in PARTIES]


def lose(state: ImpState, battle: Battle, side: str, kind: str, ctx: Context) -> None:
    """Remove one unit of ``kind`` from ``side`` in the battle."""
    if side == NATIVES:
        battle.natives[kind] -= 1
        if not battle.natives[kind]:
            del battle.natives[kind]
    else:
        unit = next(u for u in units_of(state, battle, side) if u.kind == kind)
        state.units.remove(unit)
    ctx.say(f"{side} lose {UNIT[kind].name.lower()} in {places.name(battle.region)}.", kind="loss", seat=None)


def opponent(battle: Battle, side: str) -> str:
    """The other side of the battle."""
    return battle.defender if side == battle.attacker else battle.attacker


def retreats(state: ImpState, battle: Battle, side: str) -> list[str]:
    """Where a side may retreat: the attacker to a region its units came from (still its own or the region of a
    battle it fights), the defender to a neighbouring region it controls (IMP-BAT-8)."""
    if side == NATIVES:
        return []
    if side == battle.attacker:
        found = {u.came_from for u in units_of(state, battle, side) if u.came_from}
        return sorted(r for r in found if r is not None and state.control.get(r) == side)
    return [r for r in places.land_neighbours(battle.region) if state.control.get(r) == side]


def retreat(state: ImpState, battle: Battle, side: str, region: str, ctx: Context) -> None:
    """The side's whole force goes to ``region``; into a region of its the mover's brigades have entered, it sits
    out that battle's first round (IMP-BAT-9)."""
    attacked = side != state.active and any(
        u.seat == state.active and u.kind in BRIGADES for u in state.units_in(region))
    for unit in units_of(state, battle, side):
        unit.region = region
        unit.stopped = True
        unit.late = attacked
    ctx.say(f"{side} retreat from {places.name(battle.region)} to {places.name(region)}.", kind="retreat", seat=side)
