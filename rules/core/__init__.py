"""The engine contract and the pieces at least two rulesets share."""

from rules.core.contract import (
    Action,
    GameState,
    Result,
    Ruleset,
    Transition,
)
from rules.core.dice import Dice
from rules.core.errors import IllegalAction
from rules.core.events import Event

__all__ = [
    "Action",
    "Dice",
    "Event",
    "GameState",
    "IllegalAction",
    "Result",
    "Ruleset",
    "Transition",
]
