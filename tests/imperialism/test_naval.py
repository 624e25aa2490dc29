"""Fleets, naval movement, amphibious invasion, interception and naval battles (IMP-NAV-*, IMP-BAT-7, IMP-MAP-8,
IMP-MAP-9, IMP-SET-8, IMP-PROD-16, IMP-PROD-7 for fleets)."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.core.context import Context
from rules.core.dice import Dice
from rules.core.errors import IllegalAction
from rules.imperialism import buildings, canal, combat, fleets, naval_retreat
from rules.imperialism.actions import Explore, Fight, Incite, Reply, Retreat, Stand
from rules.imperialism.construction import Works
from rules.imperialism.naval_actions import (
    BreakOff,
    DigCanal,
    Disembark,
    Embark,
    Engage,
    Intercept,
    Launch,
    Sail,
    Scuttle,
)
from rules.imperialism.state import Battle, Fleet, ImpState, War
from rules.imperialism.tables import UNIT
from tests.imperialism.helpers import BLUE, RED, R, act, at, blank, hold, kinds, natives, place


def fleet(state: ImpState, seat: str, sea: str, mp: int = fleets.FLEET_MP) -> Fleet:
    """A fleet of ``seat`` in ``sea`` with ``mp`` movement points."""
    made = Fleet(id=state.next_unit, seat=seat, sea=sea, mp=mp)
    state.next_unit += 1
    state.fleets.append(made)
    return made


def at_war(state: ImpState) -> ImpState:
    """Blue declared war on Red a phase ago: both may attack."""
    state.wars = [War(declarer=BLUE, target=RED, phase=0)]
    return state


def test_IMP_NAV_1_a_fleet_is_built_at_a_port_for_25_pp() -> None:
    state = at(blank(), "construction", RED, works={})
    hold(state, RED, "france")
    with pytest.raises(IllegalAction, match="IMP-NAV-1"):
        act(state, RED, Launch(region="france", sea="north_sea"))
    state.buildings["france"] = ["port"]
    after = act(state, RED, Launch(region="france", sea="north_sea")).state
    assert [(f.seat, f.sea) for f in after.fleets] == [(RED, "north_sea")]
    assert after.pp[RED] == 100 - fleets.FLEET_COST


def test_IMP_PROD_16_the_fleet_goes_into_a_sea_next_to_its_port() -> None:
    state = at(blank(), "construction", RED, works={})
    hold(state, RED, "france")
    state.buildings["france"] = ["port"]
    with pytest.raises(IllegalAction, match="IMP-PROD-16"):
        act(state, RED, Launch(region="france", sea="baltic_sea"))


def test_IMP_SET_8_at_set_up_fleets_go_next_to_any_region_held() -> None:
    state = at(blank(), "setup_buy", RED, works=Works().model_dump())
    hold(state, RED, "great_britain")
    after = act(state, RED, Launch(region="great_britain", sea="north_atlantic")).state
    assert [f.sea for f in after.fleets] == ["north_atlantic"]


def test_IMP_NAV_2_a_fleet_sails_one_sea_area_per_mp() -> None:
    state = blank()
    mine = fleet(state, RED, "north_sea", mp=1)
    state = act(state, RED, Sail(fleet=mine.id, destination="bay_of_biscay")).state
    moved = fleets.fleet(state, mine.id)
    assert moved is not None and moved.sea == "bay_of_biscay" and moved.mp == 0
    with pytest.raises(IllegalAction, match="IMP-NAV-2"):
        act(state, RED, Sail(fleet=mine.id, destination="central_atlantic"))
    with pytest.raises(IllegalAction, match="IMP-NAV-2"):
        act(state, RED, Sail(fleet=mine.id, destination="red_sea"))


def test_IMP_MAP_9_the_suez_link_is_closed_to_fleets() -> None:
    state = blank()
    mine = fleet(state, RED, "eastern_mediterranean")
    with pytest.raises(IllegalAction, match="IMP-MAP-9"):
        act(state, RED, Sail(fleet=mine.id, destination="red_sea"))


def test_IMP_NAV_3_boarding_costs_the_land_unit_its_mp() -> None:
    state = blank()
    hold(state, RED, "france", "infantry", "infantry", "infantry")
    mine = fleet(state, RED, "north_sea")
    state = act(state, RED, Embark(origin="france", fleet=mine.id, unit="infantry")).state
    aboard = [u for u in state.units if u.aboard == mine.id]
    assert len(aboard) == 1 and aboard[0].region == "north_sea" and aboard[0].mp == 0
    state.units_in("france", RED)[0].mp = 0
    with pytest.raises(IllegalAction, match="IMP-NAV-3"):
        act(state, RED, Embark(origin="france", fleet=mine.id, unit="infantry", count=2))
    state.units_in("france", RED)[0].mp = 1
    with pytest.raises(IllegalAction, match="IMP-R-HOLD"):
        act(state, RED, Embark(origin="france", fleet=mine.id, unit="infantry", count=2))


def test_IMP_NAV_4_a_fleet_carries_eight_portage_points_brigade_2_party_1() -> None:
    state = blank()
    hold(state, RED, "france", *["infantry"] * 5, "explorer")
    mine = fleet(state, RED, "north_sea")
    state = act(state, RED, Embark(origin="france", fleet=mine.id, unit="infantry", count=4)).state
    with pytest.raises(IllegalAction, match="IMP-NAV-4"):
        act(state, RED, Embark(origin="france", fleet=mine.id, unit="explorer"))
    assert fleets.load(state, mine) == fleets.PORTAGE


@settings(max_examples=25, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["infantry", "cavalry", "explorer", "engineer"]), st.integers(1, 4)),
                max_size=8))
def test_IMP_NAV_4_no_sequence_of_boardings_exceeds_the_portage(boardings: list[tuple[str, int]]) -> None:
    state = blank()
    hold(state, RED, "france", *["infantry", "cavalry", "explorer", "engineer"] * 4)
    mine = fleet(state, RED, "north_sea")
    for kind, count in boardings:
        try:
            state = act(state, RED, Embark(origin="france", fleet=mine.id, unit=kind, count=count)).state
        except IllegalAction:
            continue
        assert fleets.load(state, mine) <= fleets.PORTAGE
        there = "bay_of_biscay" if state.fleets[0].sea == "north_sea" else "north_sea"
        state = act(state, RED, Sail(fleet=mine.id, destination=there)).state if state.fleets[0].mp else state
    assert all(u.region == state.fleets[0].sea for u in state.units if u.aboard == mine.id)


def test_IMP_NAV_5_landing_costs_the_fleet_1_mp_per_region_and_the_units_stop() -> None:
    state = blank()
    hold(state, RED, "great_britain")
    mine = fleet(state, RED, "north_sea", mp=1)
    place(state, RED, "north_sea", "infantry", "infantry", "explorer")
    for unit in state.units_in("north_sea", RED):
        unit.aboard = mine.id
    state = act(state, RED, Disembark(fleet=mine.id, unit="infantry", count=1, destination="great_britain")).state
    state = act(state, RED, Disembark(fleet=mine.id, unit="infantry", count=1, destination="great_britain")).state
    landed = [u for u in state.units_in("great_britain", RED) if u.came_from == "north_sea"]
    assert len(landed) == 2 and all(u.stopped and not u.landed for u in landed)
    with pytest.raises(IllegalAction, match="IMP-NAV-5"):
        act(state, RED, Disembark(fleet=mine.id, unit="explorer", count=1, destination="denmark"))


def test_IMP_NAV_5_a_landing_in_a_native_region_is_an_amphibious_invasion() -> None:
    state = blank()
    mine = fleet(state, RED, "gulf_of_guinea")
    place(state, RED, "gulf_of_guinea", "infantry")
    state.units[-1].aboard = mine.id
    state = act(state, RED, Disembark(fleet=mine.id, unit="infantry", count=1, destination="lagos")).state
    assert kinds(state, "lagos", RED) == ["infantry"] and state.units_in("lagos", RED)[0].landed
    assert "lagos" in state.natives
    state = act(state, RED, R.legal_actions(state, RED)[-1]).state
    assert state.stack[-1].step == "combat"


def test_IMP_BAT_7_units_from_fleets_fight_at_minus_2_then_minus_1() -> None:
    state = blank()
    landed, walked = place(state, RED, "lagos", "infantry", "infantry")
    landed.landed = True
    natives(state, "lagos", 4)
    battle = Battle(region="lagos", attacker=RED, defender="natives", natives={"infantry": 1}, round=1)
    assert combat.amphibious(state, battle, RED) == (1, -2)
    scored = combat.roll_hits(state, battle, Context(Dice.scripted([6, 6, 1])))
    assert scored[RED] == 1  # the landed brigade's 6 becomes 4; the other's 6 hits
    battle.round = 2
    assert combat.amphibious(state, battle, RED) == (1, -1)
    battle.round = 3
    assert combat.amphibious(state, battle, RED) == (0, 0)


def intercept_setup() -> tuple[ImpState, Fleet, list[Fleet]]:
    """Red's fleet carrying an infantry about to sail from the North Sea, where two Blue fleets lie, at war."""
    state = at_war(blank())
    mine = fleet(state, RED, "north_sea")
    place(state, RED, "north_sea", "infantry")
    state.units[-1].aboard = mine.id
    theirs = [fleet(state, BLUE, "north_sea"), fleet(state, BLUE, "north_sea")]
    return state, mine, theirs


