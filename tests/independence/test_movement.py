"""The Move phase (WE-MOVE-*, WOI-MOVE-*, WOI-CARD-1 and the movement rulings)."""

import pytest

from rules.core.errors import IllegalAction
from rules.independence.actions import Done, Move, Play
from rules.independence.movement import groups, reach
from rules.independence.territories import TERRITORY_BY_ID, WOI_MAP
from tests.independence.helpers import RULES, A, B, act, at, blank, give, keys_at, put


def moving(*units: str, where: str = "boston", side: str = B, card: str = "strategic_move"):  # type: ignore[no-untyped-def]
    state = blank(control={where: side})
    put(state, where, *units)
    put(state, "savannah", "washington" if side == B else "howe")
    give(state, side, card)
    at(state, "move", "cards", side)
    act(state, side, Play(card=card))
    return state


def dests(state, origin: str, group: str = "all", side: str = B) -> set[str]:  # type: ignore[no-untyped-def]
    return {
        a.destination
        for a in RULES.legal_actions(state, side)
        if isinstance(a, Move) and a.origin == origin and a.group == group
    }


def test_we_move_1_a_move_card_moves_that_many_stacks() -> None:
    state = blank(control={"boston": B})
    put(state, "boston", "howe")
    put(state, "quebec", "carleton")
    put(state, "savannah", "washington")
    give(state, B, "tactical_move")
    at(state, "move", "cards", B)
    act(state, B, Play(card="tactical_move"))
    assert state.step == "moving" and state.moves_left == 1
    act(state, B, Move(origin="boston", destination="worcester"))
    assert state.step == "cards" and keys_at(state, "worcester", B) == ["howe"]


def test_woi_card_1_operational_moves_two_stacks_strategic_three() -> None:
    state = moving("howe", card="operational_move")
    assert state.moves_left == 2
    assert moving("howe").moves_left == 3


def test_woi_card_1_night_march_moves_one_stack() -> None:
    assert moving("howe", card="night_march").moves_left == 1


def test_we_move_2_fast_units_move_up_to_three() -> None:
    state = moving("howe", "iroquois")
    far = dests(state, "boston")
    assert far == set(WOI_MAP.reachable("boston", 3)) - {"savannah"}
    assert 3 in WOI_MAP.reachable("boston", 3).values()


def test_we_move_3_medium_units_move_up_to_two() -> None:
    state = moving("howe", "regulars")
    assert dests(state, "boston") == set(WOI_MAP.reachable("boston", 2))
    assert max(reach(state, "boston", B, ["howe.1", "regulars.1"]).values()) == 2


def test_we_move_4_slow_units_move_one() -> None:
    from rules.independence.units import SPEED_STEPS

    assert SPEED_STEPS["S"] == 1


def test_we_move_5_into_but_not_through_enemy_stacks() -> None:
    state = moving("howe", "iroquois")
    for neighbour in WOI_MAP.neighbours("boston"):
        put(state, neighbour, "militia")
    assert dests(state, "boston") == set(WOI_MAP.neighbours("boston"))


def test_we_move_6_fortifications_never_move() -> None:
    state = moving("howe", "br_forts")
    act(state, B, Move(origin="boston", destination="worcester"))
    assert keys_at(state, "boston", B) == ["br_forts"] and keys_at(state, "worcester", B) == ["howe"]


def test_woi_move_1_ships_only_enter_coastal_territories() -> None:
    state = moving("british_fleet")
    coastal = set(WOI_MAP.reachable("boston", 3, can_enter=lambda t: TERRITORY_BY_ID[t].coastal))
    assert dests(state, "boston", "ships") == coastal - {"savannah"} and "portsmouth" in coastal
    assert all(TERRITORY_BY_ID[t].coastal for t in dests(state, "boston", "ships"))
    assert "worcester" not in dests(state, "boston", "ships")


def test_woi_move_2_stacks_without_a_leader_cannot_move_except_ships() -> None:
    state = moving("regulars", "british_fleet")
    names = set(groups(state, "boston", B))
    assert names == {"ships"}
    with pytest.raises(IllegalAction):
        act(state, B, Move(origin="boston", destination="worcester"))


def test_woi_r_34_a_stack_with_ships_moves_along_the_coast() -> None:
    state = moving("howe", "british_fleet")
    assert "worcester" not in dests(state, "boston")
    assert "providence" in dests(state, "boston")


def test_woi_r_5_groups_fast_units_a_lone_leader_or_a_leader_with_half() -> None:
    state = moving("howe", "clinton", "regulars", "redcoats", "tories", "iroquois")
    found = groups(state, "boston", B)
    assert set(found) == {"all", "fast", "howe", "clinton", "half:howe", "half:clinton"}
    assert len(found["half:clinton"]) == 3
    act(state, B, Move(origin="boston", destination="worcester", group="half:clinton"))
    assert keys_at(state, "worcester", B)[0] == "clinton" and len(keys_at(state, "boston", B)) == 3
    assert Move(origin="boston", destination="worcester", group="half:clinton").options()["units"] == (
        "General Sir Henry Clinton with half"
    )


def test_woi_r_7_a_unit_moves_once_per_move_phase() -> None:
    state = moving("howe")
    act(state, B, Move(origin="boston", destination="worcester"))
    assert not [a for a in RULES.legal_actions(state, B) if isinstance(a, Move) and a.origin == "worcester"]


def test_woi_r_28_moving_units_go_under_the_stack_already_there() -> None:
    state = moving("howe", "regulars")
    put(state, "worcester", "tories")
    state.control["worcester"] = B
    act(state, B, Move(origin="boston", destination="worcester"))
    assert keys_at(state, "worcester", B) == ["tories", "howe", "regulars"]


def test_we_move_1_done_ends_the_card_early_and_then_the_phase() -> None:
    state = moving("howe")
    act(state, B, Done())
    assert state.step == "cards" and state.moves_left == 0
    act(state, B, Done())
    assert state.phase != "move"


def test_we_move_7_the_opponent_sees_only_the_top_unit() -> None:
    state = moving("howe", "regulars", "tories")
    public = RULES.view(state, None)["stacks"]["boston"]
    theirs = RULES.view(state, A)["stacks"]["boston"]
    mine = RULES.view(state, B)["stacks"]["boston"]
    assert (
        public
        == theirs
        == [{"side": B, "count": 3, "top": "General Sir William Howe", "units": None, "force": None, "leader": True}]
    )
    assert mine[0]["units"] == ["General Sir William Howe", "British Regulars", "Tories"]
    board = RULES.board_view(state, A).areas["boston"].stacks[0]
    assert board.units is None and board.count == 3 and board.top == "General Sir William Howe"


def test_woi_r_5_a_set_of_units_is_offered_once() -> None:
    state = moving("howe", "regulars", "tories")
    found = groups(state, "boston", B)
    assert "fast" not in found, "the only fast unit is Howe: 'Fast units' would repeat his moves"
    assert set(found) == {"all", "howe"}
    legal = RULES.legal_actions(state, B)
    assert len(legal) == len(set(legal))
    assert len({(m.origin, m.destination, frozenset(found[m.group])) for m in legal if isinstance(m, Move)}) == (
        len(legal) - 1
    )
