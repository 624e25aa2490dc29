"""Sending an ``Outcome``: channel posts, DMs and private replies, then telling the service what went out.

Inside an interaction (already deferred privately) private messages to the invoker edit the "thinking"
reply and then follow up; channel posts go to the channel; DMs open a DM channel. Outside one (deadlines,
the restart resend) a private message to a user becomes a DM. A closed DM (Discord code 50007) is remembered
in the database and not tried again for a day; the player is told once, privately: at once if they invoked the
command, else at their next interaction. A channel post that must wait (429, 5xx) queues, with every later post
for that channel, behind it (``channel_queue``); the invoker is told the post will follow, and a message refused
after some of its posts went out goes on from the refused one. When the bot's requests are over two seconds behind
(paced under Discord's global rate limit, ``pacing``), the invoker is answered at once and their posts follow. A
thread archived since its last post (Discord answers 50083) is reopened and the post sent again; a locked one Courier
may not reopen is told to the invoker or the GMs, as a channel that refuses posts is. A seat's own map, drawn as its
DM goes, is sent after the rest of the outcome and the reply (a closed DM found then is told at the player's next
interaction). The messages in hand (being sent, or waiting in a channel's queue) are known by their outbox ids: a
sweep that claims one of them again is not sent it twice, and their claims are kept while they wait (``ClaimKeeper``),
so that no other process sends them too.
"""

import logging
import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

import discord

from bot.discord.channel_queue import Backoff, ChannelQueues, is_passing
from bot.discord.channel_rights import MISSING_PERMISSIONS, as_plain_text, is_rich
from bot.discord.pacing import Pacer
from bot.discord.rendering import DEFAULT_UPLOAD_LIMIT, Post, render
from bot.discord.reply import MENTIONS, Reply, send_kwargs
from bot.service.api import Message, Outcome, Service

log = logging.getLogger("courier.discord")

DM_CLOSED_CODES = (50007, 50278)
THREAD_ARCHIVED = 50083
DM_RETRY_AFTER = 24 * 3600.0
BACKLOG_NOTICE_SECONDS = 2.0
"""How far behind the bot's requests may be before an invoker is answered ahead of the posts their command made."""
DM_CHANNELS_KEPT = 50_000
"""Players whose DM channel id is kept (about 10 MB at most: 200 bytes each)."""
RECORDED_TEXT = "✔️ Recorded; the post will follow in the channel as soon as Discord takes it."
DM_CLOSED_TEXT = (
    "I could not send you a direct message: your DMs from this server are closed. "
    "Use `/hand` to see your hand at any time, and open your DMs to get it (and your decisions) there."
)


