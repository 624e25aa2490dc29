"""Event cards (WOI-EVENT-1..10) and the card-play rulings."""

import pytest

from rules.core.errors import IllegalAction
from rules.independence.actions import Discard, Done, Lose, Move, Place, Play, Recruit
from rules.independence.state import WoiState
from rules.independence.units import unit_type
from tests.independence.helpers import RULES, A, B, act, at, blank, frame_data, give, keys_at, phase_of, put, step_of


def american_turn(*cards: str, turn: int = 1) -> WoiState:
    state = blank(control={"worcester": A, "boston": B, "quebec": B, "albany": B})
    put(state, "worcester", "washington", "militia", "continentals")
    put(state, "boston", "howe", "regulars")
    give(state, A, *cards)
    return at(state, "move", A, turn=turn)


def test_woi_event_1_french_alliance_lets_the_americans_field_foreign_units() -> None:
    state = american_turn("french_alliance", "enlistments")
    state.piles[A] = ["lafayette.1", "french_troops.1"] + [
        c for c in state.piles[A] if c not in ("lafayette.1", "french_troops.1")
    ]
    lafayette = state.piles[A][:2]
    rest = state.piles[A][2:]
    state.piles[A] = lafayette
    with pytest.raises(IllegalAction) as refused:
        act(state, A, Play(card="enlistments"))
    assert refused.value.rule == "WOI-R-24" and "no unit you may field" in str(refused.value)
    state.piles[A] += rest
    act(state, A, Play(card="french_alliance"))
    assert state.french_alliance and Play(card="french_alliance") not in RULES.legal_actions(state, A)
    state.piles[A] = ["lafayette.1", "french_troops.1"]
    act(state, A, Play(card="enlistments"))
    assert sorted(state.drawn) == ["french_troops.1", "lafayette.1"]


def test_woi_r_17_one_off_events_leave_the_game() -> None:
    state = american_turn("french_alliance", "declaration_of_independence")
    card = state.hands[A][0]
    act(state, A, Play(card="french_alliance"))
    assert state.removed_cards == [card] and card not in state.deck.discard_pile


def test_woi_r_4_foreign_units_cannot_be_bought_before_the_alliance() -> None:
    state = american_turn()
    state.piles[A] = ["french_troops.1", "militia.2"]
    state.treasury[A] = 20
    act(state, A, Done())
    assert {a.unit for a in RULES.legal_actions(state, A) if isinstance(a, Recruit)} == {"militia"}


def test_woi_r_4_a_foreign_unit_drawn_before_the_alliance_is_named_and_goes_back() -> None:
    state = american_turn()
    state.piles[A] = ["french_troops.1", "militia.2"]
    state.treasury[A] = 20
    drawn = act(state, A, Done())
    told = [e.text for e in drawn.events if e.visible_to == [A]]
    assert any("French Troops: foreign units cannot be fielded before the French Alliance (WOI-R-4)" in t for t in told)
    with pytest.raises(IllegalAction) as refused:
        act(state, A, Recruit(unit="french_troops", territory="worcester"))
    assert refused.value.rule == "WOI-R-4"
    act(state, A, Recruit(unit="militia", territory="worcester"))
    back = act(state, A, Done())
    assert "french_troops.1" in state.piles[A]
    assert "Back to your pile: French Troops." in [e.text for e in back.events if e.visible_to == [A]]
    assert "Americans put 1 drawn unit back into their pile." in [e.text for e in back.events if e.public]


def test_woi_r_24_enlistments_draw_only_units_you_may_field() -> None:
    state = american_turn("enlistments")
    state.piles[A] = ["french_troops.1", "lafayette.1", "militia.2", "continentals.5"]
    act(state, A, Play(card="enlistments"))
    assert sorted(state.drawn) == ["continentals.5", "militia.2"]


def test_woi_event_2_enlistments_recruit_two_random_units_free() -> None:
    state = american_turn("enlistments")
    state.piles[A] = ["continentals.5", "colonial_army.1"]
    act(state, A, Play(card="enlistments"))
    assert step_of(state) == "enlist" and len(state.drawn) == 2
    for _ in range(2):
        act(state, A, Recruit(unit=unit_type(state.drawn[0]).key, territory="worcester"))
    assert step_of(state) == "move" and len(keys_at(state, "worcester", A)) == 5 and state.treasury[A] == 0


def test_woi_r_24_no_enlistments_in_winter() -> None:
    state = american_turn("enlistments", turn=3)
    assert Play(card="enlistments") not in RULES.legal_actions(state, A)


def test_woi_event_3_spirit_of_rebellion_places_one_american_marker() -> None:
    state = american_turn("spirit_of_rebellion")
    act(state, A, Play(card="spirit_of_rebellion"))
    assert step_of(state) == "markers"
    assert Place(territory="boston") not in RULES.legal_actions(state, A)
    act(state, A, Place(territory="albany"))
    assert state.control["albany"] == A and step_of(state) == "move"


