"""Players can tell which territory each stack belongs to: counters cover no name, and every stack stands
inside its territory next to its own name (or the dot of its name's leader line), nearer it than any other.

The boxes are the renderer's own: ``label_boxes`` (the inked names and leader dots ``_names`` paints) and
``stack_extent`` (what ``draw_stacks`` paints for one or two stacks, count badges and under-counters included).
"""

import math

import pytest

from maps.render.base import label_boxes
from maps.render.loading import load_map
from maps.render.overlay import stack_extent
from maps.schema import MapData, Territory

RULESETS = ["independence", "napoleon"]
Box = tuple[float, float, float, float]


@pytest.fixture(params=RULESETS)
def data(request: pytest.FixtureRequest) -> MapData:
    return load_map(request.param)


def stack_box(territory: Territory, counter: int) -> Box:
    left, top, right, bottom = stack_extent(counter, territory.stack_width)
    x, y = territory.stack
    return x + left, y + top, x + right, y + bottom


def name_points(territory: Territory, dots: bool = True) -> list[tuple[float, float]]:
    """Where a player reads a territory's name: its centre, and (``dots``) a callout's leader line dot."""
    if territory.callout is None:
        return [territory.label]
    return [territory.callout, territory.label] if dots else [territory.callout]


def _overlap(a: Box, b: Box) -> float:
    """The overlap of two boxes, in pixels of the narrower direction (0: apart or touching)."""
    return max(0.0, min(min(a[2], b[2]) - max(a[0], b[0]), min(a[3], b[3]) - max(a[1], b[1])))


def test_no_counters_cover_a_name(data: MapData) -> None:
    """Counters hide no name and no leader dot; a callout's dot may end under its own counters in a territory too
    small for both, since the line then points at the territory's own stacks."""
    names = {t.id: label_boxes(t) for t in data.territories}
    covered = [
        f"{t.id} covers {other}"
        for t in data.territories
        for other, boxes in names.items()
        if any(
            _overlap(stack_box(t, data.counter), b) > 1.0
            for b in (boxes[:-1] if other == t.id and t.callout else boxes)
        )
    ]
    assert covered == []


def test_every_stack_is_nearest_its_own_name(data: MapData) -> None:
    """A stack stands within a few counters of its name (or its leader dot), nearer it than any other name."""
    far = []
    for t in data.territories:
        own = min(math.dist(t.stack, p) for p in name_points(t))
        for other in data.territories:
            if other.id != t.id and min(math.dist(t.stack, p) for p in name_points(other, dots=False)) <= own:
                far.append(f"{t.id} is nearer the name of {other.id}")
        if own > 2.5 * data.counter:
            far.append(f"{t.id} stands {own:.0f} px from its name")
    assert far == []
