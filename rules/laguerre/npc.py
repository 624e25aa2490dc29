"""What the rules decide for a non-player country (LG-NPC-*): its answers to offers, its cancel attempts, its
winter Gold→VP purchase (its moves and builds are ``ai.npc_choice`` through the phase steps)."""

from rules.core.context import Context
from rules.core.offers import AnswerOffer, apply_offer
from rules.laguerre import deals, economy, surrender_free
from rules.laguerre import diplomacy as dip
from rules.laguerre.geography import MINORS
from rules.laguerre.mapdata import home_provinces
from rules.laguerre.state import LgState
from rules.laguerre.tables import CANCEL_COST

WAR_WEARINESS = 8
"""LG-NPC-3: a non-player country accepts peace after two years of war (8 seasons), or once it has lost a home
province (designed)."""
NPC_RESERVE = 20
"""LG-NPC-4: a non-player power keeps 20 Gold before buying VP or trying the cancel table (designed)."""


TERMS_WANTED = 40
"""LG-AI-13: negotiated surrender terms worth 40 Gold (group 1's: a province, 10 Gold and 5 VP) are accepted."""
LOAN_WANTED = 40
"""LG-NPC-5: a power takes a loan offered to it while it holds less than 40 Gold (designed)."""


def accepts(state: LgState, country: str, sender: str, code: str) -> bool:
    """LG-NPC-2/3: an alliance is accepted when the NPC is at war with none of the sender's allies and the sender
    is at war with an enemy of the NPC or pays a subsidy (a minor: when it is at peace with everyone); peace when
    the NPC is war-weary or has lost a home province; a surrender always; LG-AI-13: negotiated surrender terms
    when it would accept peace or they are worth ``TERMS_WANTED``; LG-NPC-5: a loan offered while it holds
    less than ``LOAN_WANTED``, a loan asked of it when the borrower shares an enemy and it can spare the Gold over
    its reserve and upkeep."""
    kind, _, value = code.partition(":")
    if kind == "alliance":
        if any(dip.at_war(state, country, a) for a in dip.allies(state, sender)):
            return False
        if country in MINORS:
            return not dip.enemies(state, country) and not dip.allies(state, country)
        shared = set(dip.enemies(state, sender)) & set(dip.enemies(state, country))
        return bool(shared) or int(value or 0) > 0
    if kind in ("peace", "terms"):
        lost = any(state.control[p] != country for p in home_provinces(country))
        since = state.war_since.get("-".join(sorted((country, sender))), state.turn)
        weary = lost or state.turn - since >= WAR_WEARINESS
        return weary if kind == "peace" else weary or surrender_free.worth(state, country, sender, value.split(
            "+")) >= TERMS_WANTED
    if kind == "lend":
        return state.treasury[country] < LOAN_WANTED
    if kind == "borrow":
        spare = state.treasury[country] - NPC_RESERVE - economy.upkeep(state, country)
        shared = set(dip.enemies(state, sender)) & set(dip.enemies(state, country))
        return bool(shared) and spare >= int(value)
    return kind == "surrender"


def answer_offer(state: LgState, ctx: Context, country: str) -> None:
    """Answer at once every open offer made to the non-player ``country``."""
    for offer in [o for o in state.offers.open if o.receiver == country]:
        sender = deals.country_of(state, offer.sender)
        answer = "accept" if accepts(state, country, sender, offer.deal.code) else "decline"
        apply_offer(state.offers, country, AnswerOffer(answer=answer, offer=offer.id, text=offer.deal.text),
                    f"{state.turn}:diplomacy", ctx, lambda o, c: deals.carry_out(state, o, c))


def tries_cancel(state: LgState, country: str) -> bool:
    """LG-NPC-4: a non-player power tries the cancel table when it keeps its reserve after paying (minors never)."""
    return country not in MINORS and state.treasury[country] >= CANCEL_COST + NPC_RESERVE


def convert(state: LgState, ctx: Context, power: str) -> None:
    """LG-NPC-4: a non-player power buys VP with what it holds over its reserve and next year's upkeep."""
    spare = state.treasury[power] - NPC_RESERVE - economy.upkeep(state, power)
    count = min(economy.convert_limit(state, power), max(spare, 0) // 4)
    economy.convert(state, ctx, power, count)
