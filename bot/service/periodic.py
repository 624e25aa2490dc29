"""A background task that does one step every so many seconds until it is stopped."""

import asyncio
import contextlib


class Periodic:
    """Runs ``step`` every ``seconds`` (the first after one period) in a task named ``name``; a subclass says
    what a step does."""

    def __init__(self, seconds: float, name: str) -> None:
        self._seconds = seconds
        self._name = name
        self._task: asyncio.Task[None] | None = None

    async def step(self) -> None:
        """One step (a failure the step does not catch ends the task)."""
        raise NotImplementedError

    async def _run(self) -> None:
        while True:
            await asyncio.sleep(self._seconds)
            await self.step()

    def start(self) -> None:
        """Start the steps (a second start while running does nothing)."""
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._run(), name=self._name)

    async def stop(self) -> None:
        """Stop the steps, waiting for the task to end."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None
