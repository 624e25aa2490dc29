"""The game state: armies by side and country, hands, the deck, where the turn stands, the last moves."""

from typing import Literal

from pydantic import BaseModel, Field

from rules.core.contract import GameState, Result
from rules.core.decks import Deck
from rules.core.steps import StackedState
from rules.napoleon.countries import COUNTRIES, SIDES

Phase = Literal["discard", "move", "attack", "battle", "retreat", "over"]
"""The phase a player sees, named after the step being played (``STEP_PHASES``)."""

STEP_PHASES: dict[str, Phase] = {
    "draw": "discard",
    "discard": "discard",
    "move": "move",
    "attack": "attack",
    "card_window": "battle",
    "fight": "battle",
    "retreat": "retreat",
    "reinforcements": "attack",
    "uprisings": "attack",
    "victory": "attack",
}
"""Each step's phase (the automatic steps belong to the phase they end)."""


class PendingBattle(BaseModel):
    """A battle whose card window is open (NAP-ATTACK-5): who may still play, and the cards played."""

    country: str
    attacker: str
    defender: str
    deciding: str
    cards: dict[str, str] = Field(default_factory=dict)


class PendingRetreat(BaseModel):
    """A beaten force that must choose where to retreat (NAP-ATTACK-9)."""

    country: str
    side: str
    armies: int
    options: list[str]


class MoveRecord(BaseModel):
    """One move, for the map's arrows; ``turn`` is the turn number it was made in."""

    turn: int
    side: str
    origin: str
    destination: str
    armies: int


class BattleRecord(BaseModel):
    """One fought battle, for the map and the log; ``turn`` is the turn number it was fought in."""

    turn: int
    country: str
    winner: str
    text: str


def _empty_hands() -> dict[str, list[str]]:
    return {s: [] for s in SIDES}


class NapoleonState(GameState, StackedState):
    """Everything about one game of Napoleonic Europe; ``stack`` holds the step being played."""

    ruleset: str = "napoleon"
    rounds: int
    round: int = 1
    active: str
    armies: dict[str, dict[str, int]]
    moved: dict[str, int] = Field(default_factory=dict)
    hands: dict[str, list[str]] = Field(default_factory=_empty_hands)
    deck: Deck
    battle: PendingBattle | None = None
    retreat: PendingRetreat | None = None
    moves: list[MoveRecord] = Field(default_factory=list)
    battles: list[BattleRecord] = Field(default_factory=list)
    outcome: Result | None = None

    @property
    def phase(self) -> Phase:
        """The phase of the step on top of the stack ("over" once the stack is empty)."""
        return STEP_PHASES[self.stack[-1].step] if self.stack else "over"

    def option_on(self, name: str) -> bool:
        """True unless the game option ``name`` (a designed rule that can be switched off) is "off"."""
        return self.options.get(name, "on") != "off"

    @property
    def turn(self) -> int:
        """The number of the current turn, counting both sides' turns from 1 (NAP-TURN-1)."""
        return (self.round - 1) * 2 + SIDES.index(self.active) + 1

    def count(self, side: str, country: str) -> int:
        """Armies of ``side`` in ``country``."""
        return self.armies[side].get(country, 0)

    def add(self, side: str, country: str, n: int) -> None:
        """Add (or with negative ``n`` remove) armies; a country left empty drops out of the table."""
        left = self.armies[side].get(country, 0) + n
        if left < 0:
            raise ValueError(f"{side} would have {left} armies in {country}")
        if left:
            self.armies[side][country] = left
        else:
            self.armies[side].pop(country, None)

    def on_board(self, side: str) -> int:
        """NAP-ARMY-1: the side's armies on the board."""
        return sum(self.armies[side].values())

    def controller(self, country: str) -> str | None:
        """NAP-REIN-1: the side with armies in ``country`` when the other has none."""
        present = [s for s in SIDES if self.count(s, country) > 0]
        return present[0] if len(present) == 1 else None

    def controlled(self, side: str) -> list[str]:
        """The countries ``side`` controls, in map order."""
        return [c for c in COUNTRIES if self.controller(c) == side]

    def contested(self) -> list[str]:
        """NAP-ATTACK-1: the countries holding armies of both sides, in map order."""
        return [c for c in COUNTRIES if all(self.count(s, c) > 0 for s in SIDES)]

    def movable(self, country: str) -> int:
        """NAP-MOVE-3: the active side's armies in ``country`` that have not moved this turn."""
        return self.count(self.active, country) - self.moved.get(country, 0)
