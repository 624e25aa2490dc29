"""The Discord client: a ``commands.Bot`` around an injected service, and ``run_bot`` for production.

``make_bot(service, settings)`` builds the bot for tests and for ``run_bot``; its ``setup_hook`` (run after
login, before the gateway connects) adds the cogs, registers the restart-proof components, sends what the
service still has undelivered, syncs the commands and starts the deadline clock.
"""

import asyncio
import dataclasses
import logging

import discord
from discord.ext import commands

from bot.discord.cogs.game import GameCog
from bot.discord.cogs.gm import GmCog
from bot.discord.cogs.play import PlayCog
from bot.discord.components import ServiceButton, ServiceSelect
from bot.discord.config import Settings
from bot.discord.deadlines import DeadlineClock
from bot.discord.delivery import Delivery
from bot.discord.errors import CourierTree
from bot.discord.invoke import Runner
from bot.discord.sharding import OutboxSweeper, freeze_start_up_heap, leads_command_sync, shard_options
from bot.service.api import Outcome, Service

log = logging.getLogger("courier.discord")

INVITE_SCOPES = ("bot", "applications.commands")
INVITE_PERMISSIONS = discord.Permissions(
    view_channel=True,
    send_messages=True,
    send_messages_in_threads=True,
    embed_links=True,
    attach_files=True,
    read_message_history=True,
    use_application_commands=True,
)


class CourierBot(commands.AutoShardedBot):
    """Courier on Discord: slash commands only, default intents (no message content); the shards of
    ``COURIER_SHARDS`` (all of them when unset)."""

    def __init__(self, service: Service, settings: Settings) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            tree_cls=CourierTree,
            help_command=None,
            allowed_mentions=discord.AllowedMentions(users=True, roles=False, everyone=False),
            **shard_options(),
        )
        self.settings = settings
        self.service = service
        self.delivery = Delivery(self, service)
        self.runner = Runner(service, self.delivery)
        self.deadlines = DeadlineClock(service, self.delivery, settings.deadline_seconds)
        self.sweeper = OutboxSweeper(service, self.delivery)

    async def setup_hook(self) -> None:
        """Cogs, components, the undelivered flush, command sync (by one process), the deadline clock and the
        outbox sweep; then the start-up heap is frozen."""
        log.info("invite link: %s", self.invite_url())
        for cog in (GameCog(self.runner), PlayCog(self.runner), GmCog(self.runner)):
            await self.add_cog(cog)
        self.add_dynamic_items(ServiceButton, ServiceSelect)
        await self.flush_undelivered()
        if self.settings.sync_commands and await leads_command_sync(self.service):
            await self.sync_commands()
        if self.settings.deadline_seconds > 0:
            self.deadlines.start()
            self.sweeper.start()
        freeze_start_up_heap()

    def invite_url(self) -> str:
        """The link that adds this bot to a server with the scopes and permissions Courier needs."""
        return discord.utils.oauth_url(self.application_id or 0, permissions=INVITE_PERMISSIONS, scopes=INVITE_SCOPES)

    async def flush_undelivered(self) -> None:
        """Send what was committed but not sent before the last stop."""
        pending = await self.service.undelivered()
        if pending:
            log.info("sending %d undelivered messages", len(pending))
            await self.delivery.deliver(Outcome(messages=pending))

    async def sync_commands(self) -> None:
        """Publish the commands: to the dev server at once when ``COURIER_DEV_GUILD`` is set, else globally."""
        if self.settings.dev_guild_id is not None:
            guild = discord.Object(self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
            log.info("synced %d commands to server %s", len(synced), guild.id)
        else:
            synced = await self.tree.sync()
            log.info("synced %d global commands (they may take a while to appear)", len(synced))

    async def close(self) -> None:
        """Stop the deadline clock and the outbox sweep, then disconnect."""
        self.deadlines.stop()
        await self.sweeper.stop()
        await super().close()


def make_bot(service: Service, settings: Settings | None = None) -> CourierBot:
    """A Courier bot over ``service`` (settings from the environment unless given)."""
    return CourierBot(service, settings or Settings.from_env())


async def open_service(settings: Settings) -> Service:
    """The real service on the configured database."""
    from bot.service.service import GameService

    return await GameService.open(settings.db_path)


async def serve(settings: Settings) -> None:
    """Open the service, run the bot until it stops, then close the service."""
    service = await open_service(settings)
    try:
        async with make_bot(service, settings) as bot:
            await bot.start(settings.token)
    finally:
        close = getattr(service, "close", None)
        if close is not None:
            await close()


def run_bot(token: str) -> None:
    """Run Courier on Discord with ``token`` (other settings from the environment) until stopped."""
    settings = dataclasses.replace(Settings.from_env(), token=token)
    discord.utils.setup_logging()
    try:
        asyncio.run(serve(settings))
    except KeyboardInterrupt:
        log.info("stopped")
