"""Where armies may march and fleets may sail (LG-MOVE-*, LG-SEA-*), and naval battles."""

from rules.core.context import Context
from rules.laguerre import armies as arm
from rules.laguerre import diplomacy as dip
from rules.laguerre.geography import MINORS
from rules.laguerre.leaders import naval_bonus
from rules.laguerre.mapdata import coasts, land_neighbours, name, ports_on, sea_neighbours, shared_seas, straits
from rules.laguerre.state import Fleet, LgState
from rules.laguerre.tables import NAVAL_HIT


def may_enter(state: LgState, power: str, province: str) -> bool:
    """LG-MOVE-2: an army may enter its side's provinces, an enemy's, a neutral minor's (an invasion: LG-MIN-1),
    or a power's it has free passage through (LG-SUR-2); never a province of a power at peace with it."""
    owner = state.control[province]
    if dip.friendly(state, owner, power) or dip.at_war(state, owner, power):
        return True
    if state.passage.get(f"{power}>{owner}", -1) >= state.turn:
        return True
    return owner in MINORS and not dip.allies(state, owner)


def fleet_support(state: LgState, power: str, zone: str) -> bool:
    """LG-MOVE-3: a sea zone carries ``power``'s armies when its side has a fleet there and no enemy fleet is."""
    fleets = [f for f in state.fleets.values() if f.zone == zone]
    return any(dip.friendly(state, f.power, power) for f in fleets) and not any(
        dip.at_war(state, f.power, power) for f in fleets)


def _enemy_fleet(state: LgState, power: str, zone: str) -> bool:
    return any(f.zone == zone and dip.at_war(state, f.power, power) for f in state.fleets.values())


def army_moves(state: LgState, army_id: str) -> list[str]:
    """Every province the army may move to now: a land neighbour, across a strait no enemy fleet guards
    (LG-MOVE-4), or a port across one sea zone its fleets hold (LG-MOVE-1, LG-MOVE-3)."""
    army = state.armies[army_id]
    if army_id in state.moved:
        return []
    found = {p for p in land_neighbours(army.province) if may_enter(state, army.power, p)}
    found |= {p for p in straits(army.province) if may_enter(state, army.power, p)
              and not any(_enemy_fleet(state, army.power, z) for z in shared_seas(army.province, p))}
    for zone in coasts(army.province):
        if fleet_support(state, army.power, zone):
            found |= {p for p in ports_on(zone) if p != army.province and may_enter(state, army.power, p)
                      and not arm.hostile_armies(state, p, army.power)}
    return sorted(found)


def move_army(state: LgState, ctx: Context, army_id: str, to: str) -> bool:
    """Move the army; an invaded neutral minor goes to war with the mover (LG-MIN-1). Returns True when the
    move starts a battle (LG-BAT-1)."""
    army = state.armies[army_id]
    origin = army.province
    owner = state.control[to]
    if owner in MINORS and not dip.friendly(state, owner, army.power) and not dip.at_war(state, owner, army.power):
        dip.declare_war(state, army.power, owner, ctx, "LG-MIN-1")
    army.province = to
    state.moved.append(army_id)
    state.arrows.append((army.power, origin, to))
    ctx.say(f"{arm.leader_name(army_id)}'s army ({dip.country_name(army.power)}) moves from {name(origin)} to "
            f"{name(to)}.", kind="move", seat=state.seat_of(army.power))
    return bool(arm.hostile_armies(state, to, army.power))


def fleet_moves(state: LgState, fleet_id: str) -> list[str]:
    """LG-SEA-2: the sea zones next to the fleet's (none in a season of storms, LG-TURN-2)."""
    if state.storms or fleet_id in state.moved:
        return []
    return list(sea_neighbours(state.fleets[fleet_id].zone))


def sail(state: LgState, ctx: Context, fleet_id: str, to: str) -> None:
    """LG-SEA-2/3: the fleet sails; enemy fleets in the zone give battle at once."""
    fleet = state.fleets[fleet_id]
    origin = fleet.zone
    fleet.zone = to
    state.moved.append(fleet_id)
    ctx.say(f"{dip.country_name(fleet.power)}'s fleet {fleet_id} ({fleet.squadrons} squadrons) sails from "
            f"{name(origin)} to {name(to)}.", kind="sail")
    enemies = [f for f in state.fleets.values() if f.zone == to and dip.at_war(state, f.power, fleet.power)]
    if enemies:
        naval_battle(state, ctx, fleet, enemies, origin)
    merge_fleets(state)


def _fire(state: LgState, ctx: Context, fleets: list[Fleet]) -> int:
    squadrons = sum(f.squadrons for f in fleets)
    power = fleets[0].power
    faces = ctx.roll(power, "naval gunnery", min(squadrons, 10) + naval_bonus(state, fleets))
    return sum(1 for face in faces if face >= NAVAL_HIT.get(power, 5))


def naval_battle(state: LgState, ctx: Context, fleet: Fleet, enemies: list[Fleet], origin: str) -> None:
    """LG-SEA-3: each side rolls a die per squadron (at most 10); 5–6 sinks an enemy squadron (British 4–6). The
    side that lost more squadrons (the attacker on a tie) falls back (LG-SEA-5: each side's best admiral adds his
    rating in dice, beyond the ten): the attacker to where it came from, the
    defenders to a neighbouring zone free of enemies (sunk if there is none)."""
    hits_on_enemy, hits_on_fleet = _fire(state, ctx, [fleet]), _fire(state, ctx, enemies)
    fleet.squadrons -= min(hits_on_fleet, fleet.squadrons)
    for _ in range(hits_on_enemy):
        alive = [f for f in enemies if f.squadrons > 0]
        if alive:
            max(alive, key=lambda f: (f.squadrons, f.id)).squadrons -= 1
    ctx.say(f"⚓ Naval battle in {name(fleet.zone)}: {dip.country_name(fleet.power)} loses {hits_on_fleet}, "
            f"the defenders lose {hits_on_enemy} squadrons (LG-SEA-3).", kind="naval")
    if hits_on_enemy > hits_on_fleet:
        for enemy in enemies:
            free = [z for z in sea_neighbours(enemy.zone)
                    if not any(f.zone == z and dip.at_war(state, f.power, enemy.power) for f in state.fleets.values())]
            if free:
                enemy.zone = free[0]
            else:
                enemy.squadrons = 0
    else:
        fleet.zone = origin
    for dead in [f.id for f in state.fleets.values() if f.squadrons <= 0]:
        del state.fleets[dead]


def merge_fleets(state: LgState) -> None:
    """A power's fleets in one sea zone form one fleet (the lowest id keeps them)."""
    seen: dict[tuple[str, str], Fleet] = {}
    for fleet_id in sorted(state.fleets):
        fleet = state.fleets[fleet_id]
        key = (fleet.power, fleet.zone)
        if key in seen:
            seen[key].squadrons += fleet.squadrons
            del state.fleets[fleet_id]
            if fleet_id in state.moved and seen[key].id not in state.moved:
                state.moved.append(seen[key].id)
        else:
            seen[key] = fleet
