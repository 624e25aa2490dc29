"""Revenue, Recruit, Upkeep and Control (WE-REV-1, WE-RECRUIT-*, WE-UPKEEP-1, WE-CONTROL-*)."""

import json

import pytest

from rules.core.errors import IllegalAction
from rules.independence.actions import Done, Lose, Recruit
from rules.independence.state import WoiState
from rules.independence.units import unit_type
from tests.independence.helpers import RULES, A, B, act, at, blank, frame_data, keys_at, phase_of, put, seen, step_of

FIVE = ["tories.1", "tories.2", "royalists.1", "regulars.1", "hessians.1"]


def recruiting(treasury: int, pile: list[str] | None = None, faces: tuple[int, ...] = ()) -> WoiState:
    """British at the end of their Move phase with a given pile and treasury, run into the Recruit phase."""
    state = blank(control={"boston": B, "quebec": B, "albany": B, "worcester": A})
    put(state, "boston", "howe")
    put(state, "worcester", "washington")
    put(state, "albany", "militia")
    rest = [c for c in state.piles[B] if c not in (pile or FIVE)]
    state.piles[B] = list(pile or FIVE)
    state.set_aside[B].extend(rest)
    state.treasury[B] = treasury
    at(state, "move", B)
    act(state, B, Done(), faces=faces)
    return state


def test_we_rev_1_revenue_for_every_controlled_territory() -> None:
    state = recruiting(0)
    assert state.treasury[B] == 2 + 2 + 1


def test_we_recruit_1_draw_five_random_units_seen_only_by_their_owner() -> None:
    state = blank(control={"boston": B})
    put(state, "boston", "howe")
    put(state, "worcester", "washington")
    at(state, "move", B)
    ctx = act(state, B, Done())
    assert step_of(state) == "recruit" and len(state.drawn) == 5
    private = [e for e in ctx.events if e.visible_to == [B]]
    assert private[0].data["units"] == state.drawn
    public = json.dumps([e.model_dump() for e in ctx.events if e.public] + [seen(state, None)])
    assert all(c not in public for c in state.drawn)
    assert "drawn" not in seen(state, A) and seen(state, B)["drawn"]


def test_we_recruit_2_a_unit_costs_its_force() -> None:
    state = recruiting(1)
    act(state, B, Recruit(unit="regulars", territory="boston"))
    assert state.treasury[B] == 6 - 4 and keys_at(state, "boston", B) == ["howe", "regulars"]
    with pytest.raises(IllegalAction):
        act(state, B, Recruit(unit="hessians", territory="boston"))


def test_we_recruit_3_buying_every_drawn_unit_draws_1d6_more() -> None:
    state = recruiting(40, pile=[*FIVE, "tories.3", "tories.4", "redcoats.1", "redcoats.2"], faces=(4,))
    for _ in range(4):
        act(state, B, Recruit(unit=unit_type(state.drawn[0]).key, territory="boston"))
    assert state.bonus_drawn is False
    ctx = act(state, B, Recruit(unit=unit_type(state.drawn[0]).key, territory="quebec"), faces=(3,))
    rolls = [e for e in ctx.events if e.kind == "roll"]
    assert rolls and rolls[0].data["dice"] == [3] and rolls[0].public
    assert state.bonus_drawn and len(state.drawn) == 3
    assert "British draw 3 units for more recruits." in [e.text for e in ctx.events]


def test_woi_text_4_an_empty_pile_rolls_and_draws_nothing_and_says_nothing() -> None:
    state = recruiting(20)
    for key in ("tories", "tories", "royalists", "regulars"):
        act(state, B, Recruit(unit=key, territory="boston"))
    ctx = act(state, B, Recruit(unit="hessians", territory="quebec"), faces=(3,))
    assert not [e for e in ctx.events if e.kind in ("roll", "units_drawn")]
    assert state.drawn == [] and phase_of(state) != "Recruit"


def test_woi_r_26_the_extra_draw_comes_once_per_phase() -> None:
    pile = FIVE + ["tories.3", "tories.4", "redcoats.1"]
    state = recruiting(40, pile=pile)
    for _ in range(5):
        key = unit_type(state.drawn[0]).key
        act(state, B, Recruit(unit=key, territory="boston"), faces=(6,))
    assert state.bonus_drawn and len(state.drawn) == 3
    for _ in range(3):
        act(state, B, Recruit(unit=unit_type(state.drawn[0]).key, territory="boston"))
    assert phase_of(state) != "Recruit" and state.piles[B] == []


