"""Artillery line of sight (BF-LOS-1..5) on the core's exact sight lines, with both hilltop clauses on."""

from rules.breitenfeld.state import BreitenfeldState
from rules.breitenfeld.terrain import GRID
from rules.core.hexes import Hex
from rules.core.sight import HilltopRules, Sight, line_of_sight

BLOCKING_TERRAIN = frozenset({"woods", "forest", "town", "hilltop"})


def occupied_hexes(state: BreitenfeldState) -> frozenset[Hex]:
    """Every hex holding a counter (any counter blocks sight, BF-LOS-1)."""
    return frozenset(p.where for p in state.pieces if p.where is not None)


def sees(state: BreitenfeldState, origin: Hex, target: Hex, occupied: frozenset[Hex] | None = None) -> Sight:
    """BF-LOS-1: woods, forest, town, hilltop and any counter block the line between hex centres; BF-LOS-2:
    along a hexside only when both hexes block; BF-LOS-3: a gun on a hilltop ignores blocks nearer than half
    the distance; BF-LOS-4: a gun on a hilltop sees any hilltop unless an intervening hilltop holds a counter or
    forest; BF-LOS-5: the firing and target hexes never block."""
    if occupied is None:
        occupied = occupied_hexes(state)

    def blocks(h: Hex) -> bool:
        return bool(GRID.terrains_of(h) & BLOCKING_TERRAIN) or h in occupied

    def hilltop(h: Hex) -> bool:
        return GRID.has(h, "hilltop")

    rules = HilltopRules(hilltop, lambda h: h in occupied or GRID.has(h, "forest"))
    return line_of_sight(origin, target, blocks, rules)
