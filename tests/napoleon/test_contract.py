"""The engine contract: views, hidden hands, board view, texts, parsing, refusals that change nothing."""

import json

import pytest

from rules.core.board import BoardView
from rules.core.contract import Context
from rules.core.dice import Dice
from rules.core.errors import IllegalAction
from rules.napoleon.actions import DiscardCard, Done, MoveArmies, PlayCard, RetreatTo, StartBattle
from rules.napoleon.cards import CARDS
from rules.napoleon.guide import OVERVIEW
from tests.napoleon.helpers import RULES, act, game


def test_declared_with_its_seats() -> None:
    specs = RULES.seat_specs({})
    assert [(s.id, s.colour) for s in specs] == [("France", "#224296"), ("Allies", "#aa2428")]
    assert RULES.id == "napoleon" and RULES.title == "Napoleonic Europe"


def test_views_show_a_hand_only_to_its_owner() -> None:
    state = game({"france": 5}, {"russia": 5}, hands={"France": ["austerlitz"], "Allies": ["kutuzov", "nile"]})
    public = json.dumps(RULES.view(state, None))
    france = RULES.view(state, "France")
    assert "hand" not in json.loads(public)
    assert france["hand"] == ["Austerlitz"] and france["hand_sizes"] == {"France": 1, "Allies": 2}
    for hidden in ("Kutuzov", "kutuzov", "Austerlitz", "austerlitz", "Battle of the Nile"):
        assert hidden not in public
    assert "Kutuzov" not in json.dumps(france)


def test_board_view() -> None:
    state = game({"france": 5, "italy": 2}, {"italy": 3, "russia": 4})
    state = act(state, "France", MoveArmies(origin="france", destination="italy", armies=2)).state
    board = RULES.board_view(state, None)
    assert isinstance(board, BoardView)
    assert board.title == "Napoleonic Europe" and board.turn == "Round 1 of 10 — France"
    assert board.phase == "Move phase" and board.to_act == ["France"]
    assert len(board.spaces) == 17
    italy = board.spaces["italy"]
    assert italy.controller is None and "battle" in [m.kind for m in italy.markers]
    assert [(p.side, p.kind, p.count) for p in italy.pieces] == [("France", "army", 4), ("Allies", "army", 3)]
    assert board.spaces["russia"].controller == "Allies"
    assert "impassable" in [m.kind for m in board.spaces["ottoman"].markers]
    assert [(m.kind, m.label) for m in board.spaces["france"].markers] == [("reinforcements", "R4")]
    assert [(a.origin, a.destination) for a in board.arrows] == [("france", "italy")]


def test_action_options_are_what_a_player_types() -> None:
    assert MoveArmies(origin="ottoman", destination="rhineland", armies=3).options() == {
        "from": "Ottoman Empire",
        "to": "Rhineland",
        "armies": "3",
    }
    assert StartBattle(country="italy").label() == "/battle country:Italy"
    assert PlayCard(card="blucher").options() == {"card": "Blücher"}
    assert DiscardCard(card="nile").options() == {"card": "Battle of the Nile"}
    assert RetreatTo(destination="spain").options() == {"to": "Spain"}
    assert Done().label() == "/done"


def test_parse_round_trip() -> None:
    state = RULES.new_game({}, Dice(7, 0))
    assert RULES.parse_state(json.loads(state.model_dump_json())) == state
    for action in (MoveArmies(origin="france", destination="spain", armies=2), Done(), PlayCard(card="nile")):
        assert RULES.parse_action(json.loads(action.model_dump_json())) == action


def test_a_refused_action_changes_nothing_and_names_the_rule() -> None:
    state = game({"france": 5}, {"russia": 4})
    before = state.model_dump_json()
    with pytest.raises(IllegalAction) as refused:
        RULES.apply_in_place(
            state, "France", MoveArmies(origin="france", destination="russia", armies=2), Context(Dice(1, 1))
        )
    assert refused.value.rule == "NAP-MOVE-1" and "/move from:France to:Spain armies:1" in refused.value.allowed
    with pytest.raises(IllegalAction, match="NAP-TURN-1"):
        RULES.apply_in_place(state, "Allies", Done(), Context(Dice(1, 1)))
    with pytest.raises(IllegalAction, match="NAP-TURN-2"):
        RULES.apply_in_place(state, "France", StartBattle(country="russia"), Context(Dice(1, 1)))
    assert state.model_dump_json() == before


