"""The AI and offers: it accepts gifts and regions ceded to it, makes peace when it has no more brigades than the
offerer (bought peace: with PP when it has at most three times the offerer's brigades, with a region always), and
moves a brigade into a region ceded to it at the first chance. It makes offers of its own (IMP-AI-OFFER): peace to
an enemy at least as strong, the cheapest its enemy would take by those same rules; with alliances on, an alliance
when it has none (and takes one when it has none, from a player not far ahead of it); at most one offer a step, so
never more than one of its offers is open."""

from rules.core.actions import Action
from rules.core.dice import Dice
from rules.core.offers import AnswerOffer, MakeOffer
from rules.imperialism import alliances
from rules.imperialism.actions import Move
from rules.imperialism.buildings import at_war
from rules.imperialism.naval_actions import Disembark
from rules.imperialism.state import ImpState
from rules.imperialism.tables import BRIGADES
from rules.imperialism.victory import victory_points


def brigades(state: ImpState, seat: str) -> int:
    """How many brigades ``seat`` has on the board."""
    return sum(1 for u in state.units if u.seat == seat and u.kind in BRIGADES)


def answer(state: ImpState, seat: str, legal: list[Action], dice: Dice) -> Action | None:
    """Accept PP and regions; accept peace (alone or bought) by ``accepts``."""
    offer = next((o for o in state.offers.open if o.id == state.stack[-1].data.get("offer")), None)
    if offer is None:
        return None
    return AnswerOffer(answer="accept" if accepts(state, seat, offer.sender, offer.deal.code) else "decline",
                       offer=offer.id, text=offer.deal.text)


def accepts(state: ImpState, seat: str, sender: str, code: str) -> bool:
    """Whether the AI of ``seat`` takes the deal ``code`` from ``sender``."""
    ours, theirs = brigades(state, seat), brigades(state, sender)
    if code == "peace":
        return ours <= theirs
    if code.startswith("peace+pp:"):
        return ours <= PAID_PEACE * theirs
    if code.startswith("ally:"):
        ahead = victory_points(state, sender) - victory_points(state, seat)
        return not alliances.allies(state, seat) and ahead <= RIVAL
    return True


RIVAL = 5
"""The AI allies only with a player at most this many VP ahead of it (never with a runaway leader)."""
PAID_PEACE = 3
"""The AI takes PP for peace while it has at most this many times the payer's brigades (a war it wins more
cheaply by fighting on beyond that)."""


def propose(state: ImpState, seat: str, legal: list[Action]) -> Action | None:
    """Peace offered to an enemy at least as strong, at the cheapest price that enemy's AI would take: peace alone
    when as strong, half its PP when up to three times stronger, else its least valuable region (IMP-AI-OFFER). At
    most one offer in a step (the step's record of offers made)."""
    if state.stack[-1].data.get("offered"):
        return None
    makes = [a for a in legal if isinstance(a, MakeOffer)]
    for enemy in sorted((s for s in state.seats if s != seat and at_war(state, seat, s)), key=state.seats.index):
        ours, theirs = brigades(state, seat), brigades(state, enemy)
        if theirs < ours:
            continue
        mine = [a for a in makes if a.receiver == enemy]
        if theirs == ours:
            found = [a for a in mine if a.deal.code == "peace"]
        elif theirs <= PAID_PEACE * ours:
            found = [a for a in mine if a.deal.code.startswith("peace+pp:")
                     and int(a.deal.code.split(":")[1]) <= state.pp[seat] // 2]
            found = found[-1:]  # the largest sum within half its PP
        else:
            found = sorted((a for a in mine if a.deal.code.startswith("peace+cede:")),
                           key=lambda a: _worth(state, seat, a.deal.code.split(":")[1]))
        if found:
            return found[0]
    return _alliance(state, seat, makes)


def _alliance(state: ImpState, seat: str, makes: list[MakeOffer]) -> MakeOffer | None:
    """With the option on, no ally yet, in a round's first movement phase: an alliance to the end of the game with
    a player fighting one of its enemies, else the one whose VP are nearest its own (IMP-OPT-ALLY)."""
    if alliances.allies(state, seat) or state.movement % 2 == 0:
        return None
    offered = [a for a in makes if a.deal.code == f"ally:{alliances.TO_THE_END}"
               and victory_points(state, seat) <= victory_points(state, a.receiver) + RIVAL]
    enemies = [s for s in state.seats if at_war(state, seat, s)]

    def fit(action: MakeOffer) -> tuple[bool, int, int]:
        common = any(at_war(state, action.receiver, e) for e in enemies)
        gap = abs(victory_points(state, action.receiver) - victory_points(state, seat))
        return not common, gap, state.seats.index(action.receiver)

    return min(offered, key=fit) if offered else None


def _worth(state: ImpState, seat: str, region: str) -> tuple[int, int, str]:
    """How much ``seat`` would lose with ``region`` (its buildings, then its units there), least first."""
    return len(state.buildings.get(region, [])), len(state.units_in(region, seat)), region


def claim(state: ImpState, seat: str, legal: list[Action]) -> Action | None:
    """One brigade into a region ceded to ``seat``, by land or from a fleet."""
    ceded = {c.region for c in state.cessions if c.receiver == seat}
    for action in legal:
        if isinstance(action, (Move, Disembark)) and action.destination in ceded and action.count == 1 \
                and action.unit in BRIGADES:
            return action
    return None
