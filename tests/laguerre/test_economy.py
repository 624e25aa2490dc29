"""Gold, VP, builds, fleets and surrender (LG-GOLD-*, LG-VP-*, LG-BUILD-*, LG-SEA-*, LG-SUR-*)."""

import pytest

from rules.core.errors import IllegalAction
from rules.laguerre import diplomacy as dip
from rules.laguerre import economy
from rules.laguerre.actions import Build, Convert, Launch, Move, Sail
from rules.laguerre.conquest import forced_surrenders, surrender
from rules.laguerre.ledger import pay
from rules.laguerre.mapdata import PROVINCE, home_provinces
from rules.laguerre.movement import fleet_support
from rules.laguerre.state import Fleet
from tests.laguerre.helpers import RULES, act, army, at, clear_armies, ctx, game


def test_LG_GOLD_2_and_6_taxes_are_the_economic_values_and_britain_adds_fifty() -> None:
    state = clear_armies(game())
    assert economy.income(state, "france") == sum(PROVINCE[p].economic for p in home_provinces("france"))
    assert economy.income(state, "britain") == sum(PROVINCE[p].economic for p in home_provinces("britain")) + 50


def test_LG_GOLD_3_upkeep_per_four_divisions_and_per_squadron() -> None:
    state = clear_armies(game())
    army(state, "napoleon", "france", "paris", infantry=9)
    state.fleets["fra-1"] = Fleet(id="fra-1", power="france", zone="channel", squadrons=2)
    assert economy.upkeep(state, "france") == 3 + 2


def test_LG_GOLD_4_an_unpaid_debt_is_paid_first_next_time() -> None:
    state = game()
    state.treasury["france"] = 5
    unpaid = pay(state, ctx(), "france", 12, "test")
    assert unpaid == 7 and state.treasury["france"] == 0 and state.debt["france"] == 7
    economy.tax_collection(state, ctx())
    assert state.debt["france"] == 0 and state.treasury["france"] == economy.income(state, "france") - 7


def test_LG_GOLD_5_ten_gold_a_year_for_each_allied_non_player_country() -> None:
    state = game(players="2")
    dip.ally(state, "france", "bavaria", "france", 0, ctx())
    assert economy.allied_npcs(state, "france") == ["bavaria"]
    before = state.treasury["france"]
    economy.expenses(state, ctx())
    assert state.treasury["france"] == before - economy.upkeep(state, "france") - 10


def test_LG_SEA_4_a_blockaded_port_pays_no_taxes() -> None:
    state = game()
    assert not economy.blockaded(state, "brittany")
    state.fleets["fra-1"].zone = "channel"
    state.fleets["bri-1"].zone = "bay_of_biscay"
    state.fleets["bri-2"] = Fleet(id="bri-2", power="britain", zone="channel", squadrons=1)
    del state.fleets["fra-1"]
    assert economy.blockaded(state, "brittany")
    assert economy.income(state, "france") < sum(PROVINCE[p].economic for p in home_provinces("france"))


def test_LG_VP_2_and_4_yearly_land_vp_and_the_gold_limit() -> None:
    state = game()
    economy.yearly_vp(state, ctx())
    assert state.vp["france"] == 100 + economy.land_vp(state, "france")
    at(state, "convert")
    assert max(a.vp for a in RULES.legal_actions(state, "france") if isinstance(a, Convert)) == 10
    state.treasury["france"] = 9
    assert economy.convert_limit(state, "france") == 2
    with pytest.raises(IllegalAction, match="LG-VP-4"):
        RULES.check(state, "france", Convert(vp=3))
    gold, vp = state.treasury["france"], state.vp["france"]
    state, _ = act(state, "france", Convert(vp=2))
    assert state.treasury["france"] == gold - 8 and state.vp["france"] == vp + 2


