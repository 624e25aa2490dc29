"""The map: Europe c.1805 by country, the reinforcement table and who may go where (NAP-MAP-*)."""

from rules.core.areas import Area, AreaMap

FRANCE = "France"
ALLIES = "Allies"
SIDES = [FRANCE, ALLIES]
SIDE_COLOURS: dict[str, str] = {FRANCE: "#224296", ALLIES: "#aa2428"}
"""Each side's colour on the map (French blue, Allied red)."""

NAMES: dict[str, str] = {
    "france": "France",
    "england": "England",
    "russia": "Russia",
    "austria": "Austria",
    "prussia": "Prussia",
    "holland": "Holland",
    "sweden": "Sweden",
    "denmark": "Denmark",
    "spain": "Spain",
    "portugal": "Portugal",
    "rhineland": "Rhineland",
    "italy": "Italy",
    "naples": "Naples",
    "switzerland": "Switzerland",
    "warsaw": "Warsaw",
    "egypt": "Egypt",
    "ottoman": "Ottoman Empire",
}
COUNTRIES: list[str] = list(NAMES)

REINFORCEMENTS: dict[str, int] = {
    "france": 4,
    "england": 3,
    "russia": 3,
    "austria": 2,
    "prussia": 2,
    "holland": 1,
    "denmark": 1,
    "sweden": 1,
    "spain": 1,
    "portugal": 1,
    "rhineland": 2,
    "italy": 1,
    "naples": 1,
    "switzerland": 1,
    "warsaw": 1,
    "egypt": 1,
    "ottoman": 0,
}
"""NAP-REIN-2: armies placed in each controlled country, in the order reinforcements are placed."""

ENGLAND = "england"
OTTOMAN = "ottoman"
LANDLOCKED = frozenset({"warsaw", "switzerland"})
"""NAP-MAP-4: the countries England's fleet cannot reach."""
NO_FRENCH_REINFORCEMENTS = frozenset({"prussia", "russia", "austria"})
"""NAP-REIN-3: countries that never reinforce France."""

_PRINTED_LINKS: dict[str, tuple[str, ...]] = {
    "france": ("spain", "holland", "rhineland", "switzerland", "italy"),
    "russia": ("prussia", "warsaw", "sweden", "austria", "ottoman"),
    "austria": ("rhineland", "prussia", "russia", "warsaw", "ottoman"),
    "prussia": ("rhineland", "austria", "russia", "warsaw"),
    "holland": ("denmark", "rhineland", "france"),
    "sweden": ("denmark", "russia"),
    "denmark": ("holland", "rhineland"),
    "spain": ("france", "portugal"),
    "portugal": ("spain",),
    "rhineland": ("switzerland", "italy", "france", "holland", "denmark", "prussia", "austria"),
    "italy": ("rhineland", "switzerland", "naples", "austria"),
    "naples": ("italy", "egypt"),
    "switzerland": ("rhineland", "italy", "france"),
    "warsaw": ("prussia", "russia", "austria"),
    "egypt": ("naples", "ottoman"),
    "ottoman": ("russia", "egypt"),
}
"""The land (and Naples–Egypt sea) links as printed in the source's table (RESEARCH.md §2.2)."""


def _sea_lanes() -> list[tuple[str, str]]:
    """NAP-MAP-4: England reaches every country that is not landlocked."""
    return [(ENGLAND, c) for c in COUNTRIES if c != ENGLAND and c not in LANDLOCKED]


def _land_links() -> list[tuple[str, str]]:
    """NAP-MAP-2: every printed link, made two-way (AreaMap.build closes them)."""
    return [(a, b) for a, linked in _PRINTED_LINKS.items() for b in linked]


EUROPE = AreaMap.build(
    [
        Area(
            id=c,
            name=NAMES[c],
            coastal=c not in LANDLOCKED,
            value=REINFORCEMENTS[c],
            group="sea" if c == ENGLAND else "",
        )
        for c in COUNTRIES
    ],
    _land_links() + _sea_lanes(),
)


def neighbours(country: str) -> list[str]:
    """Countries adjacent to ``country`` (England's by sea), sorted by id."""
    return EUROPE.neighbours(country)


def may_enter(country: str) -> bool:
    """NAP-MAP-3, NAP-MOVE-5, NAP-MOVE-6: nobody enters the Ottoman Empire; no French army ever enters England
    and no Allied army ever goes back there, so nobody does."""
    return country not in (OTTOMAN, ENGLAND)


def name(country: str) -> str:
    """The display name of a country id."""
    return NAMES[country]


def does(side: str, singular: str, plural: str, start: bool = True) -> str:
    """``side`` with the verb that agrees with it: "France moves", "The Allies move" ("the" within a sentence)."""
    return f"France {singular}" if side == FRANCE else f"{'The' if start else 'the'} Allies {plural}"


def armies_text(n: int) -> str:
    """``n`` armies, in words that agree: "1 army", "3 armies"."""
    return f"{n} army" if n == 1 else f"{n} armies"


def other(side: str) -> str:
    """The opposing side."""
    return ALLIES if side == FRANCE else FRANCE
