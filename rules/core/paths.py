"""Cheapest moves over any map (areas or hexes): spent points to every place within an allowance, and routes."""

import heapq
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass
from typing import Generic, TypeVar

P = TypeVar("P", bound=Hashable)


@dataclass(frozen=True)
class Reach(Generic[P]):
    """Where a move can end (with the least spent to get there) and the way it came to each place."""

    start: P
    spent: dict[P, int]
    previous: dict[P, P]

    def route(self, goal: P) -> list[P] | None:
        """The places passed on the cheapest way to ``goal`` (``goal`` last, ``start`` left out), or None."""
        if goal not in self.spent:
            return None
        path = [goal]
        while self.previous[path[-1]] != self.start:
            path.append(self.previous[path[-1]])
        return path[::-1]


def cheapest(
    start: P,
    allowance: int,
    neighbours: Callable[[P], Iterable[P]],
    cost: Callable[[P, P], int | None],
    may_enter: Callable[[P], bool],
    may_go_on: Callable[[P], bool],
) -> Reach[P]:
    """Every place reachable from ``start`` spending at most ``allowance`` (Dijkstra).

    ``cost(a, b)`` prices one step (None: not allowed); ``may_enter`` says whether a place may be entered;
    ``may_go_on`` whether a move that entered a place may continue from it (the start always may).
    """
    best: dict[P, int] = {start: 0}
    previous: dict[P, P] = {}
    order = 0
    queue: list[tuple[int, int, P]] = [(0, order, start)]
    while queue:
        used, _, here = heapq.heappop(queue)
        if used > best[here] or (here != start and not may_go_on(here)):
            continue
        for nxt in neighbours(here):
            if not may_enter(nxt):
                continue
            step = cost(here, nxt)
            if step is None or used + step > allowance or used + step >= best.get(nxt, allowance + 1):
                continue
            best[nxt] = used + step
            previous[nxt] = here
            order += 1
            heapq.heappush(queue, (used + step, order, nxt))
    del best[start]
    return Reach(start, best, previous)
