"""Helpers for the War of Independence rule tests: build positions by hand and apply actions."""

from typing import Any

from rules.core.contract import Action, Context
from rules.core.dice import Dice
from rules.core.steps import Frame
from rules.independence.cards import card_type
from rules.independence.ruleset import IndependenceRuleset
from rules.independence.sequence import phase
from rules.independence.state import WoiState
from rules.independence.units import AMERICANS, BRITISH, SIDES, side_of, unit_type

RULES = IndependenceRuleset()
A, B = AMERICANS, BRITISH


def fresh(seed: int = 1) -> WoiState:
    """A new game."""
    state = RULES.new_game({}, Dice(seed, 0))
    assert isinstance(state, WoiState)
    return state


def blank(seed: int = 1, control: dict[str, str] | None = None) -> WoiState:
    """A new game with an empty board, empty hands and the given control (default: nobody controls anything)."""
    state = fresh(seed)
    for chits in state.board.values():
        for c in chits:
            state.piles[side_of(c)].append(c)
    state.board = {}
    state.control = dict(control or {})
    for side in SIDES:
        state.deck.draw_pile.extend(state.hands[side])
        state.hands[side] = []
    return state


def put(state: WoiState, territory: str, *keys: str) -> list[str]:
    """Take one chit of each unit type from its pile (or the board's leaders set) and place it in order."""
    placed = []
    for key in keys:
        side = unit_type(f"{key}.1").side
        chit = next(c for c in state.piles[side] if unit_type(c).key == key)
        state.piles[side].remove(chit)
        state.board.setdefault(territory, []).append(chit)
        placed.append(chit)
    return placed


def give(state: WoiState, side: str, *keys: str) -> list[str]:
    """Move one card of each type from the deck (or discard) into ``side``'s hand."""
    given = []
    for key in keys:
        pile = (
            state.deck.draw_pile
            if any(card_type(c).key == key for c in state.deck.draw_pile)
            else (state.deck.discard_pile)
        )
        card = next(c for c in pile if card_type(c).key == key)
        pile.remove(card)
        state.hands[side].append(card)
        given.append(card)
    return given


def act(state: WoiState, seat: str, action: Action, faces: tuple[int, ...] = (), seed: int = 7) -> Context:
    """Apply ``action`` in place with scripted dice; the context holds the events."""
    ctx = Context(Dice(seed, state.action_count + 1, faces))
    RULES.apply_in_place(state, seat, action, ctx)
    state.action_count += 1
    return ctx


def at(state: WoiState, step: str, active: str, turn: int = 1, **data: object) -> WoiState:
    """Put the game at the start of a phase's step for ``active`` (its frame alone on the stack)."""
    state.active, state.turn = active, turn
    state.stack = [Frame(step=step, seat=active, data=dict(data))]
    return state


def step_of(state: WoiState) -> str:
    """The name of the step being played ("" once the game is over)."""
    return state.stack[-1].step if state.stack else ""


def phase_of(state: WoiState) -> str:
    """The phase being played ("Draw", "Move", "Battle", …, "Game over")."""
    return phase(state)


def frame_data(state: WoiState) -> dict[str, object]:
    """The local data of the step being played (moves left, markers left, discards left)."""
    return state.stack[-1].data


def keys_at(state: WoiState, territory: str, side: str) -> list[str]:
    """Unit type keys of ``side``'s stack in ``territory``, top first."""
    return [unit_type(c).key for c in state.board.get(territory, []) if side_of(c) == side]


def all_chits(state: WoiState) -> list[str]:
    """Every chit wherever it is (piles, board, drawn, set aside)."""
    found = [c for side in SIDES for c in state.piles[side] + state.set_aside[side]]
    found += [c for chits in state.board.values() for c in chits] + state.drawn
    return found


def all_cards(state: WoiState) -> list[str]:
    """Every action card wherever it is (deck, discard, hands, sealed, removed)."""
    found = state.deck.draw_pile + state.deck.discard_pile + state.removed_cards
    found = found + [c for side in SIDES for c in state.hands[side]]
    if state.battle is not None:
        found += [c for side in SIDES for c in state.battle.sealed[side]]
    return found


def seen(state: WoiState, seat: str | None) -> dict[str, Any]:
    """The JSON view ``seat`` (None: the public) gets, drawn from its observation."""
    return RULES.view(RULES.observe(state, seat), seat)
