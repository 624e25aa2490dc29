"""run_bot: settings from the environment, the service opened, the bot started with the token, the guilds intent
alone and no message cache."""

import discord

from bot.discord import client
from bot.service.service import GameService


def test_run_bot_opens_the_service_and_logs_in_with_the_token(monkeypatch, tmp_path):
    seen: dict = {}
    opening = client.open_service

    async def open_service(settings):
        seen["db"] = settings.db_path
        seen["opened"] = await opening(settings)
        return seen["opened"]

    async def start(bot, token, *, reconnect=True):
        seen.update(token=token, intents=bot.intents, guild=bot.settings.dev_guild_id, service=bot.service)
        await bot.service.close()

    monkeypatch.setattr(client, "open_service", open_service)
    monkeypatch.setattr(client.CourierBot, "start", start)
    monkeypatch.setattr(discord.utils, "setup_logging", lambda **kw: None)
    monkeypatch.setenv("COURIER_DB", str(tmp_path / "club.db"))
    monkeypatch.setenv("COURIER_DEV_GUILD", "42")
    client.run_bot("secret-token")
    assert seen["token"] == "secret-token" and seen["db"] == str(tmp_path / "club.db") and seen["guild"] == 42
    assert seen["service"] is seen["opened"] and isinstance(seen["service"], GameService)
    intents = seen["intents"]
    assert intents.value == discord.Intents(guilds=True).value, "slash commands need the guilds intent only"


async def test_the_invite_link_asks_for_both_scopes_and_the_needed_permissions(harness):
    url = harness.bot.invite_url()
    assert f"client_id={harness.bot.application_id}" in url and "scope=bot+applications.commands" in url
    needed = discord.Permissions(int(url.rsplit("permissions=", 1)[1]))
    assert needed.send_messages and needed.embed_links and needed.attach_files and needed.read_message_history
    assert not needed.administrator and not needed.manage_messages
