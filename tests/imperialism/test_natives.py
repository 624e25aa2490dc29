"""Natives (IMP-NAT-*): markers, westernizing, spheres, revolts and the cascade."""

import pytest

from rules.core.context import Context
from rules.core.dice import Dice
from rules.core.errors import IllegalAction
from rules.imperialism import movement
from rules.imperialism import natives as native_rules
from rules.imperialism.actions import Fight, Incite, Move, RemoveSphere, Side, Westernize
from rules.imperialism.state import ImpState, War
from rules.imperialism.tables import native_pool
from tests.imperialism.helpers import BLUE, RED, R, act, at, blank, hold, natives, texts

GREEN = "Green"


def test_IMP_SET_7_a_native_marker_is_drawn_face_down_on_first_entry() -> None:
    state = blank()
    hold(state, RED, "france", "infantry", "infantry")
    assert "spain" not in state.natives
    after = act(state, RED, Move(origin="france", destination="spain", unit="infantry")).state
    marker = after.natives["spain"]
    assert not marker.face_up and 4 <= marker.strength <= 12


def test_IMP_R_POOL_an_empty_marker_pool_gets_a_fresh_shuffled_set() -> None:
    state = blank()
    hold(state, RED, "france", "infantry", "infantry")
    state.native_pool = []
    after = act(state, RED, Move(origin="france", destination="spain", unit="infantry")).state
    assert 4 <= after.natives["spain"].strength <= 12 and len(after.native_pool) == len(native_pool()) - 1
    assert sorted([*after.native_pool, after.natives["spain"].label]) == sorted(native_pool())


def test_IMP_NAT_11_native_army_from_strength_plus_and_plus_plus() -> None:
    assert native_rules.army(natives(blank(), "spain", 9)) == {"infantry": 9}
    assert native_rules.army(natives(blank(), "spain", 9, "+")) == {"infantry": 6, "cavalry": 3}
    assert native_rules.army(natives(blank(), "spain", 10, "++")) == {"infantry": 6, "cavalry": 3, "artillery": 1}


def test_IMP_NAT_4_westernize_one_dp_three_strength_keeping_plus() -> None:
    state = blank()
    hold(state, RED, "spain")
    natives(state, "spain", 9, "+", face_up=True)
    at(state, "diplomacy", RED)
    after = act(state, RED, Westernize(region="spain")).state
    assert after.natives["spain"].label == "6+" and after.dp[RED] == 4
    with pytest.raises(IllegalAction, match="one westernization"):
        act(after, RED, Westernize(region="spain"))


def test_IMP_NAT_4_buildings_and_explorers_lower_the_natives_each_production() -> None:
    state = blank()
    hold(state, RED, "spain", "infantry", "explorer")
    natives(state, "spain", 9, face_up=True)
    state.buildings["spain"] = ["city", "fort"]
    native_rules.automatic_westernization(state, Context(Dice(1, 1)))
    assert state.natives["spain"].strength == 7


def test_IMP_NAT_5_below_four_the_region_is_westernized_and_spheres_go() -> None:
    state = blank()
    hold(state, RED, "spain")
    natives(state, "spain", 6, face_up=True)
    state.spheres["spain"] = [BLUE]
    at(state, "diplomacy", RED)
    after = act(state, RED, Westernize(region="spain"))
    assert "spain" not in after.state.natives and "spain" not in after.state.spheres
    assert "westernized" in texts(after)


def test_IMP_NAT_1_removing_a_rival_sphere_costs_one_dp_once_per_region() -> None:
    state = blank(players=3)
    hold(state, RED, "spain")
    natives(state, "spain", 9, face_up=True)
    state.spheres["spain"] = [BLUE, "Green"]
    at(state, "diplomacy", RED)
    after = act(state, RED, RemoveSphere(region="spain", owner=BLUE)).state
    assert after.spheres["spain"] == ["Green"] and after.dp[RED] == 4
    with pytest.raises(IllegalAction, match="one paid"):
        act(after, RED, RemoveSphere(region="spain", owner="Green"))


def test_IMP_NAT_2_an_enemy_sphere_goes_free() -> None:
    state = blank()
    hold(state, RED, "spain")
    natives(state, "spain", 9, face_up=True)
    state.spheres["spain"] = [BLUE]
    state.wars = [War(declarer=BLUE, target=RED, phase=0)]
    at(state, "diplomacy", RED)
    assert act(state, RED, RemoveSphere(region="spain", owner=BLUE)).state.dp[RED] == 5


def test_IMP_NAT_3_removing_your_own_sphere_lowers_the_natives() -> None:
    state = blank()
    hold(state, RED, "spain")
    natives(state, "spain", 9, face_up=True)
    state.spheres["spain"] = [RED]
    at(state, "diplomacy", RED)
    after = act(state, RED, RemoveSphere(region="spain", owner=RED)).state
    assert after.natives["spain"].strength == 8 and after.dp[RED] == 5


def _incite_board() -> ImpState:
    state = blank()
    hold(state, BLUE, "spain")
    natives(state, "spain", 8, face_up=True)
    hold(state, RED, "france")
    at(state, "diplomacy", RED)
    return state


def test_IMP_NAT_6_incite_pays_a_dp_once_per_region_per_phase() -> None:
    state = _incite_board()
    after = act(state, RED, Incite(region="spain", means="dp"), faces=(6, 6))
    assert after.state.dp[RED] == 4 and "No revolt" in texts(after)
    with pytest.raises(IllegalAction, match="one incitement"):
        act(after.state, RED, Incite(region="spain", means="dp"))


