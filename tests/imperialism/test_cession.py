"""IMP-OFF-2: where the giver's units in a ceded region go is the giver's choice, asked out of turn when it has more
than one refuge (a neighbouring region of its, or its fleets in a sea area next to the region)."""

import pytest

from rules.core.dice import Dice
from rules.core.errors import IllegalAction
from rules.imperialism import ai
from rules.imperialism.actions import Done, Move, Retreat
from rules.imperialism.naval_actions import Disembark
from rules.imperialism.state import Fleet, ImpState
from tests.imperialism.helpers import BLUE, RED, R, act, at, blank, hold, kinds, place
from tests.imperialism.test_offers import offer


def ceded_france(*refuges: str) -> ImpState:
    """Red holds France (a city, infantry and an explorer) and each of ``refuges``; Blue holds Spain with two
    infantry; Red has ceded France to Blue and Blue is in its movement step."""
    state = blank()
    hold(state, RED, "france", "infantry", "explorer")
    state.buildings["france"] = ["city"]
    for region in refuges:
        hold(state, RED, region)
    hold(state, BLUE, "spain", "infantry", "infantry")
    state = offer(state, "cede:france", "Red cede France to Blue")
    return at(state, "move", BLUE)


def test_IMP_OFF_2_the_giver_with_two_refuges_is_asked_where_its_units_go() -> None:
    state = act(ceded_france("piedmont", "bavaria"), BLUE,
                Move(origin="spain", destination="france", unit="infantry")).state
    assert state.control["france"] == BLUE and state.stack[-1].step == "cede_leave"
    situation = R.situation(state)
    assert situation.to_act == (RED,) and "ceded France" in situation.prompts[RED].text
    assert sorted(a.region for a in R.legal_actions(state, RED) if isinstance(a, Retreat)) == ["bavaria", "piedmont"]
    transition = act(state, RED, Retreat(region="bavaria"))
    state = transition.state
    assert kinds(state, "bavaria", RED) == ["explorer", "infantry", "infantry"]
    assert kinds(state, "piedmont", RED) == ["infantry"] and kinds(state, "france", RED) == []
    assert any("leave France for Bavaria" in e.text and e.public for e in transition.events)
    assert state.stack[-1].step == "move" and R.situation(state).to_act == (BLUE,)


def test_IMP_OFF_2_a_refuge_not_offered_is_refused_and_changes_nothing() -> None:
    state = act(ceded_france("piedmont", "bavaria"), BLUE,
                Move(origin="spain", destination="france", unit="infantry")).state
    with pytest.raises(IllegalAction, match=r"IMP-OFF-2.*Allowed now: /retreat to:Bavaria, /retreat to:Piedmont"):
        act(state, RED, Retreat(region="spain"))
    with pytest.raises(IllegalAction):
        act(state, BLUE, Done())
    assert kinds(state, "france", RED) == ["explorer", "infantry"]


def test_IMP_OFF_2_the_giver_may_take_its_units_onto_its_fleets_instead() -> None:
    state = ceded_france("piedmont")
    state.fleets.append(Fleet(id=99, seat=RED, sea="bay_of_biscay"))
    state = act(state, BLUE, Move(origin="spain", destination="france", unit="infantry")).state
    assert sorted(a.region for a in R.legal_actions(state, RED) if isinstance(a, Retreat)) == \
        ["bay_of_biscay", "piedmont"]
    state = act(state, RED, Retreat(region="bay_of_biscay")).state
    aboard = [u.aboard for u in state.units if u.seat == RED and u.region == "bay_of_biscay"]
    assert aboard == [99, 99]


def test_IMP_OFF_2_one_refuge_needs_no_question() -> None:
    state = act(ceded_france("piedmont"), BLUE, Move(origin="spain", destination="france", unit="infantry")).state
    assert state.stack[-1].step == "move" and kinds(state, "piedmont", RED) == ["explorer", "infantry", "infantry"]


def test_IMP_OFF_2_the_question_comes_once_a_landing_from_a_fleet_is_complete() -> None:
    state = ceded_france("piedmont", "bavaria")
    place(state, BLUE, "western_mediterranean", "infantry")[0].aboard = 100
    state.fleets.append(Fleet(id=100, seat=BLUE, sea="western_mediterranean", mp=1))
    state = act(state, BLUE, Disembark(fleet=100, unit="infantry", count=1, destination="france")).state
    assert state.control["france"] == BLUE
    assert [f.step for f in state.stack][-2:] == ["move", "cede_leave"] and R.situation(state).to_act == (RED,)
    state = act(state, RED, Retreat(region="piedmont")).state
    assert state.stack[-1].step == "move" and kinds(state, "piedmont", RED) == ["explorer", "infantry", "infantry"]


def test_IMP_OFF_2_the_ai_sends_the_units_where_they_are_safest() -> None:
    state = ceded_france("piedmont", "bavaria")
    place(state, RED, "bavaria", "infantry", "infantry")
    state = act(state, BLUE, Move(origin="spain", destination="france", unit="infantry")).state
    observed = R.observe(state, RED)
    assert isinstance(observed, ImpState)
    assert ai.choose(observed, RED, Dice(3, 0)) == Retreat(region="bavaria")
