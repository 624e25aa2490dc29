"""Area graphs: two-way borders and reach within a move allowance."""

import pytest

from rules.core.areas import Area, AreaMap


def line_map() -> AreaMap:
    areas = [Area(id=x, name=x.upper()) for x in "abcde"]
    return AreaMap.build(areas, [("a", "b"), ("c", "b"), ("c", "d"), ("d", "e")])


def test_borders_are_two_way() -> None:
    m = line_map()
    assert m.adjacent("a", "b") and m.adjacent("b", "a")
    assert m.neighbours("c") == ["b", "d"]


def test_reach_counts_steps() -> None:
    assert line_map().reachable("a", 3) == {"b": 1, "c": 2, "d": 3}


def test_into_but_not_through() -> None:
    m = line_map()
    assert m.reachable("a", 3, can_leave=lambda x: x != "c") == {"b": 1, "c": 2}


def test_unknown_area_in_a_border_is_refused() -> None:
    with pytest.raises(ValueError):
        AreaMap.build([Area(id="a", name="A")], [("a", "z")])
