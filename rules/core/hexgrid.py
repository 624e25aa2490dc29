"""A hex map for the rules: its extent, the terrain of each hex, features along hexsides, move costs and reach.

Hex numbers follow the SPI convention of ``rules.core.hexes``. Terrain and hexside features are plain names
("clear", "woods", "town", "hilltop"; "stream", "river", "swamp") that a ruleset prices in a ``MoveCosts``.
"""

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field

from rules.core.hexes import Hex, Hexside, from_axial, hexside, parse_hex
from rules.core.paths import Reach, cheapest

Cost = int | None


def _never(_: Hex) -> bool:
    return False


def _always(_: Hex) -> bool:
    return True


def _any_step(_a: Hex, _b: Hex) -> bool:
    return True


@dataclass(frozen=True, eq=False)
class HexGrid:
    """The hexes of a map (columns 1..``columns``, rows 1..``rows``), their terrain and hexside features.

    ``terrain`` names the terrain of hexes that are not ``default``; ``features`` lists what runs along each
    hexside (a stream, a river, a bridge …); ``missing`` are hexes cut off by the map edge.
    """

    columns: int
    rows: int
    terrain: Mapping[Hex, str] = field(default_factory=dict)
    features: Mapping[Hexside, frozenset[str]] = field(default_factory=dict)
    missing: frozenset[Hex] = frozenset()
    default: str = "clear"

    def __post_init__(self) -> None:
        for hex_ in self.terrain:
            if not self.contains(hex_):
                raise ValueError(f"terrain given for {hex_}, which is not on the map")
        for side in self.features:
            if not (self.contains(side.a) and self.contains(side.b)):
                raise ValueError(f"hexside {side} is not on the map")

    @classmethod
    def build(
        cls,
        columns: int,
        rows: int,
        terrain: Mapping[Hex, str] | None = None,
        features: Iterable[tuple[Hex, Hex, str]] = (),
        missing: Iterable[Hex] = (),
        default: str = "clear",
    ) -> "HexGrid":
        """A grid from terrain per hex and (hex, hex, feature) triples along hexsides."""
        sides: dict[Hexside, set[str]] = {}
        for a, b, feature in features:
            sides.setdefault(hexside(a, b), set()).add(feature)
        return cls(columns, rows, dict(terrain or {}), {s: frozenset(f) for s, f in sides.items()},
                   frozenset(missing), default)  # fmt: skip

    @classmethod
    def parse(
        cls,
        columns: int,
        rows: int,
        terrain: Mapping[str, str],
        features: Iterable[tuple[str, str, str]] = (),
        default: str = "clear",
    ) -> "HexGrid":
        """A grid written with four-digit numbers, as hex map data is: ``{"0405": "woods"}`` and
        ``("1102", "1201", "stream")`` triples."""
        return cls.build(columns, rows, {parse_hex(n): t for n, t in terrain.items()},
                         [(parse_hex(a), parse_hex(b), kind) for a, b, kind in features], default=default)  # fmt: skip

    def contains(self, hex_: Hex) -> bool:
        """True when ``hex_`` is on the map."""
        return 1 <= hex_.col <= self.columns and 1 <= hex_.row <= self.rows and hex_ not in self.missing

    def hexes(self) -> list[Hex]:
        """Every hex on the map, column by column."""
        return [h for c in range(1, self.columns + 1) for r in range(1, self.rows + 1) if self.contains(h := Hex(c, r))]

    def column(self, col: int) -> list[Hex]:
        """The hexes of one hexrow (SPI "the ``col``00 hexrow"), top to bottom."""
        return [h for r in range(1, self.rows + 1) if self.contains(h := Hex(col, r))]

    def neighbours(self, hex_: Hex) -> list[Hex]:
        """The hexes on the map next to ``hex_`` (N first, clockwise)."""
        return [n for n in hex_.neighbours() if self.contains(n)]

    def terrain_of(self, hex_: Hex) -> str:
        """The terrain of a hex."""
        return self.terrain.get(hex_, self.default)

    def features_of(self, a: Hex, b: Hex) -> frozenset[str]:
        """What runs along the hexside between adjacent ``a`` and ``b`` (empty when nothing)."""
        return self.features.get(hexside(a, b), frozenset())

    def within(self, centre: Hex, radius: int) -> list[Hex]:
        """The hexes on the map at most ``radius`` hexes from ``centre`` (``centre`` included)."""
        x, y, _ = centre.cube()
        found = []
        for dx in range(-radius, radius + 1):
            for dy in range(max(-radius, -dx - radius), min(radius, -dx + radius) + 1):
                hex_ = from_axial(x + dx, y + dy)
                if self.contains(hex_):
                    found.append(hex_)
        return found


@dataclass(frozen=True)
class MoveCosts:
    """Movement points to enter a hex by its terrain, plus extra points to cross a hexside feature.

    A terrain or feature priced None is prohibited (a disrupted unit may not enter woods or cross a river).
    Terrain missing from ``terrain`` costs ``default``; features missing from ``hexside`` cost nothing extra.
    """

    terrain: Mapping[str, Cost] = field(default_factory=dict)
    hexside: Mapping[str, Cost] = field(default_factory=dict)
    default: Cost = 1

    def step(self, grid: HexGrid, origin: Hex, destination: Hex) -> Cost:
        """The cost of moving from ``origin`` into the adjacent ``destination`` (None: prohibited)."""
        cost = self.terrain.get(grid.terrain_of(destination), self.default)
        if cost is None:
            return None
        for feature in grid.features_of(origin, destination):
            extra = self.hexside.get(feature, 0)
            if extra is None:
                return None
            cost += extra
        return cost


def reach(
    grid: HexGrid,
    start: Hex,
    allowance: int,
    cost: Callable[[Hex, Hex], Cost],
    may_enter: Callable[[Hex], bool] = _always,
    stops: Callable[[Hex], bool] = _never,
    may_step: Callable[[Hex, Hex], bool] = _any_step,
) -> Reach[Hex]:
    """Hexes a unit at ``start`` can reach with ``allowance`` movement points: the fewest points to each
    (``spent``, the start left out) and the cheapest route there (``route``: to check what a move passes through).

    ``cost(a, b)`` prices a step (None: prohibited); ``may_enter`` says whether a hex may be entered at all
    (not an occupied hex, for instance); ``stops`` whether entering a hex ends the move (an enemy zone of
    control); ``may_step`` vetoes single steps (no move from one enemy zone of control straight into another).
    """

    def priced(a: Hex, b: Hex) -> Cost:
        return cost(a, b) if may_step(a, b) else None

    return cheapest(start, allowance, grid.neighbours, priced, may_enter, lambda h: not stops(h))
