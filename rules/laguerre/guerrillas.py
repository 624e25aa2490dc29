"""Advanced rules, Guerrillas (option ``guerrillas``): once Joseph is on the Spanish throne, at each Turn Start
France rolls d10 for each Spanish province it holds, less the French and allied divisions there (garrison
included); 4 or more costs it a division there."""

from rules.core.context import Context
from rules.laguerre import advanced
from rules.laguerre import armies as arm
from rules.laguerre import diplomacy as dip
from rules.laguerre.mapdata import capital_of, home_provinces, name
from rules.laguerre.state import LgState

LOSS_AT = 4
"""LG-ADV-GUER: a modified roll of 4 or more costs France a division."""


def crown_joseph(state: LgState, ctx: Context) -> None:
    """LG-ADV-GUER [DESIGN]: Joseph is placed on the Spanish throne at the first Turn Start France holds Madrid
    (the source names no event); he stays king."""
    if not state.joseph and state.control[capital_of("spain")] == "france":
        state.joseph = True
        ctx.say("👑 Joseph Bonaparte is placed on the Spanish throne: Spain rises in guerrilla war (Guerrillas).",
                kind="event")


def guerrilla_war(state: LgState, ctx: Context) -> None:
    """LG-ADV-GUER: the rolls, province by province; [DESIGN] the division is lost by the largest French or allied
    army there, else by the garrison: a garrison losing its last point gives the province back to Spain."""
    if not advanced.enabled(state, "guerrillas"):
        return
    crown_joseph(state, ctx)
    if not state.joseph:
        return
    side = {"france", *dip.allies(state, "france")}
    for province in home_provinces("spain"):
        if state.control[province] != "france":
            continue
        armies = [a for a in arm.armies_in(state, province) if a.power in side]
        held = state.garrison[province] + sum(a.divisions for a in armies)
        die = ctx.roll("France", f"Guerrillas in {name(province)} (less {held} divisions)", 1, sides=10,
                       modifiers=[("French and allied divisions", -held)])[0]
        if die - held < LOSS_AT:
            continue
        ctx.say(f"Guerrillas cost France a division in {name(province)} (Guerrillas).", kind="event")
        if armies:
            arm.lose(max(armies, key=lambda a: (a.divisions, a.id)), 1)
            arm.remove_empty(state, ctx)
        elif state.garrison[province] <= 1:
            state.control[province], state.garrison[province] = "spain", 1
            ctx.say(f"{name(province)} rises and returns to Spain (Guerrillas).", kind="event")
        else:
            state.garrison[province] -= 1
