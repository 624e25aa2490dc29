"""Straits rule tests, one per rule clause, named by rule id."""

import pytest

from rules.core.contract import Transition
from rules.core.dice import Dice
from rules.core.errors import IllegalAction
from rules.core.offers import AnswerOffer, Deal, MakeOffer
from rules.core.seats import parse_options
from rules.core.steps import Frame
from tests.toys.straits.ruleset import StraitsRuleset
from tests.toys.straits.state import Done, Intercept, Move, Recruit, StraitsState

RULES = StraitsRuleset()


def new(**options: str) -> StraitsState:
    state = RULES.new_game(parse_options(RULES.option_specs, options), Dice(7, 0))
    assert isinstance(state, StraitsState)
    return state


def act(state: StraitsState, seat: str, action: object, faces: tuple[int, ...] = ()) -> Transition:
    assert not isinstance(action, type)
    return RULES.apply(state, seat, action, Dice.scripted(faces))  # type: ignore[arg-type]


def turn_of(state: StraitsState, seat: str, orders: int = 2) -> StraitsState:
    """The state with ``seat``'s orders step on top."""
    state.active, state.orders_left = seat, orders
    state.stack = [Frame(step="orders", seat=seat)]
    return state


def texts(t: Transition) -> list[str]:
    return [e.text for e in t.events]


def test_st_setup_1_each_seat_starts_at_home_with_two_armies_and_a_fleet() -> None:
    state = new()
    assert state.armies["Aldmark"] == {"Red": 2} and state.fleets["East Sea"] == {"Blue": 1}
    assert state.control == {"Aldmark": "Red", "Carrow": "Blue", "Eskby": "Green"}
    assert [s.id for s in RULES.seat_specs(state.options)] == ["Red", "Blue", "Green"]
    two = new(players="2")
    assert two.seats == ["Red", "Blue"] and not two.armies["Eskby"]


def test_st_gold_1_income_is_one_gold_per_land_told_only_to_its_owner() -> None:
    state = new()
    assert state.gold == {"Red": 1, "Blue": 1, "Green": 1}
    state.control["Gale"] = "Red"
    t = act(turn_of(state, "Green"), "Green", Done())
    assert t.state.gold["Red"] == 1 + 2
    gold_events = [e for e in t.events if e.kind == "gold"]
    assert gold_events and all(e.visible_to and len(e.visible_to) == 1 for e in gold_events)


def test_st_gold_2_recruiting_costs_gold_and_is_refused_without_it() -> None:
    state = new()
    with pytest.raises(IllegalAction) as refused:
        act(state, "Red", Recruit(unit="army"))
    assert refused.value.rule == "ST-GOLD-2"
    state.gold["Red"] = 7
    t = act(state, "Red", Recruit(unit="army"))
    after = act(t.state, "Red", Recruit(unit="fleet")).state
    assert after.armies["Aldmark"]["Red"] == 3 and after.fleets["West Sea"]["Red"] == 2 and after.gold["Red"] == 0


def test_st_gold_3_a_seats_gold_is_seen_only_by_that_seat() -> None:
    state = new()
    state.gold = {"Red": 5, "Blue": 9, "Green": 2}
    assert RULES.observe(state, "Blue").gold == {"Red": None, "Blue": 9, "Green": None}
    public = RULES.observe(state, None)
    assert set(public.gold.values()) == {None}
    assert "9" not in RULES.status_text(public)
    assert RULES.hand_text(RULES.observe(state, "Blue"), "Blue") is not None
    assert "Gold: 9" in (RULES.hand_text(RULES.observe(state, "Blue"), "Blue") or "")


