"""Contract v2, what is specific to Napoleonic Europe: options, prompts with what is owed, the phase marker,
the staged /move, refusals that name the option and the rule, observe, topics, /hand and /forces."""

import pytest

from rules.core.catalogue import Verb
from rules.core.dice import Dice
from rules.core.errors import IllegalAction
from rules.napoleon.actions import DiscardCard, Done, MoveArmies, PlayCard, RetreatTo, StartBattle
from rules.napoleon.cards import DECK
from rules.napoleon.countries import NAMES
from rules.napoleon.redaction import HIDDEN
from tests.napoleon.helpers import RULES, act, game


def test_options_are_typed_with_the_designed_rules_on_by_default() -> None:
    specs = {s.name: s for s in RULES.option_specs}
    assert set(specs) == {"rounds", "home_defence", "uprisings"}
    assert (specs["rounds"].minimum, specs["rounds"].maximum, specs["rounds"].default) == (1, 40, "10")
    state = RULES.new_game({"home_defence": "off"}, Dice(3, 0))
    assert state.options == {"rounds": "10", "home_defence": "off", "uprisings": "on"}
    assert not state.option_on("home_defence") and state.option_on("uprisings")


def test_every_action_option_is_a_slot_of_its_verb_in_order() -> None:
    verbs: dict[str, Verb] = {v.name: v for v in RULES.verbs}
    for action in (
        MoveArmies(origin="france", destination="spain", armies=2),
        StartBattle(country="italy"),
        PlayCard(card="marengo"),
        DiscardCard(card="nile"),
        RetreatTo(destination="spain"),
        Done(),
    ):
        assert list(action.options()) == [s.name for s in verbs[action.command()].slots]
    assert [s.name for s in verbs["move"].slots] == ["from", "to", "armies"]


def test_prompts_say_what_is_owed() -> None:
    hand = ["austerlitz", "wagram", "jena", "marengo", "ulm", "levee", "guard", "kutuzov", "nile"]
    discard = game({"france": 5}, {"russia": 5}, phase="discard", hands={"France": hand, "Allies": []})
    prompt = RULES.situation(discard).prompt("France")
    assert prompt is not None and prompt.owed == "discard 2, down to 7" and prompt.rule == "NAP-DRAW-2"
    assert prompt.pass_verb is None
    moving = game({"france": 5, "spain": 2}, {"russia": 5})
    moving = act(moving, "France", MoveArmies(origin="france", destination="italy", armies=3)).state
    prompt = RULES.situation(moving).prompt("France")
    assert prompt is not None and prompt.owed == "4 unmoved armies in 2 countries"
    assert prompt.pass_verb == "done" and prompt.irreversible and "ends your turn" in prompt.text
    attack = game({"italy": 5, "holland": 3}, {"italy": 2, "holland": 1, "russia": 5})
    prompt = RULES.situation(attack).prompt("France")
    assert prompt is not None and not prompt.irreversible and "starts the battles" in prompt.text
    attack = act(attack, "France", Done()).state
    prompt = RULES.situation(attack).prompt("France")
    assert prompt is not None and prompt.owed == "battles in Holland, Italy" and prompt.pass_verb is None


def test_the_marker_changes_with_the_phase_only() -> None:
    state = game({"france": 5, "italy": 3}, {"italy": 1, "russia": 5}, hands={"France": ["marengo"], "Allies": []})
    before = RULES.situation(state).marker
    moved = act(state, "France", MoveArmies(origin="france", destination="spain", armies=1)).state
    assert RULES.situation(moved).marker == before == "r1:France:move"
    attack = act(moved, "France", Done()).state
    window = act(attack, "France", StartBattle(country="italy")).state
    assert RULES.situation(attack).marker == RULES.situation(window).marker == "r1:France:attack"
    assert RULES.situation(window).heading.endswith("Attack phase (battle cards)")


def test_move_is_staged_from_then_to_then_armies() -> None:
    state = game({"france": 12, "spain": 1}, {"russia": 5})
    everything = RULES.candidates(state, "France", "move", {})
    from_spain = RULES.candidates(state, "France", "move", {"from": "spain"})
    assert from_spain and {m.options()["from"] for m in from_spain} == {"Spain"} and len(from_spain) < len(everything)
    to_italy = RULES.candidates(state, "France", "move", {"from": "France", "to": "ITALY"})
    assert {m.options()["to"] for m in to_italy} == {"Italy"}
    assert [m.options()["armies"] for m in to_italy][-2:] == ["all but one", "all"]
    assert RULES.candidates(state, "France", "move", {"from": "France", "to": "Italy", "armies": "All"}) == [
        MoveArmies(origin="france", destination="italy", armies=12, amount="all")
    ]
    assert RULES.candidates(state, "France", "move", {"from": "Russia"}) == []
    assert RULES.candidates(state, "Allies", "move", {"from": "Russia"}) == []


