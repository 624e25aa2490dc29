"""NAP-MAP-*: the countries, their borders, the Ottoman Empire and England's sea lanes."""

import pytest

from rules.core.errors import IllegalAction
from rules.napoleon.actions import MoveArmies
from rules.napoleon.countries import COUNTRIES, NAMES, neighbours
from tests.napoleon.helpers import RULES, act, game


def test_nap_map_1_countries_and_names() -> None:
    assert COUNTRIES == [
        "france", "england", "russia", "austria", "prussia", "holland", "sweden", "denmark", "spain",
        "portugal", "rhineland", "italy", "naples", "switzerland", "warsaw", "egypt", "ottoman",
    ]  # fmt: skip
    assert NAMES["ottoman"] == "Ottoman Empire"
    assert NAMES["rhineland"] == "Rhineland" and len(set(NAMES.values())) == 17


def test_nap_map_2_printed_links_are_two_way() -> None:
    for a in COUNTRIES:
        for b in neighbours(a):
            assert a in neighbours(b)
    # links the source prints on one side only
    assert "italy" in neighbours("france") and "france" in neighbours("italy")
    assert "denmark" in neighbours("sweden") and "sweden" in neighbours("denmark")
    assert "ottoman" in neighbours("austria") and "austria" in neighbours("ottoman")
    assert "austria" in neighbours("italy") and "italy" in neighbours("austria")
    assert set(neighbours("portugal")) == {"spain", "england"}
    assert set(neighbours("warsaw")) == {"prussia", "russia", "austria"}


def test_nap_map_3_the_ottoman_empire_may_not_be_entered() -> None:
    state = game({"egypt": 3}, {"russia": 5})
    moves = [a for a in RULES.legal_actions(state, "France") if isinstance(a, MoveArmies)]
    assert moves and all(m.destination != "ottoman" for m in moves)
    with pytest.raises(IllegalAction, match="NAP-MAP-3"):
        act(state, "France", MoveArmies(origin="egypt", destination="ottoman", armies=1))


def test_nap_map_4_england_reaches_every_coast_but_not_warsaw_or_switzerland() -> None:
    sea = set(neighbours("england"))
    assert sea == set(COUNTRIES) - {"england", "warsaw", "switzerland"}
    state = game({"france": 5}, {"england": 4}, active="Allies")
    targets = {a.destination for a in RULES.legal_actions(state, "Allies") if isinstance(a, MoveArmies)}
    assert targets == sea - {"ottoman"}
    with pytest.raises(IllegalAction, match="NAP-MAP-4"):
        act(state, "Allies", MoveArmies(origin="england", destination="warsaw", armies=1))
