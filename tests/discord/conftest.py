"""Fixtures: an offline Discord, the real game service on a temporary database, and a real Courier bot wired to both."""

import logging
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.discord.channel_queue import Backoff
from bot.discord.client import CourierBot, make_bot
from bot.discord.config import Settings
from bot.service import runtime
from bot.service.api import Caller, Command, Outcome
from bot.service.service import GameService
from tests.discord import fakediscord as fd

OFFLINE = Settings(token="offline", sync_commands=False, deadline_seconds=0)
SEED = 1775  # a fixed secret seed: the same deals and dice in every run
FAST = Backoff(base=0.001, cap=0.01, give_up_after=3)
UNPACED = 1e9
"""Calls a second the offline Discord's bots may make: no test waits on the global limit unless it is its subject."""


class Harness:
    """A running bot, the fake Discord it talks to, and the errors it logged."""

    def __init__(self, bot: CourierBot, api: fd.FakeDiscord, errors: fd.ErrorLog) -> None:
        self.bot = bot
        self.api = api
        self.errors = errors

    async def send(self, payload: dict, *, expect_errors: bool = False) -> None:
        """Dispatch one interaction and wait for everything it started; fail on an error logged, unless expected."""
        await fd.dispatch(self.bot, payload, self.api)
        if not expect_errors:
            self.errors.check()

    async def run(self, name: str, *, user_id: int = 1, **options) -> list[fd.Call]:
        """Run ``/name options…`` as ``user_id``; return the REST calls it made."""
        before = len(self.api.calls)
        await self.send(fd.slash(name, user_id=user_id, **options))
        return self.api.calls[before:]

    async def complete(self, name: str, option: str, typed: str, *, user_id: int = 1, **others) -> list[dict]:
        """Autocomplete ``option`` of ``/name`` as typed so far; return the choices sent to Discord."""
        before = len(self.api.calls)
        await self.send(fd.slash(name, user_id=user_id, focused=option, **{option: typed}, **others))
        (answer,) = self.api.calls[before:]
        assert answer.payload["type"] == 8
        return answer.payload["data"]["choices"]

    async def press(self, custom_id: str, *, user_id: int = 1, **kw) -> list[fd.Call]:
        """Press a component; return the REST calls it made."""
        before = len(self.api.calls)
        await self.send(fd.component(custom_id, user_id=user_id, **kw))
        return self.api.calls[before:]

    async def done(self, *, user_id: int = 1) -> list[fd.Call]:
        """``/done`` as ``user_id``, pressing Confirm when it asks (a pass that cannot be undone); the calls made."""
        calls = await self.run("done", user_id=user_id)
        asked = [c for c in calls if c.custom_ids and "cannot be undone" in c.text]
        if asked:
            calls += await self.press(asked[-1].custom_ids[0], user_id=user_id, on=asked[-1])
        return calls

    async def started_game(self) -> None:
        """Users 1 (Americans, the GM) and 2 (British) in a started War of Independence game."""
        await self.run("game new", ruleset="independence")
        await self.run("game join", side="Americans")
        await self.run("game join", side="British", user_id=2)
        await self.run("game start")
        self.api.clear()


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


class RecordingService(GameService):
    """The real service, remembering every command and press the bot handed it (what Discord turned into what)."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.handled: list[Command] = []
        self.presses: list[tuple[Caller, str]] = []

    async def handle(self, command: Command) -> Outcome:
        self.handled.append(command)
        return await super().handle(command)

    async def press(self, caller: Caller, custom_id: str, interaction_id: str | None = None) -> Outcome:
        self.presses.append((caller, custom_id))
        return await super().press(caller, custom_id, interaction_id)


async def open_service(path: Path) -> RecordingService:
    """The real service on a fresh SQLite file under ``path``, writing its maps there too."""
    return await RecordingService.open(
        str(path / "courier.db"), settings=runtime.Settings(out_dir=path, gm_role="Courier GM", seeds=lambda: SEED)
    )


@pytest.fixture
async def service(tmp_path) -> AsyncIterator[RecordingService]:
    opened = await open_service(tmp_path)
    yield opened
    await opened.close()


async def start_bot(service, settings: Settings = OFFLINE) -> CourierBot:
    """A bot as after login and READY: loop bound, test server cached, setup_hook run, the resend done."""
    bot = make_bot(service, settings)
    bot.pacer.rate = bot.pacer.burst = UNPACED  # paced as Discord asks only where a test says so (test_pacing)
    await bot.__aenter__()
    await fd.prepare(bot)
    bot.delivery.queues.backoff = FAST
    await bot.on_ready()
    assert bot.resend is not None
    await bot.resend
    return bot


@pytest.fixture
async def harness(service, discord_api, error_log) -> AsyncIterator[Harness]:
    bot = await start_bot(service)
    yield Harness(bot, discord_api, error_log)
    await bot.close()
