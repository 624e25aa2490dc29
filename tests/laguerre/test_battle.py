"""Battles and sieges (LG-BAT-*, LG-SIEGE-*): the options table, the cards, losses, breaking, pursuit, retreat,
the siege grid and what is hidden."""

import pytest

from rules.core.errors import IllegalAction
from rules.core.events import Event
from rules.laguerre import ai_battle
from rules.laguerre import armies as arm
from rules.laguerre import diplomacy as dip
from rules.laguerre.actions import Attack, Cards, Deploy, Done, Move, Retreat
from rules.laguerre.battle import WITHDRAW
from rules.laguerre.conquest import recover_garrisons, siege
from rules.laguerre.deployment import FORMATIONS, deal_arms, front_shift, point_of_attack
from rules.laguerre.mapdata import PROVINCE
from rules.laguerre.state import Army, Fleet, LgState
from rules.laguerre.tables import offered_options, round_losses, siege_column
from tests.laguerre.helpers import RULES, act, advanced_game, army, at, clear_armies, ctx, game, seen, texts


def test_LG_BAT_4_a_leader_reads_his_column_and_every_lower_one() -> None:
    assert set(offered_options(2, 3)) == {"Combined Arms", "Probe", "Grand Assault", "Cavalry Charge"}
    assert offered_options(1, 1) == ["Probe"]
    assert set(offered_options(3, 3)) >= set(offered_options(2, 3))


def test_LG_BAT_4a_assault_needs_two_in_a_sector_grand_assault_three_rearguard_reserve_infantry() -> None:
    small = Army(id="mack", power="austria", province="vienna", infantry=3)
    big = Army(id="charles", power="austria", province="vienna", infantry=9, cavalry=2, artillery=2)
    assert not arm.option_allowed(small, "Assault") and not arm.option_allowed(small, "Rearguard")
    assert arm.option_allowed(big, "Grand Assault") and arm.option_allowed(big, "Rearguard")
    assert not arm.option_allowed(small, "Cavalry Charge") and arm.option_allowed(big, "Combined Arms")


def test_LG_BAT_5_losses_come_from_the_enemys_fire_and_the_cards() -> None:
    assert round_losses("Assault", ["Refuse Flank", "Grand Battery"], 3, 10, 10) == (2, 4)
    assert round_losses("Assault", ["Hold", "Entrench"], 3, 10, 10) == (4, 1)
    assert round_losses("Assault", ["Hold", "Refuse Flank"], 6, 20, 5) == (2, 5)
    assert round_losses("Rearguard", ["Hold", "Entrench"], 6, 20, 5) == (0, 0)


def _battle_position() -> LgState:
    state = clear_armies(game(players="3"))
    dip.declare_war(state, "france", "russia", ctx())
    state.control["bialystok"] = "russia"
    army(state, "napoleon", "france", "warsaw", infantry=12, cavalry=4, artillery=2)
    army(state, "kutuzov", "russia", "bialystok", infantry=6, cavalry=1, artillery=1)
    state.control["warsaw"] = "france"
    return at(state, "land", "france")


def _deployed(state: LgState, defender: str = "Line", attacker: str = "Line") -> LgState:
    """The defender (Russia) and then the attacker (France) seal their formations (LG-BAT-2)."""
    state, _ = act(state, "russia", Deploy(formation=defender))
    state, _ = act(state, "france", Deploy(formation=attacker))
    return state


def test_LG_BAT_1_and_3_entering_enemy_armies_is_a_battle_and_the_defender_seals_two_cards() -> None:
    state = _battle_position()
    state, events = act(state, "france", Move(army="napoleon", to="bialystok"))
    assert state.battle is not None and RULES.situation(state).to_act == ("russia",)
    assert "Battle of Białystok" in " ".join(e.text for e in events)
    state = _deployed(state)
    state, _ = act(state, "russia", Cards(cards=("Entrench", "Hold")), faces=[3])
    to_france, to_russia = seen(state, "france").battle, seen(state, "russia").battle
    assert to_france is not None and to_france.cards == ["hidden", "hidden"]
    assert to_russia is not None and to_russia.cards == ["Entrench", "Hold"]
    assert seen(state, None).armies["kutuzov"].divisions == 0
    offered = {a.option for a in RULES.legal_actions(state, "france") if isinstance(a, Attack)}
    assert offered == {*offered_options(3, 3), WITHDRAW} - {o for o in offered_options(3, 3)
                                                           if not arm.option_allowed(state.armies["napoleon"], o)}


