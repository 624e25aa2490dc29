"""The Straits state and its actions."""

from typing import ClassVar, Literal

from pydantic import BaseModel, Field

from rules.core.actions import Action
from rules.core.contract import GameState
from rules.core.offers import AnswerOffer, MakeOffer, OfferBook
from rules.core.situation import Result
from rules.core.steps import StackedState

ARMY_COST, FLEET_COST, REGION_PRICE = 3, 4, 3  # ST-GOLD-2, ST-OFFER-2
ORDERS_PER_TURN = 2  # ST-TURN-1


class Peace(BaseModel):
    """Two seats at peace until the end of round ``until`` (ST-OFFER-1)."""

    seats: tuple[str, str]
    until: int


class StraitsState(GameState, StackedState):
    """Armies by land and fleets by sea (seat -> count), who controls each land, each seat's secret gold
    (None: hidden from this observation), the peace treaties and open offers, and the turn."""

    round: int = 1
    rounds: int = 5
    goal: int = 4
    active: str = ""
    orders_left: int = ORDERS_PER_TURN
    offered: list[str] = Field(default_factory=list)
    armies: dict[str, dict[str, int]] = Field(default_factory=dict)
    fleets: dict[str, dict[str, int]] = Field(default_factory=dict)
    control: dict[str, str] = Field(default_factory=dict)
    gold: dict[str, int | None] = Field(default_factory=dict)
    peace: list[Peace] = Field(default_factory=list)
    offers: OfferBook = Field(default_factory=OfferBook)
    result: Result | None = None

    def lands_of(self, seat: str) -> list[str]:
        """The lands ``seat`` controls, sorted."""
        return sorted(land for land, owner in self.control.items() if owner == seat)

    def at_peace(self, a: str, b: str) -> bool:
        """True when ``a`` and ``b`` have a peace treaty in force (ST-OFFER-1)."""
        return any(set(p.seats) == {a, b} for p in self.peace)

    def units(self, area: str) -> dict[str, int]:
        """The units in a land (armies) or a sea (fleets), by seat."""
        return self.fleets.get(area, {}) if area in self.fleets else self.armies.get(area, {})


class Move(Action):
    """Move your whole stack from one area to the next: a land march, a sea voyage, or a crossing by fleet."""

    kind: Literal["move"] = "move"
    verb: ClassVar[str] = "move"
    origin: str
    destination: str

    def options(self) -> dict[str, str]:
        return {"from": self.origin, "to": self.destination}


class Recruit(Action):
    """Buy an army in your home land or a fleet in your home sea."""

    kind: Literal["recruit"] = "recruit"
    verb: ClassVar[str] = "recruit"
    unit: Literal["army", "fleet"]

    def options(self) -> dict[str, str]:
        return {"unit": self.unit}


class Intercept(Action):
    """Answer whether your fleet intercepts a fleet sailing into its sea."""

    kind: Literal["intercept"] = "intercept"
    verb: ClassVar[str] = "intercept"
    answer: Literal["yes", "no"]

    def options(self) -> dict[str, str]:
        return {"answer": self.answer}


class Done(Action):
    """End your turn, leaving the orders you have not given."""

    kind: Literal["done"] = "done"
    verb: ClassVar[str] = "done"


ACTIONS: dict[str, type[Action]] = {
    cls.model_fields["kind"].default: cls for cls in (Move, Recruit, Intercept, Done, MakeOffer, AnswerOffer)
}
"""Every action class by its ``kind``, for rebuilding actions from the log."""
