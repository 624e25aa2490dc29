"""The map as the rules read it: provinces and seas by id, neighbours on land and at sea, ports and distances
(built once from the geography module)."""

from collections import deque
from collections.abc import Iterable
from functools import cache
from typing import Any

from rules.laguerre import geography as geo
from rules.laguerre.geography import Province, SeaZone


def _by_id(items: Any) -> dict[str, Any]:
    values: Iterable[Any] = items.values() if isinstance(items, dict) else items
    return {item.id: item for item in values}


PROVINCE: dict[str, Province] = _by_id(geo.PROVINCES)
SEA: dict[str, SeaZone] = _by_id(geo.SEA_ZONES)
COASTS: dict[str, tuple[str, ...]] = {p: tuple(z) for p, z in geo.COASTS.items()}


def _neighbours(pairs: Iterable[tuple[str, str]]) -> dict[str, tuple[str, ...]]:
    found: dict[str, set[str]] = {}
    for a, b in pairs:
        found.setdefault(a, set()).add(b)
        found.setdefault(b, set()).add(a)
    return {k: tuple(sorted(v)) for k, v in found.items()}


LAND: dict[str, tuple[str, ...]] = _neighbours(geo.LAND_BORDERS)
SEAS: dict[str, tuple[str, ...]] = _neighbours(geo.SEA_BORDERS)
PORTS_ON: dict[str, tuple[str, ...]] = _neighbours((p, z) for p, zones in COASTS.items() for z in zones)


STRAIT: dict[str, tuple[str, ...]] = _neighbours((a, b) for a, b, _ in geo.STRAITS)
STRAIT_NAMES: dict[frozenset[str], str] = {frozenset((a, b)): n for a, b, n in geo.STRAITS}


def straits(province: str) -> tuple[str, ...]:
    """The provinces across a strait from ``province`` (LG-MOVE-4)."""
    return STRAIT.get(province, ())


def shared_seas(a: str, b: str) -> tuple[str, ...]:
    """The sea zones both provinces open on (the waters of the strait between them)."""
    return tuple(z for z in COASTS.get(a, ()) if z in COASTS.get(b, ()))


def land_neighbours(province: str) -> tuple[str, ...]:
    """The provinces that share a land border with ``province``."""
    return LAND.get(province, ())


def sea_neighbours(zone: str) -> tuple[str, ...]:
    """The sea zones next to ``zone``."""
    return SEAS.get(zone, ())


def coasts(province: str) -> tuple[str, ...]:
    """The sea zones a port province opens on (empty inland)."""
    return COASTS.get(province, ()) if PROVINCE[province].port else ()


def ports_on(zone: str) -> tuple[str, ...]:
    """The port provinces on ``zone``."""
    return tuple(p for p in PORTS_ON.get(zone, ()) if p in PROVINCE and PROVINCE[p].port)


def name(space: str) -> str:
    """A province's or sea zone's display name."""
    if space in PROVINCE:
        return PROVINCE[space].name
    return SEA[space].name if space in SEA else space


@cache
def distances_from(province: str) -> dict[str, int]:
    """Land steps from ``province`` to every province it reaches by land."""
    seen = {province: 0}
    queue = deque([province])
    while queue:
        here = queue.popleft()
        for there in land_neighbours(here):
            if there not in seen:
                seen[there] = seen[here] + 1
                queue.append(there)
    return seen


def home_provinces(country: str) -> tuple[str, ...]:
    """The provinces of ``country`` (a power or a minor)."""
    return tuple(p.id for p in PROVINCE.values() if p.country == country)


def capital_of(country: str) -> str:
    """The capital of ``country``."""
    return geo.capital_of(country)
