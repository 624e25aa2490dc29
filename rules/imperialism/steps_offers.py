"""Offers between players as steps (IMP-OFF-*): a player makes an offer in its movement or construction step
(``/offer make to:… deal:…``, one offer to each player per step: ruling IMP-R-OFFER); the receiver answers at once,
out of turn (``/offer accept|decline``), so the service's deadline and AI default apply. When a ceded region changes
hands, its giver chooses, out of turn too, where its units there go (IMP-OFF-2)."""

from rules.core.actions import Action
from rules.core.context import Context
from rules.core.offers import AnswerOffer, MakeOffer, apply_offer
from rules.core.situation import Prompt
from rules.core.steps import Frame
from rules.imperialism import deals, places
from rules.imperialism.actions import Retreat
from rules.imperialism.state import ImpState
from rules.imperialism.step_base import ImpMachine, ImpStep


def offers_open(state: ImpState, frame: Frame, seat: str) -> list[Action]:
    """The offers ``seat`` may make in this step: every deal, to each player not yet offered one in it."""
    return list(deals.offers(state, seat, frame.data.get("offered", [])))


def offer_refusal(state: ImpState, frame: Frame, seat: str, action: MakeOffer) -> tuple[str, str] | None:
    """Why ``seat`` may not make this offer now (None: it may)."""
    if action.receiver in frame.data.get("offered", []):
        return "IMP-R-OFFER", f"you have already made {action.receiver} an offer in this step"
    if action not in offers_open(state, frame, seat):
        return "IMP-OFF-1", "you may offer PP you have, a region you hold (not your last, not in revolt) or peace " \
                            "(alone, or bought with PP or a region) when neither of you has units in the other's " \
                            "regions"
    return None


def make(state: ImpState, frame: Frame, seat: str, action: MakeOffer, ctx: Context, machine: ImpMachine) -> None:
    """Record the offer (told to all) and ask the receiver for its answer at once."""
    frame.data["offered"] = [*frame.data.get("offered", []), action.receiver]
    apply_offer(state.offers, seat, action, frame.step, ctx, lambda offer, c: deals.carry_out(state, offer, c))
    machine.push(state, OfferAnswer.name, action.receiver, offer=state.offers.open[-1].id)


class OfferAnswer(ImpStep):
    """The receiver of an offer accepts or declines it at once (IMP-OFF-1..3)."""

    name = "offer_answer"
    phase = ""  # the phase of the step the offer was made in
    rule = "IMP-OFF-1"
    kinds = (AnswerOffer,)
    doing = "accept or decline the offer (/offer accept or /offer decline)"

    def prompt(self, state: ImpState, frame: Frame, seat: str) -> Prompt:
        offer = next(o for o in state.offers.open if o.id == frame.data["offer"])
        terms = "a secret deal (its terms are in your DMs)" if offer.deal.secret else offer.deal.text
        return Prompt(f"{offer.sender} offer: {terms}. /offer accept or /offer decline.", rule=self.rule,
                      owed="an answer")

    def actions(self, state: ImpState, frame: Frame, seat: str) -> list[Action]:
        offer = next(o for o in state.offers.open if o.id == frame.data["offer"])
        return [AnswerOffer(answer=a, offer=offer.id, text=offer.deal.text) for a in ("accept", "decline")]

    def handle(self, state: ImpState, frame: Frame, seat: str, action: Action, ctx: Context,
               machine: ImpMachine) -> None:
        assert isinstance(action, AnswerOffer)
        apply_offer(state.offers, seat, action, frame.step, ctx, lambda offer, c: deals.carry_out(state, offer, c))
        machine.pop(state, ctx)


def cede(state: ImpState, seat: str, region: str, ctx: Context, machine: ImpMachine) -> None:
    """``seat``'s brigade has entered ``region``: if it was ceded to ``seat``, it changes hands, and a giver with
    more than one refuge for its units there is asked where they go (IMP-OFF-2)."""
    giver = deals.take_over(state, seat, region, ctx)
    if giver is not None:
        machine.push(state, CedeLeave.name, giver, region=region)


class CedeLeave(ImpStep):
    """The giver of a ceded region chooses where its units there go: a neighbouring region of its, or onto its
    fleets in a sea area next to it (IMP-OFF-2)."""

    name = "cede_leave"
    phase = ""  # the phase of the move that took the region over
    rule = "IMP-OFF-2"
    kinds = (Retreat,)
    doing = "choose where your units in the ceded region go (/retreat to:)"

    def prompt(self, state: ImpState, frame: Frame, seat: str) -> Prompt:
        region = frame.data["region"]
        return Prompt(f"You have ceded {places.name(region)}: choose where your units there go, a neighbouring "
                      f"region of yours or onto your fleets next to it (/retreat to:).", rule=self.rule,
                      owed="where your units go")

    def actions(self, state: ImpState, frame: Frame, seat: str) -> list[Action]:
        return [Retreat(region=r) for r in deals.refuges(state, seat, frame.data["region"])]

    def handle(self, state: ImpState, frame: Frame, seat: str, action: Action, ctx: Context,
               machine: ImpMachine) -> None:
        assert isinstance(action, Retreat)
        deals.leave(state, seat, frame.data["region"], action.region, ctx)
        machine.pop(state, ctx)


OFFER_STEPS: tuple[ImpStep, ...] = (OfferAnswer(), CedeLeave())
