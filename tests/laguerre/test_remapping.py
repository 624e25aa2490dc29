"""Remapping Europe (LG-REMAP-*, the standard game's 4.73 designed) and Poland (LG-ADV-4.731)."""

from rules.laguerre import remapping, views
from rules.laguerre.conquest import surrender
from rules.laguerre.flow import start_turn
from rules.laguerre.sequence import MACHINE
from rules.laguerre.state import LgState
from tests.laguerre.helpers import advanced_game, clear_armies, ctx, game, seen, texts


def _remapping(sections: tuple[str, ...] = ("remapping", "poland"), players: str = "7") -> LgState:
    return clear_armies(advanced_game(sections, players=players))


def test_LG_REMAP_1_an_events_roll_of_8_is_remapping_europe_in_the_advanced_game_only() -> None:
    for state, remaps in ((_remapping(), True), (clear_armies(game(players="7")), False)):
        for province in ("bavaria", "franconia", "baden"):
            state.control[province] = "france"
        vp = state.vp["france"]
        used = ctx([8])
        start_turn(state, used, MACHINE)
        said = texts(used.events)
        assert ("Remapping Europe" in said) == remaps and ("Quiet season" in said) == (not remaps)
        assert bool(state.new_countries) == remaps and state.vp["france"] == vp + (6 if remaps else 0)


def test_LG_REMAP_2_the_rhine_confederation_needs_three_provinces_and_never_expands() -> None:
    state = _remapping()
    state.control["bavaria"] = state.control["baden"] = "france"
    remapping.remap(state, ctx())
    assert "rhine" not in state.new_countries  # two are not enough
    state.control["hesse"] = "france"
    remapping.remap(state, ctx())
    assert state.new_countries["rhine"].provinces == ["bavaria", "baden", "hesse"]
    state.control["berg"] = "france"
    vp = state.vp["france"]
    remapping.remap(state, ctx())
    assert state.new_countries["rhine"].provinces == ["bavaria", "baden", "hesse"] and state.vp["france"] == vp
    assert "Confederation of the Rhine (France): Bavaria, Baden, Hesse" in views.status_text(seen(state, None))


def test_LG_ADV_4_731_poland_five_vp_a_province_expanded_at_later_events() -> None:
    state = _remapping(("poland",))
    state.control["warsaw"] = state.control["posen"] = "france"
    vp = state.vp["france"]
    remapping.remap(state, ctx())
    assert state.new_countries["poland"].founder == "france" and state.vp["france"] == vp + 10
    state.control["cracow"] = "france"
    remapping.remap(state, ctx())  # a later Remapping Europe event: Poland expands
    assert state.new_countries["poland"].provinces == ["posen", "warsaw", "cracow"]
    assert state.vp["france"] == vp + 15
    assert "rhine" not in state.new_countries  # the Rhine Confederation is the `remapping` option's


def test_LG_ADV_4_731_prussia_needs_a_polish_province_outside_its_borders() -> None:
    state = _remapping(("poland",))
    assert state.control["posen"] == state.control["warsaw"] == "prussia"
    remapping.remap(state, ctx())
    assert not state.new_countries  # Prussia's own two are not enough
    state.control["lublin"] = "prussia"
    remapping.remap(state, ctx())
    assert state.new_countries["poland"].founder == "prussia"
    assert state.new_countries["poland"].provinces == ["posen", "warsaw", "lublin"]


def test_LG_REMAP_4_a_new_countrys_provinces_are_ceded_as_non_home_provinces() -> None:
    ceded = {}
    for created in (True, False):
        state = _remapping(("poland",))
        state.control["lublin"] = "prussia"
        if created:
            remapping.remap(state, ctx())  # Prussia creates Poland: Posen, Warsaw and Lublin
        state.control["lublin"] = "russia"
        state.wars.append(["prussia", "russia"])
        surrender(state, ctx(), "prussia", "russia", 1)
        ceded[created] = [p for p in ("warsaw", "east_prussia") if state.control[p] == "russia"]
    assert ceded == {True: ["warsaw"], False: ["east_prussia"]}  # Polish Warsaw goes before a home province


def test_LG_AI_14_the_ai_values_the_provinces_of_a_country_it_may_create() -> None:
    state = _remapping(("poland",))
    assert remapping.prize(state, "france", "warsaw") == 5 and remapping.prize(state, "france", "bavaria") == 0
    assert remapping.prize(clear_armies(game(players="7")), "france", "warsaw") == 0
