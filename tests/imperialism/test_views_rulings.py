"""What each seat is shown (IMP-TEXT-*), the rules topics, and the designed rulings not tested elsewhere."""

import pytest

from rules.core.context import Context
from rules.core.dice import Dice
from rules.core.errors import IllegalAction
from rules.imperialism import battles, flow
from rules.imperialism.actions import Convert, DropSphere, Fight, Incite, Move, Retreat, Westernize
from rules.imperialism.board import EUROPE_DETAIL
from rules.imperialism.state import Battle, Chit, ImpState, War
from tests.imperialism.helpers import BLUE, RED, R, act, at, blank, hold, kinds, parties_battle, place, texts
from tests.imperialism.helpers import natives as put_natives


def _seen(state: ImpState, seat: str | None) -> ImpState:
    seen = R.observe(state, seat)
    assert isinstance(seen, ImpState)
    return seen


def test_IMP_TEXT_1_own_undeveloped_chit_on_hand_forces_and_private_map_only() -> None:
    state = blank()
    hold(state, RED, "france")
    state.chits["france"] = Chit(value=15)
    mine, theirs, public = _seen(state, RED), _seen(state, BLUE), _seen(state, None)
    assert "France 15 PP" in (R.hand_text(mine, RED) or "")
    assert "resource 15 PP" in (R.forces_text(mine, RED) or "")
    assert any(m.label == "15PP?" for m in R.board_view(mine, RED).spaces["france"].markers)
    for seen, seat in ((theirs, BLUE), (public, None)):
        board = R.board_view(seen, seat).model_dump_json()
        assert "15PP" not in board and "15" not in str(seen.chits["france"].value)


def test_IMP_TEXT_2_face_down_natives_show_face_down_until_revealed() -> None:
    state = blank()
    put_natives(state, "bavaria", 11, "+")
    place(state, RED, "bavaria", "explorer")
    piece = R.board_view(_seen(state, RED), RED).spaces["bavaria"].pieces[-1]
    assert piece.face_down and piece.label == ""
    state.natives["bavaria"].known_to = [RED]
    assert R.board_view(_seen(state, RED), RED).spaces["bavaria"].pieces[-1].label == "11+"
    assert R.board_view(_seen(state, BLUE), BLUE).spaces["bavaria"].pieces[-1].face_down


def test_IMP_TEXT_3_every_rule_area_and_table_has_a_topic() -> None:
    topics = R.topics()
    for name in ("natives", "westernize", "revolt", "explorer", "war", "Unit Characteristics table",
                 "Building and Region Characteristics table", "Victory Point table", "Native Diplomacy table",
                 "Land Battle chart", "Other Actions table", "Set-up", "production", "prospecting",
                 "Game Setup table", "Native Diplomacy table (production)"):
        assert topics.find(name).text


def test_IMP_CTRL_1_a_region_without_its_holders_brigade_reverts() -> None:
    state = blank()
    hold(state, RED, "france", "explorer")
    state.units = [u for u in state.units if u.kind != "infantry"]
    flow.release_empty(state, Context(Dice(1, 1)))
    assert "france" not in state.control and not state.natives["france"].face_up


def test_IMP_DICE_1_one_d3_is_a_die_halved_rounded_up() -> None:
    assert [battles.d3(Context(Dice.scripted([face])), RED, "test") for face in range(1, 7)] == [1, 1, 2, 2, 3, 3]


def test_IMP_WAR_3_inciting_a_revolt_needs_no_war() -> None:
    state = blank()
    hold(state, BLUE, "spain")
    put_natives(state, "spain", 8, face_up=True)
    hold(state, RED, "france")
    at(state, "diplomacy", RED)
    assert not state.wars
    assert act(state, RED, Incite(region="spain"), faces=(2, 2)).state.revolts["spain"]


def test_IMP_EXP_4_the_holder_chooses_which_excess_spheres_go() -> None:
    state = blank()
    hold(state, RED, "spain")
    put_natives(state, "spain", 7, face_up=True)
    state.spheres["spain"] = [BLUE, RED, BLUE, RED, BLUE]
    at(state, "diplomacy", RED)
    asked = act(state, RED, Westernize(region="spain")).state
    assert asked.stack[-1].step == "trim" and R.to_act(asked) == [RED]
    assert R.situation(asked).prompts[RED].owed == "1 sphere"
    with pytest.raises(IllegalAction, match="IMP-EXP-4"):
        act(asked, RED, DropSphere(region="spain", owner="Green"))
    after = act(asked, RED, DropSphere(region="spain", owner=BLUE)).state
    assert after.spheres["spain"] == [BLUE, RED, BLUE, RED] and after.stack[-1].step == "diplomacy"


