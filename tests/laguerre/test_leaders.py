"""Leaders over the years (LG-LEAD-*) and admirals (LG-SEA-5)."""

from rules.laguerre import leaders
from rules.laguerre.mapdata import PROVINCE
from rules.laguerre.movement import naval_battle
from rules.laguerre.powers import LEADER_BY_ID
from rules.laguerre.state import Fleet
from rules.laguerre.views import forces_text, hand_text
from tests.laguerre.helpers import army, clear_armies, ctx, game, seen, texts


def test_LG_LEAD_1_the_schedule_names_real_leaders_places_and_seasons_in_order() -> None:
    for leader, tenure in leaders.TENURES.items():
        assert leader in LEADER_BY_ID and tenure.why
        assert tenure.arrives == leaders.START or tenure.place in PROVINCE
        assert tenure.leaves is None or tenure.leaves > tenure.arrives
    assert leaders.season_turn(1808, "Summer") == 13
    state = game(players="3")
    assert not leaders.available(state, "wellesley") and leaders.available(state, "napoleon")
    state.turn = leaders.season_turn(1808, "Summer")
    assert leaders.available(state, "wellesley") and not leaders.available(state, "cathcart")
    assert leaders.serving_text("moore") == "arrives Summer 1806, leaves Winter 1808"


def test_LG_LEAD_1_only_serving_leaders_wait_on_the_mat() -> None:
    state = game(players="3")
    assert "Bennigsen" not in (hand_text(seen(state, "russia"), "russia") or "")
    state.turn = leaders.season_turn(1806, "Autumn")
    assert "bennigsen" in leaders.waiting(state, "russia")
    assert "Bennigsen" in (hand_text(seen(state, "russia"), "russia") or "")


def test_LG_LEAD_2_an_arriving_leader_takes_the_nearest_army_when_he_is_better() -> None:
    state = clear_armies(game(players="3"))
    army(state, "cathcart", "britain", "lisbon", infantry=6)
    army(state, "blucher", "prussia", "east_prussia", infantry=6)
    state.turn = leaders.season_turn(1808, "Summer")
    used = ctx()
    leaders.turn_start(state, used)
    assert "wellesley" in state.armies and state.armies["wellesley"].province == "lisbon"
    assert state.armies["wellesley"].infantry == 6 and "cathcart" not in state.armies
    assert "Wellesley arrives for Great Britain in Lisbon" in texts(used.events)
    state.turn = leaders.season_turn(1812, "Spring")
    leaders.turn_start(state, ctx())
    assert "blucher" in state.armies and "yorck" in leaders.waiting(state, "prussia")


def test_LG_LEAD_3_a_leaving_leaders_army_passes_to_the_best_waiting_leader_or_he_stays_on() -> None:
    state = clear_armies(game(players="3"))
    army(state, "mack", "austria", "bohemia", infantry=9)
    army(state, "charles", "austria", "vienna", infantry=9)
    army(state, "john", "austria", "tyrol", infantry=3)
    state.turn = leaders.season_turn(1805, "Winter")
    leaders.turn_start(state, ctx())
    assert "mack" in state.armies and "mack" not in state.gone
    del state.armies["john"]
    state.turn += 1
    used = ctx()
    leaders.turn_start(state, used)
    assert "mack" not in state.armies and state.armies["john"].infantry == 9 and "mack" in state.gone
    assert "Mack leaves Austria's service (captured at Ulm" in texts(used.events)
    assert not leaders.available(state, "mack")


def test_LG_SEA_5_the_best_admiral_commands_the_largest_fleet_and_adds_his_rating_in_dice() -> None:
    state = clear_armies(game(players="3"))
    big = Fleet(id="bri-1", power="britain", zone="channel", squadrons=8)
    small = Fleet(id="bri-2", power="britain", zone="north_sea", squadrons=1)
    french = Fleet(id="fra-1", power="france", zone="channel", squadrons=1)
    state.fleets = {f.id: f for f in (big, small, french)}
    nelson = leaders.admiral_of(state, big)
    assert nelson is not None and nelson.name == "Nelson" and leaders.admiral_of(state, small) is None
    assert leaders.naval_bonus(state, [small, big]) == 3 and leaders.naval_bonus(state, [french]) == 1
    assert "under Nelson (naval rating 3)" in (forces_text(seen(state, "britain"), "britain") or "")
    state.fleets = {f.id: f for f in (small, french)}
    small.zone = "channel"
    used = ctx([1, 1, 1, 4, 1, 1])
    naval_battle(state, used, small, [french], "north_sea")
    assert "fra-1" not in state.fleets and state.fleets["bri-2"].squadrons == 1
    state.turn = leaders.season_turn(1805, "Winter")
    assert leaders.naval_bonus(state, [small]) == 2