@pytest.mark.parametrize(
    ("side", "origin", "destination", "message", "rule"),
    [
        ("France", "holland", "england", "to:England: no army may enter England", "NAP-MOVE-5"),
        ("Allies", "russia", "england", "to:England: no army may enter England", "NAP-MOVE-6"),
        ("Allies", "russia", "ottoman", "to:Ottoman Empire: the Ottoman Empire is closed", "NAP-MAP-3"),
        ("Allies", "england", "warsaw", "to:Warsaw: Warsaw is landlocked", "NAP-MAP-4"),
        ("France", "spain", "russia", "from:Spain: France has no armies there", "NAP-MOVE-1"),
    ],
)
def test_a_refused_move_names_the_option_the_rule_and_why(
    side: str, origin: str, destination: str, message: str, rule: str
) -> None:
    state = game({"holland": 4}, {"russia": 4, "england": 3}, active=side)
    with pytest.raises(IllegalAction) as refused:
        act(state, side, MoveArmies(origin=origin, destination=destination, armies=1))
    assert str(refused.value).startswith(message) and refused.value.rule == rule and refused.value.allowed


def test_a_refused_card_says_why() -> None:
    hands = {"France": ["marengo", "austerlitz", "kutuzov"], "Allies": []}
    state = act(
        game({"italy": 5}, {"italy": 5, "russia": 2}, phase="attack", hands=hands),
        "France",
        StartBattle(country="italy"),
    ).state
    with pytest.raises(IllegalAction, match="card:Kutuzov: it is the Allies' card.*NAP-ATTACK-5"):
        act(state, "France", PlayCard(card="kutuzov"))
    with pytest.raises(IllegalAction, match="card:Austerlitz: it counts only in battles in Austria"):
        act(state, "France", PlayCard(card="austerlitz"))
    with pytest.raises(IllegalAction, match="card:Waterloo: it is not in your hand"):
        act(state, "France", PlayCard(card="waterloo"))


def test_observe_hides_the_other_hand_and_the_piles_and_changes_nothing() -> None:
    state = game({"france": 5}, {"russia": 5}, hands={"France": ["marengo"], "Allies": ["kutuzov", "nile"]})
    before = state.model_dump_json()
    seen = RULES.observe(state, "France")
    assert seen.hands == {"France": ["marengo"], "Allies": [HIDDEN, HIDDEN]}
    assert set(seen.deck.draw_pile) == {HIDDEN} and len(seen.deck.draw_pile) == len(state.deck.draw_pile)
    public = RULES.observe(state, None)
    assert public.hands == {"France": [HIDDEN], "Allies": [HIDDEN, HIDDEN]}
    assert state.model_dump_json() == before
    assert RULES.choose_action(seen, "France", Dice(1, 1)) in RULES.legal_actions(state, "France")


def test_every_card_country_and_term_has_a_topic_with_its_numbers() -> None:
    topics = RULES.topics()
    for card in DECK:
        assert f"+{card.bonus} Force to {card.side} in battles in {NAMES[card.country]}" in topics.find(card.name).text
    assert topics.find("Eugene").title == "Viceroy Eugène" and topics.find("blucher").title == "Blücher"
    assert "gives 4 reinforcements" in topics.find("France").text
    assert "Force 1" in topics.find("army").text and "1D6" in topics.find("casualty table").text
    for term in ("Force", "Control", "Card window", "Homeland", "Reinforcement table", "Round", "Counters"):
        assert topics.find(term).text


def test_hand_and_forces_texts() -> None:
    state = game({"france": 5, "italy": 2}, {"italy": 1, "russia": 5}, hands={"France": ["eugene"], "Allies": []})
    state = act(state, "France", MoveArmies(origin="france", destination="spain", armies=2)).state
    seen = RULES.observe(state, "France")
    assert RULES.hand_text(seen, "France") == (
        "Your hand (1 of at most 7):\n• Viceroy Eugène: +1 Force to France in battles in Italy"
    )
    forces = RULES.forces_text(seen, "France")
    assert forces is not None and forces.splitlines()[:4] == [
        "Your armies (7 on the board, 73 of 80 counters free):",
        "• France: 3 armies (gives 4 a turn)",
        "• Spain: 2 armies (0 may still move; gives 1 a turn)",
        "• Italy: 2 armies (battle: 1 army of the enemy)",
    ]
    assert "Force 1" in forces
    assert RULES.forces_text(RULES.observe(state, "Allies"), "Allies") is not None


def test_the_retreat_prompt_names_the_choices() -> None:
    state = game({"italy": 9}, {"italy": 7, "austria": 1, "switzerland": 1}, phase="attack")
    state = act(state, "France", StartBattle(country="italy"), [6, 1, 1, 1, 1]).state
    prompt = RULES.situation(state).prompt("Allies")
    assert prompt is not None and prompt.rule == "NAP-ATTACK-9"
    assert prompt.text == "Retreat your 6 armies from Italy to Austria or Switzerland (/retreat to)."
