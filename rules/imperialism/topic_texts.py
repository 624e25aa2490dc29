"""The words of every rules topic, with the numbers taken from the tables (so they cannot drift apart)."""

from rules.imperialism.seats import SEATS
from rules.imperialism.tables import (
    BRIBE_DP,
    BRIBE_DRM,
    BUILDING_TYPES,
    DEVELOP_COST,
    DP_PRICE,
    EXPLORER_TABLE,
    INCITE_DP,
    NATIVE_REGION_INCOME,
    NATIVE_STRENGTHS,
    PROSPECT_PP,
    REMOVE_SPHERE_DP,
    RESOURCE_VALUES,
    SETUP_DP,
    SETUP_PP,
    SETUP_REGIONS,
    UNIT_TYPES,
    UNITS_PER_REGION,
    VP_REGION,
    VP_RESOURCE,
    VP_WHOLE_ZONE,
    WESTERN_REGION_INCOME,
    WESTERNIZE_DP,
    WESTERNIZE_STRENGTH,
)

OVERVIEW = (
    "War! Age of Imperialism (Entner's v27 rules): 2–6 players build colonial empires over Europe, Africa and Asia. "
    "Each round is a production phase (income, diplomacy points, upkeep, native diplomacy, construction) and two "
    "movement phases (move, be reinforced against, fight, explore, prospect). The game ends after the movement phase "
    "in which a player is eliminated or no native region is left, or after the round limit; most victory points "
    "wins. Fleets carry armies overseas and fight at sea; players may give PP, cede regions and make peace by "
    "offers. The source's ten optional rules are game options: see /game rules topic:optional-rules."
)

_setup = ", ".join(f"{p} players {n} regions" for p, n in SETUP_REGIONS.items())
_units = "; ".join(f"{u.name} {u.cost} PP ({u.note})" for u in UNIT_TYPES)
_buildings = "; ".join(f"{b.name} {b.cost} PP, {b.vp} VP ({b.note})" for b in BUILDING_TYPES)
_explorer = "; ".join(f"margin {r.least:+d} or more: {r.text}" if r.least > -99 else f"lower: {r.text}"
                      for r in EXPLORER_TABLE)
_natives = ", ".join(f"{s}: {n}" for s, n in NATIVE_STRENGTHS.items())
_chits = ", ".join(f"{v or 'dot'}: {n}" for v, n in RESOURCE_VALUES.items())