def test_IMP_NAV_6_enemy_fleets_in_the_sea_area_may_intercept() -> None:
    state, mine, _ = intercept_setup()
    state = act(state, RED, Sail(fleet=mine.id, destination="bay_of_biscay")).state
    assert R.situation(state).to_act == (BLUE,) and state.stack[-1].step == "intercept"
    state = act(state, BLUE, Intercept(attack=False)).state
    assert fleets.fleet(state, mine.id).sea == "bay_of_biscay"  # type: ignore[union-attr]


def test_IMP_NAV_6_no_interception_without_war() -> None:
    state, mine, _ = intercept_setup()
    state.wars = []
    state = act(state, RED, Sail(fleet=mine.id, destination="bay_of_biscay")).state
    assert state.stack[-1].step == "move"


def test_IMP_NAV_7_a_round_every_fleet_rolls_5_plus_hits() -> None:
    state, mine, theirs = intercept_setup()
    state = act(state, RED, Sail(fleet=mine.id, destination="bay_of_biscay")).state
    # Red rolls 6 (outnumbered: -1, still a hit); Blue rolls 4 and 3: no hit.
    state = act(state, BLUE, Intercept(attack=True), faces=(6, 4, 3)).state
    assert state.sea_battle is not None and state.sea_battle.hits == {RED: 0, BLUE: 1}
    assert state.stack[-1].step == "sink" and R.situation(state).to_act == (BLUE,)


