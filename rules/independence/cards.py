"""The shared action deck: move cards, battle cards and event cards (WOI-DECK-1, WOI-CARD-1..7, WOI-EVENT-1..10)."""

from typing import NamedTuple

from rules.independence.units import AMERICANS, BRITISH

MOVE, BATTLE, EVENT = "move", "battle", "event"


class CardType(NamedTuple):
    """One line of the action deck: ``copies`` copies of this card are in the deck."""

    key: str
    name: str
    copies: int
    category: str
    stacks: int = 0
    bonus: int = 0
    side: str | None = None


CARD_TYPES: tuple[CardType, ...] = (
    CardType("tactical_move", "Tactical Move", 6, MOVE, stacks=1),
    CardType("operational_move", "Operational Move", 6, MOVE, stacks=2),
    CardType("strategic_move", "Strategic Move", 4, MOVE, stacks=3),
    CardType("french_alliance", "French Alliance", 3, EVENT, side=AMERICANS),
    CardType("garrison", "Garrison", 2, BATTLE, bonus=4),
    CardType("siege", "Siege", 2, BATTLE, bonus=4),
    CardType("bayonet_attack", "Bayonet Attack", 2, BATTLE),
    CardType("wheel_about", "Wheel About", 2, BATTLE, bonus=2),
    CardType("outflank", "Outflank", 2, BATTLE, bonus=6),
    CardType("bombardment", "Bombardment", 2, BATTLE, bonus=8),
    CardType("encircle", "Encircle", 2, BATTLE, bonus=10),
    CardType("counterattack", "Counterattack", 2, BATTLE),
    CardType("rearguard_action", "Rearguard Action", 2, BATTLE),
    CardType("night_march", "Night March", 2, MOVE, stacks=1),
    CardType("surprise", "Surprise", 2, BATTLE, bonus=12),
    CardType("enlistments", "Enlistments", 2, EVENT),
    CardType("spirit_of_rebellion", "Spirit of Rebellion", 2, EVENT, side=AMERICANS),
    CardType("french_supplies", "French Supplies", 2, EVENT, side=AMERICANS),
    CardType("tory_uprising", "Tory Uprising", 2, EVENT, side=BRITISH),
    CardType("indian_raids", "Indian Raids", 2, EVENT, side=BRITISH),
    CardType("declaration_of_independence", "Declaration of Independence", 1, EVENT, side=AMERICANS),
    CardType("winter_quarters", "Winter Quarters", 2, EVENT, side=BRITISH),
    CardType("winter_offensive", "Winter Offensive", 2, EVENT, side=AMERICANS),
    CardType("continental_congress", "Continental Congress", 1, EVENT, side=AMERICANS),
)

CARD_TYPE: dict[str, CardType] = {c.key: c for c in CARD_TYPES}

CONTROL_MARKERS: dict[str, int] = {
    "spirit_of_rebellion": 1,
    "tory_uprising": 1,
    "indian_raids": 1,
    "declaration_of_independence": 7,
    "continental_congress": 3,
}
"""Event cards that place control markers, and how many (WOI-EVENT-3, -5, -6, -7, -10)."""


def deck_ids() -> list[str]:
    """Every card of the action deck, as ``<card key>.<n>`` (WOI-DECK-1)."""
    return [f"{c.key}.{n}" for c in CARD_TYPES for n in range(1, c.copies + 1)]


def card_type(card: str) -> CardType:
    """The card type of a card id."""
    return CARD_TYPE[card.split(".", 1)[0]]


EFFECTS: dict[str, str] = {
    "tactical_move": "move 1 stack (Move phase, not in winter)",
    "operational_move": "move 2 stacks (Move phase, not in winter)",
    "strategic_move": "move 3 stacks (Move phase, not in winter)",
    "night_march": "move 1 stack (Move phase, not in winter)",
    "french_alliance": "Americans only: from now on the Americans may field French, Spanish and German units; "
    "leaves the game once played",
    "garrison": "battle card: +4 force to the defender only",
    "siege": "battle card: +4 force to the attacker only",
    "bayonet_attack": "battle card: +1 force per troop unit in your stack",
    "wheel_about": "battle card: +2 force",
    "outflank": "battle card: +6 force",
    "bombardment": "battle card: +8 force",
    "encircle": "battle card: +10 force",
    "surprise": "battle card: +12 force",
    "counterattack": "battle card: if you lose, the winner must lose three quarters of the force you lost, "
    "not half",
    "rearguard_action": "battle card: if you lose, your casualties are halved (rounded up)",
    "enlistments": "draw 2 random units you may field and place them free in territories you control "
    "(not in winter)",
    "spirit_of_rebellion": "Americans only: place 1 control marker",
    "french_supplies": "Americans only: +8 to your treasury (winter too)",
    "tory_uprising": "British only: place 1 control marker",
    "indian_raids": "British only: place 1 control marker",
    "declaration_of_independence": "Americans only: place 7 control markers; leaves the game once played",
    "winter_quarters": "British only: the Americans discard 2 troop units of their choice",
    "winter_offensive": "Americans only: move 1 stack in a winter turn",
    "continental_congress": "Americans only: place 3 control markers; leaves the game once played",
}
"""What each card does, in a few words (for `/hand` and the rules topics)."""


def describe_card(key: str) -> str:
    """A card with its effect: "Surprise — battle card: +12 force"."""
    return f"{CARD_TYPE[key].name} — {EFFECTS[key]}"
