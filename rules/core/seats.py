"""Seats and game options as a ruleset declares them: 2..N seats with names and colours, typed options."""

from dataclasses import dataclass, field
from typing import Literal

from rules.core.errors import IllegalAction

MAX_OPTION_LENGTH = 64


@dataclass(frozen=True)
class SeatSpec:
    """One seat: its id (what players type), display name, map colour (``#rrggbb``), and whether a player may
    take it (False: a non-player country run by the rules or the AI)."""

    id: str
    name: str
    colour: str
    playable: bool = True


@dataclass(frozen=True)
class OptionSpec:
    """One game option of ``/game new options:"key=value,…"``: its type, default, bounds or choices, and help."""

    name: str
    kind: Literal["int", "choice", "bool"]
    default: str
    help: str
    minimum: int | None = None
    maximum: int | None = None
    choices: tuple[str, ...] = field(default_factory=tuple)

    def allowed(self) -> str:
        """The values allowed, in words."""
        if self.kind == "int":
            return f"a whole number from {self.minimum} to {self.maximum}"
        if self.kind == "bool":
            return "on or off"
        return "one of " + ", ".join(self.choices)

    def values(self) -> list[str]:
        """Every value of a choice or bool option; for a number, its bounds and default."""
        if self.kind == "bool":
            return ["on", "off"]
        if self.kind == "choice":
            return list(self.choices)
        return list(dict.fromkeys(str(v) for v in (self.minimum, self.default, self.maximum) if v is not None))

    def parse(self, raw: str) -> str:
        """The canonical value for ``raw``, or IllegalAction saying what is allowed."""
        value = raw.strip().casefold()
        if len(value) > MAX_OPTION_LENGTH:
            raise IllegalAction(f"Option `{self.name}` is too long; it takes {self.allowed()}.")
        if self.kind == "int":
            if not (value.isascii() and value.isdigit()):
                raise IllegalAction(f"Option `{self.name}={raw.strip()}`: it takes {self.allowed()}.")
            number = int(value)
            low = self.minimum if self.minimum is not None else number
            high = self.maximum if self.maximum is not None else number
            if not low <= number <= high:
                raise IllegalAction(f"Option `{self.name}={number}` is out of range: it takes {self.allowed()}.")
            return str(number)
        if self.kind == "bool":
            if value in ("on", "yes", "true", "1"):
                return "on"
            if value in ("off", "no", "false", "0"):
                return "off"
            raise IllegalAction(f"Option `{self.name}={raw.strip()}`: it takes on or off.")
        for choice in self.choices:
            if choice.casefold() == value:
                return choice
        raise IllegalAction(f"Option `{self.name}={raw.strip()}`: it takes {self.allowed()}.")


def parse_options(specs: list[OptionSpec], raw: dict[str, str]) -> dict[str, str]:
    """Every declared option with its canonical value (defaults filled in); IllegalAction for an unknown option
    or a bad value, naming the known options and what each allows."""
    by_name = {spec.name.casefold(): spec for spec in specs}
    chosen: dict[str, str] = {}
    for key, value in raw.items():
        spec = by_name.get(key.strip().casefold())
        if spec is None:
            known = ", ".join(f"{s.name} ({s.allowed()})" for s in specs) or "none"
            raise IllegalAction(f"Unknown option `{key.strip()}`. This game's options: {known}.")
        chosen[spec.name] = spec.parse(value)
    return {spec.name: chosen.get(spec.name, spec.default) for spec in specs}
