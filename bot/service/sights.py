"""What the rules say of a state, worked out once per state: its situation, each seat's legal actions, and each
viewer's observation (``Seen``). States are never changed in place, so a state object is its own version: a new
action, a rollback or a GM's edit makes a new state object, which starts with nothing remembered.

Two memos, each bounded by what it costs in memory. An entry keeps its state alive (about 25 KB for a War of
Independence state), so the rules' answers (about 7 KB more) are kept for the latest 2,048 states: about 64 MB,
enough for the current state of every game of a 1,000-game process and the state before it. A viewer's ``Seen``
holds an observation and, once drawn, a board (about 70 KB more, in some 5,000 objects), so only the latest few
are kept: those of the command at hand."""

import threading
from collections import OrderedDict
from typing import Any

from rules.core.contract import Action, GameState, Ruleset
from rules.core.observe import Seen
from rules.core.situation import Situation

REMEMBERED_STATES = 2048
"""States whose situation and legal actions are kept (about 32 KB each with the state, 64 MB in all)."""
REMEMBERED_VIEWS = 16
"""States whose viewers' observations (``Seen``) are kept (about 100 KB each): those of the latest commands. Kept
longer, they outlived the collector's young collections and were most of what it walked (``bot.service.heap``):
at 192, ``bench.load`` at 100 commands a second spent 1.2-1.3 s of each 20 s in the collector, at 16 0.45 s."""


class _Memo:
    """Values keyed by a state object and a name, the entries of the latest ``size`` states kept (the oldest
    dropped). Each entry holds its state, so an id is never taken for another state while it is kept."""

    def __init__(self, size: int) -> None:
        self._size = size
        self._states: OrderedDict[int, tuple[GameState, dict[Any, Any]]] = OrderedDict()
        self._lock = threading.Lock()

    def entry(self, state: GameState) -> dict[Any, Any]:
        """The values remembered for ``state`` (a new empty entry for a state not remembered)."""
        key = id(state)
        with self._lock:
            found = self._states.get(key)
            if found is None or found[0] is not state:
                found = (state, {})
                self._states[key] = found
                while len(self._states) > self._size:
                    self._states.popitem(last=False)
            else:
                self._states.move_to_end(key)
            return found[1]


class Sights:
    """The memos of a process. Safe to use from the event loop and the rules' worker threads at once."""

    def __init__(self, states: int = REMEMBERED_STATES, views: int = REMEMBERED_VIEWS) -> None:
        self._rules = _Memo(states)
        self._views = _Memo(views)

    def situation(self, ruleset: Ruleset, state: GameState) -> Situation:
        """The situation of ``state``."""
        memo = self._rules.entry(state)
        if "situation" not in memo:
            memo["situation"] = ruleset.situation(state)
        found: Situation = memo["situation"]
        return found

    def legal(self, ruleset: Ruleset, state: GameState, seat: str) -> list[Action]:
        """``seat``'s legal actions in ``state``."""
        memo = self._rules.entry(state)
        key = ("legal", seat)
        if key not in memo:
            memo[key] = ruleset.legal_actions(state, seat)
        found: list[Action] = memo[key]
        return found

    def legal_count(self, ruleset: Ruleset, state: GameState, seat: str) -> int:
        """How many legal actions ``seat`` has in ``state`` (counted by the ruleset unless they are listed)."""
        memo = self._rules.entry(state)
        if ("legal", seat) in memo:
            return len(memo["legal", seat])
        key = ("count", seat)
        if key not in memo:
            memo[key] = ruleset.legal_count(state, seat)
        found: int = memo[key]
        return found

    def known_legal(self, state: GameState, seat: str) -> list[Action] | None:
        """``seat``'s legal actions in ``state`` if they were worked out already (None: not yet)."""
        found: list[Action] | None = self._rules.entry(state).get(("legal", seat))
        return found

    def seen(self, ruleset: Ruleset, state: GameState, seat: str | None) -> Seen:
        """What ``seat`` (None: the public) may be shown of ``state``."""
        memo = self._views.entry(state)
        if seat not in memo:
            memo[seat] = Seen(ruleset, state, seat)
        found: Seen = memo[seat]
        return found
