"""Where agents act in the sequence of play (LG-SPY-*): in their owner's Land Phase (enter, move, sail, discover),
in a battle out of turn (a window for each side's agents at an enemy army's headquarters), and in a second
cancel-declaration attempt from a capital."""

from rules.core.actions import Action
from rules.core.context import Context
from rules.core.situation import Prompt
from rules.core.steps import Frame
from rules.laguerre import advanced, intel, ledger, spies
from rules.laguerre import diplomacy as dip
from rules.laguerre.actions import Done
from rules.laguerre.actions_spies import EnterAgent, MoveAgent, Spy
from rules.laguerre.mapdata import capital_of, name
from rules.laguerre.state import LgState
from rules.laguerre.step_base import LgMachine, LgStep
from rules.laguerre.tables import cancel_result

SECOND_CANCEL_COST = 2
"""LG-SPY-14: the second cancel-declaration attempt costs 2 Gold."""


def plays_spies(state: LgState, power: str) -> bool:
    """Agents belong to player countries (LG-SPY-1: "each PC"), in a game with the option on."""
    return advanced.enabled(state, "spies") and state.seat_of(power) is not None


def land_options(state: LgState, power: str) -> list[Action]:
    """The agent actions ``power`` may take in its Land Phase."""
    if not plays_spies(state, power):
        return []
    found: list[Action] = [EnterAgent(at=p) for p in spies.entry_places(state, power)]
    for agent in spies.agents_of(state, power):
        found += [MoveAgent(agent=agent.id, to=p) for p in sorted(spies.land_moves(state, agent.id))]
        found += [MoveAgent(agent=agent.id, to=p, by_sea=True) for p in sorted(spies.sea_moves(state, agent.id))]
        found += [Spy(agent=agent.id, info=k, target=t) for k, t in intel.land_discoveries(state, agent)]
    return found


def land_refusal(state: LgState, power: str, action: Action) -> tuple[str, str] | None:
    """Why an agent action is refused in the Land Phase (None: not an agent action)."""
    if not isinstance(action, EnterAgent | MoveAgent | Spy):
        return None
    if not plays_spies(state, power):
        return "LG-SPY-1", "agents are not in this game (option spies=off or game=standard) or not yours to run"
    if isinstance(action, EnterAgent):
        return "LG-SPY-1", (f"an agent enters at your capital or with one of your armies, costs "
                            f"{spies.entry_cost(power)} Gold, and you may have {spies.AGENTS_PER_POWER} on the map")
    agent = state.agents.get(action.agent)
    if agent is None or agent.power != power:
        return "LG-SPY-1", "that is not one of your agents"
    if isinstance(action, MoveAgent):
        return "LG-SPY-3", (f"{name(action.to)} is out of reach: {agent.ap} action point(s) left, half a point a "
                            "province (a sea zone a point), never across enemy home provinces or troops")
    return "LG-SPY-10", "that discovery needs another place, more action points or more Gold"


def land_do(state: LgState, ctx: Context, power: str, action: Action) -> bool:
    """Apply an agent action of ``power``; False when ``action`` is not one."""
    if isinstance(action, EnterAgent):
        spies.enter(state, ctx, power, action.at)
    elif isinstance(action, MoveAgent):
        spies.move(state, ctx, action.agent, action.to, action.by_sea)
    elif isinstance(action, Spy):
        intel.attempt(state, ctx, action.agent, action.info, action.target, in_battle=False)
    else:
        return False
    ctx.say(f"🕵️ {dip.country_name(power)}'s agents are at work.", kind="agent")
    return True


def _window_actions(state: LgState, power: str, window: str) -> list[Action]:
    return [Spy(agent=a.id, info=k, target=t) for a in spies.agents_of(state, power)
            for k, t in intel.battle_discoveries(state, a, window)]


def open_window(state: LgState, machine: LgMachine, window: str) -> bool:
    """LG-SPY-13: before the defender seals its cards ("defender") or the attacker picks its option ("attacker"),
    ask the next seat with an agent at the headquarters of an army spied on in this battle round; False when
    no seat is left to ask."""
    fight = state.battle
    if fight is None or not advanced.enabled(state, "spies"):
        return False
    for seat in state.seats:
        power = state.power_of.get(seat)
        key = f"{window}{fight.round}:{seat}"
        if power and key not in fight.spied and _window_actions(state, power, window):
            fight.spied.append(key)
            machine.push(state, "battle_spy", seat, window=window)
            return True
    return False


class BattleSpy(LgStep):
    """LG-SPY-13: an agent at an enemy army's headquarters may make discovery attempts during the battle, whoever's
    turn it is; the action points are owed by his next Land Phase."""

    name = "battle_spy"
    rule = "LG-SPY-13"
    doing = "make a discovery attempt (/agent spy …) or /done"

    def prompt(self, state: LgState, frame: Frame, seat: str) -> Prompt:
        where = name(state.battle.province) if state.battle else "?"
        return Prompt(f"Battle of {where}: your agent at the enemy's headquarters may try to find something out "
                      "(/agent spy agent:… on:… target:…; the action points come from his next Land Phase), or "
                      "/done.", rule=self.rule, pass_verb="done")

    def options(self, state: LgState, frame: Frame, power: str) -> list[Action]:
        return [*_window_actions(state, power, frame.data["window"]), Done()]

    def do(self, state: LgState, frame: Frame, power: str, action: Action, ctx: Context, machine: LgMachine) -> None:
        if isinstance(action, Spy):
            intel.attempt(state, ctx, action.agent, action.info, action.target, in_battle=True)
            ctx.say(f"🕵️ {dip.country_name(power)}'s agents are at work.", kind="agent")
            if _window_actions(state, power, frame.data["window"]):
                return
        machine.pop(state, ctx)


def second_cancel_agent(state: LgState, declarer: str, target: str) -> str | None:
    """LG-SPY-14: the target's agent in the capital of either power, which allows a second attempt (2 Gold)."""
    if not plays_spies(state, target) or state.treasury[target] < SECOND_CANCEL_COST:
        return None
    capitals = {capital_of(declarer), capital_of(target)}
    return next((a.id for a in spies.agents_of(state, target) if a.province in capitals), None)


def second_cancel(state: LgState, ctx: Context, declarer: str, target: str) -> bool:
    """LG-SPY-14: the second attempt: 2 Gold and d100 on the Cancel Declaration table; 10–29 the agent is
    doubled (to the declarer), 30–39 turned back. True when the declaration is cancelled."""
    agent_id = second_cancel_agent(state, declarer, target)
    assert agent_id is not None
    ledger.gold(state, ctx, target, -SECOND_CANCEL_COST, "second cancel-declaration attempt (LG-SPY-14)")
    roll = ctx.roll(dip.country_name(target), "Cancel Declaration table, second attempt (LG-SPY-14)", 1,
                    sides=100)[0]
    agent = state.agents[agent_id]
    if 10 <= roll <= 29:
        spies.double(state, ctx, agent, declarer, f"d100 {roll} on the second cancel attempt")
    elif 30 <= roll <= 39:
        spies.turn_back(state, ctx, agent, f"d100 {roll} on the second cancel attempt")
    return cancel_result(roll) == "cancelled"
