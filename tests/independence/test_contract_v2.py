"""What the engine contract v2 asks of this ruleset in particular: seats and verbs, staged moves, prompts that say
what is owed, refusals that say why, rules topics, the texts of one's own forces and hand, the prisoner exchange
and historical names."""

import pytest

from rules.core.contract import agrees
from rules.core.errors import IllegalAction
from rules.independence.actions import VERBS, Discard, Done, Lose, Move, Place, Play, Recruit, Retreat, Seal
from rules.independence.cards import CARD_TYPES
from rules.independence.economy import exchange_prisoners
from rules.independence.state import WoiState
from rules.independence.units import SIDE_COLOURS, UNIT_TYPE, UNIT_TYPES
from tests.contract.play import play
from tests.independence.helpers import RULES, A, B, act, at, blank, fresh, give, put, step_of


def moving(*keys: str, origin: str = "boston", card: str = "tactical_move") -> WoiState:
    state = blank(control={origin: B, "worcester": A})
    put(state, origin, *keys)
    put(state, "savannah", "washington")
    give(state, B, card)
    at(state, "move", B)
    act(state, B, Play(card=card))
    return state


def test_seats_come_with_their_colours() -> None:
    specs = RULES.seat_specs({})
    assert [(s.id, s.colour) for s in specs] == [(B, SIDE_COLOURS[B]), (A, SIDE_COLOURS[A])]
    assert all(s.playable for s in specs) and RULES.option_specs == []


def test_every_action_option_is_a_slot_of_its_verb_in_order() -> None:
    verbs = {v.name: [s.name for s in v.slots] for v in VERBS}
    samples = [Discard(card="surprise"), Done(), Play(card="surprise"), Move(origin="boston", destination="worcester"),
               Place(territory="boston"), Seal(cards=("surprise",)), Lose(unit="tories", territory="boston"),
               Retreat(destination="boston"), Recruit(unit="tories", territory="boston")]
    for action in samples:
        names = list(action.options())
        slots = verbs[action.command()]
        assert [n for n in slots if n in names] == names, action
    assert verbs["move"] == ["from", "units", "to"]
    assert next(s for v in VERBS if v.name == "battle" for s in v.slots if s.name == "cards").many


def test_we_move_1_a_staged_move_narrows_by_what_is_chosen() -> None:
    state = moving("howe", "regulars", "br_forts")
    put(state, "nova_scotia", "clinton", "tories")
    every = RULES.candidates(state, B, "move", {})
    assert {m.origin for m in every} == {"boston", "nova_scotia"}  # type: ignore[attr-defined]
    boston = RULES.candidates(state, B, "move", {"from": "Boston"})
    assert boston and all(m.origin == "boston" for m in boston)  # type: ignore[attr-defined]
    alone = RULES.candidates(state, B, "move", {"from": "boston", "units": "General Sir William Howe"})
    assert alone and all(m.group == "howe" for m in alone)  # type: ignore[attr-defined]
    one = RULES.candidates(state, B, "move", {"from": "Boston", "units": "All", "to": "Worcester"})
    assert one == [Move(origin="boston", destination="worcester", group="all")]
    assert all(agrees(m, {"from": "Boston"}) for m in boston) and len(every) > len(boston) > len(alone)


def test_we_move_6_moving_all_says_which_units_stay() -> None:
    state = moving("howe", "regulars", "br_forts")
    ctx = act(state, B, Move(origin="boston", destination="worcester", group="all"))
    public = [e.text for e in ctx.events if e.public and e.kind == "move"]
    assert public == ["British move 2 units from Boston to Worcester; 1 unit stays."]
    told = [e.text for e in ctx.events if e.visible_to == [B]]
    assert told == ["Staying in Boston: Fortifications (fortifications never move)."]


