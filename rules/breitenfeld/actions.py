"""The actions of a Breitenfeld player and the verbs that name them (BF-SEQ-1's steps)."""

from typing import ClassVar, Literal

from rules.core.actions import Action
from rules.core.catalogue import Slot, Verb, join_many


class Move(Action):
    """Move one counter to a hex it can reach, or off the map ("off") where it may leave."""

    kind: Literal["move"] = "move"
    verb: ClassVar[str] = "move"
    unit: str
    to: str

    def options(self) -> dict[str, str]:
        return {"from": self.unit, "to": self.to}


class Orders(Action):
    """Several moves at once, one per line or comma: "0512-0612, 0713-0813" (hex or counter id, then hex or off)."""

    kind: Literal["orders"] = "orders"
    verb: ClassVar[str] = "orders"
    text: str

    def options(self) -> dict[str, str]:
        return {"text": self.text}


class Fire(Action):
    """Fire one battery at an enemy unit in range and in sight."""

    kind: Literal["fire"] = "fire"
    verb: ClassVar[str] = "fire"
    unit: str
    at: str

    def options(self) -> dict[str, str]:
        return {"unit": self.unit, "at": self.at}


class Attack(Action):
    """Declare an attack: enemy units, then your units next to them, and whether Swedish cavalry charge."""

    kind: Literal["attack"] = "attack"
    verb: ClassVar[str] = "attack"
    targets: tuple[str, ...]
    attackers: tuple[str, ...]
    charge: bool = False

    def options(self) -> dict[str, str]:
        return {"targets": join_many(self.targets), "with": join_many(self.attackers),
                "charge": "yes" if self.charge else "no"}  # fmt: skip


class Done(Action):
    """End this step of your turn (after combat: resolve the declared attacks)."""

    kind: Literal["done"] = "done"
    verb: ClassVar[str] = "done"


ACTIONS: dict[str, type[Action]] = {c.model_fields["kind"].default: c for c in (Move, Orders, Fire, Attack, Done)}
VERBS = [
    Verb("move", "Move one counter to a hex it can reach (or off the map)", (Slot("from", "Which counter (its id)"),
         Slot("to", "Which hex (or off)"))),
    Verb("orders", "Move many counters at once: one move a line or comma, e.g. 0512-0612, 0713-0813",
         (Slot("text", "Moves as FROM-TO: a hex or counter id, then a hex or off"),)),
    Verb("fire", "Fire a battery at an enemy unit it can see", (Slot("unit", "Which battery"),
         Slot("at", "Which enemy unit"))),
    Verb("attack", "Declare an attack on adjacent enemy units",
         (Slot("targets", "Enemy units attacked", many=True), Slot("with", "Your attacking units", many=True),
          Slot("charge", "Swedish cavalry charge (yes/no)"))),
    Verb("done", "End this step of your turn"),
]  # fmt: skip
