"""The game state: everything a War of Independence game is, as compact serialisable data."""

from pydantic import BaseModel, Field

from rules.core.contract import GameState
from rules.core.decks import Deck
from rules.core.steps import Frame, StackedState
from rules.independence.units import AMERICANS, BRITISH

SEASONS = ("Spring", "Summer", "Autumn", "Winter")
FIRST_YEAR, LAST_YEAR = 1775, 1783
LAST_TURN = (LAST_YEAR - FIRST_YEAR + 1) * len(SEASONS) - 1


def _no_cards() -> dict[str, list[str]]:
    return {BRITISH: [], AMERICANS: []}


class Battle(BaseModel):
    """The battle being fought: where, who attacks, the sealed cards and the casualty bookkeeping (shared by the
    battle's steps: its cards, the casualties on both sides and the retreat)."""

    territory: str
    attacker: str
    sealed: dict[str, list[str]] = Field(default_factory=_no_cards)
    committed: list[str] = Field(default_factory=list)
    played: dict[str, list[str]] = Field(default_factory=dict)
    winner: str | None = None
    losses_left: int = 0
    lost_force: int = 0
    winner_required: int = 0
    winner_lost: int = 0


class WoiState(GameState, StackedState):
    """A War of Independence game. Units are chit ids; cards are card ids; territories are territory ids.

    ``board`` maps a territory to the chits in it (both sides, in stacking order: a side's first chit is the
    top of its stack). Every chit is in exactly one of: a side's pile, the board, ``drawn`` (recruit or
    enlistment draw of the active side), or ``set_aside`` (captured leaders).

    Where the game is in its sequence of play is the stack of step frames (``StackedState.stack``: the phase's
    step at the bottom, a card's or a battle's steps above it); an empty stack is a game that is over.
    """

    ruleset: str = "independence"
    turn: int = 0
    active: str = BRITISH
    piles: dict[str, list[str]] = Field(default_factory=dict)
    board: dict[str, list[str]] = Field(default_factory=dict)
    drawn: list[str] = Field(default_factory=list)
    set_aside: dict[str, list[str]] = Field(default_factory=dict)
    deck: Deck = Field(default_factory=Deck)
    hands: dict[str, list[str]] = Field(default_factory=dict)
    removed_cards: list[str] = Field(default_factory=list)
    control: dict[str, str] = Field(default_factory=dict)
    treasury: dict[str, int] = Field(default_factory=dict)
    french_alliance: bool = False
    moved: list[str] = Field(default_factory=list)
    bonus_drawn: bool = False
    battle: Battle | None = None
    arrows: list[tuple[str, str, str]] = Field(default_factory=list)
    battle_log: list[str] = Field(default_factory=list)
    winner: str | None = None
    end_reason: str = ""
    scores: dict[str, int] = Field(default_factory=dict)

    @property
    def over(self) -> bool:
        """True once the game has ended (its stack of steps is empty)."""
        return not self.stack

    @property
    def year(self) -> int:
        """The calendar year of the current turn."""
        return FIRST_YEAR + self.turn // len(SEASONS)

    @property
    def season(self) -> str:
        """The season of the current turn."""
        return SEASONS[self.turn % len(SEASONS)]

    @property
    def winter(self) -> bool:
        """True in a winter turn (WOI-TURN-3..5)."""
        return self.turn % len(SEASONS) == 3

    @property
    def turn_label(self) -> str:
        """Like "Spring 1776"."""
        return f"{self.season} {self.year}"


def copied(state: WoiState) -> WoiState:
    """A copy of ``state`` sharing nothing mutable with it (ids are strings): for ``apply`` and ``observe``, about
    17 times as fast as a deep copy."""
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