def test_IMP_NAT_7_a_roll_at_or_below_the_strength_starts_a_revolt() -> None:
    state = _incite_board()
    after = act(state, RED, Incite(region="spain", means="dp"), faces=(4, 4))
    assert after.state.revolts["spain"] == {"infantry": 8}


def test_IMP_NAT_8_paying_dp_needs_a_neighbouring_region_not_in_revolt() -> None:
    state = _incite_board()
    state.control.pop("france")
    with pytest.raises(IllegalAction, match="IMP-NAT-8"):
        act(state, RED, Incite(region="spain", means="dp"))


def test_IMP_NAT_9_bribe_minus_three_and_spheres_plus_minus_one() -> None:
    state = _incite_board()
    state.spheres["spain"] = [BLUE]
    after = act(state, RED, Incite(region="spain", means="dp", bribe=True), faces=(5, 5))
    assert after.state.dp[RED] == 3
    roll = next(e for e in after.events if e.kind == "roll")
    assert roll.data["total"] == 10 - 3 + 1 and "spain" in after.state.revolts


def test_IMP_NAT_10_revolt_keeps_brigades_in_and_enemies_out() -> None:
    state = blank()
    hold(state, RED, "spain", "infantry", "infantry", "infantry")
    hold(state, RED, "france")
    state.revolts["spain"] = {"infantry": 2}
    assert movement.refusal(state, RED, "spain", "france", "infantry", 1) is None
    refused = movement.refusal(state, RED, "spain", "france", "infantry", 2)
    assert refused is not None and refused[0] == "IMP-NAT-10"
    hold(state, BLUE, "portugal", "infantry", "infantry")
    state.wars = [War(declarer=RED, target=BLUE, phase=0)]
    refused = movement.refusal(state, BLUE, "portugal", "spain", "infantry", 1)
    assert refused is not None and refused[0] == "IMP-NAT-10"


def test_IMP_NAT_14_natives_winning_a_revolt_take_the_region_and_neighbours_roll() -> None:
    state = blank()
    hold(state, RED, "spain")
    hold(state, RED, "france")
    natives(state, "spain", 9, face_up=True)
    natives(state, "france", 7, face_up=True)
    state.buildings["spain"] = ["city"]
    state.spheres["spain"] = [RED, BLUE]
    state.supporters["spain"] = [BLUE]
    state.units = [u for u in state.units if u.region != "spain"]
    ctx = Context(Dice.scripted([1, 1]))
    assert native_rules.natives_win_revolt(state, "spain", ctx) == ["france"]
    assert "spain" not in state.control and "spain" not in state.buildings
    assert state.spheres["spain"] == [BLUE] and not state.natives["spain"].face_up


def test_IMP_NAT_14_a_lost_revolt_battle_sets_off_the_neighbours_rolls_with_their_sphere_owners_asked() -> None:
    state = blank()
    hold(state, RED, "spain")
    natives(state, "spain", 6, face_up=True)
    state.revolts["spain"] = {"infantry": 3}
    hold(state, RED, "france")
    natives(state, "france", 7, face_up=True)
    state.spheres["france"] = [BLUE]
    at(state, "combat", RED, explored=[], prospected=[])
    lost = act(state, RED, Fight(region="spain"), faces=(6, 6, 6, 1))
    assert "natives win" in texts(lost) and "spain" not in lost.state.control
    assert lost.state.stack[-1].step == "side" and R.to_act(lost.state) == [BLUE]
    rolled = act(lost.state, BLUE, Side(support=True), faces=(3, 3)).state
    assert "france" in rolled.revolts and rolled.stack[-1].step == "combat" and R.to_act(rolled) == [RED]


def test_IMP_NAT_9_each_sphere_owner_chooses_its_side_before_the_roll() -> None:
    state = blank(players=3)
    hold(state, BLUE, "spain")
    natives(state, "spain", 8, face_up=True)
    hold(state, RED, "france")
    state.spheres["spain"] = [RED, BLUE, GREEN, GREEN]
    at(state, "diplomacy", RED)
    asked = act(state, RED, Incite(region="spain", means="dp")).state
    assert asked.stack[-1].step == "side" and R.to_act(asked) == [GREEN]
    assert "your 2 spheres" in R.situation(asked).prompts[GREEN].text and asked.dp[RED] == 4
    rolled = act(asked, GREEN, Side(support=True), faces=(5, 5))
    roll = next(e for e in rolled.events if e.kind == "roll")
    assert roll.data["total"] == 10 - 1 + 1 - 2 and "spain" in rolled.state.revolts
    assert rolled.state.supporters["spain"] == [RED, GREEN, GREEN] and R.to_act(rolled.state) == [RED]
    suppressed = act(asked, GREEN, Side(support=False), faces=(5, 5))
    assert next(e for e in suppressed.events if e.kind == "roll").data["total"] == 10 - 1 + 1 + 2


def test_IMP_NAT_9_inciter_and_holder_are_not_asked() -> None:
    state = blank(players=3)
    hold(state, BLUE, "spain")
    natives(state, "spain", 8, face_up=True)
    hold(state, RED, "france")
    state.spheres["spain"] = [RED, BLUE]
    assert native_rules.sphere_choosers(state, "spain", RED) == []
    assert native_rules.sphere_choosers(state, "spain", None) == [RED]
    at(state, "diplomacy", RED)
    after = act(state, RED, Incite(region="spain", means="dp"), faces=(6, 6))
    assert after.state.stack[-1].step == "diplomacy" and "No revolt" in texts(after)
