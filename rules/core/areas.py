"""Area maps as graphs: areas with flags (coastal, group) on a land or sea layer, two-way adjacency, special
links (a strait that needs consent, a canal once built, a land move forbidden, a land link across water) and
reach within a move allowance, counted in steps or priced in movement points.
"""

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel, Field, model_validator

from rules.core.paths import Reach, cheapest

Layer = Literal["land", "sea"]


class Area(BaseModel):
    """One territory or country of an area map."""

    id: str
    name: str
    group: str = ""
    coastal: bool = False
    value: int = 0
    layer: Layer = "land"


class Link(BaseModel):
    """What is special about one border: its cost, the moves it forbids and the conditions to cross it.

    ``closed_to``: the layers whose moves may never cross (``["land"]``: no land move between Spain and
    Morocco). ``opens_with``: a flag without which the border is closed (a canal once built). ``consent``: who
    must agree to each crossing (the player holding the straits). ``across_water``: a land link drawn over the
    sea. ``cost``: movement points to cross (default: the move's own price). ``name``: how refusals call it.
    """

    a: str
    b: str
    cost: int | None = None
    closed_to: list[Layer] = Field(default_factory=list)
    opens_with: str = ""
    consent: str = ""
    across_water: bool = False
    name: str = ""


def _nowhere(_: str) -> bool:
    return False


def _anywhere(_: str) -> bool:
    return True


def _no_consent(_: Link) -> bool:
    return False


@dataclass(frozen=True)
class Movement:
    """How one move travels the map (give it to ``AreaMap.reachable``).

    ``layer``: land units go between land areas, fleets between seas. ``flags``: what has been built or opened
    ("suez_canal"). ``consents``: whether the consent a link needs is given. ``free_exit``: leaving this area
    costs nothing (it holds a railroad). ``cost``: the movement points an ordinary border costs.
    """

    layer: Layer = "land"
    flags: frozenset[str] = frozenset()
    consents: Callable[[Link], bool] = _no_consent
    free_exit: Callable[[str], bool] = _nowhere
    cost: int = 1


class AreaMap(BaseModel):
    """A set of areas and the borders between them (always two-way)."""

    areas: dict[str, Area]
    borders: list[tuple[str, str]] = Field(default_factory=list)
    links: list[Link] = Field(default_factory=list)

    @model_validator(mode="after")
    def _check_borders(self) -> "AreaMap":
        for a, b in self.borders:
            if a not in self.areas or b not in self.areas:
                raise ValueError(f"border {a}-{b} names an unknown area")
            if a == b:
                raise ValueError(f"area {a} borders itself")
        pairs = {frozenset(border) for border in self.borders}
        for link in self.links:
            if frozenset((link.a, link.b)) not in pairs:
                raise ValueError(f"link {link.a}-{link.b} is not a border of the map")
        return self

    @classmethod
    def build(
        cls, areas: Iterable[Area], borders: Iterable[tuple[str, str]], links: Iterable[Link] = ()
    ) -> "AreaMap":
        """An area map from its areas and borders (each border listed once, either way round); each link is
        also a border."""
        special = list(links)
        pairs = [*borders, *((link.a, link.b) for link in special)]
        unique = {(a, b) if a < b else (b, a) for a, b in pairs}
        return cls(areas={a.id: a for a in areas}, borders=sorted(unique), links=special)

    def neighbours(self, area: str) -> list[str]:
        """The areas that share a border with ``area``, sorted."""
        return self._adjacency().get(area, [])

    def adjacent(self, a: str, b: str) -> bool:
        """True when ``a`` and ``b`` share a border."""
        return b in self._adjacency().get(a, [])

    def link(self, a: str, b: str) -> Link | None:
        """The special rules of the border between ``a`` and ``b``, if it has any."""
        return self._links().get(frozenset((a, b)))

    def seas_of(self, area: str) -> list[str]:
        """The sea areas bordering ``area`` (where its fleets sail from, where its ports open), sorted."""
        return [n for n in self.neighbours(area) if self.areas[n].layer == "sea"]

    def coast_of(self, sea: str) -> list[str]:
        """The land areas bordering the sea area ``sea``, sorted."""
        return [n for n in self.neighbours(sea) if self.areas[n].layer == "land"]

    def is_coastal(self, area: str) -> bool:
        """True for a land area marked coastal or bordering a sea area."""
        return self.areas[area].coastal or bool(self.seas_of(area))

    def refusal(self, origin: str, destination: str, movement: Movement) -> str | None:
        """Why a move may not cross from ``origin`` to ``destination`` (None when it may)."""
        here, there = self.areas[origin], self.areas[destination]
        if not self.adjacent(origin, destination):
            return f"{here.name} and {there.name} do not share a border"
        if here.layer != movement.layer or there.layer != movement.layer:
            mover = "fleets move" if movement.layer == "sea" else "land units move"
            return f"{mover} only between {movement.layer} areas"
        link = self.link(origin, destination)
        if link is None:
            return None
        if movement.layer in link.closed_to:
            return f"no {movement.layer} move between {here.name} and {there.name}"
        label = link.name or f"{here.name}–{there.name}"
        if link.opens_with and link.opens_with not in movement.flags:
            return f"{label} is closed until {link.opens_with.replace('_', ' ')}"
        if link.consent and not movement.consents(link):
            return f"crossing {label} needs the consent of {link.consent}"
        return None

    def crossing_cost(self, origin: str, destination: str, movement: Movement) -> int | None:
        """Movement points to cross from ``origin`` to ``destination`` (None when the move may not cross)."""
        if self.refusal(origin, destination, movement) is not None:
            return None
        if movement.free_exit(origin):
            return 0
        link = self.link(origin, destination)
        return movement.cost if link is None or link.cost is None else link.cost

    def reachable(
        self,
        start: str,
        steps: int,
        can_enter: Callable[[str], bool] = _anywhere,
        can_leave: Callable[[str], bool] = _anywhere,
        movement: Movement | None = None,
    ) -> dict[str, int]:
        """Areas reachable from ``start`` within ``steps``, with the least spent to reach each.

        Without ``movement`` every border costs one step and nothing is special. With it, ``steps`` is the
        movement-point allowance and each border is priced and checked by ``crossing_cost``.
        ``can_enter`` says whether an area may be entered at all; ``can_leave`` whether a move may go on
        from an area it entered (False for an area holding enemy units: into but not through).
        """
        return self.moves(start, steps, can_enter, can_leave, movement).spent

    def moves(
        self,
        start: str,
        steps: int,
        can_enter: Callable[[str], bool] = _anywhere,
        can_leave: Callable[[str], bool] = _anywhere,
        movement: Movement | None = None,
    ) -> Reach[str]:
        """As ``reachable``, with the cheapest route to each area (``route``: each step of a fleet's move, where
        enemy fleets may intercept)."""

        def cost(a: str, b: str) -> int | None:
            return 1 if movement is None else self.crossing_cost(a, b, movement)

        return cheapest(start, steps, self.neighbours, cost, can_enter, can_leave)

    def _links(self) -> dict[frozenset[str], Link]:
        cached: dict[frozenset[str], Link] | None = getattr(self, "_links_cache", None)
        if cached is None:
            cached = {frozenset((link.a, link.b)): link for link in self.links}
            object.__setattr__(self, "_links_cache", cached)
        return cached

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
