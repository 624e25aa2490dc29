"""The deadline clock: due deadlines fire in the background and their outcome is delivered."""

import asyncio

from bot.discord.config import Settings
from tests.discord.conftest import start_bot


async def test_a_tick_fires_due_deadlines_and_posts_the_result(harness, service):
    await harness.started_game()
    await harness.run("battle", territory="Quebec")
    await harness.press("courier:900000000000000003:card:British:Skirmishers", user_id=2, guild=False)
    harness.api.clear()
    await harness.bot.deadlines.tick()
    (post,) = harness.api.posts()
    assert "Battle at Quebec: Americans: Bayonet Charge, British: Skirmishers" in post.text
    assert service.outbox == {}


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
