"""Advanced sections and spy clauses whose rule the standard game or another clause's test also covers, each
tested here under its own id in the advanced game (LG-ADV-5.561, LG-ADV-6.1b, LG-SPY-2, LG-SPY-7, LG-SPY-9) and
the AI's use of them (LG-AI-10, LG-AI-11)."""

import pytest

from rules.core.errors import IllegalAction
from rules.laguerre import ai, ai_battle, ai_spies, battle, intel, spies
from rules.laguerre import armies as arm
from rules.laguerre import diplomacy as dip
from rules.laguerre.actions import Launch
from rules.laguerre.actions_spies import EnterAgent, MoveAgent
from rules.laguerre.state import Agent, Battle, LgState, Report
from rules.laguerre.steps_war import launch_zones
from tests.laguerre.helpers import RULES, act, advanced_game, army, at, clear_armies, ctx


def _at_war(sections: tuple[str, ...], *enemies: str) -> LgState:
    """A 4-power advanced game with only ``sections`` on, the map empty, France at war with ``enemies``."""
    state = clear_armies(advanced_game(sections, players="4"))
    for enemy in enemies:
        dip.declare_war(state, "france", enemy, ctx())
    return state


def _agent(state: LgState, power: str, province: str, ap: int = spies.AP_PER_PHASE, owed: int = 0) -> Agent:
    agent = Agent(id=f"agent-{state.next_agent}", power=power, province=province, ap=ap, owed=owed)
    state.next_agent += 1
    state.agents[agent.id] = agent
    return agent


def test_LG_ADV_5_561_assault_needs_two_in_a_sector_grand_assault_three_rearguard_reserve_infantry() -> None:
    state = _at_war(("overrun", "pursuit"), "austria")
    army(state, "napoleon", "france", "bohemia", infantry=3)
    army(state, "charles", "austria", "vienna", infantry=6)
    state.battle = Battle(province="vienna", attacker="napoleon", defenders=["charles"], origin="bohemia", die=6,
                          formations={"attacker": "Line", "defender": "Line"})
    line = battle.options(state)  # three infantry in line: one a sector, none in reserve
    assert "Assault" not in line and "Grand Assault" not in line
    assert not arm.option_allowed(state.armies["napoleon"], "Rearguard", "Line")
    state.battle.formations["attacker"] = "Strong Centre"  # massed: a sector of two, no third
    massed = battle.options(state)
    assert "Assault" in massed and "Grand Assault" not in massed
    state.armies["napoleon"].infantry = 6
    assert {"Assault", "Grand Assault"} <= set(battle.options(state))
    assert arm.option_allowed(state.armies["napoleon"], "Rearguard", "Strong Centre")


def test_LG_ADV_6_1b_squadrons_only_at_home_in_autumn_and_one_a_year_for_a_non_player() -> None:
    state = at(_at_war(("distance",)), "build", "france")
    army(state, "davout", "france", "west_prussia", infantry=4)  # 6.1: the army may build abroad ...
    with pytest.raises(IllegalAction, match="LG-BUILD-4"):
        RULES.check(state, "france", Launch(sea="channel"))  # ... but a squadron only in autumn
    state.turn = 2
    assert state.season == "Autumn"
    assert "baltic" not in launch_zones(state, "france") and "channel" in launch_zones(state, "france")
    state.treasury["prussia"] = 50  # Prussia is not played at four: a non-player power
    assert launch_zones(state, "prussia")
    state.npc_squadrons_built.append("prussia")
    assert launch_zones(state, "prussia") == []
    state.npc_squadrons_built.append("france")  # a played power has no yearly limit
    assert launch_zones(state, "france")


def test_LG_SPY_2_five_action_points_each_land_phase_less_what_battle_discovery_owes() -> None:
    state = _at_war(("spies",))
    agent = _agent(state, "france", "paris")
    state = at(state, "land", "france")
    cost = spies.land_moves(state, agent.id)["belgium"]
    state, _ = act(state, "france", MoveAgent(agent=agent.id, to="belgium"))
    assert state.agents[agent.id].ap == spies.AP_PER_PHASE - cost
    spies.new_season(state)
    assert state.agents[agent.id].ap == spies.AP_PER_PHASE
    state.agents[agent.id].owed = 2
    spies.new_season(state)
    assert state.agents[agent.id].ap == spies.AP_PER_PHASE - 2 and state.agents[agent.id].owed == 0


