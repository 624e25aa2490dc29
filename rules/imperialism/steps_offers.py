"""Offers between players as steps (IMP-OFF-*): a player makes an offer in its movement or construction step
(``/offer make to:… deal:…``, one offer to each player per step: ruling IMP-R-OFFER); the receiver answers at once,
out of turn (``/offer accept|decline``), so the service's deadline and AI default apply."""

from rules.core.actions import Action
from rules.core.context import Context
from rules.core.offers import AnswerOffer, MakeOffer, apply_offer
from rules.core.situation import Prompt
from rules.core.steps import Frame
from rules.imperialism import deals
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


OFFER_STEPS: tuple[ImpStep, ...] = (OfferAnswer(),)