def test_LG_BAT_7_to_9_a_broken_defender_is_pursued_and_retreats() -> None:
    state = _battle_position()
    state, events = _beaten_russians(state)
    text = " ".join(e.text for e in events)
    assert state.battle is None and "France wins" in text and "Pursuit" in text
    kutuzov = state.armies.get("kutuzov")
    assert kutuzov is None or kutuzov.province != "bialystok"
    assert state.vp["france"] == 102


def _beaten_russians(state: LgState) -> tuple[LgState, list[Event]]:
    state, _ = act(state, "france", Move(army="napoleon", to="bialystok"))
    state = _deployed(state)
    state, _ = act(state, "russia", Cards(cards=("Counterattack", "Hold")), faces=[6])
    return act(state, "france", Attack(option="Grand Assault"))


def test_LG_BAT_9_the_beaten_side_chooses_among_the_legal_retreats() -> None:
    state = _battle_position()
    state.armies["kutuzov"].infantry = 12
    state, _ = _beaten_russians(state)
    assert RULES.situation(state).to_act == ("russia",)
    legal = {a.to for a in RULES.legal_actions(state, "russia") if isinstance(a, Retreat)}
    assert legal == {"lithuania", "volhynia"}
    with pytest.raises(IllegalAction, match="LG-BAT-9"):
        act(state, "russia", Retreat(to="lublin"))
    state, events = act(state, "russia", Retreat(to="volhynia"))
    assert state.armies["kutuzov"].province == "volhynia" and not state.retreats
    assert "retreats from Białystok to Volhynia" in texts(events)
    assert RULES.situation(state).to_act == ("france",) and state.stack[-1].step == "land"


def test_LG_BAT_9_one_legal_retreat_asks_nothing() -> None:
    state = _battle_position()
    state.armies["kutuzov"].infantry = 12
    state.control["volhynia"] = "austria"
    state, _ = _beaten_russians(state)
    assert state.armies["kutuzov"].province == "lithuania"
    assert RULES.situation(state).to_act == ("france",) and not state.retreats


def test_LG_AI_8_a_beaten_army_retreats_to_its_friends_then_away_from_enemies() -> None:
    state = _battle_position()
    state.retreats["kutuzov"] = "warsaw"
    assert ai_battle.retreat(state, "kutuzov", ["lithuania", "volhynia"]) == "lithuania"
    army(state, "bagration", "russia", "volhynia", infantry=3)
    assert ai_battle.retreat(state, "kutuzov", ["lithuania", "volhynia"]) == "volhynia"
    del state.armies["bagration"]
    army(state, "davout", "france", "east_prussia", infantry=3)
    assert ai_battle.retreat(state, "kutuzov", ["lithuania", "volhynia"]) == "volhynia"


def test_LG_BAT_6_withdraw_sends_the_attacker_back() -> None:
    state = _battle_position()
    state, _ = act(state, "france", Move(army="napoleon", to="bialystok"))
    state = _deployed(state)
    state, _ = act(state, "russia", Cards(cards=("Counterattack", "Hold")), faces=[1])
    state, _ = act(state, "france", Attack(option=WITHDRAW))
    assert state.battle is None and state.armies["napoleon"].province == "warsaw"


def test_LG_SIEGE_2_the_siege_grid() -> None:
    assert [siege_column(d, 2) for d in (2, 4, 5, 8, 9)] == [1, 1, 2, 2, 3]
    state = clear_armies(game())
    dip.declare_war(state, "france", "austria", ctx())
    army(state, "davout", "france", "tyrol", infantry=4)
    garrison = state.garrison["tyrol"]
    siege(state, ctx([4]), "france", "tyrol")
    assert state.garrison["tyrol"] == garrison - 1
    siege(state, ctx([1]), "france", "tyrol")
    assert state.armies["davout"].divisions == 3


def test_LG_SIEGE_3_a_fallen_province_changes_hands_with_a_garrison_of_one() -> None:
    state = clear_armies(game())
    dip.declare_war(state, "france", "austria", ctx())
    army(state, "davout", "france", "tyrol", infantry=20)
    siege(state, ctx([6]), "france", "tyrol")
    assert state.control["tyrol"] == "france" and state.garrison["tyrol"] == 1


