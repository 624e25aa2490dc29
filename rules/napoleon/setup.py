"""A new game (NAP-SETUP-*): the options, the starting armies and the shuffled deck."""

from rules.core.contract import Context
from rules.core.decks import Deck
from rules.core.errors import IllegalAction
from rules.napoleon.cards import DECK
from rules.napoleon.countries import ALLIES, FRANCE, SIDES
from rules.napoleon.flow import first_turn
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
ROUNDS_RANGE = range(1, 41)


def parse_rounds(options: dict[str, str]) -> int:
    """NAP-VIC-1: the ``rounds`` option (default 12); any other option is refused."""
    unknown = sorted(set(options) - {"rounds"})
    if unknown:
        raise IllegalAction(f"Unknown option {', '.join(unknown)}; napoleon takes only rounds=<1-40>", rule="NAP-VIC-1")
    text = options.get("rounds", str(DEFAULT_ROUNDS)).strip()
    if not text.isdigit() or int(text) not in ROUNDS_RANGE:
        raise IllegalAction(f"rounds must be a whole number from 1 to 40, not {text!r}", rule="NAP-VIC-1")
    return int(text)


def new_state(options: dict[str, str], ctx: Context) -> NapoleonState:
    """NAP-SETUP-1..3: armies placed, the deck shuffled, no cards in hand; France's first turn begins."""
    rounds = parse_rounds(options)
    state = NapoleonState(
        options=dict(options),
        seats=list(SIDES),
        rounds=rounds,
        active=FRANCE,
        phase="move",
        armies={FRANCE: dict(FRENCH_SETUP), ALLIES: dict(ALLIED_SETUP)},
        deck=Deck.shuffled([c.id for c in DECK], ctx.dice),
    )
    first_turn(state, ctx)
    return state
