"""Who must act and what they may do (NAP-TURN-*), and why a refused action is refused."""

from rules.core.contract import Action
from rules.core.errors import IllegalAction
from rules.napoleon.actions import DiscardCard, Done, MoveArmies, PlayCard, RetreatTo, StartBattle
from rules.napoleon.cards import CARDS
from rules.napoleon.combat import playable_cards
from rules.napoleon.countries import ENGLAND, FRANCE, NAMES, OTTOMAN, does, name, neighbours
from rules.napoleon.movement import amounts, destinations, legal_moves, offered, worded
from rules.napoleon.state import NapoleonState

_PHASE_RULE = {
    "discard": "NAP-DRAW-2",
    "move": "NAP-TURN-2",
    "attack": "NAP-ATTACK-1",
    "battle": "NAP-ATTACK-5",
    "retreat": "NAP-ATTACK-9",
    "over": "NAP-VIC-1",
}
_PHASE_KIND = {
    "discard": "discard",
    "move": "move",
    "attack": "battle",
    "battle": "play",
    "retreat": "retreat",
}


def to_act(state: NapoleonState) -> list[str]:
    """The one seat that must act now (none once the game is over)."""
    if state.phase == "over":
        return []
    if state.phase == "battle" and state.battle is not None:
        return [state.battle.deciding]
    if state.phase == "retreat" and state.retreat is not None:
        return [state.retreat.side]
    return [state.active]


def legal_actions(state: NapoleonState, seat: str) -> list[Action]:
    """Every action ``seat`` may take now."""
    if seat not in to_act(state):
        return []
    if state.phase == "discard":
        return [DiscardCard(card=c) for c in sorted(set(state.hands[seat]))]
    if state.phase == "move":
        return [*legal_moves(state), Done()]
    if state.phase == "attack":
        return [StartBattle(country=c) for c in state.contested()]
    if state.phase == "battle":
        return [*(PlayCard(card=c) for c in playable_cards(state, seat)), Done()]
    if state.phase == "retreat" and state.retreat is not None:
        return [RetreatTo(destination=c) for c in state.retreat.options]
    return []


def is_legal(state: NapoleonState, seat: str, action: Action) -> bool:
    """True when ``action`` is among ``seat``'s legal actions (moves are checked without listing them all)."""
    if isinstance(action, MoveArmies) and state.phase == "move" and seat in to_act(state):
        return (
            state.count(state.active, action.origin) > 0
            and action.destination in destinations(state, action.origin)
            and offered(action, state.movable(action.origin))
        )
    return action in legal_actions(state, seat)


def check(state: NapoleonState, seat: str, action: Action) -> None:
    """Raise IllegalAction, naming the rule and what is allowed now, unless ``action`` is legal."""
    if is_legal(state, seat, action):
        return
    legal = legal_actions(state, seat)
    allowed = [a.label() for a in legal]
    if seat not in to_act(state):
        waiting = ", ".join(to_act(state)) or "nobody (the game is over)"
        raise IllegalAction(f"It is not {seat}'s turn to act; waiting for {waiting}", rule="NAP-TURN-1")
    wanted = _PHASE_KIND.get(state.phase)
    if action.kind != wanted and not (isinstance(action, Done) and state.phase in ("move", "battle")):
        raise IllegalAction(
            f"/{action.verb} is not possible in the {state.phase} phase", rule=_PHASE_RULE[state.phase], allowed=allowed
        )
    message, rule = _reason(state, seat, action)
    raise IllegalAction(message, rule=rule, allowed=allowed)


def _reason(state: NapoleonState, seat: str, action: Action) -> tuple[str, str]:
    """The rule an action of the right kind breaks."""
    if isinstance(action, MoveArmies):
        return _move_reason(state, action)
    if isinstance(action, StartBattle):
        return f"There is no battle to fight in {_shown(action.country)}", "NAP-ATTACK-1"
    if isinstance(action, PlayCard | DiscardCard):
        rule = "NAP-DRAW-2" if isinstance(action, DiscardCard) else "NAP-ATTACK-5"
        if action.card not in state.hands[seat]:
            return f"{_card_name(action.card)} is not in your hand", rule
        return f"{_card_name(action.card)} does not help {seat} in this battle", rule
    if isinstance(action, RetreatTo):
        return f"{seat} may not retreat to {_shown(action.destination)}", "NAP-ATTACK-9"
    return f"/{action.verb} is not possible now", _PHASE_RULE[state.phase]


def _move_reason(state: NapoleonState, move: MoveArmies) -> tuple[str, str]:
    origin, destination = move.origin, move.destination
    if state.count(state.active, origin) == 0:
        return f"{does(state.active, 'has', 'have')} no armies in {_shown(origin)}", "NAP-MOVE-1"
    if destination == ENGLAND:
        if state.active == FRANCE:
            return "The French may never move into England", "NAP-MOVE-5"
        return "Allied armies may not move back to England", "NAP-MOVE-6"
    if destination == OTTOMAN:
        return "The Ottoman Empire may not be entered", "NAP-MAP-3"
    if destination not in destinations(state, origin):
        if origin == ENGLAND and destination in NAMES:
            return f"{_shown(destination)} is landlocked: England's fleet cannot reach it", "NAP-MAP-4"
        reach = ", ".join(name(c) for c in neighbours(origin))
        return f"{_shown(destination)} is not adjacent to {_shown(origin)} (adjacent: {reach})", "NAP-MOVE-1"
    movable = state.movable(origin)
    if move.armies > movable or movable == 0:
        return f"Only {movable} armies in {_shown(origin)} have not moved this turn", "NAP-MOVE-3"
    words = worded(movable)
    if move.amount is not None and move.amount in words:
        return f"armies:{move.amount} stands for {words[move.amount]} armies in {_shown(origin)} now", "NAP-MOVE-7"
    numbers = ", ".join(str(n) for n in amounts(movable))
    shown = ", ".join(f"{word} ({n})" for word, n in words.items())
    return f"Move {numbers} armies at a time, or {shown} (repeat the move for other numbers)", "NAP-MOVE-7"


def _shown(country: str) -> str:
    return NAMES.get(country, country)


def _card_name(card: str) -> str:
    return CARDS[card].name if card in CARDS else card
