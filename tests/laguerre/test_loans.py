"""Loans between allies (LG-LOAN-*), what a non-player power answers (LG-NPC-5) and when the AI asks or lends
(LG-AI-9)."""

from rules.core.offers import AnswerOffer, MakeOffer
from rules.laguerre import diplomacy as dip
from rules.laguerre import loans
from rules.laguerre.ai_offers import wants_loan
from rules.laguerre.deals import possible
from rules.laguerre.flow import winter
from rules.laguerre.npc import accepts
from rules.laguerre.state import LgState, Loan
from rules.laguerre.views import hand_text
from tests.laguerre.helpers import RULES, act, at, ctx, game, seen, texts, until


def _allies() -> LgState:
    state = at(game(players="3"), "diplomacy", "britain")
    dip.ally(state, "britain", "russia", "britain", 0, ctx())
    return state


def test_LG_LOAN_1_only_allied_powers_offer_loans_and_their_terms_are_secret() -> None:
    state = _allies()
    assert loans.lend_deal(20) in possible(state, "britain", "russia")
    assert loans.borrow_deal(10) in possible(state, "russia", "britain")
    assert not any(d.code.startswith(("lend", "borrow")) for d in possible(state, "britain", "austria"))
    state, events = act(state, "britain", MakeOffer(receiver="russia", deal=loans.lend_deal(20)))
    assert all("20 Gold" not in e.text for e in events if e.public)
    assert seen(state, "france").offers.open[0].deal.text == "terms secret"


def test_LG_LOAN_2_an_accepted_loan_moves_the_gold_at_once_through_the_ledger() -> None:
    state = _allies()
    gold_b, gold_r = state.treasury["britain"], state.treasury["russia"]
    state, _ = act(state, "britain", MakeOffer(receiver="russia", deal=loans.lend_deal(20)))
    state = until(state, "answers")
    state, events = act(state, "russia", AnswerOffer(answer="accept", offer=1, text=loans.lend_deal(20).text))
    assert state.treasury["britain"] == gold_b - 20 and state.treasury["russia"] == gold_r + 20
    assert state.loans == [Loan(lender="britain", borrower="russia", owed=22)]
    assert {e.kind for e in events if "20 Gold" in e.text and e.public} <= {"offer"}
    assert sum(e.data["delta"] for e in events if e.kind == "gold") == 0


def test_LG_LOAN_2_a_lender_without_the_gold_lends_nothing() -> None:
    state = _allies()
    state.treasury["russia"] = 5
    used = ctx()
    loans.grant(state, used, "russia", "britain", 20)
    assert not state.loans and state.treasury["russia"] == 5
    assert "falls through" in texts(used.events)
    assert all(not e.public for e in used.events)


def test_LG_LOAN_3_repaid_with_interest_at_the_expense_step_the_rest_owed_next_winter() -> None:
    assert [loans.owed_for(n) for n in loans.LOAN_SIZES] == [11, 22, 33]
    state = _allies()
    state.loans = [Loan(lender="britain", borrower="russia", owed=22)]
    state.treasury["russia"] = 12
    used = ctx()
    loans.repay(state, used)
    assert state.treasury["russia"] == 0 and state.loans[0].owed == 10
    dip.break_alliance(state, "britain", "russia", ctx())
    state.treasury["russia"] = 50
    britain = state.treasury["britain"]
    loans.repay(state, ctx())
    assert not state.loans and state.treasury["britain"] == britain + 10


def test_LG_LOAN_3_the_winter_phase_repays_loans() -> None:
    state = _allies()
    state.loans = [Loan(lender="britain", borrower="russia", owed=11)]
    state.treasury["russia"] = 200
    winter(state, ctx())
    assert not state.loans


def test_LG_LOAN_4_loans_are_seen_only_by_the_two_powers() -> None:
    state = _allies()
    state.loans = [Loan(lender="britain", borrower="russia", owed=22)]
    assert seen(state, "russia").loans == state.loans and seen(state, "britain").loans == state.loans
    assert seen(state, "france").loans == [] and seen(state, None).loans == []
    assert "Russia owes Great Britain 22 Gold" in (hand_text(seen(state, "russia"), "russia") or "")
    assert "owes" not in (RULES.status_text(seen(state, None)))


def test_LG_NPC_5_a_power_takes_a_loan_when_short_and_lends_against_a_shared_enemy() -> None:
    state = _allies()
    state.treasury["russia"] = 39
    assert accepts(state, "russia", "britain", "lend:20")
    state.treasury["russia"] = 40
    assert not accepts(state, "russia", "britain", "lend:20")
    state.treasury["russia"] = 100
    assert not accepts(state, "russia", "britain", "borrow:20")
    dip.declare_war(state, "russia", "france", ctx())
    assert dip.at_war(state, "britain", "france") and accepts(state, "russia", "britain", "borrow:20")
    state.treasury["russia"] = 30
    assert not accepts(state, "russia", "britain", "borrow:20")


def test_LG_AI_9_the_ai_asks_a_loan_when_poor_at_war_and_lends_when_rich() -> None:
    state = _allies()
    state.treasury["britain"] = 10
    assert wants_loan(state, "britain", "borrow:20", at_war=True, shared=False)
    assert not wants_loan(state, "britain", "borrow:20", at_war=False, shared=False)
    state.treasury["britain"] = 90
    assert wants_loan(state, "britain", "lend:20", at_war=True, shared=True)
    assert not wants_loan(state, "britain", "lend:20", at_war=True, shared=False)
    assert not wants_loan(state, "britain", "borrow:20", at_war=True, shared=True)
