"""Spies (LG-SPY-*, advanced rules): entering agents, moving them by land and by sea, infiltration, the free
ride, every discovery type at its die range, doubling and turning back, discovery in battle, the second cancel
attempt, and who is told (reports by DM to the owner and his allies only)."""

import pytest

from rules.laguerre import diplomacy as dip
from rules.laguerre import intel, spies, steps_spies
from rules.laguerre.actions import Cancel, Cards, DeclareWar, Deploy, Done, Move
from rules.laguerre.actions_spies import EnterAgent, MoveAgent, Spy
from rules.laguerre.state import Agent, Fleet, LgState
from rules.laguerre.views import hand_text
from tests.laguerre.helpers import RULES, act, advanced_game, army, at, clear_armies, ctx, game, seen


def _agent(state: LgState, power: str, province: str, hq: str = "", ap: int = spies.AP_PER_PHASE) -> Agent:
    agent = Agent(id=f"agent-{state.next_agent}", power=power, province=province, ap=ap, hq=hq)
    state.next_agent += 1
    state.agents[agent.id] = agent
    return agent


def _deploy(state: LgState) -> LgState:
    """Both sides of the battle deploy in line, Russia (defending) first."""
    state, _ = act(state, "russia", Deploy(formation="Line"))
    state, _ = act(state, "france", Deploy(formation="Line"))
    return state


def _position(players: str = "4") -> LgState:
    """France, Britain, Russia and Austria played; the map empty of armies and fleets; France at war with
    Austria and Russia."""
    state = clear_armies(advanced_game(("spies",), players=players))
    for enemy in ("austria", "russia"):
        dip.declare_war(state, "france", enemy, ctx())
    return state


def test_LG_SPY_1_an_agent_enters_at_the_capital_or_with_an_army_for_6_gold_russia_10() -> None:
    state = _position()
    army(state, "davout", "france", "belgium", infantry=5)
    state = at(state, "land", "france")
    entries = {a.at for a in RULES.legal_actions(state, "france") if isinstance(a, EnterAgent)}
    assert entries == {"paris", "belgium"}
    gold = state.treasury["france"]
    state, events = act(state, "france", EnterAgent(at="paris"))
    assert state.treasury["france"] == gold - 6 and spies.agents_of(state, "france")[0].ap == spies.AP_PER_PHASE
    assert all(e.visible_to == ["france"] for e in events if "Agent" in e.text)
    russia = at(state, "land", "russia")
    gold = russia.treasury["russia"]
    russia, _ = act(russia, "russia", EnterAgent(at="st_petersburg"))
    assert russia.treasury["russia"] == gold - 10


def test_LG_SPY_1a_two_agents_at_most_and_only_for_played_powers_in_the_advanced_game() -> None:
    state = _position()
    _agent(state, "france", "paris")
    _agent(state, "france", "paris")
    state = at(state, "land", "france")
    assert not any(isinstance(a, EnterAgent) for a in RULES.legal_actions(state, "france"))
    assert not steps_spies.land_options(state, "prussia")  # a non-player power runs no agents
    standard = at(clear_armies(game(players="4", game="standard")), "land", "france")
    assert not any(isinstance(a, EnterAgent | MoveAgent | Spy) for a in RULES.legal_actions(standard, "france"))
    off = at(clear_armies(game(players="4", game="advanced", spies="off")), "land", "france")
    assert not any(isinstance(a, EnterAgent) for a in RULES.legal_actions(off, "france"))


def test_LG_SPY_3_and_4_a_line_of_communication_half_a_point_a_province_never_across_enemy_homes() -> None:
    state = _position()
    agent = _agent(state, "france", "paris")
    moves = spies.land_moves(state, agent.id)
    assert moves["lorraine"] == 1 and moves["baden"] == 1 and moves["bavaria"] == 2
    assert moves["vienna"] == 3  # five provinces, the last (Austrian) one entered by infiltration
    assert "hungary" not in moves  # only across Vienna or other Austrian home provinces
    state = at(state, "land", "france")
    state, _ = act(state, "france", MoveAgent(agent=agent.id, to="bavaria"))
    assert state.agents[agent.id].province == "bavaria" and state.agents[agent.id].ap == 3


