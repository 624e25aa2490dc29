"""Zones of control on a hex grid: where they reach, how they hold up movement, which attacks they force.

A unit that exerts a zone of control (a predicate: artillery and disrupted units may not) controls the six hexes
round it, except across hexsides the ruleset says block it (``blocked``: a river, for instance). SPI's usual
zones are "rigid but not sticky": a unit must stop on entering an enemy zone, may leave one at the start of its
move, every unit in an enemy zone must attack, and every enemy unit in a friendly zone must be attacked.
"""

from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass, field

from rules.core.hexes import Hex, Hexside, hexside
from rules.core.hexgrid import HexGrid


def _open(_: Hexside) -> bool:
    return False


def zone_of(grid: HexGrid, unit: Hex, blocked: Callable[[Hexside], bool] = _open) -> set[Hex]:
    """The hexes a unit standing in ``unit`` controls (its neighbours on the map, less those across blocked sides)."""
    return {n for n in grid.neighbours(unit) if not blocked(hexside(unit, n))}


def zones(
    grid: HexGrid, units: Iterable[Hex], exerts: Callable[[Hex], bool], blocked: Callable[[Hexside], bool] = _open
) -> set[Hex]:
    """Every hex controlled by at least one of ``units`` that exerts a zone (the enemy's zones, for a mover)."""
    controlled: set[Hex] = set()
    for unit in units:
        if exerts(unit):
            controlled |= zone_of(grid, unit, blocked)
    return controlled


@dataclass(frozen=True)
class ZocMovement:
    """How enemy zones hold up a move (give it to ``hexgrid.reach`` as ``stops`` and ``may_step``).

    ``rigid``: entering an enemy zone ends the move. ``zone_to_zone``: a step may go straight from one enemy
    zone hex into another (False forbids it).
    ``sticky``: a unit that starts in an enemy zone may not leave it at all.
    """

    enemy_zone: frozenset[Hex]
    rigid: bool = True
    sticky: bool = False
    zone_to_zone: bool = True

    def stops(self, hex_: Hex) -> bool:
        """True when entering ``hex_`` ends the move."""
        return self.rigid and hex_ in self.enemy_zone

    def may_step(self, origin: Hex, destination: Hex) -> bool:
        """True when the step from ``origin`` into ``destination`` is allowed by the zones."""
        if self.sticky and origin in self.enemy_zone:
            return False
        return self.zone_to_zone or origin not in self.enemy_zone or destination not in self.enemy_zone


@dataclass(frozen=True)
class AttackDuties:
    """Who must attack whom this combat phase.

    ``attackers``: each phasing unit in an enemy zone, with the enemy units that control its hex; all of them
    must attack. ``defenders``: each enemy unit in a phasing unit's zone, with those phasing units; each must be
    attacked by someone.
    """

    attackers: dict[Hex, frozenset[Hex]] = field(default_factory=dict)
    defenders: dict[Hex, frozenset[Hex]] = field(default_factory=dict)

    def problems(self, attacks: Collection[tuple[Collection[Hex], Collection[Hex]]]) -> list[str]:
        """What is wrong with a plan of attacks (each: attacking hexes, defending hexes); empty when it is sound.

        Checks that no unit attacks or is attacked twice, that every attacker is next to every defender of its
        attack, that every attacker with a duty attacks and that every defender with a duty is attacked.
        """
        found: list[str] = []
        seen_attackers: set[Hex] = set()
        seen_defenders: set[Hex] = set()
        for attacking, defending in attacks:
            for unit in attacking:
                if unit in seen_attackers:
                    found.append(f"the unit in {unit} attacks twice")
                seen_attackers.add(unit)
                far = sorted(str(d) for d in defending if unit.distance(d) != 1)
                if far:
                    found.append(f"the unit in {unit} is not next to {', '.join(far)}")
            for unit in defending:
                if unit in seen_defenders:
                    found.append(f"the unit in {unit} is attacked twice")
                seen_defenders.add(unit)
        idle = sorted(str(a) for a in self.attackers if a not in seen_attackers)
        if idle:
            found.append(f"units in enemy zones of control must attack: {', '.join(idle)}")
        spared = sorted(str(d) for d in self.defenders if d not in seen_defenders)
        if spared:
            found.append(f"enemy units in your zones of control must be attacked: {', '.join(spared)}")
        return found


def attack_duties(
    grid: HexGrid,
    phasing: Iterable[Hex],
    enemy: Iterable[Hex],
    exerts: Callable[[Hex], bool],
    blocked: Callable[[Hexside], bool] = _open,
) -> AttackDuties:
    """The attacks zones of control force on the phasing side (``exerts``: whether a unit has a zone)."""
    ours, theirs = list(phasing), list(enemy)
    attackers: dict[Hex, frozenset[Hex]] = {}
    for unit in ours:
        holders = frozenset(e for e in theirs if exerts(e) and unit in zone_of(grid, e, blocked))
        if holders:
            attackers[unit] = holders
    defenders: dict[Hex, frozenset[Hex]] = {}
    for target in theirs:
        holders = frozenset(u for u in ours if exerts(u) and target in zone_of(grid, u, blocked))
        if holders:
            defenders[target] = holders
    return AttackDuties(attackers, defenders)