def test_texts() -> None:
    state = game({"france": 5}, {"russia": 4}, hands={"France": ["austerlitz", "nile"], "Allies": []})
    assert "Round 1 of 10 — France" in RULES.status_text(RULES.observe(state, None))
    hand = RULES.hand_text(state, "France")
    assert hand is not None and "Austerlitz: +3 Force to France in battles in Austria" in hand
    assert "helps the enemy" in hand
    assert RULES.hand_text(state, "Allies") == "No cards in hand."


def test_rules_text_is_a_short_overview_with_the_details_under_topics() -> None:
    overview = RULES.rules_text(None)
    assert "Napoleonic Europe" in overview and len(OVERVIEW) < 1000 and len(overview) < 2000
    assert RULES.rules_text("") == RULES.rules_text("  ") == overview
    assert "/game rules topic:<name>" in overview
    topics = ("map", "move", "attack", "cards", "reinforcements", "nationalist", "victory")
    assert f"• rules: {', '.join(t.capitalize() for t in topics)}" in overview
    for topic in (*topics, "battle", "Retreat", " DRAW ", "win", "uprising"):
        text = RULES.rules_text(topic)
        assert text and text != overview and len(text) < 1000
    assert RULES.rules_text("Battle") == RULES.rules_text("attack")


def test_an_unknown_rules_topic_is_refused_naming_near_topics() -> None:
    with pytest.raises(IllegalAction) as refused:
        RULES.rules_text("chess")
    assert str(refused.value) == "Unknown rules topic 'chess'. `/game rules` lists the topics."
    with pytest.raises(IllegalAction, match="Did you mean Victory"):
        RULES.rules_text("victroy")


def test_cards_played_are_public_and_the_rest_stay_hidden() -> None:
    state = game({"italy": 5}, {"italy": 5, "russia": 2}, phase="attack", hands={"France": ["marengo"], "Allies": []})
    state = act(state, "France", StartBattle(country="italy")).state
    step = act(state, "France", PlayCard(card="marengo"), [1, 1, 1, 1, 1])
    assert any("Marengo" in e.text for e in step.events if e.public)
    assert CARDS["marengo"].id in step.state.deck.discard_pile


def test_status_text_leaves_the_to_act_line_to_the_service() -> None:
    """The service adds its own "To act" line with mentions; the rules' status must not say it again."""
    hands = {"France": ["marengo"], "Allies": ["kutuzov"]}
    states = [
        game({"france": 5}, {"russia": 4}, hands=hands),
        game({"italy": 5}, {"italy": 5, "russia": 2}, phase="attack", hands=hands),
        game({"italy": 5}, {"russia": 4}, phase="discard", hands=hands),
    ]
    battle = act(states[1], "France", StartBattle(country="italy")).state
    over = act(game({"russia": 9, "austria": 9, "prussia": 9}, {"england": 2}, active="Allies"), "Allies", Done())
    for state in [*states, battle, over.state]:
        for seat in (None, "France", "Allies"):
            text = RULES.status_text(RULES.observe(state, seat))
            assert text.startswith("Napoleonic Europe — Round")
            assert "to act" not in text.lower() and "@" not in text
            assert "Marengo" not in text and "Kutuzov" not in text
    assert "Battle of Italy: France may play a card" in RULES.status_text(RULES.observe(battle, None))
    assert "Winner: France — France holds Russia, Austria and Prussia" in RULES.status_text(
        RULES.observe(over.state, None)
    )


def test_hand_text_holds_only_the_seats_cards_without_a_heading_naming_it() -> None:
    """The service sends it as "Game #n in #channel, <seat>:" and the text, so the text starts with the hand."""
    state = game({"france": 5}, {"russia": 4}, hands={"France": ["austerlitz", "nile"], "Allies": ["kutuzov"]})
    for seat, mine, theirs in (
        ("France", ["Austerlitz", "Battle of the Nile"], "Kutuzov"),
        ("Allies", ["Kutuzov"], "Austerlitz"),
    ):
        hand = RULES.hand_text(state, seat)
        assert hand is not None and hand.startswith(f"Your hand ({len(mine)} of at most 7):")
        assert not hand.startswith(("France", "Allies", "Game", "#"))
        cards = hand.splitlines()[1:]
        assert [line.removeprefix("• ").split(":")[0] for line in cards] == mine
        assert theirs not in hand and "armies" not in hand and "deck" not in hand.lower()
    assert RULES.hand_text(state, "Prussia") is None
