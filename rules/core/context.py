"""What a ruleset's handlers write into while applying one action: events, dice, reveals."""

from typing import Any

from rules.core.dice import Dice
from rules.core.events import Event, roll_event


class Context:
    """Events (public, or told to some seats), the action's dice, and whether hidden information came out."""

    def __init__(self, dice: Dice) -> None:
        self.dice = dice
        self.events: list[Event] = []
        self.hidden_revealed = False

    def say(self, text: str, kind: str = "info", seat: str | None = None, **data: Any) -> None:
        """Record a public event."""
        self.events.append(Event(kind=kind, text=text, seat=seat, data=data))

    def tell(self, seats: list[str], text: str, kind: str = "private", **data: Any) -> None:
        """Record an event only ``seats`` may see (a card drawn, a stack's contents, a spy report)."""
        self.events.append(Event(kind=kind, text=text, visible_to=list(seats), data=data))

    def record(self, event: Event) -> None:
        """Record a ready-made event (a die-roll table's lookup, say)."""
        self.events.append(event)

    def roll(
        self, who: str, purpose: str, count: int, sides: int = 6, modifiers: list[tuple[str, int]] | None = None
    ) -> list[int]:
        """Roll dice in the open: the roll is a public event with its modifiers and total."""
        faces = self.dice.roll(count, sides)
        mods = modifiers or []
        total = sum(faces) + sum(v for _, v in mods)
        self.events.append(roll_event(who, purpose, faces, mods, total))
        return faces

    def reveal(self) -> None:
        """Mark that hidden information (a card, a drawn unit) came out: the action cannot be undone."""
        self.hidden_revealed = True
