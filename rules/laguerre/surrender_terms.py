"""Advanced 5.125 and 5.128 (option ``surrender``): before the terms, the surrendering power cedes one more
province, to the played power occupying most of its territory; a surrender offered must be accepted by a power
holding any of the surrendering power's home provinces."""

from rules.core.context import Context
from rules.core.offers import Offer
from rules.laguerre import advanced
from rules.laguerre import diplomacy as dip
from rules.laguerre.mapdata import capital_of, home_provinces, name
from rules.laguerre.state import LgState


def must_accept(state: LgState, offer: Offer, receiver: str) -> bool:
    """LG-ADV-5.128: a power must accept a surrender offered on a terms group once it holds one or more of the
    surrendering power's home provinces."""
    if not advanced.enabled(state, "surrender") or not offer.deal.code.startswith("surrender:"):
        return False
    sender = state.power_of.get(offer.sender, offer.sender)
    return any(state.control[p] == receiver for p in home_provinces(sender))


def greatest_occupier(state: LgState, loser: str, victor: str) -> str | None:
    """LG-ADV-5.125: the played power at war with ``loser`` holding most of its home provinces (the victor first on
    a tie); None when no played power holds any (a non-player country gains nothing from surrender, 5.121)."""
    held: dict[str, int] = {}
    for province in home_provinces(loser):
        owner = state.control[province]
        if owner != loser and state.seat_of(owner) is not None and dip.at_war(state, owner, loser):
            held[owner] = held.get(owner, 0) + 1
    if not held:
        return None
    return max(held, key=lambda p: (held[p], p == victor, p))


def extra_province(state: LgState, ctx: Context, loser: str, victor: str) -> list[str]:
    """LG-ADV-5.125: the extra province: one of the loser's home provinces the greatest occupier holds (not the
    capital) is ceded to it for good (the victor's evacuation, LG-SUR-6, does not return it); the provinces ceded."""
    taker = greatest_occupier(state, loser, victor) if advanced.enabled(state, "surrender") else None
    held = sorted(p for p in home_provinces(loser) if taker is not None and state.control[p] == taker
                  and p != capital_of(loser))
    if taker is None or not held:
        return []
    province = held[0]
    ctx.say(f"{name(province)} is ceded to {dip.country_name(taker)}, the greatest occupier, before the terms "
            "(LG-ADV-5.125).", kind="control")
    return [province]
