"""The rules as topics for /game rules [topic], in our own words: an overview, then one topic per rule area,
card, country, the army and each term, each with its numbers."""

from rules.core.catalogue import Topic, Topics
from rules.napoleon.cards import DECK
from rules.napoleon.combat import DEFENDER_BONUS
from rules.napoleon.countries import FRANCE, LANDLOCKED, NAMES, NO_FRENCH_REINFORCEMENTS, REINFORCEMENTS, name
from rules.napoleon.movement import destinations
from rules.napoleon.nationalist import HOMELAND_BONUS, NATIONS, UPRISING_ROLL
from rules.napoleon.reinforcements import COUNTERS
from rules.napoleon.texts import ARMY_TEXT, card_effect
from rules.napoleon.turn_steps import DRAW, HAND_LIMIT
from rules.napoleon.victory import DEFAULT_ROUNDS, EMPIRE

AREAS: dict[str, str] = {
    "map": (
        "Europe c.1805 by country. Borders run both ways. England's fleet reaches every country except landlocked "
        "Warsaw and Switzerland. Nobody may enter the Ottoman Empire, and nobody may move (or retreat) into England."
    ),
    "move": (
        "/move from:<country> to:<adjacent country> armies:<amount>, chosen in that order. Each army moves once a "
        "turn. Armies may enter enemy-held countries (a battle follows). Amounts offered: 1, 2, 3, 5, 10, all but "
        "one and all of the armies that may still move; type armies:all or armies:all but one, or the number they "
        "stand for. Repeat a move for any other number (7 = 5 + 2). /done ends the move phase."
    ),
    "attack": (
        "Every country holding both sides' armies is a battle; the side whose turn it is attacks and picks the order "
        f"with /battle country:<name>. Force = armies + card + {DEFENDER_BONUS} for the defender (+{HOMELAND_BONUS} "
        "more at home, option home_defence) + 1D6; the higher total wins and a tie goes to the defender. The winner "
        "loses 1D6×10% of its armies (never more than twice the loser's armies), the loser 2D6×10% (rounded down); "
        "the loser's survivors retreat to an adjacent country they control (/retreat to:<name> when there is a "
        "choice) or are destroyed."
    ),
    "cards": (
        f"Draw {DRAW} cards each turn; keep at most {HAND_LIMIT} (/discard card:<name> face down). A card helps one "
        "side in one country: in a battle there, a side holding such a card gets a card window (the attacker "
        "first, then the defender) to /play card:<name> (one each) or /done."
    ),
    "reinforcements": (
        "You control a country holding your armies and none of the enemy's. After your attacks, each country you "
        "control gives its reinforcements (France 4; England, Russia 3; Austria, Prussia, Rhineland 2; the rest 1; "
        f"Ottoman Empire 0). France gets nothing from Prussia, Russia or Austria. Each side has {COUNTERS} counters; "
        "reinforcements beyond them are lost."
    ),
    "nationalist": (
        "National resistance (our design, the source's section is lost): after the Allied reinforcements, each of "
        f"Spain, Portugal, Prussia, Austria and Russia held by France rolls 1D6; on {UPRISING_ROLL} or 6 the French "
        f"garrison there loses one army (option uprisings). Armies defending their homeland add +{HOMELAND_BONUS} "
        "Force: the French in France, the Allies in England, Russia, Austria and Prussia (option home_defence)."
    ),
    "victory": (
        "A side with no armies left loses at once. The Allies win at once if they still hold France at the end of a "
        "French turn; France wins at once if she holds Russia, Austria and Prussia at the end of an Allied turn. "
        f"Otherwise, after the last round ({DEFAULT_ROUNDS} by default, option rounds=<1-40>), France wins if she "
        f"controls at least {EMPIRE} countries, and the Allies win if she does not."
    ),
}
ALIASES: dict[str, tuple[str, ...]] = {
    "attack": ("battle", "retreat", "casualties"),
    "cards": ("draw", "hand", "discard"),
    "victory": ("win",),
    "nationalist": ("uprising", "uprisings"),
}
TERMS: tuple[Topic, ...] = (
    Topic("army", "Army", f"{ARMY_TEXT}. Each side owns {COUNTERS} counters (NAP-ARMY-1).", "unit", ("armies",)),
    Topic(
        "force",
        "Force",
        f"A side's battle total: 1 per army, +{DEFENDER_BONUS} defending, +{HOMELAND_BONUS} "
        "defending a homeland (option home_defence), + a card's bonus, + 1D6 (NAP-ATTACK-3..6).",
        "term",
    ),
    Topic(
        "control",
        "Control",
        "A side controls a country holding its armies and none of the enemy's; control "
        "gives reinforcements and counts for victory (NAP-REIN-1).",
        "term",
        ("controlled",),
    ),
    Topic(
        "contested",
        "Contested country",
        "A country holding both sides' armies: a battle this attack phase (NAP-ATTACK-1).",
        "term",
    ),
    Topic(
        "card_window",
        "Card window",
        "In a battle, a side holding a card for that country may play one "
        "(attacker first) or /done; a side with none is not asked (NAP-ATTACK-5).",
        "term",
    ),
    Topic(
        "homeland",
        "Homeland",
        f"France for the French; England, Russia, Austria and Prussia for the Allies: "
        f"their defenders add +{HOMELAND_BONUS} Force (NAP-NAT-2, option home_defence).",
        "term",
    ),
    Topic(
        "round",
        "Round",
        f"A French turn, then an Allied turn; {DEFAULT_ROUNDS} rounds by default (NAP-TURN-1, NAP-VIC-1).",
        "term",
        ("turn",),
    ),
    Topic(
        "counters",
        "Counters",
        f"Each side has {COUNTERS}; reinforcements beyond them are lost, destroyed "
        "armies come back as reinforcements (NAP-ARMY-1/2).",
        "term",
        ("pool",),
    ),
    Topic(
        "casualty_table",
        "Casualty table",
        "Winner: 1D6 × 10% of its armies, rounded down, at most twice the "
        "loser's armies. Loser: 2D6 × 10%, rounded down (12 = all). E.g. 10 armies, roll 4: 4 lost "
        "(NAP-ATTACK-7/8).",
        "table",
    ),
)
OVERVIEW = (
    f"Napoleonic Europe (Warpspawn): France against the Allies, over {DEFAULT_ROUNDS} rounds by default (option "
    "rounds=<1-40>). France moves first; a round is a French turn, then an Allied turn.\n"
    f"Each turn: draw {DRAW} cards (keep at most {HAND_LIMIT}) → move (/move, then /done) → attack (every country "
    "holding both sides' armies is a battle: /battle, /play or /done, /retreat) → reinforcements (automatic).\n"
    "Victory: the Allies win at once if they hold France after a French turn; France wins at once if she holds "
    "Russia, Austria and Prussia after an Allied turn; otherwise France wins if she controls at least "
    f"{EMPIRE} countries after the last round."
)
"""The answer to /game rules without a topic: short enough to share a Discord message with the command list."""


