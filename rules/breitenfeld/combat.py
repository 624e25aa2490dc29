"""Close combat (BF-CBT-1..6, BF-CHG-1..3): attacks are declared as a whole, then resolved one by one on the
Combat Results Table with leaders, charges and terrain."""

from rules.breitenfeld.charts import CRT, DEFENCE_SHIFTS, HEXSIDE_SHIFT
from rules.breitenfeld.leaders import combat_leaders
from rules.breitenfeld.morale import disrupt, eliminate
from rules.breitenfeld.state import BreitenfeldState, Combat, Piece, hex_at
from rules.breitenfeld.terrain import GRID
from rules.core.context import Context
from rules.core.tables import Modifier, odds_column


def _adjacent(a: Piece, b: Piece) -> bool:
    return a.hex is not None and b.hex is not None and hex_at(a.hex).distance(hex_at(b.hex)) == 1


def merged(
    state: BreitenfeldState, attackers: list[str], defenders: list[str], charge: bool
) -> tuple[list[int], Combat]:
    """BF-CBT-3: a new attack joins every declared combat it shares a unit with: their indexes and the union."""
    joined = [i for i, c in enumerate(state.combats) if {*c.attackers, *c.defenders} & {*attackers, *defenders}]
    a, d = list(attackers), list(defenders)
    for i in joined:
        a += state.combats[i].attackers
        d += state.combats[i].defenders
        charge = charge or state.combats[i].charge
    return joined, Combat(attackers=sorted(set(a)), defenders=sorted(set(d)), charge=charge)


def chargers(state: BreitenfeldState, combat: Combat) -> list[Piece]:
    """BF-CHG-1: the Swedish cavalry of a combat (all of it charges when any does)."""
    found = [state.piece(i) for i in combat.attackers]
    return [p for p in found if p is not None and p.kind == "cavalry" and p.counter.nation == "swedish"]


def problem(state: BreitenfeldState, seat: str, attackers: list[str], defenders: list[str], charge: bool) -> str:
    """What is wrong with declaring this attack now, ending with its rule id in brackets, or "" when it may be
    declared (``refusal`` splits the two)."""
    if not attackers or not defenders:
        return "an attack needs attackers and defenders (BF-CBT-1)"
    for unit_id in attackers:
        unit = state.piece(unit_id)
        if unit is None or unit.side != seat or not unit.combat:
            return f"{unit_id} is not one of your infantry or cavalry on the map (BF-CBT-1)"
        if unit.disrupted:
            return f"{unit.counter.name} is disrupted and may not attack (BF-DIS-3)"
    for unit_id in defenders:
        unit = state.piece(unit_id)
        if unit is None or unit.side == seat or not unit.combat:
            return f"{unit_id} is not an enemy unit that can be attacked: artillery and leaders never are (BF-ART-1)"
    _, combat = merged(state, attackers, defenders, charge)
    attacking = [p for i in combat.attackers if (p := state.piece(i)) is not None]
    defending = [p for i in combat.defenders if (p := state.piece(i)) is not None]
    for unit in attacking:
        if not any(_adjacent(unit, d) for d in defending):
            return f"{unit.counter.name} is next to none of the defenders (BF-CBT-2)"
    for unit in defending:
        if not any(_adjacent(a, unit) for a in attacking):
            return f"{unit.counter.name} is next to none of the attackers (BF-CBT-2)"
    if charge:
        return _charge_problem(state, combat, defending)
    return ""


def _charge_problem(state: BreitenfeldState, combat: Combat, defending: list[Piece]) -> str:
    charging = chargers(state, combat)
    if not charging:
        return "only Swedish cavalry may charge (BF-CHG-1)"
    if not all(d.kind == "infantry" and d.disrupted for d in defending):
        return "cavalry charge only against disrupted infantry (BF-CHG-1)"
    if state.visibility == "restricted":
        leaders = [p for p in state.side(charging[0].side) if p.kind == "leader"]
        lone = [c for c in charging if not any(c.hex == ld.hex or _adjacent(c, ld) for ld in leaders)]
        if lone:
            return f"in restricted visibility {lone[0].counter.name} may charge only next to a leader (BF-VIS-3)"
    return ""