def test_st_turn_1_two_orders_then_the_turn_passes_and_the_prompt_says_what_is_owed() -> None:
    state = new()
    prompt = RULES.situation(state).prompt("Red")
    assert prompt and prompt.owed == "2 orders" and prompt.pass_verb == "done" and prompt.rule == "ST-TURN-1"
    one = act(state, "Red", Move(origin="Aldmark", destination="Brenholt")).state
    assert RULES.situation(one).prompt("Red").owed == "1 order"  # type: ignore[union-attr]
    two = act(one, "Red", Move(origin="Brenholt", destination="Carrow"), (1, 6, 1, 6)).state
    assert RULES.situation(two).to_act == ("Blue",)
    assert RULES.situation(two).marker != RULES.situation(state).marker
    with pytest.raises(IllegalAction) as refused:
        act(two, "Red", Done())
    assert "not Red's turn" in str(refused.value)


def test_st_move_1_armies_march_to_a_bordering_land_and_take_it() -> None:
    t = act(new(), "Red", Move(origin="Aldmark", destination="Brenholt"))
    assert t.state.armies["Brenholt"] == {"Red": 2} and t.state.control["Brenholt"] == "Red"
    assert t.state.control["Aldmark"] == "Red", "an emptied land stays its holder's"
    with pytest.raises(IllegalAction) as refused:
        act(new(), "Red", Move(origin="Brenholt", destination="Carrow"))
    assert refused.value.rule == "ST-MOVE-1"


def test_st_move_2_fleets_sail_to_a_bordering_sea_only() -> None:
    t = act(new(), "Red", Move(origin="West Sea", destination="The Narrows"))
    assert t.state.stack[-1].step == "intercept", "Green's fleet lies in the Narrows"
    with pytest.raises(IllegalAction) as refused:
        act(new(), "Red", Move(origin="West Sea", destination="East Sea"))
    assert refused.value.rule == "ST-MOVE-2"


def test_st_move_3_an_army_crosses_a_sea_only_where_its_side_has_a_fleet() -> None:
    state = new()
    assert Move(origin="Aldmark", destination="Gale") in RULES.legal_actions(state, "Red")
    t = act(state, "Red", Move(origin="Aldmark", destination="Dunmere"))
    assert t.state.control["Dunmere"] == "Red"
    state.fleets["West Sea"] = {}
    with pytest.raises(IllegalAction) as refused:
        act(state, "Red", Move(origin="Aldmark", destination="Gale"))
    assert refused.value.rule == "ST-MOVE-3"


def test_st_battle_1_rounds_of_die_plus_units_defender_wins_ties_until_one_side_is_gone() -> None:
    state = new()
    state.armies["Brenholt"] = {"Blue": 1}
    state.control["Brenholt"] = "Blue"
    # round 1: Red 3+2=5 vs Blue 4+1=5, a tie: Red loses one; round 2: Red 6+1=7 vs Blue 1+1=2: Blue loses its last
    t = act(state, "Red", Move(origin="Aldmark", destination="Brenholt"), (3, 4, 6, 1))
    assert t.state.armies["Brenholt"] == {"Red": 1} and t.state.control["Brenholt"] == "Red"
    assert [e.data["total"] for e in t.events if e.kind == "roll"] == [5, 5, 7, 2]
    assert "Red wins the battle in Brenholt." in texts(t)


def test_st_intercept_1_the_fleet_in_the_sea_answers_out_of_turn_then_the_move_goes_on() -> None:
    moved = act(new(), "Red", Move(origin="West Sea", destination="The Narrows")).state
    situation = RULES.situation(moved)
    assert situation.to_act == ("Green",) and situation.prompt("Green").rule == "ST-INTERCEPT-1"  # type: ignore[union-attr]
    assert situation.marker == RULES.situation(new()).marker, "a reaction does not change the phase"
    assert RULES.legal_actions(moved, "Red") == []
    let_pass = act(moved, "Green", Intercept(answer="no")).state
    assert let_pass.fleets["The Narrows"] == {"Green": 1, "Red": 1}
    assert RULES.situation(let_pass).to_act == ("Red",) and let_pass.orders_left == 1
    # Green intercepts: Green 6+1 beats Red 1+1, and Red's only fleet sinks; Red's order is spent all the same
    fought = act(moved, "Green", Intercept(answer="yes"), (6, 1))
    assert fought.state.fleets["The Narrows"] == {"Green": 1} and fought.state.orders_left == 1
    assert "Green wins the battle in The Narrows." in texts(fought)


