"""One-time historical events (LG-HIST-*): each happens once, at its season's Turn Start, with its effect."""

from rules.laguerre import history
from rules.laguerre.flow import start_turn
from rules.laguerre.leaders import season_turn
from rules.laguerre.mapdata import PROVINCE, home_provinces
from rules.laguerre.sequence import MACHINE
from rules.laguerre.state import Fleet, LgState
from tests.laguerre.helpers import army, clear_armies, ctx, game, texts


def _at(year: int, season: str) -> LgState:
    state = clear_armies(game(players="3"))
    state.turn = season_turn(year, season)
    return state


def _happen(state: LgState) -> str:
    used = ctx()
    history.turn_start(state, used)
    return texts(used.events)


def test_LG_HIST_1_each_event_happens_once_at_its_seasons_turn_start_after_the_events_table() -> None:
    turns = [h.turn for h in history.HISTORY]
    assert turns == sorted(turns) and len(set(turns)) == len(turns)
    assert [h.rule for h in history.HISTORY] == [f"LG-HIST-{n}" for n in range(2, 12)]
    state = _at(1806, "Summer")
    gold = state.treasury["france"]
    used = ctx([5])
    start_turn(state, used, MACHINE)
    said = texts(used.events)
    assert said.index("Event:") < said.index("Confederation of the Rhine")
    assert state.treasury["france"] == gold + history.GOLD
    state.turn += 1
    gold = state.treasury["france"]
    start_turn(state, ctx([5]), MACHINE)
    assert state.treasury["france"] == gold


def test_LG_HIST_2_the_rhine_confederation_pays_france() -> None:
    state = _at(1806, "Summer")
    gold = state.treasury["france"]
    _happen(state)
    assert state.treasury["france"] == gold + 10


def test_LG_HIST_3_the_berlin_decree_costs_britain_gold_or_debt() -> None:
    state = _at(1806, "Winter")
    state.treasury["britain"] = 4
    _happen(state)
    assert state.treasury["britain"] == 0 and state.debt["britain"] == 6


def test_LG_HIST_4_copenhagen_gives_britain_two_squadrons_if_it_has_a_fleet() -> None:
    state = _at(1807, "Autumn")
    state.fleets["bri-1"] = Fleet(id="bri-1", power="britain", zone="channel", squadrons=5)
    _happen(state)
    assert state.fleets["bri-1"].squadrons == 7
    state.fleets = {}
    assert "Copenhagen" in _happen(state) and not state.fleets


def test_LG_HIST_5_dos_de_mayo_refills_spains_garrisons() -> None:
    state = _at(1808, "Spring")
    state.garrison["madrid"], state.garrison["aragon"] = 0, 0
    state.control["aragon"] = "france"
    _happen(state)
    assert state.garrison["madrid"] == PROVINCE["madrid"].garrison and state.garrison["aragon"] == 0


def test_LG_HIST_6_bailen_gives_spain_three_vp() -> None:
    state = _at(1808, "Summer")
    vp = state.vp["spain"]
    _happen(state)
    assert state.vp["spain"] == vp + 3


def test_LG_HIST_7_walcheren_costs_britain() -> None:
    state = _at(1809, "Summer")
    gold = state.treasury["britain"]
    _happen(state)
    assert state.treasury["britain"] == gold - 10


def test_LG_HIST_8_the_habsburg_marriage_gives_france_three_vp() -> None:
    state = _at(1810, "Spring")
    vp = state.vp["france"]
    _happen(state)
    assert state.vp["france"] == vp + 3


def test_LG_HIST_9_the_ukase_pays_russia() -> None:
    state = _at(1810, "Winter")
    gold = state.treasury["russia"]
    _happen(state)
    assert state.treasury["russia"] == gold + 10


def test_LG_HIST_10_the_russian_winter_strikes_french_armies_in_russia_only() -> None:
    state = _at(1812, "Winter")
    inside = home_provinces("russia")[0]
    army(state, "napoleon", "france", inside, infantry=9)
    army(state, "davout", "france", "paris", infantry=9)
    army(state, "kutuzov", "russia", inside, infantry=9)
    used = ctx()
    history.turn_start(state, used)
    assert state.armies["napoleon"].infantry == 6 and state.armies["davout"].infantry == 9
    assert state.armies["kutuzov"].infantry == 9
    told = [e for e in used.events if "Russian winter (LG-HIST-10)." in e.text and "loses" in e.text]
    assert told and all(not e.public for e in told)


def test_LG_HIST_11_the_landwehr_reinforces_berlin_or_pays() -> None:
    state = _at(1813, "Spring")
    army(state, "blucher", "prussia", "berlin", infantry=4)
    _happen(state)
    assert state.armies["blucher"].infantry == 7
    state.armies = {}
    gold = state.treasury["prussia"]
    _happen(state)
    assert state.treasury["prussia"] == gold + 10
