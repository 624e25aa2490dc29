"""Optional rule Simultaneous Unit Purchase and Placement (IMP-OPT-SIM): after construction every player stages its
unit orders unseen, seals them, and all are revealed and carried out together; an order no longer legal is void."""

import pytest

from rules.core.dice import Dice
from rules.core.errors import IllegalAction
from rules.core.observe import Seen
from rules.imperialism.actions import Build, Done
from rules.imperialism.naval_actions import Launch
from rules.imperialism.state import ImpState
from rules.imperialism.tables import UNIT
from tests.imperialism.helpers import BLUE, RED, R, act, at, blank, hold, kinds, texts

INFANTRY = UNIT["infantry"].cost


def ordering() -> ImpState:
    """Red (France) and Blue (Spain) in the sealed orders step, 100 PP each."""
    state = blank()
    state.options["simultaneous"] = "on"
    hold(state, RED, "france")
    hold(state, BLUE, "spain")
    return at(state, "sealed_orders", None, sealed=[])


def test_IMP_OPT_SIM_units_and_fleets_are_not_built_in_the_construction_step() -> None:
    state = at(ordering(), "construction", RED, works={})
    state.buildings["france"] = ["port"]
    with pytest.raises(IllegalAction, match="IMP-OPT-SIM"):
        act(state, RED, Build(item="infantry", region="france"))
    with pytest.raises(IllegalAction, match="IMP-OPT-SIM"):
        act(state, RED, Launch(region="france", sea="bay_of_biscay"))
    assert not any(isinstance(a, Launch) or isinstance(a, Build) and a.item in UNIT
                   for a in R.legal_actions(state, RED))
    state = act(state, RED, Done()).state
    assert state.stack[-1].step == "construction" and state.stack[-1].seat == BLUE
    state = act(state, BLUE, Done()).state
    assert state.stack[-1].step == "sealed_orders" and R.situation(state).to_act == (RED, BLUE)
    assert R.situation(state).simultaneous


def test_IMP_OPT_SIM_orders_are_staged_unseen_and_carried_out_together_once_all_are_sealed() -> None:
    state = ordering()
    staged = act(state, RED, Build(item="infantry", region="france"))
    state = staged.state
    assert state.pp[RED] == 100 and kinds(state, "france", RED) == ["infantry"]
    assert not any(e.public and "France" in e.text for e in staged.events)
    blue = Seen(R, state, BLUE)
    assert blue.data["sealed"] == {} and Seen(R, state, None).data["sealed"] == {}
    assert "infantry in France" not in str(R.situation(state).prompts)
    red_hand = Seen(R, state, RED).hand
    assert red_hand is not None and f"Staged orders ({INFANTRY} PP" in red_hand and "infantry in France" in red_hand
    state = act(state, RED, Done()).state
    assert R.situation(state).to_act == (BLUE,)
    with pytest.raises(IllegalAction):
        act(state, RED, Build(item="infantry", region="france"))
    state = act(state, BLUE, Build(item="infantry", region="spain")).state
    revealed = act(state, BLUE, Done())
    state = revealed.state
    assert "Sealed orders revealed — Red: infantry in France; Blue: infantry in Spain." in texts(revealed)
    assert kinds(state, "france", RED) == ["infantry", "infantry"] and state.pp == {RED: 100 - INFANTRY,
                                                                                      BLUE: 100 - INFANTRY}
    assert state.sealed == {} and state.stack[-1].step == "move"


def test_IMP_OPT_SIM_staged_orders_count_against_your_pp_and_the_units_per_region() -> None:
    state = ordering()
    state.pp[RED] = INFANTRY
    state = act(state, RED, Build(item="infantry", region="france")).state
    with pytest.raises(IllegalAction, match="IMP-PROD-10"):
        act(state, RED, Build(item="infantry", region="france"))
    assert R.legal_actions(state, RED) == [Done()]


def test_IMP_OPT_SIM_an_order_no_longer_legal_at_the_reveal_is_void_and_its_pp_stay() -> None:
    state = ordering()
    state = act(state, RED, Build(item="infantry", region="france")).state
    state = act(state, RED, Build(item="infantry", region="france")).state
    state = act(state, RED, Done()).state
    state.pp[RED] = INFANTRY + 1  # changed before the reveal (a GM's edit)
    revealed = act(state, BLUE, Done())
    assert "Red's order of infantry in France is void (IMP-PROD-10" in texts(revealed)
    assert kinds(revealed.state, "france", RED) == ["infantry", "infantry"] and revealed.state.pp[RED] == 1


def test_IMP_OPT_SIM_a_player_with_nothing_to_buy_is_sealed_at_once() -> None:
    state = at(ordering(), "construction", BLUE, works={})
    state.pp[BLUE] = 0
    state = act(state, BLUE, Done()).state
    assert state.stack[-1].step == "sealed_orders" and R.situation(state).to_act == (RED,)
    state.pp[RED] = 0
    state = act(at(state, "construction", BLUE, works={}), BLUE, Done()).state
    assert state.stack[-1].step == "move"


def test_IMP_OPT_SIM_the_ai_stages_units_within_its_pp_then_seals() -> None:
    state = ordering()
    for number in range(30):
        action = R.choose_action(R.observe(state, RED), RED, Dice(5, number))
        state = act(state, RED, action).state
        if isinstance(action, Done):
            break
    assert RED in state.stack[-1].data["sealed"] and 1 <= len(state.sealed[RED]) < 100 // INFANTRY
