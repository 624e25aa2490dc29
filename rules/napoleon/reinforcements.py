"""The reinforcements phase (NAP-REIN-*, NAP-ARMY-*): control, the table and the 80-counter pool."""

from rules.core.contract import Context
from rules.napoleon.countries import FRANCE, NO_FRENCH_REINFORCEMENTS, REINFORCEMENTS, does, name
from rules.napoleon.state import NapoleonState

COUNTERS = 80
"""NAP-ARMY-1: each side owns 80 counters; never more are on the board."""


def pool(state: NapoleonState, side: str) -> int:
    """NAP-ARMY-1: the side's counters off the board, free to be placed."""
    return COUNTERS - state.on_board(side)


def reinforcement_value(side: str, country: str) -> int:
    """NAP-REIN-2/3: what ``country`` yields to ``side`` (France never draws on Prussia, Russia or Austria)."""
    if side == FRANCE and country in NO_FRENCH_REINFORCEMENTS:
        return 0
    return REINFORCEMENTS[country]


def reinforce(state: NapoleonState, ctx: Context) -> None:
    """NAP-REIN-1..3, NAP-ARMY-2: place armies in each controlled country, in table order, while counters last."""
    side = state.active
    placed: list[str] = []
    lost = 0
    for country in REINFORCEMENTS:
        value = reinforcement_value(side, country)
        if not value or state.controller(country) != side:
            continue
        n = min(value, pool(state, side))
        lost += value - n
        if n:
            state.add(side, country, n)
            placed.append(f"{n} in {name(country)}")
    if placed:
        text = f"{does(side, 'reinforces', 'reinforce')}: {', '.join(placed)}"
    else:
        text = does(side, "receives no reinforcements", "receive no reinforcements")
    if lost:
        text += f" ({lost} lost: all {COUNTERS} counters are on the board)"
    ctx.say(f"{text}.", kind="reinforcements", seat=side)
