"""Fixtures: an offline Discord, the fake service, and a real Courier bot wired to both."""

import logging
from collections.abc import AsyncIterator

import pytest

from bot.discord.client import CourierBot, make_bot
from bot.discord.config import Settings
from tests.discord import fakediscord as fd
from tests.discord.fakeservice import FakeService

OFFLINE = Settings(token="offline", sync_commands=False, deadline_seconds=0)


class Harness:
    """A running bot, the fake Discord it talks to, and the errors it logged."""

    def __init__(self, bot: CourierBot, api: fd.FakeDiscord, errors: fd.ErrorLog) -> None:
        self.bot = bot
        self.api = api
        self.errors = errors

    async def send(self, payload: dict) -> None:
        """Dispatch one interaction and wait for everything it started."""
        await fd.dispatch(self.bot, payload, self.api, self.errors)


@pytest.fixture
def discord_api(monkeypatch: pytest.MonkeyPatch) -> fd.FakeDiscord:
    """Records every REST call discord.py would make; nothing leaves the process."""
    return fd.FakeDiscord(monkeypatch)


@pytest.fixture
def error_log() -> fd.ErrorLog:
    """ERROR records from discord.py and Courier: any one fails the dispatch that caused it."""
    handler = fd.ErrorLog()
    loggers = [logging.getLogger("discord"), logging.getLogger("courier")]
    for logger in loggers:
        logger.addHandler(handler)
    yield handler
    for logger in loggers:
        logger.removeHandler(handler)


@pytest.fixture
def service(tmp_path) -> FakeService:
    return FakeService(tmp_path)


async def start_bot(service, settings: Settings = OFFLINE) -> CourierBot:
    """A bot as after login: loop bound, test server cached, setup_hook run."""
    bot = make_bot(service, settings)
    await bot.__aenter__()
    await fd.prepare(bot)
    return bot


@pytest.fixture
async def harness(service, discord_api, error_log) -> AsyncIterator[Harness]:
    bot = await start_bot(service)
    yield Harness(bot, discord_api, error_log)
    await bot.close()
