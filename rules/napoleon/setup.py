"""A new game (NAP-SETUP-*): the options, the starting armies and the shuffled deck."""

from rules.core.contract import Context
from rules.core.decks import Deck
from rules.core.seats import OptionSpec
from rules.napoleon.cards import DECK
from rules.napoleon.countries import ALLIES, FRANCE, SIDES
from rules.napoleon.play import first_turn
from rules.napoleon.state import NapoleonState
from rules.napoleon.victory import DEFAULT_ROUNDS

FRENCH_SETUP: dict[str, int] = {
    "france": 20,
    "rhineland": 4,
    **{c: 2 for c in ("holland", "denmark", "spain", "portugal", "italy", "naples", "switzerland", "egypt")},
}
"""NAP-SETUP-1: France's 40 starting armies."""
ALLIED_SETUP: dict[str, int] = {c: 10 for c in ("england", "russia", "austria", "prussia")}
"""NAP-SETUP-2: the Allies' 40 starting armies."""

OPTION_SPECS: list[OptionSpec] = [
    OptionSpec("rounds", "int", str(DEFAULT_ROUNDS), "NAP-VIC-1: rounds in the game", minimum=1, maximum=40),
    OptionSpec(
        "home_defence",
        "bool",
        "on",
        "NAP-NAT-2 (designed): +2 Force to armies defending their homeland; off plays the source's battle total",
    ),
    OptionSpec(
        "uprisings",
        "bool",
        "on",
        "NAP-NAT-1 (designed): occupied nations may rise after the Allied reinforcements; off plays without them",
    ),
]
"""The game options: the length, and each designed rule that changes what the source's rules produce."""


def new_state(options: dict[str, str], ctx: Context) -> NapoleonState:
    """NAP-SETUP-1..3: armies placed, the deck shuffled, no cards in hand; France's first turn begins.
    ``options`` are parsed and complete (every option of ``OPTION_SPECS``)."""
    state = NapoleonState(
        options=dict(options),
        seats=list(SIDES),
        rounds=int(options["rounds"]),
        active=FRANCE,
        armies={FRANCE: dict(FRENCH_SETUP), ALLIES: dict(ALLIED_SETUP)},
        deck=Deck.shuffled([c.id for c in DECK], ctx.dice),
    )
    first_turn(state, ctx)
    return state
