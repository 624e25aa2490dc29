"""Land movement, reinforcement moves, war and peace (IMP-MOV-*, IMP-REI-*, IMP-WAR-*)."""

import pytest

from rules.core.errors import IllegalAction
from rules.imperialism.actions import Bring, Declare, Done, Move, Peace, Reinforce, Reply
from rules.imperialism.state import War
from tests.imperialism.helpers import BLUE, RED, act, at, blank, hold, kinds, natives, place


def test_IMP_MOV_1_units_move_to_a_neighbouring_region_only() -> None:
    state = blank()
    hold(state, RED, "france", "infantry", "infantry")
    hold(state, RED, "spain")
    with pytest.raises(IllegalAction, match="IMP-MOV-1"):
        act(state, RED, Move(origin="france", destination="persia", unit="infantry"))
    after = act(state, RED, Move(origin="france", destination="spain", unit="infantry")).state
    assert kinds(after, "spain", RED) == ["infantry", "infantry"]


def test_IMP_MOV_1_spain_morocco_no_land_move() -> None:
    state = blank()
    hold(state, RED, "spain", "infantry", "infantry")
    with pytest.raises(IllegalAction):
        act(state, RED, Move(origin="spain", destination="morocco", unit="infantry"))


def test_IMP_MOV_2_one_mp_a_region_none_leaving_your_railroad() -> None:
    state = blank()
    hold(state, RED, "france", "infantry", "infantry", "infantry")
    hold(state, RED, "spain")
    hold(state, RED, "portugal")
    state = act(state, RED, Move(origin="france", destination="spain", unit="infantry", count=2)).state
    with pytest.raises(IllegalAction, match="able to move"):
        act(state, RED, Move(origin="spain", destination="portugal", unit="infantry", count=2))
    state.buildings["spain"] = ["railroad"]
    after = act(state, RED, Move(origin="spain", destination="portugal", unit="infantry", count=2)).state
    assert kinds(after, "portugal", RED) == ["infantry", "infantry", "infantry"]


def test_IMP_R_HOLD_a_held_region_keeps_one_brigade() -> None:
    state = blank()
    hold(state, RED, "france")
    hold(state, RED, "spain")
    with pytest.raises(IllegalAction, match="IMP-R-HOLD"):
        act(state, RED, Move(origin="france", destination="spain", unit="infantry"))


def test_IMP_MOV_4_brigades_stop_in_native_regions_parties_need_a_brigade_explorers_go_alone() -> None:
    state = blank()
    hold(state, RED, "france", "infantry", "infantry", "general", "explorer")
    state.buildings["france"] = ["railroad"]
    with pytest.raises(IllegalAction, match="IMP-MOV-4"):
        act(state, RED, Move(origin="france", destination="bavaria", unit="general"))
    state = act(state, RED, Move(origin="france", destination="bavaria", unit="explorer")).state
    assert not state.units_in("bavaria", RED)[0].stopped
    state = act(state, RED, Move(origin="france", destination="bavaria", unit="infantry")).state
    assert all(u.stopped for u in state.units_in("bavaria", RED) if u.kind == "infantry")
    state = act(state, RED, Move(origin="france", destination="bavaria", unit="general")).state
    assert kinds(state, "bavaria", RED) == ["explorer", "general", "infantry"]


def test_IMP_WAR_1_no_entry_into_a_rival_region_without_war_and_war_costs_a_dp() -> None:
    state = blank()
    hold(state, RED, "france", "infantry", "infantry")
    hold(state, BLUE, "spain")
    with pytest.raises(IllegalAction, match="IMP-WAR-2"):
        act(state, RED, Move(origin="france", destination="spain", unit="infantry"))
    after = act(state, RED, Declare(target=BLUE)).state
    assert after.dp[RED] == 4 and after.wars == [War(declarer=RED, target=BLUE, phase=1)]


def test_IMP_WAR_2_declarer_attacks_from_the_next_phase_the_declared_upon_at_once() -> None:
    state = blank()
    hold(state, RED, "france", "infantry", "infantry")
    hold(state, BLUE, "spain", "infantry", "infantry")
    state = act(state, RED, Declare(target=BLUE)).state
    with pytest.raises(IllegalAction, match="IMP-WAR-2"):
        act(state, RED, Move(origin="france", destination="spain", unit="infantry"))
    at(state, "move", BLUE)
    act(state, BLUE, Move(origin="spain", destination="france", unit="infantry"))
    state.movement = 2
    at(state, "move", RED)
    act(state, RED, Move(origin="france", destination="spain", unit="infantry"))


