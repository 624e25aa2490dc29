"""Armies on the map: where they stand, what they may do in battle, losses, retreats and removal (LG-ARMY-*)."""

from rules.core.context import Context
from rules.laguerre import diplomacy as dip
from rules.laguerre.deployment import LINE, deal_arms
from rules.laguerre.mapdata import capital_of, land_neighbours, name
from rules.laguerre.powers import LEADER_BY_ID
from rules.laguerre.state import Army, LgState


def leader_name(army_id: str) -> str:
    """The name of the army's leader (an army is called after its leader)."""
    return LEADER_BY_ID[army_id].name


def rating(army_id: str) -> int:
    """The army's leader rating (LG-ARMY-2)."""
    return LEADER_BY_ID[army_id].rating


def armies_in(state: LgState, province: str, power: str | None = None) -> list[Army]:
    """The armies in ``province`` (of ``power`` only, when given), in id order."""
    return [a for a in state.armies.values() if a.province == province and (power is None or a.power == power)]


def hostile_armies(state: LgState, province: str, power: str) -> list[Army]:
    """The armies in ``province`` of countries at war with ``power``."""
    return [a for a in armies_in(state, province) if dip.at_war(state, a.power, power)]


def option_allowed(army: Army, option: str, formation: str = LINE) -> bool:
    """LG-BAT-4a [SRC adv 5.561]: Assault needs 2 divisions in a sector, Grand Assault 3, Rearguard infantry in
    reserve (as the army stands in ``formation``, LG-BAT-2); (designed) Cavalry Charge needs cavalry, Combined
    Arms all three arms."""
    sectors = deal_arms(army, formation)
    biggest = max(sum(s.values()) for k, s in sectors.items() if k != "reserve")
    needs = {
        "Assault": biggest >= 2,
        "Grand Assault": biggest >= 3,
        "Rearguard": sectors["reserve"]["infantry"] > 0,
        "Cavalry Charge": army.cavalry > 0,
        "Combined Arms": army.infantry > 0 and army.cavalry > 0 and army.artillery > 0,
    }
    return needs.get(option, True)


def lose(army: Army, count: int) -> int:
    """Take ``count`` divisions from ``army`` (infantry first, then cavalry, then artillery); returns how many it
    really lost."""
    lost = 0
    for arm in ("infantry", "cavalry", "artillery"):
        take = min(count - lost, getattr(army, arm))
        setattr(army, arm, getattr(army, arm) - take)
        lost += take
    return lost


def remove_empty(state: LgState, ctx: Context) -> None:
    """LG-ARMY-4: an army without divisions leaves the map; its leader waits on the player mat to be rebuilt."""
    for army in [a for a in state.armies.values() if a.divisions <= 0]:
        del state.armies[army.id]
        ctx.say(f"{leader_name(army.id)}'s army ({dip.country_name(army.power)}) is dissolved.", kind="army")


def retreat_places(state: LgState, army: Army, avoid: str) -> list[str]:
    """LG-BAT-9: where a beaten army may retreat: the neighbouring provinces its side controls with no enemy army
    (not where the attacker came from), nearest its capital first."""
    from rules.laguerre.mapdata import distances_from

    home = capital_of(army.power)
    places = [p for p in land_neighbours(army.province) if p != avoid
              and dip.friendly(state, state.control.get(p, ""), army.power)
              and not hostile_armies(state, p, army.power)]
    distance = distances_from(home)
    places.sort(key=lambda p: (distance.get(p, 99), p))
    return places


def describe(army: Army) -> str:
    """An army for its owner: leader, place and divisions."""
    return (f"{leader_name(army.id)} in {name(army.province)}: {army.infantry} infantry, {army.cavalry} cavalry, "
            f"{army.artillery} artillery")
