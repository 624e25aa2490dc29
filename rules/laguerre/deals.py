"""The deals of the Diplomacy Phase, offered with the contract's offers (LG-DIP-2, LG-DIP-6, LG-SUR-2): an
alliance (its subsidy is a term secret to the two allies), a negotiated peace, a surrender on a terms group, a
loan between allies (LG-LOAN-1)."""

from functools import cache

from rules.core.context import Context
from rules.core.offers import Deal, Offer
from rules.laguerre import conquest, loans, surrender_free, surrender_several
from rules.laguerre import diplomacy as dip
from rules.laguerre.geography import MINORS, POWERS
from rules.laguerre.state import LgState
from rules.laguerre.tables import SUBSIDIES, SURRENDER_GROUPS


@cache
def alliance_deal(subsidy: int) -> Deal:
    """An alliance; the sender pays ``subsidy`` Gold a year (a secret term)."""
    text = f"Alliance, I pay you {subsidy} Gold a year" if subsidy else "Alliance, no subsidy"
    return Deal(code=f"alliance:{subsidy}", text=text, secret=True)


PEACE = Deal(code="peace", text="Negotiated peace")


@cache
def surrender_deal(group: int) -> Deal:
    """My surrender on the Terms of Surrender group ``group``."""
    cede, gold, vp = SURRENDER_GROUPS[group]
    return Deal(code=f"surrender:{group}", text=f"My surrender, group {group} ({cede} province(s), {gold} Gold, "
                f"{vp} VP)")


def receiver_id(state: LgState, country: str) -> str:
    """How an offer names its receiver: the seat of a played power, else the country id."""
    return state.seat_of(country) or country


def country_of(state: LgState, receiver: str) -> str:
    """The country an offer's receiver stands for."""
    return state.power_of.get(receiver, receiver)


def deals_for(state: LgState, power: str) -> dict[str, list[Deal]]:
    """Every deal ``power`` may offer now, by receiver (LG-DIP-9: one offer to each receiver per season)."""
    waiting = {o.receiver for o in state.offers.open if country_of(state, o.sender) == power}
    waiting |= {r.partition(">")[2] for r in state.offered if ">" in r and r.partition(">")[0] == power}
    found: dict[str, list[Deal]] = {}
    for other in (*POWERS, *MINORS):
        receiver = receiver_id(state, other)
        if other == power or receiver in waiting:
            continue
        offered = possible(state, power, other)
        if offered:
            found[receiver] = offered
    return found


def possible(state: LgState, power: str, other: str) -> list[Deal]:
    """The deals ``power`` may offer ``other`` now."""
    if dip.at_war(state, power, other):
        groups = [surrender_deal(g) for g in SURRENDER_GROUPS] if other in POWERS else []
        joint = surrender_several.joint_deals(state, power)
        return [PEACE, *groups, *joint, *surrender_free.free_deals(state, power, other)]
    if dip.allied(state, power, other):
        return loans.loan_deals() if other in POWERS and power in POWERS else []
    subsidies = SUBSIDIES if other in POWERS else (0,)
    return [alliance_deal(s) for s in subsidies]


def still_possible(state: LgState, offer: Offer) -> bool:
    """Whether an accepted deal can still be carried out."""
    sender, receiver = country_of(state, offer.sender), country_of(state, offer.receiver)
    if surrender_several.is_joint(offer.deal):
        return dip.at_war(state, sender, receiver)
    if offer.deal.code.startswith("terms:"):
        return surrender_free.still_valid(state, sender, receiver, offer.deal.code[len("terms:"):].split("+"))
    return any(d.code == offer.deal.code for d in possible(state, sender, receiver))


def carry_out(state: LgState, offer: Offer, ctx: Context) -> None:
    """Carry out an accepted deal."""
    sender, receiver = country_of(state, offer.sender), country_of(state, offer.receiver)
    if not still_possible(state, offer):
        ctx.say(f"Offer #{offer.id} can no longer be carried out (LG-DIP-2).", kind="offer")
        return
    kind, _, value = offer.deal.code.partition(":")
    if kind == "alliance":
        dip.ally(state, sender, receiver, sender, int(value), ctx)
        ctx.tell([s for s in (offer.sender, offer.receiver) if s in state.seats],
                 f"Alliance terms (secret): {dip.country_name(sender)} pays {value} Gold a year.", kind="terms")
    elif kind == "peace":
        dip.make_peace(state, sender, receiver, ctx, breaking=receiver)
    elif kind in ("lend", "borrow"):
        lender, borrower = (sender, receiver) if kind == "lend" else (receiver, sender)
        loans.grant(state, ctx, lender, borrower, int(value))
    elif surrender_several.is_joint(offer.deal):
        surrender_several.carry_out(state, ctx, sender, receiver, int(value.partition(":")[0]))
    elif kind == "surrender":
        conquest.surrender(state, ctx, sender, receiver, int(value))
    elif kind == "terms":
        surrender_free.carry_out(state, ctx, sender, receiver, value.split("+"))