def test_woi_r_14_markers_replace_enemy_markers_where_no_enemy_stands() -> None:
    state = american_turn("spirit_of_rebellion")
    act(state, A, Play(card="spirit_of_rebellion"))
    places = {a.territory for a in RULES.legal_actions(state, A) if isinstance(a, Place)}
    assert "quebec" in places and "boston" not in places and "worcester" not in places


def test_woi_event_4_french_supplies_gain_eight_revenue() -> None:
    state = american_turn("french_supplies")
    act(state, A, Play(card="french_supplies"))
    assert state.treasury[A] == 8


def test_woi_r_29_french_supplies_work_in_winter() -> None:
    state = american_turn("french_supplies", turn=3)
    act(state, A, Play(card="french_supplies"))
    assert state.treasury[A] == 8


def test_woi_event_5_tory_uprising_places_one_british_marker() -> None:
    state = american_turn("tory_uprising")
    assert Play(card="tory_uprising") not in RULES.legal_actions(state, A)
    at(state, "move", B)
    state.hands[B], state.hands[A] = state.hands[A], []
    act(state, B, Play(card="tory_uprising"))
    act(state, B, Place(territory="springfield"))
    assert state.control["springfield"] == B and step_of(state) == "move"


def test_woi_event_6_indian_raids_places_one_british_marker() -> None:
    state = american_turn()
    give(state, B, "indian_raids")
    at(state, "move", B)
    act(state, B, Play(card="indian_raids"))
    assert frame_data(state)["markers_left"] == 1
    act(state, B, Place(territory="hartford"))
    assert state.control["hartford"] == B


def test_woi_event_7_declaration_places_seven_american_markers() -> None:
    state = american_turn("declaration_of_independence")
    act(state, A, Play(card="declaration_of_independence"))
    assert frame_data(state)["markers_left"] == 7
    for t in ("albany", "quebec", "hartford", "springfield", "providence", "newport", "new_london"):
        act(state, A, Place(territory=t))
    assert step_of(state) == "move" and sum(1 for v in state.control.values() if v == A) == 8


def test_woi_event_10_continental_congress_places_three_american_markers() -> None:
    state = american_turn("continental_congress")
    act(state, A, Play(card="continental_congress"))
    assert frame_data(state)["markers_left"] == 3
    act(state, A, Place(territory="albany"))
    act(state, A, Done())
    assert step_of(state) == "move"


def test_woi_event_8_winter_quarters_americans_discard_two_troops() -> None:
    state = american_turn()
    give(state, B, "winter_quarters")
    at(state, "move", B)
    act(state, B, Play(card="winter_quarters"))
    assert step_of(state) == "winter_quarters" and RULES.to_act(state) == [A]
    legal = RULES.legal_actions(state, A)
    assert set(legal) == {Lose(unit="militia", territory="worcester"), Lose(unit="continentals", territory="worcester")}
    act(state, A, Lose(unit="militia", territory="worcester"))
    act(state, A, Lose(unit="continentals", territory="worcester"))
    assert keys_at(state, "worcester", A) == ["washington"] and step_of(state) == "move" and RULES.to_act(state) == [B]


def test_woi_r_22_winter_quarters_with_one_troop_discards_one() -> None:
    state = american_turn()
    continentals = next(c for c in state.board["worcester"] if unit_type(c).key == "continentals")
    state.board["worcester"].remove(continentals)
    state.piles[A].append(continentals)
    give(state, B, "winter_quarters")
    at(state, "move", B)
    act(state, B, Play(card="winter_quarters"))
    act(state, A, Lose(unit="militia", territory="worcester"))
    assert step_of(state) == "move" and RULES.to_act(state) == [B]


def test_woi_event_9_winter_offensive_moves_one_stack_in_winter() -> None:
    state = american_turn("winter_offensive", "tactical_move", turn=3)
    legal = RULES.legal_actions(state, A)
    assert Play(card="winter_offensive") in legal and Play(card="tactical_move") not in legal
    act(state, A, Play(card="winter_offensive"))
    act(state, A, Move(origin="worcester", destination="boston"))
    act(state, A, Done())
    assert phase_of(state) == "Battle" and step_of(state) == "battles"


def test_woi_r_23_winter_offensive_only_in_winter() -> None:
    state = american_turn("winter_offensive")
    assert Play(card="winter_offensive") not in RULES.legal_actions(state, A)


def test_woi_r_13_cards_of_the_other_side_can_only_be_discarded() -> None:
    state = american_turn("tory_uprising")
    with pytest.raises(IllegalAction) as refused:
        act(state, A, Play(card="tory_uprising"))
    assert refused.value.rule == "WOI-R-13" and "Tory Uprising is a British card" in str(refused.value)
    at(state, "draw", A)
    act(state, A, Discard(card="tory_uprising"))
    assert state.hands[A] == []
