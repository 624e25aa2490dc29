"""The AI's battlefield choices (LG-AI-7, LG-AI-8): the formation each side deploys in and where a beaten army
retreats, from the power's own observation.

Strengths it cannot see are reckoned as a model army of ``GUESS`` divisions; the other side's sealed formation is
unknown, so every formation is weighed against all of the other side's, and the options the attacking leader
is likely to be offered."""

from rules.laguerre import armies as arm
from rules.laguerre import diplomacy as dip
from rules.laguerre.deployment import FORMATIONS, deal, front_shift
from rules.laguerre.mapdata import capital_of, distances_from, land_neighbours
from rules.laguerre.state import Army, LgState
from rules.laguerre.tables import BASE_LOSS, offered_options

GUESS = 8
"""LG-AI-2: an enemy army of unknown strength is reckoned at 8 divisions (6 infantry, 1 cavalry, 1 artillery)."""


def _seen(army: Army) -> Army:
    if not army.hidden:
        return army
    return army.model_copy(update={"infantry": GUESS - 2, "cavalry": 1, "artillery": 1, "hidden": False})


def _likely_options(leader: str) -> dict[str, int]:
    """How many die faces offer each option to ``leader`` (Rearguard aside: it fights no round)."""
    counts: dict[str, int] = {}
    for die in range(1, 7):
        for option in offered_options(arm.rating(leader), die):
            if option in BASE_LOSS and option != "Rearguard":
                counts[option] = counts.get(option, 0) + 1
    return counts


def deploy(obs: LgState, side: str) -> str:
    """LG-AI-7: the formation for ``side`` ("attacker" or "defender") of the battle being fought: the one whose
    points of attack give its side the best balance of added tenths, against every formation of the other side
    and the options the attacker is likely to take (an attacker only counts options its army may take)."""
    assert obs.battle is not None
    attacker = _seen(obs.armies[obs.battle.attacker])
    held = [_seen(obs.armies[d]) for d in obs.battle.defenders if d in obs.armies]
    likely = _likely_options(attacker.id)

    def balance(mine: str, theirs: str) -> float:
        a_form, d_form = (mine, theirs) if side == "attacker" else (theirs, mine)
        a_sectors, d_sectors = deal([attacker], a_form), deal(held, d_form)
        total = 0.0
        for option, weight in likely.items():
            if side == "attacker" and not arm.option_allowed(attacker, option, a_form):
                total -= weight
                continue
            _, add_a, add_d = front_shift(a_sectors, d_sectors, option)
            total += weight * (add_d - add_a)
        return total if side == "attacker" else -total

    return max(FORMATIONS, key=lambda f: (sum(balance(f, g) for g in FORMATIONS), f == "Line", f))


def retreat(obs: LgState, army_id: str, places: list[str]) -> str:
    """LG-AI-8: a beaten army retreats where its own side's armies stand, else away from enemy armies (the fewest
    next to it), else nearest its capital (``places`` come nearest first)."""
    power = obs.armies[army_id].power
    near = distances_from(capital_of(power))

    def score(place: str) -> tuple[int, int, int]:
        friends = sum(1 for a in obs.armies.values() if a.province == place and a.power == power and a.id != army_id)
        threats = sum(1 for a in obs.armies.values()
                      if a.province in land_neighbours(place) and dip.at_war(obs, a.power, power))
        return friends, -threats, -near.get(place, 99)

    return max(places, key=score)