def test_LG_SIEGE_1_sieges_happen_when_the_power_ends_its_land_phase() -> None:
    state = clear_armies(game())
    dip.declare_war(state, "france", "austria", ctx())
    army(state, "davout", "france", "tyrol", infantry=20)
    at(state, "land", "france")
    state, events = act(state, "france", Done(), faces=[6])
    assert state.control["tyrol"] == "france"


def test_LG_MIN_1_and_3_invading_a_minor_is_war_and_its_capital_takes_the_country() -> None:
    state = clear_armies(game())
    army(state, "napoleon", "france", "burgundy", infantry=20)
    at(state, "land", "france")
    state, _ = act(state, "france", Move(army="napoleon", to="switzerland"))
    assert dip.at_war(state, "france", "switzerland")
    state, _ = act(state, "france", Done(), faces=[6])
    assert state.control["switzerland"] == "france" and not dip.at_war(state, "france", "switzerland")


def test_LG_BAT_2_three_sectors_and_a_reserve_cavalry_on_the_flanks_in_line() -> None:
    sectors = deal_arms(Army(id="ney", power="france", province="paris", infantry=8, cavalry=2, artillery=1), "Line")
    assert set(sectors) == {"left", "centre", "right", "reserve"}
    assert sectors["left"]["cavalry"] == 1 and sectors["right"]["cavalry"] == 1
    assert sum(s["infantry"] for s in sectors.values()) == 8 and sectors["reserve"]["infantry"] == 2


def test_LG_BAT_2_each_side_seals_a_formation_defender_first_and_it_decides_the_options() -> None:
    state = _battle_position()
    state.armies["napoleon"].infantry, state.armies["napoleon"].cavalry, state.armies["napoleon"].artillery = 5, 0, 0
    state, _ = act(state, "france", Move(army="napoleon", to="bialystok"))
    assert RULES.situation(state).to_act == ("russia",)
    state, events = act(state, "russia", Deploy(formation="Deep Reserve"))
    assert "has deployed" in texts(events) and "Deep Reserve" not in texts(events)
    to_france, to_russia = seen(state, "france").battle, seen(state, "russia").battle
    assert to_france is not None and to_france.formations == {"defender": "hidden"}
    assert to_russia is not None and to_russia.formations == {"defender": "Deep Reserve"}
    with pytest.raises(IllegalAction, match="LG-BAT-2"):
        act(state, "france", Deploy(formation="Square"))
    state, _ = act(state, "france", Deploy(formation="Strong Centre"), faces=[])
    assert state.battle is not None and state.battle.formations["attacker"] == "Strong Centre"
    assert arm.option_allowed(state.armies["napoleon"], "Grand Assault", "Strong Centre")
    assert not arm.option_allowed(state.armies["napoleon"], "Grand Assault", "Line")


def test_LG_BAT_2b_the_point_of_attack_breaks_through_or_is_repulsed() -> None:
    strong_centre = {"left": 2, "centre": 6, "right": 2, "reserve": 1}
    thin = {"left": 2, "centre": 2, "right": 2, "reserve": 2}
    deep = {"left": 1, "centre": 1, "right": 1, "reserve": 8}
    assert point_of_attack(strong_centre, thin, "Assault") == ("centre", 6, 3)
    assert front_shift(strong_centre, thin, "Assault") == ("breakthrough on the centre", 0, 1)
    assert front_shift(strong_centre, deep, "Assault")[1:] == (0, 0)
    assert front_shift(thin, deep, "Probe") == ("repulse on the centre", 1, 0)
    assert front_shift(thin, deep, "Cavalry Charge") == ("breakthrough on the left", 0, 1)
    assert round_losses("Assault", ["Refuse Flank", "Grand Battery"], 3, 10, 10, front=(0, 1)) == (2, 5)


def test_LG_BAT_2b_the_formations_and_the_front_are_told_to_the_two_sides_only() -> None:
    state = _battle_position()
    state, _ = act(state, "france", Move(army="napoleon", to="bialystok"))
    state = _deployed(state, defender="Strong Left", attacker="Strong Centre")
    state, _ = act(state, "russia", Cards(cards=("Counterattack", "Hold")), faces=[3])
    state, events = act(state, "france", Attack(option="Grand Assault"))
    told = [e for e in events if "Strong Left" in e.text]
    assert told and all(set(e.visible_to or ()) == {"france", "russia"} for e in told)
    assert "breakthrough on the centre" in told[0].text


