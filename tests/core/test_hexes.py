"""SPI hex numbers: parse and format, neighbours, distance, hexsides (see the convention in rules.core.hexes)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules.core.hexes import Hex, adjacent, direction_of, hexside, parse_hex, parse_hexrow, parse_hexside

hexes = st.builds(Hex, st.integers(1, 40), st.integers(1, 40))


def test_hex_numbers_are_column_then_row() -> None:
    assert parse_hex("0712") == Hex(7, 12)
    assert str(Hex(7, 12)) == "0712" and Hex(23, 1).number == "2301"


@pytest.mark.parametrize("text", ["712", "07a2", "0700", "0012", "07120"])
def test_bad_hex_numbers_are_refused_with_the_format(text: str) -> None:
    with pytest.raises(ValueError, match="four digits|start at 01"):
        parse_hex(text)


def test_hexrow_names_a_whole_column() -> None:
    assert parse_hexrow("2300") == 23 and parse_hexrow("0100") == 1
    with pytest.raises(ValueError):
        parse_hexrow("2301")


def test_even_columns_sit_half_a_hex_lower() -> None:
    assert Hex(1, 1).neighbour("SE") == Hex(2, 1)
    assert Hex(1, 1).neighbour("NE") == Hex(2, 0)
    assert Hex(2, 1).neighbour("NW") == Hex(1, 1) and Hex(2, 1).neighbour("SW") == Hex(1, 2)


def test_six_neighbours_clockwise_from_north() -> None:
    assert [str(n) for n in Hex(5, 5).neighbours()] == ["0504", "0604", "0605", "0506", "0405", "0404"]
    assert [str(n) for n in Hex(6, 5).neighbours()] == ["0604", "0705", "0706", "0606", "0506", "0505"]


@given(hexes)
def test_neighbours_are_at_distance_one_and_mutual(h: Hex) -> None:
    for name, n in zip(("N", "NE", "SE", "S", "SW", "NW"), h.neighbours(), strict=True):
        assert h.distance(n) == 1 and h in n.neighbours() and direction_of(h, n) == name


@given(hexes, hexes, hexes)
def test_distance_is_a_metric(a: Hex, b: Hex, c: Hex) -> None:
    assert a.distance(b) == b.distance(a)
    assert a.distance(c) <= a.distance(b) + b.distance(c)
    assert (a.distance(b) == 0) == (a == b)


def test_distance_along_and_across_columns() -> None:
    assert Hex(1, 1).distance(Hex(1, 9)) == 8
    assert Hex(1, 1).distance(Hex(23, 1)) == 22
    assert Hex(1, 1).distance(Hex(23, 17)) == 22 + 16 - 11


def test_hexside_is_order_free_and_needs_adjacent_hexes() -> None:
    assert hexside(Hex(5, 5), Hex(5, 6)) == hexside(Hex(5, 6), Hex(5, 5))
    assert str(hexside(Hex(5, 6), Hex(5, 5))) == "0505/0506"
    assert parse_hexside("0506-0505") == hexside(Hex(5, 5), Hex(5, 6))
    assert hexside(Hex(5, 5), Hex(5, 6)).other(Hex(5, 6)) == Hex(5, 5)
    with pytest.raises(ValueError, match="not adjacent"):
        hexside(Hex(5, 5), Hex(5, 7))
    assert not adjacent(Hex(5, 5), Hex(5, 5))
