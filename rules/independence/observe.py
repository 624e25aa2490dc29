"""The one redaction point: what one seat (or the public) may know of a game.

Hidden from a viewer: the other side's hand and sealed battle cards, the order of the draw pile, the units the
active side drew to recruit and which of its units have moved (for the other side), the contents of both unit
piles (a viewer's own pile is shown in a fixed order: with the dice, its order would tell future draws), and
every unit of an enemy stack below its top unit (WE-MOVE-7), except in the battle being fought, where both
stacks are shown (ruling WOI-R-30).
"""

from rules.independence.cards import deck_ids
from rules.independence.state import WoiState, copied
from rules.independence.units import SIDES, chit_ids, hidden_chit, side_of

HIDDEN_CARD = "hidden"


_HIDDEN_CARDS = [f"{HIDDEN_CARD}.{n}" for n in range(1, len(deck_ids()) + 1)]
_HIDDEN_UNITS = {side: [hidden_chit(side, n) for n in range(1, len(chit_ids(side)) + 1)] for side in SIDES}


def _cards(count: int) -> list[str]:
    return _HIDDEN_CARDS[:count]


def observe(state: WoiState, seat: str | None) -> WoiState:
    """A copy of ``state`` with everything ``seat`` (None: the public) may not know replaced by placeholders."""
    seen = copied(state)
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
