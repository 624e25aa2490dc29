"""What agents discover (LG-SPY-10..13): the Discovery table, where each kind of information may be found, the
attempt (action points and Gold paid whatever the result; 1–2 doubled, 3 turned back), and the report told only
to the agent's owner and his allies at war with the power spied on (kept in ``state.reports`` for ``/hand``)."""

from typing import NamedTuple

from rules.core.context import Context
from rules.laguerre import armies as arm
from rules.laguerre import diplomacy as dip
from rules.laguerre import ledger, spies
from rules.laguerre.deployment import LINE, deal_arms
from rules.laguerre.mapdata import capital_of, name
from rules.laguerre.state import Agent, Army, LgState, Report
from rules.laguerre.tables import OPTIONS, offered_options


class Discovery(NamedTuple):
    """One row of the Discovery table: what it finds, its Gold, the lowest successful roll, its action points,
    and where it is found (a power's capital, an enemy army's headquarters, or only in battle)."""

    title: str
    gold: int
    low: int
    ap: int
    where: str


DISCOVERY: dict[str, Discovery] = {
    "treasury": Discovery("value of the treasury", 0, 5, 1, "capital"),
    "mat": Discovery("forces on the player mat", 1, 6, 1, "capital"),
    "alliance": Discovery("secret alliance terms", 1, 8, 2, "capital"),
    "strength": Discovery("strength of an enemy army", 0, 6, 2, "army"),
    "options": Discovery("enemy combat options", 0, 6, 2, "battle"),
    "cards": Discovery("battle-type cards selected", 2, 8, 4, "battle"),
    "deployment": Discovery("enemy army deployment", 4, 10, 5, "battle"),
}
"""LG-SPY-10: the Discovery table (Gold, successful rolls low–10, action points)."""
DOUBLED_MAX = 2
TURNED_BACK = 3
"""LG-SPY-11: a natural 1–2 doubles the agent, a 3 turns him back."""
WINDOW_TYPES = {"defender": ("strength", "options", "deployment"), "attacker": ("strength", "cards", "deployment")}
"""LG-SPY-13: what each side's agents may find in a battle: the defender's before sealing its cards (of the
attacking army), the attacker's before picking its option (of a defending army)."""


def _affordable(state: LgState, agent: Agent, info: str, in_battle: bool) -> bool:
    row = DISCOVERY[info]
    points = spies.AP_PER_PHASE - agent.owed if in_battle else agent.ap
    return row.ap <= points and row.gold <= state.treasury[agent.power]


def capital_power(state: LgState, agent: Agent) -> str | None:
    """The played power (not the agent's) whose capital the agent is in, if any."""
    return next((p for p in state.played if p != agent.power and capital_of(p) == agent.province), None)


def hq_army(state: LgState, agent: Agent) -> Army | None:
    """The enemy army whose headquarters the agent has infiltrated, while it stands with him."""
    army = state.armies.get(agent.hq)
    if army is None or army.province != agent.province or not dip.at_war(state, army.power, agent.power):
        return None
    return army


def land_discoveries(state: LgState, agent: Agent) -> list[tuple[str, str]]:
    """LG-SPY-10: the (kind, target) attempts the agent can make and pay for in his Land Phase: in another played
    power's capital its treasury, its player mat and the terms of each of its alliances; at an enemy army's
    headquarters its strength."""
    found: list[tuple[str, str]] = []
    power = capital_power(state, agent)
    if power is not None:
        found += [("treasury", power), ("mat", power)]
        found += [("alliance", f"{power}|{other}") for other in dip.allies(state, power) if other != agent.power]
    army = hq_army(state, agent)
    if army is not None:
        found.append(("strength", army.id))
    return [(k, t) for k, t in found if _affordable(state, agent, k, in_battle=False)]


def battle_targets(state: LgState, window: str) -> list[Army]:
    """The armies spied on in a battle window: the attacker (the defender's window) or the defenders."""
    assert state.battle is not None
    if window == "defender":
        return [state.armies[state.battle.attacker]]
    return [state.armies[d] for d in state.battle.defenders if d in state.armies]


def battle_discoveries(state: LgState, agent: Agent, window: str) -> list[tuple[str, str]]:
    """LG-SPY-13: the attempts an agent at the headquarters of an army in the battle can make and pay for (from
    his next Land Phase's points), each kind once a battle; the cards only once they are sealed."""
    if state.battle is None or agent.province != state.battle.province:
        return []
    army = hq_army(state, agent)
    if army is None or army not in battle_targets(state, window):
        return []
    kinds = [k for k in WINDOW_TYPES[window] if k != "cards" or state.battle.cards]
    return [(k, army.id) for k in kinds if f"{agent.id}:{k}" not in state.battle.spied
            and _affordable(state, agent, k, in_battle=True)]


def subject_of(state: LgState, kind: str, target: str) -> str:
    """The power spied on."""
    if DISCOVERY[kind].where == "capital":
        return target.split("|")[0]
    return state.armies[target].power


