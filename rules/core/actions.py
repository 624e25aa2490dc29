"""Actions: what a player does, as typed data with the command options that select it."""

from collections.abc import Mapping
from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict

from rules.core.errors import IllegalAction


class Action(BaseModel):
    """A player's action. Subclasses set ``kind`` (a Literal) and ``verb``, and describe their options."""

    model_config = ConfigDict(frozen=True)

    kind: str
    verb: ClassVar[str] = "do"

    def command(self) -> str:
        """The command path that selects this action: the verb, or "group sub" for a subcommand."""
        return self.verb

    def options(self) -> dict[str, str]:
        """The command options that select this action, by option name (what a player types)."""
        return {}

    def label(self) -> str:
        """A short human description of the action, as shown in autocomplete and buttons."""
        opts = " ".join(f"{k}:{v}" for k, v in self.options().items())
        return f"/{self.command()} {opts}".strip()


def parse_kind(kinds: Mapping[str, type[Action]], data: dict[str, Any]) -> Action:
    """The action ``data`` describes, by its ``kind`` (IllegalAction naming the known kinds when unknown)."""
    kind = data.get("kind")
    if not isinstance(kind, str) or kind not in kinds:
        raise IllegalAction(f"unknown action kind {kind!r}; known: {', '.join(sorted(kinds))}")
    return kinds[kind].model_validate(data)