@pytest.mark.parametrize(("power", "die", "gets_in"), [("russia", 3, False), ("russia", 4, True),
                                                       ("france", 2, False), ("france", 3, True)])
def test_LG_SPY_5_infiltration_1_to_3_turned_back_french_austrian_british_plus_one(power: str, die: int,
                                                                                  gets_in: bool) -> None:
    state = _position()
    if power == "russia":
        dip.make_peace(state, "france", "russia", ctx())
        dip.declare_war(state, "russia", "austria", ctx())
    agent = _agent(state, power, "bavaria")
    state = at(state, "land", power)
    state, events = act(state, power, MoveAgent(agent=agent.id, to="vienna"), faces=[die])
    if gets_in:
        assert state.agents[agent.id].province == "vienna" and state.agents[agent.id].stopped
        assert spies.land_moves(state, agent.id) == {}  # his movement has ended
    else:
        assert agent.id not in state.agents and power in state.turned_back
        assert not spies.entry_places(state, power)  # he may return from the next season
    assert all(e.visible_to == [power] for e in events if "Agent" in e.text and e.kind == "agent")


def test_LG_SPY_5_plus_four_into_enemy_troops_plus_one_beside_a_friendly_agent() -> None:
    state = _position()
    dip.make_peace(state, "france", "russia", ctx())
    dip.declare_war(state, "russia", "austria", ctx())
    army(state, "charles", "austria", "vienna", infantry=8)
    agent = _agent(state, "russia", "bavaria")
    assert spies.infiltration_modifiers(state, agent, "vienna") == [("enemy troops", 4)]
    state.armies.clear()
    _agent(state, "russia", "vienna")
    assert spies.infiltration_modifiers(state, agent, "vienna") == [("a friendly agent there", 1)]
    army(state, "charles", "austria", "vienna", infantry=8)
    state = at(state, "land", "russia")
    state, _ = act(state, "russia", MoveAgent(agent=agent.id, to="vienna"), faces=[1])
    assert state.agents[agent.id].hq == "charles"


def test_LG_SPY_6_by_sea_one_gold_and_a_point_a_sea_zone_never_into_a_blockaded_port() -> None:
    state = _position()
    agent = _agent(state, "france", "brittany")
    moves = spies.sea_moves(state, agent.id)
    assert moves["london"] == 1 and moves["holland"] == 2
    for zone in ("north_sea",):
        state.fleets[f"bri-{zone}"] = Fleet(id=f"bri-{zone}", power="britain", zone=zone, squadrons=3)
    assert "holland" not in spies.sea_moves(state, agent.id)  # every sea zone of Holland holds a British fleet
    state = at(state, "land", "france")
    gold = state.treasury["france"]
    state, _ = act(state, "france", MoveAgent(agent=agent.id, to="london", by_sea=True), faces=[5])
    assert state.treasury["france"] == gold - 1 and state.agents[agent.id].province == "london"


def test_LG_SPY_8_the_free_ride_with_the_enemy_army_and_LG_SPY_13_discovery_in_battle_out_of_turn() -> None:
    state = _position("3")
    army(state, "napoleon", "france", "warsaw", infantry=12, cavalry=4, artillery=2)
    army(state, "kutuzov", "russia", "bialystok", infantry=6, cavalry=1, artillery=1)
    state.control["warsaw"] = "france"
    rider = _agent(state, "russia", "warsaw", hq="napoleon")
    state = at(state, "land", "france")
    state, events = act(state, "france", Move(army="napoleon", to="bialystok"), faces=[4])
    assert state.agents[rider.id].province == "bialystok" and state.agents[rider.id].hq == "napoleon"
    state = _deploy(state)
    assert RULES.situation(state).to_act == ("russia",) and state.stack[-1].step == "battle_spy"
    legal = RULES.legal_actions(state, "russia")
    assert {a.info for a in legal if isinstance(a, Spy)} == {"strength", "options", "deployment"}
    state, events = act(state, "russia", Spy(agent=rider.id, info="strength", target="napoleon"), faces=[6])
    assert state.agents[rider.id].owed == 2 and state.agents[rider.id].ap == spies.AP_PER_PHASE
    reports = [e for e in events if e.kind == "spy_report"]
    assert len(reports) == 1 and reports[0].visible_to == ["russia"] and "18 divisions" in reports[0].text
    assert all(e.visible_to for e in events if "18" in e.text)
    state, _ = act(state, "russia", Done())
    assert state.stack[-1].step == "battle_cards"
    spies.new_season(state)
    assert state.agents[rider.id].ap == spies.AP_PER_PHASE - 2


