"""Where units that must leave a battle go (IMP-BAT-8, IMP-BAT-11): their owner chooses when more than one region
is open to them, with the AI's safest refuge as the default; no question when only one is open."""

import pytest

from rules.core.dice import Dice
from rules.core.errors import IllegalAction
from rules.imperialism.actions import Convert, Fight, Retreat
from rules.imperialism.state import ImpState, War
from tests.contract.play import check_situation
from tests.imperialism.helpers import BLUE, RED, R, act, at, blank, hold, kinds, place


def _beaten_defender(*refuges: tuple[str, int]) -> ImpState:
    """Red's infantry (from Spain) attacks Blue's France (infantry and engineer); Blue also holds each refuge with
    that many infantry. A six for Red and a one for Blue leave Blue's engineer alone: it must retreat."""
    state = blank()
    hold(state, BLUE, "france", "infantry", "engineer")
    for region, brigades in refuges:
        hold(state, BLUE, region, *["infantry"] * brigades)
    hold(state, RED, "spain")
    for unit in place(state, RED, "france", "infantry"):
        unit.came_from = "spain"
    state.wars = [War(declarer=BLUE, target=RED, phase=0)]
    return at(state, "combat", RED, explored=[], prospected=[])


def test_IMP_BAT_8_a_beaten_sides_survivors_choose_their_refuge() -> None:
    asked = act(_beaten_defender(("low_countries", 1), ("piedmont", 3)), RED, Fight(region="france"),
                faces=(6, 1)).state
    assert asked.stack[-1].step == "convert" and R.to_act(asked) == [BLUE]
    assert R.legal_actions(asked, BLUE) == [Retreat(region="low_countries"), Retreat(region="piedmont")]
    assert "must retreat" in R.situation(asked).prompts[BLUE].text
    with pytest.raises(IllegalAction, match="cannot retreat to Bavaria.*IMP-BAT-8"):
        act(asked, BLUE, Retreat(region="bavaria"))
    with pytest.raises(IllegalAction, match="must retreat"):
        act(asked, BLUE, Convert(unit="engineer"))
    after = act(asked, BLUE, Retreat(region="piedmont")).state
    assert kinds(after, "piedmont", BLUE) == ["engineer", "infantry", "infantry", "infantry"]
    assert after.control["france"] == RED and after.battle is None and after.stack[-1].step == "combat"


def test_IMP_BAT_8_no_question_when_one_refuge_is_open() -> None:
    after = act(_beaten_defender(("low_countries", 1)), RED, Fight(region="france"), faces=(6, 1)).state
    assert kinds(after, "low_countries", BLUE) == ["engineer", "infantry"] and after.stack[-1].step == "combat"


def test_IMP_BAT_8_ai_retreats_to_its_safest_refuge() -> None:
    asked = act(_beaten_defender(("low_countries", 1), ("piedmont", 3)), RED, Fight(region="france"),
                faces=(6, 1)).state
    check_situation(R, asked)
    assert R.choose_action(R.observe(asked, BLUE), BLUE, Dice(3, 1)) == Retreat(region="piedmont")
    even = act(_beaten_defender(("low_countries", 1), ("piedmont", 1)), RED, Fight(region="france"),
               faces=(6, 1)).state
    hold(even, RED, "austria", "infantry", "infantry")
    assert R.choose_action(R.observe(even, BLUE), BLUE, Dice(3, 1)) == Retreat(region="low_countries")


def test_IMP_BAT_11_the_attacker_chooses_where_its_parties_retreat() -> None:
    state = blank()
    hold(state, BLUE, "france", "infantry", "engineer")
    hold(state, RED, "spain")
    hold(state, RED, "bavaria")
    infantry, general, engineer = place(state, RED, "france", "infantry", "general", "engineer")
    infantry.came_from, general.came_from, engineer.came_from = "spain", "spain", "bavaria"
    state.wars = [War(declarer=BLUE, target=RED, phase=0)]
    at(state, "combat", RED, explored=[], prospected=[])
    asked = act(state, RED, Fight(region="france"), faces=(6, 6)).state
    assert asked.stack[-1].step == "convert" and R.to_act(asked) == [RED]
    assert R.legal_actions(asked, RED) == [Retreat(region="bavaria"), Retreat(region="spain")]
    assert R.situation(asked).prompts[RED].rule == "IMP-BAT-11"
    after = act(asked, RED, Retreat(region="bavaria"))
    assert kinds(after.state, "bavaria", RED) == ["engineer", "general", "infantry"]
    assert "Blue turn their engineer into infantry" in "\n".join(e.text for e in after.events)
    assert after.state.control["france"] == BLUE and after.state.stack[-1].step == "combat"
