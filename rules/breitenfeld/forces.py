"""The counters and their historical set-up (rulings BF-OOB-1 … BF-OOB-9, see MAP.md).

One counter is a Swedish brigade, a tercio, a cavalry regiment or two, a battery, or a commander. Strength is the
combat strength (for artillery its fire strength), movement the hexes it may move on clear ground, value a
leader's rating (0 for other counters). Ids are short and typed in orders ("sb1", "tilly").
"""

from typing import NamedTuple

from rules.core.hexes import Hex

SIDES = ("imperialist", "allied")
NATIONS = {"swedish": "allied", "saxon": "allied", "imperial": "imperialist", "league": "imperialist"}
KINDS = ("infantry", "cavalry", "artillery", "leader")


class Counter(NamedTuple):
    """One counter as printed, with its historical start hex."""

    id: str
    name: str
    side: str  # "imperialist" | "allied"
    nation: str  # "swedish" | "saxon" | "imperial" | "league"
    kind: str  # "infantry" | "cavalry" | "artillery" | "leader"
    strength: int
    movement: int
    value: int  # leader value, 0 for others
    start: Hex

    @property
    def label(self) -> str:
        """The short text on the counter: a leader's name, else the id ("SB1")."""
        return LEADER_LABELS.get(self.id, self.id.upper())


LEADER_LABELS = {
    "gustavus": "Gustavus",
    "horn": "Horn",
    "baner": "Banér",
    "johngeorge": "J.George",
    "arnim": "Arnim",
    "tilly": "Tilly",
    "pappenheim": "Pappenheim",
    "furstenberg": "Fürstenberg",
}
LEADER_MOVEMENT = 8  # BF-OOB-7
GUNS = 0  # artillery never moves


def _unit(id_: str, name: str, nation: str, kind: str, strength: int, movement: int, col: int, row: int) -> Counter:
    return Counter(id_, name, NATIONS[nation], nation, kind, strength, movement, 0, Hex(col, row))


def _leader(id_: str, name: str, nation: str, value: int, col: int, row: int) -> Counter:
    return Counter(id_, name, NATIONS[nation], nation, "leader", 0, LEADER_MOVEMENT, value, Hex(col, row))


def _swedes() -> list[Counter]:
    """BF-OOB-2: seven brigades in two lines in the centre, cavalry wings laced with commanded musketeers."""
    brigades = [
        ("sb1", "Yellow Brigade", 9, 11),
        ("sb2", "Blue Brigade", 9, 12),
        ("sb3", "White Brigade", 9, 13),
        ("sb4", "Vitzthum's Brigade", 9, 14),
        ("sb5", "Green Brigade (Hepburn)", 8, 11),
        ("sb6", "Swedish Brigade", 8, 12),
        ("sb7", "Reserve Brigade", 8, 13),
    ]
    musketeers = [(9, 16), (9, 18), (9, 20), (9, 9), (8, 10)]
    horse = [
        ("sh1", "Finnish Horse", 5, 9, 15),
        ("sh2", "Småland Horse", 4, 9, 17),
        ("sh3", "Livonian Horse", 4, 9, 19),
        ("sh4", "Curonian Horse", 4, 9, 21),
        ("sh5", "East Gothland Horse", 4, 8, 19),
        ("sh6", "West Gothland Horse", 4, 9, 8),
        ("sh7", "Rhinegrave's Horse", 4, 9, 10),
        ("sh8", "Baudissin's Horse", 3, 8, 9),
    ]
    guns = [
        ("sa1", "Torstensson's Heavy Guns", 3, 10, 12),
        ("sa2", "Regimental Guns (right)", 2, 10, 14),
        ("sa3", "Regimental Guns (left)", 2, 10, 10),
    ]
    return [
        *(_unit(i, name, "swedish", "infantry", 10, 4, c, r) for i, name, c, r in brigades),
        *(
            _unit(f"sm{n}", f"Commanded Musketeers {n}", "swedish", "infantry", 4, 4, c, r)
            for n, (c, r) in enumerate(musketeers, 1)
        ),
        *(_unit(i, name, "swedish", "cavalry", s, 6, c, r) for i, name, s, c, r in horse),
        *(_unit(i, name, "swedish", "artillery", s, GUNS, c, r) for i, name, s, c, r in guns),
        _leader("gustavus", "Gustavus Adolphus", "swedish", 3, 8, 16),
        _leader("horn", "Gustav Horn", "swedish", 2, 7, 9),
        _leader("baner", "Johan Banér", "swedish", 1, 8, 20),
    ]