def attempt(state: LgState, ctx: Context, agent_id: str, kind: str, target: str, in_battle: bool) -> None:
    """LG-SPY-10/11: pay the action points (in battle: owed by his next Land Phase) and the Gold, roll d10 (+1
    for French, Austrian and British agents): 1–2 he is doubled to the power spied on, 3 turned back; a total
    in the kind's range is a report."""
    agent = state.agents[agent_id]
    row = DISCOVERY[kind]
    if in_battle:
        agent.owed += row.ap
        assert state.battle is not None
        state.battle.spied.append(f"{agent_id}:{kind}")
    else:
        agent.ap -= row.ap
    if row.gold:
        ledger.gold(state, ctx, agent.power, -row.gold, "a discovery attempt (LG-SPY-10)")
    subject = subject_of(state, kind, target)
    die = spies.roll_secretly(ctx)
    bonus = 1 if agent.power in spies.SKILLED else 0
    what = f"{row.title} ({dip.country_name(subject)})"
    if die <= DOUBLED_MAX:
        spies.double(state, ctx, agent, subject, f"d10 {die} trying to learn the {what}")
    elif die == TURNED_BACK:
        spies.turn_back(state, ctx, agent, f"d10 3 trying to learn the {what}")
    elif die + bonus >= row.low:
        report(state, ctx, agent, kind, target, subject, f"d10 {die}{f' +{bonus}' if bonus else ''}")
    else:
        seat = state.seat_of(agent.power)
        ctx.tell([seat] if seat else [], f"🕵️ {spies.agent_name(agent_id)} learns nothing of the "
                 f"{what} (d10 {die}{f' +{bonus}' if bonus else ''}; {row.low}+ needed) (LG-SPY-10).", kind="agent")


def recipients(state: LgState, owner: str, subject: str) -> list[str]:
    """LG-SPY-10: a report goes to the agent's owner and to his allies at war with the power spied on."""
    return [owner, *(a for a in dip.allies(state, owner) if dip.at_war(state, a, subject))]


def value(state: LgState, kind: str, target: str) -> str:
    """What a successful attempt finds (the hidden value itself)."""
    if kind == "treasury":
        return f"{state.treasury[target]} Gold (debt {state.debt[target]})"
    if kind == "mat":
        found = [arm.describe(a) for a in state.armies.values() if a.power == target]
        return "; ".join(found) or "no army in the field"
    if kind == "alliance":
        pact = dip.alliance(state, *target.split("|"))
        if pact is None or not pact.subsidy:
            return "no subsidy"
        return f"{dip.country_name(pact.payer)} pays {pact.subsidy} Gold a year"
    army = state.armies[target]
    if kind == "strength":
        return str(army.divisions)
    assert state.battle is not None
    formation = state.battle.formations.get("attacker" if army.id == state.battle.attacker else "defender", LINE)
    if kind == "options":
        dice = range(1, 7)
        usable = [o for o in OPTIONS if any(o in offered_options(arm.rating(army.id), d) for d in dice)
                  and arm.option_allowed(army, o, formation)]
        return ", ".join(usable) or "none but Withdraw"
    if kind == "cards":
        return " + ".join(state.battle.cards)
    sectors = deal_arms(army, formation)
    return f"{formation}: " + "; ".join(f"{s} {v['infantry']}/{v['cavalry']}/{v['artillery']}"
                                         for s, v in sectors.items())


def _subject_label(state: LgState, kind: str, target: str) -> str:
    if kind == "alliance":
        a, b = target.split("|")
        return f"the alliance of {dip.country_name(a)} and {dip.country_name(b)}"
    if DISCOVERY[kind].where == "capital":
        return dip.country_name(target)
    army = state.armies[target]
    return f"{arm.leader_name(army.id)}'s army ({dip.country_name(army.power)})"


def report(state: LgState, ctx: Context, agent: Agent, kind: str, target: str, subject: str, roll: str) -> None:
    """LG-SPY-10: the report, told by DM to the powers entitled to it and kept for their ``/hand``."""
    found = value(state, kind, target)
    label = _subject_label(state, kind, target)
    unit = " divisions" if kind == "strength" else ""
    text = (f"🔎 Spy report ({state.turn_label}, {name(agent.province)}): {label}, {DISCOVERY[kind].title}: "
            f"{found}{unit} — {spies.agent_name(agent.id)}, {roll}.")
    to = recipients(state, agent.power, subject)
    key = f"{target}#{state.battle.round}" if kind == "cards" and state.battle else target
    state.reports.append(Report(to=to, turn=state.turn, kind=kind, subject=key, value=found, text=text))
    ctx.tell([s for s in (state.seat_of(p) for p in to) if s], text, kind="spy_report")


def known_strength(state: LgState, power: str, army_id: str, seasons: int = 2) -> int | None:
    """The strength of ``army_id`` that ``power`` learned from a report in the last ``seasons`` seasons."""
    for found in reversed(state.reports):
        if (found.kind == "strength" and found.subject == army_id and power in found.to
                and state.turn - found.turn < seasons):
            return int(found.value)
    return None
