"""Where a counter may move (BF-MOVE-1..5, BF-TEC-1, BF-DIS-4, BF-DEM-3, BF-VIS-2), when an army may move at all
(the restricted starts), and where it may leave the map (BF-EXIT-1..4)."""

from dataclasses import dataclass
from functools import cache

from rules.breitenfeld.charts import COSTS, DEMORALIZED_HEXES, DISRUPTED_HEXES, UNIFORM
from rules.breitenfeld.state import BreitenfeldState, Piece, around, hex_at
from rules.breitenfeld.terrain import GRID, IMPERIALIST_REAR, SWEDISH_REAR
from rules.breitenfeld.zones import enemy_zone
from rules.core.hexes import Hex
from rules.core.paths import Reach, cheapest

OFF = "off"
"""The destination of a counter leaving the map."""
IMPERIALIST_START, ALLIED_START = 4, 5


def may_move_army(state: BreitenfeldState, seat: str) -> bool:
    """BF-MOVE-3/4: the Imperialists move once one of them is disrupted by artillery or from turn 4; the Allies
    once an Imperialist has moved within 3 hexes of an Allied unit or from turn 5."""
    first = IMPERIALIST_START if seat == "imperialist" else ALLIED_START
    return state.turn >= first or seat in state.released


def allowance(state: BreitenfeldState, piece: Piece) -> tuple[int, str]:
    """The movement points ``piece`` has now, and which costs it moves with (a key of ``COSTS``)."""
    if piece.disrupted:
        points, costs = DISRUPTED_HEXES, "disrupted"
    elif piece.kind != "leader" and state.is_demoralized(piece.army):
        points, costs = DEMORALIZED_HEXES, "demoralized"
    else:
        points, costs = piece.counter.movement, piece.kind
    if state.visibility != "clear":
        points = (points + 1) // 2  # BF-VIS-2: halved, rounded up
    return points, costs


def may_leave(state: BreitenfeldState, piece: Piece) -> bool:
    """BF-EXIT-1/2: Saxons may leave once the Saxons are demoralized; Swedes once the Imperialists are;
    Imperialists once the Swedes or the Saxons are."""
    if piece.army == "saxon" and state.is_demoralized("saxon"):
        return True
    if piece.side == "imperialist":
        return state.is_demoralized("swedish") or state.is_demoralized("saxon")
    return state.is_demoralized("imperialist")


def exit_edges(state: BreitenfeldState, piece: Piece) -> frozenset[Hex]:
    """BF-EXIT-1..4: the map-edge hexes ``piece`` may leave by now (empty: it may not leave): the 2300 hexrow
    once the Imperialists are demoralized, the 0100 hexrow once the Swedes are (and for demoralized Saxons)."""
    if not may_leave(state, piece):
        return frozenset()
    edges: set[Hex] = set()
    if state.is_demoralized("imperialist"):
        edges |= IMPERIALIST_REAR
    if state.is_demoralized("swedish") or piece.army == "saxon":
        edges |= SWEDISH_REAR
    return frozenset(edges)


@dataclass(frozen=True)
class Moves:
    """Where one counter may end its move (hex number → points spent), the hexrow it may leave the map by
    ("0100", "2300"; empty: it may not leave), and the cheapest routes (for captures on the way)."""

    @property
    def exits(self) -> bool:
        """True when the counter may leave the map."""
        return bool(self.exit_via)

    ends: dict[str, int]
    exit_via: str
    found: Reach[Hex] | None = None

    def route(self, number: str) -> list[str]:
        """The hexes passed on the way to ``number`` (itself last)."""
        path = self.found.route(hex_at(number)) if self.found is not None else None
        return [str(h) for h in path or []]


def _occupants(state: BreitenfeldState) -> dict[Hex, list[Piece]]:
    """The counters in each occupied hex (captured guns left out: they hinder nobody)."""
    found: dict[Hex, list[Piece]] = {}
    for piece in state.pieces:
        if piece.where is not None and not piece.captured:
            found.setdefault(piece.where, []).append(piece)
    return found


def _passable(piece: Piece, here: list[Piece]) -> bool:
    """A counter may pass through friends, captured guns, and (a unit only) enemy guns or a lone enemy leader."""
    enemies = [p for p in here if p.side != piece.side]
    if not enemies:
        return True
    return piece.combat and all(p.kind in ("artillery", "leader") for p in enemies)


def _may_end(piece: Piece, here: list[Piece]) -> bool:
    """BF-MOVE-1: no stacking; a leader may share a hex with one friendly unit (BF-LEAD-1)."""
    others = [p for p in here if p.id != piece.id]
    if piece.kind == "leader":
        return len(others) == 0 or (len(others) == 1 and others[0].side == piece.side and others[0].combat)
    return all(p.kind == "leader" and p.side == piece.side for p in others) or all(
        p.side != piece.side and p.kind in ("artillery", "leader") for p in others
    )


@cache
def step_cost(costs: str, a: Hex, b: Hex) -> int | None:
    """The points a step from ``a`` into ``b`` costs with ``COSTS[costs]`` (one a hex for disrupted and
    demoralized moves; prohibited steps stay None)."""
    cost = COSTS[costs].step(GRID, a, b)
    return None if cost is None else (1 if costs in UNIFORM else cost)


def moves(state: BreitenfeldState, piece: Piece) -> Moves:
    """BF-MOVE-1/2, BF-ZOC-1: the hexes ``piece`` can reach this movement step, stopping on entering an enemy
    zone of control, never ending on another unit; artillery never moves (BF-ART-1)."""
    if piece.hex is None or piece.kind == "artillery" or piece.moved:
        return Moves({}, "")
    points, costs = allowance(state, piece)
    zone = enemy_zone(state, piece.side)
    occupied = _occupants(state)
    start = hex_at(piece.hex)
    found = cheapest(
        start, points, around, lambda a, b: step_cost(costs, a, b),
        may_enter=lambda h: _passable(piece, occupied.get(h, [])),
        may_go_on=lambda h: h not in zone,
    )  # fmt: skip
    ends = {str(h): spent for h, spent in found.spent.items() if _may_end(piece, occupied.get(h, []))}
    edges = exit_edges(state, piece)
    leaving = {start} & edges | {
        h for h, spent in found.spent.items() if h in edges and spent < points and h not in zone
    }
    columns = sorted({h.col for h in leaving}, reverse=piece.side == "allied")
    exit_via = f"{columns[0]:02d}00" if columns else ""
    return Moves(ends, exit_via, found)
