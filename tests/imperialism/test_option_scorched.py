"""Scorched Earth Policy (IMP-OPT-SCORCH): the player who loses a region in battle is asked whether to destroy
what stands there, for 1 DP; the AI scorches what is worth a city's VP."""

import pytest

from rules.core.dice import Dice
from rules.core.errors import IllegalAction
from rules.imperialism import ai_options
from rules.imperialism.actions import Fight
from rules.imperialism.option_actions import Scorch
from rules.imperialism.state import Chit, ImpState, War
from tests.imperialism.helpers import BLUE, RED, act, at, blank, hold, place


def conquest(option: str = "on") -> ImpState:
    """Red's two infantry in Blue's Spain (a city and a developed 10 PP resource, one Blue infantry), at war; the
    dice of the next fight give Red the region."""
    state = blank()
    state.options["scorched"] = option
    hold(state, BLUE, "spain", "infantry")
    state.buildings["spain"] = ["city"]
    state.chits["spain"] = Chit(value=10, developed=True)
    place(state, RED, "spain", "infantry", "infantry")
    hold(state, RED, "france")
    for unit in state.units_in("spain", RED):
        unit.came_from = "france"
    state.wars = [War(declarer=BLUE, target=RED, phase=0)]
    return at(state, "combat", RED, explored=[], prospected=[])


WIN = (6, 1, 1)  # Red's first die hits, the rest miss


def test_IMP_OPT_SCORCH_the_loser_is_asked_and_scorching_destroys_everything_for_a_dp() -> None:
    after = act(conquest(), RED, Fight(region="spain"), faces=WIN).state
    assert after.control["spain"] == RED and after.stack[-1].step == "scorch" and after.stack[-1].seat == BLUE
    burnt = act(after, BLUE, Scorch(burn=True))
    assert "spain" not in burnt.state.buildings and not burnt.state.chits["spain"].developed
    assert burnt.state.dp[BLUE] == after.dp[BLUE] - 1 and burnt.state.stack[-1].step == "combat"
    assert any(e.kind == "scorch" and "city, developed resource destroyed" in e.text for e in burnt.events)


def test_IMP_OPT_SCORCH_sparing_leaves_the_region_to_the_conqueror() -> None:
    after = act(conquest(), RED, Fight(region="spain"), faces=WIN).state
    spared = act(after, BLUE, Scorch(burn=False)).state
    assert spared.buildings["spain"] == ["city"] and spared.chits["spain"].developed
    assert spared.dp[BLUE] == after.dp[BLUE] and spared.stack[-1].step == "combat"


def test_IMP_OPT_SCORCH_not_asked_without_the_option_the_dp_or_anything_to_destroy() -> None:
    poor, bare = conquest(), conquest()
    poor.dp[BLUE] = 0
    bare.buildings, bare.chits["spain"] = {}, Chit(value=10)
    for state in (conquest("off"), poor, bare):
        after = act(state, RED, Fight(region="spain"), faces=WIN).state
        assert after.control["spain"] == RED and after.stack[-1].step == "combat"


def test_IMP_OPT_SCORCH_only_the_loser_answers() -> None:
    after = act(conquest(), RED, Fight(region="spain"), faces=WIN).state
    with pytest.raises(IllegalAction):
        act(after, RED, Scorch(burn=True))


def test_IMP_OPT_SCORCH_the_ai_burns_a_city_but_not_a_lone_port() -> None:
    after = act(conquest(), RED, Fight(region="spain"), faces=WIN).state
    assert ai_options.scorch(after, BLUE, [], Dice(1, 1)) == Scorch(burn=True)
    after.buildings["spain"], after.chits["spain"].developed = ["port"], False
    assert ai_options.scorch(after, BLUE, [], Dice(1, 1)) == Scorch(burn=False)
