"""Optional rule War-Time Alliances (IMP-OPT-ALLY): secret alliances made with the core offers, their terms known to
the two allies only; no war between allies but by treachery; joint wars; shared victory; the AI makes and takes
them."""

from rules.core.context import Context
from rules.core.dice import Dice
from rules.core.observe import Seen
from rules.core.offers import AnswerOffer, MakeOffer
from rules.imperialism import alliances, victory
from rules.imperialism.actions import Declare
from rules.imperialism.movement import may_attack
from rules.imperialism.state import Alliance, ImpState, War
from tests.imperialism.helpers import BLUE, RED, R, act, blank, hold, texts

GREEN = "Green"


def three(option: str = "on") -> ImpState:
    """Red, Blue and Green hold a region each; Red moves."""
    state = blank(players=3)
    state.options["alliances"] = option
    for seat, region in ((RED, "france"), (BLUE, "spain"), (GREEN, "piedmont")):
        hold(state, seat, region)
    return state


def allied(state: ImpState, rounds: int = alliances.TO_THE_END) -> ImpState:
    """Red offers Blue an alliance and Blue accepts."""
    made = alliances.deal(RED, BLUE, rounds)
    state = act(state, RED, made).state
    return act(state, BLUE, AnswerOffer(answer="accept", offer=state.offers.open[-1].id, text=made.deal.text)).state


def test_IMP_OPT_ALLY_an_alliance_is_offered_in_secret_and_told_to_the_two_allies_only() -> None:
    assert not any(isinstance(a, MakeOffer) and a.deal.code.startswith("ally:")
                   for a in R.legal_actions(three("off"), RED))
    state = three()
    made = alliances.deal(RED, BLUE, alliances.TO_THE_END)
    assert made in R.legal_actions(state, RED)
    offered = act(state, RED, made)
    state = offered.state
    assert all(alliances.TERMS not in e.text for e in offered.events if e.public)
    assert "its terms are secret" in texts(offered)
    assert "alliance" not in R.situation(state).prompts[BLUE].text
    assert Seen(R, state, GREEN).observation.offers.open[-1].deal.text == "terms secret"  # type: ignore[attr-defined]
    assert alliances.TERMS in Seen(R, state, BLUE).observation.offers.open[-1].deal.text  # type: ignore[attr-defined]
    accepted = act(state, BLUE, AnswerOffer(answer="accept", offer=state.offers.open[-1].id, text=made.deal.text))
    state = accepted.state
    told = [e for e in accepted.events if e.kind == "alliance"]
    assert len(told) == 1 and told[0].visible_to == [RED, BLUE]
    assert state.alliances == [Alliance(a=RED, b=BLUE, until=0)]
    assert Seen(R, state, GREEN).data["alliances"] == [] and Seen(R, state, None).data["alliances"] == []
    red_hand = Seen(R, state, RED).hand
    assert red_hand is not None and "Secret alliance with Blue to the end of the game" in red_hand


def test_IMP_OPT_ALLY_war_on_an_ally_breaks_the_alliance_in_public_and_costs_a_dp_more() -> None:
    state = allied(three())
    state.dp[RED] = 1
    assert Declare(target=BLUE) not in R.legal_actions(state, RED)
    state.dp[RED] = 5
    declared = act(state, RED, Declare(target=BLUE))
    assert "Red break their secret alliance with Blue!" in texts(declared)
    assert declared.state.dp[RED] == 3 and declared.state.alliances == []


def test_IMP_OPT_ALLY_an_ally_joins_its_allys_war_free_and_attacks_at_once() -> None:
    state = allied(three())
    state.wars = [War(declarer=GREEN, target=BLUE, phase=0)]
    state = act(state, RED, Declare(target=GREEN)).state
    assert state.dp[RED] == 5 and may_attack(state, RED, GREEN)
    lone = three()
    lone = act(lone, RED, Declare(target=GREEN)).state
    assert lone.dp[RED] == 4 and not may_attack(lone, RED, GREEN)


def test_IMP_OPT_ALLY_allies_with_the_two_best_scores_share_the_win_and_alliances_are_revealed() -> None:
    state = allied(three())
    hold(state, RED, "portugal")
    hold(state, RED, "naples")
    hold(state, BLUE, "morocco")
    state.round = int(state.options["rounds"])
    ctx = Context(Dice(1, 1))
    assert victory.check_end(state, ctx, second_phase=True)
    assert state.winner == "Red and Blue" and state.scores == {RED: 3, BLUE: 2, GREEN: 1}
    assert "Secret alliances revealed — Red and Blue." in [e.text for e in ctx.events if e.public]
    state.stack = []
    assert Seen(R, state, GREEN).data["alliances"] == [{"a": RED, "b": BLUE, "until": 0}]


def test_IMP_OPT_ALLY_a_two_round_alliance_lapses_after_its_last_round() -> None:
    state = allied(three(), rounds=alliances.SHORT)
    assert state.alliances[0].until == state.round + 1
    ctx = Context(Dice(1, 1))
    state.round += 1
    alliances.lapse(state, ctx)
    assert state.alliances
    state.round += 1
    alliances.lapse(state, ctx)
    assert not state.alliances and ctx.events[-1].visible_to == [RED, BLUE]


def test_IMP_OPT_ALLY_the_ai_proposes_and_takes_one_alliance_and_never_attacks_its_ally() -> None:
    state = three()
    choice = R.choose_action(R.observe(state, RED), RED, Dice(1, 0))
    assert isinstance(choice, MakeOffer) and choice.deal.code == "ally:0"
    state = act(state, RED, choice).state
    answer = R.choose_action(R.observe(state, choice.receiver), choice.receiver, Dice(1, 0))
    assert isinstance(answer, AnswerOffer) and answer.answer == "accept"
    state = act(state, choice.receiver, answer).state
    assert len(state.alliances) == 1
    again = R.choose_action(R.observe(state, RED), RED, Dice(1, 0))
    assert not (isinstance(again, MakeOffer) and again.deal.code.startswith("ally:"))
    hold(state, RED, "bavaria", *["infantry"] * 8)
    hold(state, choice.receiver, "austria")
    state.round, state.dp[RED] = 4, 5
    state.stack[-1].data["offered"] = [BLUE, GREEN]  # no more offers in this step
    for unit in state.units:
        unit.mp = 0
    assert R.choose_action(R.observe(state, RED), RED, Dice(1, 0)) != Declare(target=choice.receiver)
    state.alliances = []
    assert R.choose_action(R.observe(state, RED), RED, Dice(1, 0)) == Declare(target=choice.receiver)
