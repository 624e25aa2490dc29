"""One-time historical events (LG-HIST-*): a designed, dated table of what happened in Europe 1805–1815, each
applied once, at the Turn Start of its season after the Events table, whatever the game's course has been (an
effect that no longer fits, like a fleet that is gone, does nothing)."""

import math
from collections.abc import Callable
from typing import NamedTuple

from rules.core.context import Context
from rules.laguerre import armies as arm
from rules.laguerre import ledger
from rules.laguerre.leaders import season_turn
from rules.laguerre.mapdata import PROVINCE, capital_of, home_provinces
from rules.laguerre.state import LgState

GOLD = 10
"""LG-HIST-*: the Gold a one-time event gives or takes (designed: a subsidy's worth)."""


def _rhine(state: LgState, ctx: Context) -> None:
    ledger.gold(state, ctx, "france", GOLD, "the princes of the Rhine Confederation pay (LG-HIST-2)")


def _berlin_decree(state: LgState, ctx: Context) -> None:
    ledger.pay(state, ctx, "britain", GOLD, "trade lost to the Continental System (LG-HIST-3)")


def _copenhagen(state: LgState, ctx: Context) -> None:
    fleets = [f for f in state.fleets.values() if f.power == "britain"]
    if fleets:
        biggest = max(fleets, key=lambda f: (f.squadrons, f.id))
        biggest.squadrons += 2
        ctx.say("The Danish fleet, seized, joins Great Britain's largest fleet: +2 squadrons (LG-HIST-4).",
                kind="event")


def _dos_de_mayo(state: LgState, ctx: Context) -> None:
    for province, owner in state.control.items():
        if owner == "spain":
            state.garrison[province] = max(state.garrison[province], PROVINCE[province].garrison)
    ctx.say("Every province Spain holds returns to its full garrison (LG-HIST-5).", kind="event")


def _bailen(state: LgState, ctx: Context) -> None:
    ledger.vp(state, ctx, "spain", 3, "the fame of Bailén (LG-HIST-6)")


def _walcheren(state: LgState, ctx: Context) -> None:
    ledger.pay(state, ctx, "britain", GOLD, "the Walcheren fever (LG-HIST-7)")


def _marie_louise(state: LgState, ctx: Context) -> None:
    ledger.vp(state, ctx, "france", 3, "the Habsburg marriage (LG-HIST-8)")


def _ukase(state: LgState, ctx: Context) -> None:
    ledger.gold(state, ctx, "russia", GOLD, "neutral trade reopened (LG-HIST-9)")


def _russian_winter(state: LgState, ctx: Context) -> None:
    homes = set(home_provinces("russia"))
    for army in [a for a in state.armies.values() if a.power == "france" and a.province in homes]:
        lost = arm.lose(army, math.ceil(army.divisions / 3))
        ctx.tell([s for s in [state.seat_of("france")] if s], f"{arm.leader_name(army.id)}'s army loses {lost} "
                 "divisions to the Russian winter (LG-HIST-10).", kind="losses")
    arm.remove_empty(state, ctx)


def _landwehr(state: LgState, ctx: Context) -> None:
    army = next((a for a in state.armies.values() if a.power == "prussia" and a.province == capital_of("prussia")),
                None)
    if army is None:
        ledger.gold(state, ctx, "prussia", GOLD, "the Landwehr's levy, with no army at Berlin (LG-HIST-11)")
        return
    army.infantry += 3
    ctx.tell([s for s in [state.seat_of("prussia")] if s], "The Landwehr: +3 infantry at Berlin (LG-HIST-11).",
             kind="levy")


class Happening(NamedTuple):
    """A one-time event: its rule id, the season it happens, what people read, and its effect."""

    rule: str
    turn: int
    text: str
    effect: Callable[[LgState, Context], None]


HISTORY: tuple[Happening, ...] = (
    Happening("LG-HIST-2", season_turn(1806, "Summer"), "The Confederation of the Rhine (July 1806): France gains "
              f"{GOLD} Gold.", _rhine),
    Happening("LG-HIST-3", season_turn(1806, "Winter"), "The Berlin Decree (November 1806) closes Europe's ports: "
              f"Great Britain pays {GOLD} Gold.", _berlin_decree),
    Happening("LG-HIST-4", season_turn(1807, "Autumn"), "Copenhagen bombarded (September 1807): Great Britain "
              "takes the Danish fleet.", _copenhagen),
    Happening("LG-HIST-5", season_turn(1808, "Spring"), "Dos de Mayo (May 1808): Spain rises.", _dos_de_mayo),
    Happening("LG-HIST-6", season_turn(1808, "Summer"), "Bailén (July 1808): a French corps surrenders; Spain gains "
              "3 VP.", _bailen),
    Happening("LG-HIST-7", season_turn(1809, "Summer"), "The Walcheren expedition (July 1809) dies of fever: Great "
              f"Britain pays {GOLD} Gold.", _walcheren),
    Happening("LG-HIST-8", season_turn(1810, "Spring"), "Napoleon marries Marie-Louise (April 1810): France gains "
              "3 VP.", _marie_louise),
    Happening("LG-HIST-9", season_turn(1810, "Winter"), "The Tsar's ukase (December 1810) reopens Russia's trade: "
              f"Russia gains {GOLD} Gold.", _ukase),
    Happening("LG-HIST-10", season_turn(1812, "Winter"), "The Russian winter (December 1812): French armies in "
              "Russia lose a third of their divisions.", _russian_winter),
    Happening("LG-HIST-11", season_turn(1813, "Spring"), "The Landwehr (March 1813): Prussia's army at Berlin gains "
              f"3 infantry (else Prussia gains {GOLD} Gold).", _landwehr),
)
"""LG-HIST-2..11 (designed): the one-time events, in order (the effects are small: flavour that nudges, as the
Events table does, without deciding a game)."""


def turn_start(state: LgState, ctx: Context) -> None:
    """LG-HIST-1: the one-time events of this season happen (each season comes once, so each event does)."""
    for happening in HISTORY:
        if happening.turn == state.turn:
            ctx.say(f"📰 {happening.text} ({happening.rule})", kind="event")
            happening.effect(state, ctx)
