"""Offers between players (IMP-OFF-*): PP given, regions ceded by mutual consent, peace treaties."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.core.dice import Dice
from rules.core.errors import IllegalAction
from rules.core.offers import AnswerOffer, Deal, MakeOffer
from rules.imperialism.actions import Done, Move
from rules.imperialism.naval_actions import Disembark
from rules.imperialism.state import Fleet, ImpState, War
from tests.imperialism.helpers import BLUE, RED, R, act, at, blank, hold, kinds, place


def offer(state: ImpState, code: str, text: str, answer: str = "accept", sender: str = RED,
          receiver: str = BLUE) -> ImpState:
    """``sender`` offers the deal; ``receiver`` answers at once."""
    state = act(state, sender, MakeOffer(receiver=receiver, deal=Deal(code=code, text=text))).state
    assert state.stack[-1].step == "offer_answer" and R.situation(state).to_act == (receiver,)
    number = state.offers.open[-1].id
    return act(state, receiver, AnswerOffer(answer=answer, offer=number, text=text)).state  # type: ignore[arg-type]


def test_IMP_OFF_1_pp_are_given_to_another_player() -> None:
    state = at(blank(), "construction", RED, works={})
    hold(state, RED, "france")
    state = offer(state, "pp:25", "25 PP from Red to Blue")
    assert (state.pp[RED], state.pp[BLUE]) == (75, 125) and state.stack[-1].step == "construction"
    with pytest.raises(IllegalAction, match="IMP-R-OFFER"):
        act(state, RED, MakeOffer(receiver=BLUE, deal=Deal(code="pp:5", text="5 PP from Red to Blue")))


def test_IMP_OFF_1_a_declined_gift_changes_nothing() -> None:
    state = at(blank(), "construction", RED, works={})
    hold(state, RED, "france")
    state = offer(state, "pp:50", "50 PP from Red to Blue", answer="decline")
    assert (state.pp[RED], state.pp[BLUE]) == (100, 100) and not state.offers.open


@settings(max_examples=20, deadline=None)
@given(st.lists(st.tuples(st.sampled_from([5, 10, 25, 50]), st.booleans(), st.booleans()), max_size=6))
def test_IMP_OFF_1_gifts_conserve_pp(gifts: list[tuple[int, bool, bool]]) -> None:
    state = blank(players=3)
    for seat in state.seats:
        hold(state, seat, {"Red": "france", "Blue": "spain"}.get(seat, "prussia"))
    total = sum(state.pp.values())
    for amount, from_red, accept in gifts:
        sender, receiver = (RED, BLUE) if from_red else (BLUE, RED)
        at(state, "construction", sender, works={})
        deal = Deal(code=f"pp:{amount}", text=f"{amount} PP from {sender} to {receiver}")
        if MakeOffer(receiver=receiver, deal=deal) not in R.legal_actions(state, sender):
            continue
        state = offer(state, deal.code, deal.text, "accept" if accept else "decline", sender, receiver)
        assert sum(state.pp.values()) == total and min(state.pp.values()) >= 0


def cession_board() -> ImpState:
    """Red holds France (a city, an explorer) and Piedmont; Blue holds Spain with two infantry."""
    state = blank()
    hold(state, RED, "france", "infantry", "explorer")
    hold(state, RED, "piedmont")
    state.buildings["france"] = ["city"]
    hold(state, BLUE, "spain", "infantry", "infantry")
    return state


def test_IMP_OFF_2_a_ceded_region_changes_hands_when_the_receivers_brigade_moves_in() -> None:
    state = offer(cession_board(), "cede:france", "Red cede France to Blue")
    assert [c.region for c in state.cessions] == ["france"] and state.control["france"] == RED
    at(state, "move", BLUE)
    state = act(state, BLUE, Move(origin="spain", destination="france", unit="infantry")).state
    assert state.control["france"] == BLUE and state.buildings["france"] == ["city"]
    assert kinds(state, "piedmont", RED) == ["explorer", "infantry", "infantry"] and not state.cessions
    assert not state.wars and state.battle is None


def test_IMP_OFF_2_the_givers_units_take_to_its_fleets_or_are_eliminated() -> None:
    state = blank()
    hold(state, RED, "great_britain", "infantry", "infantry")
    hold(state, RED, "ireland")
    state.control.pop("ireland")
    state.units = [u for u in state.units if u.region != "ireland"]
    hold(state, RED, "norway")
    state.fleets.append(Fleet(id=99, seat=RED, sea="north_sea"))
    state = offer(state, "cede:great_britain", "Red cede Great Britain to Blue")
    place(state, BLUE, "north_sea", "infantry")[0].aboard = 100
    state.fleets.append(Fleet(id=100, seat=BLUE, sea="north_sea", mp=1))
    at(state, "move", BLUE)
    state = act(state, BLUE, Disembark(fleet=100, unit="infantry", count=1, destination="great_britain")).state
    assert state.control["great_britain"] == BLUE
    assert sorted(u.aboard for u in state.units if u.seat == RED and u.region == "north_sea") == [99, 99]


def test_IMP_OFF_2_a_region_is_not_entered_without_a_cession() -> None:
    state = at(cession_board(), "move", BLUE)
    with pytest.raises(IllegalAction, match="IMP-WAR-2"):
        act(state, BLUE, Move(origin="spain", destination="france", unit="infantry"))


def test_IMP_OFF_3_peace_treaty_declared_by_both_in_the_production_phase() -> None:
    state = at(blank(), "construction", RED, works={})
    hold(state, RED, "france")
    hold(state, BLUE, "spain")
    state.wars = [War(declarer=BLUE, target=RED, phase=0)]
    state = offer(state, "peace", "peace between Red and Blue")
    assert not state.wars
    with pytest.raises(IllegalAction):
        act(state, RED, MakeOffer(receiver=BLUE, deal=Deal(code="peace", text="peace between Red and Blue")))


def test_IMP_OFF_3_the_ai_accepts_peace_only_when_not_stronger() -> None:
    state = at(blank(), "construction", RED, works={})
    hold(state, RED, "france")
    hold(state, BLUE, "spain", "infantry", "infantry")
    state.wars = [War(declarer=BLUE, target=RED, phase=0)]
    deal = Deal(code="peace", text="peace between Red and Blue")
    state = act(state, RED, MakeOffer(receiver=BLUE, deal=deal)).state
    choice = R.choose_action(R.observe(state, BLUE), BLUE, Dice(1, 0))
    assert isinstance(choice, AnswerOffer) and choice.answer == "decline"
    assert Done() not in R.legal_actions(state, BLUE)