class Delivery:
    """Delivers outcomes for one bot: channel posts in order (a post that must wait queues everything behind it
    for that channel), posts made plain text where embeds or files are forbidden, closed DMs remembered."""

    def __init__(
        self, client: discord.Client, service: Service, backoff: Backoff | None = None, pacer: Pacer | None = None
    ) -> None:
        self._client = client
        self._service = service
        self.pacer = pacer
        """The pace of the bot's requests (``bot.discord.pacing``), to answer the invoker at once when it is behind."""
        self._plain_channels: set[str] = set()
        self._pending_notices: dict[str, str] = {}
        self.clock: Callable[[], float] = time.time
        self.queues = ChannelQueues(self._retry_post, self._tell_gms, backoff)
        self._in_hand: set[int] = set()
        self._dm_channels: OrderedDict[str, int] = OrderedDict()
        """DM channel ids by user id, the latest used last (``DM_CHANNELS_KEPT`` at most)."""
        self._parts_sent: dict[int, tuple[int, int]] = {}
        """By outbox id, a message cut short after some of its posts went out: the upload limit it was split by
        and how many of its posts went out (a retry goes on from the next)."""

    def in_hand(self) -> frozenset[int]:
        """The outbox ids of the messages being sent or waiting in a channel's queue (each released once its
        delivered mark is committed, or once it is given up for a later retry)."""
        return frozenset(self._in_hand)

    def stop(self) -> None:
        """Stop the channels' retries; what they held stays undelivered in the outbox for a later sweep or start."""
        self.queues.stop()
        self._in_hand.clear()
        self._parts_sent.clear()

    async def deliver(self, outcome: Outcome, interaction: discord.Interaction | None = None) -> None:
        """Send every message of ``outcome`` in order; with an interaction, answer its deferred reply too. The
        messages whose map is drawn as they go (the seats' own maps, drawn by lower-priority workers on a loaded
        machine) go last, in their order, once the reply is answered: neither the invoker nor a later post waits
        for their drawing."""
        reply = Reply(interaction) if interaction is not None else None
        messages = self._take(outcome.messages)
        try:
            if reply is not None:
                notice = self._pending_notices.pop(str(reply.user_id), None)
                if notice:
                    await reply.send(Post(content=notice))
                if self.pacer is not None and self.pacer.backlog() > BACKLOG_NOTICE_SECONDS:
                    messages, reply = await self._answer_first(messages, reply), None
            queued = await self._send_in_order([m for m in messages if not m.drawn_as_sent], reply)
            if reply is not None:
                if queued:
                    await reply.send(Post(content=RECORDED_TEXT))
                elif not messages:
                    await reply.send(Post(content="Done."))
                await reply.finish()
            await self._send_in_order([m for m in messages if m.drawn_as_sent], None)
        finally:
            self._release([m for m in messages if not self.queues.holds(m)])

    async def _answer_first(self, messages: list[Message], reply: Reply) -> list[Message]:
        """With the bot's requests behind (Discord's global rate limit), answer the invoker at once (an interaction's
        reply is not paced): their own messages, then that the rest will follow; the messages left to send."""
        mine = [m for m in messages if _to_invoker(m, reply)]
        for message in mine:
            await self._deliver_one(message, reply)
            if message.outbox_id is not None:
                await self._service.delivered([message.outbox_id])
        log.info("requests behind the global rate limit: the invoker is answered first")
        await reply.send(Post(content=RECORDED_TEXT))
        await reply.finish()
        return [m for m in messages if not any(m is own for own in mine)]

    def _take(self, messages: list[Message]) -> list[Message]:
        """``messages`` but those already in hand (a sweep claimed again a post still waiting), now in hand."""
        taken = [m for m in messages if m.outbox_id is None or m.outbox_id not in self._in_hand]
        self._in_hand.update(m.outbox_id for m in taken if m.outbox_id is not None)
        return taken

    def _release(self, messages: list[Message]) -> None:
        self._in_hand.difference_update(m.outbox_id for m in messages if m.outbox_id is not None)

    async def _send_in_order(self, messages: list[Message], reply: "Reply | None") -> bool:
        """Send ``messages`` one after the other (a channel's post that must wait queued with the later ones for
        that channel); True when one was queued."""
        queued = False
        for message in messages:
            channel_id = self._channel_of(message, reply)
            if channel_id is not None and self.queues.busy(channel_id):
                self.queues.add(channel_id, message)
                queued = True
                continue
            try:
                done = await self._deliver_one(message, reply)
            except discord.HTTPException as error:
                if channel_id is not None and is_passing(error):
                    log.info("post to %s must wait (%s); queued behind the others", channel_id, error.status)
                    self.queues.add(channel_id, message)
                    queued = True
                else:
                    log.warning("message not delivered, kept for a retry: %s (%r)", error, message.text[:80])
                continue
            if done and message.outbox_id is not None:
                await self._service.delivered([message.outbox_id])
        return queued

    def _channel_of(self, message: Message, reply: "Reply | None") -> str | None:
        """The channel a public post goes to (None for private messages)."""
        if message.error or message.to != "channel":
            return None
        return message.channel_id or (str(reply.channel_id) if reply and reply.channel_id else None)

    async def _retry_post(self, message: Message) -> None:
        """One queued post tried again (a passing failure raises, to be retried later)."""
        done = await self._post_in_channel(await self._service.files_ready(message), None)
        if done and message.outbox_id is not None:
            await self._service.delivered([message.outbox_id])
        self._release([message])

    async def _tell_gms(self, channel_id: str, error: discord.HTTPException, text: str | None = None) -> None:
        """Tell the channel's GMs that its posts keep failing (by default: and wait, in order)."""
        text = text or (
            f"⚠️ Courier cannot post in <#{channel_id}> yet (Discord answers {error.status}). "
            "The posts wait in order and go out as soon as Discord takes them; nothing is lost."
        )
        for user_id in await self._service.gms_of(channel_id):
            try:
                await self._send_dm(Message(to="dm", text=text, user_id=user_id), None)
            except discord.HTTPException:
                log.warning("could not tell GM %s about channel %s", user_id, channel_id)

    async def _deliver_one(self, message: Message, reply: "Reply | None") -> bool:
        """Send one message (its files drawn first: a seat's own map is drawn as its DM goes); True when it is
        done with (sent, or impossible to send ever)."""
        message = await self._service.files_ready(message)
        if reply is not None and _to_invoker(message, reply):
            for post in render(message, reply.upload_limit):
                await reply.send(post)
            return True
        if message.error or message.to in ("ephemeral", "dm"):
            return await self._send_dm(message, reply)
        return await self._post_in_channel(message, reply)

    async def _post_in_channel(self, message: Message, reply: "Reply | None") -> bool:
        channel_id = message.channel_id or (str(reply.channel_id) if reply and reply.channel_id else None)
        if channel_id is None:
            log.error("channel message with no channel: %r", message.text[:80])
            return True
        if reply is not None and str(reply.channel_id) == channel_id and reply.forbids_rich:
            self._plain_channels.add(channel_id)
        channel = self._client.get_partial_messageable(int(channel_id))
        guild = self._client.get_guild(reply.guild_id) if reply and reply.guild_id else None
        limit = guild.filesize_limit if guild else (reply.upload_limit if reply else DEFAULT_UPLOAD_LIMIT)
        try:
            return await self._send_parts(message, limit, channel.send, reply, channel_id)
        except discord.HTTPException as error:
            if error.code != THREAD_ARCHIVED:
                raise
            if not await self._reopened(channel_id, reply):
                return True
            return await self._send_parts(message, limit, channel.send, reply, channel_id)

    async def _send_parts(
        self, message: Message, limit: int, send: Callable[..., Any], reply: "Reply | None", channel_id: str
    ) -> bool:
        """``message``'s posts, from the first not yet sent (a retry after a refusal halfway does not post its
        first parts again: split by the same upload limit as before)."""
        key = message.outbox_id
        limit, first = self._parts_sent.get(key, (limit, 0)) if key is not None else (limit, 0)
        posts = render(message, limit)
        for file in (file for post in posts[:first] for file in post.files):
            file.close()  # sent already: opened by ``render`` only

        def sent(count: int) -> None:
            if key is not None:
                self._parts_sent[key] = (limit, first + count)

        done = await self._send_posts(posts[first:], send, reply, channel_id, sent)
        if key is not None:
            self._parts_sent.pop(key, None)
        return done

    async def _reopened(self, channel_id: str, reply: "Reply | None") -> bool:
        """Unarchive the thread ``channel_id`` (archived since the game's last post there); False, with the invoker
        or the GMs told, when it is locked and Courier may not reopen it."""
        log.info("thread %s is archived; reopening it to post", channel_id)
        try:
            await self._client.http.edit_channel(int(channel_id), archived=False, reason="Courier posts the game here")
        except discord.Forbidden as error:
            text = (
                f"I cannot post in <#{channel_id}>: the thread is archived and locked, and I may not reopen it. "
                "A moderator should unlock it (or give me Manage Threads there)."
            )
            await self._refused(channel_id, error, reply, text)
            return False
        return True

    async def _send_dm(self, message: Message, reply: "Reply | None") -> bool:
        user_id = message.user_id or (str(reply.user_id) if reply else None)
        if user_id is None:
            log.error("direct message with no user: %r", message.text[:80])
            return True
        closed_at = await self._service.dm_closed_at(user_id)
        if closed_at is not None and self.clock() - closed_at < DM_RETRY_AFTER:
            return True
        try:
            channel = await self._dm_channel(user_id)
            for post in render(message):
                if post.is_empty:
                    continue
                await channel.send(allowed_mentions=MENTIONS, **send_kwargs(post))
        except discord.Forbidden as error:
            if error.code not in DM_CLOSED_CODES:
                raise
            await self._service.set_dm_closed(user_id, True)
            if closed_at is None:
                await self._dm_closed(user_id, reply)
            return True
        if closed_at is not None:
            await self._service.set_dm_closed(user_id, False)
        return True

    async def _dm_channel(self, user_id: str) -> discord.abc.Messageable:
        """The user's DM channel, opened once (a request to Discord, under its global rate limit) and then known by
        its id: discord.py keeps only the 128 latest, so a bot with more players would open one for each DM."""
        known = self._dm_channels.get(user_id)
        if known is not None:
            self._dm_channels.move_to_end(user_id)
            return self._client.get_partial_messageable(known, type=discord.ChannelType.private)
        channel = await self._client.create_dm(discord.Object(int(user_id)))
        self._dm_channels[user_id] = channel.id
        if len(self._dm_channels) > DM_CHANNELS_KEPT:
            self._dm_channels.popitem(last=False)
        return channel

    async def _dm_closed(self, user_id: str, reply: "Reply | None") -> None:
        """Tell the player once that their DMs are closed: now if they are the invoker, else at their next command."""
        log.info("DMs closed for user %s", user_id)
        if reply is not None and str(reply.user_id) == user_id:
            await reply.send(Post(content=DM_CLOSED_TEXT))
        else:
            self._pending_notices[user_id] = DM_CLOSED_TEXT

    async def _send_posts(
        self,
        posts: list[Post],
        send: Callable[..., Any],
        reply: "Reply | None",
        channel_id: str,
        sent: Callable[[int], None],
    ) -> bool:
        """Send posts to a channel (``sent`` told how many went out after each): plain text where embeds or files
        are refused; a channel gone pauses its game; a refusal to post at all is final and told to the invoker."""
        try:
            for count, post in enumerate(posts, start=1):
                plain = channel_id in self._plain_channels and is_rich(post)
                for piece in as_plain_text(post) if plain else [post]:
                    await self._send_post(piece, send, channel_id)
                sent(count)
        except (discord.Forbidden, discord.NotFound) as error:
            if isinstance(error, discord.NotFound):
                await self.deliver(await self._service.channel_gone(channel_id))
            text = (
                f"I cannot post in <#{channel_id}> ({error.text or error.status}). A server manager "
                "should give me Send Messages, Embed Links and Attach Files there."
            )
            await self._refused(channel_id, error, reply, text)
        return True

    async def _refused(self, channel_id: str, error: discord.HTTPException, reply: "Reply | None", text: str) -> None:
        """A channel that refuses the game's posts for good: the invoker is told ``text``, else (refused, not gone)
        the channel's GMs."""
        log.warning("cannot post in <#%s>: %s", channel_id, error)
        if reply is not None:
            await reply.send(Post(content=text))
        elif isinstance(error, discord.Forbidden):
            await self._tell_gms(channel_id, error, text)

    async def _send_post(self, post: Post, send: Callable[..., Any], channel_id: str) -> None:
        """One post; refused for its embeds or files (50013), it goes again as plain text."""
        if post.is_empty:
            return
        try:
            await send(allowed_mentions=MENTIONS, **send_kwargs(post))
        except discord.Forbidden as error:
            if error.code != MISSING_PERMISSIONS or not is_rich(post):
                raise
            log.info("channel %s refuses embeds or files; posting plain text there", channel_id)
            self._plain_channels.add(channel_id)
            for piece in as_plain_text(post):
                await send(allowed_mentions=MENTIONS, **send_kwargs(piece))


def _to_invoker(message: Message, reply: Reply) -> bool:
    """Whether ``message`` is a private answer to the interaction's invoker (theirs alone, not a DM)."""
    return (message.error or message.to == "ephemeral") and message.user_id in (None, str(reply.user_id))
