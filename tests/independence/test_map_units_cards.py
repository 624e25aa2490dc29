"""The module's map, unit decks and action deck (WOI-MAP-*, WOI-UNITS-*, WOI-DECK-1, WOI-CARD-*)."""

from collections import Counter

from rules.independence.cards import BATTLE, CARD_TYPE, EVENT, MOVE, deck_ids
from rules.independence.territories import BORDERS, COLONIES, TERRITORIES, TERRITORY_BY_ID, WOI_MAP
from rules.independence.units import AMERICANS, BRITISH, FORT, LEADER, SHIP, SPEED_STEPS, TROOP, UNIT_TYPES, chit_ids

THIRTEEN = {
    "New Hampshire",
    "Massachusetts",
    "Rhode Island",
    "Connecticut",
    "New York",
    "New Jersey",
    "Pennsylvania",
    "Delaware",
    "Maryland",
    "Virginia",
    "North Carolina",
    "South Carolina",
    "Georgia",
}


def test_woi_map_1_thirteen_colonies_plus_canada() -> None:
    assert set(COLONIES) == THIRTEEN | {"Canada"}


def test_woi_map_2_each_colony_has_several_territories() -> None:
    per_colony = Counter(t.colony for t in TERRITORIES)
    assert all(n >= 2 for n in per_colony.values())
    assert 40 <= len(TERRITORIES) <= 60


def test_woi_map_3_coastal_two_inland_one() -> None:
    assert TERRITORY_BY_ID["boston"].revenue == 2 and TERRITORY_BY_ID["albany"].revenue == 1
    assert all(a.value == (2 if a.coastal else 1) for a in WOI_MAP.areas.values())


def test_we_map_1_territories_interlock_in_one_connected_map() -> None:
    assert len(WOI_MAP.reachable("quebec", 99)) == len(TERRITORIES) - 1
    assert WOI_MAP.adjacent("boston", "worcester") and WOI_MAP.adjacent("worcester", "boston")
    assert len(set(BORDERS)) == len(BORDERS)


def test_woi_r_1_maine_is_massachusetts_and_nova_scotia_is_canada() -> None:
    assert TERRITORY_BY_ID["falmouth"].colony == "Massachusetts"
    assert TERRITORY_BY_ID["penobscot"].colony == "Massachusetts"
    assert TERRITORY_BY_ID["nova_scotia"].colony == "Canada"


def test_woi_r_2_grants_are_new_hampshire_and_anchors_are_real_places() -> None:
    assert TERRITORY_BY_ID["new_hampshire_grants"].colony == "New Hampshire"
    for t in TERRITORIES:
        assert -84 < t.lon < -60 and 30 < t.lat < 48
    assert TERRITORY_BY_ID["quebec"].lat > TERRITORY_BY_ID["boston"].lat > TERRITORY_BY_ID["savannah"].lat


def test_woi_units_1_types_leaders_ships_troops_forts() -> None:
    assert {u.type for u in UNIT_TYPES} == {LEADER, SHIP, TROOP, FORT}
    assert SPEED_STEPS == {"F": 3, "M": 2, "S": 1, "0": 0}


def test_woi_units_2_american_unit_deck() -> None:
    mine = {u.name: (u.speed, u.copies, u.force, u.type) for u in UNIT_TYPES if u.side == AMERICANS}
    assert mine["General George Washington"] == ("F", 1, 5, LEADER)
    assert mine["General Benedict Arnold"] == ("F", 1, 5, LEADER)
    assert mine["French Fleet"] == ("F", 2, 5, SHIP)
    assert mine["Continentals"] == ("M", 6, 4, TROOP)
    assert mine["Minute Men"] == ("F", 5, 2, TROOP)
    assert mine["Militia"] == ("M", 4, 1, TROOP)
    assert mine["French Troops"] == ("M", 3, 4, TROOP)
    assert mine["Patriot Irregulars"] == ("M", 4, 2, TROOP)
    assert mine["Colonial Army"] == ("M", 5, 3, TROOP)
    assert mine["Fortifications"] == ("0", 8, 4, FORT)
    assert sum(1 for v in mine.values() if v[3] == LEADER) == 17
    assert len(chit_ids(AMERICANS)) == 17 + 2 + 6 + 5 + 4 + 3 + 4 + 5 + 8


