"""Setting up a game: the piles, the shared deck, the leaders in play and the random starting units."""

from rules.core.contract import Context
from rules.core.decks import Deck
from rules.core.dice import Dice
from rules.core.errors import IllegalAction
from rules.independence.cards import deck_ids
from rules.independence.economy import place_control
from rules.independence.stacks import place
from rules.independence.state import WoiState
from rules.independence.territories import TERRITORIES
from rules.independence.units import AMERICANS, BRITISH, SIDES, chit_ids, unit_type

START_UNITS = 6
START_STACKS: tuple[tuple[str, str, str | None], ...] = (
    (BRITISH, "quebec", "carleton.1"),
    (BRITISH, "boston", "howe.1"),
    (AMERICANS, "worcester", "washington.1"),
    (AMERICANS, "providence", "greene.1"),
    (AMERICANS, "philadelphia", None),
    (AMERICANS, "charleston", None),
)
"""Where each side starts: one stack per named colony (WOI-SETUP-2, -3), the four leaders in play with
the stacks of their colony (WOI-SETUP-1; ruling WOI-R-3 places them)."""


def new_game(options: dict[str, str], dice: Dice) -> WoiState:
    """A new game: shuffled action deck, unit piles, starting stacks and control (WOI-SETUP-1..3, WE-SETUP-1..3).

    In 1775 the colonies are still the Crown's: the Americans control the territories their stacks stand in,
    the British every other territory (ruling WOI-R-6).
    """
    if options:
        raise IllegalAction(
            f"unknown {'option' if len(options) == 1 else 'options'} {', '.join(sorted(options))}; "
            "this game has no options",
            rule="WOI-SETUP-1",
        )
    leaders = {leader for _, _, leader in START_STACKS if leader}
    state = WoiState(
        seats=list(SIDES),
        piles={side: [c for c in chit_ids(side) if c not in leaders] for side in SIDES},
        set_aside={side: [] for side in SIDES},
        hands={side: [] for side in SIDES},
        treasury=dict.fromkeys(SIDES, 0),
        deck=Deck.shuffled(deck_ids(), dice),
    )
    ctx = Context(dice)
    for side, territory, leader in START_STACKS:
        if leader:
            place(state, territory, [leader])
        place(state, territory, _draw_start_units(state, side, ctx))
    place_control(state, AMERICANS)
    for crown in TERRITORIES:
        state.control.setdefault(crown.id, BRITISH)
    return state


def _draw_start_units(state: WoiState, side: str, ctx: Context) -> list[str]:
    """Six random units from the side's pile; foreign units cannot start in play (ruling WOI-R-4)."""
    pile = state.piles[side]
    drawn: list[str] = []
    for _ in range(START_UNITS):
        eligible = [i for i, c in enumerate(pile) if not unit_type(c).foreign]
        drawn.append(pile.pop(eligible[ctx.dice.below(len(eligible))]))
    return drawn
