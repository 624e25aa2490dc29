"""Advanced surrender: to several enemies at once (LG-ADV-5.121), on freely negotiated terms (LG-ADV-5.128), and
the AI's use of them (LG-AI-12, LG-AI-13)."""

from rules.core.offers import AnswerOffer, MakeOffer
from rules.laguerre import ai_offers, deals, npc, surrender_free, views
from rules.laguerre import diplomacy as dip
from rules.laguerre.actions import Done
from rules.laguerre.actions_advanced import Terms
from rules.laguerre.mapdata import capital_of
from rules.laguerre.state import LgState
from rules.laguerre.surrender_free import free_deal
from rules.laguerre.surrender_several import joint_deal
from tests.laguerre.helpers import RULES, act, advanced_game, at, clear_armies, ctx, seen, until


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


def _russia_drafts(sections: tuple[str, ...], terms: list[str]) -> LgState:
    """Russia at war with France, drafting ``terms`` for France in its Diplomacy Phase."""
    state = clear_armies(advanced_game(sections, players="3"))
    dip.declare_war(state, "france", "russia", ctx())
    state.treasury["russia"] = 100
    state = at(state, "diplomacy", "russia")
    for term in terms:
        state, _ = act(state, "russia", Terms(receiver="france", term=term))
    return state


def test_LG_ADV_5_128a_a_surrender_on_freely_negotiated_terms_each_enforced() -> None:
    terms = ["cede:lithuania", "gold:20", "vp:5", "passage:2", "alliance:1", "peace:3"]
    state = _russia_drafts(("negotiated",), terms)
    assert state.drafts == {"russia>france": terms}
    assert not seen(state, "france").drafts and not seen(state, None).drafts  # the draft is Russia's secret
    assert "Your draft surrender terms for France: Lithuania ceded, 20 Gold" in str(views.hand_text(state, "russia"))
    assert "draft" not in str(views.hand_text(seen(state, "france"), "france"))
    deal = free_deal(terms)
    assert MakeOffer(receiver="france", deal=deal) in RULES.legal_actions(state, "russia")
    state, _ = act(state, "russia", MakeOffer(receiver="france", deal=deal))
    assert not state.drafts
    assert seen(state, "britain").offers.open[0].deal.text == "terms secret"  # shown only to the two
    assert "free passage for 2 years" in seen(state, "france").offers.open[0].deal.text
    vp, gold, turn = dict(state.vp), dict(state.treasury), state.turn
    state, _ = act(state, "russia", Done())
    state = _accept_all(state)
    assert not dip.at_war(state, "russia", "france")
    assert state.control["lithuania"] == "france"
    assert state.treasury["france"] == gold["france"] + 20 and state.treasury["russia"] == gold["russia"] - 20
    assert state.vp["france"] == vp["france"] + 5 and state.vp["russia"] == vp["russia"] - 5
    assert state.passage["france>russia"] == turn + 8
    assert state.truce["france-russia"] == turn + 12
    alliance = dip.alliance(state, "russia", "france")
    assert alliance is not None and alliance.until == turn + 4
    state.turn = turn + 4
    surrender_free.lapse_alliances(state, ctx())
    assert not dip.allied(state, "russia", "france")


def test_LG_ADV_5_128a_one_term_of_a_kind_provinces_several_and_a_term_dropped() -> None:
    state = _russia_drafts(("negotiated",), ["gold:10", "cede:lithuania", "gold:30", "cede:livonia"])
    assert state.drafts["russia>france"] == ["cede:lithuania", "gold:30", "cede:livonia"]
    state, _ = act(state, "russia", Terms(receiver="france", term="gold:30", remove=True))
    assert state.drafts["russia>france"] == ["cede:lithuania", "cede:livonia"]
    assert not [a for a in RULES.legal_actions(state, "russia") if isinstance(a, Terms)
                and a.term == f"cede:{capital_of('russia')}"]  # never the capital


def test_LG_ADV_5_128_free_terms_may_be_declined_even_by_a_power_holding_a_home_province() -> None:
    state = _russia_drafts(("negotiated", "surrender"), ["peace:1"])
    state.control["livonia"] = "france"
    state, _ = act(state, "russia", MakeOffer(receiver="france", deal=free_deal(["peace:1"])))
    state, _ = act(state, "russia", Done())
    state = until(state, "answers")
    answers = {a.answer for a in RULES.legal_actions(state, "france") if isinstance(a, AnswerOffer)}
    assert answers == {"accept", "decline"}  # the forced acceptance is for a normal (group) surrender only


def test_LG_ADV_5_128a_off_no_terms_are_drafted() -> None:
    state = _russia_drafts((), [])
    assert not [a for a in RULES.legal_actions(state, "russia") if isinstance(a, Terms)]


def test_LG_AI_13_the_ai_accepts_terms_worth_a_group_1_surrender() -> None:
    state = _russia_drafts(("negotiated",), [])
    assert surrender_free.worth(state, "france", "russia", ["cede:lithuania", "gold:10", "vp:5"]) == 40
    assert npc.accepts(state, "france", "russia", "terms:cede:lithuania+gold:10+vp:5")
    assert not npc.accepts(state, "france", "russia", "terms:peace:3+gold:10")


def test_LG_AI_13_the_ai_drafts_and_offers_terms_to_an_occupier_of_its_home() -> None:
    state = _russia_drafts(("negotiated",), [])
    first = ai_offers.offer(state, "russia", RULES.legal_actions(state, "russia"), ["france"])
    assert not isinstance(first, Terms)  # no home province occupied: no terms
    state.control["livonia"] = "france"
    one = ai_offers.offer(state, "russia", RULES.legal_actions(state, "russia"), ["france"])
    assert not isinstance(one, Terms)  # one province held: a raid, retaken by arms (TERMS_WHEN_HELD)
    state.control["lithuania"] = "france"
    chosen = []
    for _ in range(4):
        action = ai_offers.offer(state, "russia", RULES.legal_actions(state, "russia"), ["france"])
        assert action is not None
        chosen.append(action)
        state, _ = act(state, "russia", action)
    assert chosen[:3] == [Terms(receiver="france", term=t) for t in ai_offers.OFFERED_TERMS]
    assert chosen[3] == MakeOffer(receiver="france", deal=free_deal(list(ai_offers.OFFERED_TERMS)))
    assert npc.accepts(state, "france", "russia", free_deal(list(ai_offers.OFFERED_TERMS)).code)
