"""The move phase (NAP-MOVE-*): where armies may go and in what amounts."""

from rules.core.contract import Context
from rules.napoleon.actions import Amount, MoveArmies
from rules.napoleon.countries import COUNTRIES, armies_text, does, may_enter, name, neighbours, other
from rules.napoleon.state import MoveRecord, NapoleonState

STEP_AMOUNTS = (1, 2, 3, 5, 10)
"""NAP-MOVE-7: the fixed amounts offered besides "all" and "all but one"; any number is a sum of moves."""


def amounts(available: int) -> list[int]:
    """NAP-MOVE-7: the army counts a move from a stack of ``available`` movable armies may take."""
    offered = {a for a in STEP_AMOUNTS if a <= available} | {available, available - 1}
    return sorted(a for a in offered if a >= 1)


def worded(available: int) -> dict[Amount, int]:
    """NAP-MOVE-7: the amounts a player may also type as words, and the numbers they stand for."""
    words: dict[Amount, int] = {"all but one": available - 1, "all": available}
    return {word: n for word, n in words.items() if n >= 1}


_DESTINATIONS: dict[str, list[str]] = {origin: [c for c in neighbours(origin) if may_enter(c)] for origin in COUNTRIES}


def destinations(origin: str) -> list[str]:
    """NAP-MOVE-1, NAP-MOVE-4..6, NAP-MAP-3: where armies in ``origin`` may go."""
    return _DESTINATIONS.get(origin, [])


def origins(state: NapoleonState) -> list[str]:
    """NAP-MOVE-3: the countries holding armies of the active side that may still move, by id."""
    return [c for c in sorted(state.armies[state.active]) if state.movable(c) > 0]


def legal_moves(state: NapoleonState, origin: str | None = None, destination: str | None = None) -> list[MoveArmies]:
    """Every move the active side may make now (from ``origin``, to ``destination`` when given): by number,
    then (NAP-MOVE-7) "all but one" and "all" by word."""
    moves: list[MoveArmies] = []
    by_word: list[MoveArmies] = []
    for start in origins(state) if origin is None else [c for c in origins(state) if c == origin]:
        available = state.movable(start)
        for end in destinations(start):
            if destination is not None and end != destination:
                continue
            moves.extend(MoveArmies(origin=start, destination=end, armies=n) for n in amounts(available))
            by_word.extend(
                MoveArmies(origin=start, destination=end, armies=n, amount=word)
                for word, n in worded(available).items()
            )
    return moves + by_word


def apply_move(state: NapoleonState, move: MoveArmies, ctx: Context) -> None:
    """Move the armies and mark them as moved this turn (NAP-MOVE-3)."""
    state.add(state.active, move.origin, -move.armies)
    state.add(state.active, move.destination, move.armies)
    state.moved[move.destination] = state.moved.get(move.destination, 0) + move.armies
    state.moves.append(
        MoveRecord(
            turn=state.turn, side=state.active, origin=move.origin, destination=move.destination, armies=move.armies
        )
    )
    enemy = state.count(other(state.active), move.destination)
    clash = f" — {enemy} enemy {'army' if enemy == 1 else 'armies'} there: battle!" if enemy else ""
    ctx.say(
        f"{does(state.active, 'moves', 'move')} {armies_text(move.armies)} "
        f"from {name(move.origin)} to {name(move.destination)}{clash or '.'}",
        kind="move",
        seat=state.active,
        origin=move.origin,
        destination=move.destination,
        armies=move.armies,
    )
