"""When one game fails: the error is logged with an id, the game's GM is told once, and nothing else stops.

A failure inside a game (its AI, its deadline, a state the rules cannot work with) must never block another
game, nor the GM's recovery commands. This module turns such an exception into a logged error id and a notice
to the game's GM, remembered per game version so a game that fails on every tick is reported once.
"""

import logging
import secrets
from collections.abc import Callable, Hashable
from typing import TypeVar

from bot.service.api import Message
from bot.store import GameRecord

log = logging.getLogger("courier.service")
T = TypeVar("T")

RECOVERY = "`/gm rollback to:<n>`, `/gm seat`, `/gm edit`, `/gm dump` or `/game end`"


def new_error_id() -> str:
    """A short id a user can quote and the host can find in the log."""
    return secrets.token_hex(4)


class Reported:
    """Which failures were already told to a GM (in memory: after a restart each is told once more)."""

    def __init__(self) -> None:
        self._seen: set[Hashable] = set()

    def first_time(self, key: Hashable) -> bool:
        """True the first time ``key`` (a game, what failed, where it stood) is reported."""
        if key in self._seen:
            return False
        self._seen.add(key)
        return True

    def seen(self, key: Hashable) -> bool:
        """Whether ``key`` failed before."""
        return key in self._seen


def failure_notice(record: GameRecord, what: str, error_id: str) -> Message:
    """A DM to the game's GM: what failed, the error id, and the commands that recover."""
    text = (
        f"⚠️ Game #{record.id} in <#{record.channel_id}>: {what} failed (error id `{error_id}`). "
        f"Other games and your GM commands still work: {RECOVERY}."
    )
    return Message(to="dm", text=text, user_id=record.gm_user, channel_id=record.channel_id)


def logged_failure(record: GameRecord, what: str, error: BaseException, notify: bool = True) -> list[Message]:
    """Log ``error`` with a new error id; with ``notify``, the notice to the game's GM."""
    error_id = new_error_id()
    log.error("game %s: %s failed (error id %s)", record.id, what, error_id, exc_info=error)
    return [failure_notice(record, what, error_id)] if notify else []


def computed(work: Callable[[], T], fallback: T, what: str = "a view") -> T:
    """``work()``, or ``fallback`` when the rules fail on the state (logged with an error id)."""
    try:
        return work()
    except Exception as error:
        log.error("%s failed (error id %s)", what, new_error_id(), exc_info=error)
        return fallback
