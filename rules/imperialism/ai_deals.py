"""The AI and offers: it accepts gifts and regions ceded to it, makes peace when it has no more brigades than the
offerer, and moves a brigade into a region ceded to it at the first chance."""

from rules.core.actions import Action
from rules.core.dice import Dice
from rules.core.offers import AnswerOffer
from rules.imperialism.actions import Move
from rules.imperialism.naval_actions import Disembark
from rules.imperialism.state import ImpState
from rules.imperialism.tables import BRIGADES


def brigades(state: ImpState, seat: str) -> int:
    """How many brigades ``seat`` has on the board."""
    return sum(1 for u in state.units if u.seat == seat and u.kind in BRIGADES)


def answer(state: ImpState, seat: str, legal: list[Action], dice: Dice) -> Action | None:
    """Accept PP and regions; accept peace unless stronger than the offerer."""
    offer = next((o for o in state.offers.open if o.id == state.stack[-1].data.get("offer")), None)
    if offer is None:
        return None
    accept = offer.deal.code != "peace" or brigades(state, seat) <= brigades(state, offer.sender)
    return AnswerOffer(answer="accept" if accept else "decline", offer=offer.id, text=offer.deal.text)


def claim(state: ImpState, seat: str, legal: list[Action]) -> Action | None:
    """One brigade into a region ceded to ``seat``, by land or from a fleet."""
    ceded = {c.region for c in state.cessions if c.receiver == seat}
    for action in legal:
        if isinstance(action, (Move, Disembark)) and action.destination in ceded and action.count == 1 \
                and action.unit in BRIGADES:
            return action
    return None
