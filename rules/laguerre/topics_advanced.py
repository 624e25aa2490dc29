"""The rules topics of the advanced game (`/game rules topic:`): the options, spies and the Discovery table, and
each advanced section played."""

from rules.laguerre.advanced import SECTIONS
from rules.laguerre.intel import DISCOVERY
from rules.laguerre.spies import AGENTS_PER_POWER, AP_PER_PHASE, DEFAULT_ENTRY_COST, ENTRY_COST, SEA_FARE


def _discovery_table() -> str:
    rows = "; ".join(f"{row.title}: {row.gold} Gold, {row.ap} action point(s), succeeds on {row.low}–10"
                     for row in DISCOVERY.values())
    return (f"{rows}. French, Austrian and British agents add 1. Whatever the result the points and Gold are "
            "spent; a natural 1–2 doubles the agent (he now works for the power spied on), a 3 turns him back. "
            "Treasury, player mat and alliance terms are found in another played power's capital; an army's "
            "strength at its headquarters; combat options, cards and deployment only in battle.")


ADVANCED_AREAS: list[tuple[str, str, str]] = [
    ("advanced", "The advanced game",
     "Each advanced section is an option, all on by default (game=advanced); game=standard turns them all off. "
     "Sections: " + "; ".join(f"{key} — {text}" for key, text in SECTIONS.items()) + "."),
    ("spies", "Spies",
     f"Each played power may enter agents in its Land Phase (/agent enter; {DEFAULT_ENTRY_COST} Gold, Russia "
     f"{ENTRY_COST['russia']}) at its capital or with one of its armies, while it has fewer than "
     f"{AGENTS_PER_POWER} on the map. An agent has {AP_PER_PHASE} action points a Land Phase. /agent move: half a "
     "point a province (rounded up) along a line that crosses no home province of an enemy and no province "
     "with enemy troops, to a province of his side or an unoccupied minor one. Entering an enemy home province "
     "or enemy troops is an infiltration: d10, 1–3 turned back (he leaves the map; another may enter next "
     "season), 4+ he gets in; +4 into enemy troops, +1 into an enemy home province where a friendly agent "
     "already is, +1 for French, Austrian and British agents; then his movement ends for the season. Once in, "
     "he moves freely within that enemy's home country. At an enemy army's headquarters he tries to ride "
     "along when it marches (d10, 4+). /agent sail: from a port to a port in reach, "
     f"{SEA_FARE} Gold and a point a sea zone, never into a port every sea zone of which holds an enemy fleet. "
     "/agent spy: a discovery attempt (topic discovery); in a battle, an agent at an army's headquarters may try "
     "out of turn, the points coming from his next Land Phase. Agents are seen only by their owner; their dice "
     "are told to him only; a report goes by DM to the owner and his allies at war with the power spied on, and "
     "/hand lists the reports you hold. The channel learns only that a power's agents are at work. When a "
     "declaration of war on you stands after your cancel attempt, an agent of yours in either capital allows a "
     "second attempt for 2 Gold (d100 10–29 doubles him, 30–39 turns him back)."),
    ("discovery", "Discovery table", _discovery_table()),
    ("pursuit", "Pursuit (advanced 5.59)",
     "When a beaten army is pursued, the first division it loses is artillery, if it has any."),
]
"""(key, title, text) of each advanced topic."""
