"""The Discord client: a ``commands.Bot`` around an injected service, and ``run_bot`` for production.

``make_bot(service, settings)`` builds the bot for tests and for ``run_bot``; its ``setup_hook`` (run after
login, before the gateway connects) adds the cogs, registers the restart-proof components, syncs the commands
when they changed and starts the deadline clock; ``on_ready`` resends what is still undelivered, in the
background. Deleted channels and threads, and removal from a server, pause the games there.
"""

import asyncio
import dataclasses
import hashlib
import json
import logging
from pathlib import Path
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.cogs.game import GameCog
from bot.discord.cogs.gm import GmCog
from bot.discord.cogs.play import PlayCog
from bot.discord.components import ServiceButton, ServiceSelect
from bot.discord.config import Settings
from bot.discord.deadlines import DeadlineClock
from bot.discord.delivery import Delivery
from bot.discord.errors import CourierTree
from bot.discord.file_pruner import FilePruner
from bot.discord.invoke import Runner
from bot.discord.pacing import Pacer, pace, process_rate
from bot.discord.sharding import ClaimKeeper, OutboxSweeper, leads_command_sync, shard_options
from bot.discord.verbs import verb_commands
from bot.service.api import Service
from bot.service.heap import HeapKeeper, freeze_start_up_heap, release_heap

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


def minimal_intents() -> discord.Intents:
    """Only the guilds intent: slash commands need no message, typing, reaction or member events."""
    intents = discord.Intents.none()
    intents.guilds = True
    return intents


class CourierBot(commands.AutoShardedBot):
    """Courier on Discord: slash commands only (no prefix commands), the guilds intent alone, no message cache;
    the shards of ``COURIER_SHARDS`` (all of them when unset)."""

    def __init__(self, service: Service, settings: Settings) -> None:
        super().__init__(
            command_prefix=(),
            intents=minimal_intents(),
            max_messages=None,
            tree_cls=CourierTree,
            help_command=None,
            allowed_mentions=discord.AllowedMentions(users=True, roles=False, everyone=False),
            **shard_options(),
        )
        self.settings = settings
        self.service = service
        self.pacer = Pacer(process_rate(settings.requests_per_second, self.shard_ids, self.shard_count))
        pace(self.http, self.pacer)
        self.delivery = Delivery(self, service, pacer=self.pacer)
        self.runner = Runner(service, self.delivery)
        self.deadlines = DeadlineClock(service, self.delivery, settings.deadline_seconds)
        self.resend: asyncio.Task[None] | None = None
        self.sweeper = OutboxSweeper(service, self.delivery)
        self.claims = ClaimKeeper(service, self.delivery)
        self.heap = HeapKeeper()
        self.files = FilePruner(service)
        self.add_listener(self._channel_deleted, "on_guild_channel_delete")
        self.add_listener(self._thread_deleted, "on_raw_thread_delete")
        self.add_listener(self._guild_removed, "on_guild_remove")

    async def setup_hook(self) -> None:
        """Cogs, components, guild-only contexts, command sync (by one process, when the commands changed), the
        deadline clock, the outbox sweep, the claims kept on what is being sent and the hourly removal of files sent
        over a day ago; then the start-up heap is frozen and the collector's schedule starts (``bot.service.heap``).
        What is still undelivered goes out once the bot is ready, in the background (``on_ready``)."""
        log.info("invite link: %s", self.invite_url())
        for cog in (GameCog(self.runner), PlayCog(self.runner), GmCog(self.runner)):
            await self.add_cog(cog)
        for command in verb_commands(self.runner, self.service.verbs):
            self.tree.add_command(command)
        set_contexts(self.tree)
        self.add_dynamic_items(ServiceButton, ServiceSelect)
        if self.settings.sync_commands and await leads_command_sync(self.service):
            await self.sync_commands()
        if self.settings.deadline_seconds > 0:
            self.deadlines.start()
            self.sweeper.start()
        self.claims.start()
        self.files.start()
        freeze_start_up_heap()
        self.heap.start()

    async def on_ready(self) -> None:
        """Once connected: resend what was committed but not sent before the last stop, in the background (the
        outbox sweep, run once at once)."""
        if self.resend is None:
            self.resend = asyncio.create_task(self.sweeper.step(), name="courier-resend")

    async def on_message(self, message: discord.Message) -> None:
        """Courier has no prefix commands: messages (a mention of the bot included) are ignored."""

    async def _channel_deleted(self, channel: discord.abc.GuildChannel) -> None:
        await self.delivery.deliver(await self.service.channel_gone(str(channel.id)))

    async def _thread_deleted(self, payload: discord.RawThreadDeleteEvent) -> None:
        await self.delivery.deliver(await self.service.channel_gone(str(payload.thread_id)))

    async def _guild_removed(self, guild: discord.Guild) -> None:
        await self.delivery.deliver(await self.service.guild_gone(str(guild.id)))

    def invite_url(self) -> str:
        """The link that adds this bot to a server with the scopes and permissions Courier needs."""
        return discord.utils.oauth_url(self.application_id or 0, permissions=INVITE_PERMISSIONS, scopes=INVITE_SCOPES)

    async def sync_commands(self, force: bool = False) -> None:
        """Publish the commands when they changed since the last sync (a hash kept beside the database), or when
        ``force``d: to the dev server at once when ``COURIER_DEV_GUILD`` is set, else globally."""
        digest = tree_digest(self.tree, self.settings.dev_guild_id)
        stamp = Path(f"{self.settings.db_path}.commands-sha256")
        if not force and stamp.exists() and stamp.read_text().strip() == digest:
            log.info("commands unchanged since the last sync; not syncing")
            return
        await self._sync()
        stamp.write_text(digest)

    async def _sync(self) -> None:
        if self.settings.dev_guild_id is not None:
            guild = discord.Object(self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
            log.info("synced %d commands to server %s", len(synced), guild.id)
        else:
            synced = await self.tree.sync()
            log.info("synced %d global commands (they may take a while to appear)", len(synced))

    async def close(self) -> None:
        """Stop the deadline clock, the outbox sweep, the claims' keeper and the retries (what they held stays in the
        outbox), the file removal and the collector's schedule, then disconnect."""
        self.deadlines.stop()
        await self.sweeper.stop()
        await self.claims.stop()
        await self.files.stop()
        await self.heap.stop()
        release_heap()
        if self.resend is not None:
            self.resend.cancel()
        self.delivery.stop()
        await super().close()


def set_contexts(tree: app_commands.CommandTree[Any]) -> None:
    """Every command works in servers only, except `/hand` and `/map` (your own views), which also work in the
    bot's DMs."""
    for command in tree.get_commands():
        dm = command.name in ("hand", "map")
        command.allowed_contexts = app_commands.AppCommandContext(guild=True, dm_channel=dm, private_channel=False)


def tree_digest(tree: app_commands.CommandTree[Any], guild_id: int | None) -> str:
    """A hash of what a sync would send (and where), to sync only when the commands changed."""
    payload = [command.to_dict(tree) for command in tree.get_commands()]
    return hashlib.sha256(json.dumps([guild_id, payload], sort_keys=True).encode()).hexdigest()


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