def test_LG_SPY_7_once_inside_he_moves_freely_within_the_enemys_home_country_and_leaves_freely() -> None:
    state = _at_war(("spies",), "austria")
    agent = _agent(state, "france", "vienna")  # already infiltrated into Austria's home country (a)
    moves = spies.land_moves(state, agent.id)
    assert {"bohemia", "moravia", "hungary"} <= set(moves)
    state = at(state, "land", "france")
    state, _ = act(state, "france", MoveAgent(agent=agent.id, to="bohemia"))  # no dice: no infiltration roll
    moved = state.agents[agent.id]
    assert moved.province == "bohemia" and not moved.stopped
    army(state, "charles", "austria", "moravia", infantry=6)  # enemy troops (b) are never entered freely
    assert spies.closed(state, "moravia", "france")
    state, _ = act(state, "france", MoveAgent(agent=agent.id, to="saxony"))  # and he leaves (a) freely
    assert state.agents[agent.id].province == "saxony"


def test_LG_SPY_9_battle_discovery_is_owed_from_the_next_land_phase_never_more_than_five() -> None:
    state = _at_war(("spies",), "russia")
    army(state, "kutuzov", "russia", "bialystok", infantry=6)
    agent = _agent(state, "france", "bialystok", owed=4)
    agent.hq = "kutuzov"
    state.battle = Battle(province="bialystok", attacker="napoleon", defenders=["kutuzov"], origin="warsaw")
    assert not intel._affordable(state, agent, "strength", in_battle=True)  # 2 more would owe 6
    agent.owed = 3
    assert intel._affordable(state, agent, "strength", in_battle=True)  # 5 in all: allowed
    agent.ap = 0
    assert not intel._affordable(state, agent, "strength", in_battle=False)  # outside battle: this phase's points


def test_LG_AI_10_the_ai_enters_an_agent_sends_him_toward_the_enemy_and_reads_his_report() -> None:
    state = at(_at_war(("spies",), "austria"), "land", "france")
    state.treasury["france"] = spies.entry_cost("france") + ai_spies.SPARE_GOLD
    legal = RULES.legal_actions(state, "france")
    assert ai_spies.choose(state, "france", legal) == EnterAgent(at="paris")
    state.treasury["france"] -= 1  # too little to spare: no agent
    assert ai_spies.choose(state, "france", RULES.legal_actions(state, "france")) is None
    state.treasury["france"] += 1
    state, _ = act(state, "france", EnterAgent(at="paris"))
    agent = spies.agents_of(state, "france")[0]
    step = ai_spies.choose(state, "france", RULES.legal_actions(state, "france"))
    assert isinstance(step, MoveAgent) and step.agent == agent.id
    assert ai_spies._best_move(state, agent, [step]) == step  # it brings him nearer Vienna or an Austrian army
    charles = army(state, "charles", "austria", "bohemia", infantry=20)
    charles.hidden = True
    assert ai._strength(state, "france", charles) == ai_battle.GUESS
    state.reports.append(Report(to=["france"], turn=state.turn, kind="strength", subject="charles", value="20",
                                text="Charles: 20 divisions"))
    assert ai._strength(state, "france", charles) == 20  # a reported strength replaces the guess


def test_LG_AI_11_the_ai_overruns_at_six_to_one_as_it_knows_the_defenders() -> None:
    state = _at_war(("overrun",), "austria")
    army(state, "napoleon", "france", "vienna", infantry=30)
    charles = army(state, "charles", "austria", "vienna", infantry=4)
    state.battle = Battle(province="vienna", attacker="napoleon", defenders=["charles"], origin="bohemia")
    assert ai.wants_overrun(state, "france")  # seen: 30 against 4
    charles.hidden = True
    assert not ai.wants_overrun(state, "france")  # unseen: reckoned at 8, and 30 < 48
    state.reports.append(Report(to=["france"], turn=state.turn, kind="strength", subject="charles", value="5",
                                text="Charles: 5 divisions"))
    assert ai.wants_overrun(state, "france")  # a spy's report: 30 against 5
