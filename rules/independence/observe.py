"""The one redaction point: what one seat (or the public) may know of a game.

Hidden from a viewer: the other side's hand and sealed battle cards, the order of the draw pile, the units the
active side drew to recruit and which of its units have moved (for the other side), the contents of both unit
piles (a viewer's own pile is shown in a fixed order: with the dice, its order would tell future draws), and
every unit of an enemy stack below its top unit (WE-MOVE-7), except in the battle being fought, where both
stacks are shown (ruling WOI-R-30).
"""

from rules.core.decks import Deck
from rules.core.steps import Frame
from rules.independence.cards import deck_ids
from rules.independence.state import WoiState
from rules.independence.units import SIDES, chit_ids, hidden_chit, side_of

HIDDEN_CARD = "hidden"


_HIDDEN_CARDS = [f"{HIDDEN_CARD}.{n}" for n in range(1, len(deck_ids()) + 1)]
_HIDDEN_UNITS = {side: [hidden_chit(side, n) for n in range(1, len(chit_ids(side)) + 1)] for side in SIDES}


def _cards(count: int) -> list[str]:
    return _HIDDEN_CARDS[:count]


def _copy(state: WoiState) -> WoiState:
    """A copy of ``state`` sharing nothing mutable with it (faster than a deep copy: ids are strings)."""
    return state.model_copy(update={
        "seats": list(state.seats), "options": dict(state.options),
        "stack": [Frame(step=f.step, seat=f.seat, data=dict(f.data)) for f in state.stack],
        "piles": {k: list(v) for k, v in state.piles.items()}, "board": {k: list(v) for k, v in state.board.items()},
        "drawn": list(state.drawn), "set_aside": {k: list(v) for k, v in state.set_aside.items()},
        "deck": Deck(draw_pile=list(state.deck.draw_pile), discard_pile=list(state.deck.discard_pile)),
        "hands": {k: list(v) for k, v in state.hands.items()}, "removed_cards": list(state.removed_cards),
        "control": dict(state.control), "treasury": dict(state.treasury), "moved": list(state.moved),
        "battle": state.battle.model_copy(deep=True) if state.battle else None, "arrows": list(state.arrows),
        "battle_log": list(state.battle_log), "scores": dict(state.scores),
    })


def observe(state: WoiState, seat: str | None) -> WoiState:
    """A copy of ``state`` with everything ``seat`` (None: the public) may not know replaced by placeholders."""
    seen = _copy(state)
    seen.deck.draw_pile = _cards(len(state.deck.draw_pile))
    numbers = dict.fromkeys(SIDES, 0)

    def hide(side: str) -> str:
        numbers[side] += 1
        return _HIDDEN_UNITS[side][numbers[side] - 1]

    for side in SIDES:
        if side == seat:
            seen.piles[side] = sorted(state.piles[side])
            continue
        seen.hands[side] = _cards(len(state.hands[side]))
        seen.piles[side] = _HIDDEN_UNITS[side][numbers[side]:numbers[side] + len(state.piles[side])]
        numbers[side] += len(state.piles[side])
        if seen.battle is not None:
            seen.battle.sealed[side] = _cards(len(state.battle.sealed[side])) if state.battle else []
    if seat != state.active:
        seen.drawn = [hide(state.active) for _ in state.drawn]
        seen.moved = []
    shown = state.battle.territory if state.battle is not None else None
    for territory, chits in seen.board.items():
        if territory == shown:
            continue
        tops: set[str] = set()
        for i, chit in enumerate(chits):
            side = side_of(chit)
            if side == seat:
                continue
            if side in tops:
                chits[i] = hide(side)
            tops.add(side)
    return seen
