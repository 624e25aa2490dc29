"""The one redaction point (NAP-DRAW-1/2): what a seat, or the public, may know of a game."""

from rules.napoleon.countries import SIDES
from rules.napoleon.state import NapoleonState

HIDDEN = "hidden"
"""The placeholder for a card the viewer may not see (never a card id)."""


def observe(state: NapoleonState, seat: str | None) -> NapoleonState:
    """``state`` as ``seat`` (None: the public) knows it: the other hands, the draw pile and the discard pile
    (discards are face down) become placeholders of the same sizes; cards played in the open battle stay."""
    seen = state.model_copy(deep=True)
    for side in SIDES:
        if side != seat:
            seen.hands[side] = [HIDDEN] * len(state.hands[side])
    seen.deck.draw_pile = [HIDDEN] * len(state.deck.draw_pile)
    seen.deck.discard_pile = [HIDDEN] * len(state.deck.discard_pile)
    return seen
