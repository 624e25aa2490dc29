"""Why an action is refused, in words, with the rule that forbids it: each returns (rule id, reason) or None."""

from rules.independence import combat
from rules.independence.actions import place_name
from rules.independence.cards import BATTLE, CARD_TYPE, card_type
from rules.independence.economy import may_field, recruit_territories, unit_cost
from rules.independence.events_cards import playable
from rules.independence.stacks import occupied
from rules.independence.state import WoiState
from rules.independence.territories import TERRITORY_BY_ID, WOI_MAP
from rules.independence.units import BRITISH, UNIT_TYPE, other, unit_type

Refusal = tuple[str, str] | None
ADJECTIVE = {BRITISH: "a British", "Americans": "an American"}


def _held(state: WoiState, side: str, key: str) -> int:
    return sum(1 for c in state.hands[side] if card_type(c).key == key)


def play(state: WoiState, side: str, key: str) -> Refusal:
    """Why ``side`` may not play a card of type ``key`` in its Move phase (ruling WOI-R-13 and the cards' rules)."""
    card = CARD_TYPE.get(key)
    if card is None or not _held(state, side, key):
        return "WOI-R-13", f"you hold no {card.name if card else key}"
    if card.side is not None and card.side != side:
        return "WOI-R-13", f"{card.name} is {ADJECTIVE[card.side]} card: you may only discard it"
    if card.category == BATTLE:
        return "WOI-R-13", f"{card.name} is a battle card, played only in a battle (/battle cards:…)"
    if key == "winter_offensive" and not state.winter:
        return "WOI-R-23", "Winter Offensive is played only in a winter turn"
    if card.category == "move" and state.winter:
        return "WOI-TURN-3", "units cannot move or attack in winter turns"
    if key == "french_alliance" and state.french_alliance:
        return "WOI-R-17", "the French Alliance is already in force"
    if key == "enlistments" and state.winter:
        return "WOI-R-24", "units cannot be recruited in winter turns, by Enlistments neither"
    if not playable(state, side, key):
        return "WOI-R-24", "your pile holds no unit you may field"
    return None


def place(state: WoiState, side: str, territory: str) -> Refusal:
    """Why ``side`` may not put an event's control marker on ``territory`` (ruling WOI-R-14)."""
    if territory not in TERRITORY_BY_ID:
        return "WOI-MAP-1", "there is no such territory on the map"
    if state.control.get(territory) == side:
        return "WOI-R-14", f"you control {place_name(territory)} already"
    if occupied(state, territory, other(side)):
        return "WOI-R-14", f"enemy units stand in {place_name(territory)}"
    return None


def recruit(state: WoiState, side: str, key: str, territory: str, paying: bool) -> Refusal:
    """Why ``side`` may not take a drawn unit of type ``key`` into ``territory`` (WE-RECRUIT-1..6, WOI-R-4)."""
    unit = UNIT_TYPE.get(key)
    if unit is None or not any(unit_type(c).key == key for c in state.drawn):
        return "WE-RECRUIT-1", f"no {unit.name if unit else key} among the units you drew"
    if not may_field(state, key):
        return "WOI-R-4", f"{unit.name} is a foreign unit, fielded only under the French Alliance"
    cost = unit_cost(key, paying)
    if cost > state.treasury[side]:
        return "WE-RECRUIT-2", f"{unit.name} costs {cost} and your treasury holds {state.treasury[side]}"
    if territory not in recruit_territories(state, side):
        where = place_name(territory) if territory in TERRITORY_BY_ID else territory
        if state.control.get(territory) != side:
            return "WE-RECRUIT-6", f"new units start in a territory you control, and you do not control {where}"
        return "WE-RECRUIT-6", f"enemy units stand in {where}"
    return None


def seal(state: WoiState, side: str, keys: tuple[str, ...]) -> Refusal:
    """Why ``side`` may not seal the battle cards ``keys`` (WE-BATTLE-3, WOI-CARD-2, WOI-CARD-3)."""
    battle = state.battle
    assert battle is not None
    attacking = battle.attacker == side
    for key in sorted(set(keys)):
        card = CARD_TYPE.get(key)
        name = card.name if card else key
        if card is None or _held(state, side, key) < keys.count(key):
            return "WE-BATTLE-3", f"you do not hold {keys.count(key)} × {name}"
        if card.category != BATTLE:
            return "WE-BATTLE-3", f"{name} is not a battle card"
        if not combat.card_allowed(key, attacking):
            if key == "garrison":
                return "WOI-CARD-2", "Garrison adds force to the defender only, and you attack"
            return "WOI-CARD-3", "Siege adds force to the attacker only, and you defend"
    return None


def retreat(state: WoiState, destination: str) -> Refusal:
    """Why the loser may not retreat to ``destination`` (WE-BATTLE-6, ruling WOI-R-11)."""
    battle = state.battle
    assert battle is not None and battle.winner is not None
    if destination not in TERRITORY_BY_ID or not WOI_MAP.adjacent(battle.territory, destination):
        return "WE-BATTLE-6", f"a retreat goes one space, to a territory next to {place_name(battle.territory)}"
    if occupied(state, destination, battle.winner):
        return "WOI-R-11", f"enemy units stand in {place_name(destination)}"
    return None