TOPIC_LIST: list[tuple[str, str, str, str]] = [
    ("turn", "Turn sequence", "rule",
     "Each round: a production phase, then two movement phases. At the start of every production phase the "
     "movement order is drawn at random; every sub-phase and both movement phases go in that order. Round 1 has "
     "no production phase: set-up stands for it and the setup order is the movement order."),
    ("setup", "Set-up", "rule",
     f"The setup order is drawn at random. In that order players take turns claiming free regions, one infantry in "
     f"each ({_setup}); with the option draft=snake the order reverses every other draft round (1 2 3, 3 2 1, "
     f"1 2 3 …). These homelands have no natives and a dot resource chit. Then each player gets {SETUP_PP} PP "
     f"and {SETUP_DP} DP and, in setup order, buys its starting units (/purchase unit:…) and buildings in its "
     f"regions (/build item:… region:…): no unit limits, but the building limits hold (one of city, factory, "
     f"port, railroad per region; a school needs a city). Once everyone has bought, players take turns in setup "
     f"order placing their units one at a time in their own regions (/place unit:… region:…), as in the draft."),
    ("seats", "Seats and options", "rule",
     f"Seats are named by colour ({', '.join(n for _, n, _ in SEATS)}): anyone may start anywhere, so no seat "
     "stands for a nation (with setup=historical the seats are great powers). Options: players=2..6, rounds=N "
     "(the last round; 0 for none), draft=standard|snake "
     "(the draft in setup order every round, or reversed every other round)."),
    ("production", "Production phase", "rule",
     f"In movement order: income (the Building and Region table), DP (cities + 1), buy DP at {DP_PRICE} PP each "
     "(at most one per city), upkeep (1 PP a unit before any other spending; a player who cannot pay for all "
     "chooses which units go, /disband region:… unit:…; a region left without a brigade reverts to the natives), "
     "native diplomacy (westernize, remove spheres, incite revolts), construction."),
    ("income", "Building and Region Characteristics table", "table",
     f"A region with natives still on it yields {NATIVE_REGION_INCOME} PP, a westernized one "
     f"{WESTERN_REGION_INCOME} PP. {_buildings}. A developed resource adds its value; developing costs "
     f"{DEVELOP_COST} PP. A port pays only with a sea path to another port not held by an enemy."),
    ("units", "Unit Characteristics table", "table",
     f"{_units}. Each unit costs 1 PP upkeep a production phase and has 1 MP a movement phase. A region raises "
     f"{UNITS_PER_REGION} units a production phase, {2 * UNITS_PER_REGION} with a city."),
    ("construction", "Construction", "rule",
     "Build only in your regions: /build item:… region:…. An engineer in the region takes a third off one "
     "building or development a turn, and only with an engineer there may a region have two projects in one "
     "phase. Ports only on the coast; a school needs a city built in an earlier phase; nothing is built or "
     "developed in a region in revolt."),
    ("natives", "Natives", "rule",
     f"A region no player holds is native. Its marker (strength 4–12, some '+' or '++') is drawn face down the "
     f"first time a unit enters and stays secret until a battle (or your explorer) reveals it. A native army is "
     f"infantry equal to the strength; '+' turns a third into cavalry; '++' also one infantry into artillery. "
     f"Natives never retreat; a player at war with their enemy runs them, else the rules do. Markers: {_natives}."),
    ("westernize", "Westernize", "rule",
     "In native diplomacy, 1 DP takes 3 strength off the natives of one of your regions (keeping '+'/'++'); each "
     "city, factory, railroad, port, school and explorer there takes 1 more every production phase, and removing "
     "your own sphere 1. Below 4 the marker and every sphere go: the region is westernized (no revolts, more "
     "income)."),
    ("revolt", "Revolt", "rule",
     f"Once per region a production phase, a player may incite the natives of another player's region: pay 1 DP "
     f"(then you must hold a neighbouring region not in revolt) or spend your sphere there. A bribe (1 DP) gives "
     f"{BRIBE_DRM}; each sphere gives −1 if it supports, +1 if it suppresses: before the roll every other sphere "
     f"owner chooses its side (/side revolt:support|suppress); the inciter's spheres support and the holder's "
     f"suppress without a question. 2D6 at or below the strength: revolt. The holder "
     f"keeps as many brigades there as the natives have and fights them in its next combat. If the natives win, "
     f"the region is theirs again (buildings gone, resources undeveloped, suppressing spheres gone) and each "
     f"neighbouring player region with natives rolls for a revolt too (no DP, no bribe)."),
    ("explorer", "Explorer", "rule",
     "Explorers enter and cross native regions alone. In combat, an explorer in a native region may roll native "
     "diplomacy once (/explore region:… dp:yes|no): 2D6, or 3D6 for 1 DP, +1 for each sphere of yours there, "
     "against the native level (told to you alone). See the Native Diplomacy table."),
    ("diplomacy-table", "Native Diplomacy table", "table",
     f"By the roll minus the native level: {_explorer}. A region holds at most as many spheres as its native "
     f"level."),
    ("setup-table", "Game Setup table", "table",
     f"Regions each: {_setup}. Starting funds: {SETUP_PP} PP and {SETUP_DP} DP for every player."),
    ("native-production", "Native Diplomacy table (production)", "table",
     f"In the production phase: westernize {WESTERNIZE_DP} DP for −{WESTERNIZE_STRENGTH} native strength; each "
     f"city, factory, railroad, port, school and explorer −1 a phase; removing your own sphere −1; remove a "
     f"rival's sphere {REMOVE_SPHERE_DP} DP (an enemy's free); incite {INCITE_DP} DP or one of your spheres; "
     f"bribe {BRIBE_DP} DP for {BRIBE_DRM} on the roll; each sphere −1 (support) or +1 (suppress)."),
    ("spheres", "Spheres of influence", "term",
     "Markers of your influence over natives: +1 to your explorer rolls there, ±1 on revolt rolls, spent to "
     "incite. The region's holder may remove a rival's for 1 DP (one a phase a region), an enemy's free. When a "
     "region of yours holds more spheres than its native strength, you choose which go (/drop region:… "
     "sphere:…)."),
    ("movement", "Movement phase", "rule",
     "/move from:… units:… to:…: 1 MP to enter a region, nothing when leaving your railroad region. "
     "Brigades stop on entering a native or enemy region; other parties enter those only where a brigade of "
     "yours is; explorers go alone into native regions. A held region keeps one brigade. Then /done: other "
     "players' generals may reinforce, then you fight."),
    ("reinforcement", "Reinforcement moves", "rule",
     "After your moves, each other player's general in a region of its not under attack may enter a neighbouring "
     "region of its you attack (one general a region), bringing brigades for RP = its schools + 1D6: cavalry 1, "
     "infantry 2, artillery 3, leaving one brigade behind."),
    ("battle", "Land Battle chart", "table",
     "Rounds: each brigade rolls 1D6 + its side's DRM: 6–9 one hit, 10+ two. DRMs: attacker of a fort −2; more "
     "artillery +1; more cavalry +1 (not at a fort); more schools +1. A negative DRM becomes 0 and the other side "
     "gets as much. Before each round, a side with the only general may transfer some or all of its plus: each "
     "point comes off both sides' DRMs, neither below 0 (/transfer drm:…; it pays when the enemy rolls more "
     "dice). Losses: the owner chooses, brigades before parties; three hits may be combined "
     "into one on a unit type the hitter chooses. After a round, the attacker then the defender may retreat "
     "(the attacker where it came from, the defender into a region of its)."),
    ("results", "Battle results", "rule",
     "The winner takes the region with its buildings and resources, and 1 DP for a conquest. Won from natives: "
     "the marker turns face up and loses 1D3 (a beaten revolt: supporting spheres first). Sides down to parties: "
     "natives win; between players the attacker retreats and the defender either turns a party into infantry and "
     "keeps the region (/convert unit:…) or retreats its parties (/retreat to:…). Units that must leave a "
     "battle choose where (/retreat to:…) when more than one region is open to them. A player region left without "
     "a brigade reverts to the natives: buildings gone, resources undeveloped, the marker face down."),
    ("war", "War and peace", "rule",
     "No attack without war. /war on:… costs 1 DP in your movement phase; you attack from your next movement "
     "phase, they may attack you at once. /peace with:… proposes peace to a player you are at war with (when "
     "neither has units in the other's regions); they answer at once. Inciting a revolt is not an attack."),
    ("prospecting", "Prospecting", "rule",
     f"In combat, an engineer in your region may prospect for {PROSPECT_PP} PP: the region's undeveloped chit goes "
     f"back, you draw one chit per two schools you hold (at least one) and keep one face down. Chits: {_chits}."),
    ("other-actions", "Other Actions table", "table",
     f"Buy DP {DP_PRICE} PP (one per city); declare war 1 DP; westernize 1 DP; remove a rival sphere 1 DP; "
     f"incite 1 DP or a sphere; bribe 1 DP ({BRIBE_DRM}); third die for native diplomacy 1 DP; prospect "
     f"{PROSPECT_PP} PP; conquest +1 DP; reinforcement RP = schools + 1D6."),
    ("victory", "Victory Point table", "table",
     f"{VP_REGION} VP a region; city 2, factory 2, port 1, railroad 1, school 1; {VP_RESOURCE} a developed "
     f"resource; {VP_WHOLE_ZONE} for every whole global zone you hold. Most VP wins; equal scores share the win."),
    ("hidden", "Hidden information", "term",
     "Face-down native markers are secret from everyone (your explorer's roll tells you alone); an undeveloped "
     "resource chit is known to its region's holder only (/hand, /forces and your own map show it). With the "
     "optional rules, another player's secret objectives (until the end), sealed unit orders and bids (until they "
     "are revealed) and alliances (but to the allies) are hidden too."),
]
