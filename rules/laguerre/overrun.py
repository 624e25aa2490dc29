"""Advanced 5.54, the overrun (option ``overrun``): before the troops deploy, an attacker who believes it has six
times the enemy's divisions may announce an overrun. At 6–1 or better the defenders are destroyed and the attacker
loses as many divisions as they had; otherwise the attacker loses a division and the battle is fought."""

from rules.core.context import Context
from rules.laguerre import advanced, battle
from rules.laguerre import armies as arm
from rules.laguerre import diplomacy as dip
from rules.laguerre.mapdata import name
from rules.laguerre.state import LgState

ODDS = 6
"""LG-ADV-5.54: an overrun succeeds at 6 attacking divisions to 1 or better."""
FAILURE_COST = 1


def may_declare(state: LgState) -> bool:
    """LG-ADV-5.54: an overrun may be announced once, at the start of a battle, before either side deploys."""
    fight = state.battle
    return (fight is not None and advanced.enabled(state, "overrun") and not fight.overrun_asked
            and not fight.formations)


def declare(state: LgState, ctx: Context) -> None:
    """LG-ADV-5.54: resolve an announced overrun (the attacker wins the battle at once, or pays a division)."""
    army, held = battle.attacker(state), battle.defenders(state)
    defending = sum(d.divisions for d in held)
    ctx.say(f"⚡ {arm.leader_name(army.id)} ({dip.country_name(army.power)}) announces an overrun at "
            f"{name(army.province)} (LG-ADV-5.54).", kind="battle")
    if army.divisions >= ODDS * defending:
        for defender in held:
            defender.infantry = defender.cavalry = defender.artillery = 0
        arm.lose(army, defending)
        ctx.say(f"The overrun succeeds: the defenders are destroyed; the attacker loses {defending} divisions "
                "(LG-ADV-5.54).", kind="battle")
        battle.attacker_wins(state, ctx)
        return
    arm.lose(army, FAILURE_COST)
    ctx.say("The overrun fails (the odds were not 6–1): the attacker loses a division and the battle is fought "
            "(LG-ADV-5.54).", kind="battle")