@pytest.mark.parametrize(("move", "rule", "why"), [
    (Move(origin="new_york_city", destination="westchester"), "WE-MOVE-1", "you have no stack in New York City"),
    (Move(origin="nova_scotia", destination="boston"), "WOI-MOVE-2",
     "no leader in Nova Scotia: land units move only with a leader"),
    (Move(origin="boston", destination="savannah"), "WE-MOVE-3", "Savannah is more than 2 spaces from Boston"),
    (Move(origin="boston", destination="boston", group="clinton"), "WOI-R-5", "General Sir Henry Clinton cannot leave"),
])
def test_woi_move_2_a_refused_move_says_why_with_its_rule(move: Move, rule: str, why: str) -> None:
    state = moving("howe", "regulars")
    put(state, "nova_scotia", "tories")
    before = state.model_dump()
    with pytest.raises(IllegalAction) as refused:
        act(state, B, move)
    assert refused.value.rule == rule and why in str(refused.value)
    assert state.model_dump() == before


def test_woi_move_1_a_fleet_is_refused_inland_with_the_rule() -> None:
    state = moving("british_fleet")
    with pytest.raises(IllegalAction) as refused:
        act(state, B, Move(origin="boston", destination="worcester", group="ships"))
    assert refused.value.rule == "WOI-MOVE-1" and "Worcester is inland" in str(refused.value)


def test_prompts_say_what_is_owed_and_what_cannot_be_undone() -> None:
    state = fresh(3)
    draw = RULES.situation(state).prompt(B)
    assert draw is not None and draw.pass_verb == "done" and draw.irreversible and draw.rule == "WE-DRAW-1"
    assert RULES.situation(state).prompt(A) is None
    state.hands[B] = state.deck.draw_pile[:7]
    del state.deck.draw_pile[:7]
    act(state, B, Done())
    excess = RULES.situation(state).prompt(B)
    assert step_of(state) == "excess" and excess is not None and "discard 5, down to 7" in excess.text
    assert excess.line().endswith("(5 discards left)")
    assert excess.pass_verb is None
    strategic = moving("howe", "regulars", card="strategic_move")
    moves = RULES.situation(strategic).prompt(B)
    assert moves is not None and moves.line().endswith("(3 stacks left)") and not moves.irreversible
    act(strategic, B, Move(origin="boston", destination="worcester"))
    assert RULES.situation(strategic).prompt(B).owed == "2 stacks"  # type: ignore[union-attr]


def test_we_battle_9_the_winners_prompt_counts_the_force_still_owed() -> None:
    state = blank(control={"worcester": A, "boston": B})
    put(state, "worcester", "continentals", "continentals")
    put(state, "worcester", "howe", "regulars", "tories", "tories")
    put(state, "savannah", "jefferson")
    at(state, "battles", B)
    act(state, B, RULES.legal_actions(state, B)[0])
    act(state, B, Seal(cards=()))
    act(state, A, Seal(cards=()))
    act(state, B, Lose(unit="continentals", territory="worcester"))
    prompt = RULES.situation(state).prompt(B)
    assert prompt is not None and "lose units worth 2 more force" in prompt.text and prompt.rule == "WE-BATTLE-9"
    assert prompt.line().endswith("(2 force left)")
    act(state, B, Lose(unit="tories", territory="worcester"))
    assert "lose units worth 1 more force" in RULES.situation(state).prompt(B).text  # type: ignore[union-attr]


def test_the_phase_marker_changes_only_with_the_phase() -> None:
    state = moving("howe", "regulars", card="operational_move")
    marker = RULES.situation(state).marker
    act(state, B, Move(origin="boston", destination="worcester"))
    assert RULES.situation(state).marker == marker
    act(state, B, Done())
    act(state, B, Done())
    assert RULES.situation(state).marker != marker


def test_every_card_unit_type_and_term_has_a_topic_with_its_numbers() -> None:
    topics = RULES.topics()
    for card in CARD_TYPES:
        assert card.name in RULES.rules_text(card.name)
    for unit in UNIT_TYPES:
        text = topics.find(unit.key).text
        assert f"force {unit.force}" in text and f"costs {unit.force}" in text
    assert "+12" in RULES.rules_text("surprise") and "three quarters" in RULES.rules_text("Counterattack")
    for term in ("Stack", "Leader", "Upkeep", "Foreign units", "Sealed battle cards"):
        assert topics.find(term).kind == "term"


