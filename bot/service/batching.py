"""Group commit: items handed in while a write of earlier ones runs are written together in the next one.

Every message sent is marked delivered, one by one as Discord accepts them (two or three a command), and each mark
was a transaction of its own, flushed to the disk, queued behind the commands' transactions on SQLite's one
writing connection. Joined, the marks of a busy second take a few transactions."""

import asyncio
import contextlib
from collections.abc import Awaitable, Callable
from typing import Generic, TypeVar

T = TypeVar("T")


class Batcher(Generic[T]):
    """Writes items through ``write`` one batch at a time: ``add`` returns once its items are written (or raises
    what their batch's write raised); items added while a batch is being written go into the next."""

    def __init__(self, write: Callable[[list[T]], Awaitable[None]]) -> None:
        self._write = write
        self._items: list[T] = []
        self._waiters: list[asyncio.Future[None]] = []
        self._task: asyncio.Task[None] | None = None

    async def add(self, items: list[T]) -> None:
        """Write ``items`` with whatever else is waiting."""
        if not items:
            return
        waiter: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._items += items
        self._waiters.append(waiter)
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._drain(), name="courier-batch")
        try:
            await asyncio.shield(waiter)
        except asyncio.CancelledError:
            waiter.add_done_callback(_retrieved)  # the batch is still written; its outcome goes unread
            raise

    async def _drain(self) -> None:
        try:
            while self._items:
                items, waiters = self._items, self._waiters
                self._items, self._waiters = [], []
                try:
                    await self._write(items)
                except Exception as error:
                    _settle(waiters, error)
                else:
                    _settle(waiters, None)
        finally:
            self._task = None

    async def close(self) -> None:
        """Wait for the writes under way."""
        if self._task is not None:
            with contextlib.suppress(Exception):
                await self._task


def _retrieved(waiter: asyncio.Future[None]) -> None:
    if not waiter.cancelled():
        waiter.exception()


def _settle(waiters: list[asyncio.Future[None]], error: Exception | None) -> None:
    for waiter in waiters:
        if waiter.done():
            continue
        if error is None:
            waiter.set_result(None)
        else:
            waiter.set_exception(error)