def declare(state: BreitenfeldState, attackers: list[str], defenders: list[str], charge: bool) -> Combat:
    """BF-CBT-3: record a checked attack, joined with the declared combats it shares a unit with; a charge
    declared earlier is called off when the joined combat no longer allows one."""
    joined, combat = merged(state, attackers, defenders, charge)
    if combat.charge and _charge_problem(state, combat, [p for i in combat.defenders if (p := state.piece(i))]):
        combat.charge = False  # BF-CHG-1: a unit joining a charge it may not make calls the charge off
    state.combats = [c for i, c in enumerate(state.combats) if i not in joined] + [combat]
    return combat


def _shifts(attacking: list[Piece], defending: list[Piece]) -> list[Modifier]:
    """BF-TEC-2: the defender's best terrain, and streams or swamps between every attacker and its defenders."""
    terrain = max((DEFENCE_SHIFTS.get(t, 0) for d in defending if d.hex for t in GRID.terrains_of(hex_at(d.hex))),
                  default=0)  # fmt: skip
    shifts: list[Modifier] = [("terrain", -terrain)] if terrain else []

    def across(a: Piece, d: Piece) -> bool:
        assert a.hex and d.hex
        return bool(GRID.features_of(hex_at(a.hex), hex_at(d.hex)) & {"stream", "swamp"})

    if all(across(a, d) for a in attacking for d in defending if _adjacent(a, d)):
        shifts.append(("stream or swamp", -HEXSIDE_SHIFT))
    return shifts


def _strength(state: BreitenfeldState, units: list[Piece], doubled: list[Piece]) -> tuple[int, list[str]]:
    """BF-CBT-4, BF-LEAD-2, BF-CHG-1: total strength (charging cavalry doubled) plus the leaders' values."""
    total = sum(u.strength * (2 if u in doubled else 1) for u in units)
    named = []
    for leader, _ in combat_leaders(state, units):
        state.led.append(leader.id)
        total += leader.counter.value
        named.append(f"{leader.counter.name} +{leader.counter.value}")
    return total, named


def resolve(state: BreitenfeldState, combat: Combat, ctx: Context) -> None:
    """BF-CBT-4..6: odds of the totals (rounded for the defender), the terrain shifts, one die on the CRT, the result
    on every unit of the losing side; charging cavalry are disrupted afterwards (BF-CHG-3)."""
    attacking = [p for i in combat.attackers if (p := state.piece(i)) is not None and p.combat]
    defending = [p for i in combat.defenders if (p := state.piece(i)) is not None and p.combat]
    if not attacking or not defending:
        return
    charging = chargers(state, combat) if combat.charge else []
    attack, helpers = _strength(state, attacking, charging)
    defence, guards = _strength(state, defending, [])
    ctx.say(f"{' + '.join(a.counter.name for a in attacking)}{' charging' if charging else ''} "
            f"({', '.join([str(attack), *helpers])}) attack {' + '.join(d.counter.name for d in defending)} "
            f"({', '.join([str(defence), *guards])}).", kind="attack", seat=attacking[0].side)  # fmt: skip
    column = odds_column(attack, defence, CRT.columns)
    roll = CRT.roll(ctx.dice, column, shifts=_shifts(attacking, defending),
                    say=lambda text, **data: ctx.say(text, kind="table", **data))  # fmt: skip
    result = roll.result
    if result == "Ae":
        for unit in attacking:
            eliminate(state, unit, ctx, "the Combat Results Table")
    if result in ("Ad", "Ex"):
        for unit in attacking:
            disrupt(state, unit, ctx, "the Combat Results Table")
    if result in ("Dd", "Ex"):
        for unit in defending:
            disrupt(state, unit, ctx, "the Combat Results Table")
    if result == "De":
        for unit in defending:
            eliminate(state, unit, ctx, "the Combat Results Table")
    for unit in charging:
        if unit.on_map and not unit.disrupted:
            unit.disrupted = True
            ctx.say(f"{unit.counter.name} is disrupted after its charge.", kind="disruption", seat=unit.side)


def refusal(wrong: str) -> tuple[str, str]:
    """A ``problem`` as (the reason, the rule id)."""
    reason, _, rule = wrong.rpartition(" (")
    return reason, rule.rstrip(")")
