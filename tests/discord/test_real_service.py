"""The real GameService behind the bot, on a temporary SQLite file: the fake service's place taken by the real one."""

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.service import runtime
from bot.service import service as service_module
from tests.discord import fakediscord as fd
from tests.discord.conftest import Harness, start_bot
from tests.discord.fakediscord import CHANNEL_ID
from tests.discord.test_game import only_private


async def open_service(path: Path):
    return await service_module.GameService.open(str(path / "courier.db"), settings=runtime.Settings(out_dir=path))


@pytest.fixture
async def real(tmp_path, discord_api, error_log) -> AsyncIterator[Harness]:
    service = await open_service(tmp_path)
    bot = await start_bot(service)
    yield Harness(bot, discord_api, error_log)
    await bot.close()
    await bot.service.close()


async def lobby(h: Harness) -> None:
    await h.run("game new", ruleset="independence")
    await h.run("game join", side="Americans")
    await h.run("game join", side="British", user_id=2)


async def test_a_game_opens_fills_and_starts(real):
    await lobby(real)
    assert "New game of **War of Independence**" in real.api.posts()[0].text
    real.api.clear()
    await real.run("game start")
    posts = real.api.posts()
    assert posts and "begins" in posts[0].text
    assert "<@2>" in {p.body.get("content") for p in posts}
    assert "Hand" in real.api.dms(1)[0].text and "Hand" in real.api.dms(2)[0].text
    assert await real.bot.service.undelivered() == []
    assert "War of Independence" in only_private(await real.run("game status")).text


async def test_refusals_from_the_real_service_are_private(real):
    await lobby(real)
    reply = only_private(await real.run("game join", side="Prussians", user_id=3))
    assert reply.body["content"] and reply.body["embeds"] == []
    assert only_private(await real.run("gm pause", user_id=2)).body["content"]


async def test_autocomplete_from_the_real_service(real):
    choices = await real.complete("game new", "ruleset", "ind")
    assert "independence" in [c["value"] for c in choices] and len(choices) <= 25
    await lobby(real)
    await real.run("game start")
    for option in ("from", "to", "units"):
        assert len(await real.complete("move", option, "", user_id=2)) <= 25


async def test_a_foreign_or_stale_button_is_refused_privately(real):
    await lobby(real)
    await real.run("game start")
    reply = only_private(await real.press("courier:1:British:0123456789abcdef", user_id=1, guild=False))
    assert "British" in reply.body["content"]
    reply = only_private(await real.press("courier:1:British:0123456789abcdef", user_id=2, guild=False))
    assert "no longer available" in reply.body["content"]


async def test_what_could_not_be_posted_goes_out_after_a_restart(tmp_path, discord_api, error_log):
    service = await open_service(tmp_path)
    bot = await start_bot(service)
    h = Harness(bot, discord_api, error_log)
    await h.run("game new", ruleset="independence")
    discord_api.broken_channels.add(CHANNEL_ID)
    await h.send(fd.slash("game join", side="Americans"), expect_errors=True)
    await bot.close()
    await service.close()

    discord_api.broken_channels.clear()
    discord_api.clear()
    service = await open_service(tmp_path)
    assert len(await service.undelivered()) == 1
    bot = await start_bot(service)
    try:
        (post,) = discord_api.posts()
        assert "<@1> joins as Americans" in post.text
        assert await service.undelivered() == []
    finally:
        await bot.close()
        await service.close()


async def test_run_bot_opens_the_real_service(tmp_path):
    from bot.discord.client import open_service as open_for_bot
    from bot.discord.config import Settings

    service = await open_for_bot(Settings(db_path=str(tmp_path / "club.db")))
    try:
        assert isinstance(service, service_module.GameService) and await service.undelivered() == []
    finally:
        await service.close()
