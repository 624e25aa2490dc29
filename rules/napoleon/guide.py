"""The rules summary for /game rules [topic], in our own words: a short overview, the details by topic."""

from rules.core.errors import IllegalAction

TOPICS: dict[str, str] = {
    "map": (
        "Europe c.1805 by country. Borders run both ways. England's fleet reaches every country except landlocked "
        "Warsaw and Switzerland. Nobody may enter the Ottoman Empire, and nobody may move (or retreat) into England."
    ),
    "move": (
        "/move from:<country> to:<adjacent country> armies:<amount>. Each army moves once a turn. Armies may enter "
        "enemy-held countries (a battle follows). Amounts offered: 1, 2, 3, 5, 10, all but one and all of the armies "
        "that may still move; type armies:all or armies:all but one, or the number they stand for. Repeat a move "
        "for any other number (7 = 5 + 2). /done ends the move phase."
    ),
    "attack": (
        "Every country holding both sides' armies is a battle; the side whose turn it is attacks and picks the order "
        "with /battle country:<name>. Force = armies + card + 1 for the defender (+2 more at home) + 1D6; "
        "the higher total wins and a tie goes to the defender. The winner loses 1D6×10% of its armies (never more "
        "than twice the loser's armies), the loser 2D6×10% (rounded down); the loser's survivors retreat to an "
        "adjacent country they control (/retreat to:<name> when there is a choice) or are destroyed."
    ),
    "cards": (
        "Draw 2 cards each turn; keep at most 7 (/discard card:<name> face down). A card helps one side in one "
        "country: in a battle there, the attacker then the defender may /play card:<name> (one each) or /done."
    ),
    "reinforcements": (
        "You control a country holding your armies and none of the enemy's. After your attacks, each country you "
        "control gives its reinforcements (France 4; England, Russia 3; Austria, Prussia, Rhineland 2; the rest 1; "
        "Ottoman Empire 0). France gets nothing from Prussia, Russia or Austria. Each side has 80 counters; "
        "reinforcements beyond them are lost."
    ),
    "nationalist": (
        "National resistance: after the Allied reinforcements, each of Spain, Portugal, Prussia, Austria and Russia "
        "held by France rolls 1D6; on 5 or 6 the French garrison there loses one army. Armies defending their "
        "homeland add +2 Force: the French in France, the Allies in England, Russia, Austria and Prussia."
    ),
    "victory": (
        "A side with no armies left loses at once. The Allies win at once if they still hold France at the end of a "
        "French turn; France wins at once if she holds Russia, Austria and Prussia at the end of an Allied turn. "
        "Otherwise, after the last round (10 by default, option rounds=<n>), France wins if she controls at least "
        "four countries, and the Allies win if she does not."
    ),
}


ALIASES: dict[str, str] = {
    "battle": "attack",
    "retreat": "attack",
    "draw": "cards",
    "win": "victory",
    "uprising": "nationalist",
}
"""Other words a player may look a topic up by."""

OVERVIEW = (
    "Napoleonic Europe (Warpspawn): France against the Allies, over 10 rounds by default (option "
    "rounds=<1-40>). France moves first; a round is a French turn, then an Allied turn.\n"
    "Each turn: draw 2 cards (keep at most 7) → move (/move, then /done) → attack (every country holding both "
    "sides' armies is a battle: /battle, /play or /done, /retreat) → reinforcements (automatic).\n"
    "Victory: the Allies win at once if they hold France after a French turn; France wins at once if she holds "
    "Russia, Austria and Prussia after an Allied turn; otherwise France wins if she controls at least four "
    "countries after the last round.\n"
    "Details: /game rules topic:<topic>. Topics: " + ", ".join(TOPICS) + "."
)
"""The answer to /game rules without a topic: short enough to share a Discord message with the command list."""


def rules_text(topic: str | None) -> str:
    """The overview, or one topic in detail; an unknown topic is refused, naming the known ones."""
    if topic is None or not topic.strip():
        return OVERVIEW
    key = topic.strip().lower()
    key = ALIASES.get(key, key)
    if key not in TOPICS:
        raise IllegalAction(f"Unknown rules topic {topic.strip()!r}. Topics: {', '.join(TOPICS)}.")
    return TOPICS[key]