def _country(country: str) -> Topic:
    gives = f"gives {REINFORCEMENTS[country]} reinforcements a turn to the side controlling it"
    if country in NO_FRENCH_REINFORCEMENTS:
        gives += " (never to France)"
    borders = ", ".join(name(c) for c in destinations(country)) or "none: nobody may enter it"
    notes = " Landlocked: England's fleet cannot reach it." if country in LANDLOCKED else ""
    if country == "england":
        notes = " Nobody may move or retreat into it; its fleet reaches every coast."
    home = " The French homeland." if country == "france" else ""
    return Topic(country, NAMES[country], f"A country; {gives}. Armies may move to: {borders}.{notes}{home}", "country")


def _reinforcement_table() -> Topic:
    rows = ", ".join(f"{name(c)} {n}" for c, n in REINFORCEMENTS.items())
    text = (
        f"Armies each controlled country gives a turn (NAP-REIN-2): {rows}. France gets nothing from "
        + ", ".join(name(c) for c in sorted(NO_FRENCH_REINFORCEMENTS))
        + " (NAP-REIN-3)."
    )
    return Topic("reinforcement_table", "Reinforcement table", text, "table")


def topics() -> Topics:
    """Every rules topic: rule areas, cards, countries, the army, terms and tables."""
    found = [Topic(key, key.capitalize(), text, "rules", ALIASES.get(key, ())) for key, text in AREAS.items()]
    for card in DECK:
        side = "France's" if card.side == FRANCE else "the Allies'"
        found.append(
            Topic(
                card.id,
                card.name,
                f"One of {side} battle cards: {card_effect(card)} "
                "(play it in that battle's card window, NAP-ATTACK-5).",
                "card",
            )
        )
    found.extend(TERMS)
    found.append(_reinforcement_table())
    found.extend(_country(c) for c in NAMES)
    uprising_nations = ", ".join(name(c) for c in NATIONS)
    found.append(
        Topic(
            "nations",
            "Rising nations",
            f"{uprising_nations}: held by France, each rolls for an "
            f"uprising (on {UPRISING_ROLL}+) after the Allied reinforcements (NAP-NAT-1).",
            "term",
        )
    )
    return Topics(OVERVIEW, found)
