"""The texts a seat reads, drawn from its observation: /game status, /hand (each card's effect) and /forces."""

from rules.napoleon.cards import CARDS, Card
from rules.napoleon.countries import COUNTRIES, SIDES, armies_text, name
from rules.napoleon.play import heading
from rules.napoleon.reinforcements import COUNTERS, pool, reinforcement_value
from rules.napoleon.state import NapoleonState
from rules.napoleon.turn_steps import HAND_LIMIT
from rules.napoleon.victory import scores

ARMY_TEXT = "Each army is Force 1 and moves one country a turn; reinforcements cost nothing"
"""NAP-ATTACK-3, NAP-MOVE-1/3, NAP-REIN-2: the one unit type, in words."""


def status_text(state: NapoleonState) -> str:
    """A few lines for /game status: the heading, the score, and the battle or retreat under way."""
    score = scores(state)
    lines = [
        heading(state),
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


def card_effect(card: Card) -> str:
    """What a card does, with its numbers: "+2 Force to France in battles in Italy"."""
    return f"+{card.bonus} Force to {card.side} in battles in {name(card.country)}"


def hand_text(state: NapoleonState, seat: str) -> str | None:
    """The seat's hand, each card with what it does; cards of the enemy are marked as only worth holding."""
    if seat not in SIDES:
        return None
    hand = [c for c in state.hands[seat] if c in CARDS]
    if not hand:
        return "No cards in hand."
    lines = [f"Your hand ({len(hand)} of at most {HAND_LIMIT}):"]
    for c in hand:
        card = CARDS[c]
        use = "" if card.side == seat else " (helps the enemy: you can only hold or discard it)"
        lines.append(f"• {card.name}: {card_effect(card)}{use}")
    return "\n".join(lines)


def forces_text(state: NapoleonState, seat: str) -> str | None:
    """The seat's armies by country (how many may still move this turn, the enemy there, what the country
    yields), with what an army is."""
    if seat not in SIDES:
        return None
    moving = seat == state.active and state.phase == "move"
    lines = [f"Your armies ({state.on_board(seat)} on the board, {pool(state, seat)} of {COUNTERS} counters free):"]
    for country in COUNTRIES:
        mine = state.count(seat, country)
        if not mine:
            continue
        notes = []
        if moving and state.movable(country) < mine:
            notes.append(f"{state.movable(country)} may still move")
        enemy = sum(state.count(s, country) for s in SIDES if s != seat)
        if enemy:
            notes.append(f"battle: {armies_text(enemy)} of the enemy")
        elif reinforcement_value(seat, country):
            notes.append(f"gives {reinforcement_value(seat, country)} a turn")
        extra = f" ({'; '.join(notes)})" if notes else ""
        lines.append(f"• {name(country)}: {armies_text(mine)}{extra}")
    if len(lines) == 1:
        lines.append("• none")
    lines.append(f"{ARMY_TEXT}.")
    return "\n".join(lines)
