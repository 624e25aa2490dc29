"""The actions a player takes, each one small step (so a seat's legal list stays short)."""

from functools import lru_cache
from typing import ClassVar, Literal

from pydantic import field_validator

from rules.core.catalogue import Slot, Verb, join_many
from rules.core.contract import Action
from rules.independence.cards import CARD_TYPE
from rules.independence.territories import TERRITORY_BY_ID
from rules.independence.units import UNIT_TYPE

ALL, FAST, SHIPS, HALF = "all", "fast", "ships", "half:"
GROUP_NAMES = {ALL: "All", FAST: "Fast units", SHIPS: "Ships"}


def place_name(territory: str) -> str:
    """A territory's display name."""
    return TERRITORY_BY_ID[territory].name


def group_name(group: str) -> str:
    """The display name of a moving group: all, fast units, ships, one leader alone, or a leader with half."""
    if group.startswith(HALF):
        return f"{UNIT_TYPE[group.removeprefix(HALF)].name} with half"
    return GROUP_NAMES.get(group) or UNIT_TYPE[group].name


class Discard(Action):
    """Discard a card from your hand (Draw phase: unwanted cards, then excess over 7)."""

    kind: Literal["discard"] = "discard"
    verb: ClassVar[str] = "discard"
    card: str

    def options(self) -> dict[str, str]:
        return {"card": CARD_TYPE[self.card].name}


class Done(Action):
    """End your part of the current step."""

    kind: Literal["done"] = "done"
    verb: ClassVar[str] = "done"


class Play(Action):
    """Play a move or event card from your hand in your Move phase."""

    kind: Literal["play"] = "play"
    verb: ClassVar[str] = "play"
    card: str

    def options(self) -> dict[str, str]:
        return {"card": CARD_TYPE[self.card].name}


class Move(Action):
    """Move one stack (all its movable units, its fast units, its ships, or one leader alone)."""

    kind: Literal["move"] = "move"
    verb: ClassVar[str] = "move"
    origin: str
    destination: str
    group: str = ALL

    def options(self) -> dict[str, str]:
        return {"from": place_name(self.origin), "units": group_name(self.group), "to": place_name(self.destination)}


@lru_cache(maxsize=16384)
def move_action(origin: str, destination: str, group: str) -> Move:
    """The move of ``group`` from ``origin`` to ``destination``, built once: actions never change, and a move
    step's list names a few hundred of them on every state."""
    return Move(origin=origin, destination=destination, group=group)


class Place(Action):
    """Place a control marker given by an event card."""

    kind: Literal["place"] = "place"
    verb: ClassVar[str] = "place"
    territory: str

    def options(self) -> dict[str, str]:
        return {"territory": place_name(self.territory)}


class Fight(Action):
    """Choose the next battle to fight (the active player)."""

    kind: Literal["fight"] = "fight"
    verb: ClassVar[str] = "battle"
    territory: str

    def options(self) -> dict[str, str]:
        return {"territory": place_name(self.territory)}


class Seal(Action):
    """Your sealed choice of battle cards for the battle being fought: any number of them, none included, in one
    action so that the count stays secret (WE-BATTLE-3, WOI-R-21). ``cards`` are card type keys, sorted, a key
    twice for two copies."""

    kind: Literal["seal"] = "seal"
    verb: ClassVar[str] = "battle"
    cards: tuple[str, ...] = ()

    @field_validator("cards")
    @classmethod
    def _sorted(cls, cards: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(sorted(cards))

    def options(self) -> dict[str, str]:
        return {"cards": join_many(CARD_TYPE[k].name for k in self.cards)}


class Lose(Action):
    """Remove one unit: a battle casualty, an upkeep discard or a Winter Quarters discard."""

    kind: Literal["lose"] = "lose"
    verb: ClassVar[str] = "discard"
    unit: str
    territory: str

    def options(self) -> dict[str, str]:
        return {"unit": UNIT_TYPE[self.unit].name, "territory": place_name(self.territory)}


class Retreat(Action):
    """Retreat the losing stack one space."""

    kind: Literal["retreat"] = "retreat"
    verb: ClassVar[str] = "retreat"
    destination: str

    def options(self) -> dict[str, str]:
        return {"to": place_name(self.destination)}


class Recruit(Action):
    """Buy one drawn unit (or place an enlisted one) in a territory you control."""

    kind: Literal["recruit"] = "recruit"
    verb: ClassVar[str] = "recruit"
    unit: str
    territory: str

    def options(self) -> dict[str, str]:
        return {"unit": UNIT_TYPE[self.unit].name, "territory": place_name(self.territory)}


@lru_cache(maxsize=4096)
def recruit_action(unit: str, territory: str) -> Recruit:
    """Recruiting ``unit`` into ``territory``, built once (a recruit step's list names every unit type drawn in
    every territory held, state after state)."""
    return Recruit(unit=unit, territory=territory)


ACTION_KINDS: dict[str, type[Action]] = {
    "discard": Discard,
    "done": Done,
    "play": Play,
    "move": Move,
    "place": Place,
    "fight": Fight,
    "seal": Seal,
    "lose": Lose,
    "retreat": Retreat,
    "recruit": Recruit,
}


VERBS: list[Verb] = [
    Verb("discard", "Discard a card from your hand, or lose a unit (casualty, upkeep, Winter Quarters)", (
        Slot("card", "the card to discard"),
        Slot("unit", "the unit to lose"),
        Slot("territory", "where the unit stands"),
    )),
    Verb("done", "End your part of the current step (draw, stop moving or placing, end a phase)"),
    Verb("play", "Play a move or event card in your Move phase", (Slot("card", "the card to play"),)),
    Verb("move", "Move one stack: choose where from, which units, then where to", (
        Slot("from", "the territory of the stack"),
        Slot("units", "All, Fast units, Ships, a leader alone, or a leader with half"),
        Slot("to", "the destination"),
    )),
    Verb("place", "Place a control marker from an event card", (Slot("territory", "where the marker goes"),)),
    Verb("battle", "Choose the next battle, or seal your battle cards for the battle being fought", (
        Slot("territory", "the contested territory to fight over"),
        Slot("cards", "your battle cards, any number (None for none), sealed until both sides choose", many=True),
    )),
    Verb("retreat", "Retreat the losing stack one space", (Slot("to", "the neighbouring territory"),)),
    Verb("recruit", "Buy a drawn unit (or place an enlisted one) in a territory you control", (
        Slot("unit", "the drawn unit"),
        Slot("territory", "where it starts"),
    )),
]
"""The verb catalogue: the commands and the order of their options (the Discord tree and the console grammar
are generated from it)."""
