"""Offers between players (IMP-OFF-*), with the core's ``/offer`` family: PP given, a region ceded, a peace treaty.
The deals a seat may offer; what an accepted deal does; a ceded region changing hands when the receiver's brigade
moves in (the giver chooses where its units there go: a neighbouring region of its or onto its fleets, or they are
eliminated)."""

from functools import cache

from rules.core.context import Context
from rules.core.offers import Deal, MakeOffer, Offer
from rules.imperialism import alliances, places, treasury
from rules.imperialism.buildings import at_war
from rules.imperialism.naval_retreat import berths
from rules.imperialism.state import Cession, ImpState

GIFTS = (5, 10, 25, 50)  # [designed] the PP amounts on offer: a few round sums keep the list of deals short


def units_abroad(state: ImpState, seat: str, other: str) -> bool:
    """True when ``seat`` has units in a region ``other`` holds."""
    return any(state.control.get(u.region) == other for u in state.units if u.seat == seat)


def peace_possible(state: ImpState, a: str, b: str) -> bool:
    """Peace may be made between two players at war when neither has units in the other's regions (IMP-WAR-4)."""
    return at_war(state, a, b) and not units_abroad(state, a, b) and not units_abroad(state, b, a)


def offers(state: ImpState, seat: str, skip: list[str]) -> list[MakeOffer]:
    """What ``seat`` may offer each other player (but those in ``skip``) now: PP it has, a region it holds (not
    in revolt, not its last), peace when it may be made, alone or bought with PP or a region (IMP-OFF-1..4), a
    secret alliance with the option on (IMP-OPT-ALLY)."""
    found: list[MakeOffer] = []
    held = state.regions_of(seat)
    regions = [r for r in held if r not in state.revolts] if len(held) > 1 else []
    for other in state.seats:
        if other == seat or other in skip:
            continue
        found += [offer(seat, other, "pp", str(n)) for n in GIFTS if n <= state.pp[seat]]
        found += [offer(seat, other, "cede", r) for r in regions if not pending_cession(state, r)]
        if peace_possible(state, seat, other):
            found.append(offer(seat, other, "peace"))
            found += [offer(seat, other, "peace+pp", str(n)) for n in GIFTS if n <= state.pp[seat]]
            found += [offer(seat, other, "peace+cede", r) for r in regions if not pending_cession(state, r)]
    return found + alliances.offers(state, seat, skip)


@cache
def offer(seat: str, other: str, kind: str, value: str = "") -> MakeOffer:
    """The offer of ``kind`` ("pp", "cede", "peace", "peace+pp", "peace+cede") from ``seat`` to ``other``, made once
    (offers are immutable and listed at every step)."""
    if kind == "pp":
        found = Deal(code=f"pp:{value}", text=f"{value} PP from {seat} to {other}")
    elif kind == "cede":
        found = Deal(code=f"cede:{value}", text=f"{seat} cede {places.name(value)} to {other}")
    elif kind == "peace+pp":
        found = Deal(code=f"peace+pp:{value}", text=f"peace between {seat} and {other}, {seat} paying {value} PP")
    elif kind == "peace+cede":
        found = Deal(code=f"peace+cede:{value}",
                     text=f"peace between {seat} and {other}, {seat} ceding {places.name(value)}")
    else:
        found = Deal(code="peace", text=f"peace between {seat} and {other}")
    return MakeOffer(receiver=other, deal=found)


def pending_cession(state: ImpState, region: str) -> Cession | None:
    """The accepted cession of ``region`` waiting for its receiver's brigade (None: none)."""
    return next((c for c in state.cessions if c.region == region), None)


def make_peace(state: ImpState, a: str, b: str, ctx: Context) -> None:
    """End the war between ``a`` and ``b``, declared publicly by both (IMP-WAR-4)."""
    state.wars = [w for w in state.wars if {w.declarer, w.target} != {a, b}]
    ctx.say(f"{a} and {b} make peace.", kind="peace", seat=a)


