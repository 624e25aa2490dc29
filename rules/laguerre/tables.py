"""Every table of the game with its numbers: the Offensive Combat Options, the battle cards and losses, the
siege grid, the cancel-declaration table, the events table, costs and the Terms of Surrender groups."""

import math

OPTIONS_TABLE: dict[int, dict[int, tuple[str, ...]]] = {
    1: {1: ("Probe",), 2: ("Probe", "Rearguard"), 3: ("Probe", "Cavalry Charge"), 4: ("Assault",),
        5: ("Assault", "Rearguard"), 6: ("Assault", "Cavalry Charge")},
    2: {1: ("Assault", "Rearguard"), 2: ("Combined Arms",), 3: ("Combined Arms", "Grand Assault"),
        4: ("Grand Assault", "Rearguard"), 5: ("Combined Arms", "Cavalry Charge"), 6: ("Grand Assault",)},
    3: {1: ("Combined Arms",), 2: ("Flank March",), 3: ("Flank March", "Grand Assault"),
        4: ("Flank March", "Combined Arms"), 5: ("Flank March",), 6: ("Flank March", "Grand Assault")},
}
"""LG-BAT-4: the Offensive Combat Options by leader rating and die (designed; the reading rule and the example
rating 2 / die 3 → Combined Arms, Probe, Grand Assault, Cavalry Charge are sourced [SRC FAQ 2.6])."""

OPTIONS = ("Probe", "Assault", "Grand Assault", "Combined Arms", "Cavalry Charge", "Flank March", "Rearguard")


def offered_options(rating: int, die: int) -> list[str]:
    """LG-BAT-4 [SRC]: the options a leader of ``rating`` may take on ``die``: his own column and every lower one."""
    found: list[str] = []
    for r in range(min(max(rating, 1), 3), 0, -1):
        for option in OPTIONS_TABLE[r][die]:
            if option not in found:
                found.append(option)
    return found


CARDS = ("Hold", "Entrench", "Counterattack", "Refuse Flank", "Cavalry Screen", "Grand Battery")
"""LG-BAT-3: the six battle-type cards; the defender seals two each round (designed; the two-card pick is
sourced)."""

BASE_LOSS: dict[str, tuple[int, int]] = {
    "Probe": (1, 1), "Assault": (2, 3), "Grand Assault": (3, 4), "Combined Arms": (2, 4),
    "Cavalry Charge": (2, 3), "Flank March": (1, 3), "Rearguard": (0, 0),
}
"""LG-BAT-5: the Loss Table (designed): (attacker, defender) losses, in tenths of the divisions of the side that
inflicts them (each side's fire grows with its size)."""

COUNTERS: dict[str, tuple[str, ...]] = {
    "Hold": ("Probe", "Assault"),
    "Entrench": ("Assault", "Grand Assault"),
    "Counterattack": ("Probe", "Flank March"),
    "Refuse Flank": ("Flank March", "Cavalry Charge"),
    "Cavalry Screen": ("Cavalry Charge", "Combined Arms"),
    "Grand Battery": ("Grand Assault", "Combined Arms"),
}
"""LG-BAT-5: each card counters two options: against a countered option the attacker loses 1 tenth more and the
defender 1 tenth less; an option neither card counters costs the defender 1 tenth more (designed)."""


def round_losses(option: str, cards: list[str], die: int, attacker: int, defender: int,
                 front: tuple[int, int] = (0, 0)) -> tuple[int, int]:
    """LG-BAT-5: divisions lost (attacker, defender) in one round: the attacker loses tenths of the defender's
    size, the defender tenths of the attacker's, rounded up, never more than a side has; the die (1–2: defender
    −1 tenth, 5–6: +1) shifts the defender's rate; ``front`` adds the tenths of the point of attack (LG-BAT-2b)."""
    if option == "Rearguard":
        return 0, 0
    att, dfn = BASE_LOSS[option]
    att, dfn = att + front[0], dfn + front[1]
    countered = sum(1 for card in cards if option in COUNTERS[card])
    att += countered
    dfn += -countered if countered else 1
    dfn += -1 if die <= 2 else (1 if die >= 5 else 0)
    return min(attacker, _tenths(defender, att)), min(defender, _tenths(attacker, dfn))


def _tenths(size: int, tenths: int) -> int:
    return math.ceil(size * max(tenths, 0) / 10)


