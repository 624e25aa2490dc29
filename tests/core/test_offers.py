"""Offers between seats: made, accepted (carried out), declined, withdrawn, expired with their phase; a secret
deal is told only to its parties."""

import pytest

from rules.core.context import Context
from rules.core.dice import Dice
from rules.core.errors import IllegalAction
from rules.core.offers import AnswerOffer, Deal, MakeOffer, Offer, OfferBook, apply_offer, offer_actions

PEACE = Deal(code="peace", text="peace")
PACT = Deal(code="alliance:spain", text="an alliance against Spain", secret=True)


def _ctx() -> Context:
    return Context(Dice(1, 1))


def test_an_accepted_offer_is_carried_out_once() -> None:
    book, carried = OfferBook(), list[Offer]()
    apply_offer(book, "France", MakeOffer(receiver="Russia", deal=PEACE), "1805 spring", _ctx(), lambda *_: None)
    answers = offer_actions(book, "Russia", {})
    assert [a.command() for a in answers] == ["offer accept", "offer decline"]
    assert offer_actions(book, "France", {}) == [AnswerOffer(answer="withdraw", offer=1, text="peace")]
    ctx = _ctx()
    assert isinstance(answers[0], AnswerOffer)
    apply_offer(book, "Russia", answers[0], "1805 spring", ctx, lambda offer, _: carried.append(offer))
    assert [o.deal.code for o in carried] == ["peace"] and book.open == []
    assert [e.text for e in ctx.events] == ["Russia accept offer #1: peace."]


def test_only_the_receiver_answers_and_only_the_sender_withdraws() -> None:
    book = OfferBook()
    apply_offer(book, "France", MakeOffer(receiver="Russia", deal=PEACE), "p", _ctx(), lambda *_: None)
    with pytest.raises(IllegalAction, match="Only Russia may accept"):
        apply_offer(book, "France", AnswerOffer(answer="accept", offer=1, text="peace"), "p", _ctx(), lambda *_: None)
    with pytest.raises(IllegalAction, match="Only France may withdraw"):
        apply_offer(book, "Russia", AnswerOffer(answer="withdraw", offer=1, text="peace"), "p", _ctx(), lambda *_: None)
    apply_offer(book, "Russia", AnswerOffer(answer="decline", offer=1, text="peace"), "p", _ctx(), lambda *_: None)
    with pytest.raises(IllegalAction, match="is not open"):
        apply_offer(book, "Russia", AnswerOffer(answer="accept", offer=1, text="peace"), "p", _ctx(), lambda *_: None)


def test_a_secret_deal_is_told_only_to_its_parties() -> None:
    book, ctx = OfferBook(), _ctx()
    apply_offer(book, "France", MakeOffer(receiver="Prussia", deal=PACT), "p", ctx, lambda *_: None)
    public = [e.text for e in ctx.events if e.public]
    private = [e for e in ctx.events if not e.public]
    assert public == ["France make an offer to Prussia (#1)."]
    assert private[0].visible_to == ["France", "Prussia"] and "against Spain" in private[0].text


def test_offers_expire_with_their_phase() -> None:
    book = OfferBook(open=[Offer(id=4, sender="A", receiver="B", deal=PEACE, phase="old")], next_id=5)
    ctx = _ctx()
    book.expire("new", ctx)
    assert book.open == [] and "expired" in ctx.events[0].text
