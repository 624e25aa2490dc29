"""The engine contract for this ruleset: views, parsing, refusals, texts and the board view."""

import json

import pytest

from rules.core.board import BoardView
from rules.core.dice import Dice
from rules.core.errors import IllegalAction
from rules.independence.actions import Done, Fight, Move, Play, Seal
from rules.registry import get_ruleset
from tests.independence.helpers import RULES, A, B, act, at, blank, fresh, give, put, seen


def test_registry_knows_the_ruleset() -> None:
    assert get_ruleset("independence").title == "War of Independence"


def test_an_illegal_action_is_refused_with_its_rule_and_changes_nothing() -> None:
    state = fresh()
    before = state.model_dump()
    with pytest.raises(IllegalAction) as refused:
        act(state, B, Play(card="tactical_move"))
    assert refused.value.rule == "WE-DRAW-1" and "/done" in refused.value.allowed
    assert state.model_dump() == before
    with pytest.raises(IllegalAction) as wrong_seat:
        act(state, A, Done())
    assert "not the Americans' turn" in str(wrong_seat.value)
    assert state.model_dump() == before


def test_a_bad_move_is_refused_and_changes_nothing() -> None:
    state = blank(control={"boston": B})
    put(state, "boston", "howe")
    put(state, "savannah", "washington")
    give(state, B, "tactical_move")
    at(state, "move", B)
    act(state, B, Play(card="tactical_move"))
    before = state.model_dump()
    with pytest.raises(IllegalAction) as refused:
        act(state, B, Move(origin="boston", destination="savannah"))
    assert refused.value.rule == "WE-MOVE-2" and state.model_dump() == before


def test_actions_and_states_round_trip_through_json() -> None:
    state = fresh(2)
    for action in RULES.legal_actions(state, B):
        assert RULES.parse_action(json.loads(action.model_dump_json())) == action
    assert RULES.parse_state(json.loads(state.model_dump_json())) == state
    with pytest.raises(IllegalAction):
        RULES.parse_action({"kind": "teleport"})


def test_action_options_use_display_names() -> None:
    move = Move(origin="new_york_city", destination="westchester", group="all")
    assert move.verb == "move" and move.options() == {"from": "New York City", "to": "Westchester", "units": "All"}
    assert Play(card="operational_move").options() == {"card": "Operational Move"}
    assert Play(card="operational_move").label() == "/play card:Operational Move"


def test_views_hide_hands_and_stack_contents() -> None:
    state = fresh(3)
    act(state, B, Done())
    hand = state.hands[B]
    public, rival, own = (json.dumps(seen(state, s)) for s in (None, A, B))
    assert all(c not in public and c not in rival for c in hand)
    assert all(c in own for c in hand)
    assert seen(state, None)["stacks"]["boston"][0]["units"] is None
    assert "hand" not in seen(state, None)


def test_board_view_for_the_renderer() -> None:
    state = fresh(3)
    board = RULES.board_view(RULES.observe(state, None), None)
    assert isinstance(board, BoardView)
    assert board.title == "War of Independence" and board.turn == "Spring 1775" and board.phase == "Draw"
    assert board.to_act == [B] and [s.id for s in board.sides] == [B, A] and len(board.spaces) == 59
    assert board.spaces["boston"].controller == B and board.spaces["worcester"].controller == A
    boston = board.spaces["boston"].pieces
    assert sum(p.count for p in boston) == 7 and all(p.strength is None for p in boston) and boston[1].face_down
    assert all(p.strength is not None for p in RULES.board_view(RULES.observe(state, B), B).spaces["boston"].pieces)


def test_board_view_shows_arrows_and_battles() -> None:
    state = blank(control={"boston": B, "worcester": A})
    put(state, "boston", "howe", "regulars", "regulars")
    put(state, "worcester", "militia")
    put(state, "savannah", "washington")
    give(state, B, "tactical_move")
    at(state, "move", B)
    act(state, B, Play(card="tactical_move"))
    act(state, B, Move(origin="boston", destination="worcester"))
    board = RULES.board_view(RULES.observe(state, None), None)
    assert [(a.side, a.origin, a.destination) for a in board.arrows] == [(B, "boston", "worcester")]
    assert [m.kind for m in board.spaces["worcester"].markers] == ["battle"]