def test_LG_BUILD_2_and_3_costs_and_manpower() -> None:
    state = at(game(players="5"), "build", "prussia")
    state.treasury["prussia"] = 100
    gold = state.treasury["prussia"]
    state, _ = act(state, "prussia", Build(army="brunswick", unit="cavalry", count=5))
    assert state.treasury["prussia"] == gold - 15 and state.armies["brunswick"].cavalry == 7
    room = 2 * len(home_provinces("prussia")) - 5
    assert max(a.count for a in RULES.legal_actions(state, "prussia") if isinstance(a, Build)) <= room
    state.built = 2 * len(home_provinces("prussia"))
    with pytest.raises(IllegalAction, match="LG-BUILD-3"):
        RULES.check(state, "prussia", Build(army="brunswick", unit="infantry", count=1))


def test_LG_BUILD_1_a_waiting_leader_raises_an_army_at_the_capital() -> None:
    state = at(game(players="3"), "build", "russia")
    with pytest.raises(IllegalAction, match=r"not serving now \(arrives Autumn 1806\) \(rule LG-LEAD-1\)"):
        RULES.check(state, "russia", Build(army="bennigsen", unit="infantry", count=2))
    state.turn = 6
    state, _ = act(state, "russia", Build(army="bennigsen", unit="infantry", count=2))
    assert state.armies["bennigsen"].province == "st_petersburg" and state.armies["bennigsen"].infantry == 2


def test_LG_BUILD_4_squadrons_only_in_autumn() -> None:
    state = at(game(), "build", "france")
    with pytest.raises(IllegalAction, match="LG-BUILD-4"):
        RULES.check(state, "france", Launch(sea="channel"))
    state.turn = 2
    state, _ = act(state, "france", Launch(sea="channel"))
    assert any(f.zone == "channel" and f.power == "france" for f in state.fleets.values())


def test_LG_SEA_3_a_naval_battle() -> None:
    state = at(game(), "naval", "britain")
    state.fleets["fra-1"].zone = "channel"
    state.fleets["bri-1"].zone = "north_sea"
    state, events = act(state, "britain", Sail(fleet="bri-1", to="channel"), faces=[6] * 10 + [1] * 6)
    assert "Naval battle" in " ".join(e.text for e in events)
    assert "fra-1" not in state.fleets or state.fleets["fra-1"].zone != "channel"


def test_LG_MOVE_3_armies_sail_port_to_port_where_their_fleets_hold_the_sea() -> None:
    state = clear_armies(game())
    army(state, "cathcart", "britain", "london", infantry=4)
    state.fleets["bri-1"] = Fleet(id="bri-1", power="britain", zone="north_sea", squadrons=3)
    assert fleet_support(state, "britain", "north_sea")
    at(state, "land", "britain")
    moves = {a.to for a in RULES.legal_actions(state, "britain") if isinstance(a, Move)}
    assert "holland" in moves or "belgium" in moves


def test_LG_MOVE_2_no_entering_a_power_at_peace() -> None:
    state = clear_armies(game())
    army(state, "napoleon", "france", "languedoc", infantry=4)
    at(state, "land", "france")
    with pytest.raises(IllegalAction, match="LG-MOVE-2"):
        RULES.check(state, "france", Move(army="napoleon", to="catalonia"))
    dip.declare_war(state, "france", "spain", ctx())
    RULES.check(state, "france", Move(army="napoleon", to="catalonia"))


def test_LG_SUR_1_and_2_losing_the_capital_in_winter_is_surrender_on_a_terms_group() -> None:
    state = clear_armies(game(players="3"))
    dip.declare_war(state, "france", "russia", ctx())
    for province in ("st_petersburg", "livonia", "lithuania"):
        state.control[province] = "france"
    vp_f, vp_r = state.vp["france"], state.vp["russia"]
    forced_surrenders(state, ctx())
    assert not dip.at_war(state, "france", "russia")
    assert state.vp["france"] == vp_f + 10 and state.vp["russia"] == vp_r - 10
    assert state.control["st_petersburg"] == "russia"
    assert sum(1 for p in home_provinces("russia") if state.control[p] == "france") == 2


def test_LG_SUR_4_surrendering_to_a_non_player_costs_five_vp() -> None:
    state = game(players="2")
    dip.declare_war(state, "france", "austria", ctx())
    surrender(state, ctx(), "france", "austria", 2)
    assert state.vp["france"] == 95 and state.vp["austria"] == 100