def test_IMP_NAV_8_the_owner_sinks_the_fleet_it_chooses_with_its_cargo() -> None:
    state, mine, theirs = intercept_setup()
    state = act(state, RED, Sail(fleet=mine.id, destination="bay_of_biscay")).state
    state = act(state, BLUE, Intercept(attack=True), faces=(1, 6, 1)).state
    assert state.stack[-1].step == "move"  # Red's only fleet sank at once: nothing to choose, the battle is over
    assert fleets.fleet(state, mine.id) is None and not state.units_in("north_sea", RED)


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 4), st.integers(0, 8))
def test_IMP_NAV_8_carried_units_sink_with_their_fleet(brigades: int, parties: int) -> None:
    state = blank()
    mine = fleet(state, RED, "north_sea")
    other = fleet(state, RED, "north_sea")
    cargo = place(state, RED, "north_sea", *["infantry"] * brigades, *["explorer"] * max(0, parties - 2 * brigades))
    for unit in cargo:
        unit.aboard = mine.id
    place(state, RED, "north_sea", "explorer")[0].aboard = other.id
    fleets.sink(state, mine, Context(Dice(1, 0)))
    assert fleets.fleet(state, mine.id) is None
    assert [u.aboard for u in state.units] == [other.id]


def test_IMP_NAV_9_a_mover_that_breaks_off_does_not_complete_its_move() -> None:
    state, mine, theirs = intercept_setup()
    state = act(state, RED, Sail(fleet=mine.id, destination="bay_of_biscay")).state
    state = act(state, BLUE, Intercept(attack=True), faces=(1, 1, 1)).state
    assert R.situation(state).to_act == (RED,) and state.stack[-1].step == "break_off"
    state = act(state, RED, BreakOff()).state
    found = fleets.fleet(state, mine.id)
    assert found is not None and found.sea == "north_sea" and found.mp == 0
    assert state.stack[-1].step == "move" and state.sea_battle is None


