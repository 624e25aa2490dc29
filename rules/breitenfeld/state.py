"""The Breitenfeld state: every counter's place and condition, the turn, the visibility, the armies' morale,
and the attacks declared this combat step."""

import copy
from functools import cache

from pydantic import BaseModel, Field

from rules.breitenfeld.forces import BY_ID, Counter, disrupted_strength
from rules.breitenfeld.terrain import GRID
from rules.core.contract import GameState
from rules.core.hexes import Hex, parse_hex
from rules.core.situation import Result
from rules.core.steps import StackedState

ARMIES = ("imperialist", "swedish", "saxon")
"""The three forces with a demoralization level (BF-DEM-1): the Imperialist army, the Swedes, the Saxons."""


@cache
def hex_at(number: str) -> Hex:
    """The hex a four-digit number names (cached: the rules look hexes up very often)."""
    return parse_hex(number)


@cache
def distance(a: str, b: str) -> int:
    """Hexes between two hex numbers (cached)."""
    return hex_at(a).distance(hex_at(b))


@cache
def around(hex_: Hex) -> tuple[Hex, ...]:
    """The hexes next to ``hex_`` on the battlefield (cached)."""
    return tuple(GRID.neighbours(hex_))


class Piece(BaseModel):
    """One counter in play: where it stands (None once off the map) and what has befallen it."""

    id: str
    hex: str | None
    disrupted: bool = False
    captured: bool = False
    eliminated: bool = False
    exited: str = ""
    moved: bool = False
    fired: bool = False

    @property
    def counter(self) -> Counter:
        """The printed counter (name, side, nation, kind, strength, movement, leader value)."""
        return BY_ID[self.id]

    @property
    def side(self) -> str:
        """The player the counter belongs to."""
        return self.counter.side

    @property
    def kind(self) -> str:
        """infantry, cavalry, artillery or leader."""
        return self.counter.kind

    @property
    def where(self) -> Hex | None:
        """The hex it stands in, None once off the map."""
        return None if self.hex is None else hex_at(self.hex)

    @property
    def on_map(self) -> bool:
        """True while the counter stands on the map (artillery even when captured)."""
        return self.hex is not None

    @property
    def combat(self) -> bool:
        """True for an infantry or cavalry counter on the map: it fights, and it can be attacked."""
        return self.hex is not None and self.kind in ("infantry", "cavalry")

    @property
    def strength(self) -> int:
        """BF-DIS-2: the combat strength now (the reduced back when disrupted)."""
        return disrupted_strength(self.counter) if self.disrupted else self.counter.strength

    @property
    def army(self) -> str:
        """The demoralization army it counts for: imperialist, swedish or saxon."""
        nation = self.counter.nation
        return nation if nation in ("swedish", "saxon") else "imperialist"


class Combat(BaseModel):
    """One declared combat: the attackers, the defenders, and whether the Swedish cavalry in it charge."""

    attackers: list[str]
    defenders: list[str]
    charge: bool = False


class BreitenfeldState(GameState, StackedState):
    """The battle: the counters, the turn and the side playing, the visibility, the morale, the combats declared."""

    turn: int = 1
    turns: int = 18
    active: str = "imperialist"
    visibility: str = "moderate"
    pieces: list[Piece] = Field(default_factory=list)
    combats: list[Combat] = Field(default_factory=list)
    led: list[str] = Field(default_factory=list)
    released: dict[str, int] = Field(default_factory=dict)
    demoralized: dict[str, int] = Field(default_factory=dict)
    result: Result | None = None

    def __deepcopy__(self, memo: dict[int, object] | None = None) -> "BreitenfeldState":
        """A full copy, made field by field (pieces and combats hold only plain values): much quicker than a
        generic deep copy, and every apply and observation makes one."""
        return self.model_copy(
            update={
                "stack": [f.model_copy(update={"data": copy.deepcopy(f.data)}) for f in self.stack],
                "pieces": [p.model_copy() for p in self.pieces],
                "combats": [c.model_copy(update={"attackers": list(c.attackers), "defenders": list(c.defenders)})
                            for c in self.combats],
                "led": list(self.led),
                "released": dict(self.released),
                "demoralized": dict(self.demoralized),
                "options": dict(self.options),
                "seats": list(self.seats),
                "result": None if self.result is None else self.result.model_copy(deep=True),
            }
        )  # fmt: skip

    def piece(self, piece_id: str) -> Piece | None:
        """The counter with this id, None when there is none."""
        return next((p for p in self.pieces if p.id == piece_id), None)

    def at(self, number: str) -> list[Piece]:
        """The counters standing in a hex (a unit, perhaps a leader with it, perhaps captured guns)."""
        return [p for p in self.pieces if p.hex == number]

    def unit_at(self, number: str) -> Piece | None:
        """The one counter in a hex that is not a leader and not captured guns (BF-MOVE-1: no stacking)."""
        return next((p for p in self.at(number) if p.kind != "leader" and not p.captured), None)

    def side(self, seat: str) -> list[Piece]:
        """``seat``'s counters on the map."""
        return [p for p in self.pieces if p.side == seat and p.on_map]

    def enemy(self, seat: str) -> list[Piece]:
        """The other player's counters on the map."""
        return [p for p in self.pieces if p.side != seat and p.on_map]

    def other(self, seat: str) -> str:
        """The other player."""
        return next(s for s in self.seats if s != seat)

    def is_demoralized(self, army: str) -> bool:
        """True once ``army`` (imperialist, swedish, saxon) has reached its demoralization level."""
        return army in self.demoralized
