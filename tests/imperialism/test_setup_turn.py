"""Set-up, the turn sequence and the seats (IMP-SET-*, IMP-TURN-*, IMP-SEAT-1)."""

import pytest

from rules.core.dice import Dice
from rules.core.errors import IllegalAction
from rules.core.seats import parse_options
from rules.imperialism.actions import Build, Claim, Done, Place, Purchase
from rules.imperialism.state import ImpState
from rules.imperialism.tables import SETUP_DP, SETUP_PP, SETUP_REGIONS, UNIT
from tests.imperialism.helpers import R, act


def _new(players: int, seed: int = 1) -> ImpState:
    state = R.new_game(parse_options(R.option_specs, {"players": str(players)}), Dice(seed, 0))
    assert isinstance(state, ImpState)
    return state


def _draft_all(state: ImpState) -> ImpState:
    while state.stack[-1].step == "draft":
        seat = R.to_act(state)[0]
        claim = R.legal_actions(state, seat)[0]
        state = act(state, seat, claim).state
    return state


def test_IMP_SEAT_1_two_to_six_players_with_distinct_colour_seats() -> None:
    for players in range(2, 7):
        specs = R.seat_specs(parse_options(R.option_specs, {"players": str(players)}))
        assert len(specs) == players and len({s.colour for s in specs}) == players
    with pytest.raises(IllegalAction):
        parse_options(R.option_specs, {"players": "7"})


def test_IMP_SET_1_setup_order_is_drawn_at_random() -> None:
    orders = {tuple(_new(3, seed).order) for seed in range(12)}
    assert len(orders) > 1
    assert all(sorted(o) == sorted(("Red", "Blue", "Green")) for o in orders)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_IMP_SET_2_draft_gives_each_player_the_table_regions_with_one_infantry(players: int) -> None:
    state = _draft_all(_new(players))
    for seat in state.seats:
        regions = state.regions_of(seat)
        assert len(regions) == SETUP_REGIONS[players]
        assert all([u.kind for u in state.units_in(r, seat)] == ["infantry"] for r in regions)


def test_IMP_SET_2_draft_alternates_in_setup_order_and_refuses_a_taken_region() -> None:
    state = _new(3)
    first, second = state.order[0], state.order[1]
    claim = R.legal_actions(state, first)[0]
    assert isinstance(claim, Claim)
    state = act(state, first, claim).state
    assert R.to_act(state) == [second]
    with pytest.raises(IllegalAction, match="already"):
        act(state, second, claim)


def test_IMP_SET_3_starting_pp_and_dp_from_the_game_setup_table() -> None:
    state = _draft_all(_new(2))
    assert state.pp == dict.fromkeys(state.seats, SETUP_PP)
    assert state.dp == dict.fromkeys(state.seats, SETUP_DP)


def test_IMP_SET_4_starting_purchases_ignore_unit_limits_but_not_building_limits() -> None:
    state = _draft_all(_new(2))
    seat = state.order[0]
    region = state.regions_of(seat)[0]
    for _ in range(5):
        state = act(state, seat, Purchase(unit="cavalry")).state
    assert state.unplaced[seat] == ["cavalry"] * 5 and state.pp[seat] == SETUP_PP - 5 * UNIT["cavalry"].cost
    with pytest.raises(IllegalAction, match="school"):
        act(state, seat, Build(item="school", region=region))
    state = act(state, seat, Build(item="city", region=region)).state
    with pytest.raises(IllegalAction, match="only one of city"):
        act(state, seat, Build(item="factory", region=region))


def test_IMP_SET_6_starting_regions_have_dot_chits_and_no_natives() -> None:
    state = _draft_all(_new(2))
    for region in state.control:
        assert state.chits[region].value == 0 and region not in state.natives


def test_IMP_TURN_1_round_one_moves_in_setup_order_after_purchases() -> None:
    state = _draft_all(_new(3))
    setup_order = list(state.order)
    for seat in setup_order:
        state = act(state, seat, Done()).state
    assert state.stack[-1].step == "move" and state.active == setup_order[0] and state.round == 1


def test_IMP_SET_5_units_bought_first_then_placed_in_turns_one_at_a_time() -> None:
    state = _draft_all(_new(2))
    first, second = state.order
    for _ in range(2):
        state = act(state, first, Purchase(unit="infantry")).state
    with pytest.raises(IllegalAction, match="/purchase"):
        act(state, first, Build(item="infantry", region=state.regions_of(first)[0]))
    state = act(state, first, Done()).state
    state = act(state, second, Purchase(unit="explorer")).state
    state = act(state, second, Done()).state
    assert state.stack[-1].step == "setup_place" and R.to_act(state) == [first]
    assert "Still to place: 2 infantry." in (R.forces_text(R.observe(state, first), first) or "")
    prompt = R.situation(state).prompts[first]
    assert "Yours to place: infantry ×2" in prompt.text and prompt.owed == "2 units"
    mine, theirs = state.regions_of(first)[1], state.regions_of(second)[0]
    with pytest.raises(IllegalAction, match="regions you hold"):
        act(state, first, Place(unit="infantry", region=theirs))
    with pytest.raises(IllegalAction, match="no such unit"):
        act(state, first, Place(unit="cavalry", region=mine))
    state = act(state, first, Place(unit="infantry", region=mine)).state
    assert R.to_act(state) == [second]
    state = act(state, second, Place(unit="explorer", region=theirs)).state
    assert R.to_act(state) == [first]
    state = act(state, first, Place(unit="infantry", region=mine)).state
    assert [u.kind for u in state.units_in(mine, first)] == ["infantry"] * 3
    assert state.stack[-1].step == "move" and state.active == first and not state.unplaced


def test_IMP_SET_5_one_kind_and_one_region_is_placed_without_a_question() -> None:
    state = _draft_all(_new(2))
    first, second = state.order
    for seat in (first, second):
        state.control = {r: s for r, s in state.control.items() if s != seat or r == state.regions_of(seat)[0]}
    state = act(state, first, Purchase(unit="infantry")).state
    state = act(state, first, Purchase(unit="infantry")).state
    state = act(state, first, Done()).state
    after = act(state, second, Done())
    home = after.state.regions_of(first)[0]
    assert [u.kind for u in after.state.units_in(home, first)] == ["infantry"] * 3
    assert after.state.stack[-1].step == "move" and f"{first} place infantry in" in "\n".join(
        e.text for e in after.events)