def test_IMP_NAV_9_the_mover_completes_its_move_when_the_interceptor_breaks_off() -> None:
    state, mine, theirs = intercept_setup()
    state = act(state, RED, Sail(fleet=mine.id, destination="bay_of_biscay")).state
    state = act(state, BLUE, Intercept(attack=True), faces=(1, 1, 1)).state
    state = act(state, RED, Stand()).state
    assert R.situation(state).to_act == (BLUE,)
    state = act(state, BLUE, BreakOff()).state
    assert fleets.fleet(state, mine.id).sea == "bay_of_biscay"  # type: ignore[union-attr]


def test_IMP_NAV_8_with_fleets_to_spare_the_owner_chooses() -> None:
    state, mine, theirs = intercept_setup()
    state = act(state, RED, Sail(fleet=mine.id, destination="bay_of_biscay")).state
    state = act(state, BLUE, Intercept(attack=True), faces=(6, 1, 1)).state
    state = act(state, BLUE, Scuttle(fleet=theirs[1].id)).state
    assert [f.id for f in state.fleets_in("north_sea", BLUE)] == [theirs[0].id]


def test_IMP_MAP_8_the_ottoman_holder_consents_to_a_passage_of_the_straits() -> None:
    state = blank()
    hold(state, BLUE, "ottoman")
    mine = fleet(state, RED, "eastern_mediterranean")
    state = act(state, RED, Sail(fleet=mine.id, destination="black_sea")).state
    assert state.stack[-1].step == "straits_consent" and R.situation(state).to_act == (BLUE,)
    state = act(state, BLUE, Reply(accept=False)).state
    assert fleets.fleet(state, mine.id).sea == "eastern_mediterranean"  # type: ignore[union-attr]
    fleets.ready(state)  # the next movement phase
    state = act(state, RED, Sail(fleet=mine.id, destination="black_sea")).state
    state = act(state, BLUE, Reply(accept=True)).state
    assert fleets.fleet(state, mine.id).sea == "black_sea"  # type: ignore[union-attr]
    state = at_war(state)
    with pytest.raises(IllegalAction, match="IMP-MAP-8"):
        act(state, RED, Sail(fleet=mine.id, destination="eastern_mediterranean"))


def test_IMP_PROD_7_unpaid_fleets_sink_newest_first_with_their_cargo() -> None:
    state = blank()
    old, new = fleet(state, RED, "north_sea"), fleet(state, RED, "north_sea")
    place(state, RED, "north_sea", "infantry")[0].aboard = new.id
    state.pp[RED] = 1
    fleets.maintain(state, Context(Dice(1, 0)))
    assert [f.id for f in state.fleets if f.seat == RED] == [old.id] and state.pp[RED] == 0
    assert not state.units_in("north_sea", RED)


def test_IMP_TEXT_1_fleets_show_on_the_map_and_in_forces() -> None:
    state = blank()
    mine = fleet(state, RED, "north_sea")
    place(state, RED, "north_sea", "infantry")[0].aboard = mine.id
    view = R.board_view(R.observe(state, None), None)
    pieces = view.spaces["north_sea"].pieces
    assert any(p.kind == "fleet" and p.side == RED for p in pieces)
    text = R.forces_text(R.observe(state, RED), RED) or ""
    assert f"Fleet {mine.id} in the North Sea" in text and "1 infantry" in text and UNIT["infantry"].brigade


def test_IMP_TEXT_3_the_naval_rules_have_topics() -> None:
    topics = R.topics()
    for name in ("fleets", "interception", "Naval Battle chart", "amphibious", "blockade", "offers", "straits",
                 "suez", "Naval Interception"):
        assert topics.find(name).text


