"""The seven powers: who joins at which player count, their colours, win thresholds (sourced), leaders and
starting forces (designed)."""

from typing import NamedTuple

from rules.laguerre.geography import POWER_NAMES, POWERS


class Threshold(NamedTuple):
    """A power's victory figures [SRC RESEARCH §4.3]: VP to win, yearly land VP, most VP bought with Gold a year."""

    win: int
    land_vp: int
    gold_vp_limit: int


THRESHOLDS: dict[str, Threshold] = {
    "france": Threshold(450, 25, 10),
    "britain": Threshold(330, 16, 10),
    "russia": Threshold(320, 18, 9),
    "austria": Threshold(300, 17, 9),
    "prussia": Threshold(220, 10, 7),
    "spain": Threshold(175, 8, 5),
    "ottoman": Threshold(175, 7, 5),
}
"""LG-VP-3 [SRC]: the win thresholds, yearly land VP and yearly Gold→VP limits (Turkey = the Ottoman Empire)."""

START_VP = 100
"""LG-VP-1 [SRC]: every power starts at 100 VP less its bid."""

STANDARD_BIDS: dict[str, int] = {
    "france": 0, "britain": 25, "russia": 65, "austria": 60, "prussia": 50, "spain": 65, "ottoman": 40,
}
"""LG-BID-3 (designed, option ``bids=standard``): when powers are assigned without bidding, each pays this standard
bid, so that a power's VP at peace by 1810 is about the same share of its threshold for all (the sourced
thresholds favour the small powers: 100 VP is 57% of Spain's 175 but 22% of France's 450)."""

ADVANCED_BIDS: dict[str, int] = {
    "france": 0, "britain": 60, "russia": 40, "austria": 60, "prussia": 20, "spain": 70, "ottoman": 75,
}
"""LG-BID-4 (designed, tuned by self-play of the advanced game): the standard bids of the advanced game
(``game=advanced``); its sections move VP between the powers (2.52 takes 10 from Russia and Austria and starts
France's war with the coalition at once), so the standard game's table would leave them far from a fair share."""


def standard_bids(options: dict[str, str]) -> dict[str, int]:
    """LG-BID-3/4: the standard bid table of a game with these options: the advanced game's or the standard game's
    (a game stored before the advanced rules existed plays the standard game)."""
    return ADVANCED_BIDS if options.get("game", "standard") == "advanced" else STANDARD_BIDS

COLOURS: dict[str, str] = {
    "france": "#2b4c9b",
    "britain": "#c0392b",
    "russia": "#2e7d32",
    "austria": "#d4ac0d",
    "prussia": "#37474f",
    "spain": "#e67e22",
    "ottoman": "#8e44ad",
}


class Leader(NamedTuple):
    """A leader: his power, name and rating (1–3: how many columns of the Offensive Combat Options he reads)."""

    id: str
    power: str
    name: str
    rating: int


LEADERS: tuple[Leader, ...] = (
    Leader("napoleon", "france", "Napoleon", 3),
    Leader("davout", "france", "Davout", 2),
    Leader("lannes", "france", "Lannes", 2),
    Leader("soult", "france", "Soult", 2),
    Leader("massena", "france", "Masséna", 2),
    Leader("suchet", "france", "Suchet", 2),
    Leader("marmont", "france", "Marmont", 1),
    Leader("wellesley", "britain", "Wellesley", 2),
    Leader("moore", "britain", "Moore", 2),
    Leader("cathcart", "britain", "Cathcart", 1),
    Leader("kutuzov", "russia", "Kutuzov", 2),
    Leader("bagration", "russia", "Bagration", 2),
    Leader("bennigsen", "russia", "Bennigsen", 1),
    Leader("barclay", "russia", "Barclay de Tolly", 2),
    Leader("charles", "austria", "Archduke Charles", 2),
    Leader("mack", "austria", "Mack", 1),
    Leader("john", "austria", "Archduke John", 1),
    Leader("schwarzenberg", "austria", "Schwarzenberg", 2),
    Leader("blucher", "prussia", "Blücher", 2),
    Leader("brunswick", "prussia", "Brunswick", 1),
    Leader("hohenlohe", "prussia", "Hohenlohe", 1),
    Leader("yorck", "prussia", "Yorck", 1),
    Leader("castanos", "spain", "Castaños", 1),
    Leader("palafox", "spain", "Palafox", 1),
    Leader("selim", "ottoman", "Selim", 1),
    Leader("ali", "ottoman", "Ali Pasha", 1),
    Leader("bayraktar", "ottoman", "Alemdar Mustafa Pasha", 1),
    Leader("ahmed", "ottoman", "Ahmed Pasha", 1),
)
"""LG-ARMY-2 (designed): the leaders; each heads one army of his own nationality (its id is the army's id). When
each serves is ``leaders.TENURES`` (LG-LEAD-1)."""
LEADER_BY_ID = {leader.id: leader for leader in LEADERS}


class StartArmy(NamedTuple):
    """An army at the start: its leader, province, and infantry, cavalry and artillery divisions."""

    leader: str
    province: str
    infantry: int
    cavalry: int
    artillery: int


START_ARMIES: dict[str, tuple[StartArmy, ...]] = {
    "france": (StartArmy("napoleon", "paris", 12, 3, 3), StartArmy("davout", "belgium", 6, 2, 1),
               StartArmy("soult", "lorraine", 5, 1, 1)),
    "britain": (StartArmy("cathcart", "london", 4, 1, 1),),
    "russia": (StartArmy("kutuzov", "lithuania", 9, 3, 2), StartArmy("bagration", "st_petersburg", 6, 2, 1)),
    "austria": (StartArmy("charles", "vienna", 8, 2, 2), StartArmy("mack", "bohemia", 7, 1, 1)),
    "prussia": (StartArmy("brunswick", "berlin", 7, 2, 1), StartArmy("blucher", "west_prussia", 4, 2, 1)),
    "spain": (StartArmy("castanos", "madrid", 5, 1, 1),),
    "ottoman": (StartArmy("selim", "constantinople", 6, 2, 1),),
}
"""LG-SET-2 (designed): the armies each power starts with (about Ulm–Austerlitz: France strongest on land)."""

START_FLEETS: dict[str, tuple[str, int]] = {
    "france": ("bay_of_biscay", 6), "britain": ("channel", 12), "russia": ("baltic", 3),
    "spain": ("atlantic", 4), "ottoman": ("aegean", 3),
}
"""LG-SET-3 (designed): each power's fleet at the start: its sea zone and squadrons."""


def name_of(power: str) -> str:
    """A power's display name."""
    return POWER_NAMES[power]


def played_powers(players: int) -> tuple[str, ...]:
    """LG-PLAY-1 [SRC]: France and Britain always; Russia, Austria, Prussia, Spain, Ottoman join in that order."""
    return POWERS[:players]
