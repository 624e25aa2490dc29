"""The Skirmish state (units on hexes, the turn, who holds the towns) and its actions."""

from typing import ClassVar, Literal

from pydantic import BaseModel, Field

from rules.core.actions import Action
from rules.core.catalogue import join_many
from rules.core.contract import GameState
from rules.core.situation import Result
from rules.core.steps import StackedState
from tests.toys.skirmish.field import TYPES, UnitType


class Unit(BaseModel):
    """One counter: its name, side, type, strength left and hex; what it has done this turn."""

    name: str
    side: str
    type: str
    strength: int
    hex: str
    moved: bool = False
    fired: bool = False
    engaged: bool = False

    @property
    def kind(self) -> UnitType:
        """The unit's type (strength at full, movement, range, zone of control)."""
        return TYPES[self.type]


class SkirmishState(GameState, StackedState):
    """The units still on the field, the turn and the side moving, and who last entered each town."""

    turn: int = 1
    turns: int = 6
    active: str = ""
    units: list[Unit] = Field(default_factory=list)
    towns: dict[str, str] = Field(default_factory=dict)
    result: Result | None = None

    def unit(self, name: str) -> Unit | None:
        """The unit called ``name`` (exactly as spelt), None when there is none."""
        return next((u for u in self.units if u.name == name), None)

    def side(self, seat: str) -> list[Unit]:
        """``seat``'s units."""
        return [u for u in self.units if u.side == seat]

    def enemy(self, seat: str) -> list[Unit]:
        """The other side's units."""
        return [u for u in self.units if u.side != seat]

    def at(self, number: str) -> Unit | None:
        """The unit in a hex (one unit per hex, SK-MOVE-2)."""
        return next((u for u in self.units if u.hex == number), None)


class Move(Action):
    """Move one unit to a hex it can reach."""

    kind: Literal["move"] = "move"
    verb: ClassVar[str] = "move"
    unit: str
    to: str

    def options(self) -> dict[str, str]:
        return {"unit": self.unit, "to": self.to}


class Fire(Action):
    """Fire a battery of guns at an enemy unit it can see."""

    kind: Literal["fire"] = "fire"
    verb: ClassVar[str] = "fire"
    unit: str
    at: str

    def options(self) -> dict[str, str]:
        return {"unit": self.unit, "at": self.at}


class Attack(Action):
    """Attack one or more adjacent enemy units with one or more of your units."""

    kind: Literal["attack"] = "attack"
    verb: ClassVar[str] = "attack"
    targets: tuple[str, ...]
    attackers: tuple[str, ...]

    def options(self) -> dict[str, str]:
        return {"targets": join_many(self.targets), "with": join_many(self.attackers)}


class Done(Action):
    """End this step of your turn."""

    kind: Literal["done"] = "done"
    verb: ClassVar[str] = "done"


ACTIONS: dict[str, type[Action]] = {cls.model_fields["kind"].default: cls for cls in (Move, Fire, Attack, Done)}
"""Every action class by its ``kind``, for rebuilding actions from the log."""
