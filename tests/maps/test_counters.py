"""Counter sprites: composed from a body shared by every figure and count of the same depth, and the figure over
it, so that a face never seen before (a new strength) costs no drawing; the disrupted stroke crosses the figure."""

from maps.render import counters
from maps.render.counters import Chit, counter
from maps.render.palette import Side

RED = Side("Red", (178, 34, 34), (250, 240, 220), (220, 150, 150))


def test_faces_of_one_body_share_its_drawing() -> None:
    counters._body.cache_clear()
    counter.cache_clear()
    faces = [counter(Chit(RED, "infantry", str(strength), 2 + strength % 2), 33) for strength in range(30)]
    assert counters._body.cache_info().misses == 2  # two bodies: one under-counter (two pieces), two (three)
    assert len({face.tobytes() for face in faces}) == 30


def test_the_figure_is_drawn_on_the_face_and_changes_only_the_face() -> None:
    plain = counter(Chit(RED, "infantry", None, 1), 33)
    numbered = counter(Chit(RED, "infantry", "12", 1), 33)
    left, top, right, bottom = _changed(plain.tobytes(), numbered.tobytes(), plain.width)
    margin, size = counters.margin(33), 33
    assert margin <= left and right <= margin + size and margin + size // 2 <= top and bottom <= margin + size


def test_the_disrupted_stroke_crosses_the_figure() -> None:
    """The stroke is laid after the figure: where both are drawn, the stroke's red shows."""
    disrupted = counter(Chit(RED, "infantry", "88", 1, disrupted=True), 40).convert("RGB")
    margin = counters.margin(40)
    red = [disrupted.getpixel((margin + 10 + k, margin + 29 - k)) for k in range(3)]  # on the stroke, over "88"
    assert all(r > 150 and g < 80 and b < 80 for r, g, b in red)  # type: ignore[misc]


def _changed(before: bytes, after: bytes, width: int) -> tuple[int, int, int, int]:
    """The box of the pixels that differ between two RGBA sprites of one width."""
    pixels = [i // 4 for i in range(0, len(before), 4) if before[i : i + 4] != after[i : i + 4]]
    xs, ys = [p % width for p in pixels], [p // width for p in pixels]
    return min(xs), min(ys), max(xs) + 1, max(ys) + 1