def test_LG_SPY_13_the_attackers_agent_learns_the_sealed_cards_before_the_option() -> None:
    state = _position("3")
    army(state, "napoleon", "france", "warsaw", infantry=12, cavalry=4, artillery=2)
    army(state, "kutuzov", "russia", "bialystok", infantry=6, cavalry=1, artillery=1)
    state.control["warsaw"] = "france"
    spy = _agent(state, "france", "bialystok", hq="kutuzov")
    state = at(state, "land", "france")
    state, _ = act(state, "france", Move(army="napoleon", to="bialystok"))
    state = _deploy(state)
    state, _ = act(state, "russia", Cards(cards=("Entrench", "Hold")), faces=[3])
    assert state.stack[-1].step == "battle_spy" and RULES.situation(state).to_act == ("france",)
    gold = state.treasury["france"]
    state, events = act(state, "france", Spy(agent=spy.id, info="cards", target="kutuzov"), faces=[7])
    assert state.treasury["france"] == gold - 2 and state.agents[spy.id].owed == 4
    assert "Entrench + Hold" in next(e.text for e in events if e.kind == "spy_report")
    assert state.stack[-1].step == "battle_attack"  # he cannot pay for another attempt: the window closes


@pytest.mark.parametrize(("kind", "low"), [(k, row.low) for k, row in intel.DISCOVERY.items()
                                           if row.where != "battle"])
def test_LG_SPY_10_each_discovery_type_succeeds_from_its_lowest_roll(kind: str, low: int) -> None:
    state = _position()
    dip.ally(state, "france", "spain", "france", 10, ctx())
    army(state, "napoleon", "france", "paris", infantry=9)
    agent = _agent(state, "russia", "paris", hq="napoleon")
    target = {"treasury": "france", "mat": "france", "alliance": "france|spain", "strength": "napoleon"}[kind]
    assert (kind, target) in intel.land_discoveries(state, agent)
    state = at(state, "land", "russia")
    row = intel.DISCOVERY[kind]
    gold = state.treasury["russia"]
    failed, events = act(state, "russia", Spy(agent=agent.id, info=kind, target=target), faces=[max(low - 1, 4)])
    assert not failed.reports and failed.agents[agent.id].ap == spies.AP_PER_PHASE - row.ap
    assert failed.treasury["russia"] == gold - row.gold
    found, events = act(state, "russia", Spy(agent=agent.id, info=kind, target=target), faces=[low])
    assert len(found.reports) == 1 and found.reports[0].to == ["russia"] and found.reports[0].kind == kind
    expected = {"treasury": f"{state.treasury['france']} Gold", "mat": "9 infantry",
                "alliance": "France pays 10 Gold a year", "strength": "9"}[kind]
    assert expected in found.reports[0].value


@pytest.mark.parametrize("kind", [k for k, row in intel.DISCOVERY.items() if row.where == "battle"])
def test_LG_SPY_10_battle_discoveries_read_their_table_row(kind: str) -> None:
    row = intel.DISCOVERY[kind]
    assert (row.gold, row.low, row.ap) == {"options": (0, 6, 2), "cards": (2, 8, 4), "deployment": (4, 10, 5)}[kind]


