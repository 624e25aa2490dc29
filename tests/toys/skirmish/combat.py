"""Fire and close combat on die-roll tables; every lookup is a public event (SK-FIRE-2, SK-CRT-1..3)."""

from rules.core.context import Context
from rules.core.hexes import parse_hex
from rules.core.tables import Say, Table, odds_column
from tests.toys.skirmish.field import COVER, hex_name, terrain
from tests.toys.skirmish.state import SkirmishState, Unit

# SK-FIRE-2: columns by range; D1 costs the target one strength.
BOMBARDMENT = Table.build(
    "Bombardment Table",
    ["3", "2", "1"],
    {"1-3": ["-", "-", "-"], "4": ["-", "-", "D1"], "5": ["-", "D1", "D1"], "6": ["D1", "D1", "D1"]},
)
# SK-CRT-1: odds of attack strength to defence strength, rounded for the defender.
CRT = Table.build(
    "Combat Results Table",
    ["1-2", "1-1", "2-1", "3-1", "4-1"],
    {
        "1": ["A1", "A1", "A1", "EX", "D1"],
        "2": ["A1", "A1", "EX", "D1", "D1"],
        "3": ["A1", "EX", "D1", "D1", "D2"],
        "4": ["-", "D1", "D1", "D2", "D2"],
        "5": ["-", "D1", "D2", "D2", "D2"],
        "6": ["D1", "D1", "D2", "D2", "D2"],
    },
)
RESULTS = {"-": "no effect", "A1": "the attacker loses 1", "D1": "the defender loses 1",
           "D2": "the defender loses 2", "EX": "both lose 1"}  # fmt: skip


def _log(ctx: Context) -> Say:
    """Each table lookup as a public event of kind ``table``."""
    return lambda text, **data: ctx.say(text, kind="table", **data)


def bombard(state: SkirmishState, guns: Unit, target: Unit, ctx: Context) -> None:
    """SK-FIRE-2: roll on the Bombardment Table in the column of the range; D1 costs the target 1 strength."""
    distance = parse_hex(guns.hex).distance(parse_hex(target.hex))
    ctx.say(f"{guns.name} fire on {target.name} in {hex_name(target.hex)}.", kind="fire", seat=guns.side)
    roll = BOMBARDMENT.roll(ctx.dice, str(distance), say=_log(ctx))
    if roll.result == "D1":
        lose(state, [target], 1, ctx)


def assault(state: SkirmishState, attackers: list[Unit], defenders: list[Unit], ctx: Context) -> None:
    """SK-CRT-1..3: total strengths give the odds column, a defender in cover shifts it one left, and the
    result costs the strongest unit of the losing side its strength points."""
    attack, defence = sum(u.strength for u in attackers), sum(u.strength for u in defenders)
    column = odds_column(attack, defence, CRT.columns)
    covered = any(terrain(u.hex) in COVER for u in defenders)
    names = " and ".join(u.name for u in defenders)
    verb = "attack" if len(attackers) > 1 else "attacks"
    ctx.say(f"{' and '.join(u.name for u in attackers)} ({attack}) {verb} {names} ({defence}).", kind="attack",
            seat=attackers[0].side)  # fmt: skip
    roll = CRT.roll(ctx.dice, column, shifts=[("cover", -1)] if covered else [], say=_log(ctx))
    for unit in attackers + defenders:
        unit.engaged = True
    if roll.result in ("A1", "EX"):
        lose(state, attackers, 1, ctx)
    if roll.result in ("D1", "D2", "EX"):
        lose(state, defenders, 2 if roll.result == "D2" else 1, ctx)


def lose(state: SkirmishState, units: list[Unit], points: int, ctx: Context) -> None:
    """Take ``points`` strength, one at a time, from the strongest of ``units``; a unit at 0 is eliminated."""
    for _ in range(points):
        left = [u for u in units if u in state.units]
        if not left:
            return
        hit = max(left, key=lambda u: (u.strength, u.name))
        hit.strength -= 1
        if hit.strength == 0:
            state.units.remove(hit)
            ctx.say(f"{hit.name} is destroyed.", kind="loss", seat=hit.side)
        else:
            ctx.say(f"{hit.name} loses 1 strength ({hit.strength} left).", kind="loss", seat=hit.side)
