"""Leaders (BF-LEAD-1..4): they add their value to combat strength, one leader per unit per turn, and help units
recover from disruption; Swedish leaders do nothing for Saxon units."""

from rules.breitenfeld.state import BreitenfeldState, Piece, hex_at


def helps(leader: Piece, unit: Piece) -> bool:
    """BF-LEAD-3: a leader helps a friendly unit within 1 hex of him, except a Swedish leader a Saxon unit."""
    if leader.hex is None or unit.hex is None or leader.side != unit.side:
        return False
    if leader.counter.nation == "swedish" and unit.army == "saxon":
        return False
    return hex_at(leader.hex).distance(hex_at(unit.hex)) <= 1


def combat_leaders(state: BreitenfeldState, units: list[Piece]) -> list[tuple[Piece, Piece]]:
    """BF-LEAD-2: the leaders who add their value to a combat of ``units``: each leader not yet used this player
    turn, next to or with one of the units, at most one leader per unit (the best leaders first)."""
    if not units:
        return []
    free = [p for p in state.side(units[0].side) if p.kind == "leader" and p.id not in state.led]
    free.sort(key=lambda p: (-p.counter.value, p.id))
    taken: set[str] = set()
    found = []
    for leader in free:
        unit = next((u for u in units if u.id not in taken and helps(leader, u)), None)
        if unit is not None:
            taken.add(unit.id)
            found.append((leader, unit))
    return found


def recovery_leader(state: BreitenfeldState, unit: Piece) -> Piece | None:
    """BF-DIS-7: the one leader whose value helps ``unit``'s recovery roll (the best within 1 hex)."""
    near = [p for p in state.side(unit.side) if p.kind == "leader" and helps(p, unit)]
    return max(near, key=lambda p: (p.counter.value, p.id), default=None)
