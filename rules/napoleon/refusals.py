"""Why an action is refused: each refusal names the option at fault, the rule and the reason, checked without
listing every legal action (a move is validated from its three options alone)."""

from rules.core.errors import IllegalAction
from rules.napoleon.actions import MoveArmies
from rules.napoleon.cards import CARDS
from rules.napoleon.countries import ENGLAND, FRANCE, NAMES, OTTOMAN, does, name
from rules.napoleon.movement import amounts, destinations, legal_moves, origins, worded
from rules.napoleon.state import NapoleonState

Why = tuple[str, str] | None
"""Why a choice is refused (the message and the rule), None when it is allowed."""


def shown(country: str) -> str:
    """A country's display name, or the id as typed when it is no country."""
    return NAMES.get(country, country)


def card_name(card: str) -> str:
    """A card's display name, or the id as typed when it is no card."""
    return CARDS[card].name if card in CARDS else card


def check_move(state: NapoleonState, move: MoveArmies) -> None:
    """NAP-MOVE-*, NAP-MAP-3/4: IllegalAction naming the option at fault, the rule, why, and what is allowed at
    that stage (the origins; the moves from the origin; the amounts to the destination), unless legal."""
    why = origin_refused(state, move.origin)
    if why is not None:
        raise IllegalAction(*why, allowed=[f"/move from:{name(c)}" for c in origins(state)])
    why = destination_refused(state.active, move.origin, move.destination)
    if why is not None:
        raise IllegalAction(*why, allowed=[m.label() for m in legal_moves(state, move.origin)])
    why = amount_refused(state, move)
    if why is not None:
        raise IllegalAction(*why, allowed=[m.label() for m in legal_moves(state, move.origin, move.destination)])


def origin_refused(state: NapoleonState, origin: str) -> Why:
    """NAP-MOVE-1/3: the active side has armies in ``origin`` that may still move."""
    if state.count(state.active, origin) == 0:
        return f"from:{shown(origin)}: {does(state.active, 'has', 'have', start=False)} no armies there", "NAP-MOVE-1"
    if state.movable(origin) <= 0:
        return f"from:{shown(origin)}: every army there has moved this turn (each moves once a turn)", "NAP-MOVE-3"
    return None


def destination_refused(side: str, origin: str, destination: str) -> Why:
    """NAP-MOVE-1/5/6, NAP-MAP-3/4: ``destination`` may be entered from ``origin``."""
    to = f"to:{shown(destination)}"
    if destination == ENGLAND:
        rule = "NAP-MOVE-5" if side == FRANCE else "NAP-MOVE-6"
        return f"{to}: no army may enter England (the French never land there, the Allies never go back)", rule
    if destination == OTTOMAN:
        return f"{to}: the Ottoman Empire is closed to every army", "NAP-MAP-3"
    if destination in destinations(origin):
        return None
    if origin == ENGLAND and destination in NAMES:
        return f"{to}: {name(destination)} is landlocked: England's fleet cannot reach it", "NAP-MAP-4"
    reach = ", ".join(name(c) for c in destinations(origin))
    return f"{to}: {shown(destination)} does not border {shown(origin)} (armies there may go to {reach})", "NAP-MOVE-1"


def amount_refused(state: NapoleonState, move: MoveArmies) -> Why:
    """NAP-MOVE-3/7: the amount is offered for the armies that may still move."""
    movable = state.movable(move.origin)
    where = shown(move.origin)
    if move.armies > movable:
        return f"armies:{move.armies}: only {movable} armies in {where} have not moved this turn", "NAP-MOVE-3"
    words = worded(movable)
    if move.amount is not None:
        if words.get(move.amount) == move.armies:
            return None
        return f"armies:{move.amount} stands for {words.get(move.amount, 0)} armies in {where} now", "NAP-MOVE-7"
    if move.armies in amounts(movable):
        return None
    numbers = ", ".join(str(n) for n in amounts(movable))
    said = ", ".join(f"{word} ({n})" for word, n in words.items())
    return (
        f"armies:{move.armies}: move {numbers} armies at a time, or {said} (repeat the move for other numbers)",
        "NAP-MOVE-7",
    )


def refuse_card(state: NapoleonState, seat: str, card: str, rule: str, why: str) -> IllegalAction:
    """NAP-DRAW-2, NAP-ATTACK-5: the refusal of a card not in hand, or one that does not apply."""
    if card not in state.hands[seat]:
        return IllegalAction(f"card:{card_name(card)}: it is not in your hand", rule=rule)
    return IllegalAction(f"card:{card_name(card)}: {why}", rule=rule)


def card_use(seat: str, card: str, country: str) -> str:
    """Why ``card`` does not help ``seat`` in a battle in ``country``."""
    if card not in CARDS:
        return "no such card"
    info = CARDS[card]
    if info.side != seat:
        side = "France's" if info.side == FRANCE else "the Allies'"
        return f"it is {side} card"
    return f"it counts only in battles in {name(info.country)}, and this battle is in {name(country)}"
