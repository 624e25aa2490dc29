"""Agents on the map (LG-SPY-1..9, advanced rules "Spies"): entering them, moving them along a line of
communication or by sea, infiltrating enemy home provinces and armies, riding along with an enemy army, and
agents turned back or doubled. What they discover is `intel.py`. Agents are hidden from every power but their
owner (``observe``); their dice are told to the owner only, since an open roll would say where they are."""

import math
from collections import deque

from rules.core.context import Context
from rules.laguerre import armies as arm
from rules.laguerre import diplomacy as dip
from rules.laguerre import ledger
from rules.laguerre.geography import MINORS
from rules.laguerre.mapdata import (
    PROVINCE,
    capital_of,
    coasts,
    land_neighbours,
    name,
    ports_on,
    sea_neighbours,
    straits,
)
from rules.laguerre.state import Agent, LgState

AP_PER_PHASE = 5
"""LG-SPY-2: an agent's action points each Land Phase."""
ENTRY_COST = {"russia": 10}
"""LG-SPY-1: entering an agent costs 6 Gold (Russia 10)."""
DEFAULT_ENTRY_COST = 6
AGENTS_PER_POWER = 2
"""LG-SPY-1a (designed): a power enters an agent only while it has fewer than two on the map."""
SEA_FARE = 1
"""LG-SPY-6: hiring a passenger vessel costs 1 Gold."""
SKILLED = ("france", "austria", "britain")
"""LG-SPY-5 / LG-SPY-11: French, Austrian and British agents add one to their rolls."""
TURNED_BACK_MAX = 3
"""LG-SPY-5: an infiltration roll of 1–3 turns the agent back; 4–10 gets him in."""


def entry_cost(power: str) -> int:
    """LG-SPY-1: what entering an agent costs ``power``."""
    return ENTRY_COST.get(power, DEFAULT_ENTRY_COST)


def agent_name(agent_id: str) -> str:
    """An agent's display name, like "Agent 3"."""
    return f"Agent {agent_id.removeprefix('agent-')}"


def agents_of(state: LgState, power: str) -> list[Agent]:
    """``power``'s agents on the map, in id order."""
    return [a for a in state.agents.values() if a.power == power]


def entry_places(state: LgState, power: str) -> list[str]:
    """LG-SPY-1: where ``power`` may enter an agent (in its Land Phase): its capital if it holds it, or a province
    where one of its armies stands (designed: "places him on the map" names no place)."""
    if len(agents_of(state, power)) >= AGENTS_PER_POWER or power in state.turned_back:
        return []
    if state.treasury[power] < entry_cost(power):
        return []
    places = {a.province for a in state.armies.values() if a.power == power}
    if state.control[capital_of(power)] == power:
        places.add(capital_of(power))
    return sorted(places)


def enter(state: LgState, ctx: Context, power: str, province: str) -> Agent:
    """LG-SPY-1: pay and place a new agent with his action points for this phase."""
    ledger.gold(state, ctx, power, -entry_cost(power), "an agent entered (LG-SPY-1)")
    agent = Agent(id=f"agent-{state.next_agent}", power=power, province=province, ap=AP_PER_PHASE)
    state.next_agent += 1
    state.agents[agent.id] = agent
    _tell(state, ctx, power, f"🕵️ {agent_name(agent.id)} enters play in {name(province)} (LG-SPY-1).")
    return agent


def enemy_held(state: LgState, province: str, power: str) -> bool:
    """The province is controlled by a country at war with ``power``."""
    return dip.at_war(state, state.control[province], power)


def enemy_home(state: LgState, province: str, power: str) -> bool:
    """LG-SPY-3 (a): a home province of a country at war with ``power``, held by that country."""
    return enemy_held(state, province, power) and PROVINCE[province].country == state.control[province]


def enemy_troops(state: LgState, province: str, power: str) -> bool:
    """LG-SPY-3 (b): a province with troops at war with ``power``: an enemy army, or an enemy garrison outside
    its own country (designed: a garrison at home is (a))."""
    if arm.hostile_armies(state, province, power):
        return True
    return enemy_held(state, province, power) and not enemy_home(state, province, power)


def closed(state: LgState, province: str, power: str) -> bool:
    """LG-SPY-3: (a) or (b): entered only by infiltration, never crossed."""
    return enemy_home(state, province, power) or enemy_troops(state, province, power)