def test_IMP_NAV_10_retreat_onto_fleets_takes_a_parting_round_and_may_be_intercepted() -> None:
    state = at_war(blank())
    mine = fleet(state, RED, "gulf_of_guinea")
    fleet(state, BLUE, "gulf_of_guinea")
    for unit in place(state, RED, "lagos", "infantry", "infantry", "explorer"):
        unit.came_from, unit.landed, unit.stopped = "gulf_of_guinea", True, True
    natives(state, "lagos", 9)
    at(state, "combat", RED, explored=[], prospected=[])
    state = act(state, RED, Fight(region="lagos"), faces=(1,) * 11).state
    assert Retreat(region="gulf_of_guinea") in R.legal_actions(state, RED)
    # The natives' parting round: one 6 kills an infantry (the cheapest loss) before the others board.
    after = act(state, RED, Retreat(region="gulf_of_guinea"), faces=(6,) + (1,) * 8)
    state = after.state
    assert sorted(u.kind for u in state.units if u.aboard == mine.id) == ["explorer", "infantry"]
    assert not state.units_in("lagos", RED) and state.stack[-1].step == "intercept"
    state = act(state, BLUE, Intercept(attack=False)).state
    assert state.stack[-1].step == "combat"


def test_IMP_NAV_10_no_retreat_onto_fleets_without_room_or_to_a_sea_not_come_from() -> None:
    state = blank()
    mine = fleet(state, RED, "gulf_of_guinea")
    fleet(state, RED, "south_atlantic")
    for unit in place(state, RED, "gulf_of_guinea", *["infantry"] * 4):
        unit.aboard = mine.id
    for unit in place(state, RED, "gabon", "infantry"):
        unit.came_from = "gulf_of_guinea"
    battle = Battle(region="gabon", attacker=RED, defender="natives", natives={"infantry": 5}, round=1)
    assert naval_retreat.seas(state, battle, RED) == []
    state.units = [u for u in state.units if u.aboard is None]
    assert naval_retreat.seas(state, battle, RED) == ["gulf_of_guinea"]


def test_IMP_PROD_6_enemy_fleets_blockade_a_port_unless_outnumbered() -> None:
    state = blank()
    hold(state, RED, "low_countries")
    hold(state, RED, "denmark")
    state.buildings = {"low_countries": ["port"], "denmark": ["port"]}
    assert buildings.open_port(state, RED, "low_countries")
    fleet(state, BLUE, "north_sea")
    assert buildings.open_port(state, RED, "low_countries")  # not at war: no blockade
    at_war(state)
    assert not buildings.open_port(state, RED, "low_countries")
    fleet(state, RED, "north_sea")
    assert not buildings.open_port(state, RED, "low_countries")  # equal numbers do not lift it
    fleet(state, RED, "north_sea")
    assert buildings.open_port(state, RED, "low_countries")


def test_IMP_PROD_5_a_blockade_far_away_cuts_the_path_through_that_sea() -> None:
    state = at_war(blank())
    hold(state, RED, "low_countries")
    hold(state, RED, "spain")
    state.buildings = {"low_countries": ["port"], "spain": ["port"]}
    assert buildings.open_port(state, RED, "low_countries")
    fleet(state, BLUE, "bay_of_biscay")
    fleet(state, BLUE, "north_atlantic")
    assert not buildings.open_port(state, RED, "low_countries")  # the North Sea leads only through them


def test_IMP_NAT_8_a_fleet_next_to_the_region_serves_to_incite() -> None:
    state = at(blank(), "diplomacy", RED)
    hold(state, BLUE, "spain")
    natives(state, "spain", 8, face_up=True)
    with pytest.raises(IllegalAction, match="IMP-NAT-8"):
        act(state, RED, Incite(region="spain", means="dp"))
    fleet(state, RED, "central_atlantic")
    after = act(state, RED, Incite(region="spain", means="dp"), faces=(1, 1)).state
    assert "spain" in after.revolts and after.dp[RED] == 4


def test_IMP_EXP_1_an_explorer_aboard_a_fleet_does_not_roll_native_diplomacy() -> None:
    state = at(blank(), "combat", RED, explored=[], prospected=[])
    mine = fleet(state, RED, "red_sea")
    place(state, RED, "red_sea", "explorer")[0].aboard = mine.id
    assert not any(isinstance(a, Explore) for a in R.legal_actions(state, RED))


