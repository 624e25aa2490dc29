"""Victory: every enemy unit destroyed, or the most territories at the end of 1783 (WOI-VICTORY-1, -2)."""

from rules.independence.state import WoiState
from rules.independence.units import SIDES, other, side_of


def territory_counts(state: WoiState) -> dict[str, int]:
    """How many territories each side controls."""
    counts = dict.fromkeys(SIDES, 0)
    for owner in state.control.values():
        counts[owner] += 1
    return counts


def end_game(state: WoiState, winner: str | None, reason: str) -> None:
    """End the game (its stack of steps emptied) with its winner (None: a draw), the reason and the counts."""
    state.stack.clear()
    state.winner = winner
    state.end_reason = reason
    state.scores = territory_counts(state)
    state.battle = None


def check_annihilation(state: WoiState) -> bool:
    """End the game when a side has no unit left on the board (WOI-VICTORY-2); True when it ended."""
    alive = [side for side in SIDES if any(side_of(c) == side for chits in state.board.values() for c in chits)]
    if len(alive) == 2:
        return False
    winner = alive[0] if alive else None
    loser = other(winner) if winner else "both sides"
    end_game(state, winner, f"every unit of {loser} destroyed")
    return True


def end_of_war(state: WoiState) -> None:
    """At the end of 1783 the side controlling more territories wins; equal counts are a draw (WOI-R-15)."""
    counts = territory_counts(state)
    a, b = SIDES
    winner = a if counts[a] > counts[b] else b if counts[b] > counts[a] else None
    end_game(state, winner, f"end of 1783: territories {a} {counts[a]}, {b} {counts[b]}")
