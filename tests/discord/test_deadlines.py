"""The deadline clock: due deadlines fire in the background and their outcome is delivered."""

import asyncio
import time

from bot.discord.config import Settings
from tests.discord.conftest import start_bot


async def test_a_tick_fires_due_deadlines_and_posts_the_result(harness, service):
    await harness.started_game()
    await harness.run("gm deadline", hours="1", policy="ai")
    harness.api.clear()
    harness.bot.deadlines._clock = lambda: time.time() + 2 * 3600  # two hours later
    await harness.bot.deadlines.tick()
    posts = harness.api.posts()
    assert posts and "British draw 5 cards." in posts[0].text, "the AI played the British draw when time ran out"
    assert await service.undelivered() == []


async def test_the_clock_runs_in_the_background_and_stops_on_close(service, discord_api):
    fired = asyncio.Event()
    calls: list[float] = []

    async def fire(now):
        calls.append(now)
        fired.set()
        return await type(service).fire_due_deadlines(service, now)

    service.fire_due_deadlines = fire
    bot = await start_bot(service, Settings(token="t", sync_commands=False, deadline_seconds=0.01))
    await asyncio.wait_for(fired.wait(), 2)
    assert bot.deadlines.running and calls[0] > 1.7e9
    await bot.close()
    await asyncio.sleep(0)
    assert not bot.deadlines.running


async def test_a_failing_tick_is_logged_and_the_clock_goes_on(harness, service, monkeypatch):
    async def broken(now):
        raise ConnectionError("database gone")

    monkeypatch.setattr(service, "fire_due_deadlines", broken)
    await harness.bot.deadlines.tick()
    (record,) = harness.errors.take()
    assert "deadline tick failed" in record.getMessage() and isinstance(record.exc_info[1], ConnectionError)
