"""NAP-MOVE-*: adjacent moves, once per turn, England's sea moves and who may never enter England."""

import pytest

from bot.service.errors import CommandError
from bot.service.matching import complete, match
from rules.core.errors import IllegalAction
from rules.napoleon.actions import Done, MoveArmies
from rules.napoleon.movement import amounts
from rules.napoleon.state import NapoleonState
from tests.napoleon.helpers import RULES, act, game, texts


def moves(state: NapoleonState, seat: str) -> list[MoveArmies]:
    return [a for a in RULES.legal_actions(state, seat) if isinstance(a, MoveArmies)]


def test_nap_move_1_only_to_adjacent_countries() -> None:
    state = game({"spain": 4}, {"russia": 3})
    assert {m.destination for m in moves(state, "France")} == {"france", "portugal"}
    with pytest.raises(IllegalAction, match="NAP-MOVE-1"):
        act(state, "France", MoveArmies(origin="spain", destination="italy", armies=1))
    with pytest.raises(IllegalAction, match="NAP-MOVE-1"):
        act(state, "France", MoveArmies(origin="naples", destination="italy", armies=1))


def test_nap_move_2_armies_may_enter_enemy_countries() -> None:
    state = game({"rhineland": 8}, {"prussia": 3})
    step = act(state, "France", MoveArmies(origin="rhineland", destination="prussia", armies=5))
    assert step.state.count("France", "prussia") == 5 and step.state.contested() == ["prussia"]


def test_nap_move_3_each_army_moves_once_a_turn() -> None:
    state = game({"france": 5, "rhineland": 2}, {"russia": 3})
    state = act(state, "France", MoveArmies(origin="france", destination="rhineland", armies=5)).state
    assert state.movable("rhineland") == 2
    assert max(m.armies for m in moves(state, "France") if m.origin == "rhineland") == 2
    with pytest.raises(IllegalAction, match="NAP-MOVE-3"):
        act(state, "France", MoveArmies(origin="rhineland", destination="holland", armies=3))
    state = act(state, "France", MoveArmies(origin="rhineland", destination="holland", armies=2)).state
    assert not [m for m in moves(state, "France") if m.origin in ("rhineland", "holland")]


def test_nap_move_3_the_allowance_returns_next_turn() -> None:
    state = game({"france": 5}, {"russia": 3})
    state = act(state, "France", MoveArmies(origin="france", destination="rhineland", armies=5)).state
    state = act(state, "France", Done()).state
    state = act(state, "Allies", Done()).state
    assert state.active == "France" and state.movable("rhineland") == 5 + 2  # with its reinforcements


def test_nap_move_4_england_sends_armies_to_any_coast() -> None:
    state = game({"egypt": 2}, {"england": 6}, active="Allies")
    step = act(state, "Allies", MoveArmies(origin="england", destination="egypt", armies=6))
    assert step.state.count("Allies", "egypt") == 6


def test_nap_move_5_france_never_moves_into_england() -> None:
    state = game({"holland": 5}, {"russia": 3})
    assert all(m.destination != "england" for m in moves(state, "France"))
    with pytest.raises(IllegalAction, match="NAP-MOVE-5"):
        act(state, "France", MoveArmies(origin="holland", destination="england", armies=1))


def test_nap_move_6_allied_armies_never_return_to_england() -> None:
    state = game({"france": 5}, {"portugal": 4}, active="Allies")
    assert all(m.destination != "england" for m in moves(state, "Allies"))
    with pytest.raises(IllegalAction, match="NAP-MOVE-6"):
        act(state, "Allies", MoveArmies(origin="portugal", destination="england", armies=1))


def test_nap_move_7_offered_amounts_and_any_number_by_repeating() -> None:
    assert amounts(1) == [1]
    assert amounts(4) == [1, 2, 3, 4]
    assert amounts(17) == [1, 2, 3, 5, 10, 16, 17]
    state = game({"france": 17}, {"russia": 3})
    with pytest.raises(IllegalAction, match="NAP-MOVE-7"):
        act(state, "France", MoveArmies(origin="france", destination="spain", armies=7))
    state = act(state, "France", MoveArmies(origin="france", destination="spain", armies=5)).state
    state = act(state, "France", MoveArmies(origin="france", destination="spain", armies=2)).state
    assert state.count("France", "spain") == 7
    assert len(RULES.legal_actions(game({"france": 80}, {"england": 80}, active="Allies"), "Allies")) < 200


def test_nap_move_7_all_and_all_but_one_are_offered_as_words_too() -> None:
    state = game({"france": 17, "spain": 1}, {"russia": 3})
    offered = [
        m.options()["armies"] for m in moves(state, "France") if (m.origin, m.destination) == ("france", "italy")
    ]
    assert offered == ["1", "2", "3", "5", "10", "16", "17", "all but one", "all"]
    assert [m.options()["armies"] for m in moves(state, "France") if m.origin == "spain"][-2:] == ["all", "all"]
    step = act(state, "France", MoveArmies(origin="france", destination="italy", armies=17, amount="all"))
    assert step.state.count("France", "italy") == 17 and "France moves 17 armies from France to Italy." in texts(step)
    state = act(state, "France", MoveArmies(origin="france", destination="italy", armies=5)).state
    all_but_one = MoveArmies(origin="france", destination="spain", armies=11, amount="all but one")
    assert all_but_one in RULES.legal_actions(state, "France")
    assert act(state, "France", all_but_one).state.count("France", "spain") == 1 + 11
    with pytest.raises(IllegalAction, match="stands for 12 armies in France now.*NAP-MOVE-7"):
        act(state, "France", MoveArmies(origin="france", destination="spain", armies=10, amount="all"))
    with pytest.raises(IllegalAction, match="armies:7: move 1, 2, 3, 5, 10, 11, 12 armies at a time, or all but one"):
        act(state, "France", MoveArmies(origin="france", destination="spain", armies=7))
    assert MoveArmies(origin="france", destination="spain", armies=12, amount="all").label() == (
        "/move from:France to:Spain armies:all"
    )


@pytest.mark.parametrize("stack", [1, 2, 3, 4, 11, 17, 80])
def test_nap_move_7_every_amount_autocomplete_shows_is_accepted_when_typed(stack: int) -> None:
    """The service completes and matches option values from the legal actions: each value it shows, typed in any
    case, selects the one legal move of that many armies."""
    state = game({"france": stack, "spain": 2}, {"russia": 3})
    legal = [("France", a) for a in RULES.legal_actions(state, "France")]
    for origin, destination, armies in (("France", "Italy", stack), ("Spain", "Portugal", 2)):
        where = {"from": origin, "to": destination}
        shown = [c.value for c in complete(legal, "move", where, "armies", "")]
        assert ("all" in shown) and (("all but one" in shown) == (armies > 1))
        words = {"all": armies, "all but one": armies - 1} if armies > 1 else {"all": armies}
        numbers = words | {v: int(v) for v in shown if v.isdigit()}
        assert set(shown) == set(numbers)
        for value in shown:
            for typed in (value, value.upper(), f" {value.title()} "):
                seat, action = match(
                    legal, "move", {"from": origin.lower(), "to": destination.upper(), "armies": typed}
                )
                assert isinstance(action, MoveArmies) and action.armies == numbers[value]
                moved = act(state, seat, action).state
                assert moved.count("France", destination.lower()) == action.armies
    with pytest.raises(CommandError, match=r"`armies:none` is not allowed.*Possible values: 1, .*all\."):
        match(legal, "move", {"from": "France", "to": "Italy", "armies": "none"})
