"""The AI's offers in the Diplomacy Phase (LG-AI-1, LG-AI-9, LG-AI-12, LG-AI-13): surrender, negotiated terms,
peace, alliances and loans."""

from rules.core.actions import Action
from rules.core.offers import MakeOffer
from rules.laguerre import conquest, surrender_free, surrender_several
from rules.laguerre import diplomacy as dip
from rules.laguerre.actions_advanced import Terms
from rules.laguerre.geography import POWERS
from rules.laguerre.mapdata import capital_of, home_provinces
from rules.laguerre.state import LgState

OFFERED_TERMS = ("gold:20", "vp:5", "passage:1")
"""LG-AI-13: the terms the AI offers (worth 45 to an AI receiver: it accepts 40, ``npc.TERMS_WANTED``)."""
TERMS_GOLD = 20
TERMS_WHEN_HELD = 2
"""LG-AI-13 (tuned by the advanced game's self-play): the AI buys peace on terms only from an enemy holding two or
more of its home provinces; one province held is a raid it retakes by arms."""
LOAN_ASK, LOAN_GIVE = 15, 80
"""LG-AI-9: a power at war asks for a loan under 15 Gold; one with 80 lends."""


def offer(obs: LgState, power: str, legal: list[Action], wars: list[str]) -> Action | None:
    """LG-AI-12: a power whose capital an enemy power holds offers its surrender to all its enemies (when it may,
    LG-ADV-5.121) on the group its losses give; else peace, alliances and loans as LG-AI-1 and LG-AI-9."""
    offers = [a for a in legal if isinstance(a, MakeOffer)]
    joint = surrender_several.joint_deal(conquest.surrender_group(obs, power))
    if obs.control[capital_of(power)] in wars:
        found = next((a for a in offers if a.deal == joint), None)
        if found is not None:
            return found
    drafted = _negotiate(obs, power, legal, wars)
    if drafted is not None:
        return drafted
    lost = [p for p in home_provinces(power) if obs.control[p] != power]
    for action in offers:
        other = obs.power_of.get(action.receiver, action.receiver)
        code = action.deal.code
        if code == "peace" and lost and other in wars:
            return action
        shared = set(dip.enemies(obs, other)) & set(wars)
        if code == "alliance:0" and other in POWERS and shared and not any(
                dip.at_war(obs, other, a) for a in dip.allies(obs, power)):
            return action
        if wants_loan(obs, power, code, bool(wars), bool(shared)):
            return action
    return None


def _negotiate(obs: LgState, power: str, legal: list[Action], wars: list[str]) -> Action | None:
    """LG-AI-13: a power with the Gold, one of whose home provinces a played enemy holds, drafts (a term an action)
    and then offers it a surrender on terms worth a group 1 surrender: 20 Gold, 5 VP and a year's passage (the
    occupier then leaves its home provinces, LG-SUR-6)."""
    for enemy in wars:
        held = sum(1 for p in home_provinces(power) if obs.control[p] == enemy)
        if obs.seat_of(enemy) is None or obs.treasury[power] < TERMS_GOLD or held < TERMS_WHEN_HELD:
            continue
        term = next((t for t in OFFERED_TERMS if Terms(receiver=enemy, term=t) in legal), None)
        if term is not None:
            return Terms(receiver=enemy, term=term)
        deal = surrender_free.free_deal(list(OFFERED_TERMS))
        found = next((a for a in legal if isinstance(a, MakeOffer) and a.deal == deal
                      and obs.power_of.get(a.receiver, a.receiver) == enemy), None)
        if found is not None:
            return found
    return None


def wants_loan(obs: LgState, power: str, code: str, at_war: bool, shared: bool) -> bool:
    """LG-AI-9: a power at war short of Gold (under 15) asks an ally for 20; one rich in Gold (80+) lends 20 to an
    ally fighting its enemy."""
    if code == "borrow:20":
        return at_war and obs.treasury[power] < LOAN_ASK
    return code == "lend:20" and shared and obs.treasury[power] >= LOAN_GIVE
