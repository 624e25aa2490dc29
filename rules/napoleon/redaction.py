"""The one redaction point (NAP-DRAW-1/2): what a seat, or the public, may know of a game."""

from rules.core.decks import Deck
from rules.napoleon.state import NapoleonState

HIDDEN = "hidden"
"""The placeholder for a card the viewer may not see (never a card id)."""


def observe(state: NapoleonState, seat: str | None) -> NapoleonState:
    """``state`` as ``seat`` (None: the public) knows it: the other hands, the draw pile and the discard pile
    (discards are face down) become placeholders of the same sizes; cards played in the open battle stay. Every
    container is copied (a cheaper deep copy), so the observation never shares anything mutable with ``state``."""
    hands = {side: list(cards) if side == seat else [HIDDEN] * len(cards) for side, cards in state.hands.items()}
    deck = Deck(draw_pile=[HIDDEN] * len(state.deck.draw_pile), discard_pile=[HIDDEN] * len(state.deck.discard_pile))
    return state.model_copy(
        update={
            "options": dict(state.options),
            "seats": list(state.seats),
            "stack": [frame.model_copy(deep=True) for frame in state.stack],
            "armies": {side: dict(held) for side, held in state.armies.items()},
            "moved": dict(state.moved),
            "hands": hands,
            "deck": deck,
            "battle": state.battle.model_copy(deep=True) if state.battle else None,
            "retreat": state.retreat.model_copy(deep=True) if state.retreat else None,
            "moves": [m.model_copy() for m in state.moves],
            "battles": [b.model_copy() for b in state.battles],
        }
    )
