"""Land battles (IMP-BAT-*, IMP-NAT-11..13): dice, DRMs, the general's transfer, losses, retreats and results."""

import pytest

from rules.core.context import Context
from rules.core.dice import Dice
from rules.core.errors import IllegalAction
from rules.imperialism import combat
from rules.imperialism.actions import Aim, Done, Fight, Lose, Retreat, Stand, Transfer
from rules.imperialism.state import NATIVES, Battle, ImpState, War
from rules.imperialism.tables import hits_for
from tests.imperialism.helpers import (
    BLUE,
    RED,
    R,
    act,
    at,
    blank,
    general_battle,
    hold,
    kinds,
    natives,
    place,
    texts,
)


def _attack_natives(strength: int, *mine: str, plus: str = "") -> ImpState:
    state = blank()
    hold(state, RED, "france", "infantry")
    natives(state, "bavaria", strength, plus)
    place(state, RED, "bavaria", *mine)
    for unit in state.units_in("bavaria", RED):
        unit.came_from = "france"
    return at(state, "combat", RED, explored=[], prospected=[])


def test_IMP_BAT_2_one_die_a_brigade_six_to_nine_one_hit_ten_up_two() -> None:
    assert [hits_for(r) for r in (5, 6, 9, 10, 12)] == [0, 1, 1, 2, 2]


def test_IMP_BAT_1_natives_fight_in_rounds_and_a_won_region_is_taken() -> None:
    state = _attack_natives(6, "infantry", "infantry", "infantry")
    first = act(state, RED, Fight(region="bavaria"), faces=(6, 6, 6, 1, 1, 1, 1, 1, 6))
    assert first.state.battle is not None and first.state.battle.natives == {"infantry": 3}
    assert len(first.state.units_in("bavaria", RED)) == 2 and first.state.stack[-1].step == "retreat"
    second = act(first.state, RED, Stand(), faces=(6, 6, 1, 1, 1)).state
    after = act(second, RED, Stand(), faces=(6, 1, 1, 3))
    assert after.state.control["bavaria"] == RED and "Red win the battle" in texts(after)
    assert after.state.natives["bavaria"].face_up and after.state.natives["bavaria"].strength == 4


def test_IMP_BAT_10_conquest_gives_a_dp_and_a_chit_seen_by_the_winner_only() -> None:
    state = _attack_natives(4, "infantry", "infantry", "infantry", "infantry")
    after = act(state, RED, Fight(region="bavaria"), faces=(6, 6, 6, 6, 1, 1, 1, 1, 2))
    assert after.state.dp[RED] == 6
    chit_events = [e for e in after.events if e.kind == "chit"]
    assert chit_events and all(e.visible_to == [RED] for e in chit_events)


def test_IMP_NAT_12_natives_never_retreat_and_are_run_by_a_seat_at_war() -> None:
    state = _attack_natives(6, "infantry", "infantry", "infantry", "infantry")
    state.wars = [War(declarer=BLUE, target=RED, phase=0)]
    after = act(state, RED, Fight(region="bavaria"), faces=(1, 1, 1, 1, 1, 1, 1, 1, 1, 1)).state
    assert after.battle is not None and after.battle.native_seat == BLUE
    assert after.stack[-1].step == "retreat" and after.stack[-1].seat == RED
    stood = act(after, RED, Stand(), faces=(1,) * 10).state
    assert stood.stack[-1].step == "retreat" and stood.stack[-1].seat == RED


def test_IMP_BAT_3_fort_minus_two_becomes_plus_two_for_the_defender() -> None:
    state = blank()
    hold(state, BLUE, "spain", "infantry")
    state.buildings["spain"] = ["fort"]
    place(state, RED, "spain", "infantry")
    battle = Battle(region="spain", attacker=RED, defender=BLUE)
    assert combat.raw_drms(state, battle) == {RED: -2, BLUE: 0}
    assert combat.drms(state, battle) == {RED: 0, BLUE: 2}