def carry_out(state: ImpState, accepted: Offer, ctx: Context) -> None:
    """An accepted deal: PP change hands at once; peace is made; a cession waits for the receiver's brigade; peace
    bought with PP or a region is made, then paid; an alliance is made (IMP-OPT-ALLY). A deal the giver can no
    longer honour is void (IMP-OFF-1..4)."""
    giver, receiver = accepted.sender, accepted.receiver
    kind, _, value = accepted.deal.code.partition(":")
    if kind.startswith("peace+") and peace_possible(state, giver, receiver) and honoured(state, giver, kind, value):
        make_peace(state, giver, receiver, ctx)
        kind = kind.removeprefix("peace+")
    if kind == "pp" and state.pp[giver] >= int(value):
        treasury.change(state, ctx, giver, f"gift to {receiver}", pp=-int(value))
        treasury.change(state, ctx, receiver, f"gift from {giver}", pp=int(value))
    elif kind == "peace" and peace_possible(state, giver, receiver):
        make_peace(state, giver, receiver, ctx)
    elif kind == "ally" and alliances.make(state, giver, receiver, int(value), ctx):
        pass
    elif kind == "cede" and state.control.get(value) == giver and not pending_cession(state, value):
        state.cessions.append(Cession(region=value, giver=giver, receiver=receiver))
        ctx.say(f"{giver} will cede {places.name(value)} to {receiver}, once {receiver} move a brigade in.",
                kind="offer")
    else:
        ctx.say(f"Offer #{accepted.id} is void: {giver} can no longer honour it.", kind="offer")


def honoured(state: ImpState, giver: str, kind: str, value: str) -> bool:
    """True when ``giver`` can still pay the price of a peace bought (IMP-OFF-4): the PP, or the region."""
    if kind == "peace+pp":
        return state.pp[giver] >= int(value)
    return state.control.get(value) == giver and not pending_cession(state, value)


def refuges(state: ImpState, giver: str, region: str) -> list[str]:
    """Where the giver's units in a region it cedes may go (IMP-OFF-2): a neighbouring region of its, or a sea area
    next to it whose fleets of the giver can carry them all (within their portage)."""
    leaving = state.units_in(region, giver)
    land = [r for r in places.land_neighbours(region) if state.control.get(r) == giver]
    seas = [s for s in places.world().seas_of(region) if berths(state, giver, s, leaving) is not None]
    return land + seas


def leave(state: ImpState, giver: str, region: str, refuge: str | None, ctx: Context) -> None:
    """The giver's units in the ceded ``region`` go to ``refuge`` (a region of its, or onto its fleets in a sea
    area), or are eliminated when it has none (IMP-OFF-2)."""
    leaving = state.units_in(region, giver)
    if not leaving:
        return
    if refuge is None:
        state.units = [u for u in state.units if u not in leaving]
        ctx.say(f"{giver}'s units in {places.name(region)} have nowhere to go and are eliminated.", kind="move",
                seat=giver)
        return
    placed = berths(state, giver, refuge, leaving) if refuge in places.sea_ids() else None
    for unit in leaving:
        unit.region = refuge
        if placed is not None:
            unit.aboard = placed[unit.id]
    where = f"their fleets in the {places.name(refuge)}" if placed is not None else places.name(refuge)
    ctx.say(f"{giver}'s units leave {places.name(region)} for {where}.", kind="move", seat=giver)


def take_over(state: ImpState, seat: str, region: str, ctx: Context) -> str | None:
    """``seat``'s brigade has entered ``region`` ceded to it: the region is its, with buildings and resources
    (IMP-OFF-2). The giver's units there leave for its one refuge, or are eliminated when it has none; with a
    choice of refuges, the giver is returned: it chooses where they go (``steps_offers.CedeLeave``)."""
    cession = pending_cession(state, region)
    if cession is None or cession.receiver != seat or state.control.get(region) != cession.giver:
        return None
    state.cessions.remove(cession)
    state.control[region] = seat
    ctx.say(f"{cession.giver} cede {places.name(region)} to {seat}.", kind="control", region=region)
    chit = state.chits.get(region)
    if chit is not None and not chit.developed:
        ctx.tell([seat], f"The resource chit of {places.name(region)} is {chit.value} PP.", kind="chit")

    choices = refuges(state, cession.giver, region)
    if len(choices) > 1 and state.units_in(region, cession.giver):
        return cession.giver
    leave(state, cession.giver, region, choices[0] if choices else None, ctx)
    return None
