"""Die-roll tables: rows by die result or range, columns by odds, differential or name; every lookup is an event.

A combat results table is a ``Table`` whose columns are odds ("1-2" … "6-1") or differentials ("-2" … "+4");
``odds_column`` and ``differential_column`` pick the column SPI-style (rounded in the defender's favour, held
at the table's ends). A lookup takes the column, the die faces, die modifiers and column shifts, and returns a
``TableRoll`` whose ``event`` is the public record ("Combat Results Table, column 3-1, die 4 (−1 terrain) = 3
→ DR"); a ``say(text, **data)`` callable gets the same record when given.
"""

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from rules.core.dice import Dice
from rules.core.events import Event

Modifier = tuple[str, int]
Say = Callable[..., None]

_RANGE = re.compile(r"^\s*(-?\d+)\s*(?:[-–]\s*(-?\d+))?\s*$")


def _signed(value: int) -> str:
    return f"+{value}" if value >= 0 else f"−{abs(value)}"


@dataclass(frozen=True)
class Band:
    """One row of a table: the die results ``low``..``high`` and the result in each column."""

    low: int
    high: int
    results: tuple[str, ...]

    @property
    def label(self) -> str:
        """The row's die label: "4" or "2–4"."""
        return str(self.low) if self.low == self.high else f"{self.low}–{self.high}"


@dataclass(frozen=True)
class TableRoll:
    """One lookup: the table, the column (after shifts), the faces, the modifiers and what came out."""

    table: str
    column: str
    faces: tuple[int, ...]
    modifiers: tuple[Modifier, ...]
    shifts: tuple[Modifier, ...]
    natural_column: str
    total: int
    result: str

    @property
    def text(self) -> str:
        """The public sentence for the lookup."""
        shifted = "".join(f" {_signed(v)} {name}" for name, v in self.shifts)
        column = f"column {self.natural_column}{shifted} → {self.column}" if shifted else f"column {self.column}"
        faces = " + ".join(map(str, self.faces))
        die = f"die {faces}" if len(self.faces) == 1 else f"dice {faces}"
        mods = "".join(f" ({_signed(v)} {name})" for name, v in self.modifiers)
        total = f" = {self.total}" if self.modifiers or len(self.faces) > 1 else ""
        return f"🎲 {self.table}, {column}, {die}{mods}{total} → {self.result}"

    @property
    def data(self) -> dict[str, Any]:
        """The lookup as plain data (for the event and for replays)."""
        return {"table": self.table, "column": self.column, "natural_column": self.natural_column,
                "dice": list(self.faces), "modifiers": [list(m) for m in self.modifiers],
                "shifts": [list(s) for s in self.shifts], "total": self.total, "result": self.result}  # fmt: skip

    @property
    def event(self) -> Event:
        """The lookup as a public event of kind ``table``."""
        return Event(kind="table", text=self.text, data=self.data)