def test_IMP_BAT_3_more_artillery_cavalry_schools_give_plus_one() -> None:
    state = blank()
    hold(state, BLUE, "spain", "infantry")
    place(state, RED, "spain", "artillery", "cavalry")
    hold(state, RED, "france")
    state.buildings["france"] = ["city", "school"]
    battle = Battle(region="spain", attacker=RED, defender=BLUE)
    assert combat.raw_drms(state, battle) == {RED: 3, BLUE: 0}


def test_IMP_BAT_4_the_side_with_the_only_general_chooses_how_many_drm_points_to_transfer() -> None:
    state = general_battle(RED)
    asked = act(state, RED, Fight(region="spain")).state
    assert asked.stack[-1].step == "transfer" and R.to_act(asked) == [RED]
    assert R.legal_actions(asked, RED) == [Transfer(points=0), Transfer(points=1)]
    assert "your DRM is +1, Blue's +1" in R.situation(asked).prompts[RED].text
    with pytest.raises(IllegalAction, match="IMP-BAT-4"):
        act(asked, RED, Transfer(points=2))
    moved = act(asked, RED, Transfer(points=1), faces=(5,) * 7)
    assert "transfers 1 DRM point" in texts(moved) and moved.state.stack[-1].step == "retreat"
    assert all(e.data.get("modifiers", []) == [] for e in moved.events if e.kind == "roll")
    kept = act(asked, RED, Transfer(points=0), faces=(5,) * 7).state
    assert kept.battle is not None and kept.battle.hits == {BLUE: 2, RED: 5}


def test_IMP_BAT_4_a_defending_general_is_asked_out_of_turn_and_no_general_no_question() -> None:
    state = general_battle(BLUE)
    asked = act(state, RED, Fight(region="spain")).state
    assert asked.stack[-1].step == "transfer" and R.to_act(asked) == [BLUE]
    state.units = [u for u in state.units if u.kind != "general"]
    assert act(state, RED, Fight(region="spain"), faces=(5,) * 7).state.stack[-1].step != "transfer"


def test_IMP_BAT_5_losses_brigades_before_parties_chosen_by_the_owner() -> None:
    assert combat.eligible_losses({"general": 1, "infantry": 2, "cavalry": 1}) == ["infantry", "cavalry"]
    assert combat.eligible_losses({"general": 1, "explorer": 1}) == ["explorer", "general"]
    state = blank()
    hold(state, BLUE, "spain", "infantry", "cavalry")
    place(state, RED, "spain", "infantry", "infantry", "infantry", "infantry")
    for unit in state.units_in("spain", RED):
        unit.came_from = "france"
    hold(state, RED, "france")
    state.wars = [War(declarer=BLUE, target=RED, phase=0)]
    at(state, "combat", RED, explored=[], prospected=[])
    after = act(state, RED, Fight(region="spain"), faces=(6, 1, 1, 1, 1, 1)).state
    assert after.stack[-1].step == "lose" and after.stack[-1].seat == BLUE
    chosen = act(after, BLUE, Lose(unit="cavalry")).state
    assert kinds(chosen, "spain", BLUE) == ["infantry"]


def test_IMP_BAT_6_three_hits_combine_into_one_aimed_hit() -> None:
    state = blank()
    hold(state, BLUE, "spain", "infantry", "infantry", "infantry", "artillery")
    place(state, RED, "spain", "infantry", "infantry", "infantry")
    hold(state, RED, "france")
    for unit in state.units_in("spain", RED):
        unit.came_from = "france"
    state.wars = [War(declarer=BLUE, target=RED, phase=0)]
    at(state, "combat", RED, explored=[], prospected=[])
    after = act(state, RED, Fight(region="spain"), faces=(6, 6, 6, 1, 1, 1, 1)).state
    assert after.stack[-1].step == "aim" and after.stack[-1].seat == RED
    aimed = act(after, RED, Aim(unit="artillery")).state
    assert kinds(aimed, "spain", BLUE) == ["infantry", "infantry", "infantry"]
    declined = act(after, RED, Done()).state
    assert declined.stack[-1].step == "lose" and declined.stack[-1].seat == BLUE


