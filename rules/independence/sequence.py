"""The sequence of play as a step machine: every step of the turn, and the phase marker, heading and result it
reports (WE-TURN-1)."""

from typing import cast

from rules.core.situation import Result
from rules.core.steps import Machine
from rules.independence.state import WoiState
from rules.independence.step_base import WoiStep
from rules.independence.steps_turn import TURN_STEPS, DrawDiscard
from rules.independence.units import BRITISH
from rules.independence.victory import territory_counts

TITLE = "War of Independence"


def current(state: WoiState) -> WoiStep | None:
    """The step being played (None once the game is over)."""
    return cast(WoiStep | None, MACHINE.step(state))


def phase(state: WoiState) -> str:
    """The name of the phase being played ("Draw", "Move", "Battle", …; "Game over" at the end)."""
    step = current(state)
    return step.phase if step is not None else "Game over"


def marker(state: WoiState) -> str:
    """Changes exactly when the phase changes: the turn, the active side and the phase."""
    return "over" if state.over else f"{state.turn}:{state.active}:{phase(state)}"


def heading(state: WoiState) -> str:
    """Turn, active side, phase and score, for people."""
    counts = territory_counts(state)
    score = ", ".join(f"{side} {n}" for side, n in counts.items())
    if state.over:
        return f"{TITLE} — over. {state.winner or 'Nobody'} win: {state.end_reason}."
    return f"{TITLE} — {state.turn_label}, {state.active} turn, {phase(state)} phase. Territories: {score}."


def result(state: WoiState) -> Result | None:
    """How the game ended, or None while it goes on."""
    if not state.over:
        return None
    return Result(winners=[state.winner] if state.winner else [], reason=state.end_reason, scores=dict(state.scores))


MACHINE: Machine[WoiState] = Machine(TURN_STEPS, marker, heading, result)


def start(state: WoiState) -> None:
    """Open the game: the British Draw phase of Spring 1775 (WOI-R-18)."""
    MACHINE.goto(state, DrawDiscard.name, BRITISH)
