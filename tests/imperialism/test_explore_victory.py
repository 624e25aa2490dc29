"""Explorer diplomacy, prospecting and victory (IMP-EXP-*, IMP-PRO-*, IMP-VIC-*)."""

import pytest

from rules.core.context import Context
from rules.core.dice import Dice
from rules.core.errors import IllegalAction
from rules.imperialism import victory
from rules.imperialism.actions import Explore, Pick, Prospect
from rules.imperialism.state import Chit, ImpState
from rules.imperialism.tables import explorer_result
from tests.imperialism.helpers import BLUE, RED, R, act, at, blank, hold, kinds, natives, place, texts


def _explorer(strength: int) -> ImpState:
    state = blank()
    hold(state, RED, "france")
    natives(state, "bavaria", strength)
    place(state, RED, "bavaria", "explorer")
    return at(state, "combat", RED, explored=[], prospected=[])


def test_IMP_EXP_2_the_native_diplomacy_table() -> None:
    assert [explorer_result(m).key for m in (2, 1, 0, -2, -3, -6, -7)] == [
        "join", "join", "sphere", "sphere", "nothing", "nothing", "killed"]


def test_IMP_EXP_1_two_dice_or_three_for_a_dp_and_the_level_told_to_the_explorer_only() -> None:
    state = _explorer(8)
    after = act(state, RED, Explore(region="bavaria", extra_die=True), faces=(4, 4, 3))
    assert after.state.dp[RED] == 4 and after.state.control["bavaria"] == RED
    assert kinds(after.state, "bavaria", RED) == ["explorer", "infantry"]
    told = [e for e in after.events if e.kind == "natives"]
    assert told and all(e.visible_to == [RED] for e in told)


def test_IMP_EXP_3_a_sphere_up_to_the_native_level_or_a_rival_removed() -> None:
    state = _explorer(4)
    state.spheres["bavaria"] = [BLUE, BLUE, BLUE, BLUE]
    after = act(state, RED, Explore(region="bavaria"), faces=(1, 2)).state
    assert after.spheres["bavaria"] == [BLUE, BLUE, BLUE]
    state = _explorer(9)
    after = act(state, RED, Explore(region="bavaria"), faces=(5, 4)).state
    assert after.spheres["bavaria"] == [RED]


def test_IMP_EXP_1_a_bad_roll_kills_the_explorer_and_one_roll_per_explorer() -> None:
    state = _explorer(12)
    after = act(state, RED, Explore(region="bavaria"), faces=(1, 2))
    assert "killed" in texts(after) and not after.state.units_in("bavaria")
    state = _explorer(9)
    after = act(state, RED, Explore(region="bavaria"), faces=(3, 3)).state
    with pytest.raises(IllegalAction):
        act(after, RED, Explore(region="bavaria"))


def test_IMP_PRO_1_prospect_five_pp_draws_one_chit_per_two_schools() -> None:
    state = blank()
    hold(state, RED, "france", "infantry", "engineer")
    for region in ("spain", "portugal", "piedmont", "bavaria"):
        hold(state, RED, region)
    state.buildings = {"spain": ["city", "school"], "portugal": ["city", "school"],
                       "piedmont": ["city", "school"], "bavaria": ["city", "school"]}
    state.chit_pool = [0, 5, 10, 15]
    at(state, "combat", RED, explored=[], prospected=[])
    after = act(state, RED, Prospect(region="france"))
    assert after.state.pp[RED] == 95 and after.state.stack[-1].step == "pick"
    assert sorted(after.state.stack[-1].data["drawn"]) == [10, 15]
    kept = act(after.state, RED, Pick(value=15)).state
    assert kept.chits["france"] == Chit(value=15) and kept.chit_pool == [10, 0, 0, 5]


def test_IMP_PRO_2_the_kept_chit_is_face_down_for_others() -> None:
    state = blank()
    hold(state, RED, "france", "infantry", "engineer")
    state.chit_pool = [10]
    at(state, "combat", RED, explored=[], prospected=[])
    after = act(state, RED, Prospect(region="france")).state
    assert after.chits["france"].value == 10
    seen = R.observe(after, BLUE)
    assert isinstance(seen, ImpState) and seen.chits["france"].value != 10


def test_IMP_VIC_2_victory_points_by_the_table() -> None:
    state = blank()
    hold(state, RED, "france")
    hold(state, RED, "spain")
    state.buildings["france"] = ["city", "school"]
    state.chits["spain"] = Chit(value=5, developed=True)
    assert victory.victory_points(state, RED) == 2 + 2 + 1 + 1


def test_IMP_VIC_1_the_game_ends_when_a_player_is_eliminated_most_vp_wins() -> None:
    state = blank()
    hold(state, RED, "france")
    ctx = Context(Dice(1, 1))
    assert victory.check_end(state, ctx, second_phase=False)
    assert state.end_reason == "Blue eliminated" and state.winner == RED


def test_IMP_VIC_3_the_round_limit_ends_the_game_after_the_second_movement_phase() -> None:
    state = blank()
    hold(state, RED, "france")
    hold(state, BLUE, "spain")
    state.round = int(state.options["rounds"])
    ctx = Context(Dice(1, 1))
    assert not victory.check_end(state, ctx, second_phase=False)
    assert victory.check_end(state, ctx, second_phase=True) and "round limit" in state.end_reason
    assert state.winner == "Red and Blue" and state.scores == {RED: 1, BLUE: 1}
