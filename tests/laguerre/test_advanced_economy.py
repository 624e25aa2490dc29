"""The advanced economy (LG-ADV-4.213, 4.214, 4.215, 4.6): Britain's overseas income, the Continental Blockade,
the loss of the capital and the alternate turn start, each an option of the advanced game."""

from rules.laguerre import diplomacy as dip
from rules.laguerre import economy, overseas
from rules.laguerre.state import Fleet, LgState
from tests.laguerre.helpers import clear_armies, ctx, game


def _fleets(state: LgState, british: int, french: int, spanish: int = 0) -> LgState:
    state.fleets = {}
    for power, count in (("britain", british), ("france", french), ("spain", spanish)):
        if count:
            state.fleets[power] = Fleet(id=power, power=power, zone="channel", squadrons=count)
    return state


def test_LG_ADV_4_213_an_alliance_four_squadrons_stronger_cuts_britains_overseas_income() -> None:
    state = _fleets(clear_armies(game(players="3")), british=8, french=6, spanish=5)
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
    state = clear_armies(game(players="3"))
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
