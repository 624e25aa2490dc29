"""Allow Multiple Buildings Per Region (IMP-OPT-BUILDINGS): each kind once per region, the other limits kept; the
invariants hold in AI games with the option; the AI stacks buildings in its safest regions."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.core.dice import Dice
from rules.core.errors import IllegalAction
from rules.imperialism import ai_options
from rules.imperialism.actions import Build
from rules.imperialism.ai import BUILD_WISH, _frontier
from rules.imperialism.invariants import problems
from rules.imperialism.state import ImpState
from tests.imperialism.helpers import RED, R, act, at, blank, hold
from tests.imperialism.test_properties import transitions


def multiple() -> ImpState:
    """A blank board with the option on, Red building in France (an engineer there)."""
    state = blank()
    state.options["buildings"] = "multiple"
    hold(state, RED, "france", "infantry", "engineer")
    return at(state, "construction", RED)


def test_IMP_OPT_BUILDINGS_city_factory_port_and_railroad_stand_together() -> None:
    state = multiple()
    state.pp[RED] = 200
    for item in ("city", "factory", "port", "railroad", "fort"):
        state = act(state, RED, Build(item=item, region="france")).state
    assert state.buildings["france"] == ["city", "factory", "port", "railroad", "fort"]
    assert problems(state) == []
    with pytest.raises(IllegalAction, match="already has a city.*IMP-BLD-1"):
        act(state, RED, Build(item="city", region="france"))


def test_IMP_OPT_BUILDINGS_a_second_project_in_a_phase_still_needs_an_engineer() -> None:
    state = multiple()
    state.units = [u for u in state.units if u.kind != "engineer"]
    state = act(state, RED, Build(item="city", region="france")).state
    with pytest.raises(IllegalAction, match="IMP-PROD-13"):
        act(state, RED, Build(item="factory", region="france"))


def test_IMP_OPT_BUILDINGS_off_the_source_limit_and_its_invariant_hold() -> None:
    state = multiple()
    state.options["buildings"] = "single"
    state = act(state, RED, Build(item="city", region="france")).state
    with pytest.raises(IllegalAction, match="buildings=multiple.*IMP-BLD-1"):
        act(state, RED, Build(item="factory", region="france"))
    state.buildings["france"].append("factory")
    assert any("building limits" in p for p in problems(state))


def test_IMP_OPT_BUILDINGS_the_ai_stacks_a_factory_beside_its_city() -> None:
    state = multiple()
    hold(state, RED, "bavaria")
    state.buildings["bavaria"] = ["city"]
    options = [Build(item="factory", region=r) for r in ("bavaria", "france")]
    assert ai_options.build_site(state, RED, options, Dice(1, 1), _frontier) == options[0]
    assert ai_options.wishes(state, RED, BUILD_WISH)[:2] == ("city", "factory")
    state.options["buildings"] = "single"
    assert ai_options.wishes(state, RED, BUILD_WISH) == BUILD_WISH


@settings(max_examples=2, deadline=None)
@given(st.integers(0, 10_000))
def test_IMP_OPT_BUILDINGS_invariants_hold_in_ai_games_with_the_option(seed: int) -> None:
    last = None
    for _, transition in transitions(seed, {"players": "3", "rounds": "3", "buildings": "multiple"}):
        assert isinstance(transition.state, ImpState) and problems(transition.state) == []
        last = transition.state
    assert last is not None and R.situation(last).over