def test_LG_AI_7_the_ai_masses_a_small_army_to_earn_its_assaults() -> None:
    state = _battle_position()
    state.armies["napoleon"].infantry, state.armies["napoleon"].cavalry, state.armies["napoleon"].artillery = 5, 0, 0
    state, _ = act(state, "france", Move(army="napoleon", to="bialystok"))
    state, _ = act(state, "russia", Deploy(formation="Line"))
    assert state.battle is not None
    choice = ai_battle.deploy(seen(state, "france"), "attacker")
    assert choice != "Line" and arm.option_allowed(state.armies["napoleon"], "Grand Assault", choice)
    assert ai_battle.deploy(seen(state, "russia"), "defender") in FORMATIONS


def test_LG_VP_6_a_province_taken_moves_its_political_value_twice() -> None:
    state = clear_armies(game())
    dip.declare_war(state, "france", "austria", ctx())
    army(state, "davout", "france", "tyrol", infantry=20)
    worth = 2 * max(PROVINCE["tyrol"].political, 1)
    vp_f, vp_a = state.vp["france"], state.vp["austria"]
    siege(state, ctx([6]), "france", "tyrol")
    assert state.vp["france"] == vp_f + worth and state.vp["austria"] == vp_a - worth


def test_LG_SIEGE_4_garrisons_recover_a_point_each_winter_unless_besieged() -> None:
    state = clear_armies(game())
    state.garrison["tyrol"], state.garrison["bohemia"] = 0, 0
    dip.declare_war(state, "france", "austria", ctx())
    army(state, "davout", "france", "bohemia", infantry=2)
    recover_garrisons(state)
    assert state.garrison["tyrol"] == 1 and state.garrison["bohemia"] == 0


def test_LG_MOVE_4_a_strait_is_closed_by_an_enemy_fleet() -> None:
    state = clear_armies(game())
    army(state, "napoleon", "france", "picardy", infantry=10)
    at(state, "land", "france")
    assert Move(army="napoleon", to="london") in RULES.legal_actions(state, "france")
    state.fleets["bri-1"] = Fleet(id="bri-1", power="britain", zone="channel", squadrons=3)
    assert Move(army="napoleon", to="london") not in RULES.legal_actions(state, "france")


def test_LG_ADV_5_59_the_first_division_lost_in_a_pursuit_is_artillery() -> None:
    from rules.laguerre.battle import pursue

    for options, left in (({"game": "advanced"}, (4, 1, 1)), ({"game": "advanced", "pursuit": "off"}, (3, 1, 2)),
                          ({"game": "standard"}, (3, 1, 2))):
        state = game(1, players="3", **options)
        beaten = army(state, "kutuzov", "russia", "bialystok", infantry=5, cavalry=1, artillery=2)
        pursue(state, beaten, 2)
        assert (beaten.infantry, beaten.cavalry, beaten.artillery) == left, options


def _overrun_position(attackers: int, section: str = "overrun") -> LgState:
    state = clear_armies(advanced_game((section,), players="3"))
    dip.declare_war(state, "france", "russia", ctx())
    state.control["warsaw"] = "france"
    army(state, "napoleon", "france", "warsaw", infantry=attackers)
    army(state, "kutuzov", "russia", "bialystok", infantry=4)
    state, _ = act(at(state, "land", "france"), "france", Move(army="napoleon", to="bialystok"))
    return state


def test_LG_ADV_5_54_an_overrun_at_six_to_one_destroys_the_defenders_for_as_many_divisions() -> None:
    from rules.laguerre.actions_advanced import Overrun

    state = _overrun_position(24)
    assert state.stack[-1].step == "battle_overrun" and RULES.situation(state).to_act == ("france",)
    state, events = act(state, "france", Overrun())
    assert state.battle is None and "kutuzov" not in state.armies
    assert state.armies["napoleon"].infantry == 20 and "overrun succeeds" in " ".join(e.text for e in events)


def test_LG_ADV_5_54_a_failed_overrun_costs_a_division_and_the_battle_is_fought() -> None:
    from rules.laguerre.actions_advanced import Overrun

    state = _overrun_position(23)
    state, _ = act(state, "france", Overrun())
    assert state.battle is not None and state.armies["napoleon"].infantry == 22
    assert state.stack[-1].step == "battle_deploy"
    standard = _overrun_position(24, section="none")
    assert standard.stack[-1].step == "battle_deploy"
