"""The rules summary shown by `/game rules [topic]`."""

from rules.core.errors import IllegalAction

TOPICS: dict[str, str] = {
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
        "Battle: where both sides stand, each side makes three secret picks (/battle card:<a battle card> or "
        "/battle card:None), then /done; the cards are revealed together. "
        "Force = units (a leader counts only when its troops match its force) + 5 if only you have a leader + "
        "cards. Ties go to the defender. The loser loses half its units (the winner picks the first, the loser "
        "the rest; its forts are destroyed) and retreats one space; the winner loses at least half the force the "
        "loser lost. Captured leaders are set aside. Both hands refill to 7."
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
        "Units: leaders (Fast, force 4–5), ships (Fast, coastal only), troops (Fast or Medium, force 1–4) and "
        "fortifications (force 4, never move). Fast units move 1–3 spaces, Medium 1–2. Foreign American units "
        "(French, Spanish, German) need the French Alliance. Enemy stacks show only their top unit."
    ),
    "victory": (
        "Victory: the side controlling more territories at the end of 1783 wins (equal: a draw); a side whose "
        "units are all destroyed loses at once."
    ),
}


def rules_text(topic: str | None) -> str:
    """The summary for ``topic`` (turn, draw, move, battle, recruit, cards, setup, units, victory), or the overview;
    an unknown topic is refused, naming the known ones (WOI-TEXT-2; the service answers the refusal as an error)."""
    if topic and topic.strip():
        key = topic.strip().lower()
        if key not in TOPICS:
            raise IllegalAction(f"Unknown rules topic {topic.strip()!r}. Topics: {', '.join(TOPICS)}.")
        return TOPICS[key]
    overview = [TOPICS["turn"], TOPICS["victory"], f"Topics: {', '.join(TOPICS)} (/game rules topic)."]
    return "War of Independence 1775–1783 (Warp Empires)\n\n" + "\n\n".join(overview)