def _open_to(state: LgState, agent: Agent, province: str) -> bool:
    """A province the agent may cross or enter freely: not (a) or (b); or, once inside (a), the same enemy's other
    home provinces without enemy troops (LG-SPY-7: he moves freely within (a))."""
    if not closed(state, province, agent.power):
        return True
    inside = enemy_home(state, agent.province, agent.power)
    return (inside and enemy_home(state, province, agent.power)
            and state.control[province] == state.control[agent.province]
            and not enemy_troops(state, province, agent.power))


def _free_destination(state: LgState, agent: Agent, province: str) -> bool:
    """LG-SPY-3: a province of his own side (its garrison is friendly troops), an unoccupied minor province not at
    war with him, or within (a) as above."""
    owner = state.control[province]
    if closed(state, province, agent.power):
        return _open_to(state, agent, province)
    if dip.friendly(state, owner, agent.power):
        return True
    return owner in MINORS and not arm.armies_in(state, province)


def land_moves(state: LgState, agent_id: str) -> dict[str, int]:
    """LG-SPY-3/4: every province the agent may move to by land now, with its cost in action points: half a point
    a province along a line of communication (rounded up), crossing only open provinces; a closed province at
    the end of the line is entered by infiltration (LG-SPY-5)."""
    agent = state.agents[agent_id]
    if agent.stopped or agent.ap <= 0:
        return {}
    steps = {agent.province: 0}
    queue = deque([agent.province])
    found: dict[str, int] = {}
    reach = agent.ap * 2
    while queue:
        here = queue.popleft()
        if steps[here] >= reach:
            continue
        for there in (*land_neighbours(here), *straits(here)):
            if there in steps:
                continue
            steps[there] = steps[here] + 1
            if _open_to(state, agent, there):
                queue.append(there)
                if _free_destination(state, agent, there):
                    found[there] = math.ceil(steps[there] / 2)
            else:
                found[there] = math.ceil(steps[there] / 2)
    return found


def sea_moves(state: LgState, agent_id: str) -> dict[str, int]:
    """LG-SPY-6: ports the agent may reach by sea from his port this phase, with their cost in action points (one
    a sea zone crossed); never a port every sea zone of which holds a fleet at war with him (blockaded)."""
    agent = state.agents[agent_id]
    if agent.stopped or state.treasury[agent.power] < SEA_FARE or not coasts(agent.province):
        return {}
    zones = {z: 1 for z in coasts(agent.province)}
    queue = deque(zones)
    while queue:
        zone = queue.popleft()
        for nxt in sea_neighbours(zone):
            if nxt not in zones and zones[zone] < agent.ap:
                zones[nxt] = zones[zone] + 1
                queue.append(nxt)
    found: dict[str, int] = {}
    for zone, cost in zones.items():
        if cost > agent.ap:
            continue
        for port in ports_on(zone):
            if port != agent.province and not _blockaded_for(state, port, agent.power):
                found[port] = min(found.get(port, cost), cost)
    return found


def _blockaded_for(state: LgState, port: str, power: str) -> bool:
    return all(any(f.zone == z and dip.at_war(state, f.power, power) for f in state.fleets.values())
               for z in coasts(port))


def move(state: LgState, ctx: Context, agent_id: str, to: str, by_sea: bool, dice_roll: int | None = None) -> None:
    """LG-SPY-3..6: move the agent (paying action points, and the fare by sea); a closed destination is entered
    by an infiltration roll, after which his movement ends for the season."""
    agent = state.agents[agent_id]
    cost = (sea_moves if by_sea else land_moves)(state, agent_id)[to]
    agent.ap -= cost
    if by_sea:
        ledger.gold(state, ctx, agent.power, -SEA_FARE, "an agent's passage by sea (LG-SPY-6)")
    how = "sails" if by_sea else "travels"
    if not closed(state, to, agent.power) or _open_to(state, agent, to):
        agent.province, agent.hq = to, ""
        _tell(state, ctx, agent.power, f"🕵️ {agent_name(agent_id)} {how} to {name(to)} ({cost} action points).")
        return
    infiltrate(state, ctx, agent, to, how)


def infiltration_modifiers(state: LgState, agent: Agent, province: str) -> list[tuple[str, int]]:
    """LG-SPY-5: +4 into enemy troops (b); into an enemy home province (a) +1 when a friendly agent is already
    there; +1 for French, Austrian and British agents."""
    mods: list[tuple[str, int]] = []
    if enemy_troops(state, province, agent.power):
        mods.append(("enemy troops", 4))
    elif any(a.province == province and a.id != agent.id and dip.friendly(state, a.power, agent.power)
             for a in state.agents.values()):
        mods.append(("a friendly agent there", 1))
    if agent.power in SKILLED:
        mods.append(("skilled service", 1))
    return mods