def test_IMP_BAT_8_attacker_retreats_to_where_it_came_from() -> None:
    state = _attack_natives(9, "infantry", "infantry")
    after = act(state, RED, Fight(region="bavaria"), faces=(1,) * 11).state
    assert after.stack[-1].step == "retreat"
    back = act(after, RED, Retreat(region="france")).state
    assert kinds(back, "france", RED) == ["infantry", "infantry", "infantry"]
    assert "bavaria" not in back.control and back.stack[-1].step == "combat"


def test_IMP_BAT_11_parties_only_against_natives_lose() -> None:
    state = _attack_natives(4, "infantry", "general")
    after = act(state, RED, Fight(region="bavaria"), faces=(6, 6, 1, 1, 1, 1))
    assert after.state.battle is None and "natives win" in texts(after)
    assert "bavaria" not in after.state.control and kinds(after.state, "france", RED) == ["general", "infantry"]


def test_IMP_BAT_12_a_player_region_without_brigades_reverts_to_the_natives() -> None:
    state = blank()
    hold(state, BLUE, "spain", "infantry")
    state.buildings["spain"] = ["city"]
    place(state, RED, "spain", "infantry")
    hold(state, RED, "france")
    for unit in state.units_in("spain", RED):
        unit.came_from = "france"
    state.wars = [War(declarer=BLUE, target=RED, phase=0)]
    at(state, "combat", RED, explored=[], prospected=[])
    after = act(state, RED, Fight(region="spain"), faces=(6, 6))
    assert "spain" not in after.state.control and "spain" not in after.state.buildings
    assert not after.state.natives["spain"].face_up


def test_IMP_NAT_13_a_revolt_beaten_loses_one_d3() -> None:
    state = blank()
    hold(state, RED, "spain", "infantry", "infantry", "infantry")
    natives(state, "spain", 6, face_up=True)
    state.revolts["spain"] = {"infantry": 1}
    at(state, "combat", RED, explored=[], prospected=[])
    after = act(state, RED, Fight(region="spain"), faces=(1, 6, 1, 1, 1))
    assert after.state.battle is None and "spain" not in after.state.revolts
    assert after.state.natives["spain"].strength == 5 and after.state.control["spain"] == RED


def test_natives_side_name() -> None:
    assert NATIVES == "natives"


def test_IMP_BAT_9_units_retreating_into_a_region_under_attack_sit_out_its_first_round() -> None:
    state = blank()
    hold(state, BLUE, "spain", "infantry")
    hold(state, BLUE, "portugal", "infantry")
    place(state, RED, "spain", "infantry", "infantry")
    place(state, RED, "portugal", "infantry")
    state.wars = [War(declarer=BLUE, target=RED, phase=0)]
    battle = Battle(region="spain", attacker=RED, defender=BLUE)
    state.active = RED
    combat.retreat(state, battle, BLUE, "portugal", Context(Dice(1, 1)))
    later = Battle(region="portugal", attacker=RED, defender=BLUE, round=1)
    assert combat.force(state, later, BLUE) == {"infantry": 2}
    assert combat.force(state, later, BLUE, rolling=True) == {"infantry": 1}
    later.round = 2
    assert combat.force(state, later, BLUE, rolling=True) == {"infantry": 2}


def test_IMP_PROD_4_a_region_conquered_from_a_player_gives_a_dp() -> None:
    state = blank()
    hold(state, BLUE, "spain")
    hold(state, RED, "france")
    for unit in place(state, RED, "spain", "infantry", "infantry"):
        unit.came_from = "france"
    state.wars = [War(declarer=BLUE, target=RED, phase=0)]
    at(state, "combat", RED, explored=[], prospected=[])
    after = act(state, RED, Fight(region="spain"), faces=(6, 6, 1))
    assert after.state.control["spain"] == RED and after.state.dp == {RED: 6, BLUE: 5}
    assert "conquest of Spain" in str([e.data for e in after.events])