def test_IMP_EXP_4_spheres_of_one_player_go_without_a_question() -> None:
    state = blank()
    hold(state, RED, "spain")
    put_natives(state, "spain", 7, face_up=True)
    state.spheres["spain"] = [BLUE] * 6
    at(state, "diplomacy", RED)
    after = act(state, RED, Westernize(region="spain"))
    assert after.state.spheres["spain"] == [BLUE] * 4 and after.state.stack[-1].step == "diplomacy"
    assert "more spheres than native strength" in texts(after)


def test_IMP_BAT_11_both_down_to_parties_the_defender_converts_or_retreats() -> None:
    asked = act(parties_battle("engineer", "explorer"), RED, Fight(region="spain"), faces=(6, 6)).state
    assert asked.stack[-1].step == "convert" and R.to_act(asked) == [BLUE]
    assert R.legal_actions(asked, BLUE) == [Convert(unit="engineer"), Convert(unit="explorer"),
                                            Retreat(region="portugal")]
    converted = act(asked, BLUE, Convert(unit="engineer")).state
    assert kinds(converted, "spain", BLUE) == ["explorer", "infantry"] and converted.control["spain"] == BLUE
    assert kinds(converted, "france", RED) == ["general", "infantry"] and converted.stack[-1].step == "combat"
    left = act(asked, BLUE, Retreat(region="portugal")).state
    assert kinds(left, "portugal", BLUE) == ["engineer", "explorer", "infantry"]
    assert "spain" not in left.control and kinds(left, "france", RED) == ["general", "infantry"]


def test_IMP_BAT_11_one_party_and_nowhere_to_go_converts_without_a_question() -> None:
    after = act(parties_battle("engineer", refuge=False), RED, Fight(region="spain"), faces=(6, 6))
    assert "Blue turn their engineer into infantry" in texts(after)
    assert kinds(after.state, "spain", BLUE) == ["infantry"] and after.state.stack[-1].step == "combat"


def test_IMP_BAT_11_a_defender_without_parties_leaves_the_region_to_the_natives() -> None:
    after = act(parties_battle(), RED, Fight(region="spain"), faces=(6, 6))
    assert "Both sides leave Spain" in texts(after) and "spain" not in after.state.control
    assert kinds(after.state, "france", RED) == ["general", "infantry"] and after.state.stack[-1].step == "combat"


def test_IMP_NAT_12_natives_run_by_the_rules_when_nobody_is_at_war() -> None:
    state = blank()
    hold(state, RED, "france")
    put_natives(state, "bavaria", 5)
    for unit in place(state, RED, "bavaria", "infantry", "infantry"):
        unit.came_from = "france"
    at(state, "combat", RED, explored=[], prospected=[])
    after = act(state, RED, Fight(region="bavaria"), faces=(1, 1, 1, 1, 1, 1, 1)).state
    assert after.battle is not None and after.battle.native_seat is None
    state.wars = [War(declarer=RED, target=BLUE, phase=0)]
    assert battles.native_runner(state, RED) == BLUE


def test_IMP_R_INSET_the_map_magnifies_the_heart_of_europe_after_a_move_there() -> None:
    state = blank()
    hold(state, RED, "france", "infantry", "infantry")
    hold(state, BLUE, "congo", "infantry", "infantry")
    assert R.board_view(state, None).focus == []
    state.arrows = [(BLUE, "congo", "angola")]
    assert R.board_view(state, None).focus == []
    state.arrows = []
    moved = act(state, RED, Move(origin="france", destination="spain", unit="infantry")).state
    focus = R.board_view(moved, None).focus
    assert focus == list(EUROPE_DETAIL) and "low_countries" in focus
    moved.battle = Battle(region="congo", attacker=BLUE, defender="natives")
    assert R.board_view(moved, None).focus[0] == "congo"
