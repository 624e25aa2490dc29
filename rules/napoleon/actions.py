"""The actions a seat may take, as commands: /move, /battle, /play, /discard, /retreat, /done."""

from typing import Annotated, Any, ClassVar, Literal, cast

from pydantic import Field, TypeAdapter

from rules.core.contract import Action
from rules.napoleon.cards import CARDS
from rules.napoleon.countries import name

Amount = Literal["all but one", "all"]
"""NAP-MOVE-7: the amounts a player may type as words; they stand for a number of the armies that may still move."""


class MoveArmies(Action):
    """NAP-MOVE-1: move ``armies`` armies from one country to an adjacent one.

    NAP-MOVE-7: ``amount`` is set when the player chose the amount by word (``armies:all``, ``armies:all but
    one``); ``armies`` is then the number it stood for, and the option shows the word.
    """

    kind: Literal["move"] = "move"
    verb: ClassVar[str] = "move"
    origin: str
    destination: str
    armies: int
    amount: Amount | None = None

    def options(self) -> dict[str, str]:
        armies = self.amount or str(self.armies)
        return {"from": name(self.origin), "to": name(self.destination), "armies": armies}


class StartBattle(Action):
    """NAP-ATTACK-1: resolve the battle in a contested country (the attacker picks the order)."""

    kind: Literal["battle"] = "battle"
    verb: ClassVar[str] = "battle"
    country: str

    def options(self) -> dict[str, str]:
        return {"country": name(self.country)}


class PlayCard(Action):
    """NAP-ATTACK-5: play a battle card for the battle being fought."""

    kind: Literal["play"] = "play"
    verb: ClassVar[str] = "play"
    card: str

    def options(self) -> dict[str, str]:
        return {"card": CARDS[self.card].name}


class DiscardCard(Action):
    """NAP-DRAW-2: discard a card face down to get down to the hand limit."""

    kind: Literal["discard"] = "discard"
    verb: ClassVar[str] = "discard"
    card: str

    def options(self) -> dict[str, str]:
        return {"card": CARDS[self.card].name}


class RetreatTo(Action):
    """NAP-ATTACK-9: retreat a beaten force to an adjacent friendly country."""

    kind: Literal["retreat"] = "retreat"
    verb: ClassVar[str] = "retreat"
    destination: str

    def options(self) -> dict[str, str]:
        return {"to": name(self.destination)}


class Done(Action):
    """End the move phase (NAP-TURN-2), or play no card in a battle's card window (NAP-ATTACK-5)."""

    kind: Literal["done"] = "done"
    verb: ClassVar[str] = "done"


NapoleonAction = Annotated[
    MoveArmies | StartBattle | PlayCard | DiscardCard | RetreatTo | Done, Field(discriminator="kind")
]
_ADAPTER: TypeAdapter[Any] = TypeAdapter(cast("type[Any]", NapoleonAction))  # an Annotated union, not a class


def parse(data: dict[str, Any]) -> Action:
    """Rebuild an action from its JSON."""
    action: Action = _ADAPTER.validate_python(data)
    return action
