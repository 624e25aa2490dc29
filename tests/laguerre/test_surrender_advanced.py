"""Advanced surrender: to several enemies at once (LG-ADV-5.121) and the AI's use of it (LG-AI-12)."""

from rules.core.offers import AnswerOffer, MakeOffer
from rules.laguerre import ai_offers, deals
from rules.laguerre import diplomacy as dip
from rules.laguerre.actions import Done
from rules.laguerre.mapdata import capital_of, home_provinces
from rules.laguerre.state import LgState
from rules.laguerre.surrender_several import joint_deal
from tests.laguerre.helpers import RULES, act, advanced_game, at, clear_armies, ctx, until


def _austria_at_war(sections: tuple[str, ...]) -> LgState:
    """A 4-player game in which Austria is at war with France, Russia and Bavaria (a minor)."""
    state = clear_armies(advanced_game(sections, players="4"))
    for enemy in ("france", "russia", "bavaria"):
        dip.declare_war(state, enemy, "austria", ctx())
    state.treasury["austria"] = 100
    return state


def _accept_all(state: LgState) -> LgState:
    state = until(state, "answers")
    while state.stack and state.stack[-1].step == "answers":
        seat = RULES.situation(state).to_act[0]
        accept = next(a for a in RULES.legal_actions(state, seat) if isinstance(a, AnswerOffer)
                      and a.answer == "accept")
        state, _ = act(state, seat, accept)
    return state


def test_LG_ADV_5_121_a_power_surrenders_to_all_its_enemies_at_once() -> None:
    state = at(_austria_at_war(("multiple",)), "diplomacy", "austria")
    offered = {(a.receiver, a.deal.code) for a in RULES.legal_actions(state, "austria") if isinstance(a, MakeOffer)}
    assert ("france", "surrender:1:all") in offered and ("bavaria", "surrender:1:all") in offered
    vp = dict(state.vp)
    gold = state.treasury["austria"]
    held = sum(1 for owner in state.control.values() if owner == "austria")
    state, _ = act(state, "austria", MakeOffer(receiver="france", deal=joint_deal(1)))
    assert not dip.at_war(state, "austria", "bavaria")  # the minor (an NPC) accepts at once, without terms
    assert state.vp["austria"] == vp["austria"] - 5  # 5 VP for surrendering to a non-player country (LG-SUR-4)
    assert {o.receiver for o in state.offers.open} == {"france", "russia"}  # one offer to each played enemy
    state, _ = act(state, "austria", Done())
    state = _accept_all(state)
    assert not dip.enemies(state, "austria")
    for victor in ("france", "russia"):  # unallied enemies: each takes the group's terms (5 VP, a province)
        assert state.vp[victor] == vp[victor] + 5
    assert sum(1 for owner in state.control.values() if owner == "austria") == held - 2
    assert state.treasury["austria"] == gold - 20  # 10 Gold indemnity to each
    assert state.vp["austria"] == vp["austria"] - 5 - 10


def test_LG_ADV_5_121_allied_enemies_share_one_set_of_terms() -> None:
    state = _austria_at_war(("multiple",))
    dip.ally(state, "france", "russia", "france", 0, ctx())
    state = at(state, "diplomacy", "austria")
    vp = dict(state.vp)
    state, _ = act(state, "austria", MakeOffer(receiver="russia", deal=joint_deal(2)))
    state, _ = act(state, "austria", Done())
    state = _accept_all(state)
    assert not dip.enemies(state, "austria")
    gains = sorted(state.vp[p] - vp[p] for p in ("france", "russia"))
    assert gains == [0, 10]  # the first to accept takes group 2's 10 VP; its ally makes peace only


def test_LG_ADV_5_121_off_or_with_one_enemy_there_is_no_joint_surrender() -> None:
    state = at(_austria_at_war(()), "diplomacy", "austria")
    assert not [a for a in RULES.legal_actions(state, "austria") if isinstance(a, MakeOffer)
                and a.deal.code.endswith(":all")]
    state = clear_armies(advanced_game(("multiple",), players="4"))
    dip.declare_war(state, "france", "austria", ctx())
    assert not [d for d in deals.possible(state, "austria", "france") if d.code.endswith(":all")]


def test_LG_AI_12_a_power_without_its_capital_offers_its_surrender_to_all_its_enemies() -> None:
    state = at(_austria_at_war(("multiple",)), "diplomacy", "austria")
    legal = RULES.legal_actions(state, "austria")
    assert ai_offers.offer(state, "austria", legal, ["france", "russia"]) != MakeOffer(receiver="france",
                                                                                      deal=joint_deal(1))
    state.control[capital_of("austria")] = "france"
    chosen = ai_offers.offer(state, "austria", RULES.legal_actions(state, "austria"), ["france", "russia"])
    assert isinstance(chosen, MakeOffer) and chosen.deal == joint_deal(1)  # one home province lost: group 1
