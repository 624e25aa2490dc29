"""Advanced 5.121 (option ``multiple``): a power at war with more than one country may surrender to all of them at
once. One offer, ``/offer make to:<any enemy> deal:My surrender to all my enemies, group N``, is sent to every
country at war with it; each answers its own. A played power that accepts takes the group's terms unless one of its
allies already took them from this surrender (enemies allied together share one set of terms, 5.121's "if they
are not allied"); a non-player country takes none and costs the surrendering power 5 VP (LG-SUR-4)."""

from functools import cache

from rules.core.context import Context
from rules.core.offers import Deal, MakeOffer, apply_offer
from rules.laguerre import advanced, conquest
from rules.laguerre import diplomacy as dip
from rules.laguerre.state import LgState
from rules.laguerre.tables import SURRENDER_GROUPS

JOINT = "all"
"""The last part of a joint surrender's deal code (``surrender:<group>:all``)."""


@cache
def joint_deal(group: int) -> Deal:
    """LG-ADV-5.121: my surrender to every country at war with me, on the terms group ``group``."""
    cede, gold, vp = SURRENDER_GROUPS[group]
    return Deal(code=f"surrender:{group}:{JOINT}", text=f"My surrender to all my enemies, group {group} ({cede} "
                f"province(s), {gold} Gold, {vp} VP to each unallied played enemy; 5 VP lost to each non-player)")


def is_joint(deal: Deal) -> bool:
    """True for the deal of a joint surrender."""
    return deal.code.startswith("surrender:") and deal.code.endswith(f":{JOINT}")


def joint_deals(state: LgState, power: str) -> list[Deal]:
    """LG-ADV-5.121: the joint surrenders ``power`` may offer (only when at war with two or more countries)."""
    if not advanced.enabled(state, "multiple") or len(dip.enemies(state, power)) < 2:
        return []
    return [joint_deal(g) for g in SURRENDER_GROUPS]


def send(state: LgState, ctx: Context, power: str, action: MakeOffer, phase: str,
         receiver_id: dict[str, str]) -> list[str]:
    """LG-ADV-5.121: send the joint surrender ``action`` (already made to its ``to:``) to every other country at war
    with ``power`` too; ``receiver_id`` names each country's receiver. The countries sent to."""
    sender = receiver_id[power]
    sent: list[str] = []
    for enemy in dip.enemies(state, power):
        receiver = receiver_id[enemy]
        if receiver == action.receiver or f"{power}>{receiver}" in state.offered:
            continue
        state.offered.append(f"{power}>{receiver}")
        apply_offer(state.offers, sender, MakeOffer(receiver=receiver, deal=action.deal), phase, ctx,
                    lambda offer, c: None)
        sent.append(enemy)
    return sent


def carry_out(state: LgState, ctx: Context, loser: str, victor: str, group: int) -> None:
    """LG-ADV-5.121: ``loser`` surrenders to ``victor`` as part of a joint surrender: the terms of ``group`` unless an
    ally of ``victor`` already took them from this surrender this season (then a peace only)."""
    sharing = next((a for a in dip.allies(state, victor) if f"{loser}~{a}" in state.offered), None)
    if sharing is None:
        if state.seat_of(victor) is not None:
            state.offered.append(f"{loser}~{victor}")
        conquest.surrender(state, ctx, loser, victor, group)
        return
    ctx.say(f"🏳️ {dip.country_name(loser)} surrenders to {dip.country_name(victor)}, whose ally "
            f"{dip.country_name(sharing)} took the terms (LG-ADV-5.121).", kind="surrender")
    dip.make_peace(state, loser, victor, ctx)