def test_woi_units_3_british_unit_deck() -> None:
    theirs = {u.name: (u.speed, u.copies, u.force, u.type) for u in UNIT_TYPES if u.side == BRITISH}
    assert theirs["General Lord Charles Cornwallis"] == ("F", 1, 5, LEADER)
    assert theirs["British Fleet"] == ("F", 2, 5, SHIP)
    assert theirs["British Regulars"] == ("M", 4, 4, TROOP)
    assert theirs["British Redcoats"] == ("M", 4, 4, TROOP)
    assert theirs["Tories"] == ("M", 4, 1, TROOP)
    assert theirs["Iroquois Indian Allies"] == ("F", 2, 2, TROOP)
    assert theirs["Royalists"] == ("M", 4, 2, TROOP)
    assert theirs["Mohawk Indian Allies"] == ("F", 2, 2, TROOP)
    assert theirs["Hessian Mercenaries"] == ("M", 2, 3, TROOP)
    assert theirs["Fortifications"] == ("0", 8, 4, FORT)
    assert sum(1 for v in theirs.values() if v[3] == LEADER) == 8
    assert len(chit_ids(BRITISH)) == 8 + 2 + 4 + 4 + 4 + 2 + 4 + 2 + 2 + 8


def test_woi_deck_1_one_shared_action_deck() -> None:
    counts = Counter(CARD_TYPE[c.split(".")[0]].name for c in deck_ids())
    assert counts["Tactical Move"] == 6 and counts["Operational Move"] == 6 and counts["Strategic Move"] == 4
    assert counts["French Alliance"] == 3 and counts["Declaration of Independence"] == 1
    assert counts["Continental Congress"] == 1 and counts["Night March"] == 2
    assert sum(counts.values()) == 57


def test_woi_card_1_move_cards_move_stacks() -> None:
    stacks = {c.name: c.stacks for c in CARD_TYPE.values() if c.category == MOVE}
    assert stacks == {"Tactical Move": 1, "Operational Move": 2, "Strategic Move": 3, "Night March": 1}


def test_woi_card_5_fixed_force_battle_cards() -> None:
    bonus = {c.name: c.bonus for c in CARD_TYPE.values() if c.category == BATTLE}
    assert bonus["Wheel About"] == 2 and bonus["Outflank"] == 6 and bonus["Bombardment"] == 8
    assert bonus["Encircle"] == 10 and bonus["Surprise"] == 12
    assert bonus["Garrison"] == 4 and bonus["Siege"] == 4


def test_we_deck_1_event_cards_belong_to_their_side() -> None:
    sides = {c.name: c.side for c in CARD_TYPE.values() if c.category == EVENT}
    assert sides["Tory Uprising"] == BRITISH and sides["Winter Quarters"] == BRITISH
    assert sides["French Supplies"] == AMERICANS and sides["Enlistments"] is None


def test_we_units_1_units_are_leaders_and_non_leaders() -> None:
    leaders = [u for u in UNIT_TYPES if u.type == LEADER]
    assert leaders and len(leaders) < len(UNIT_TYPES)


def test_we_abbrev_1_speed_letters_and_counts() -> None:
    assert {u.speed for u in UNIT_TYPES} == {"F", "M", "0"}
    assert all(u.steps == SPEED_STEPS[u.speed] for u in UNIT_TYPES)
    assert sum(u.copies for u in UNIT_TYPES) == len(chit_ids(AMERICANS)) + len(chit_ids(BRITISH))


def test_we_markers_1_control_markers_sit_on_territories() -> None:
    from tests.independence.helpers import fresh

    state = fresh()
    assert set(state.control) == set(TERRITORY_BY_ID) and set(state.control.values()) == {AMERICANS, BRITISH}
