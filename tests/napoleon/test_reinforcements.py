"""NAP-REIN-*, NAP-ARMY-*: control, the reinforcement table and the 80 counters."""

from rules.napoleon.actions import Done
from rules.napoleon.countries import REINFORCEMENTS
from tests.napoleon.helpers import act, game


def test_nap_rein_1_control_needs_own_armies_and_none_of_the_enemys() -> None:
    state = game({"spain": 2, "italy": 3}, {"italy": 1, "russia": 1})
    assert state.controller("spain") == "France"
    assert state.controller("italy") is None
    assert state.controller("portugal") is None
    assert state.controlled("Allies") == ["russia"]


def test_nap_rein_2_each_controlled_country_gives_its_table_value() -> None:
    assert REINFORCEMENTS == {
        "france": 4, "england": 3, "russia": 3, "austria": 2, "prussia": 2, "holland": 1, "denmark": 1,
        "sweden": 1, "spain": 1, "portugal": 1, "rhineland": 2, "italy": 1, "naples": 1, "switzerland": 1,
        "warsaw": 1, "egypt": 1, "ottoman": 0,
    }  # fmt: skip
    state = game({"france": 1}, {"england": 1, "russia": 1, "sweden": 1, "warsaw": 1}, active="Allies")
    state = act(state, "Allies", Done()).state
    assert state.armies["Allies"] == {"england": 4, "russia": 4, "sweden": 2, "warsaw": 2}


def test_nap_rein_3_france_is_never_reinforced_from_prussia_russia_or_austria() -> None:
    state = game({"prussia": 2, "russia": 2, "austria": 2, "rhineland": 2}, {"england": 1})
    state = act(state, "France", Done()).state
    assert state.armies["France"] == {"prussia": 2, "russia": 2, "austria": 2, "rhineland": 4}


def test_nap_army_1_never_more_than_80_counters_on_the_board() -> None:
    state = game({"france": 78, "rhineland": 1}, {"england": 1})
    state = act(state, "France", Done()).state
    assert state.on_board("France") == 80
    assert state.armies["France"] == {"france": 79, "rhineland": 1}


def test_nap_army_2_reinforcements_beyond_the_pool_are_lost() -> None:
    state = game({"france": 80}, {"england": 1})
    step = act(state, "France", Done())
    assert step.state.on_board("France") == 80
    assert any("4 lost" in e.text for e in step.events if e.kind == "reinforcements")
