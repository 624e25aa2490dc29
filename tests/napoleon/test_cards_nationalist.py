"""NAP-CARD-*, NAP-NAT-*: the designed battle deck and national resistance."""

from rules.core.names import fold
from rules.napoleon.actions import Done, StartBattle
from rules.napoleon.cards import CARDS, DECK
from rules.napoleon.countries import COUNTRIES, NAMES, OTTOMAN
from rules.napoleon.nationalist import HOMELANDS, NATIONS
from tests.napoleon.helpers import act, game


def test_nap_card_1_each_card_helps_one_side_in_one_enterable_country() -> None:
    assert len(DECK) == len(CARDS) == 39
    for card in DECK:
        assert card.side in ("France", "Allies")
        assert card.country in COUNTRIES and card.country not in (OTTOMAN, "england")
        assert 1 <= card.bonus <= 3
    assert len({c.name for c in DECK}) == len(DECK)
    assert not set(NAMES.values()) & {c.name for c in DECK}
    french = [c for c in DECK if c.side == "France"]
    assert len(french) == 18 and sum(c.bonus for c in french) == 33
    assert CARDS["blucher"].name == "Blücher" and CARDS["austerlitz"].bonus == 3


def test_nap_nat_1_french_garrisons_in_occupied_nations_suffer_uprisings() -> None:
    assert NATIONS == ("spain", "portugal", "prussia", "austria", "russia")
    state = game({"spain": 3, "portugal": 1, "prussia": 2, "italy": 2}, {"england": 2}, active="Allies")
    # uprising dice in table order: Spain 5 (loses one), Portugal 6 (loses its last), Prussia 4 (holds)
    step = act(state, "Allies", Done(), [5, 6, 4])
    assert step.state.count("France", "spain") == 2
    assert step.state.count("France", "portugal") == 0
    assert step.state.count("France", "prussia") == 2
    assert step.state.count("France", "italy") == 2
    assert [e.data["purpose"] for e in step.events if e.kind == "roll"][:3] == [
        "uprising in Spain (needs 5+)",
        "uprising in Portugal (needs 5+)",
        "uprising in Prussia (needs 5+)",
    ]
    # no uprisings at the end of a French turn
    state = game({"spain": 3}, {"england": 2})
    assert not [e for e in act(state, "France", Done()).events if e.kind == "roll"]


def test_nap_nat_2_defending_the_homeland() -> None:
    assert HOMELANDS == {"France": ("france",), "Allies": ("england", "russia", "austria", "prussia")}
    state = game({"prussia": 6}, {"russia": 2, "prussia": 3}, phase="attack")
    step = act(state, "France", StartBattle(country="prussia"), [1, 1, 1, 1, 1])
    defender = [e.data for e in step.events if e.kind == "roll"][1]
    assert defender["modifiers"] == [["armies", 3], ["defender", 1], ["homeland", 2]]


def test_nap_nat_1_the_uprisings_option_off_plays_without_them() -> None:
    state = game({"spain": 3, "portugal": 1}, {"england": 2}, active="Allies", options={"uprisings": "off"})
    step = act(state, "Allies", Done(), [6, 6])
    assert step.state.count("France", "spain") == 3 and step.state.count("France", "portugal") == 1
    assert not [e for e in step.events if e.kind in ("roll", "uprising")]


def test_nap_nat_2_the_home_defence_option_off_plays_the_sources_battle_total() -> None:
    state = game({"prussia": 6}, {"russia": 2, "prussia": 3}, phase="attack", options={"home_defence": "off"})
    step = act(state, "France", StartBattle(country="prussia"), [1, 1, 1, 1, 1])
    defender = [e.data for e in step.events if e.kind == "roll"][1]
    assert defender["modifiers"] == [["armies", 3], ["defender", 1]]


def test_nap_card_1_card_names_are_unambiguous_in_choice_lists() -> None:
    """A value must never contain " + " (a many-valued separator) nor ", " (how choices are listed)."""
    for card in DECK:
        assert ", " not in card.name and " + " not in card.name and "," not in card.name, card.name
    assert CARDS["eugene"].name == "Viceroy Eugène" and CARDS["murat"].name == "King Joachim Murat"
    assert len({fold(c.name) for c in DECK}) == len(DECK)
