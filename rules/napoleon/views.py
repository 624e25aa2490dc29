"""What each seat and the public may see: the JSON view and texts (the board for the renderer is in ``board``)."""

from typing import Any

from rules.napoleon.cards import CARDS
from rules.napoleon.countries import COUNTRIES, REINFORCEMENTS, SIDES, name
from rules.napoleon.legality import to_act
from rules.napoleon.reinforcements import pool
from rules.napoleon.state import NapoleonState
from rules.napoleon.victory import scores

PHASE_NAMES = {
    "discard": "Draw phase (discard to 7)",
    "move": "Move phase",
    "attack": "Attack phase",
    "battle": "Attack phase (battle cards)",
    "retreat": "Attack phase (retreat)",
    "over": "Game over",
}


def turn_label(state: NapoleonState) -> str:
    """The round and whose turn it is."""
    return f"Round {min(state.round, state.rounds)} of {state.rounds} — {state.active}"


def view(state: NapoleonState, seat: str | None) -> dict[str, Any]:
    """The JSON view for ``seat`` (None: the public); only the seat's own hand is shown, never the deck."""
    battle = state.battle
    data: dict[str, Any] = {
        "ruleset": "napoleon",
        "round": state.round,
        "rounds": state.rounds,
        "active": state.active,
        "phase": state.phase,
        "to_act": to_act(state),
        "countries": {
            c: {
                "name": name(c),
                "controller": state.controller(c),
                **{s: state.count(s, c) for s in SIDES},
                "reinforcements": REINFORCEMENTS[c],
            }
            for c in COUNTRIES
        },
        "pool": {s: pool(state, s) for s in SIDES},
        "hand_sizes": {s: len(state.hands[s]) for s in SIDES},
        "deck": len(state.deck.draw_pile),
        "discard": len(state.deck.discard_pile),
        "battle": None
        if battle is None
        else {
            "country": battle.country,
            "attacker": battle.attacker,
            "defender": battle.defender,
            "deciding": battle.deciding,
            "cards": {s: CARDS[c].name for s, c in battle.cards.items()},
        },
        "retreat": state.retreat.model_dump() if state.retreat else None,
        "moves": [m.model_dump() for m in state.moves],
        "battles": [b.model_dump() for b in state.battles],
        "scores": scores(state),
        "result": state.outcome.model_dump() if state.outcome else None,
    }
    if seat in SIDES:
        data["hand"] = [CARDS[c].name for c in state.hands[seat]]
    return data


def status_text(state: NapoleonState) -> str:
    """A few lines for /game status."""
    score = scores(state)
    lines = [
        f"Napoleonic Europe — {turn_label(state)}, {PHASE_NAMES[state.phase]}",
        f"Countries: France {score['France']}, Allies {score['Allies']}; "
        f"armies: France {state.on_board('France')}, Allies {state.on_board('Allies')}",
    ]
    if state.outcome is not None:
        lines.append(f"Winner: {', '.join(state.outcome.winners)} — {state.outcome.reason}")
    elif state.battle is not None:
        lines.append(f"Battle of {name(state.battle.country)}: {state.battle.deciding} may play a card")
    elif state.retreat is not None:
        lines.append(f"{state.retreat.side} must choose where to retreat from {name(state.retreat.country)}")
    return "\n".join(lines)


def hand_text(state: NapoleonState, seat: str) -> str | None:
    """The seat's hand, each card with the side it helps, where and how much."""
    if seat not in SIDES:
        return None
    hand = state.hands[seat]
    if not hand:
        return "No cards in hand."
    lines = [f"Your hand ({len(hand)} of at most 7):"]
    for c in hand:
        card = CARDS[c]
        use = "" if card.side == seat else " (helps the enemy: you can only hold or discard it)"
        lines.append(f"• {card.name}: +{card.bonus} Force to {card.side} in {name(card.country)}{use}")
    return "\n".join(lines)
