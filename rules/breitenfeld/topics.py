"""The rules topics: the overview, then each rule area, term and table with its numbers."""

from rules.breitenfeld.charts import (
    ARTILLERY_RANGE,
    CRT,
    FIRE_TABLE,
    RESTRICTED_RANGE,
    RESULTS,
)
from rules.breitenfeld.morale import IMPERIAL_RAISES, SAXON_COLLAPSE_BONUS, SAXON_RAISED, START_LEVELS
from rules.breitenfeld.victory import ALL_GUNS_POINTS, GUSTAVUS_POINTS
from rules.core.catalogue import Topic, Topics
from rules.core.tables import Table


def _table(table: Table) -> str:
    rows = "; ".join(f"die {row.label}: {' '.join(row.results)}" for row in table.rows)
    return f"Columns {', '.join(table.columns)}. {rows}."


def _results(keys: tuple[str, ...]) -> str:
    return " ".join(f"{k}: {RESULTS[k]}." for k in keys)


_LEVELS = (
    "Losses are the printed strength of the army's eliminated infantry. Imperialists "
    f"{START_LEVELS['imperialist']}, {IMPERIAL_RAISES[9]} after Allied turn 9, {IMPERIAL_RAISES[15]} after Allied "
    f"turn 15, +{SAXON_COLLAPSE_BONUS} from the turn after the Saxons are demoralized; Swedes "
    f"{START_LEVELS['swedish']}; Saxons {START_LEVELS['saxon']}, {SAXON_RAISED} after Imperialist turn 7 (BF-DEM-1..4)."
)

