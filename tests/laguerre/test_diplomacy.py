"""Diplomacy (LG-DIP-*): war, alliances with secret terms, peace that breaks an alliance, the cancel table,
truces, and what the non-player countries answer (LG-NPC-2/3)."""

import pytest

from rules.core.errors import IllegalAction
from rules.core.offers import AnswerOffer, MakeOffer
from rules.laguerre import diplomacy as dip
from rules.laguerre.actions import BreakAlliance, Cancel, DeclareWar, Done
from rules.laguerre.deals import PEACE, alliance_deal
from rules.laguerre.state import LgState
from rules.laguerre.tables import cancel_result
from tests.laguerre.helpers import RULES, act, at, ctx, game, seen, until


def diplomacy_for(power: str, players: str = "3") -> LgState:
    return at(game(players=players), "diplomacy", power)


def test_LG_DIP_3_and_4_war_brings_in_the_targets_allies() -> None:
    state = diplomacy_for("france")
    dip.ally(state, "austria", "russia", "austria", 0, ctx())
    state.treasury["austria"] = 0
    state, events = act(state, "france", DeclareWar(target="austria"))
    assert dip.at_war(state, "france", "austria") and dip.at_war(state, "france", "russia")
    assert "LG-DIP-4" in " ".join(e.text for e in events)


def test_LG_DIP_5_no_war_on_an_ally_until_the_alliance_is_broken() -> None:
    state = diplomacy_for("france")
    dip.ally(state, "france", "russia", "france", 0, ctx())
    with pytest.raises(IllegalAction, match="LG-DIP-5"):
        RULES.check(state, "france", DeclareWar(target="russia"))
    state, _ = act(state, "france", BreakAlliance(ally="russia"))
    assert not dip.allied(state, "france", "russia")


def test_LG_DIP_2_alliance_terms_are_secret_to_the_allies() -> None:
    state = diplomacy_for("britain")
    offer = MakeOffer(receiver="russia", deal=alliance_deal(10))
    state, events = act(state, "britain", offer)
    assert any(not e.public and "10 Gold" in e.text for e in events)
    assert all("10 Gold" not in e.text for e in events if e.public)
    assert seen(state, "france").offers.open[0].deal.text == "terms secret"
    state = until(state, "answers")
    answer = next(a for a in RULES.legal_actions(state, "russia") if isinstance(a, AnswerOffer) and a.answer ==
                  "accept")
    state, _ = act(state, "russia", answer)
    assert dip.allied(state, "britain", "russia")
    public = seen(state, None).alliances[0]
    assert public.hidden and public.subsidy == 0
    assert seen(state, "russia").alliances[0].subsidy == 10


def test_LG_DIP_6_a_separate_peace_breaks_the_accepters_alliance() -> None:
    state = diplomacy_for("france")
    dip.declare_war(state, "france", "russia", ctx())
    dip.ally(state, "russia", "britain", "russia", 0, ctx())
    state, _ = act(state, "france", MakeOffer(receiver="russia", deal=PEACE))
    state = until(state, "answers")
    state, _ = act(state, "russia", AnswerOffer(answer="accept", offer=1, text=PEACE.text))
    assert not dip.at_war(state, "france", "russia")
    assert not dip.allied(state, "russia", "britain")


def test_LG_DIP_7_the_cancel_table() -> None:
    assert [cancel_result(r) for r in (1, 10, 29, 30, 39, 40, 100)] == ["stands"] * 5 + ["cancelled"] * 2
    state = diplomacy_for("france")
    state, _ = act(state, "france", DeclareWar(target="russia"))
    assert RULES.situation(state).to_act == ("russia",)
    gold = state.treasury["russia"]
    cancelled, _ = act(state, "russia", Cancel(), faces=[40])
    assert not dip.at_war(cancelled, "france", "russia") and cancelled.treasury["russia"] == gold - 10
    stands, _ = act(state, "russia", Cancel(), faces=[39])
    assert dip.at_war(stands, "france", "russia")
    accepted, _ = act(state, "russia", Done())
    assert dip.at_war(accepted, "france", "russia") and accepted.treasury["russia"] == gold


def test_LG_DIP_10_a_peace_binds_for_four_seasons() -> None:
    state = diplomacy_for("france")
    dip.declare_war(state, "france", "russia", ctx())
    dip.make_peace(state, "france", "russia", ctx())
    with pytest.raises(IllegalAction, match="LG-DIP-10"):
        RULES.check(state, "france", DeclareWar(target="russia"))
    state.turn += 4
    RULES.check(state, "france", DeclareWar(target="russia"))


def test_LG_DIP_9_one_offer_to_each_receiver_a_season() -> None:
    state = diplomacy_for("britain", players="2")
    state, _ = act(state, "britain", MakeOffer(receiver="russia", deal=alliance_deal(0)))
    assert not [a for a in RULES.legal_actions(state, "britain") if isinstance(a, MakeOffer) and a.receiver ==
                "russia"]


def test_LG_NPC_2_a_non_player_power_allies_against_a_shared_enemy() -> None:
    state = diplomacy_for("britain", players="2")
    dip.declare_war(state, "russia", "france", ctx())
    state, events = act(state, "britain", MakeOffer(receiver="russia", deal=alliance_deal(0)))
    assert dip.allied(state, "britain", "russia") and not state.offers.open
    declined, _ = act(diplomacy_for("britain", players="2"), "britain",
                      MakeOffer(receiver="austria", deal=alliance_deal(0)))
    assert not dip.allied(declined, "britain", "austria")


def test_LG_NPC_3_a_non_player_power_makes_peace_once_it_lost_a_home_province() -> None:
    state = diplomacy_for("france", players="2")
    dip.declare_war(state, "france", "austria", ctx())
    state.war_since["austria-france"] = state.turn
    refused, _ = act(state, "france", MakeOffer(receiver="austria", deal=PEACE))
    assert dip.at_war(refused, "france", "austria")
    state.control["tyrol"] = "france"
    accepted, _ = act(state, "france", MakeOffer(receiver="austria", deal=PEACE))
    assert not dip.at_war(accepted, "france", "austria")


def test_LG_DIP_1_check_diplomacy_refuses_war_between_allies() -> None:
    state = game()
    dip.ally(state, "france", "russia", "france", 0, ctx())
    state.wars.append(["france", "russia"])
    with pytest.raises(ValueError, match="ally"):
        RULES.check_invariants(state)
