"""Area maps as graphs: areas with flags (coastal, group), two-way adjacency, reach within a move allowance."""

from collections import deque
from collections.abc import Callable, Iterable

from pydantic import BaseModel, Field, model_validator


class Area(BaseModel):
    """One territory or country of an area map."""

    id: str
    name: str
    group: str = ""
    coastal: bool = False
    value: int = 0


class AreaMap(BaseModel):
    """A set of areas and the borders between them (always two-way)."""

    areas: dict[str, Area]
    borders: list[tuple[str, str]] = Field(default_factory=list)

    @model_validator(mode="after")
    def _check_borders(self) -> "AreaMap":
        for a, b in self.borders:
            if a not in self.areas or b not in self.areas:
                raise ValueError(f"border {a}-{b} names an unknown area")
            if a == b:
                raise ValueError(f"area {a} borders itself")
        return self

    @classmethod
    def build(cls, areas: Iterable[Area], borders: Iterable[tuple[str, str]]) -> "AreaMap":
        """An area map from its areas and borders (each border listed once, either way round)."""
        unique = {(a, b) if a < b else (b, a) for a, b in borders}
        return cls(areas={a.id: a for a in areas}, borders=sorted(unique))

    def neighbours(self, area: str) -> list[str]:
        """The areas that share a border with ``area``, sorted."""
        return self._adjacency().get(area, [])

    def adjacent(self, a: str, b: str) -> bool:
        """True when ``a`` and ``b`` share a border."""
        return b in self._adjacency().get(a, [])

    def reachable(
        self,
        start: str,
        steps: int,
        can_enter: Callable[[str], bool] = lambda _: True,
        can_leave: Callable[[str], bool] = lambda _: True,
    ) -> dict[str, int]:
        """Areas reachable from ``start`` in 1..``steps`` moves, with the fewest moves to each.

        ``can_enter`` says whether an area may be entered at all; ``can_leave`` whether a move may go on
        from an area it entered (False for an area holding enemy units: into but not through).
        """
        best: dict[str, int] = {}
        queue: deque[tuple[str, int]] = deque([(start, 0)])
        while queue:
            here, used = queue.popleft()
            if used == steps or (used > 0 and not can_leave(here)):
                continue
            for nxt in self.neighbours(here):
                if nxt == start or nxt in best or not can_enter(nxt):
                    continue
                best[nxt] = used + 1
                queue.append((nxt, used + 1))
        return best

    def _adjacency(self) -> dict[str, list[str]]:
        cached: dict[str, list[str]] | None = getattr(self, "_adjacency_cache", None)
        if cached is None:
            table: dict[str, set[str]] = {a: set() for a in self.areas}
            for a, b in self.borders:
                table[a].add(b)
                table[b].add(a)
            cached = {a: sorted(n) for a, n in table.items()}
            object.__setattr__(self, "_adjacency_cache", cached)
        return cached