def _saxons() -> list[Counter]:
    """BF-OOB-3: the Elector's army on the Allied left, a wide gap from the Swedes, foot between its horse."""
    foot = [(9, 2), (9, 3), (9, 4), (9, 5), (8, 3), (8, 4)]
    horse = [
        ("xh1", "Saxon Life Guard Horse", 4, 9, 1),
        ("xh2", "Saxon Horse (left)", 3, 9, 6),
        ("xh3", "Saxon Horse (right)", 3, 8, 1),
        ("xh4", "Saxon Horse (reserve)", 3, 8, 6),
    ]
    return [
        *(_unit(f"xf{n}", f"Saxon Foot {n}", "saxon", "infantry", 4, 3, c, r) for n, (c, r) in enumerate(foot, 1)),
        *(_unit(i, name, "saxon", "cavalry", s, 6, c, r) for i, name, s, c, r in horse),
        _unit("xa1", "Saxon Guns", "saxon", "artillery", 2, GUNS, 10, 4),
        _leader("johngeorge", "John George of Saxony", "saxon", 1, 7, 4),
        _leader("arnim", "Hans Georg von Arnim", "saxon", 1, 8, 5),
    ]


def _imperialists() -> list[Counter]:
    """BF-OOB-4: Tilly's long single line of tercios on the rise, Fürstenberg's horse on the right, Pappenheim's
    on the left, the great battery on the Galgenberg in front of the centre."""
    league = [(15, 5), (15, 6), (15, 7), (15, 8), (15, 9), (15, 10), (15, 11)]
    imperial = [(15, 12, 6), (15, 13, 6), (15, 14, 6), (15, 15, 5), (15, 16, 5), (16, 7, 5), (16, 13, 5)]
    horse = [
        ("lh1", "Pappenheim's Cuirassiers", "league", 5, 5, 15, 17),
        ("lh2", "Cronberg's Cuirassiers", "league", 5, 5, 15, 18),
        ("lh3", "Erwitte's Cuirassiers", "league", 5, 5, 15, 19),
        ("lh4", "League Arquebusiers", "league", 3, 6, 15, 20),
        ("ih1", "Fürstenberg's Cuirassiers", "imperial", 4, 5, 15, 1),
        ("ih2", "Imperial Cuirassiers", "imperial", 4, 5, 15, 2),
        ("ih3", "Italian Cuirassiers", "imperial", 4, 5, 15, 3),
        ("ih4", "Imperial Arquebusiers", "imperial", 3, 6, 15, 4),
        ("cr1", "Isolani's Croats", "imperial", 2, 7, 15, 21),
        ("cr2", "Croats (right)", "imperial", 2, 7, 16, 1),
    ]
    guns = [
        ("la1", "Great Battery (north)", "league", 3, 14, 8),
        ("la2", "Great Battery (centre)", "league", 3, 14, 9),
        ("ia1", "Great Battery (south)", "imperial", 3, 14, 10),
        ("ia2", "Imperial Field Guns", "imperial", 2, 14, 15),
    ]
    return [
        *(
            _unit(f"lt{n}", f"League Tercio {n}", "league", "infantry", 6, 3, c, r)
            for n, (c, r) in enumerate(league, 1)
        ),
        *(
            _unit(f"it{n}", f"Imperial Tercio {n}", "imperial", "infantry", s, 3, c, r)
            for n, (c, r, s) in enumerate(imperial, 1)
        ),
        *(_unit(i, name, nation, "cavalry", s, m, c, r) for i, name, nation, s, m, c, r in horse),
        *(_unit(i, name, nation, "artillery", s, GUNS, c, r) for i, name, nation, s, c, r in guns),
        _leader("tilly", "Johann Tserclaes, Count of Tilly", "league", 2, 16, 9),
        _leader("pappenheim", "Gottfried Heinrich zu Pappenheim", "league", 2, 16, 19),
        _leader("furstenberg", "Egon von Fürstenberg", "imperial", 1, 16, 3),
    ]


COUNTERS: tuple[Counter, ...] = (*_imperialists(), *_swedes(), *_saxons())
BY_ID: dict[str, Counter] = {counter.id: counter for counter in COUNTERS}


def disrupted_strength(counter: Counter) -> int:
    """BF-OOB-8: a disrupted infantry or cavalry counter fights at half its strength, rounded up; artillery and
    leaders have no disrupted face and keep theirs."""
    if counter.kind in ("artillery", "leader"):
        return counter.strength
    return (counter.strength + 1) // 2


def of_side(side: str) -> tuple[Counter, ...]:
    """The counters of one side, in set-up order."""
    return tuple(counter for counter in COUNTERS if counter.side == side)


# BF-OOB-10: the counter colours, one per nation, (face, figures): Swedish yellow on blue, Saxon paper on green,
# Imperial black on gold (the Habsburg colours), League paper on red; each player's colour is its leading nation's.
NATION_COLOURS = {
    "swedish": ("#1f4e9c", "#f5cc2e"),
    "saxon": ("#2f6e3a", "#f4efe2"),
    "imperial": ("#e0b12c", "#1c1a16"),
    "league": ("#a3302a", "#f6efe0"),
}
SIDE_NAMES = {"imperialist": "Imperialists", "allied": "Allies"}
SIDE_COLOURS = {"imperialist": NATION_COLOURS["imperial"], "allied": NATION_COLOURS["swedish"]}