def test_IMP_NAV_11_a_fleet_may_attack_enemy_fleets_in_its_sea_area_for_1_mp() -> None:
    state = at_war(blank())
    mine = fleet(state, RED, "north_sea")
    theirs = fleet(state, BLUE, "north_sea")
    state.wars = [War(declarer=RED, target=BLUE, phase=1)]
    with pytest.raises(IllegalAction, match="IMP-WAR-2"):
        act(state, RED, Engage(fleet=mine.id, enemy=BLUE))
    state.wars = [War(declarer=RED, target=BLUE, phase=0)]
    state = act(state, RED, Engage(fleet=mine.id, enemy=BLUE), faces=(6, 1)).state
    assert fleets.fleet(state, theirs.id) is None and fleets.fleet(state, mine.id).mp == fleets.FLEET_MP - 1  # type: ignore[union-attr]
    assert state.stack[-1].step == "move" and state.sea_battle is None


def test_IMP_OPT_SUEZ_the_holder_of_egypt_digs_the_canal_when_the_option_is_on() -> None:
    state = at(blank(), "construction", RED, works={})
    hold(state, RED, "egypt")
    with pytest.raises(IllegalAction, match="optional rule"):
        act(state, RED, DigCanal())
    state.options["suez"] = "on"
    state = act(state, RED, DigCanal()).state
    assert state.canal and state.pp[RED] == 100 - canal.CANAL_COST
    with pytest.raises(IllegalAction, match="already built"):
        act(state, RED, DigCanal())


def test_IMP_OPT_SUEZ_passage_with_the_consent_of_egypts_holder() -> None:
    state = blank()
    state.options["suez"], state.canal = "on", True
    hold(state, BLUE, "egypt")
    mine = fleet(state, RED, "eastern_mediterranean")
    state = act(state, RED, Sail(fleet=mine.id, destination="red_sea")).state
    assert state.stack[-1].step == "straits_consent" and "Suez" in R.situation(state).prompts[BLUE].text
    state = act(state, BLUE, Reply(accept=True)).state
    assert fleets.fleet(state, mine.id).sea == "red_sea"  # type: ignore[union-attr]
    state = at_war(state)
    with pytest.raises(IllegalAction, match="IMP-OPT-SUEZ"):
        act(state, RED, Sail(fleet=mine.id, destination="eastern_mediterranean"))


def test_IMP_OPT_SUEZ_port_paths_run_through_the_canal() -> None:
    state = blank()
    hold(state, RED, "syria")
    hold(state, RED, "yemen")
    state.buildings = {"syria": ["port"], "yemen": ["port"]}
    fleet(state, BLUE, "central_mediterranean")
    fleet(state, BLUE, "black_sea")
    at_war(state)
    assert not buildings.open_port(state, RED, "syria")
    state.canal = True
    assert buildings.open_port(state, RED, "syria")


def test_IMP_OPT_INTERCEPT_fleets_next_door_intercept_only_with_the_option() -> None:
    state = at_war(blank())
    mine = fleet(state, RED, "north_sea")
    theirs = fleet(state, BLUE, "bay_of_biscay")
    after = act(state, RED, Sail(fleet=mine.id, destination="norwegian_sea")).state
    assert after.stack[-1].step == "move"
    state.options["naval_interception"] = "on"
    state = act(state, RED, Sail(fleet=mine.id, destination="norwegian_sea")).state
    assert state.stack[-1].step == "intercept" and R.situation(state).to_act == (BLUE,)
    state = act(state, BLUE, Intercept(attack=True), faces=(1, 1)).state
    assert fleets.fleet(state, theirs.id).sea == "north_sea"  # type: ignore[union-attr]
    assert state.stack[-1].step == "break_off"


def test_IMP_R_REFUSED_a_refused_passage_is_not_asked_again_in_the_same_phase() -> None:
    state = blank()
    hold(state, BLUE, "ottoman")
    mine = fleet(state, RED, "eastern_mediterranean")
    state = act(state, RED, Sail(fleet=mine.id, destination="black_sea")).state
    state = act(state, BLUE, Reply(accept=False)).state
    with pytest.raises(IllegalAction, match="refused fleet.*IMP-MAP-8"):
        act(state, RED, Sail(fleet=mine.id, destination="black_sea"))
    assert Sail(fleet=mine.id, destination="black_sea") not in R.legal_actions(state, RED)
    fleets.ready(state)  # the next movement phase asks afresh
    state = act(state, RED, Sail(fleet=mine.id, destination="black_sea")).state
    assert state.stack[-1].step == "straits_consent"
