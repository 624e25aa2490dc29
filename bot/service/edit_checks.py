"""What a `/gm edit` may not break: the game's seats, every piece and card kept once, and a state the rules can
still play. An edit that breaks any of these is refused and changes nothing."""

from collections import Counter
from typing import Any

from bot.service.errors import CommandError
from bot.service.history import ai_dice
from rules.core.contract import GameState, Ruleset
from rules.core.errors import IllegalAction
from rules.core.observe import Seen

SMOKE_ACTIONS = 12


def _leaves(data: Any, path: str = "") -> list[tuple[str, Any]]:
    """Every (dotted path, scalar) of a JSON value."""
    if isinstance(data, dict):
        return [leaf for key, value in data.items() for leaf in _leaves(value, f"{path}{key}.")]
    if isinstance(data, list):
        return [leaf for i, value in enumerate(data) for leaf in _leaves(value, f"{path}{i}.")]
    return [(path.rstrip("."), data)]


def _dicts(data: Any, path: str = "") -> list[tuple[str, dict[str, Any]]]:
    """Every (dotted path, dict) of a JSON value."""
    found: list[tuple[str, dict[str, Any]]] = []
    if isinstance(data, dict):
        found.append((path.rstrip("."), data))
        items = list(data.items())
    elif isinstance(data, list):
        items = [(str(i), v) for i, v in enumerate(data)]
    else:
        return found
    for key, value in items:
        found += _dicts(value, f"{path}{key}.")
    return found


def _tokens(data: Any) -> Counter[str]:
    """How often each string stands in a list (cards, pieces and the like are kept in lists)."""
    counts: Counter[str] = Counter()
    if isinstance(data, dict):
        for value in data.values():
            counts += _tokens(value)
    elif isinstance(data, list):
        for value in data:
            counts += (
                _tokens(value) if isinstance(value, dict | list) else Counter([value] if isinstance(value, str) else [])
            )
    return counts


def check_shape(before: dict[str, Any], after: dict[str, Any], setup: dict[str, Any], seats: list[str]) -> None:
    """Seats stay the game's seats; a field that named a seat still names one; tables by seat keep every seat;
    counts that were never negative stay so; a card or piece is never duplicated nor invented."""
    if after.get("seats") != before.get("seats"):
        raise CommandError("`seats` cannot be edited: they are the game's sides.")
    old = dict(_leaves(before))
    for path, value in _leaves(after):
        was = old.get(path)
        if isinstance(was, str) and was in seats and value not in seats:
            raise CommandError(f"`{path}` names a side; it must stay one of: {', '.join(seats)}.")
        if isinstance(was, int) and not isinstance(was, bool) and was >= 0 and isinstance(value, int) and value < 0:
            raise CommandError(f"`{path}` is a count; it cannot be negative.")
    old_dicts = dict(_dicts(before))
    for path, table in _dicts(after):
        was_table = old_dicts.get(path)
        if was_table is not None and set(was_table) == set(seats) and set(table) != set(seats):
            raise CommandError(f"`{path or 'the state'}` has one entry per side; keep every side: {', '.join(seats)}.")
    known, had, now = _tokens(setup), _tokens(before), _tokens(after)
    for token, count in now.items():
        if count > had[token] and token not in known and token not in had:
            raise CommandError(f"`{token}` is not a piece or card of this game.")
        if count > max(had[token], known[token], 1):
            raise CommandError(f"`{token}` would be in {count} places at once; move it (take it out first) instead.")


def check_playable(ruleset: Ruleset, state: GameState, seed: int, number: int) -> None:
    """The rules can still work with ``state``: who acts, the result, every side's view, hand and actions, and a
    few AI moves played on from it (on a copy)."""
    try:
        ruleset.check_invariants(state)
        ruleset.result(state)
        for viewer in [None, *state.seats]:
            seen = Seen(ruleset, state, viewer)
            _ = seen.status, seen.data, seen.hand
        for seat in state.seats:
            ruleset.legal_actions(state, seat)
        for step in range(SMOKE_ACTIONS):
            acting = ruleset.to_act(state)
            if ruleset.result(state) is not None or not acting:
                break
            if not set(acting) <= set(state.seats):
                raise ValueError(f"the sides to act ({', '.join(acting)}) are not the game's sides")
            observation = ruleset.observe(state, acting[0])
            action = ruleset.choose_action(observation, acting[0], ai_dice(seed, number + step))
            state = ruleset.apply(state, acting[0], action, ai_dice(seed, number + step)).state
    except (CommandError, IllegalAction) as error:
        raise CommandError(f"Cannot edit: the game could not go on from there ({error}).") from None
    except Exception as error:
        raise CommandError(
            f"Cannot edit: the rules fail on the edited state ({type(error).__name__}: {error})."
        ) from None
