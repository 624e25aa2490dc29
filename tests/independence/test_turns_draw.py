"""The sequence of play and the Draw phase (WE-TURN-1, WOI-TURN-*, WE-DRAW-*)."""

import pytest

from rules.core.errors import IllegalAction
from rules.independence.actions import Discard, Done, Play
from rules.independence.cards import card_type
from rules.independence.state import SEASONS
from tests.independence.helpers import RULES, A, B, act, at, blank, fresh, give, put


def test_woi_turn_2_four_seasons_a_year() -> None:
    state = fresh()
    assert SEASONS == ("Spring", "Summer", "Autumn", "Winter")
    state.turn = 5
    assert state.turn_label == "Summer 1776"


def test_we_turn_1_seven_phases_in_order_then_the_other_player() -> None:
    state = blank(control={"boston": B, "worcester": A})
    put(state, "boston", "howe", "regulars")
    put(state, "worcester", "washington", "militia")
    at(state, "draw", "discard", B, turn=0)
    seen = [state.phase]
    act(state, B, Done())
    seen.append(state.phase)
    act(state, B, Done())
    seen.append(state.phase)
    assert seen == ["draw", "move", "recruit"]
    assert state.treasury[B] == 2
    while state.active == B:
        act(state, B, Done())
    assert state.active == A and state.phase == "draw"
    assert RULES.to_act(state) == [A]


def test_woi_r_18_british_play_first_each_season() -> None:
    state = fresh()
    assert RULES.to_act(state) == [B]


def test_woi_turn_3_no_moving_in_winter() -> None:
    state = blank(control={"boston": B})
    put(state, "boston", "howe", "regulars")
    give(state, B, "tactical_move", "strategic_move")
    at(state, "move", "cards", B, turn=3)
    assert state.winter
    assert not any(isinstance(a, Play) for a in RULES.legal_actions(state, B))
    with pytest.raises(IllegalAction):
        act(state, B, Play(card="tactical_move"))


def test_woi_turn_4_winter_revenue_is_not_saved() -> None:
    state = blank(control={"boston": B, "quebec": B})
    put(state, "boston", "howe")
    state.treasury[B] = 5
    at(state, "move", "cards", B, turn=3)
    act(state, B, Done())
    assert state.treasury[B] == 5


def test_woi_turn_5_no_recruiting_in_winter() -> None:
    state = blank(control={"boston": B})
    put(state, "boston", "howe")
    put(state, "worcester", "washington")
    state.treasury[B] = 30
    at(state, "move", "cards", B, turn=7)
    act(state, B, Done())
    assert state.phase == "draw" and state.active == A and not state.drawn


def test_we_draw_1_discard_unwanted_cards_first() -> None:
    state = blank()
    put(state, "boston", "howe")
    put(state, "worcester", "washington")
    give(state, B, "french_supplies")
    at(state, "draw", "discard", B)
    act(state, B, Discard(card="french_supplies"))
    assert state.hands[B] == [] and card_type(state.deck.discard_pile[-1]).key == "french_supplies"


def test_we_draw_2_draw_five_cards() -> None:
    state = blank()
    put(state, "boston", "howe")
    put(state, "worcester", "washington")
    at(state, "draw", "discard", B)
    ctx = act(state, B, Done())
    assert len(state.hands[B]) == 5
    private = [e for e in ctx.events if e.visible_to == [B]]
    assert private and all(c in private[0].data["cards"] for c in state.hands[B])


def test_woi_r_20_only_the_active_player_draws() -> None:
    state = blank()
    put(state, "boston", "howe")
    put(state, "worcester", "washington")
    at(state, "draw", "discard", B)
    act(state, B, Done())
    assert state.hands[A] == []


def test_we_draw_3_hand_limit_seven_discard_excess() -> None:
    state = blank()
    put(state, "boston", "howe")
    put(state, "worcester", "washington")
    give(state, B, "siege", "siege", "garrison", "garrison", "outflank")
    at(state, "draw", "discard", B)
    act(state, B, Done())
    assert state.step == "excess" and len(state.hands[B]) == 10
    assert not any(isinstance(a, Done) for a in RULES.legal_actions(state, B))
    for _ in range(3):
        act(
            state,
            B,
            Discard(
                card="siege"
                if any(card_type(c).key == "siege" for c in state.hands[B])
                else card_type(state.hands[B][0]).key
            ),
        )
    assert len(state.hands[B]) == 7 and state.phase == "move"


def test_we_draw_4_reshuffle_the_discard_when_the_deck_runs_out() -> None:
    state = blank()
    put(state, "boston", "howe")
    put(state, "worcester", "washington")
    state.deck.discard_pile = state.deck.draw_pile[2:]
    state.deck.draw_pile = state.deck.draw_pile[:2]
    at(state, "draw", "discard", B)
    act(state, B, Done())
    assert len(state.hands[B]) == 5 and not state.deck.discard_pile
