"""The advanced economy (LG-ADV-4.213, 4.214, 4.215, 4.6): Britain's overseas income, the Continental Blockade,
the loss of the capital and the alternate turn start, each an option of the advanced game."""

from rules.laguerre import blockade, economy, overseas
from rules.laguerre import diplomacy as dip
from rules.laguerre.actions import Done
from rules.laguerre.state import Fleet, LgState
from tests.laguerre.helpers import RULES, act, advanced_game, clear_armies, ctx, game


def _fleets(state: LgState, british: int, french: int, spanish: int = 0) -> LgState:
    state.fleets = {}
    for power, count in (("britain", british), ("france", french), ("spain", spanish)):
        if count:
            state.fleets[power] = Fleet(id=power, power=power, zone="channel", squadrons=count)
    return state


def test_LG_ADV_4_213_an_alliance_four_squadrons_stronger_cuts_britains_overseas_income() -> None:
    state = _fleets(clear_armies(advanced_game(("overseas",), players="3")), british=8, french=6, spanish=5)
    assert overseas.deficit(state) == -2
    dip.ally(state, "france", "spain", "france", 0, ctx())
    assert overseas.deficit(state) == 3 and overseas.overseas_cut(state, ctx()) == 0
    state.fleets["spain"].squadrons = 7
    assert overseas.deficit(state) == 5
    assert overseas.overseas_cut(state, ctx([1])) == 10 and overseas.overseas_cut(state, ctx([6])) == 20
    state.fleets["spain"].squadrons = 30
    assert overseas.overseas_cut(state, ctx([3])) == 50
    gold = state.treasury["britain"]
    economy.tax_collection(state, ctx([6]))
    assert state.treasury["britain"] == gold + economy.income(state, "britain") - 50
    standard = _fleets(clear_armies(game(players="3", game="standard")), british=1, french=20)
    assert overseas.overseas_cut(standard, ctx([6])) == 0


def test_LG_ADV_4_215_a_played_power_without_its_capital_collects_no_taxes() -> None:
    state = clear_armies(advanced_game(("capital",), players="3"))
    state.control["st_petersburg"] = "france"
    gold = state.treasury["russia"]
    used = ctx()
    economy.tax_collection(state, used)
    assert state.treasury["russia"] == gold
    assert any("collects no taxes" in e.text for e in used.events)
    standard = clear_armies(game(players="3", game="standard"))
    standard.control["st_petersburg"] = "france"
    gold = standard.treasury["russia"]
    economy.tax_collection(standard, ctx())
    assert standard.treasury["russia"] == gold + economy.income(standard, "russia")


def _blockading(options: dict[str, str] | None = None) -> LgState:
    state = clear_armies(advanced_game(("blockade",), 1, players="3", **(options or {})))
    for partner in blockade.PARTNERS:
        dip.ally(state, "france", partner, "france", 0, ctx())
    for province in ("mecklenburg", "oldenburg", "holland"):
        state.control[province] = "prussia"
    return state


def test_LG_ADV_4_214_the_continental_blockade_is_imposed_while_its_conditions_hold() -> None:
    state = _blockading()
    state.control["holland"] = "holland"
    assert not blockade.conditions_hold(state)
    state.control["holland"] = "france"
    assert blockade.conditions_hold(state)
    blockade.check(state, ctx())
    assert state.blockade_since == state.turn
    dip.make_peace(state, "france", "britain", ctx())
    blockade.check(state, ctx())
    assert state.blockade_since == -1 and blockade.column(state) == 0  # it was in force this year: partial
    standard = _blockading({"game": "standard"})
    blockade.check(standard, ctx())
    assert standard.blockade_since == -1


def test_LG_ADV_4_214_allies_roll_france_gains_half_britain_loses_as_much() -> None:
    state = _blockading()
    state.turn, state.blockade_since, state.blockade_seen = 7, 5, 7  # Winter 1806, imposed in Summer 1806
    assert blockade.column(state) == 0  # its first (partial) year
    state.blockade_since = 2  # imposed in Autumn 1805: it held through the whole of 1806
    assert blockade.column(state) == 1
    before = dict(state.treasury)
    blockade.collect(state, ctx([1, 4, 6]))  # Russia, Prussia, Austria in alphabetical order: austria first
    lost = {p: before[p] - state.treasury[p] for p in blockade.PARTNERS}
    assert lost == {"austria": 8, "prussia": 5, "russia": 2}
    assert state.treasury["france"] - before["france"] == 7 == before["britain"] - state.treasury["britain"]


def test_LG_ADV_4_6_the_game_opens_with_a_diplomacy_phase_before_the_first_turn_start() -> None:
    state = advanced_game(("opening",), players="2")
    assert state.opening and state.stack[-1].step == "diplomacy" and not state.offered
    state, _ = act(state, "france", Done())
    state, events = act(state, "britain", Done())
    assert not state.opening and state.turn == 0 and state.stack[-1].step == "diplomacy"
    assert any(e.kind == "event" for e in events)  # the first Turn Start rolled on the Events table
    standard = game(1, players="2", game="standard")
    assert not standard.opening and standard.stack[-1].step == "diplomacy"
    assert RULES.situation(standard).to_act == ("france",)
