"""The map of La Guerre de l'Empereur: Europe c.1805 in provinces and sea zones (LG-MAP-1..9, GEOGRAPHY.md).

Each province belongs to one of the seven powers or to a minor country, and is rated for its garrison (the
siege strength of its fortresses), its economic value (Gold a year in taxes) and its political value (VP a
year to whoever holds it). Ports open on one or more sea zones. ``world()`` is the area map the rules move on.
"""

import difflib
from functools import cache
from typing import NamedTuple

from rules.core.areas import Area, AreaMap, Link
from rules.laguerre import provinces as data

POWERS: tuple[str, ...] = ("france", "britain", "russia", "austria", "prussia", "spain", "ottoman")
"""LG-MAP-1: the seven powers in the order they join the game (France and Britain always; 2–7 players)."""

POWER_NAMES: dict[str, str] = {
    "france": "France",
    "britain": "Great Britain",
    "russia": "Russia",
    "austria": "Austria",
    "prussia": "Prussia",
    "spain": "Spain",
    "ottoman": "Ottoman Empire",
}

MINORS: dict[str, str] = {
    "portugal": "Portugal",
    "denmark": "Denmark-Norway",
    "sweden": "Sweden",
    "holland": "Batavian Republic",
    "naples": "Kingdom of Naples",
    "bavaria": "Bavaria",
    "wurttemberg": "Württemberg",
    "baden": "Baden",
    "hesse": "Hesse-Darmstadt",
    "kassel": "Hesse-Kassel",
    "berg": "Berg",
    "saxony": "Saxony",
    "mecklenburg": "Mecklenburg",
    "oldenburg": "Oldenburg",
    "hanover": "Hanover",
    "switzerland": "Switzerland",
    "italy": "Kingdom of Italy",
    "etruria": "Kingdom of Etruria",
    "papal": "Papal States",
    "sardinia": "Kingdom of Sardinia",
    "barbary": "Barbary States",
}
"""LG-MAP-2: the minor countries of 1805 (non-player countries run by the rules)."""

YEARLY_LAND_VP: dict[str, int] = {
    "france": 25,
    "britain": 16,
    "russia": 18,
    "austria": 17,
    "prussia": 10,
    "spain": 8,
    "ottoman": 7,
}
"""The yearly land VP of each power's home provinces, from research (RESEARCH.md §4.3, sourced)."""

MALTA, FINLAND, CORSICA = "malta", "finland", "corsica"
POLISH_PROVINCES: tuple[str, ...] = ("posen", "warsaw", "cracow", "lublin", "bialystok")
"""LG-MAP-5: the five provinces marked as Poland (4.731): two Prussian, two Austrian, one Russian."""
RHINE_PROVINCES: tuple[str, ...] = (
    "bavaria", "franconia", "wurttemberg", "baden", "hesse", "kassel", "berg", "saxony", "thuringia",
    "mecklenburg", "oldenburg",
)  # fmt: skip
"""LG-MAP-6: the German provinces a Rhine Confederation (4.73) may be made of."""


class Province(NamedTuple):
    """One province: its country in 1805, its three ratings, capital and port flags and an anchor inside it."""

    id: str
    name: str
    country: str
    garrison: int
    economic: int
    political: int
    capital: bool
    port: bool
    lon: float
    lat: float
    group: str = ""


class SeaZone(NamedTuple):
    """One sea zone and where its name is written."""

    id: str
    name: str
    lon: float
    lat: float


def _pairs(table: str) -> tuple[tuple[str, str], ...]:
    """The pairs of a ``first: second second …`` table, one per listed neighbour."""
    pairs = []
    for line in table.strip().splitlines():
        first, rest = line.split(":")
        pairs += [(first.strip(), second) for second in rest.split()]
    return tuple(pairs)


