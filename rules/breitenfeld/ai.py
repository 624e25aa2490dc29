"""The Breitenfeld AI, playing from its observation: it fires every gun at the best target, moves its whole army
with one /orders (holding a line just out of contact unless the odds pay, pulling disrupted units back, bringing
leaders to the front, sending Swedish cavalry at disrupted infantry), and declares each contact as one combat."""

from rules.breitenfeld.actions import Attack, Done, Fire, Orders
from rules.breitenfeld.charts import FIRE_TABLE
from rules.breitenfeld.combat import chargers, problem
from rules.breitenfeld.fire import ready_guns, targets
from rules.breitenfeld.movement import may_move_army, moves
from rules.breitenfeld.state import BreitenfeldState, Combat, Piece, hex_at
from rules.breitenfeld.tactics import contact_groups, distances, enemies_of, move_score
from rules.breitenfeld.zones import owed_units
from rules.core.actions import Action
from rules.core.dice import Dice


def choose(obs: BreitenfeldState, seat: str, dice: Dice) -> Action:
    """The AI's action in the current step."""
    step = obs.stack[-1].step if obs.stack else ""
    if step == "artillery":
        return _fire(obs, seat)
    if step == "movement":
        return _orders(obs, seat)
    if step == "combat":
        return _attack(obs, seat)
    return Done()


def _hit_chance(distance: int) -> int:
    """How many faces of the die disrupt at this range."""
    column = FIRE_TABLE.column_index(str(distance))
    return sum(row.high - row.low + 1 for row in FIRE_TABLE.rows if row.results[column] == "D")


def _fire(obs: BreitenfeldState, seat: str) -> Action:
    """The best shot of any ready battery: likeliest to hit, a disrupted target (which would fall) first."""
    best: tuple[float, Fire] | None = None
    for guns in ready_guns(obs, seat):
        assert guns.hex is not None
        for target in targets(obs, guns):
            assert target.hex is not None
            chance = _hit_chance(hex_at(guns.hex).distance(hex_at(target.hex)))
            value = chance * (2.5 if target.disrupted else 1) * (1 + target.counter.strength / 10)
            if best is None or value > best[0]:
                best = (value, Fire(unit=guns.id, at=target.id))
    return best[1] if best else Done()


def _orders(obs: BreitenfeldState, seat: str) -> Action:
    """Every counter's move at once, planned one after another on a copy (so none collide)."""
    if not may_move_army(obs, seat) or any(p.moved for p in obs.side(seat)):
        return Done()
    plan = obs.model_copy(deep=True)
    lines = []
    enemies, far = enemies_of(plan, seat), distances(plan, seat)
    order = sorted(plan.side(seat), key=lambda p: (p.kind == "leader", _front(plan, p), p.id))
    for piece in order:
        reach = moves(plan, piece)
        friends = plan.side(seat)
        options = [(move_score(plan, piece, h, enemies, far, friends), h) for h in reach.ends]
        if reach.exits:
            options.append((move_score(plan, piece, "off", enemies, far, friends), "off"))
        if not options:
            continue
        stay = move_score(plan, piece, piece.hex or "", enemies, far, friends)
        score, where = max(options)
        if score <= stay:
            continue
        piece.hex, piece.moved = (None, True) if where == "off" else (where, True)
        lines.append(f"{piece.id}-{where}")
    return Orders(text=", ".join(lines)) if lines else Done()


def _front(state: BreitenfeldState, piece: Piece) -> int:
    """How far a counter stands from the nearest enemy unit (front units move first)."""
    if piece.hex is None:
        return 99
    here = hex_at(piece.hex)
    return min((here.distance(hex_at(e.hex)) for e in state.enemy(piece.side) if e.hex and e.combat), default=99)


def _attack(obs: BreitenfeldState, seat: str) -> Action:
    """One contact group (every unit in touch, linked by adjacency) as one combat, charging where it pays; a unit
    still owing a fight after other declarations joins a combat next to it."""
    declared = {i for c in obs.combats for i in (*c.attackers, *c.defenders)}
    for attackers, defenders in contact_groups(obs, seat):
        if declared & {*attackers, *defenders}:
            continue
        charge = _charge_pays(obs, seat, attackers, defenders)
        action = Attack(targets=tuple(sorted(defenders)), attackers=tuple(sorted(attackers)), charge=charge)
        if not problem(obs, seat, list(action.attackers), list(action.targets), charge):
            return action
    for unit in owed_units(obs, seat):
        for other in obs.side(seat) if unit.side != seat else obs.enemy(seat):
            if not other.combat or other.where is None or unit.where is None or other.where.distance(unit.where) != 1:
                continue
            ours, theirs = (unit, other) if unit.side == seat else (other, unit)
            if not problem(obs, seat, [ours.id], [theirs.id], False):
                return Attack(targets=(theirs.id,), attackers=(ours.id,))
    return Done()


def _charge_pays(obs: BreitenfeldState, seat: str, attackers: list[str], defenders: list[str]) -> bool:
    """BF-CHG-1: charge when it is allowed and the doubled cavalry would reach at least 3-1."""
    if problem(obs, seat, attackers, defenders, True):
        return False
    cavalry = chargers(obs, Combat(attackers=attackers, defenders=defenders, charge=True))
    ours = sum(p.strength for i in attackers if (p := obs.piece(i)) is not None)
    theirs = sum(p.strength for i in defenders if (p := obs.piece(i)) is not None) or 1
    return (ours + sum(c.strength for c in cavalry)) >= 3 * theirs
