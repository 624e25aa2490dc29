"""The AI's answers to the player choices asked out of turn (IMP-SET-5, IMP-PROD-7, IMP-NAT-9, IMP-EXP-4,
IMP-BAT-4, IMP-BAT-11): each is legal and the sensible one, chosen from the seat's observation — what the
service plays when a deadline passes (these questions have no pass verb, so the deadline's pass policy plays the AI's
choice too). Whole AI games rarely reach these questions, so the contract suite's per-state checks run here."""

from rules.core.context import Context
from rules.core.contract import Action
from rules.core.dice import Dice
from rules.imperialism.actions import Convert, Disband, DropSphere, Fight, Incite, Place, Side, Transfer, Westernize
from rules.imperialism.sequence import MACHINE
from rules.imperialism.state import ImpState, War
from tests.contract.play import check_situation
from tests.imperialism.helpers import (
    BLUE,
    RED,
    R,
    act,
    at,
    blank,
    general_battle,
    hold,
    natives,
    parties_battle,
)

GREEN = "Green"


def _ai(state: ImpState, seat: str) -> Action:
    """The AI's answer for ``seat``, after checking the engine contract at this question (prompt, catalogue
    commands, candidates, observation)."""
    check_situation(R, state)
    action = R.choose_action(R.observe(state, seat), seat, Dice(3, 1))
    assert action in R.legal_actions(state, seat)
    return action


def test_IMP_BAT_4_ai_transfers_every_point_only_when_the_enemy_rolls_more_dice() -> None:
    attacking = act(general_battle(RED), RED, Fight(region="spain")).state
    assert _ai(attacking, RED) == Transfer(points=1)
    defending = act(general_battle(BLUE), RED, Fight(region="spain")).state
    assert _ai(defending, BLUE) == Transfer(points=0)


def test_IMP_BAT_11_ai_converts_its_cheapest_party_to_keep_the_region() -> None:
    asked = act(parties_battle("general", "explorer"), RED, Fight(region="spain"), faces=(6, 6)).state
    assert _ai(asked, BLUE) == Convert(unit="explorer")


def test_IMP_PROD_7_ai_removes_the_cheapest_unit_but_not_a_regions_last_brigade() -> None:
    state = blank()
    hold(state, RED, "france", "infantry", "artillery")
    hold(state, RED, "spain", "infantry", "explorer")
    hold(state, RED, "portugal", "cavalry")
    state.pp[RED] = 4
    at(state, "upkeep", None, paid=[BLUE])
    MACHINE.run_automatic(state, Context(Dice(1, 1)))
    assert state.stack[-1].step == "disband"
    assert _ai(state, RED) == Disband(region="france", unit="infantry")


def test_IMP_NAT_9_ai_supports_a_revolt_against_an_enemy_and_suppresses_one_against_an_equal() -> None:
    state = blank(players=3)
    hold(state, BLUE, "spain")
    natives(state, "spain", 8, face_up=True)
    hold(state, RED, "france")
    hold(state, GREEN, "morocco")
    state.spheres["spain"] = [GREEN]
    at(state, "diplomacy", RED)
    asked = act(state, RED, Incite(region="spain")).state
    assert R.to_act(asked) == [GREEN] and _ai(asked, GREEN) == Side(support=False)
    asked.wars = [War(declarer=GREEN, target=BLUE, phase=0)]
    assert _ai(asked, GREEN) == Side(support=True)


def test_IMP_EXP_4_ai_drops_an_enemys_sphere_before_a_friends_and_its_own_last() -> None:
    state = blank(players=3)
    hold(state, RED, "spain")
    natives(state, "spain", 7, face_up=True)
    state.spheres["spain"] = [RED, BLUE, GREEN, RED, BLUE, GREEN]
    state.wars = [War(declarer=RED, target=GREEN, phase=0)]
    at(state, "diplomacy", RED)
    asked = act(state, RED, Westernize(region="spain")).state
    assert asked.stack[-1].step == "trim" and _ai(asked, RED) == DropSphere(region="spain", owner=GREEN)


def test_IMP_SET_5_ai_places_on_the_frontier_spreading_a_kind() -> None:
    state = blank()
    for region in ("france", "bavaria"):
        hold(state, RED, region)
    state.unplaced = {RED: ["explorer", "explorer"]}
    at(state, "setup_place", RED)
    first = _ai(state, RED)
    assert isinstance(first, Place) and first.region == "france"
    placed = act(state, RED, first).state
    at(placed, "setup_place", RED)
    second = _ai(placed, RED)
    assert isinstance(second, Place) and second.region == "bavaria"
