"""Colours: the period map style shared by every map, and the side colours chosen per ruleset."""

from dataclasses import dataclass

RGB = tuple[int, int, int]


@dataclass(frozen=True)
class Style:
    """The ink and paper colours of the base map."""

    sea: RGB = (176, 203, 214)
    sea_line: RGB = (120, 160, 181)
    land: RGB = (240, 228, 196)
    neutral: RGB = (220, 211, 186)
    coast: RGB = (92, 74, 50)
    border: RGB = (112, 84, 56)
    river: RGB = (74, 122, 160)
    ink: RGB = (52, 38, 24)
    sea_ink: RGB = (46, 86, 118)
    halo: RGB = (246, 238, 214)
    band: RGB = (58, 44, 30)
    band_ink: RGB = (246, 236, 210)
    frame: RGB = (60, 46, 32)


@dataclass(frozen=True)
class Side:
    """How one side is drawn: its name for the legend, the counter face and ink, the wash on its land."""

    name: str
    face: RGB
    ink: RGB
    wash: RGB


STYLE = Style()


def hex_colour(rgb: RGB) -> str:
    """``#rrggbb`` for an RGB triple (the text sprite cache keys on strings)."""
    return "#{:02x}{:02x}{:02x}".format(*rgb)


SIDES: dict[str, dict[str, Side]] = {
    "independence": {
        "americans": Side("Americans", (38, 70, 128), (236, 214, 160), (78, 112, 178)),
        "british": Side("British", (176, 34, 38), (250, 244, 230), (206, 72, 70)),
    },
    "napoleon": {
        "france": Side("France", (34, 66, 150), (250, 244, 230), (70, 110, 196)),
        "allies": Side("Allies", (170, 36, 40), (250, 244, 230), (204, 74, 72)),
    },
}

FALLBACK = [
    Side("", (46, 112, 64), (250, 244, 230), (90, 160, 100)),
    Side("", (128, 64, 140), (250, 244, 230), (170, 110, 180)),
    Side("", (196, 132, 30), (40, 30, 20), (222, 170, 80)),
    Side("", (60, 60, 60), (250, 244, 230), (130, 130, 130)),
]


def side_style(ruleset: str, side: str, sides: list[str] | None = None) -> Side:
    """The colours of ``side`` in ``ruleset``; an unknown side gets a fallback by its place in ``sides``."""
    known = SIDES.get(ruleset, {})
    key = side.lower()
    if key in known:
        return known[key]
    order = [s for s in (sides or []) if s.lower() not in known]
    index = order.index(side) if side in order else sum(map(ord, side))
    base = FALLBACK[index % len(FALLBACK)]
    return Side(side.replace("_", " ").title(), base.face, base.ink, base.wash)


def ruleset_sides(ruleset: str) -> list[Side]:
    """The sides a ruleset's legend shows."""
    return list(SIDES.get(ruleset, {}).values())
