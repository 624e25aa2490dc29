"""Playing move and event cards in the Move phase (WOI-CARD-1, WOI-EVENT-1..10)."""

from rules.core.contract import Context
from rules.independence.cards import EVENT, MOVE, card_type
from rules.independence.economy import draw_units, may_field
from rules.independence.stacks import occupied
from rules.independence.state import WoiState
from rules.independence.territories import TERRITORY_BY_ID
from rules.independence.units import AMERICANS, TROOP, other, unit_type

ONCE_ONLY = ("declaration_of_independence", "continental_congress", "french_alliance")
"""Historical one-off events leave the game once played instead of going to the discard pile (WOI-R-17)."""
FRENCH_SUPPLIES = 8
ENLISTMENTS = 2
WINTER_QUARTERS = 2


def playable(state: WoiState, side: str, key: str) -> bool:
    """True when ``side`` may play a card of type ``key`` now, in its own Move phase (ruling WOI-R-13)."""
    card = card_type(f"{key}.1")
    if card.side not in (None, side):
        return False
    if key == "winter_offensive":
        return state.winter
    if card.category == MOVE:
        return not state.winter
    if card.category != EVENT:
        return False
    if key == "french_alliance":
        return not state.french_alliance
    if key == "enlistments":
        return not state.winter and any(may_field(state, unit_type(c).key) for c in state.piles[side])
    return True


def playable_cards(state: WoiState, side: str) -> list[str]:
    """The card types in ``side``'s hand it may play now."""
    keys = {card_type(c).key for c in state.hands[side]}
    return sorted(k for k in keys if playable(state, side, k))


def marker_territories(state: WoiState, side: str) -> list[str]:
    """Where an event's control marker may go: a territory without enemy units that ``side`` does not
    control yet; it replaces the enemy's marker there (one marker per space, WE-CONTROL-2; ruling WOI-R-14)."""
    enemy = other(side)
    return [t for t in TERRITORY_BY_ID if state.control.get(t) != side and not occupied(state, t, enemy)]


def _american_troop(chit: str) -> bool:
    return unit_type(chit).side == AMERICANS and unit_type(chit).type == TROOP


def american_troops(state: WoiState) -> list[tuple[str, str]]:
    """(unit key, territory) of every American troop unit on the board, for Winter Quarters."""
    found = set()
    for territory in state.board:
        for chit in state.board[territory]:
            if _american_troop(chit):
                found.add((unit_type(chit).key, territory))
    return sorted(found)


def play_card(state: WoiState, side: str, key: str, ctx: Context) -> None:
    """Play a card from the hand: it goes to the discard pile and takes effect (the step it opens, a move, markers,
    enlisted units or Winter Quarters, is the Move phase step's to open)."""
    card = next(c for c in state.hands[side] if card_type(c).key == key)
    state.hands[side].remove(card)
    if key in ONCE_ONLY:
        state.removed_cards.append(card)
    else:
        state.deck.discard([card])
    kind = card_type(card)
    ctx.reveal()
    ctx.say(f"{side} play {kind.name}.", kind="card", seat=side, card=key)
    if key == "french_alliance":
        state.french_alliance = True
        ctx.say("The French Alliance is in force: the Americans may field foreign units.", kind="event")
    elif key == "french_supplies":
        state.treasury[side] += FRENCH_SUPPLIES
        ctx.say(f"{side} gain {FRENCH_SUPPLIES} revenue (treasury {state.treasury[side]}).", kind="event")
    elif key == "enlistments":
        draw_units(state, side, ENLISTMENTS, ctx, "Enlistments", fieldable=True)


def move_stacks(key: str) -> int:
    """How many stacks a move card (or Winter Offensive) moves, 0 for any other card (WOI-CARD-1, WOI-EVENT-9)."""
    kind = card_type(f"{key}.1")
    if kind.category != MOVE and key != "winter_offensive":
        return 0
    return kind.stacks or 1


def winter_quarters_owed(state: WoiState) -> int:
    """How many troop units Winter Quarters makes the Americans discard: 2, or all they have (ruling WOI-R-22)."""
    troops = sum(1 for chits in state.board.values() for c in chits if _american_troop(c))
    return min(WINTER_QUARTERS, troops)