def test_texts_for_status_rules_and_hand() -> None:
    state = fresh(3)
    status = RULES.status_text(RULES.observe(state, None))
    assert "Spring 1775" in status and "British" in status
    assert "Battle" in RULES.rules_text("battle")
    assert "Victory" in RULES.rules_text(None)
    act(state, B, Done())
    text = RULES.hand_text(RULES.observe(state, B), B)
    assert text is not None and text.startswith("Hand (5):\n• ")


def test_woi_text_3_the_hand_text_holds_only_hidden_things() -> None:
    state = blank(control={"boston": B, "worcester": A})
    put(state, "boston", "howe", "regulars")
    put(state, "worcester", "washington", "continentals")
    give(state, A, "surprise", "tactical_move")
    at(state, "move", B)
    text = hand(state, A)
    assert text == ("Hand (2):\n• Surprise — battle card: +12 force\n"
                    "• Tactical Move — move 1 stack (Move phase, not in winter)")
    assert "Worcester" not in text and "Washington" not in text and "Treasury" not in text and A not in text
    state.treasury[A] = 9
    assert hand(state, A) == text, "a public change does not change the DM"
    put(state, "boston", "militia")
    act(state, B, Done())
    act(state, B, Fight(territory="boston"))
    act(state, A, Seal(cards=("surprise",)))
    assert hand(state, A) == ("Hand (1):\n• Tactical Move — move 1 stack (Move phase, not in winter)\n"
                              "Sealed battle cards: Surprise")
    assert "Sealed" not in hand(state, B)
    state.drawn = ["militia.2"]
    assert hand(state, B) == "Hand: no cards\nDrawn units:\n• Militia (troops, force 1, Medium, 1–2 spaces, costs 1)"
    assert "Drawn" not in hand(state, A)


def hand(state: object, seat: str) -> str:
    return RULES.hand_text(RULES.observe(state, seat), seat) or ""  # type: ignore[arg-type]


def test_the_same_seed_and_actions_give_the_same_state() -> None:
    one, two = RULES.new_game({}, Dice(11, 0)), RULES.new_game({}, Dice(11, 0))
    assert one == two


def test_woi_text_1_status_leaves_who_acts_to_the_service() -> None:
    state = fresh(3)
    text = RULES.status_text(RULES.observe(state, None))
    assert "To act" not in text and "Americans" in text and "Spring 1775" in text
    assert text.splitlines()[0] == "War of Independence — Spring 1775, British turn, Draw phase."
    assert text.splitlines()[1].startswith("Territories: British ")


def test_woi_text_2_an_unknown_rules_topic_is_refused_naming_the_topics() -> None:
    with pytest.raises(IllegalAction) as refused:
        RULES.rules_text("chess")
    assert "'chess'" in str(refused.value) and "/game rules" in str(refused.value)
    with pytest.raises(IllegalAction) as near:
        RULES.rules_text("Bataille")
    assert "Did you mean Battle" in str(near.value)
    assert RULES.rules_text(" Battle ") == RULES.rules_text("battle")
    assert RULES.rules_text("") == RULES.rules_text(None)


def test_woi_text_4_counts_read_in_the_singular_or_plural() -> None:
    state = blank(control={"boston": B, "worcester": A})
    put(state, "boston", "howe")
    put(state, "savannah", "washington")
    give(state, B, "tactical_move")
    at(state, "move", B)
    act(state, B, Play(card="tactical_move"))
    said = act(state, B, Move(origin="boston", destination="worcester")).events
    assert "British move 1 unit from Boston to Worcester." in [e.text for e in said]
    drawn = fresh(3)
    assert "British draw 5 cards." in [e.text for e in act(drawn, B, Done()).events]
    texts = " ".join(e.text for e in said)
    assert "(s)" not in texts
