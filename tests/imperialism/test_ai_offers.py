"""Peace bought with PP or a region (IMP-OFF-4) and the AI's own offers (IMP-AI-OFFER): peace to an enemy at least
as strong, at the cheapest price that enemy takes, at most one offer a step."""

from rules.core.dice import Dice
from rules.core.offers import AnswerOffer, MakeOffer
from rules.imperialism import deals
from rules.imperialism.state import ImpState, War
from tests.imperialism.helpers import BLUE, RED, R, act, blank, hold, texts


def war(red: int, blue: int) -> ImpState:
    """Red (France, and the Low Countries empty) at war with Blue (Spain), in Red's movement step, with these many
    infantry."""
    state = blank()
    hold(state, RED, "france", *["infantry"] * red)
    state.control["low_countries"] = RED
    hold(state, BLUE, "spain", *["infantry"] * blue)
    state.wars = [War(declarer=BLUE, target=RED, phase=0)]
    return state


def test_IMP_OFF_4_peace_bought_with_pp_makes_peace_and_pays() -> None:
    state = war(1, 1)
    made = deals.offer(RED, BLUE, "peace+pp", "25")
    assert made in R.legal_actions(state, RED)
    state = act(state, RED, made).state
    accepted = act(state, BLUE, AnswerOffer(answer="accept", offer=state.offers.open[-1].id, text=made.deal.text))
    assert not accepted.state.wars and accepted.state.pp == {RED: 75, BLUE: 125}
    assert "Red and Blue make peace." in texts(accepted)


def test_IMP_OFF_4_peace_bought_with_a_region_makes_peace_and_cedes_it() -> None:
    state = war(1, 1)
    made = deals.offer(RED, BLUE, "peace+cede", "low_countries")
    state = act(state, RED, made).state
    state = act(state, BLUE, AnswerOffer(answer="accept", offer=state.offers.open[-1].id, text=made.deal.text)).state
    assert not state.wars and [(c.region, c.receiver) for c in state.cessions] == [("low_countries", BLUE)]


def test_IMP_OFF_4_a_bought_peace_the_giver_cannot_pay_is_void() -> None:
    state = war(1, 1)
    made = deals.offer(RED, BLUE, "peace+pp", "50")
    state = act(state, RED, made).state
    state.pp[RED] = 10
    answered = act(state, BLUE, AnswerOffer(answer="accept", offer=state.offers.open[-1].id, text=made.deal.text))
    assert answered.state.wars and answered.state.pp[RED] == 10 and "is void" in texts(answered)


def ai_offer(state: ImpState) -> MakeOffer:
    choice = R.choose_action(R.observe(state, RED), RED, Dice(1, 0))
    assert isinstance(choice, MakeOffer) and choice.receiver == BLUE
    return choice


def test_IMP_AI_OFFER_the_ai_offers_the_cheapest_peace_its_stronger_enemy_takes() -> None:
    assert ai_offer(war(2, 2)).deal.code == "peace"
    assert ai_offer(war(1, 3)).deal.code == "peace+pp:50"
    assert ai_offer(war(1, 5)).deal.code == "peace+cede:low_countries"
    assert not isinstance(R.choose_action(R.observe(war(3, 2), RED), RED, Dice(1, 0)), MakeOffer)
    for red, blue in ((2, 2), (1, 3), (1, 5)):
        state = war(red, blue)
        state = act(state, RED, ai_offer(state)).state
        answer = R.choose_action(R.observe(state, BLUE), BLUE, Dice(1, 0))
        assert isinstance(answer, AnswerOffer) and answer.answer == "accept"


def test_IMP_AI_OFFER_at_most_one_offer_a_step_and_it_is_answered_at_once() -> None:
    state = war(1, 3)
    made = ai_offer(state)
    state = act(state, RED, made).state
    assert len(state.offers.open) == 1 and R.situation(state).to_act == (BLUE,)
    declined = AnswerOffer(answer="decline", offer=state.offers.open[-1].id, text=made.deal.text)
    state = act(state, BLUE, declined).state
    assert not state.offers.open and state.wars
    assert not isinstance(R.choose_action(R.observe(state, RED), RED, Dice(1, 0)), MakeOffer)