def test_IMP_WAR_4_peace_is_proposed_and_answered_at_once() -> None:
    state = blank()
    hold(state, RED, "france")
    hold(state, BLUE, "spain")
    state.wars = [War(declarer=RED, target=BLUE, phase=0)]
    state = act(state, RED, Peace(target=BLUE)).state
    assert state.stack[-1].step == "peace_answer" and state.stack[-1].seat == BLUE
    refused = act(state, BLUE, Reply(accept=False)).state
    assert refused.wars and refused.stack[-1].step == "move"
    accepted = act(state, BLUE, Reply(accept=True)).state
    assert not accepted.wars


def test_IMP_REI_1_a_general_of_another_player_reinforces_its_region_under_attack() -> None:
    state = blank()
    hold(state, RED, "france", "infantry", "infantry", "infantry")
    hold(state, BLUE, "spain", "infantry")
    hold(state, BLUE, "portugal", "infantry", "infantry", "cavalry", "general")
    state.wars = [War(declarer=BLUE, target=RED, phase=0)]
    state = act(state, RED, Move(origin="france", destination="spain", unit="infantry", count=2)).state
    state = act(state, RED, Done()).state
    assert state.stack[-1].step == "reinforce" and state.stack[-1].seat == BLUE
    state = act(state, BLUE, Reinforce(origin="portugal", destination="spain"), faces=(3,)).state
    assert kinds(state, "spain", BLUE) == ["general", "infantry"]
    assert state.stack[-1].data["rp"] == 3


def test_IMP_REI_2_rp_pays_for_brigades_and_one_stays_behind() -> None:
    state = blank()
    hold(state, RED, "france", "infantry", "infantry", "infantry")
    hold(state, BLUE, "spain", "infantry")
    hold(state, BLUE, "portugal", "infantry", "cavalry", "artillery", "general")
    state.wars = [War(declarer=BLUE, target=RED, phase=0)]
    state = act(state, RED, Move(origin="france", destination="spain", unit="infantry", count=2)).state
    state = act(state, RED, Done()).state
    state = act(state, BLUE, Reinforce(origin="portugal", destination="spain"), faces=(4,)).state
    state = act(state, BLUE, Bring(unit="artillery")).state
    state = act(state, BLUE, Bring(unit="cavalry")).state
    assert kinds(state, "portugal", BLUE) == ["infantry"]
    with pytest.raises(IllegalAction):
        act(state, BLUE, Bring(unit="infantry"))
    state = act(state, BLUE, Done()).state
    assert state.stack[-1].step == "combat" and state.stack[-1].seat == RED


def test_IMP_CMB_1_every_battle_is_fought_before_done() -> None:
    state = blank()
    hold(state, RED, "france", "infantry", "infantry")
    natives(state, "bavaria", 5)
    place(state, RED, "bavaria", "infantry")
    at(state, "combat", RED, explored=[], prospected=[])
    with pytest.raises(IllegalAction, match="every battle"):
        act(state, RED, Done())


def test_IMP_R_PEACE_one_proposal_to_a_player_per_movement_phase() -> None:
    state = blank()
    hold(state, RED, "france")
    hold(state, BLUE, "spain")
    state.wars = [War(declarer=RED, target=BLUE, phase=0)]
    state = act(state, RED, Peace(target=BLUE)).state
    state = act(state, BLUE, Reply(accept=False)).state
    with pytest.raises(IllegalAction):
        act(state, RED, Peace(target=BLUE))


def test_IMP_MOV_3_other_players_regions_only_at_war() -> None:
    state = blank(players=3)
    hold(state, RED, "france", "infantry", "infantry", "infantry")
    hold(state, BLUE, "spain")
    hold(state, "Green", "bavaria")
    state.wars = [War(declarer=BLUE, target=RED, phase=0)]
    after = act(state, RED, Move(origin="france", destination="spain", unit="infantry")).state
    assert kinds(after, "spain", RED) == ["infantry"]
    with pytest.raises(IllegalAction, match="IMP-WAR-2"):
        act(after, RED, Move(origin="france", destination="bavaria", unit="infantry"))
