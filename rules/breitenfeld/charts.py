"""The printed charts: visibility, the Terrain Effects Chart, the Artillery Fire Table and the Combat Results
Table. The summary gives the visibility table; the other three are designed (RULES.md says why)."""

from rules.core.hexgrid import MoveCosts
from rules.core.tables import Table

# BF-VIS-1: the die roll for visibility; a 6 keeps the visibility of the turn before (turn zero: moderate).
VISIBILITY_BY_DIE = {1: "clear", 2: "clear", 3: "moderate", 4: "moderate", 5: "restricted"}
TURN_ZERO_VISIBILITY = "moderate"

# BF-TEC-1 (designed): movement points to enter a hex by terrain, and extra points to cross a hexside.
# A hex of several terrains costs its dearest; None is prohibited.
INFANTRY_COSTS = MoveCosts(terrain={"clear": 1, "town": 1, "hilltop": 2, "woods": 2, "forest": 3},
                           hexside={"stream": 1, "swamp": 2})  # fmt: skip
CAVALRY_COSTS = MoveCosts(terrain={"clear": 1, "town": 2, "hilltop": 2, "woods": 3, "forest": None},
                          hexside={"stream": 1, "swamp": None})  # fmt: skip
LEADER_COSTS = CAVALRY_COSTS
# BF-DIS-4: a disrupted unit moves at most 2 hexes (each hex one point), never into woods or forest, never
# across a stream or swamp. BF-DEM-3: a healthy unit of a demoralized army moves 4 hexes, terrain ignored.
DISRUPTED_COSTS = MoveCosts(terrain={"woods": None, "forest": None}, hexside={"stream": None, "swamp": None})
DEMORALIZED_COSTS = MoveCosts()
COSTS = {"infantry": INFANTRY_COSTS, "cavalry": CAVALRY_COSTS, "leader": LEADER_COSTS,
         "disrupted": DISRUPTED_COSTS, "demoralized": DEMORALIZED_COSTS}  # fmt: skip
UNIFORM = frozenset({"disrupted", "demoralized"})  # every hex costs one point
DISRUPTED_HEXES = 2
DEMORALIZED_HEXES = 4

# BF-TEC-2 (designed): a defender's terrain shifts the combat column left (the defender's best hex counts);
# attacking only across streams or swamps shifts one more.
DEFENCE_SHIFTS = {"woods": 1, "town": 1, "hilltop": 1, "forest": 2}
HEXSIDE_SHIFT = 1

# BF-ART-3 (designed): the Artillery Fire Table, one die (+1 for heavy guns), the column of the range in hexes.
# D: the target is disrupted (a unit already disrupted is eliminated); -: no effect.
ARTILLERY_RANGE = 6
RESTRICTED_RANGE = 2
FIRE_TABLE = Table.build(
    "Artillery Fire Table",
    ["1", "2", "3", "4", "5", "6"],
    {"1-2": ["-"] * 6, "3": ["D", "-", "-", "-", "-", "-"], "4": ["D", "D", "-", "-", "-", "-"],
     "5": ["D", "D", "D", "-", "-", "-"], "6": ["D", "D", "D", "D", "D", "D"]},
)  # fmt: skip

# BF-CBT-5 (designed): SPI-style odds, rounded for the defender; one die.
CRT = Table.build(
    "Combat Results Table",
    ["1-3", "1-2", "1-1", "3-2", "2-1", "3-1", "4-1", "5-1"],
    {
        "1": ["Ad", "Ad", "Dd", "Dd", "Dd", "De", "De", "De"],
        "2": ["Ad", "Ad", "Ex", "Dd", "Dd", "Dd", "De", "De"],
        "3": ["Ae", "Ad", "Ad", "Ex", "Dd", "Dd", "Dd", "De"],
        "4": ["Ae", "Ae", "Ad", "Ad", "Ex", "Dd", "Dd", "Dd"],
        "5": ["Ae", "Ae", "Ad", "Ad", "Ad", "Ex", "Dd", "Dd"],
        "6": ["Ae", "Ae", "Ae", "Ad", "Ad", "Ad", "Ex", "Dd"],
    },
)
RESULTS = {
    "-": "no effect",
    "Ad": "every attacker is disrupted",
    "Ae": "every attacker is eliminated",
    "Dd": "every defender is disrupted (one already disrupted is eliminated)",
    "De": "every defender is eliminated",
    "Ex": "exchange: every defender and every attacker is disrupted (one already disrupted is eliminated)",
    "D": "the target is disrupted (one already disrupted is eliminated)",
}


def recovery_needs(visibility: str) -> int:
    """BF-VIS-2, BF-DIS-6: the lowest die that removes disruption (5, or 6 in moderate or restricted visibility)."""
    return 5 if visibility == "clear" else 6


def fire_range(visibility: str) -> int:
    """BF-VIS-3, BF-ART-3: the longest range guns fire at (1–2 hexes in restricted visibility)."""
    return RESTRICTED_RANGE if visibility == "restricted" else ARTILLERY_RANGE