@dataclass(frozen=True)
class Table:
    """A printed die-roll table. Rows run from the lowest die result up without gaps; results past either end
    use the end row (a modified roll of 0 reads the first row, 9 the last)."""

    name: str
    columns: tuple[str, ...]
    rows: tuple[Band, ...]

    def __post_init__(self) -> None:
        if not self.columns or not self.rows:
            raise ValueError(f"{self.name}: a table needs columns and rows")
        for row in self.rows:
            if len(row.results) != len(self.columns):
                raise ValueError(f"{self.name}: row {row.label} has {len(row.results)} results for "
                                 f"{len(self.columns)} columns")  # fmt: skip
        for before, after in zip(self.rows, self.rows[1:], strict=False):
            if after.low != before.high + 1 or after.low > after.high:
                raise ValueError(f"{self.name}: rows {before.label} and {after.label} leave a gap or overlap")

    @classmethod
    def build(cls, name: str, columns: Sequence[str], rows: Mapping[str, Sequence[str]]) -> "Table":
        """A table from its printed form: row labels such as ``"1"`` or ``"2-4"`` to one result per column."""
        bands = []
        for label, results in rows.items():
            match = _RANGE.match(label)
            if not match:
                raise ValueError(f"{name}: {label!r} is not a die result or range such as 2-4")
            low = int(match.group(1))
            high = int(match.group(2)) if match.group(2) else low
            bands.append(Band(low, high, tuple(results)))
        return cls(name, tuple(columns), tuple(sorted(bands, key=lambda b: b.low)))

    def column_index(self, column: str) -> int:
        """Where ``column`` stands in the table (ValueError naming the columns when it is not one)."""
        if column not in self.columns:
            raise ValueError(f"{self.name} has no column {column!r}; its columns are {', '.join(self.columns)}")
        return self.columns.index(column)

    def shifted(self, column: str, shift: int) -> str:
        """The column ``shift`` places right (left when negative) of ``column``, held at the table's ends."""
        index = min(max(self.column_index(column) + shift, 0), len(self.columns) - 1)
        return self.columns[index]

    def result(self, column: str, total: int) -> str:
        """The result in ``column`` for a (modified) die total."""
        index = self.column_index(column)
        held = min(max(total, self.rows[0].low), self.rows[-1].high)
        return next(row.results[index] for row in self.rows if row.low <= held <= row.high)

    def lookup(
        self,
        column: str,
        faces: Sequence[int],
        modifiers: Sequence[Modifier] = (),
        shifts: Sequence[Modifier] = (),
        say: Say | None = None,
    ) -> TableRoll:
        """Read the table for dice already rolled; ``say(text, **data)`` hears the public record."""
        final = self.shifted(column, sum(v for _, v in shifts))
        total = sum(faces) + sum(v for _, v in modifiers)
        roll = TableRoll(self.name, final, tuple(faces), tuple(modifiers), tuple(shifts), column, total,
                         self.result(final, total))  # fmt: skip
        if say is not None:
            say(roll.text, **roll.data)
        return roll

    def roll(
        self,
        dice: Dice,
        column: str,
        count: int = 1,
        modifiers: Sequence[Modifier] = (),
        shifts: Sequence[Modifier] = (),
        say: Say | None = None,
    ) -> TableRoll:
        """Roll ``count`` six-sided dice and read the table (see ``lookup``)."""
        self.column_index(column)
        return self.lookup(column, dice.roll(count), modifiers, shifts, say)


def ratio_of(label: str) -> Fraction:
    """The odds an odds column stands for: ``"3-1"`` → 3, ``"1-2"`` → 1/2."""
    match = re.match(r"^\s*(\d+)\s*[-–:]\s*(\d+)\s*$", label)
    if not match or int(match.group(2)) == 0:
        raise ValueError(f"{label!r} is not an odds column such as 3-1 or 1-2")
    return Fraction(int(match.group(1)), int(match.group(2)))


def odds_column(attack: int, defence: int, columns: Sequence[str]) -> str:
    """The odds column for ``attack`` against ``defence``: the best column not above the true odds (so 7 to 3
    reads 2-1, 5 to 6 reads 1-2), the first column when worse, the last when better (or when defence is 0)."""
    ordered = sorted(columns, key=ratio_of)
    if defence <= 0:
        return ordered[-1]
    odds = Fraction(max(attack, 0), defence)
    fitting = [c for c in ordered if ratio_of(c) <= odds]
    return fitting[-1] if fitting else ordered[0]


def differential_column(attack: int, defence: int, columns: Sequence[str]) -> str:
    """The differential column for ``attack - defence``: the highest not above it, held at the table's ends."""
    ordered = sorted(columns, key=lambda c: int(c.replace("−", "-").replace("+", "")))
    difference = attack - defence
    fitting = [c for c in ordered if int(c.replace("−", "-").replace("+", "")) <= difference]
    return fitting[-1] if fitting else ordered[0]
