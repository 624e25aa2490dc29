"""The rules topics of `/game rules`: an overview, the rule areas, every card, every unit type and the terms."""

from rules.core.catalogue import Topic, Topics
from rules.independence.cards import CARD_TYPES, EFFECTS
from rules.independence.units import SOURCE_SPELLINGS, UNIT_TYPES, describe_unit

AREAS: dict[str, str] = {
    "turn": (
        "Turns run Spring 1775 to Winter 1783, one per season. Each season the British, then the Americans, "
        "play seven phases: Draw, Move, Battle, Revenue, Recruit, Upkeep, Control. In winter nobody moves or "
        "attacks (except with Winter Offensive), recruits, or banks revenue."
    ),
    "draw": "Draw: discard any cards you don't want (/discard card:…), then /done to draw 5. Keep at most 7.",
    "move": (
        "Move: /play a move card (Tactical and Night March 1 stack, Operational 2, Strategic 3), then /move "
        "from:… to:… units:All|Fast units|Ships|<leader> once per stack. Fast units go 1–3 spaces, Medium 1–2, "
        "fortifications never. Land units move only with a leader; ships only through coastal territories. You "
        "may enter an enemy stack but not pass through it. Each unit moves once per turn. /done ends the phase."
    ),
    "battle": (
        "Battle: where both sides stand, both stacks are shown, then each side seals any number of battle cards "
        "in one choice (/battle cards:Surprise + Outflank, or cards:None); the cards are revealed together. "
        "Force = units (a leader counts only when its troops match its force) + 5 if only you have a leader that "
        "counts + cards. Ties go to the defender. The loser loses half its units (the winner picks the first, "
        "the loser "
        "the rest; its forts are destroyed) and retreats one space; the winner loses at least half the force the "
        "loser lost. Leaders lost by the loser are captured and set aside; every other lost unit goes back to its "
        "pile. Both hands refill to 7."
    ),
    "recruit": (
        "Revenue: 2 per coastal territory you control, 1 inland. Recruit: you see 5 random units from your pile; "
        "/recruit unit:… territory:… costs the unit's force; buying all 5 draws 1D6 more. Upkeep: you keep at "
        "most 5 × revenue units. Control: you take every territory your units occupy."
    ),
    "cards": (
        "Events (play in your Move phase): French Alliance (Americans may field French, Spanish, German units), "
        "Enlistments (2 free random units), Spirit of Rebellion / Tory Uprising / Indian Raids (1 control "
        "marker), Continental Congress (3), Declaration of Independence (7), French Supplies (+8 revenue), "
        "Winter Quarters (Americans discard 2 troops), Winter Offensive (Americans move 1 stack in winter)."
    ),
    "setup": (
        "Set-up: Carleton and 6 random British units at Quebec, Howe and 6 at Boston; Washington and 6 random "
        "American units at Worcester, Greene and 6 at Providence, 6 at Philadelphia, 6 at Charleston. The "
        "Americans control the territories they stand in, the Crown everything else. Hands start empty."
    ),
    "units": (
        "Units (/forces lists yours): leaders (Fast, force 4–5), ships (Fast, coastal only), troops (Fast or "
        "Medium, force 1–4) and "
        "fortifications (force 4, never move). Fast units move 1–3 spaces, Medium 1–2. Foreign American units "
        "(French, Spanish, German) need the French Alliance. Enemy stacks show only their top unit."
    ),
    "victory": (
        "Victory: the side controlling more territories at the end of 1783 wins (equal: a draw); a side whose "
        "units are all destroyed loses at once."
    ),
}

TERMS: dict[str, str] = {
    "Stack": "All of a side's units in one territory form one stack; a move takes a group out of it (All, Fast "
    "units, Ships, a leader alone, or a leader with half). The enemy sees only its top unit and how many units it "
    "holds (WE-MOVE-7, WOI-R-5).",
    "Leader": "A leader lets land units move (without one only ships move). It adds its force only when matched "
    "by troops of equal or greater force, and only such a leader earns the +5 bonus when the enemy has none "
    "that counts (WOI-BATTLE-1, WE-BATTLE-4, WOI-R-36). A leader lost by the losing side is captured and set "
    "aside for good.",
    "Force": "A unit's strength in battle, and its price when recruited. A side's force in battle: its units, the "
    "leader bonus and its battle cards.",
    "Control": "One marker per territory. At the end of your turn you control every territory your units "
    "occupy; event cards place markers where no enemy stands (WE-CONTROL-1, WOI-R-14).",
    "Revenue": "Each controlled territory yields 2 if coastal, 1 inland, banked every turn but winter "
    "(WE-REV-1, WOI-TURN-4).",
    "Treasury": "Saved revenue, spent on recruits at their force (WE-RECRUIT-2, WE-RECRUIT-4).",
    "Upkeep": "You keep at most 5 × your revenue units; discard the rest at the end of your turn (WE-UPKEEP-1).",
    "Fortification": "Force 4, never moves, destroyed with a losing stack (WE-MOVE-6, WE-BATTLE-8).",
    "Foreign units": "French, Spanish and German units: the Americans may draw, buy or enlist them only under the "
    "French Alliance; a foreign unit drawn before it goes back to the pile (WOI-R-4, WOI-R-24).",
    "Sealed battle cards": "Both sides choose their battle cards at once, any number, in one sealed choice; "
    "neither learns the other's cards, or how many, until both have chosen (WOI-R-21).",
    "Captured leaders": "Leaders lost by the side that lost the battle are set aside and never come back "
    "(WE-BATTLE-11, WOI-R-25).",
}


def _topics() -> list[Topic]:
    found = [Topic(key, key.capitalize(), text, kind="rule") for key, text in AREAS.items()]
    found += [Topic(c.key, c.name, f"{EFFECTS[c.key]}. {c.copies} in the deck.", kind="card") for c in CARD_TYPES]
    for unit in UNIT_TYPES:
        aliases = (SOURCE_SPELLINGS[unit.key],) if unit.key in SOURCE_SPELLINGS else ()
        title = unit.name if unit.name != "Fortifications" else f"Fortifications ({unit.side})"
        text = f"{describe_unit(unit)}; {unit.side}, {unit.copies} in the pile."
        found.append(Topic(unit.key, title, text, kind="unit", aliases=aliases))
    found += [Topic(name.lower(), name, text, kind="term") for name, text in TERMS.items()]
    return found


OVERVIEW = (
    "War of Independence 1775–1783 (Warp Empires): British against Americans.\n\n" + AREAS["turn"] + "\n\n"
    + AREAS["victory"]
)
TOPICS = Topics(OVERVIEW, _topics())
