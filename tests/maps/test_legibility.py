"""Players can tell which territory each stack belongs to: counters cover no name, and every stack stands
inside its territory next to its own name (or the dot of its name's leader line), nearer it than any other.

The boxes are the renderer's own: ``label_boxes`` (the inked names and leader dots ``_names`` paints) and
``stack_extent`` (what ``draw_spaces`` paints for one or two stacks, count badges and under-counters included),
and, over whole AI games, ``space_layout`` (where each map's counters, badges, tags and battle bursts go).
"""

import functools
import math

import pytest

from maps.render.base import label_boxes
from maps.render.loading import load_map
from maps.render.overlay import battle_spaces, tokens_of
from maps.render.placing import space_layout, stack_extent
from maps.schema import MapData, Territory
from rules.core.board import BoardView
from tests.maps.games import boards, maps

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


GAMES = {"independence": range(1, 4), "napoleon": range(1, 9)}


def covered_names(data: MapData, board: BoardView) -> list[str]:
    """The names a counter, badge, tag or battle burst of this board paints over."""
    fights = battle_spaces(board)
    found = []
    for t in data.territories:
        space = board.spaces.get(t.id)
        sides = list(dict.fromkeys(p.side for p in space.pieces if p.count > 0)) if space else []
        counts = tuple(sum(p.count for p in space.pieces if p.side == s) for s in sides) if space else ()
        key = (data.id, t.id, counts, len(tokens_of(space)), t.id in fights)
        found += [f"{board.turn} {board.phase}: {t.id} covers the name of {o}" for o in _covered(*key)]
    return found


@functools.cache
def _covered(map_id: str, territory_id: str, counts: tuple[int, ...], tokens: int, battle: bool) -> list[str]:
    data = load_map(map_id)
    layout = space_layout(map_id, territory_id, len(counts), tokens, battle)
    own = data.territory(territory_id)
    return [
        other.id
        for other in data.territories
        for painted in layout.boxes(list(counts))
        if any(
            _overlap(painted, b) > 1.0
            for b in (label_boxes(other)[:-1] if other is own and own.callout else label_boxes(other))
        )
    ]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_no_label_under_a_counter_or_tag_on_any_map_of_ai_games(ruleset: str) -> None:
    """Every map posted in whole AI games: no counter, count badge, tag or battle burst covers a name."""
    data = load_map(ruleset)
    covered = [c for seed in GAMES[ruleset] for board in maps(ruleset, seed) for c in covered_names(data, board)]
    assert covered == []


@pytest.mark.parametrize("ruleset", RULESETS)
def test_every_battle_fought_gets_its_battle_marker(ruleset: str) -> None:
    """A battle fought in AI games is marked on the board at once and on the next map posted after it."""
    missing, fought_total = [], 0
    for seed in GAMES[ruleset]:
        pending: set[str] = set()
        phase = None
        for board, fought in boards(ruleset, seed):
            marked = battle_spaces(board)
            missing += [f"seed {seed} {board.turn}: {s} unmarked" for s in fought if s not in marked]
            pending |= set(fought)
            fought_total += len(fought)
            if (board.turn, board.phase) != phase:
                missing += [f"seed {seed} {board.turn}: {s} unmarked on the next map" for s in pending - marked]
                pending = set()
            phase = board.turn, board.phase
    assert fought_total > 0
    assert missing == []
