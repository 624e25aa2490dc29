"""The one redaction point (LG-HID-1): what one seat, one non-player power, or the public may know of a game.

Hidden from a viewer: every other power's treasury and debt, the divisions of every other power's armies (its
player mat: the map shows only the army markers), the defender's sealed battle cards (to all but the defender),
each side's sealed battle formation (to all but that side),
the terms of alliances it is not party to, loans between other powers (LG-LOAN-4), the terms of secret offers it
is not party to, and the other seats' sealed bids until the powers are assigned; every other power's agents
(LG-SPY-H1) and the spy reports it is not entitled to (LG-SPY-H2); every other power's draft of surrender terms
(LG-ADV-5.128).
"""

from rules.core.offers import Deal
from rules.laguerre import battle
from rules.laguerre.state import LgState, copy_state

HIDDEN_CARD = "hidden"
SECRET = Deal(code="secret", text="terms secret", secret=True)


def observe(state: LgState, seat: str | None) -> LgState:
    """What ``seat`` (None: the public) may know of ``state``."""
    power = state.power_of.get(seat) if seat is not None else None
    return _redact(state, power, seat)


def observe_power(state: LgState, power: str) -> LgState:
    """What the power ``power`` (played or not) may know of ``state`` (how the rules' NPC logic sees)."""
    return _redact(state, power, state.seat_of(power))


def _redact(state: LgState, power: str | None, seat: str | None) -> LgState:
    defender = battle.defending_power(state) if state.battle is not None and battle.defenders(state) else None
    seen = copy_state(state)
    for other in seen.treasury:
        if other != power:
            seen.treasury[other] = 0
            seen.debt[other] = 0
    for army in seen.armies.values():
        if army.power != power:
            army.infantry = army.cavalry = army.artillery = 0
            army.hidden = True
    if seen.battle is not None:
        seen.battle.start = {k: (v if state.armies.get(k) and state.armies[k].power == power else 0)
                             for k, v in seen.battle.start.items()}
        if defender != power:
            seen.battle.cards = [HIDDEN_CARD for _ in seen.battle.cards]
        sides = {"attacker": state.armies[seen.battle.attacker].power, "defender": defender}
        seen.battle.formations = {side: (f if sides[side] == power else HIDDEN_CARD)
                                  for side, f in seen.battle.formations.items()}
    for alliance in seen.alliances:
        if power not in alliance.members():
            alliance.payer, alliance.subsidy, alliance.hidden = "", 0, True
    seen.loans = [x for x in seen.loans if power in (x.lender, x.borrower)]
    parties = {seat, power} - {None}
    for offer in seen.offers.open:
        if offer.deal.secret and not ({offer.sender, offer.receiver} & parties):
            offer.deal = SECRET
    seen.agents = {k: a for k, a in seen.agents.items() if a.power == power}
    seen.reports = [r for r in seen.reports if power in r.to]
    seen.turned_back = [p for p in seen.turned_back if p == power]
    seen.drafts = {k: v for k, v in seen.drafts.items() if k.partition(">")[0] == power}
    seen.next_agent = 0
    if seen.battle is not None:
        seen.battle.spied = [k for k in seen.battle.spied if k.split(":")[0] in seen.agents
                             or k.split(":")[-1] == seat]
    if len(seen.power_of) < len(seen.seats):
        seen.bids = {s: b for s, b in seen.bids.items() if s == seat}
    return seen
