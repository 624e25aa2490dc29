"""A simple Skirmish AI, playing from its observation: march on the towns, fire when it can, attack at the
best odds (taking the owed attacks first)."""

from rules.core.actions import Action
from rules.core.dice import Dice
from rules.core.hexes import parse_hex
from rules.core.tables import odds_column, ratio_of
from tests.toys.skirmish.combat import CRT
from tests.toys.skirmish.field import TOWNS
from tests.toys.skirmish.state import Attack, Done, Fire, Move, SkirmishState
from tests.toys.skirmish.tactics import duties


def choose(obs: SkirmishState, seat: str, legal: list[Action], dice: Dice) -> Action:
    """The best-scoring legal action, ties broken by the dice."""
    owed = duties(obs, seat)
    owed_names = {u.name for u in obs.units if parse_hex(u.hex) in {*owed.attackers, *owed.defenders}}
    scored = [(_score(obs, seat, a, owed_names), a) for a in legal]
    best = max(score for score, _ in scored)
    return dice.choice([a for score, a in scored if score == best])


def _score(obs: SkirmishState, seat: str, action: Action, owed: set[str]) -> float:
    if isinstance(action, Fire):
        return 10
    if isinstance(action, Attack):
        attack = sum(u.strength for u in obs.units if u.name in action.attackers)
        defence = sum(u.strength for u in obs.units if u.name in action.targets)
        odds = float(ratio_of(odds_column(attack, defence, CRT.columns)))
        needed = bool(owed & {*action.attackers, *action.targets})
        return odds + (10 if needed else 0) - (0 if needed or odds >= 2 else 10)
    if isinstance(action, Move):
        return _march(obs, seat, action)
    assert isinstance(action, Done)
    return 0


def _march(obs: SkirmishState, seat: str, move: Move) -> float:
    """Closer to the nearest town not ours (or to the nearest enemy once the towns are ours) is better."""
    unit = obs.unit(move.unit)
    assert unit is not None
    goals = [n for n in TOWNS if obs.towns.get(n) != seat] or [u.hex for u in obs.enemy(seat)]
    if not goals:
        return -1
    now = min(parse_hex(unit.hex).distance(parse_hex(g)) for g in goals)
    after = min(parse_hex(move.to).distance(parse_hex(g)) for g in goals)
    return now - after + (0.5 if move.to in TOWNS else 0)
