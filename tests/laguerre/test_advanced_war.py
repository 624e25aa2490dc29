"""The advanced build and war sections (LG-ADV-6.1, Guerrillas), each an option of the advanced game."""

from rules.core.offers import AnswerOffer, MakeOffer
from rules.laguerre import buildcost, coalition, guerrillas, surrender_terms
from rules.laguerre import diplomacy as dip
from rules.laguerre.actions import Build, Done
from rules.laguerre.conquest import forced_surrenders
from rules.laguerre.deals import surrender_deal
from rules.laguerre.mapdata import home_provinces
from rules.laguerre.steps_war import build_targets
from tests.laguerre.helpers import RULES, act, advanced_game, army, at, clear_armies, ctx, game, until


def test_LG_ADV_6_1_an_army_builds_anywhere_five_percent_dearer_a_province_from_home() -> None:
    assert buildcost.distance("france", "west_prussia") == 5  # the source's Thorn, five provinces from France
    assert buildcost.distance("france", "paris") == 0
    assert buildcost.distance("france", "madrid") == 4  # Spanish provinces count two
    state = clear_armies(advanced_game(("distance",), players="3"))
    army(state, "davout", "france", "west_prussia", infantry=5)
    assert "davout" in build_targets(state, "france")
    assert buildcost.build_cost(state, "france", "davout", "infantry", 10) == 25  # 20 Gold + 25%
    state = at(state, "build", "france")
    gold = state.treasury["france"]
    state, _ = act(state, "france", Build(army="davout", unit="infantry", count=5))
    assert state.treasury["france"] == gold - 13 and state.armies["davout"].infantry == 10  # 10 + 25%, rounded up
    standard = clear_armies(game(1, players="3", game="standard"))
    army(standard, "davout", "france", "west_prussia", infantry=5)
    assert "davout" not in build_targets(standard, "france")
    assert buildcost.build_cost(standard, "france", "davout", "infantry", 10) == 20


def test_LG_ADV_GUER_once_joseph_is_king_guerrillas_cost_france_divisions_in_spain() -> None:
    state = clear_armies(advanced_game(("guerrillas",), players="3"))
    state.control["madrid"] = state.control["aragon"] = "france"
    state.garrison["madrid"], state.garrison["aragon"] = 1, 1
    army(state, "soult", "france", "madrid", infantry=6)
    guerrillas.guerrilla_war(state, ctx([10, 5]))  # Madrid: 10 − 7 = 3, no loss; Aragon: 5 − 1 = 4, a loss
    assert state.joseph and state.armies["soult"].infantry == 6
    assert state.control["aragon"] == "spain"  # its last garrison point lost: the province rises
    guerrillas.guerrilla_war(state, ctx([10]))  # Madrid again: 10 − 7 = 3
    assert state.armies["soult"].infantry == 6
    state.garrison["madrid"] = 0
    guerrillas.guerrilla_war(state, ctx([10]))  # 10 − 6 = 4: Soult's army loses a division
    assert state.armies["soult"].infantry == 5 and state.control["madrid"] == "france"
    standard = clear_armies(game(1, players="3", game="standard"))
    standard.control["madrid"] = "france"
    guerrillas.guerrilla_war(standard, ctx([10]))
    assert not standard.joseph


def test_LG_ADV_2_52_the_alternate_set_up_france_against_an_alliance_of_britain_russia_and_austria() -> None:
    state = advanced_game(("coalition",), players="4")
    assert all(dip.at_war(state, "france", p) for p in coalition.ALLIES)
    assert dip.allied(state, "britain", "russia") and dip.allied(state, "russia", "austria")
    standard_vp = game(players="4")
    without = advanced_game((), players="4")  # the same bids (LG-BID-4), no 2.52
    assert state.vp["russia"] == without.vp["russia"] - 10 and state.vp["austria"] == without.vp["austria"] - 10
    british = {f.zone: f.squadrons for f in state.fleets.values() if f.power == "britain"}
    assert british == {"channel": 9, "western_med": 2, "north_sea": 1}
    assert not dip.at_war(standard_vp, "france", "russia") and len(standard_vp.fleets) == 5


def test_LG_ADV_3_4_malta_british_finland_swedish_corsica_french_at_start() -> None:
    state = game(players="3")
    assert (state.control["malta"], state.garrison["malta"]) == ("britain", 1)
    assert state.control["finland"] == "sweden" and state.control["corsica"] == "france"


def test_LG_ADV_5_125_a_surrendering_power_first_cedes_one_more_province_to_its_greatest_occupier() -> None:
    state = clear_armies(advanced_game(("surrender",), players="3"))
    dip.declare_war(state, "france", "russia", ctx())
    for province in ("st_petersburg", "livonia", "lithuania"):
        state.control[province] = "france"
    assert surrender_terms.greatest_occupier(state, "russia", "france") == "france"
    forced_surrenders(state, ctx())
    assert state.control["st_petersburg"] == "russia"
    assert sum(1 for p in home_provinces("russia") if state.control[p] == "france") == 3  # 2 (group 2) + 1
    assert surrender_terms.greatest_occupier(state, "prussia", "france") is None  # nobody holds any of Prussia


def test_LG_ADV_5_21_an_ally_bound_by_a_peace_breaks_its_alliance_rather_than_the_peace() -> None:
    for sections, joins in ((("peace",), False), ((), True)):
        state = advanced_game(sections, players="3")
        dip.make_peace(state, "france", "britain", ctx())  # a peace binding for four seasons (LG-DIP-10)
        dip.ally(state, "russia", "britain", "russia", 0, ctx())
        dip.declare_war(state, "france", "russia", ctx())
        assert dip.at_war(state, "france", "russia")
        assert dip.at_war(state, "france", "britain") == joins
        assert dip.allied(state, "russia", "britain") == joins


def test_LG_ADV_5_128_a_surrender_must_be_accepted_by_a_power_holding_a_home_province_of_it() -> None:
    for sections, may_decline in ((("surrender",), False), ((), True)):
        state = clear_armies(advanced_game(sections, players="3"))
        dip.declare_war(state, "france", "russia", ctx())
        state.control["livonia"] = "france"
        state = at(state, "diplomacy", "russia")
        state, _ = act(state, "russia", MakeOffer(receiver="france", deal=surrender_deal(1)))
        state, _ = act(state, "russia", Done())
        state = until(state, "answers")
        answers = {a.answer for a in RULES.legal_actions(state, "france") if isinstance(a, AnswerOffer)}
        assert ("decline" in answers) == may_decline and "accept" in answers
