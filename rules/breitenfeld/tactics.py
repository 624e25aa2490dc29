"""What the AI weighs: where a counter should stand (a line just out of contact unless the odds pay), and which
units are in contact together."""

from rules.breitenfeld.movement import may_move_army
from rules.breitenfeld.state import BreitenfeldState, Piece, around, hex_at
from rules.breitenfeld.terrain import GRID
from rules.core.hexes import Hex

# How readily each side closes with the enemy: the odds it wants before moving into contact.
WANTED_ODDS = {"imperialist": 3.0, "allied": 2.5}
COVER = {"woods": 0.6, "town": 0.6, "hilltop": 0.5, "forest": 0.3}


def enemies_of(state: BreitenfeldState, seat: str) -> list[tuple[Hex, Piece]]:
    return [(hex_at(p.hex), p) for p in state.enemy(seat) if p.hex and p.combat]


def _cover(hex_: Hex) -> float:
    return max((COVER.get(t, 0.0) for t in GRID.terrains_of(hex_)), default=0.0)


def distances(state: BreitenfeldState, seat: str) -> dict[Hex, int]:
    """How far each hex lies from the nearest enemy unit of ``seat`` (one sweep out from all of them)."""
    found = {h: 0 for h, _ in enemies_of(state, seat)}
    frontier = list(found)
    while frontier:
        later = []
        for hex_ in frontier:
            for near in around(hex_):
                if near not in found:
                    found[near] = found[hex_] + 1
                    later.append(near)
        frontier = later
    return found


def move_score(
    state: BreitenfeldState,
    piece: Piece,
    number: str,
    enemies: list[tuple[Hex, Piece]],
    far: dict[Hex, int],
    friends: list[Piece],
) -> float:
    """How good it is for ``piece`` to end its move in ``number`` ("off": leaving the map), ``enemies`` being
    the enemy units with their hexes, ``far`` each hex's distance from the nearest of them, ``friends`` the
    player's counters on the map."""
    if number == "off":
        fleeing = piece.army == "saxon" and state.is_demoralized("saxon")
        return 50.0 if piece.kind == "cavalry" or fleeing else -50.0
    here = hex_at(number)
    if not enemies:
        return 0.0
    near = far.get(here, 99)
    if piece.kind == "leader":
        return _leader_score(state, friends, piece, here, near)
    if piece.disrupted:
        return near + _cover(here)
    if piece.kind == "cavalry" and piece.counter.nation == "swedish":
        prey = [p for h, p in enemies if h.distance(here) == 1]
        if prey and all(p.kind == "infantry" and p.disrupted for p in prey):
            return 30.0 + sum(p.counter.strength for p in prey)
    if near == 1:
        odds = _local_odds(friends, piece, here, [p for h, p in enemies if h.distance(here) == 1])
        return 10.0 + odds * 3 if odds >= WANTED_ODDS[piece.side] else -5.0
    target = 2
    attacking = may_move_army(state, state.other(piece.side)) or piece.side == "imperialist"
    drift = 0.3 * near if attacking else 0.0
    return -abs(near - target) - drift + _cover(here) + 0.2 * _friends(friends, piece, here)


def _local_odds(friends: list[Piece], piece: Piece, here: Hex, foes: list[Piece]) -> float:
    """Our strength next to the enemies ``foes`` round ``here`` (with the mover) against theirs."""
    theirs = sum(p.strength for p in foes) or 1
    round_them = {n for f in foes if f.where for n in around(f.where)}
    ours = piece.strength + sum(
        p.strength for p in friends if p.id != piece.id and p.where in round_them and p.combat and not p.disrupted
    )
    return ours / theirs


def _friends(friends: list[Piece], piece: Piece, here: Hex) -> int:
    round_here = set(around(here))
    return sum(1 for p in friends if p.where in round_here and p.combat and p.id != piece.id)


def _leader_score(state: BreitenfeldState, friends: list[Piece], leader: Piece, here: Hex, near: int) -> float:
    """A leader stands with a healthy unit in or near contact, or next to disrupted units."""
    unit = state.unit_at(str(here))
    if unit is None or unit.side != leader.side or not unit.combat:
        return -10.0
    if leader.counter.nation == "swedish" and unit.army == "saxon":
        return -5.0
    shaken = sum(1 for p in friends if p.disrupted and p.where and p.where.distance(here) <= 1)
    return unit.strength / 4 - abs(near - 1) + shaken


def contact_groups(state: BreitenfeldState, seat: str) -> list[tuple[list[str], list[str]]]:
    """Each set of ``seat``'s healthy units and enemy units linked by adjacency (every duty met by one combat a
    group, BF-ZOC-2)."""
    ours = {p.id: hex_at(p.hex) for p in state.side(seat) if p.hex and p.combat and not p.disrupted}
    theirs = {p.id: hex_at(p.hex) for p in state.enemy(seat) if p.hex and p.combat}
    links: dict[str, set[str]] = {}
    for a, ah in ours.items():
        for d, dh in theirs.items():
            if ah.distance(dh) == 1:
                links.setdefault(a, set()).add(d)
                links.setdefault(d, set()).add(a)
    groups, seen = [], set()
    for start in sorted(links):
        if start in seen:
            continue
        stack, found = [start], set()
        while stack:
            node = stack.pop()
            if node not in found:
                found.add(node)
                stack.extend(links[node] - found)
        seen |= found
        groups.append((sorted(found & set(ours)), sorted(found & set(theirs))))
    return groups