def test_woi_r_35_names_as_history_spells_them_and_the_source_spelling_still_found() -> None:
    assert UNIT_TYPE["lincoln"].name == "General Benjamin Lincoln"
    assert UNIT_TYPE["greene"].name == "General Nathanael Greene"
    assert UNIT_TYPE["steuben"].name == "Baron von Steuben" and UNIT_TYPE["galvez"].name == "Don Bernardo de Gálvez"
    assert RULES.topics().find("General Lincoln Benjamin").key == "lincoln"
    assert RULES.topics().find("don bernardo de galvez").key == "galvez"


def test_forces_text_lists_your_units_by_place() -> None:
    state = blank(control={"boston": B, "worcester": A})
    put(state, "boston", "howe", "regulars")
    put(state, "worcester", "washington", "militia")
    text = RULES.forces_text(RULES.observe(state, B), B)
    assert text == ("Boston — force 8:\n• General Sir William Howe (leader, force 4, Fast, 1–3 spaces, costs 4)\n"
                    "• British Regulars (troops, force 4, Medium, 1–2 spaces, costs 4)")
    assert "Washington" not in text


def test_woi_r_37_each_year_one_captured_leader_a_side_is_exchanged() -> None:
    state = blank(control={"boston": B, "worcester": A})
    put(state, "boston", "howe", "regulars")
    put(state, "albany", "tories", "tories", "tories")
    put(state, "worcester", "militia")
    put(state, "providence", "continentals")
    state.set_aside[B] = ["clinton.1", "gage.1"]
    state.set_aside[A] = ["greene.1"]
    state.piles[B] = [c for c in state.piles[B] if c not in ("clinton.1", "gage.1")]
    state.piles[A].remove("greene.1")
    at(state, "upkeep", A, turn=3, discards_left=1)
    ctx = act(state, A, Lose(unit="militia", territory="worcester"))
    assert state.set_aside[B] == ["gage.1"] and "clinton.1" in state.board["albany"]
    assert state.set_aside[A] == [] and "greene.1" in state.board["providence"] and state.turn == 4
    assert "Prisoner exchange: General Sir Henry Clinton rejoins the British in Albany." in [e.text for e in ctx.events]
    exchange_prisoners(state, ctx)
    assert state.set_aside[B] == [] and "gage.1" in state.board["boston"] + state.board["albany"]


def test_woi_r_21_the_sealed_choice_is_found_whatever_order_the_cards_are_typed_in() -> None:
    state = blank(control={"worcester": A, "boston": B})
    put(state, "worcester", "continentals")
    put(state, "worcester", "howe", "regulars")
    put(state, "savannah", "jefferson")
    at(state, "battles", B)
    act(state, B, RULES.legal_actions(state, B)[0])
    give(state, B, "surprise", "outflank")
    found = RULES.candidates(state, B, "battle", {"cards": "surprise + OUTFLANK"})
    assert found == [Seal(cards=("outflank", "surprise"))]
    assert RULES.candidates(state, B, "battle", {"cards": "None"}) == [Seal(cards=())]


def test_we_recruit_1_a_staged_recruit_lists_what_filtering_every_recruit_would() -> None:
    """Recruit and Enlistments candidates are listed from the chosen names; they must be exactly the legal
    recruits that agree with them, in the same order, whatever is typed (case, accents, an unknown option)."""
    checked = 0
    for seed in (1, 2):
        for step in play(RULES, seed):
            state, seat = step.state, step.seat
            if seat is None or step_of(state) not in {"recruit", "enlist"}:
                continue
            legal = [a for a in RULES.legal_actions(state, seat) if isinstance(a, Recruit)]
            unit, territory = legal[0].options().values() if legal else ("Tories", "Boston")
            for chosen in ({}, {"unit": unit.upper()}, {"territory": territory.lower()},
                           {"unit": unit, "territory": territory}, {"unit": "Nobody"}, {"cards": "surprise"}):
                expected = [a for a in legal if agrees(a, chosen)] if "cards" not in chosen else []
                assert RULES.candidates(state, seat, "recruit", chosen) == expected, chosen
            checked += 1
    assert checked > 50
