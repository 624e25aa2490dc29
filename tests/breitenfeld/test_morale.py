"""BF-DEM-1..6: the three armies' demoralization levels, how they change, and what demoralization does."""

from rules.breitenfeld.actions import Attack, Done, Move
from rules.breitenfeld.morale import level, losses
from rules.breitenfeld.movement import allowance, moves
from rules.breitenfeld.state import BreitenfeldState, Piece
from tests.breitenfeld.build import act, new, piece, position
from tests.breitenfeld.test_disruption import _recover


def _gone(state: BreitenfeldState, *ids: str) -> None:
    """Put these counters into the state as eliminated."""
    state.pieces += [Piece(id=i, hex=None, eliminated=True) for i in ids]


def test_BF_DEM_1_levels_are_infantry_strength_points_lost() -> None:
    state = new()
    assert [level(state, a) for a in ("imperialist", "swedish", "saxon")] == [45, 75, 4]
    state = position("combat", "allied", {"sb1": "1111", "sb2": "1112", "xf1": "0502", "it4": "1211"})
    _gone(state, "lt1", "lt2", "lt3", "lt4", "lt5", "lt6", "lt7")
    assert losses(state, "imperialist") == 42
    done = act(act(state, "allied", Attack(targets=("it4",), attackers=("sb1", "sb2"))).state, "allied", Done(), (1,))
    assert losses(done.state, "imperialist") == 47 and done.state.demoralized == {"imperialist": 6}
    assert any(e.kind == "morale" and "Imperialist army is demoralized" in e.text for e in done.events)


def test_BF_DEM_2_the_imperialist_level_rises_after_allied_turns_9_and_15() -> None:
    state = new()
    for turn, expected in ((9, 45), (10, 55), (15, 55), (16, 65)):
        state.turn = turn
        assert level(state, "imperialist") == expected


def test_BF_DEM_3_five_more_from_the_turn_after_the_saxons_break() -> None:
    state = new()
    state.turn, state.demoralized = 5, {"saxon": 5}
    assert level(state, "imperialist") == 45
    state.turn = 6
    assert level(state, "imperialist") == 50
    state.turn = 12
    assert level(state, "imperialist") == 60


def test_BF_DEM_4_the_saxon_level_rises_to_12_after_imperialist_turn_7() -> None:
    state = new()
    state.turn, state.active = 7, "imperialist"
    assert level(state, "saxon") == 4
    state.active = "allied"
    assert level(state, "saxon") == 12


def test_BF_DEM_5_a_demoralized_army_never_recovers_and_moves_4_hexes_whatever_the_ground() -> None:
    state = position("artillery", "allied", {"sb1": "0911", "sb2": "1718", "lt1": "1520"}, sb1={"disrupted": True})
    state.demoralized["swedish"] = 5
    assert piece(_recover(state, (6,)), "sb1").disrupted
    move = position("movement", "allied", {"sb2": "1718", "lt1": "0502"})
    move.demoralized["swedish"] = 5
    assert allowance(move, piece(move, "sb2"))[0] == 4
    assert max(moves(move, piece(move, "sb2")).ends.values()) == 4, "woods cost one hex like the rest"


def test_BF_DEM_6_from_the_next_turn_saxons_in_an_enemy_zone_are_eliminated() -> None:
    for turn, falls in ((4, False), (5, True)):
        state = position("movement", "imperialist", {"xf1": "1111", "lt1": "1311", "sb1": "0502"}, turn=turn)
        state.demoralized["saxon"] = 4
        moved = act(state, "imperialist", Move(unit="lt1", to="1211")).state
        after = act(moved, "imperialist", Done()).state
        assert piece(after, "xf1").eliminated is falls
