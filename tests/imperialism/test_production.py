"""The production phase (IMP-PROD-*, IMP-BLD-*): income, DP, ports, maintenance, construction."""

import pytest

from rules.core.context import Context
from rules.core.dice import Dice
from rules.core.errors import IllegalAction
from rules.imperialism import buildings, flow, production
from rules.imperialism.actions import Build, BuyDP, Disband
from rules.imperialism.sequence import MACHINE
from rules.imperialism.state import Chit, ImpState, War
from rules.imperialism.tables import (
    BUILDING,
    NATIVE_REGION_INCOME,
    PORT_INCOME,
    UNIT,
    WESTERN_REGION_INCOME,
)
from tests.imperialism.helpers import BLUE, RED, R, act, at, blank, hold, natives, place


def test_IMP_PROD_1_income_by_the_building_and_region_table() -> None:
    state = blank()
    hold(state, RED, "france")
    hold(state, RED, "spain")
    natives(state, "spain", 6, face_up=True)
    state.buildings["france"] = ["city", "fort"]
    state.chits["spain"] = Chit(value=10, developed=True)
    expected = WESTERN_REGION_INCOME + BUILDING["city"].income + NATIVE_REGION_INCOME + 10
    assert buildings.income(state, RED) == expected


def test_IMP_PROD_1_factory_adds_two_per_developed_resource() -> None:
    state = blank()
    hold(state, RED, "france")
    hold(state, RED, "spain")
    state.buildings["france"] = ["factory"]
    state.chits["spain"] = Chit(value=5, developed=True)
    assert buildings.region_income(state, RED, "france") == WESTERN_REGION_INCOME + 10 + 2


def test_IMP_PROD_2_dp_income_is_cities_plus_one() -> None:
    state = blank()
    hold(state, RED, "france")
    hold(state, RED, "spain")
    state.buildings = {"france": ["city"], "spain": ["city"]}
    assert buildings.dp_income(state, RED) == 3


def test_IMP_PROD_3_buy_dp_at_ten_pp_at_most_one_per_city() -> None:
    state = blank()
    hold(state, RED, "france")
    state.buildings["france"] = ["city"]
    at(state, "buy_dp", RED)
    with pytest.raises(IllegalAction, match="IMP-PROD-3"):
        act(state, RED, BuyDP(count=2))
    after = act(state, RED, BuyDP(count=1)).state
    assert (after.pp[RED], after.dp[RED]) == (90, 6)


def test_IMP_PROD_5_port_collects_only_with_a_sea_path_to_another_port() -> None:
    state = blank()
    hold(state, RED, "france")
    state.buildings["france"] = ["port"]
    assert not buildings.open_port(state, RED, "france")
    hold(state, BLUE, "spain")
    state.buildings["spain"] = ["port"]
    assert buildings.open_port(state, RED, "france")
    assert buildings.region_income(state, RED, "france") == WESTERN_REGION_INCOME + PORT_INCOME


def test_IMP_PROD_6_enemy_ports_never_count() -> None:
    state = blank()
    hold(state, RED, "france")
    hold(state, BLUE, "spain")
    state.buildings = {"france": ["port"], "spain": ["port"]}
    assert buildings.open_port(state, RED, "france")
    state.wars = [War(declarer=BLUE, target=RED, phase=0)]
    assert not buildings.open_port(state, RED, "france")


def test_IMP_PROD_7_maintenance_one_pp_a_unit_and_unpaid_units_removed() -> None:
    state = blank()
    hold(state, RED, "france", "infantry", "infantry", "infantry")
    state.pp[RED] = 2
    ctx = Context(Dice(1, 1))
    assert production.maintain(state, RED, ctx) == 0
    assert state.pp[RED] == 0 and len(state.units_in("france", RED)) == 2
    assert any("cannot pay upkeep for their infantry in France" in e.text for e in ctx.events)


def test_IMP_PROD_7_the_player_chooses_which_unpaid_units_go() -> None:
    state = blank()
    hold(state, RED, "france", "infantry", "infantry", "cavalry")
    hold(state, RED, "spain", "explorer", "infantry")
    hold(state, BLUE, "portugal", "infantry")
    state.pp = {RED: 3, BLUE: 0}
    at(state, "upkeep", None, paid=[])
    MACHINE.run_automatic(state, Context(Dice(1, 1)))
    assert state.stack[-1].step == "disband" and R.to_act(state) == [RED] and state.pp[RED] == 0
    assert R.situation(state).prompts[RED].owed == "2 units"
    assert Disband(region="spain", unit="explorer") in R.legal_actions(state, RED)
    with pytest.raises(IllegalAction):
        act(state, RED, Disband(region="portugal", unit="infantry"))
    state = act(state, RED, Disband(region="france", unit="cavalry")).state
    state = act(state, RED, Disband(region="spain", unit="infantry")).state
    assert sorted((u.region, u.kind) for u in state.units if u.seat == RED) == [
        ("france", "infantry"), ("france", "infantry")]
    assert "spain" not in state.control and "portugal" not in state.control
    assert [f.step for f in state.stack] == ["construction"]