LAND_BORDERS: tuple[tuple[str, str], ...] = _pairs(data.LAND)
"""Borders between provinces by land (each once). The straits (``STRAITS``) are not among them."""
COASTS: dict[str, tuple[str, ...]] = {
    port: tuple(sea for p, sea in _pairs(data.COASTS) if p == port) for port, _ in _pairs(data.COASTS)
}
"""Each port with the sea zones it opens on; a province is a port exactly when it has a coast here."""
SEA_BORDERS: tuple[tuple[str, str], ...] = _pairs(data.SEA_LINES)
STRAITS: tuple[tuple[str, str, str], ...] = data.STRAITS
"""LG-MAP-7: provinces joined across a narrow strait (a, b, name): a land link drawn over water."""


def _group(province_id: str) -> str:
    if province_id in POLISH_PROVINCES:
        return "poland"
    return "rhine" if province_id in RHINE_PROVINCES else ""


PROVINCES: tuple[Province, ...] = tuple(
    Province(pid, name, country, garrison, economic, political, capital, pid in COASTS, lon, lat, _group(pid))
    for pid, name, country, garrison, economic, political, capital, lon, lat in data.ROWS
)
SEA_ZONES: tuple[SeaZone, ...] = tuple(SeaZone(*row) for row in data.SEAS)

_BY_ID: dict[str, Province] = {p.id: p for p in PROVINCES}
_SEA_BY_ID: dict[str, SeaZone] = {s.id: s for s in SEA_ZONES}


def province(province_id: str) -> Province:
    """The province with this id; a KeyError naming the nearest ids when there is none."""
    try:
        return _BY_ID[province_id]
    except KeyError:
        near = difflib.get_close_matches(province_id, list(_BY_ID), n=3, cutoff=0.5)
        hint = f" (did you mean {', '.join(near)}?)" if near else ""
        raise KeyError(f"no province {province_id!r}{hint}") from None


def sea_zone(sea_id: str) -> SeaZone:
    """The sea zone with this id (KeyError when unknown)."""
    return _SEA_BY_ID[sea_id]


def country_name(country: str) -> str:
    """The display name of a power or a minor country."""
    return POWER_NAMES.get(country) or MINORS[country]


def provinces_of(country: str) -> tuple[str, ...]:
    """The provinces that belong to ``country`` (a power or a minor) in 1805, in map order."""
    return tuple(p.id for p in PROVINCES if p.country == country)


def home_provinces(power: str) -> tuple[str, ...]:
    """LG-MAP-3: a power's home provinces — those it holds in 1805, its capital first."""
    if power not in POWER_NAMES:
        raise KeyError(f"no power {power!r}")
    return provinces_of(power)


def capital_of(country: str) -> str:
    """The capital province of a power or a minor country."""
    for p in PROVINCES:
        if p.country == country and p.capital:
            return p.id
    raise KeyError(f"no country {country!r}")


def land_vp(provinces: tuple[str, ...] | list[str]) -> int:
    """The yearly VP the given provinces are worth (their political values)."""
    return sum(_BY_ID[p].political for p in provinces)


def taxes(provinces: tuple[str, ...] | list[str]) -> int:
    """The Gold a year the given provinces yield (their economic values)."""
    return sum(_BY_ID[p].economic for p in provinces)


@cache
def world() -> AreaMap:
    """The area map: provinces on the land layer (group = country, value = economic), sea zones on the sea
    layer; land, coast and sea borders; the straits as land links across water; the narrows named."""
    areas = [Area(id=p.id, name=p.name, group=p.country, coastal=p.port, value=p.economic) for p in PROVINCES]
    areas += [Area(id=s.id, name=s.name, layer="sea") for s in SEA_ZONES]
    coasts = [(port, sea) for port, seas in COASTS.items() for sea in seas]
    links = [Link(a=a, b=b, across_water=True, name=name) for a, b, name in STRAITS]
    links += [Link(a=a, b=b, name=name) for a, b, name in data.NARROWS]
    return AreaMap.build(areas, [*LAND_BORDERS, *coasts, *SEA_BORDERS], links)
