"""What the rules say of a state, worked out once per state: its situation, each seat's legal actions, and each
viewer's observation (``Seen``). States are never changed in place, so a state object is its own version."""

import threading
from collections import OrderedDict
from typing import Any

from rules.core.contract import Action, GameState, Ruleset
from rules.core.observe import Seen
from rules.core.situation import Situation

REMEMBERED_STATES = 64


class Sights:
    """A small memo keyed by state object: the latest states asked about are kept, the oldest dropped. Safe to
    use from the event loop and the rules' worker threads at once."""

    def __init__(self, size: int = REMEMBERED_STATES) -> None:
        self._size = size
        self._states: OrderedDict[int, tuple[GameState, dict[Any, Any]]] = OrderedDict()
        self._lock = threading.Lock()

    def _memo(self, state: GameState) -> dict[Any, Any]:
        with self._lock:
            return self._entry(state)

    def _entry(self, state: GameState) -> dict[Any, Any]:
        key = id(state)
        found = self._states.get(key)
        if found is None or found[0] is not state:
            found = (state, {})
            self._states[key] = found
            while len(self._states) > self._size:
                self._states.popitem(last=False)
        else:
            self._states.move_to_end(key)
        return found[1]

    def situation(self, ruleset: Ruleset, state: GameState) -> Situation:
        """The situation of ``state``."""
        memo = self._memo(state)
        if "situation" not in memo:
            memo["situation"] = ruleset.situation(state)
        found: Situation = memo["situation"]
        return found

    def legal(self, ruleset: Ruleset, state: GameState, seat: str) -> list[Action]:
        """``seat``'s legal actions in ``state``."""
        memo = self._memo(state)
        key = ("legal", seat)
        if key not in memo:
            memo[key] = ruleset.legal_actions(state, seat)
        found: list[Action] = memo[key]
        return found

    def seen(self, ruleset: Ruleset, state: GameState, seat: str | None) -> Seen:
        """What ``seat`` (None: the public) may be shown of ``state``."""
        memo = self._memo(state)
        key = ("seen", seat)
        if key not in memo:
            memo[key] = Seen(ruleset, state, seat)
        found: Seen = memo[key]
        return found
