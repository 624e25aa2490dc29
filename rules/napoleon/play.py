"""The step machine of Napoleonic Europe: its steps, the phase marker and heading, and who acts."""

from rules.core.context import Context
from rules.core.situation import Result
from rules.core.steps import Frame, Machine
from rules.napoleon.battle_steps import Attack, CardWindow, Fight, Retreat
from rules.napoleon.state import NapoleonState
from rules.napoleon.turn_steps import Discard, Draw, Move, Reinforcements, Uprisings, Victory

PHASE_NAMES = {
    "discard": "Draw phase (discard to 7)",
    "move": "Move phase",
    "attack": "Attack phase",
    "battle": "Attack phase (battle cards)",
    "retreat": "Attack phase (retreat)",
    "over": "Game over",
}
MARKED_PHASES = {"discard": "draw", "move": "move", "attack": "attack", "battle": "attack", "retreat": "attack"}
"""The phases a marker tells apart: a battle's card windows and retreats are part of the attack phase."""


def turn_label(state: NapoleonState) -> str:
    """The round and whose turn it is."""
    return f"Round {min(state.round, state.rounds)} of {state.rounds} — {state.active}"


def marker(state: NapoleonState) -> str:
    """Changes exactly when the phase changes: round, side and phase."""
    if state.outcome is not None:
        return "over"
    return f"r{state.round}:{state.active}:{MARKED_PHASES[state.phase]}"


def heading(state: NapoleonState) -> str:
    """The round, whose turn and the phase, for people."""
    return f"Napoleonic Europe — {turn_label(state)}, {PHASE_NAMES[state.phase]}"


def result(state: NapoleonState) -> Result | None:
    """How the game ended (NAP-VIC-*), None while it goes on."""
    return state.outcome


MACHINE: Machine[NapoleonState] = Machine(
    [Draw(), Discard(), Move(), Attack(), CardWindow(), Fight(), Retreat(), Reinforcements(), Uprisings(), Victory()],
    marker=marker,
    heading=heading,
    result=result,
)


def to_act(state: NapoleonState) -> list[str]:
    """The one seat that must act now (none once the game is over): the situation's, without its prompts."""
    frame, step = MACHINE.frame(state), MACHINE.step(state)
    if state.outcome is not None or frame is None or step is None:
        return []
    return step.actors(state, frame)


def first_turn(state: NapoleonState, ctx: Context) -> None:
    """NAP-TURN-1: France's draw begins the game."""
    state.stack = [Frame(step="draw")]
    MACHINE.run_automatic(state, ctx)
