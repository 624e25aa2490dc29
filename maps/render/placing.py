"""Where a space's counters and tokens (markers, the battle burst) go, in map coordinates, computed without
drawing: the renderer paints there and the legibility test checks the same boxes.

Counters stand in a row at the space's stack anchor. Tokens go in one strip beside the row, on the first side
(left, right, below, above, then further out) where they cover no name and no other space's counters.
"""

from dataclasses import dataclass
from functools import lru_cache

from maps.render.base import map_label_boxes
from maps.render.counters import badge_box, depth, gap, group_width, margin, row_extent
from maps.render.geometry import enclosing, shifted
from maps.render.loading import load_map
from maps.schema import Territory

Box = tuple[float, float, float, float]
TOKEN = 22
TOKEN_STEP = 25
BATTLE = 30
MOST_TOKENS = 4


@dataclass(frozen=True)
class SpaceLayout:
    """The counter size, each counter's top left, and each token's centre and size (map coordinates)."""

    size: int
    counters: tuple[tuple[float, float], ...]
    tokens: tuple[tuple[float, float, int], ...]

    def boxes(self, counts: list[int]) -> list[Box]:
        """What the counters (with ``counts`` pieces each: depth and badge) and the tokens paint."""
        s, u = self.size, self.size / 40
        painted: list[Box] = []
        for (x, y), count in zip(self.counters, counts, strict=False):
            deep = depth(count) * 3 * u
            painted.append((x - 1, y - 1, x + s + deep + 2 * u + 1, y + s + deep + 2 * u + 1))
            if count > 1:
                left, top, right, bottom = badge_box(count, s)
                painted.append((x + left - 1, y + top - 1, x + right + 1, y + bottom + 1))
        painted += [_token_box(x, y, d) for x, y, d in self.tokens]
        return painted


def counter_size(size: int, stacks: int, room: float) -> int:
    """The counter size for ``stacks`` side by side in ``room`` pixels: the map's, shrunk to fit (to 60% at most)."""
    if stacks < 2 or room <= 0 or group_width(stacks, size) <= room:
        return size
    fitting = int(room / (stacks + (stacks - 1) / 5))
    return max(fitting, int(size * 0.6))


def stack_extent(counter: int, room: float, most: int = 2) -> Box:
    """The box (relative to the stack anchor: left, top, right, bottom) the counters of 1 to ``most`` stacks
    paint in a territory with ``room`` for them."""
    return enclosing(row_extent(n, counter_size(counter, n, room)) for n in range(1, most + 1))


@lru_cache(maxsize=4096)
def space_layout(map_id: str, territory_id: str, stacks: int, tokens: int, battle: bool) -> SpaceLayout:
    """The layout of one space with ``stacks`` counters, ``tokens`` marker tokens and maybe a battle burst."""
    data = load_map(map_id)
    territory = data.territory(territory_id)
    size = counter_size(data.counter, stacks, territory.stack_width)
    cx, cy = territory.stack
    x0 = cx - group_width(max(stacks, 1), size) / 2
    counters = tuple((x0 + i * (size + gap(size)), cy - size / 2) for i in range(stacks))
    sizes = [TOKEN] * min(tokens, MOST_TOKENS) + ([BATTLE] if battle else [])
    if not sizes:
        return SpaceLayout(size, counters, ())
    return SpaceLayout(size, counters, _strip(_blocked(map_id, territory_id), territory, size, max(stacks, 1), sizes))


def _strip(
    blocked: list[Box], territory: Territory, size: int, stacks: int, sizes: list[int]
) -> tuple[tuple[float, float, int], ...]:
    """Token centres in the first free strip round the counter row (the least covering one if none is free)."""
    left, top, right, bottom = row_extent(stacks, size)
    cx, cy = territory.stack
    length = sum(TOKEN_STEP if d == TOKEN else BATTLE + 3 for d in sizes)
    widest = max(sizes)
    candidates: list[tuple[str, float, float]] = []
    for reach in (0.0, 12.0, 26.0):
        candidates += [
            ("column", cx + left - 4 - reach - widest / 2, cy),
            ("column", cx + right + 4 + reach + widest / 2 - margin(size) / 4, cy),
            ("row", cx, cy + bottom + 4 + reach + widest / 2),
            ("row", cx, cy + top - 4 - reach - widest / 2),
        ]
    best: list[tuple[float, float, int]] = []
    fewest: int | None = None
    for shape, x, y in candidates:
        placed = _along(shape, x, y, sizes, length)
        hits = sum(1 for px, py, d in placed for b in blocked if _overlap(_token_box(px, py, d), b))
        if fewest is None or hits < fewest:
            best, fewest = placed, hits
        if hits == 0:
            break
    return tuple(best)


def _along(shape: str, x: float, y: float, sizes: list[int], length: float) -> list[tuple[float, float, int]]:
    placed = []
    at = -length / 2
    for d in sizes:
        step = TOKEN_STEP if d == TOKEN else BATTLE + 3
        mid = at + step / 2
        placed.append((x, y + mid, d) if shape == "column" else (x + mid, y, d))
        at += step
    return placed


@lru_cache(maxsize=16)
def _blocked_all(map_id: str) -> dict[str, list[Box]]:
    data = load_map(map_id)
    names = map_label_boxes(map_id)
    return {
        t.id: [b for boxes in names.values() for b in boxes]
        + [shifted(stack_extent(data.counter, o.stack_width), *o.stack) for o in data.spaces() if o.id != t.id]
        for t in data.spaces()
    }


def _blocked(map_id: str, territory_id: str) -> list[Box]:
    """The names of every space and the counters of every other space: what a token must not cover."""
    return _blocked_all(map_id)[territory_id]


def _token_box(x: float, y: float, d: int) -> Box:
    return x - d / 2, y - d / 2, x + d / 2, y + d / 2


def _overlap(a: Box, b: Box) -> bool:
    return min(a[2], b[2]) - max(a[0], b[0]) > 1.0 and min(a[3], b[3]) - max(a[1], b[1]) > 1.0
