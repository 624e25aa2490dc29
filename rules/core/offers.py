"""Offers between seats: one seat proposes a deal to another (peace, gold, a ceded region, an alliance with
terms), the other accepts or declines, the sender may withdraw, and every offer expires when the phase it was
made in ends. One verb family, ``/offer make|accept|decline|withdraw``, for every ruleset that needs it.

The ruleset says which deals a seat may offer whom (``Deal``: a code the rules understand and a text people
read) and carries a deal out on acceptance. A secret deal's terms are told only to its two parties.
"""

from collections.abc import Callable
from typing import ClassVar, Literal

from pydantic import BaseModel, Field

from rules.core.actions import Action
from rules.core.catalogue import Slot, Verb
from rules.core.context import Context
from rules.core.errors import IllegalAction


class Deal(BaseModel):
    """What may be offered: ``code`` for the rules ("peace", "gold:20", "cede:egypt"), ``text`` for people."""

    model_config = {"frozen": True}

    code: str
    text: str
    secret: bool = False


class Offer(BaseModel):
    """An open offer: who to whom, the deal, and the phase marker it expires with."""

    id: int
    sender: str
    receiver: str
    deal: Deal
    phase: str


class OfferBook(BaseModel):
    """The open offers of a game (part of its state)."""

    open: list[Offer] = Field(default_factory=list)
    next_id: int = 1

    def to(self, seat: str) -> list[Offer]:
        """Offers waiting for ``seat``'s answer."""
        return [o for o in self.open if o.receiver == seat]

    def by(self, seat: str) -> list[Offer]:
        """Offers ``seat`` has made that are still open."""
        return [o for o in self.open if o.sender == seat]

    def expire(self, phase: str, ctx: Context) -> None:
        """Drop every offer made in another phase than ``phase``, telling its parties."""
        for offer in [o for o in self.open if o.phase != phase]:
            self.open.remove(offer)
            _tell(ctx, offer, f"Offer #{offer.id} from {offer.sender} to {offer.receiver} ({offer.deal.text}) expired.")


class MakeOffer(Action):
    """Offer ``deal`` to the seat ``receiver``."""

    kind: Literal["offer_make"] = "offer_make"
    verb: ClassVar[str] = "offer make"
    receiver: str
    deal: Deal

    def options(self) -> dict[str, str]:
        return {"to": self.receiver, "deal": self.deal.text}


class AnswerOffer(Action):
    """Accept or decline an offer made to you, or withdraw one you made."""

    kind: Literal["offer_answer"] = "offer_answer"
    verb: ClassVar[str] = "offer"
    answer: Literal["accept", "decline", "withdraw"]
    offer: int
    text: str

    def command(self) -> str:
        return f"offer {self.answer}"

    def options(self) -> dict[str, str]:
        return {"offer": f"#{self.offer} {self.text}"}

    def label(self) -> str:
        return f"/{self.command()} offer:#{self.offer} {self.text}"


OFFER_VERB = Verb(
    "offer",
    "Offer another side a deal, or answer one",
    subcommands=(
        Verb("make", "Offer a deal to another side", (Slot("to", "Which side"), Slot("deal", "What you offer"))),
        Verb("accept", "Accept an offer made to you", (Slot("offer", "Which offer"),)),
        Verb("decline", "Decline an offer made to you", (Slot("offer", "Which offer"),)),
        Verb("withdraw", "Withdraw an offer you made", (Slot("offer", "Which offer"),)),
    ),
)
"""The catalogue entry every ruleset with offers adds to its verbs."""


def offers_to_make(deals: dict[str, list[Deal]]) -> list[Action]:
    """The offers a seat may make: each of ``deals`` (by receiver)."""
    return [MakeOffer(receiver=r, deal=d) for r, offered in deals.items() for d in offered]


def offer_answers(book: OfferBook, seat: str) -> list[Action]:
    """``seat``'s answers to the open offers: accept or decline each made to it, withdraw each it made. They may
    be given out of turn (the seat is in the situation's ``may_act``)."""
    found: list[Action] = []
    for offer in book.to(seat):
        found += [AnswerOffer(answer=a, offer=offer.id, text=offer.deal.text) for a in ("accept", "decline")]
    found += [AnswerOffer(answer="withdraw", offer=o.id, text=o.deal.text) for o in book.by(seat)]
    return found


def offer_actions(book: OfferBook, seat: str, deals: dict[str, list[Deal]]) -> list[Action]:
    """``seat``'s offer actions: each deal it may make (``deals`` by receiver) and its answers to open offers."""
    return offers_to_make(deals) + offer_answers(book, seat)


def apply_offer(
    book: OfferBook,
    seat: str,
    action: MakeOffer | AnswerOffer,
    phase: str,
    ctx: Context,
    carry_out: Callable[[Offer, Context], None],
) -> None:
    """Make, accept, decline or withdraw an offer; ``carry_out`` applies an accepted deal to the game."""
    if isinstance(action, MakeOffer):
        offer = Offer(id=book.next_id, sender=seat, receiver=action.receiver, deal=action.deal, phase=phase)
        book.next_id += 1
        book.open.append(offer)
        _tell(ctx, offer, f"Offer #{offer.id} from {seat} to {action.receiver}: {action.deal.text}.", public_text=(
            f"Offer #{offer.id} from {seat} to {action.receiver} (its terms are secret)."
        ))
        return
    found = next((o for o in book.open if o.id == action.offer), None)
    if found is None:
        raise IllegalAction(f"Offer #{action.offer} is not open (it was answered, withdrawn or expired).")
    offer = found
    party = offer.sender if action.answer == "withdraw" else offer.receiver
    if seat != party:
        raise IllegalAction(f"Only {party} may {action.answer} offer #{offer.id}.")
    book.open.remove(offer)
    outcome = {"accept": "accepted", "decline": "declined", "withdraw": "withdrawn"}[action.answer]
    _tell(ctx, offer, f"Offer #{offer.id} ({offer.deal.text}) {outcome} by {seat}.",
          public_text=f"Offer #{offer.id} {outcome} by {seat}.")
    if action.answer == "accept":
        carry_out(offer, ctx)


def _tell(ctx: Context, offer: Offer, text: str, public_text: str | None = None) -> None:
    if offer.deal.secret:
        ctx.tell([offer.sender, offer.receiver], text, kind="offer", offer=offer.id)
        if public_text:
            ctx.say(public_text, kind="offer")
    else:
        ctx.say(text, kind="offer", offer=offer.id)
