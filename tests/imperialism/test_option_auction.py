"""Auction-Based Player Turn Order (IMP-OPT-AUCTION): sealed PP bids after the upkeep, revealed together, the
highest first, ties in the round's random order, every bid paid; a bid reaches no other seat before the reveal."""

import pytest

from rules.core.errors import IllegalAction
from rules.imperialism import ai_options
from rules.imperialism.auction import MAX_BID
from rules.imperialism.observe import observe
from rules.imperialism.option_actions import Bid
from rules.imperialism.sequence import current
from rules.imperialism.state import ImpState, War
from tests.imperialism.helpers import BLUE, RED, R, act, at, blank
from tests.imperialism.test_properties import outputs, transitions

GREEN = "Green"


def auction() -> ImpState:
    """Three players in the auction of round 2, the random order Red, Blue, Green, 100 PP each."""
    state = blank(players=3)
    state.options["turn_order"] = "auction"
    state.round = 2
    return at(state, "auction", None)


def test_IMP_OPT_AUCTION_the_highest_bid_moves_first_ties_in_random_order_bids_paid() -> None:
    state = auction()
    assert R.situation(state).simultaneous and set(R.situation(state).to_act) == {RED, BLUE, GREEN}
    for seat, pp in ((RED, 10), (GREEN, 10), (BLUE, 20)):
        transition = act(state, seat, Bid(pp=pp))
        state = transition.state
    assert state.order == [BLUE, RED, GREEN]
    assert [state.pp[s] for s in (RED, BLUE, GREEN)] == [90, 80, 90] and state.bids == {}
    assert "movement order Blue, Red, Green" in "\n".join(e.text for e in transition.events if e.public)
    step = current(state)
    assert step is not None and step.name in ("buy_dp", "diplomacy", "construction")


def test_IMP_OPT_AUCTION_a_bid_is_sealed_until_every_bid_is_in() -> None:
    state = auction()
    transition = act(state, RED, Bid(pp=30))
    state = transition.state
    assert all(e.visible_to == [RED] for e in transition.events if "30" in e.text)
    assert observe(state, RED).bids == {RED: 30}
    for viewer in (None, BLUE, GREEN):
        assert observe(state, viewer).bids == {}
        other = state.model_copy(deep=True)
        other.bids[RED] = 0
        assert outputs(state, viewer) == outputs(other, viewer)
    with pytest.raises(IllegalAction):
        act(state, RED, Bid(pp=0))


def test_IMP_OPT_AUCTION_bids_in_fives_up_to_the_cap_and_what_you_have() -> None:
    state = auction()
    state.pp[BLUE] = 12
    for seat, pp in ((RED, 7), (RED, MAX_BID + 5), (BLUE, 15)):
        with pytest.raises(IllegalAction, match="IMP-OPT-AUCTION"):
            act(state, seat, Bid(pp=pp))
    assert [a.options()["pp"] for a in R.legal_actions(state, BLUE)] == ["0", "5", "10"]


def test_IMP_OPT_AUCTION_each_production_phase_after_the_upkeep_not_without_the_option() -> None:
    for option, expected in (("auction", True), ("random", False)):
        seen, last = False, None
        for state, transition in transitions(3, {"players": "3", "rounds": "2", "turn_order": option}):
            last = transition.state
            step = current(state)
            if step is not None and step.name == "auction":
                seen = True
                assert state.round == 2 and (R.situation(state).simultaneous or bool(state.bids))
        assert seen == expected and last is not None and last.stack == []


def test_IMP_OPT_AUCTION_the_ai_bids_from_what_it_can_spare_more_at_war() -> None:
    state = auction()
    legal = R.legal_actions(state, RED)
    poor = ai_options.bid(state, RED, legal, reserve=60)
    rich = ai_options.bid(state, RED, legal, reserve=10)
    assert poor == Bid(pp=0) and rich == Bid(pp=15)
    state.wars = [War(declarer=BLUE, target=RED, phase=0)]
    assert ai_options.bid(state, RED, legal, reserve=10) == Bid(pp=20)
