"""Where units may go, what guns can see and what zones of control force, on the core hex primitives."""

from collections.abc import Callable
from itertools import combinations

from rules.core.hexes import Hex, parse_hex
from rules.core.hexgrid import reach
from rules.core.sight import HilltopRules, line_of_sight
from rules.core.zoc import AttackDuties, ZocMovement, attack_duties, zones
from tests.toys.skirmish.field import BLOCKS_SIGHT, COSTS, GRID, HILL
from tests.toys.skirmish.state import Attack, SkirmishState, Unit


def _exerts(state: SkirmishState) -> Callable[[Hex], bool]:
    """SK-ZOC-1: every unit but guns exerts a zone of control into the six hexes round it."""

    def exerts(hex_: Hex) -> bool:
        unit = state.at(str(hex_))
        return unit is not None and unit.kind.zoc

    return exerts


def destinations(state: SkirmishState, unit: Unit) -> dict[str, int]:
    """SK-MOVE-1/2, SK-ZOC-1: the hexes ``unit`` can reach with its movement (terrain costs), never into an
    occupied hex, stopping on entering an enemy zone of control; with the points each costs."""
    enemy_zone = zones(GRID, [parse_hex(u.hex) for u in state.enemy(unit.side)], _exerts(state))
    rules = ZocMovement(frozenset(enemy_zone))
    found = reach(
        GRID,
        parse_hex(unit.hex),
        unit.kind.movement,
        lambda a, b: COSTS.step(GRID, a, b),
        may_enter=lambda h: state.at(str(h)) is None,
        stops=rules.stops,
    )
    return {str(h): cost for h, cost in sorted(found.spent.items())}


def sees(state: SkirmishState, firer: Unit, target: Unit) -> bool:
    """SK-LOS-1: the line from hex centre to hex centre crosses no woods, town, hilltop or unit (along a hexside
    only when both hexes block); a firer on a hilltop ignores blocks in the nearer half."""
    origin, goal = parse_hex(firer.hex), parse_hex(target.hex)

    def blocks(h: Hex) -> bool:
        return GRID.terrain_of(h) in BLOCKS_SIGHT or state.at(str(h)) is not None

    hilltops = HilltopRules(lambda h: GRID.terrain_of(h) == HILL, lambda h: state.at(str(h)) is not None)
    return bool(line_of_sight(origin, goal, blocks, hilltops))


def targets(state: SkirmishState, guns: Unit) -> list[Unit]:
    """SK-FIRE-1: the enemy units within the guns' range that they can see."""
    return [
        u
        for u in state.enemy(guns.side)
        if parse_hex(guns.hex).distance(parse_hex(u.hex)) <= guns.kind.range and sees(state, guns, u)
    ]


def duties(state: SkirmishState, seat: str) -> AttackDuties:
    """SK-ZOC-2: among units not yet engaged this combat step, each of ``seat``'s units in an enemy zone must
    attack and each enemy unit in its zones must be attacked."""
    ours = [parse_hex(u.hex) for u in state.side(seat) if not u.engaged]
    theirs = [parse_hex(u.hex) for u in state.enemy(seat) if not u.engaged]
    return attack_duties(GRID, ours, theirs, _exerts(state))


def attack_options(state: SkirmishState, seat: str) -> list[Attack]:
    """SK-CRT-1: every attack ``seat`` may declare: a set of its unengaged units against a set of unengaged enemy
    units, every attacker next to every target."""
    free = [u for u in state.side(seat) if not u.engaged]
    found: list[Attack] = []
    for size in range(1, len(free) + 1):
        for group in combinations(free, size):
            near = [
                e for e in state.enemy(seat)
                if not e.engaged and all(parse_hex(a.hex).distance(parse_hex(e.hex)) == 1 for a in group)
            ]  # fmt: skip
            for count in range(1, len(near) + 1):
                for picked in combinations(near, count):
                    found.append(
                        Attack(
                            targets=tuple(sorted(t.name for t in picked)),
                            attackers=tuple(sorted(a.name for a in group)),
                        )
                    )
    return found