def test_st_offer_1_peace_bars_entering_the_others_lands_and_interception() -> None:
    state = new()
    offer = MakeOffer(receiver="Green", deal=Deal(code="peace", text="peace until round 2 ends"))
    made = act(state, "Red", offer).state
    assert RULES.situation(made).may_act == ("Green",)
    accepted = act(made, "Green", AnswerOffer(answer="accept", offer=1, text="peace until round 2 ends")).state
    assert accepted.at_peace("Red", "Green") and accepted.peace[0].until == 2
    assert Move(origin="Aldmark", destination="Eskby") not in RULES.legal_actions(accepted, "Red")
    sailed = act(accepted, "Red", Move(origin="West Sea", destination="The Narrows")).state
    assert sailed.fleets["The Narrows"] == {"Green": 1, "Red": 1}, "no interception at peace"
    accepted.control["Dunmere"] = "Green"
    with pytest.raises(IllegalAction) as refused:
        act(accepted, "Red", Move(origin="Aldmark", destination="Dunmere"))
    assert refused.value.rule == "ST-OFFER-1"


def test_st_offer_2_gold_buys_an_empty_land_and_the_payment_is_told_only_to_the_parties() -> None:
    state = new()
    state.control["Gale"] = "Blue"
    state.gold["Red"] = 4
    deal = Deal(code="buy:Gale", text="3 gold for Gale")
    assert MakeOffer(receiver="Blue", deal=deal) in RULES.legal_actions(state, "Red")
    made = act(state, "Red", MakeOffer(receiver="Blue", deal=deal)).state
    t = act(made, "Blue", AnswerOffer(answer="accept", offer=1, text="3 gold for Gale"))
    assert t.state.control["Gale"] == "Red" and t.state.gold == {"Red": 1, "Blue": 4, "Green": 1}
    payment = next(e for e in t.events if e.kind == "gold")
    assert payment.visible_to == ["Red", "Blue"]
    state.gold["Red"] = 2
    with pytest.raises(IllegalAction) as refused:
        act(state, "Red", MakeOffer(receiver="Blue", deal=deal))
    assert refused.value.rule == "ST-OFFER-2"


def test_st_offer_3_offers_are_answered_out_of_turn_and_expire_when_the_turn_ends() -> None:
    offer = MakeOffer(receiver="Blue", deal=Deal(code="peace", text="peace until round 2 ends"))
    made = act(new(), "Red", offer).state
    assert AnswerOffer(answer="decline", offer=1, text="peace until round 2 ends") in RULES.legal_actions(made, "Blue")
    assert AnswerOffer(answer="withdraw", offer=1, text="peace until round 2 ends") in RULES.legal_actions(made, "Red")
    ended = act(made, "Red", Done())
    assert not ended.state.offers.open
    assert any("expired" in text for text in texts(ended))


def test_st_end_1_holding_the_goal_at_the_end_of_a_round_wins() -> None:
    state = new()
    state.control.update({"Brenholt": "Red", "Gale": "Red", "Dunmere": "Red"})
    ended = act(turn_of(state, "Green"), "Green", Done()).state
    assert ended.result and ended.result.winners == ["Red"] and ended.result.scores["Red"] == 4
    assert RULES.situation(ended).over and RULES.legal_actions(ended, "Red") == []


def test_st_end_2_after_the_last_round_the_most_lands_win_and_ties_share() -> None:
    state = new(rounds="2")
    state.round = 2
    result = act(turn_of(state, "Green"), "Green", Done()).state.result
    assert result and result.winners == ["Red", "Blue", "Green"] and "after 2 rounds" in result.reason