def test_LG_SPY_11_french_austrian_and_british_agents_add_one() -> None:
    state = _position()
    agent = _agent(state, "france", "london")
    state = at(state, "land", "france")
    found, _ = act(state, "france", Spy(agent=agent.id, info="treasury", target="britain"), faces=[4])
    assert found.reports and found.reports[0].subject == "britain"


@pytest.mark.parametrize("die", [1, 2])
def test_LG_SPY_11_and_12_a_one_or_two_doubles_the_agent_to_the_power_spied_on(die: int) -> None:
    state = _position()
    agent = _agent(state, "russia", "paris")
    state = at(state, "land", "russia")
    state, events = act(state, "russia", Spy(agent=agent.id, info="treasury", target="france"), faces=[die])
    assert state.agents[agent.id].power == "france" and not state.reports
    told = {tuple(e.visible_to or ()) for e in events if "doubled" in e.text}
    assert told == {("russia",), ("france",)}
    assert agent.id not in seen(state, "russia").agents and agent.id in seen(state, "france").agents


def test_LG_SPY_11_a_three_turns_the_agent_back() -> None:
    state = _position()
    agent = _agent(state, "russia", "paris")
    state = at(state, "land", "russia")
    state, _ = act(state, "russia", Spy(agent=agent.id, info="treasury", target="france"), faces=[3])
    assert agent.id not in state.agents and not state.reports


def test_LG_SPY_10_the_report_reaches_the_owner_and_his_allies_at_war_with_the_power_spied_on() -> None:
    state = _position()
    dip.ally(state, "russia", "britain", "britain", 0, ctx())
    agent = _agent(state, "russia", "paris")
    state = at(state, "land", "russia")
    state, events = act(state, "russia", Spy(agent=agent.id, info="treasury", target="france"), faces=[9])
    report = next(e for e in events if e.kind == "spy_report")
    assert sorted(report.visible_to or []) == ["britain", "russia"]
    for seat in ("russia", "britain"):
        assert report.text in (hand_text(seen(state, seat), seat) or "")
    for seat in ("france", "austria"):
        assert report.text not in (hand_text(seen(state, seat), seat) or "")
        assert not seen(state, seat).reports
    assert report.text not in RULES.status_text(seen(state, None))
    assert not [e for e in events if e.visible_to is None and "Gold" in e.text]


def test_LG_SPY_H1_agents_are_hidden_from_every_other_power_and_the_public_map() -> None:
    state = _position()
    agent = _agent(state, "france", "vienna")
    assert agent.id in seen(state, "france").agents
    assert not seen(state, "austria").agents and not seen(state, None).agents
    public = RULES.board_view(seen(state, None), None)
    assert not any(p.kind == "agent" for s in public.spaces.values() for p in s.pieces)
    mine = RULES.board_view(seen(state, "france"), "france")
    assert any(p.kind == "agent" for p in mine.spaces["vienna"].pieces)


@pytest.mark.parametrize(("roll", "cancelled", "owner"), [(45, True, "russia"), (15, False, "france"),
                                                          (35, False, None), (5, False, "russia")])
def test_LG_SPY_14_a_second_cancel_attempt_from_a_capital_for_2_gold(roll: int, cancelled: bool,
                                                                      owner: str | None) -> None:
    state = _position()
    dip.make_peace(state, "france", "russia", ctx())
    state.truce.clear()
    agent = _agent(state, "russia", "paris")
    state = at(state, "diplomacy", "france")
    state, _ = act(state, "france", DeclareWar(target="russia"))
    state, _ = act(state, "russia", Cancel(), faces=[20])
    assert state.stack[-1].data.get("second") and not dip.at_war(state, "france", "russia")
    gold = state.treasury["russia"]
    state, _ = act(state, "russia", Cancel(), faces=[roll])
    assert state.treasury["russia"] == gold - 2
    assert dip.at_war(state, "france", "russia") != cancelled
    assert (state.agents[agent.id].power if agent.id in state.agents else None) == owner
