"""Posts a channel could not take yet, kept in order and retried in the background.

Once a post to a channel fails for a passing reason (429 rate limit, a 5xx), it and every later post for that
channel wait in one queue per channel, so nothing overtakes it. A worker retries the head: after Discord's
``retry_after`` on a 429, with doubling back-off on a 5xx. After ``give_up_after`` failures in a row the GMs are
told once and the worker keeps trying at the longest interval: the posts stay in the outbox either way.
"""

import asyncio
import logging
from collections import deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import discord

from bot.service.api import Message

log = logging.getLogger("courier.discord")


@dataclass
class Backoff:
    """How long to wait between tries, and when to tell the GMs."""

    base: float = 1.0
    cap: float = 300.0
    give_up_after: int = 8


def is_passing(error: discord.HTTPException) -> bool:
    """A failure worth retrying: rate limited, or Discord's own trouble."""
    return error.status == 429 or error.status >= 500


def retry_after(error: discord.HTTPException) -> float | None:
    """The seconds a 429 asks us to wait (its header, else its body), None when not said."""
    headers = getattr(error.response, "headers", None) or {}
    for value in (headers.get("Retry-After"), getattr(error, "retry_after", None)):
        try:
            if value is not None:
                return max(0.0, float(value))
        except (TypeError, ValueError):
            continue
    return None


class ChannelQueues:
    """One ordered queue and one retrying worker per channel."""

    def __init__(
        self,
        send: Callable[[Message], Awaitable[None]],
        give_up: Callable[[str, discord.HTTPException], Awaitable[None]],
        backoff: Backoff | None = None,
    ) -> None:
        self._send = send
        self._give_up = give_up
        self.backoff = backoff or Backoff()
        self._queues: dict[str, deque[Message]] = {}
        self._workers: dict[str, asyncio.Task[None]] = {}

    def busy(self, channel_id: str) -> bool:
        """Whether posts already wait for ``channel_id`` (a new one must queue behind them)."""
        return bool(self._queues.get(channel_id))

    def add(self, channel_id: str, message: Message) -> None:
        """Queue ``message`` behind the channel's waiting posts and make sure a worker runs."""
        self._queues.setdefault(channel_id, deque()).append(message)
        worker = self._workers.get(channel_id)
        if worker is None or worker.done():
            self._workers[channel_id] = asyncio.create_task(self._drain(channel_id), name=f"courier-retry-{channel_id}")

    def holds(self, message: Message) -> bool:
        """Whether ``message`` (this very one) waits in a channel's queue."""
        return any(waiting is message for queue in self._queues.values() for waiting in queue)

    async def idle(self) -> None:
        """Wait until every queue is empty (tests, and a clean stop)."""
        while any(not w.done() for w in self._workers.values()):
            await asyncio.gather(*self._workers.values(), return_exceptions=True)

    def stop(self) -> None:
        """Stop the workers; what they held stays undelivered in the outbox for the next start."""
        for worker in self._workers.values():
            worker.cancel()
        self._workers.clear()
        self._queues.clear()

    async def _drain(self, channel_id: str) -> None:
        queue = self._queues[channel_id]
        failures = 0
        while queue:
            try:
                await self._send(queue[0])
            except discord.HTTPException as error:
                failures += 1
                if failures == self.backoff.give_up_after:
                    log.warning("posts to channel %s still fail after %d tries: %s", channel_id, failures, error)
                    await self._give_up(channel_id, error)
                await asyncio.sleep(self._wait(error, failures))
                continue
            queue.popleft()
            failures = 0

    def _wait(self, error: discord.HTTPException, failures: int) -> float:
        asked = retry_after(error) if error.status == 429 else None
        if asked is not None:
            return asked
        return min(self.backoff.cap, self.backoff.base * 2 ** (failures - 1))
