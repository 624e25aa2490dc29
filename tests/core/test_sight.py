"""Line of sight: hex-centre to hex-centre, the along-a-hexside rule and the hilltop rules."""

from hypothesis import given
from hypothesis import strategies as st

from rules.core.hexes import Hex, hexside, parse_hex
from rules.core.sight import HilltopRules, _centre, _classify, line_of_sight, sight_line

hexes = st.builds(Hex, st.integers(1, 15), st.integers(1, 15))


def blocking(*numbers: str):  # type: ignore[no-untyped-def]
    found = {parse_hex(n) for n in numbers}
    return lambda h: h in found


def test_line_passes_through_the_hexes_between() -> None:
    line = sight_line(Hex(5, 5), Hex(5, 8))
    assert line.crossed == (Hex(5, 6), Hex(5, 7)) and line.along == ()


def test_a_blocking_hex_between_blocks_and_is_named() -> None:
    sight = line_of_sight(Hex(5, 5), Hex(5, 8), blocking("0507"))
    assert not sight and sight.blocker == Hex(5, 7)


def test_firer_and_target_hexes_never_block() -> None:
    assert line_of_sight(Hex(5, 5), Hex(5, 6), lambda h: True)
    assert line_of_sight(Hex(5, 5), Hex(5, 7), blocking("0505", "0507"))


def test_line_crossing_a_hexside_at_its_middle_passes_through_both_hexes() -> None:
    line = sight_line(Hex(5, 5), Hex(9, 6))
    assert set(line.crossed) == {Hex(6, 5), Hex(7, 5), Hex(7, 6), Hex(8, 5)}
    assert not line_of_sight(Hex(5, 5), Hex(9, 6), blocking("0706"))
    assert not line_of_sight(Hex(5, 5), Hex(9, 6), blocking("0705"))
    assert line_of_sight(Hex(5, 5), Hex(9, 6), blocking("0806", "0604"))


def test_along_a_hexside_blocks_only_when_both_hexes_block() -> None:
    line = sight_line(Hex(5, 5), Hex(7, 5))
    assert line.crossed == () and line.along == (hexside(Hex(6, 4), Hex(6, 5)),)
    assert line_of_sight(Hex(5, 5), Hex(7, 5), blocking("0604"))
    assert line_of_sight(Hex(5, 5), Hex(7, 5), blocking("0605"))
    sight = line_of_sight(Hex(5, 5), Hex(7, 5), blocking("0604", "0605"))
    assert not sight and sight.blocker == hexside(Hex(6, 4), Hex(6, 5))


def test_a_long_line_along_hexsides_passes_through_the_centres_on_it() -> None:
    line = sight_line(Hex(5, 5), Hex(9, 5))
    assert line.crossed == (Hex(7, 5),)
    assert line.along == (hexside(Hex(6, 4), Hex(6, 5)), hexside(Hex(8, 4), Hex(8, 5)))
    assert not line_of_sight(Hex(5, 5), Hex(9, 5), blocking("0705"))
    assert line_of_sight(Hex(5, 5), Hex(9, 5), blocking("0604", "0805"))


@given(hexes, hexes)
def test_runs_along_hexsides_exactly_on_the_six_hexside_directions(a: Hex, b: Hex) -> None:
    dx, dy, dz = (p - q for p, q in zip(b.cube(), a.cube(), strict=True))
    diagonal = a != b and sorted(map(abs, (dx, dy, dz)))[0] * 2 == sorted(map(abs, (dx, dy, dz)))[2] and (
        abs(dx) == abs(dy) or abs(dy) == abs(dz) or abs(dx) == abs(dz)
    )
    assert bool(sight_line(a, b).along) == diagonal


@given(hexes, hexes)
def test_sight_is_the_same_both_ways(a: Hex, b: Hex) -> None:
    there, back = sight_line(a, b), sight_line(b, a)
    assert set(there.crossed) == set(back.crossed) and set(there.along) == set(back.along)
    assert all(a.distance(h) + h.distance(b) <= a.distance(b) + 1 for h in there.crossed)


def hills(*numbers: str, holding: tuple[str, ...] = (), **switches: bool) -> HilltopRules:
    return HilltopRules(is_hilltop=blocking(*numbers), blocks_on_hilltop=blocking(*holding), **switches)


def test_hilltop_firer_ignores_blockers_nearer_than_half_the_distance() -> None:
    rules = hills("0505")
    assert line_of_sight(Hex(5, 5), Hex(5, 8), blocking("0506"), rules)
    assert not line_of_sight(Hex(5, 5), Hex(5, 8), blocking("0507"), rules)
    assert not line_of_sight(Hex(5, 5), Hex(5, 9), blocking("0507"), rules)  # exactly half is not nearer
    assert not line_of_sight(Hex(5, 5), Hex(5, 8), blocking("0506"), hills("0505", ignore_near_half=False))
    assert not line_of_sight(Hex(5, 5), Hex(5, 8), blocking("0506"), hills("0508"))  # only the firer's hill counts


def test_hilltop_sees_any_hilltop_unless_a_hilltop_between_is_held() -> None:
    woods_between = blocking("0507", "0508")
    assert line_of_sight(Hex(5, 5), Hex(5, 9), woods_between, hills("0505", "0509", "0508"))
    held = hills("0505", "0509", "0508", holding=("0508",))
    sight = line_of_sight(Hex(5, 5), Hex(5, 9), woods_between, held)
    assert not sight and sight.blocker == Hex(5, 8)
    assert not line_of_sight(Hex(5, 5), Hex(5, 9), woods_between, hills("0505", "0509", hilltop_to_hilltop=False))


def test_a_held_hilltop_near_the_firer_is_ignored_too() -> None:
    held = hills("0505", "0509", "0506", holding=("0506",))
    assert line_of_sight(Hex(5, 5), Hex(5, 9), lambda h: True, held)


@given(st.builds(Hex, st.integers(2, 11), st.integers(2, 11)), st.builds(Hex, st.integers(2, 11), st.integers(2, 11)))
def test_the_line_misses_no_hex_a_full_scan_finds(a: Hex, b: Hex) -> None:
    """Checking every hex round the two against the exact test finds nothing the line left out."""
    line = sight_line(a, b)
    if a == b:
        assert line.crossed == () and line.along == ()
        return
    crossed, along = set(), set()
    for hex_ in (Hex(c, r) for c in range(0, 14) for r in range(0, 14)):
        if hex_ not in (a, b):
            inside, sides = _classify(_centre(a), _centre(b), hex_)
            crossed |= {hex_} if inside else set()
            along.update(sides)
    assert set(line.crossed) == crossed and set(line.along) == along