ROUNDS = 3
"""LG-BAT-6: a battle lasts at most three rounds (designed)."""
SECTORS = ("left", "centre", "right")
"""LG-BAT-2: the battlefield has three sectors and a reserve (designed)."""
BREAK_SHARE = 0.5
"""LG-BAT-7: a side that has lost half the divisions it began with breaks and retreats (designed)."""
BATTLE_VP = 2
"""LG-VP-5: the winner of a battle gains 2 VP (designed; battle success gives VP [SRC lge.txt])."""

CONQUEST_VP = 2
"""LG-VP-6: taking a province by siege is worth twice its political value (at least 2) at once, to the taker from
the power that held it (designed: conquest gives VP [SRC lge.txt], and France, whose threshold is highest,
must conquer to win)."""

SIEGE_GRID: dict[int, dict[int, str]] = {
    1: {1: "S", 2: "-", 3: "-", 4: "H", 5: "H", 6: "F"},
    2: {1: "S", 2: "-", 3: "H", 4: "H", 5: "F", 6: "F"},
    3: {1: "-", 2: "H", 3: "H", 4: "F", 5: "F", 6: "F"},
}
"""LG-SIEGE-2: the Siege Grid (designed): column by odds (1: besiegers up to 2 per garrison point, 2: up to 4,
3: more), row by die; H = the garrison loses a point, F = it falls, S = the besiegers lose a division."""


def siege_column(divisions: int, garrison: int) -> int:
    """LG-SIEGE-2: the grid column for ``divisions`` against a garrison of ``garrison``."""
    ratio = divisions / max(garrison, 1)
    return 1 if ratio <= 2 else (2 if ratio <= 4 else 3)


CANCEL_COST = 10
"""LG-DIP-7: a cancel-declaration attempt costs 10 Gold (designed)."""


def cancel_result(roll: int) -> str:
    """LG-DIP-7: the Cancel Declaration table on d100 (designed; results 10–29 and 30–39 are failures, as the
    spies rule quotes [SEED]): 01–39 the declaration stands; 40–100 it is cancelled."""
    return "stands" if roll <= 39 else "cancelled"


EVENTS: dict[int, str] = {
    1: "Bad harvest: every power pays 5 Gold.",
    2: "Storms: no fleet sails this season.",
    3: "Quiet season.", 4: "Quiet season.", 5: "Quiet season.", 6: "Quiet season.", 7: "Quiet season.",
    8: "Quiet season.",
    9: "Trade boom: every power gains 5 Gold.",
    10: "Levies: every power's army at its capital gains 2 infantry.",
}
"""LG-TURN-2: the Events table, one d10 at each Turn Start (designed)."""
EVENT_GOLD = 5
LEVY = 2

COST = {"infantry": 2, "cavalry": 3, "artillery": 3, "squadron": 10}
"""LG-BUILD-2: build costs in Gold (infantry 2 [SRC seed 6.1]; the rest designed)."""
BUILD_COUNTS = (1, 2, 5)
MANPOWER_PER_HOME = 2
"""LG-BUILD-3: a power builds at most 2 divisions per home province it controls each build phase (designed)."""
MAX_ARMIES = 4
"""LG-ARMY-3: a power fields at most four armies (designed)."""

UPKEEP_DIVISIONS = 4
"""LG-GOLD-3: upkeep is 1 Gold per 4 divisions (rounded up) and 1 Gold per squadron (designed)."""
ALLIED_NPC_COST = 10
"""LG-GOLD-5 [SRC FAQ 4.3]: a power pays 10 Gold a year for each allied non-player country."""
OVERSEAS_INCOME = 50
"""LG-GOLD-6 [SRC seed 4.213]: Britain's overseas income, 50 Gold a year."""
GOLD_PER_VP = 4
"""LG-VP-4: Gold buys VP at 4 Gold each, up to the power's yearly limit (the limit is sourced, the price designed)."""
TRUCE_SEASONS = 4
"""LG-DIP-10: a peace binds for four seasons: neither side may declare war on the other before (designed)."""
SUBSIDIES = (0, 10, 20)
"""LG-DIP-2: the yearly subsidy an alliance may carry as its secret term (designed)."""

SURRENDER_GROUPS: dict[int, tuple[int, int, int]] = {1: (1, 10, 5), 2: (2, 20, 10), 3: (3, 30, 15)}
"""LG-SUR-2: the Terms of Surrender groups (designed): provinces ceded, Gold indemnity, VP the victor gains and
the loser loses."""
NPC_SURRENDER_VP = 5
"""LG-SUR-4 [SRC 5.121]: surrendering to a non-player country costs 5 VP (and it takes no terms)."""
NAVAL_HIT = {"britain": 4}
"""LG-SEA-3: a squadron's die hits on 5–6; British squadrons on 4–6 (designed)."""
