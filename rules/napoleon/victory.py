"""Victory (NAP-VIC-*): our design, since the source lost its victory conditions."""

from rules.core.contract import Result
from rules.napoleon.countries import ALLIES, FRANCE, SIDES, other
from rules.napoleon.state import NapoleonState

DEFAULT_ROUNDS = 10
"""NAP-VIC-1: rounds (a French and an Allied turn each) in a game."""
COALITION = ("russia", "austria", "prussia")
"""NAP-VIC-4: the continental powers whose fall breaks the coalition."""
EMPIRE = 4
"""NAP-VIC-5: the countries France must still control after the last round."""


def sudden_death(state: NapoleonState) -> Result | None:
    """NAP-VIC-2..4, checked at the end of every turn (``state.active`` is the side whose turn ends)."""
    for side in SIDES:
        if state.on_board(side) == 0:
            armies = "French" if side == FRANCE else "Allied"
            return _result(state, other(side), f"every {armies} army has been destroyed")
    if state.active == FRANCE and state.controller("france") == ALLIES:
        return _result(state, ALLIES, "the Allies still hold France after the French turn: the Emperor abdicates")
    if state.active == ALLIES and all(state.controller(c) == FRANCE for c in COALITION):
        return _result(state, FRANCE, "France holds Russia, Austria and Prussia: the coalition sues for peace")
    return None


def final_count(state: NapoleonState) -> Result:
    """NAP-VIC-5: after the last round France wins if she still controls at least four countries."""
    held = len(state.controlled(FRANCE))
    if held >= EMPIRE:
        return _result(state, FRANCE, f"the Empire endures: France controls {held} countries (needs {EMPIRE})")
    return _result(state, ALLIES, f"the Empire is broken: France controls only {held} countries (needs {EMPIRE})")


def scores(state: NapoleonState) -> dict[str, int]:
    """Countries controlled by each side."""
    return {s: len(state.controlled(s)) for s in SIDES}


def _result(state: NapoleonState, winner: str, reason: str) -> Result:
    return Result(winners=[winner], reason=reason, scores=scores(state))
