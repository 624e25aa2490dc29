"""Area maps with a sea layer: fleets in seas, coasts, priced borders and conditional links (the special links
of War! Age of Imperialism: Ottoman–Balkans, the Straits, Spain–Morocco, Suez)."""

import pytest

from rules.core.areas import Area, AreaMap, Link, Movement

LAND = ["spain", "morocco", "france", "balkans", "ottoman", "egypt", "arabia"]
SEAS = ["west_med", "east_med", "black_sea", "red_sea"]


def world() -> AreaMap:
    areas = [Area(id=a, name=a.replace("_", " ").title()) for a in LAND]
    areas += [Area(id=s, name=s.replace("_", " ").title(), layer="sea") for s in SEAS]
    borders = [("spain", "france"), ("france", "balkans"), ("ottoman", "arabia"), ("egypt", "arabia"),
               ("spain", "west_med"), ("morocco", "west_med"), ("france", "west_med"), ("west_med", "east_med"),
               ("balkans", "east_med"), ("ottoman", "east_med"), ("egypt", "east_med"), ("ottoman", "black_sea"),
               ("balkans", "black_sea"), ("egypt", "red_sea"), ("arabia", "red_sea")]  # fmt: skip
    links = [
        Link(a="spain", b="morocco", closed_to=["land"], name="Strait of Gibraltar"),
        Link(a="ottoman", b="balkans", across_water=True, name="Bosporus crossing"),
        Link(a="east_med", b="black_sea", consent="ottoman", name="the Straits"),
        Link(a="east_med", b="red_sea", opens_with="suez_canal", name="Suez"),
    ]
    return AreaMap.build(areas, borders, links)


LAND_MOVE = Movement()
FLEET = Movement(layer="sea")


def test_seas_hold_fleets_and_coasts_border_seas() -> None:
    m = world()
    assert m.seas_of("ottoman") == ["black_sea", "east_med"]
    assert m.coast_of("red_sea") == ["arabia", "egypt"]
    assert m.is_coastal("spain") and m.is_coastal("morocco")
    inland = AreaMap.build([Area(id="x", name="X"), Area(id="y", name="Y")], [("x", "y")])
    assert not inland.is_coastal("x")


def test_land_units_stay_on_land_and_fleets_at_sea() -> None:
    m = world()
    assert "west_med" not in m.reachable("spain", 3, movement=LAND_MOVE)
    assert m.reachable("west_med", 1, movement=FLEET) == {"east_med": 1}
    assert m.refusal("spain", "west_med", LAND_MOVE) == "land units move only between land areas"


def test_a_land_move_can_be_forbidden_on_one_border() -> None:
    m = world()
    assert "morocco" not in m.reachable("spain", 5, movement=LAND_MOVE)
    assert m.refusal("spain", "morocco", LAND_MOVE) == "no land move between Spain and Morocco"


def test_a_land_link_across_water() -> None:
    m = world()
    assert m.link("balkans", "ottoman") is not None and m.adjacent("ottoman", "balkans")
    assert m.reachable("balkans", 1, movement=LAND_MOVE) == {"france": 1, "ottoman": 1}


def test_a_strait_needs_consent() -> None:
    m = world()
    assert "black_sea" not in m.reachable("east_med", 2, movement=FLEET)
    assert m.refusal("east_med", "black_sea", FLEET) == "crossing the Straits needs the consent of ottoman"
    granted = Movement(layer="sea", consents=lambda link: link.consent == "ottoman")
    assert m.reachable("east_med", 1, movement=granted)["black_sea"] == 1


def test_a_canal_is_closed_until_built() -> None:
    m = world()
    assert "red_sea" not in m.reachable("west_med", 5, movement=FLEET)
    assert m.refusal("east_med", "red_sea", FLEET) == "Suez is closed until suez canal"
    assert m.refusal("balkans", "black_sea", Movement(layer="sea")) == "fleets move only between sea areas"
    assert m.refusal("black_sea", "balkans", LAND_MOVE) == "land units move only between land areas"
    built = Movement(layer="sea", flags=frozenset({"suez_canal"}))
    assert m.reachable("west_med", 2, movement=built)["red_sea"] == 2


def test_leaving_a_railroad_area_is_free() -> None:
    m = world()
    rail = Movement(free_exit=lambda area: area in {"spain", "france"})
    assert m.reachable("spain", 1, movement=rail) == {"france": 0, "balkans": 0, "ottoman": 1}


def test_priced_borders_take_the_cheapest_route() -> None:
    areas = [Area(id=x, name=x.upper()) for x in "abcd"]
    m = AreaMap.build(areas, [("a", "c"), ("c", "d"), ("b", "d")], [Link(a="a", b="b", cost=4)])
    assert m.reachable("a", 4, movement=LAND_MOVE) == {"b": 3, "c": 1, "d": 2}
    assert m.moves("a", 4, movement=LAND_MOVE).route("b") == ["c", "d", "b"]
    assert m.moves("a", 2, movement=LAND_MOVE).route("b") is None
    assert m.moves("a", 1).route("c") == ["c"]


def test_conditions_still_apply_with_costs() -> None:
    m = world()
    found = m.reachable("spain", 3, can_leave=lambda area: area != "france", movement=LAND_MOVE)
    assert found == {"france": 1}


def test_a_link_must_be_a_border() -> None:
    with pytest.raises(ValueError, match="not a border"):
        AreaMap(areas={"a": Area(id="a", name="A"), "b": Area(id="b", name="B")}, links=[Link(a="a", b="b")])
