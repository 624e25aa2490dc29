"""What an accepted offer does (ST-OFFER-1, ST-OFFER-2)."""

from rules.core.context import Context
from rules.core.offers import Offer
from tests.toys.straits.state import REGION_PRICE, Peace, StraitsState


def carry_out(state: StraitsState, offer: Offer, ctx: Context) -> None:
    """Peace: neither side enters the other's lands nor intercepts the other's fleets until the round after
    this one ends (ST-OFFER-1). Gold for a land: the buyer pays the seller and takes the empty land; if the
    land is no longer the seller's and empty, or the buyer cannot pay, the deal is void (ST-OFFER-2)."""
    buyer, seller = offer.sender, offer.receiver
    if offer.deal.code == "peace":
        state.peace.append(Peace(seats=(buyer, seller), until=state.round + 1))
        ctx.say(f"{buyer} and {seller} are at peace until round {state.round + 1} ends.", kind="peace")
        return
    land = offer.deal.code.removeprefix("buy:")
    if state.control.get(land) != seller or state.armies[land] or (state.gold[buyer] or 0) < REGION_PRICE:
        ctx.say(f"The sale of {land} is void: the land or the gold is no longer there.", kind="offer")
        return
    state.gold[buyer] = (state.gold[buyer] or 0) - REGION_PRICE
    state.gold[seller] = (state.gold[seller] or 0) + REGION_PRICE
    state.control[land] = buyer
    ctx.say(f"{seller} cedes {land} to {buyer}.", kind="control")
    ctx.tell([buyer, seller], f"{buyer} pays {seller} {REGION_PRICE} gold for {land}.", kind="gold")