TOPICS = Topics(
    "Breitenfeld, 17 September 1631 (SPI): Tilly's Imperialists against Gustavus Adolphus's Swedes and the Saxons, "
    "on a hex map north of Leipzig, 175 m a hex, 45 minutes a turn, 18 turns. Each turn: visibility, then each "
    "player removes disruption, fires artillery, moves and fights. Victory points after the last turn decide. "
    "Nothing is hidden.",
    [
        Topic("sequence", "Sequence of play", "Each game turn the Imperialist rolls visibility; then the Imperialist "
              "and then the Allied player each play: A disruption removal (automatic rolls), B artillery fire, C "
              "movement, D combat (BF-SEQ-1). The game lasts 18 turns (BF-END-1) or ends when a player has no "
              "infantry or cavalry left on the map (BF-END-2).", aliases=("turn",)),
        Topic("visibility", "Visibility", "Die each turn: 1–2 clear, 3–4 moderate, 5 restricted, 6 as before "
              "(turn zero counts as moderate) (BF-VIS-1). Moderate: movement halved rounding up, disruption removed "
              f"only on 6 (BF-VIS-2). Restricted: as moderate, and guns fire only 1–{RESTRICTED_RANGE} hexes, and "
              "cavalry charge only next to a leader (BF-VIS-3).", kind="term"),
        Topic("artillery", "Artillery", "Guns never move and are never destroyed; each battery fires alone, once a "
              f"turn, at an enemy unit in sight within {ARTILLERY_RANGE} hexes, on the Artillery Fire Table "
              "(BF-ART-1..3). Guns have no zone of control and are never attacked. An enemy unit moving through or "
              "onto them captures them for good (BF-ART-4).", kind="unit type", aliases=("guns", "fire")),
        Topic("los", "Line of sight", "Centre to centre. Woods, forest, town, hilltop and any counter block "
              "(BF-LOS-1); along a hexside only if both hexes block (BF-LOS-2); guns on a hilltop ignore blocks "
              "nearer than half the distance (BF-LOS-3) and see any hilltop unless a counter or forest stands on a "
              "hilltop between (BF-LOS-4); the firing and target hexes never matter (BF-LOS-5).", kind="term",
              aliases=("LOS", "sight")),
        Topic("fire-table", "Artillery Fire Table", f"{_table(FIRE_TABLE)} {_results(('D',))} (BF-ART-3).",
              kind="table"),
        Topic("movement", "Movement", "One unit a hex; a leader may stand with one friendly unit (BF-MOVE-1). Each "
              "counter moves once a turn within its movement points; entering an enemy zone of control ends a "
              "move (BF-MOVE-2). The Imperialists may not move until one of them is disrupted by artillery or "
              "turn 4 (BF-MOVE-3); the Allies until an Imperialist comes within 3 hexes of an Allied unit or turn "
              "5 (BF-MOVE-4). /orders moves many counters in one go, all or nothing.", aliases=("orders",)),
        Topic("tec", "Terrain Effects Chart", "Infantry: clear, town 1; hilltop, woods 2; forest 3. Cavalry and "
              "leaders: clear 1; town, hilltop 2; woods 3; no forest. Stream hexside +1; swamp +2 (cavalry may not "
              "cross). Defence: woods, town, hilltop shift the odds 1 column left, forest 2; attacking only across "
              "streams or swamps 1 more (BF-TEC-1/2).", kind="table", aliases=("terrain",)),
        Topic("zoc", "Zones of control", "Healthy infantry and cavalry control the six hexes round them; artillery, "
              "leaders and disrupted units do not (BF-ZOC-1). Zones are active: in combat every unit of yours in "
              "an enemy zone must attack, and every enemy unit in your zones must be attacked (BF-ZOC-2).",
              kind="term", aliases=("ZOC", "zone of control")),
        Topic("combat", "Combat", "Declare every attack first, then /done resolves them in order (BF-CBT-3). In one "
              "combat each attacker is next to a defender and each defender next to an attacker (BF-CBT-2); a "
              "unit attacks or is attacked once, whole (BF-CBT-1); an attack naming a unit already declared joins "
              "that combat. Total strengths (plus leaders) give the odds, rounded for the defender (BF-CBT-4).",
              aliases=("attack",)),
        Topic("crt", "Combat Results Table", f"{_table(CRT)} "
              f"{_results(('Ae', 'Ad', 'Ex', 'Dd', 'De'))} (BF-CBT-5).", kind="table", aliases=("CRT",)),
        Topic("charge", "Cavalry charge", "Swedish cavalry may charge disrupted infantry at double strength; if any "
              "cavalry in a combat charges, all of it does; chargers are disrupted afterwards (BF-CHG-1..3). In "
              "restricted visibility only cavalry next to a leader charge.", kind="rule"),
        Topic("disruption", "Disruption", "A disrupted unit is flipped: half strength (rounded up), may not attack, "
              "moves at most 2 hexes, never into woods or forest nor across a stream or swamp, has no zone of "
              "control (BF-DIS-1..5). Disrupted again, it is eliminated. At the start of its turn it recovers on "
              "5–6 (6 unless visibility is clear), adding one leader's value within 1 hex unless it is in an enemy "
              "zone (BF-DIS-6/7).", kind="term"),
        Topic("leaders", "Leaders", "Leaders add their value to the strength of a combat they are with or next to, "
              "one leader per unit per turn, each leader once a turn (BF-LEAD-2), and help recovery (BF-DIS-7). "
              "Swedish leaders do nothing for Saxons (BF-LEAD-3). A leader falls with the unit he stands with; an "
              "enemy unit moving through a lone leader eliminates him (BF-LEAD-4).", kind="unit type",
              aliases=("leader",)),
        Topic("demoralization", "Demoralization", f"{_LEVELS} A demoralized army never removes disruption and its "
              "healthy units move 4 hexes whatever the terrain (BF-DEM-5); from the turn after the Saxons are "
              "demoralized, Saxons in an enemy zone are eliminated (BF-DEM-6).", kind="rule", aliases=("morale",)),
        Topic("exits", "Leaving the map", "Saxons may leave by the 0100 hexrow once demoralized; Swedes once the "
              "Imperialists are demoralized; Imperialists once the Swedes or Saxons are. The 2300 hexrow opens when "
              "the Imperialists are demoralized, the 0100 hexrow when the Swedes are (BF-EXIT-1..4). /move to:off.",
              kind="rule", aliases=("exit",)),
        Topic("victory", "Victory points", "Each: 1 a destroyed enemy strength point; 3 (Allied) or 4 (Imperialist) "
              f"a destroyed enemy leader value point; {GUSTAVUS_POINTS} for Gustavus Adolphus; {ALL_GUNS_POINTS} "
              "for capturing all the enemy's guns. Own cavalry strength off the map: Allied 3 a point off the 2300 "
              "hexrow when only the Imperialists are demoralized, 1 off the 0100 when only the Swedes are; "
              "Imperialist 2 off the 0100 when only the Swedes are, 1 off the 2300 when only the Imperialists are "
              "(BF-VP-1..10). More points win; equal is a draw.", kind="rule", aliases=("VP",)),
    ],
)  # fmt: skip
