"""A new game (LG-SET-*): options, seats, the map at 1805, treasuries, armies and fleets."""

from rules.core.context import Context
from rules.core.dice import Dice
from rules.core.seats import OptionSpec, SeatSpec
from rules.core.steps import Machine
from rules.laguerre import advanced
from rules.laguerre.flow import first_turn
from rules.laguerre.geography import POWERS, PROVINCES
from rules.laguerre.mapdata import home_provinces
from rules.laguerre.powers import (
    COLOURS,
    START_ARMIES,
    START_FLEETS,
    START_VP,
    name_of,
    played_powers,
    standard_bids,
)
from rules.laguerre.state import Army, Fleet, LgState
from rules.laguerre.tables import OVERSEAS_INCOME

OPTION_SPECS: list[OptionSpec] = [
    OptionSpec("players", "int", "3", "how many powers are played (France, Britain, then Russia, Austria, "
               "Prussia, Spain, Ottoman Empire)", minimum=2, maximum=7),
    OptionSpec("ends", "choice", "1810", "the year whose winter ends the game", choices=("1810", "1815")),
    OptionSpec("assign", "choice", "fixed", "powers taken as seats (fixed) or won by sealed VP bids (bid)",
               choices=("fixed", "bid")),
    OptionSpec("bids", "choice", "standard", "with fixed powers: each pays the standard bid (standard) or none",
               choices=("standard", "none")),
    *advanced.OPTION_SPECS,
]
BID_COLOURS = ("#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#17becf")


def seat_specs(options: dict[str, str]) -> list[SeatSpec]:
    """LG-PLAY-1: one seat per played power; with bidding, seats are players who bid for the powers (LG-BID-1)."""
    played = played_powers(int(options["players"]))
    if options["assign"] == "bid":
        return [SeatSpec(f"player{i}", f"Player {i}", BID_COLOURS[i - 1]) for i in range(1, len(played) + 1)]
    return [SeatSpec(p, name_of(p), COLOURS[p]) for p in played]


def start_treasury(power: str) -> int:
    """LG-SET-4 (designed): a power starts with one year of its home taxes (Britain's overseas income too)."""
    from rules.laguerre.mapdata import PROVINCE

    taxes = sum(PROVINCE[p].economic for p in home_provinces(power))
    return taxes + (OVERSEAS_INCOME if power == "britain" else 0)


def new_game(options: dict[str, str], dice: Dice, machine: Machine[LgState]) -> LgState:
    """LG-SET-1: 1805, every province held by its country at full garrison, the powers' forces, France and
    Britain at war (LG-SET-5); the bidding first when powers are bid for."""
    seats = [s.id for s in seat_specs(options)]
    state = LgState(options=dict(options), seats=seats, end_year=int(options["ends"]),
                    played=list(played_powers(int(options["players"]))))
    state.treasury = {p: start_treasury(p) for p in POWERS}
    state.vp = dict.fromkeys(POWERS, START_VP)
    if options["assign"] == "fixed":
        state.power_of = {p: p for p in state.played}
        if options["bids"] == "standard":
            bids = standard_bids(options)
            state.vp.update({p: START_VP - bids[p] for p in state.played})
    state.debt = dict.fromkeys(POWERS, 0)
    state.control = {p.id: p.country for p in PROVINCES}
    state.garrison = {p.id: p.garrison for p in PROVINCES}
    for power, armies in START_ARMIES.items():
        for start in armies:
            state.armies[start.leader] = Army(id=start.leader, power=power, province=start.province,
                                              infantry=start.infantry, cavalry=start.cavalry,
                                              artillery=start.artillery)
    for power, (zone, squadrons) in START_FLEETS.items():
        fleet_id = f"{power[:3]}-1"
        state.fleets[fleet_id] = Fleet(id=fleet_id, power=power, zone=zone, squadrons=squadrons)
    state.wars = [["britain", "france"]]
    ctx = Context(dice)
    if options["assign"] == "bid":
        machine.goto(state, "bid")
    else:
        first_turn(state, ctx, machine)
    machine.run_automatic(state, ctx)
    return state
