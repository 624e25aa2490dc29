"""The optional set-ups (IMP-OPT-RANDOM, IMP-OPT-HIST): the random deal of starting regions, or the great powers'
historical holdings, that replace the draft."""

import pytest

from rules.core.dice import Dice
from rules.core.seats import parse_options
from rules.imperialism import places
from rules.imperialism.board import board_view
from rules.imperialism.historical import HOLDINGS
from rules.imperialism.seats import POWER_SEATS
from rules.imperialism.sequence import current
from rules.imperialism.state import ImpState
from rules.imperialism.tables import SETUP_PP, SETUP_REGIONS
from tests.imperialism.helpers import R
from tests.imperialism.test_properties import transitions


def game(seed: int, **options: str) -> ImpState:
    """A new game with these options."""
    state = R.new_game(parse_options(R.option_specs, options), Dice(seed, 0))
    assert isinstance(state, ImpState)
    return state


def connected(regions: list[str]) -> bool:
    """True when ``regions`` form one block over land borders."""
    reached, todo = {regions[0]}, [regions[0]]
    while todo:
        for other in places.land_neighbours(todo.pop()):
            if other in regions and other not in reached:
                reached.add(other)
                todo.append(other)
    return reached == set(regions)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_IMP_OPT_RANDOM_every_player_is_dealt_the_table_count_then_buys(players: int) -> None:
    state = game(players, players=str(players), setup="random")
    step = current(state)
    assert step is not None and step.name == "setup_buy" and state.stack[-1].seat == state.order[0]
    for seat in state.seats:
        held = state.regions_of(seat)
        assert len(held) == SETUP_REGIONS[players]
        assert all([u.kind for u in state.units_in(r, seat)] == ["infantry"] for r in held)
        assert all(state.chits[r].value == 0 and r not in state.natives for r in held)
        assert state.pp[seat] == SETUP_PP


def test_IMP_OPT_RANDOM_each_homeland_is_one_block() -> None:
    for seed in range(1, 6):
        state = game(seed, players="3", setup="random")
        assert all(connected(state.regions_of(seat)) for seat in state.seats)


def test_IMP_OPT_RANDOM_the_deal_is_random_and_replayable() -> None:
    deals = [game(seed, players="4", setup="random").control for seed in (1, 1, 2)]
    assert deals[0] == deals[1] and deals[0] != deals[2]


def test_IMP_OPT_RANDOM_off_by_default_the_draft_is_played() -> None:
    step = current(game(1, players="3"))
    assert step is not None and step.name == "draft"


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_IMP_OPT_HIST_the_powers_start_with_their_historical_holdings(players: int) -> None:
    state = game(players, players=str(players), setup="historical")
    assert state.seats == [i for i, _, _ in POWER_SEATS[:players]]
    step = current(state)
    assert step is not None and step.name == "setup_buy"
    for seat in state.seats:
        assert state.regions_of(seat) == sorted(HOLDINGS[seat][:SETUP_REGIONS[players]])
        assert all([u.kind for u in state.units_in(r, seat)] == ["infantry"] for r in state.regions_of(seat))
        assert state.pp[seat] == SETUP_PP


def test_IMP_OPT_HIST_holdings_are_real_regions_in_one_list_each_long_enough() -> None:
    listed = [r for regions in HOLDINGS.values() for r in regions]
    assert len(listed) == len(set(listed)) and set(listed) <= set(places.region_ids())
    for position, (power, _, _) in enumerate(POWER_SEATS):
        first_count = max(2, position + 1)  # the fewest players a power plays with
        assert len(HOLDINGS[power]) >= SETUP_REGIONS[first_count]


def test_IMP_OPT_HIST_seats_and_map_are_named_by_power() -> None:
    options = parse_options(R.option_specs, {"players": "6", "setup": "historical"})
    specs = R.seat_specs(options)
    assert [s.name for s in specs] == ["Britain", "Russia", "France", "Germany", "Ottoman Empire", "Japan"]
    assert len({s.colour for s in specs}) == 6
    board = board_view(game(1, players="6", setup="historical"), None, [])
    assert {"Britain", "Ottoman Empire", "Japan"} <= {side.name for side in board.sides}


def test_IMP_OPT_HIST_an_ai_game_of_powers_plays_to_its_end() -> None:
    for _, transition in transitions(3, {"players": "2", "rounds": "2", "setup": "historical"}):
        result = R.situation(transition.state).result
    assert result is not None and set(result.scores) == {"Britain", "Russia"}
