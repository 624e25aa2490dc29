"""Pseudo-Historical set-up (optional rule, option ``setup=historical``; IMP-OPT-HIST, designed): the seats are great
powers (``seats.POWER_SEATS``) and, instead of the draft, each starts with its historical holdings of the 1830s to
1880s: the first regions of its list below, as many as the Game Setup Table gives every player, each with one free
infantry and a dot chit as a drafted region. Funds, purchases and placement follow as after the draft."""

from rules.core.context import Context
from rules.core.steps import Frame
from rules.imperialism.state import ImpState
from rules.imperialism.step_base import ImpMachine, ImpStep
from rules.imperialism.steps_setup import begin_purchases, claim, regions_each

RULE = "IMP-OPT-HIST"

HOLDINGS: dict[str, tuple[str, ...]] = {
    "Britain": ("great_britain", "ireland", "bengal", "bombay", "cape_colony", "madras", "new_south_wales",
                "ceylon", "oudh", "sind"),
    "Russia": ("moscow", "st_petersburg", "ukraine", "poland", "caucasus", "finland", "crimea", "lithuania",
               "orenburg", "archangel"),
    "France": ("france", "algeria", "senegal", "cochinchina", "tunis", "annam", "madagascar", "gabon"),
    "Germany": ("prussia", "bavaria", "cameroons", "damaraland", "zanzibar", "new_guinea"),
    "Ottoman": ("ottoman", "syria", "mesopotamia", "hejaz", "tripoli"),
    "Japan": ("japan", "korea", "formosa", "manchuria"),
}
"""Each power's holdings, the heartland first, then its oldest or nearest colonies: a power with fewer regions in a
game with more players keeps the head of its list. Each list is as long as the most regions the power can need
(Britain and Russia play from 2 players: 10; France from 3: 8; Germany from 4: 6; the Ottoman Empire from 5: 5;
Japan at 6: 4), and no region is in two lists."""


def enabled(options: dict[str, str]) -> bool:
    """True when the game starts from the historical holdings."""
    return options.get("setup") == "historical"


def holdings(state: ImpState, seat: str) -> tuple[str, ...]:
    """The regions ``seat`` (a power) starts with in this game."""
    return HOLDINGS[seat][: regions_each(state)]


class HistoricalSetup(ImpStep):
    """Every power takes its historical holdings (IMP-OPT-HIST); then the starting purchases."""

    name = "historical_setup"
    phase = "Set-up"
    rule = RULE
    automatic = True

    def run(self, state: ImpState, frame: Frame, ctx: Context, machine: ImpMachine) -> None:
        ctx.say("Pseudo-Historical set-up: every power starts with its historical holdings.", kind="phase")
        for seat in state.order:
            for region in holdings(state, seat):
                claim(state, seat, region, ctx)
        begin_purchases(state, frame.data["pp"], frame.data["dp"], ctx, machine)
