"""The deadline clock: every so often, ask the service to apply due deadlines and deliver what follows."""

import logging
import time
from collections.abc import Callable

from discord.ext import tasks

from bot.discord import errors
from bot.discord.delivery import Delivery
from bot.service.api import Service

log = logging.getLogger("courier.discord")


class DeadlineClock:
    """A background loop calling ``service.fire_due_deadlines(now)``; a failing tick is logged, not fatal."""

    def __init__(
        self, service: Service, delivery: Delivery, seconds: float, clock: Callable[[], float] = time.time
    ) -> None:
        self._service = service
        self._delivery = delivery
        self._clock = clock
        self._loop = tasks.loop(seconds=seconds)(self.tick)

    async def tick(self) -> None:
        """Fire due deadlines once and deliver their outcome."""
        try:
            outcome = await self._service.fire_due_deadlines(self._clock())
            await self._delivery.deliver(outcome)
        except Exception:
            log.exception("deadline tick failed (error id %s)", errors.new_error_id())

    def start(self) -> None:
        """Start ticking (the first tick runs at once)."""
        if not self._loop.is_running():
            self._loop.start()

    def stop(self) -> None:
        """Stop ticking."""
        self._loop.cancel()

    @property
    def running(self) -> bool:
        """Whether the loop is running."""
        return self._loop.is_running()
