"""Zones of control (BF-ZOC-1..3): which counters exert one, which hexes they control, which attacks they force."""

from rules.breitenfeld.state import BreitenfeldState, Piece, around, hex_at
from rules.core.hexes import Hex


def exerts_zoc(piece: Piece) -> bool:
    """BF-ZOC-1, BF-ART-1, BF-DIS-5: healthy infantry and cavalry exert a zone of control; artillery, leaders
    and disrupted units do not."""
    return piece.combat and not piece.disrupted


def zone_hexes(state: BreitenfeldState, seat: str) -> frozenset[Hex]:
    """The hexes ``seat``'s zones of control cover (nothing on this map blocks a zone)."""
    return frozenset(n for p in state.side(seat) if p.hex is not None and exerts_zoc(p)
                     for n in around(hex_at(p.hex)))  # fmt: skip


def enemy_zone(state: BreitenfeldState, seat: str) -> frozenset[Hex]:
    """The hexes the other player's zones of control cover."""
    return zone_hexes(state, state.other(seat))


def in_enemy_zone(state: BreitenfeldState, piece: Piece) -> bool:
    """True when ``piece`` stands in an enemy zone of control."""
    return piece.hex is not None and hex_at(piece.hex) in enemy_zone(state, piece.side)


def owed_units(state: BreitenfeldState, seat: str) -> list[Piece]:
    """BF-ZOC-2: the units not yet in a declared combat that must fight: each of ``seat``'s healthy units in an
    enemy zone must attack, and each enemy unit in one of its zones must be attacked (artillery and leaders
    neither attack nor are attacked)."""
    theirs, ours = zone_hexes(state, state.other(seat)), zone_hexes(state, seat)
    declared = {i for c in state.combats for i in (*c.attackers, *c.defenders)}
    found = [p for p in state.side(seat) if p.combat and not p.disrupted and p.hex and hex_at(p.hex) in theirs]
    found += [p for p in state.enemy(seat) if p.combat and p.hex and hex_at(p.hex) in ours]
    return sorted((p for p in found if p.id not in declared), key=lambda p: p.hex or "")
