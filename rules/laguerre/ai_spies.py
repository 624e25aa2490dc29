"""The AI's agents (LG-AI-10): it enters an agent when it has Gold to spare and an enemy, sends each toward the
nearest enemy capital or enemy army, makes the discovery attempts it can pay for there (in battle the cards
first), and reads its reports (an army's strength it learned, the defender's cards)."""

from rules.core.actions import Action
from rules.laguerre import diplomacy as dip
from rules.laguerre import intel, spies
from rules.laguerre.actions_spies import EnterAgent, MoveAgent, Spy
from rules.laguerre.mapdata import capital_of, distances_from
from rules.laguerre.state import Agent, LgState

SPARE_GOLD = 20
"""The AI spends Gold on agents only while it keeps this much."""
PREFERENCE = ("cards", "strength", "options", "treasury", "mat", "alliance", "deployment")
"""Which discovery the AI tries first."""
MOST_ATTEMPTS = 2
"""An agent tries at most this many discoveries a season (each risks him)."""


def choose(obs: LgState, power: str, legal: list[Action]) -> Action | None:
    """An agent action for ``power`` among ``legal``, or None to leave its agents be."""
    attempts = [a for a in legal if isinstance(a, Spy) and _worth(obs, power, a)]
    if attempts:
        return min(attempts, key=lambda a: PREFERENCE.index(a.info))
    moves = [a for a in legal if isinstance(a, MoveAgent)]
    for agent in spies.agents_of(obs, power):
        step = _best_move(obs, agent, [m for m in moves if m.agent == agent.id])
        if step is not None:
            return step
    entries = [a for a in legal if isinstance(a, EnterAgent)]
    if entries and _goals(obs, power) and obs.treasury[power] >= spies.entry_cost(power) + SPARE_GOLD:
        capital = capital_of(power)
        return next((e for e in entries if e.at == capital), entries[0])
    return None


def _worth(obs: LgState, power: str, action: Spy) -> bool:
    agent = obs.agents[action.agent]
    row = intel.DISCOVERY[action.info]
    if obs.treasury[power] - row.gold < SPARE_GOLD // 2:
        return False
    if obs.battle is not None and row.where != "capital" and agent.province == obs.battle.province:
        return True
    known = any(r.kind == action.info and r.subject == action.target and r.turn == obs.turn for r in obs.reports)
    spent = spies.AP_PER_PHASE - agent.ap
    return not known and spent < MOST_ATTEMPTS * 2


def _goals(obs: LgState, power: str) -> list[str]:
    """Enemy played powers' capitals and the provinces of enemy armies."""
    enemies = [p for p in dip.enemies(obs, power) if p in obs.played]
    return [*(capital_of(p) for p in enemies), *(a.province for a in obs.armies.values() if a.power in enemies)]


def _best_move(obs: LgState, agent: Agent, moves: list[MoveAgent]) -> MoveAgent | None:
    """The move that brings the agent nearest to a goal (None when none gets closer, or he is at one)."""
    goals = _goals(obs, agent.power)
    if not goals or agent.province in goals:
        return None
    near = {g: distances_from(g) for g in goals}

    def gap(province: str) -> int:
        return min(d.get(province, 99) for d in near.values())

    here = gap(agent.province)
    better = [m for m in moves if gap(m.to) < here]
    return min(better, key=lambda m: (gap(m.to), m.by_sea, m.to)) if better else None


def known_cards(obs: LgState, power: str) -> list[str]:
    """The defender's cards of this battle round, if ``power`` learned them (LG-SPY-13)."""
    if obs.battle is None:
        return []
    rounds = {f"{d}#{obs.battle.round}" for d in obs.battle.defenders}
    for found in reversed(obs.reports):
        if found.kind == "cards" and power in found.to and found.turn == obs.turn and found.subject in rounds:
            return found.value.split(" + ")
    return []
