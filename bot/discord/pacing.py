"""Pacing the bot's own REST calls under Discord's global rate limit.

Discord lets a bot token make about 50 requests a second in all (its global limit; interaction responses and
followups are not counted), whatever the per-route limits allow. Past it every request is answered 429, and a
bot answered 429 (or 401, 403) 10,000 times in ten minutes is banned from the API for an hour. discord.py only
reacts to a global 429 once it has had one, so a busy bot would keep bursting into the limit. Courier instead waits
its turn before each call (``Pacer``): a little under its share of the limit, in the order the calls were made.
The calls that wait are queued, never dropped; what they carry is in the outbox until it is sent, and an invoker
whose posts would wait is answered at once (``Pacer.backlog``; interaction replies are not paced).

Every process of one bot shares the limit, so each paces at the share of its shards (``COURIER_SHARDS``): two
processes with half the shards each take half of it."""

import asyncio
import time
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from discord.http import HTTPClient, Route

GLOBAL_LIMIT = 50.0
"""Requests a second Discord allows a bot token (``COURIER_REQUESTS_PER_SECOND`` for a bot granted more)."""
HEADROOM = 0.9
"""The share of the limit used: Discord counts in its own windows, and the clocks do not agree to the millisecond."""


class Pacer:
    """``rate`` calls a second, and up to ``burst`` at once after a quiet spell (a token bucket, kept as the time the
    next call is due: no rounding can make it spin); callers are served in the order they asked."""

    def __init__(
        self,
        rate: float,
        burst: float | None = None,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep,
    ) -> None:
        self.rate = rate
        self.burst = rate if burst is None else burst
        self._clock, self._sleep = clock, sleep
        self._due = clock()
        """When the next call would go were every call spaced at the rate."""
        self._waiting = 0
        self._lock = asyncio.Lock()

    async def wait(self) -> None:
        """Return when the next call may go: at once while it is at most ``burst`` calls ahead of the rate."""
        self._waiting += 1
        try:
            async with self._lock:  # FIFO: calls go in the order they asked
                now = self._clock()
                due = max(self._due, now)
                early = due - (self.burst - 1) / self.rate - now
                if early > 0:
                    await self._sleep(early)
                self._due = due + 1 / self.rate
        finally:
            self._waiting -= 1

    def backlog(self) -> float:
        """How many seconds a call asked now would wait (behind the calls waiting already)."""
        now = self._clock()
        due = max(self._due, now) + self._waiting / self.rate
        return max(0.0, due - (self.burst - 1) / self.rate - now)


def process_rate(limit: float, shard_ids: Sequence[int] | None = None, shard_count: int | None = None) -> float:
    """The calls a second this process may make: ``HEADROOM`` of the token's ``limit``, times the share of the
    shards it runs (all of them when ``COURIER_SHARDS`` is unset)."""
    share = len(shard_ids) / shard_count if shard_ids and shard_count else 1.0
    return limit * HEADROOM * share


def pace(http: HTTPClient, pacer: Pacer) -> None:
    """Make every REST call of ``http`` (the bot token's: DMs, channel posts, command sync; interaction callbacks
    and followups go by another way and are not paced) wait for ``pacer`` first."""

    async def paced(route: Route, **kwargs: Any) -> Any:
        await pacer.wait()
        return await type(http).request(http, route, **kwargs)

    http.request = paced  # type: ignore[method-assign]
