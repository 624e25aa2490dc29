"""Events: what happened, as the rules report it.

An event is public unless ``visible_to`` names the seats that may see it (a card drawn, a spy report).
Dice rolls are always public events of kind ``roll``.
"""

from typing import Any

from pydantic import BaseModel, Field


class Event(BaseModel):
    """One thing that happened while an action was applied."""

    kind: str
    text: str
    seat: str | None = None
    visible_to: list[str] | None = None
    data: dict[str, Any] = Field(default_factory=dict)

    @property
    def public(self) -> bool:
        """True when every seat and every onlooker may see this event."""
        return self.visible_to is None

    def visible_for(self, seat: str | None) -> bool:
        """True when ``seat`` (None: the public) may see this event."""
        return self.visible_to is None or (seat is not None and seat in self.visible_to)


def roll_event(who: str, purpose: str, dice: list[int], modifiers: list[tuple[str, int]], total: int) -> Event:
    """A public dice-roll event: who rolled, what for, the faces, the modifiers and the result."""
    mods = "".join(f" {'+' if v >= 0 else '−'}{abs(v)} ({name})" for name, v in modifiers)
    faces = " + ".join(str(d) for d in dice)
    text = f"🎲 {who}, {purpose}: [{faces}]{mods} = {total}"
    return Event(
        kind="roll",
        text=text,
        seat=who,
        data={"purpose": purpose, "dice": dice, "modifiers": [list(m) for m in modifiers], "total": total},
    )