def test_IMP_PROD_7_units_lost_with_a_reverting_region_count_against_what_is_owed() -> None:
    state = blank()
    hold(state, RED, "france", "infantry", "cavalry")
    hold(state, RED, "spain", "infantry", "explorer", "engineer")
    state.pp = {RED: 2, BLUE: 0}
    at(state, "upkeep", None, paid=[BLUE])
    MACHINE.run_automatic(state, Context(Dice(1, 1)))
    assert R.situation(state).prompts[RED].owed == "3 units"
    after = act(state, RED, Disband(region="spain", unit="infantry")).state
    assert "spain" not in after.control and [f.step for f in after.stack] == ["construction"]
    assert sorted(u.kind for u in after.units if u.seat == RED) == ["cavalry", "infantry"]


def test_IMP_PROD_10_build_costs_by_the_unit_table_only_in_your_regions() -> None:
    state = blank()
    hold(state, RED, "france")
    at(state, "construction", RED)
    after = act(state, RED, Build(item="infantry", region="france")).state
    assert after.pp[RED] == 100 - UNIT["infantry"].cost
    with pytest.raises(IllegalAction, match="regions you control"):
        act(state, RED, Build(item="infantry", region="spain"))


def test_IMP_PROD_11_engineer_cuts_a_third_once_per_turn() -> None:
    state = blank()
    hold(state, RED, "france", "infantry", "engineer")
    at(state, "construction", RED)
    state = act(state, RED, Build(item="city", region="france")).state
    assert state.pp[RED] == 100 - (30 - 10)
    state = act(state, RED, Build(item="fort", region="france")).state
    assert state.pp[RED] == 80 - 20


def test_IMP_PROD_12_cavalry_artillery_generals_only_where_there_is_a_city_and_per_region_limit() -> None:
    state = blank()
    hold(state, RED, "france")
    at(state, "construction", RED)
    with pytest.raises(IllegalAction, match="city"):
        act(state, RED, Build(item="cavalry", region="france"))
    state = act(state, RED, Build(item="infantry", region="france")).state
    state = act(state, RED, Build(item="infantry", region="france")).state
    with pytest.raises(IllegalAction, match="at most 2"):
        act(state, RED, Build(item="infantry", region="france"))


def test_IMP_PROD_13_second_project_in_a_region_needs_an_engineer() -> None:
    state = blank()
    hold(state, RED, "france")
    at(state, "construction", RED)
    state = act(state, RED, Build(item="city", region="france")).state
    with pytest.raises(IllegalAction, match="IMP-PROD-13"):
        act(state, RED, Build(item="fort", region="france"))


def test_IMP_PROD_14_only_a_valued_resource_is_developed_and_then_public() -> None:
    state = blank()
    hold(state, RED, "france")
    at(state, "construction", RED)
    with pytest.raises(IllegalAction, match="IMP-PROD-14"):
        act(state, RED, Build(item="resource", region="france"))
    state.chits["france"] = Chit(value=10)
    after = act(state, RED, Build(item="resource", region="france"))
    assert after.state.chits["france"].developed and after.hidden_revealed
    seen = R.observe(after.state, None)
    assert isinstance(seen, ImpState) and seen.chits["france"].value == 10


def test_IMP_PROD_15_nothing_built_in_a_region_in_revolt() -> None:
    state = blank()
    hold(state, RED, "france")
    state.revolts["france"] = {"infantry": 5}
    at(state, "construction", RED)
    with pytest.raises(IllegalAction, match="IMP-PROD-15"):
        act(state, RED, Build(item="city", region="france"))


def test_IMP_BLD_1_one_of_city_factory_port_railroad_per_region_fort_alongside() -> None:
    state = blank()
    hold(state, RED, "france", "infantry", "engineer")
    place(state, RED, "france", "engineer")
    at(state, "construction", RED)
    state = act(state, RED, Build(item="city", region="france")).state
    with pytest.raises(IllegalAction, match="IMP-BLD-1"):
        act(state, RED, Build(item="railroad", region="france"))
    state = act(state, RED, Build(item="fort", region="france")).state
    assert state.buildings["france"] == ["city", "fort"]


def test_IMP_BLD_2_ports_only_in_coastal_regions() -> None:
    state = blank()
    hold(state, RED, "persia")
    at(state, "construction", RED)
    with pytest.raises(IllegalAction, match="IMP-BLD-2"):
        act(state, RED, Build(item="port", region="persia"))


def test_IMP_BLD_3_school_needs_a_city_built_before_this_phase() -> None:
    state = blank()
    hold(state, RED, "france", "infantry", "engineer")
    at(state, "construction", RED)
    state = act(state, RED, Build(item="city", region="france")).state
    state.units.append(state.units[-1].model_copy(update={"id": 99}))
    with pytest.raises(IllegalAction, match="IMP-BLD-3"):
        act(state, RED, Build(item="school", region="france"))
    state.new_buildings = []
    assert act(state, RED, Build(item="school", region="france")).state.buildings["france"] == ["city", "school"]


def test_IMP_TURN_2_production_draws_a_movement_order_and_runs_sub_phases_in_it() -> None:
    state = blank(players=4)
    for seat in state.seats:
        hold(state, seat, {"Red": "france", "Blue": "spain", "Green": "persia", "Yellow": "punjab"}[seat])
    orders = set()
    for seed in range(8):
        copy = state.model_copy(deep=True)
        ctx = Context(Dice(seed, 1))
        flow.begin_production(copy, ctx, MACHINE)
        MACHINE.run_automatic(copy, ctx)
        orders.add(tuple(copy.order))
        assert copy.stack[-1].step == "construction" and copy.stack[-1].seat == copy.order[0]
    assert len(orders) > 1
