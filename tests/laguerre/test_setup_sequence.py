"""Set-up, seats, bidding and the sequence of play (LG-PLAY-*, LG-SET-*, LG-BID-*, LG-TURN-*, LG-WIN-*)."""

from rules.core.dice import Dice
from rules.core.seats import parse_options
from rules.laguerre.actions import Bid, Done, Sail
from rules.laguerre.flow import phase_of
from rules.laguerre.geography import POWERS
from rules.laguerre.powers import ADVANCED_BIDS, STANDARD_BIDS, START_VP, THRESHOLDS
from rules.laguerre.sequence import MACHINE
from rules.laguerre.setup import seat_specs, start_treasury
from rules.laguerre.steps_season import year_end
from tests.laguerre.helpers import RULES, act, at, ctx, game, run, seen


def test_LG_PLAY_1_france_and_britain_always_then_the_join_order() -> None:
    for players in range(2, 8):
        specs = seat_specs(parse_options(RULES.option_specs, {"players": str(players)}))
        assert [s.id for s in specs] == list(POWERS[:players])
    assert POWERS == ("france", "britain", "russia", "austria", "prussia", "spain", "ottoman")


def test_LG_VP_3_thresholds_are_the_sourced_ones() -> None:
    assert {p: tuple(t) for p, t in THRESHOLDS.items()} == {
        "france": (450, 25, 10), "britain": (330, 16, 10), "russia": (320, 18, 9), "austria": (300, 17, 9),
        "prussia": (220, 10, 7), "spain": (175, 8, 5), "ottoman": (175, 7, 5)}


def test_LG_SET_1_the_map_at_1805_and_the_forces() -> None:
    state = game(bids="none")
    assert all(state.vp[p] == START_VP for p in POWERS)
    assert state.control["paris"] == "france" and state.control["lisbon"] == "portugal"
    assert state.treasury["britain"] == start_treasury("britain") and state.debt["france"] == 0
    assert state.armies["napoleon"].province == "paris" and state.armies["napoleon"].divisions == 18
    assert state.wars == [["britain", "france"]]


def test_LG_BID_3_fixed_powers_pay_the_standard_bids() -> None:
    state = game(players="7")
    assert {p: 100 - state.vp[p] for p in POWERS} == STANDARD_BIDS
    assert STANDARD_BIDS["france"] == 0 and min(STANDARD_BIDS.values()) >= 0


def test_LG_BID_4_the_advanced_game_pays_its_own_standard_bids() -> None:
    state = game(players="7", game="advanced", coalition="off")
    assert {p: 100 - state.vp[p] for p in POWERS} == ADVANCED_BIDS != STANDARD_BIDS
    coalition = game(players="7", game="advanced")  # 2.52 then takes 10 more from Russia and Austria
    assert coalition.vp["russia"] == 100 - ADVANCED_BIDS["russia"] - 10
    assert coalition.vp["britain"] == 100 - ADVANCED_BIDS["britain"]
    assert game(players="7", game="standard").vp["ottoman"] == 100 - STANDARD_BIDS["ottoman"]
    assert game(players="7", game="advanced", bids="none").vp["ottoman"] == 100


def test_LG_TURN_1_the_phases_of_each_season_in_order() -> None:
    state = game(3)
    seen: list[str] = []
    number = 0
    while state.turn < 4:
        phase = phase_of(state)[0]
        if not seen or seen[-1] != f"{state.season}:{phase}":
            seen.append(f"{state.season}:{phase}")
        seat = RULES.situation(state).to_act[0]
        state, _ = act(state, seat, Done() if Done() in RULES.legal_actions(state, seat) else
                       RULES.legal_actions(state, seat)[0])
        number += 1
    assert seen == ["Spring:diplomacy", "Spring:land", "Spring:naval", "Spring:build", "Summer:diplomacy",
                    "Summer:land", "Summer:naval", "Autumn:diplomacy", "Autumn:land", "Autumn:naval",
                    "Autumn:build", "Winter:diplomacy", "Winter:convert"]


def test_LG_TURN_2_events_trade_boom_and_storms() -> None:
    state = game()
    before = dict(state.treasury)
    at(state, "turn_start")
    run(state, [9])
    assert all(state.treasury[p] == before[p] + 5 for p in POWERS)
    at(state, "turn_start")
    run(state, [2])
    assert state.storms
    at(state, "naval", "britain")
    assert not [a for a in RULES.legal_actions(state, "britain") if isinstance(a, Sail)]


def test_LG_BID_1_sealed_bids_are_hidden_until_every_seat_has_bid() -> None:
    state = game(assign="bid", players="2")
    assert state.seats == ["player1", "player2"] and RULES.situation(state).simultaneous
    state, events = act(state, "player1", Bid(power="britain", vp=10))
    assert all(not e.public for e in events if "10 VP" in e.text)
    assert seen(state, "player2").bids == {}
    assert seen(state, "player1").bids == {"player1": {"britain": 10}}


def test_LG_BID_2_the_highest_bid_takes_its_power_and_pays_it_in_vp() -> None:
    state = game(assign="bid", players="2")
    state, _ = act(state, "player1", Bid(power="britain", vp=10))
    state, _ = act(state, "player1", Done())
    state, _ = act(state, "player2", Bid(power="britain", vp=5))
    state, _ = act(state, "player2", Done())
    assert state.power_of == {"player1": "britain", "player2": "france"}
    assert state.vp["britain"] == 90 and state.vp["france"] == 100
    assert phase_of(state)[0] == "diplomacy"


def test_LG_WIN_2_after_the_end_years_winter_the_best_share_wins() -> None:
    state = game(players="2")
    state.turn = 23
    state.vp["france"], state.vp["britain"] = 450, 300
    at(state, "convert")
    used = ctx()
    year_end(state, used, MACHINE)
    result = RULES.result(state)
    assert result is not None and result.winners == ["france"] and result.scores == {"france": 450, "britain": 300}


def test_LG_WIN_1_the_end_year_is_an_option() -> None:
    assert game(ends="1815").end_year == 1815 and game().end_year == 1810
    assert RULES.new_game(parse_options(RULES.option_specs, {}), Dice(1, 0)).options["ends"] == "1810"


def test_LG_NPC_1_non_player_powers_play_their_phases_from_their_own_observation() -> None:
    state = game(seed=4, players="2")
    events = []
    while state.turn < 4:
        seat = RULES.situation(state).to_act[0]
        state, told = act(state, seat, Done() if Done() in RULES.legal_actions(state, seat) else
                          RULES.legal_actions(state, seat)[0])
        events += told
    npc_powers = ("Russia", "Austria", "Prussia", "Spain", "Ottoman Empire")
    assert any(e.kind == "build" and any(p in e.text for p in npc_powers) for e in events)
    assert RULES.situation(state).to_act[0] in ("france", "britain")
