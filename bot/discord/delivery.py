"""Sending an ``Outcome``: channel posts, DMs and private replies, then telling the service what went out.

Inside an interaction (already deferred privately) private messages to the invoker edit the "thinking"
reply and then follow up; channel posts go to the channel; DMs open a DM channel. Outside one (deadlines,
the restart flush) a private message to a user becomes a DM. A closed DM (Discord code 50007) is told to the
player once per game, privately: at once if they invoked the command, else at their next interaction.
"""

import logging
from collections.abc import Callable
from typing import Any

import discord

from bot.discord.rendering import DEFAULT_UPLOAD_LIMIT, Post, render
from bot.service.api import Message, Outcome, Service

log = logging.getLogger("courier.discord")

DM_CLOSED_CODES = (50007, 50278)
MENTIONS = discord.AllowedMentions(users=True, roles=False, everyone=False, replied_user=False)
DM_CLOSED_TEXT = (
    "I could not send you a direct message: your DMs from this server are closed. "
    "Use `/hand` to see your hand at any time, and open your DMs to get it (and your decisions) there."
)


def _send_kwargs(post: Post) -> dict[str, Any]:
    kwargs: dict[str, Any] = {"content": post.content, "embeds": post.embeds, "files": post.files}
    if post.view is not None:
        kwargs["view"] = post.view
    return kwargs


class Delivery:
    """Delivers outcomes for one bot. Remembers, in memory, whom it already told about closed DMs."""

    def __init__(self, client: discord.Client, service: Service) -> None:
        self._client = client
        self._service = service
        self._told_dm_closed: set[tuple[str, str | None]] = set()
        self._pending_notices: dict[str, str] = {}

    async def deliver(self, outcome: Outcome, interaction: discord.Interaction | None = None) -> None:
        """Send every message of ``outcome`` in order; with an interaction, answer its deferred reply too."""
        reply = _Reply(interaction) if interaction is not None else None
        if reply is not None:
            notice = self._pending_notices.pop(str(reply.user_id), None)
            if notice:
                await reply.send(Post(content=notice))
        for message in outcome.messages:
            try:
                done = await self._deliver_one(message, reply)
            except discord.HTTPException as error:
                log.warning("message not delivered, kept for a retry: %s (%r)", error, message.text[:80])
                continue
            if done and message.outbox_id is not None:
                await self._service.delivered([message.outbox_id])
        if reply is not None:
            if not outcome.messages:
                await reply.send(Post(content="Done."))
            await reply.finish()

    async def _deliver_one(self, message: Message, reply: "_Reply | None") -> bool:
        """Send one message; True when it is done with (sent, or impossible to send ever)."""
        private = message.error or message.to == "ephemeral"
        if private and reply is not None and message.user_id in (None, str(reply.user_id)):
            for post in render(message, reply.upload_limit):
                await reply.send(post)
            return True
        if private or message.to == "dm":
            return await self._send_dm(message, reply)
        return await self._post_in_channel(message, reply)

    async def _post_in_channel(self, message: Message, reply: "_Reply | None") -> bool:
        channel_id = message.channel_id or (str(reply.channel_id) if reply and reply.channel_id else None)
        if channel_id is None:
            log.error("channel message with no channel: %r", message.text[:80])
            return True
        channel = self._client.get_partial_messageable(int(channel_id))
        guild = self._client.get_guild(reply.guild_id) if reply and reply.guild_id else None
        limit = guild.filesize_limit if guild else (reply.upload_limit if reply else DEFAULT_UPLOAD_LIMIT)
        return await self._send_posts(render(message, limit), channel.send, reply, f"<#{channel_id}>")

    async def _send_dm(self, message: Message, reply: "_Reply | None") -> bool:
        user_id = message.user_id or (str(reply.user_id) if reply else None)
        if user_id is None:
            log.error("direct message with no user: %r", message.text[:80])
            return True
        try:
            channel = await self._client.create_dm(discord.Object(int(user_id)))
            for post in render(message):
                if post.is_empty:
                    continue
                await channel.send(allowed_mentions=MENTIONS, **_send_kwargs(post))
        except discord.Forbidden as error:
            if error.code not in DM_CLOSED_CODES:
                raise
            game = message.channel_id or (str(reply.channel_id) if reply and reply.channel_id else None)
            await self._dm_closed(user_id, game, reply)
        return True

    async def _dm_closed(self, user_id: str, game: str | None, reply: "_Reply | None") -> None:
        """Tell the player once per game that their DMs are closed: now if they are the invoker, else later."""
        if (user_id, game) in self._told_dm_closed:
            return
        self._told_dm_closed.add((user_id, game))
        log.info("DMs closed for user %s (game channel %s)", user_id, game)
        if reply is not None and str(reply.user_id) == user_id:
            await reply.send(Post(content=DM_CLOSED_TEXT))
        else:
            self._pending_notices[user_id] = DM_CLOSED_TEXT

    async def _send_posts(
        self, posts: list[Post], send: Callable[..., Any], reply: "_Reply | None", where: str
    ) -> bool:
        """Send posts to a channel; a refusal (no access, channel gone) is final, told to the invoker."""
        try:
            for post in posts:
                if post.is_empty:
                    continue
                await send(allowed_mentions=MENTIONS, **_send_kwargs(post))
        except (discord.Forbidden, discord.NotFound) as error:
            log.warning("cannot post in %s: %s", where, error)
            if reply is not None:
                await reply.send(
                    Post(
                        content=f"I cannot post in {where} ({error.text or error.status}). A server manager "
                        "should give me Send Messages, Embed Links and Attach Files there."
                    )
                )
        return True


class _Reply:
    """The private, deferred reply of one interaction: first edit the "thinking" message, then follow up."""

    def __init__(self, interaction: discord.Interaction) -> None:
        self._interaction = interaction
        self._answered = False
        self.user_id = interaction.user.id
        self.channel_id = interaction.channel_id
        self.guild_id = interaction.guild_id
        self.upload_limit = interaction.filesize_limit

    async def send(self, post: Post) -> None:
        """One private message to the invoker."""
        if post.is_empty:
            return
        if not self._interaction.response.is_done():
            await self._interaction.response.defer(ephemeral=True, thinking=True)
        kwargs = _send_kwargs(post)
        if not self._answered:
            files = kwargs.pop("files")
            await self._interaction.edit_original_response(attachments=files, allowed_mentions=MENTIONS, **kwargs)
            self._answered = True
        else:
            await self._interaction.followup.send(ephemeral=True, allowed_mentions=MENTIONS, **kwargs)

    async def finish(self) -> None:
        """Remove the "thinking" reply when everything went elsewhere (channel posts, DMs)."""
        if not self._answered and self._interaction.response.is_done():
            await self._interaction.delete_original_response()
