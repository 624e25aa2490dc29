"""Positions for the Breitenfeld tests: a new game, or a player's step with only some counters on the map."""

from typing import Any

from rules.breitenfeld.ruleset import BreitenfeldRuleset
from rules.breitenfeld.state import BreitenfeldState, Piece
from rules.core.contract import Transition
from rules.core.dice import Dice
from rules.core.seats import parse_options
from rules.core.steps import Frame

RULES = BreitenfeldRuleset()


def new(seed: int = 3, **options: str) -> BreitenfeldState:
    """A new game with these options."""
    state = RULES.new_game(parse_options(RULES.option_specs, options), Dice(seed, 0))
    assert isinstance(state, BreitenfeldState)
    return state


def position(step: str, seat: str, placed: dict[str, str], turn: int = 6, visibility: str = "clear",
             **pieces: Any) -> BreitenfeldState:  # fmt: skip
    """``seat``'s ``step`` of ``turn`` with only the counters ``placed`` (id → hex) on the map; ``pieces`` sets
    flags by id, e.g. ``sb1={"disrupted": True}``."""
    state = new()
    state.pieces = [Piece(id=i, hex=h, **pieces.get(i, {})) for i, h in placed.items()]
    state.turn, state.active, state.visibility = turn, seat, visibility
    state.stack = [Frame(step=step, seat=seat)]
    return state


def act(state: BreitenfeldState, seat: str, action: object, faces: tuple[int, ...] = ()) -> Transition:
    """Apply ``action`` with scripted dice."""
    return RULES.apply(state, seat, action, Dice.scripted(faces))  # type: ignore[arg-type]


def piece(state: BreitenfeldState, piece_id: str) -> Piece:
    """The counter ``piece_id`` (which must be in the state)."""
    found = state.piece(piece_id)
    assert found is not None
    return found