def roll_secretly(ctx: Context, sides: int = 10) -> int:
    """One die rolled for an agent: told to his owner with the result, not in the open; the action cannot be
    undone (it rolled a die)."""
    ctx.reveal()
    return ctx.dice.roll(1, sides)[0]


def infiltrate(state: LgState, ctx: Context, agent: Agent, province: str, how: str) -> None:
    """LG-SPY-5: d10 + modifiers: 1–3 turned back (removed), 4+ he gets in (at the headquarters of the first
    enemy army there, if any); either way his movement ends for the season."""
    die = roll_secretly(ctx)
    mods = infiltration_modifiers(state, agent, province)
    total = die + sum(v for _, v in mods)
    detail = f"d10 {die}" + "".join(f" {'+' if v >= 0 else ''}{v} ({why})" for why, v in mods) + f" = {total}"
    agent.stopped = True
    if total <= TURNED_BACK_MAX:
        turn_back(state, ctx, agent, f"failed to infiltrate {name(province)} ({detail})")
        return
    enemies = arm.hostile_armies(state, province, agent.power)
    agent.province, agent.hq = province, (enemies[0].id if enemies else "")
    at = f" at {arm.leader_name(agent.hq)}'s headquarters" if agent.hq else ""
    _tell(state, ctx, agent.power, f"🕵️ {agent_name(agent.id)} {how} to {name(province)} and infiltrates{at} "
          f"({detail}) (LG-SPY-5).")


def turn_back(state: LgState, ctx: Context, agent: Agent, why: str) -> None:
    """LG-SPY-5/11: the agent is removed from the map; his owner may enter another from the next season."""
    del state.agents[agent.id]
    state.turned_back.append(agent.power)
    _tell(state, ctx, agent.power, f"🕵️ {agent_name(agent.id)} is turned back: {why}; he leaves the map (LG-SPY-5).")


def double(state: LgState, ctx: Context, agent: Agent, to: str, why: str) -> None:
    """LG-SPY-12: a doubled agent works for ``to`` from now on (a power without a seat cannot run him: he is
    turned back instead); both owners are told."""
    if state.seat_of(to) is None:
        turn_back(state, ctx, agent, why)
        return
    old = agent.power
    agent.power, agent.hq, agent.ap, agent.owed, agent.stopped = to, "", 0, 0, True
    _tell(state, ctx, old, f"🕵️ {agent_name(agent.id)} is doubled: {why}; he now works for "
          f"{dip.country_name(to)} (LG-SPY-12).")
    _tell(state, ctx, to, f"🕵️ {dip.country_name(old)}'s {agent_name(agent.id)} in {name(agent.province)} is "
          "doubled and now works for you (LG-SPY-12).")


def follow(state: LgState, ctx: Context, army_id: str, origin: str) -> None:
    """LG-SPY-8: an agent at the headquarters of an army that moves out tries to ride along with it: a successful
    infiltration roll (4+) keeps him with it; otherwise he stays behind. Designed: the roll has no +4 for enemy
    troops (with it the roll could never fail), and a failure does not turn him back (he is not discovered)."""
    army = state.armies.get(army_id)
    for agent in [a for a in state.agents.values() if a.hq == army_id and a.province == origin]:
        if army is None:
            agent.hq = ""
            continue
        die = roll_secretly(ctx)
        total = die + (1 if agent.power in SKILLED else 0)
        if total > TURNED_BACK_MAX:
            agent.province = army.province
            _tell(state, ctx, agent.power, f"🕵️ {agent_name(agent.id)} rides along with {arm.leader_name(army_id)}'s "
                  f"army to {name(army.province)} (d10 {die}, total {total}) (LG-SPY-8).")
        else:
            agent.hq = ""
            _tell(state, ctx, agent.power, f"🕵️ {agent_name(agent.id)} could not follow {arm.leader_name(army_id)}'s "
                  f"army and stays in {name(origin)} (d10 {die}, total {total}) (LG-SPY-8).")


def new_season(state: LgState) -> None:
    """LG-SPY-2/9: each season an agent has 5 action points less what he owes for discovery in battle; an agent
    whose army left (or dissolved) is no longer at its headquarters."""
    state.turned_back = []
    for agent in state.agents.values():
        agent.ap, agent.owed, agent.stopped = max(0, AP_PER_PHASE - agent.owed), 0, False
        army = state.armies.get(agent.hq)
        if army is None or army.province != agent.province:
            agent.hq = ""


def _tell(state: LgState, ctx: Context, power: str, text: str) -> None:
    seat = state.seat_of(power)
    ctx.tell([seat] if seat else [], text, kind="agent", power=power)