def test_we_recruit_4_unspent_revenue_is_saved() -> None:
    state = recruiting(3)
    act(state, B, Done())
    assert state.treasury[B] == 8


def test_we_recruit_5_unbought_units_go_back_to_the_pile() -> None:
    state = recruiting(0)
    act(state, B, Done())
    assert sorted(state.piles[B]) == sorted(FIVE) and state.drawn == []


def test_we_recruit_6_new_units_go_to_a_controlled_territory_without_enemies() -> None:
    state = recruiting(10)
    places = {a.territory for a in RULES.legal_actions(state, B) if isinstance(a, Recruit)}
    assert places == {"boston", "quebec"}
    with pytest.raises(IllegalAction):
        act(state, B, Recruit(unit="tories", territory="worcester"))


def test_we_upkeep_1_units_beyond_five_times_revenue_are_discarded() -> None:
    state = blank(control={"albany": B, "worcester": A})
    put(state, "albany", "howe", *["tories"] * 4, "royalists")
    put(state, "worcester", "washington")
    at(state, "move", B)
    act(state, B, Done())
    while phase_of(state) == "Recruit":
        act(state, B, Done())
    assert phase_of(state) == "Upkeep" and frame_data(state)["discards_left"] == 1 and RULES.to_act(state) == [B]
    act(state, B, Lose(unit="royalists", territory="albany"))
    assert state.active == A and "royalists.1" in state.piles[B]


def test_woi_r_27_the_owner_chooses_upkeep_discards_leaders_included() -> None:
    state = blank(control={"albany": B, "worcester": A})
    put(state, "albany", "howe", *["tories"] * 4, "royalists")
    put(state, "worcester", "washington")
    at(state, "upkeep", B, discards_left=1)
    assert Lose(unit="howe", territory="albany") in RULES.legal_actions(state, B)


def test_we_control_1_a_marker_on_every_territory_occupied() -> None:
    state = blank(control={"boston": B, "worcester": A})
    put(state, "boston", "howe")
    put(state, "albany", "tories")
    put(state, "worcester", "washington")
    state.piles[B] = []
    at(state, "move", B)
    act(state, B, Done())
    assert state.control["albany"] == B and state.active == A


def test_we_control_2_one_marker_per_space_the_occupier_replaces_it() -> None:
    state = blank(control={"boston": B, "worcester": A, "albany": A})
    put(state, "boston", "howe")
    put(state, "albany", "tories")
    put(state, "worcester", "washington")
    state.piles[B] = []
    at(state, "move", B)
    act(state, B, Done())
    assert state.control["albany"] == B and list(state.control).count("albany") == 1


def test_woi_r_12_winter_revenue_is_lost_not_banked() -> None:
    state = blank(control={"boston": B, "worcester": A})
    put(state, "boston", "howe")
    put(state, "worcester", "washington")
    at(state, "move", B, turn=3)
    ctx = act(state, B, Done())
    assert state.treasury[B] == 0 and any("winter" in e.text for e in ctx.events)


def test_woi_r_33_upkeep_counts_revenue_even_in_winter() -> None:
    state = blank(control={"albany": B, "worcester": A})
    put(state, "albany", "howe", *["tories"] * 4)
    put(state, "worcester", "washington")
    at(state, "move", B, turn=3)
    act(state, B, Done())
    assert state.active == A


def test_woi_r_32_recruits_are_placed_face_down_discards_are_shown() -> None:
    state = recruiting(10)
    ctx = act(state, B, Recruit(unit="regulars", territory="boston"))
    public = " ".join(e.text for e in ctx.events if e.public)
    private = " ".join(e.text for e in ctx.events if e.visible_to == [B])
    assert "Regulars" not in public and "a unit in Boston" in public and "British Regulars" in private
    at(state, "upkeep", B, discards_left=1)
    ctx = act(state, B, Lose(unit="regulars", territory="boston"))
    assert any("British Regulars" in e.text for e in ctx.events if e.public) and ctx.hidden_revealed
