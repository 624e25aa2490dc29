"""An offline Discord for a real discord.py 2.7.1 bot: raw INTERACTION_CREATE payloads in, recorded REST calls out.

Adapted from the team's discord-offline-kit. discord.py reaches the network through two exits only, and both
are replaced: ``AsyncWebhookAdapter.request`` (interaction callbacks, followups, edits of the original reply)
and ``HTTPClient.request`` (DM channels, channel posts, command sync). Every call is recorded and checked
against Discord's documented limits that discord.py does not check itself; a breach fails the test.
Inputs go through ``ConnectionState.parse_interaction_create``, exactly as the gateway handler does.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import logging
import time
from dataclasses import dataclass, field
from typing import Any

import discord
from discord.http import HTTPClient
from discord.webhook.async_ import AsyncWebhookAdapter

APP_ID = 900000000000000001
GUILD_ID = 900000000000000002
CHANNEL_ID = 900000000000000003
GM_ROLE_ID = 900000000000000004
GM_ROLE = "Courier GM"
UPLOAD_LIMIT = 10 * 1024 * 1024
TS = "2026-01-01T00:00:00+00:00"
DISPATCHED_TASKS = (
    "CommandTree-invoker",
    "discord-ui-view-dispatch",
    "discord-ui-modal-dispatch",
    "discord-ui-dynamic-item",
    "discord.py: ",
)

_ids = itertools.count(910000000000000000)


def snowflake() -> int:
    return next(_ids)


def user_json(uid: int, name: str | None = None, bot: bool = False) -> dict:
    name = name or f"player{uid}"
    return {"id": str(uid), "username": name, "discriminator": "0", "global_name": name, "avatar": None, "bot": bot}


def message_json(channel_id: int, payload: dict | None, author: dict) -> dict:
    p = payload or {}
    return {
        "id": str(snowflake()),
        "channel_id": str(channel_id),
        "author": author,
        "content": p.get("content") or "",
        "timestamp": TS,
        "edited_timestamp": None,
        "tts": False,
        "mention_everyone": False,
        "mentions": [],
        "mention_roles": [],
        "attachments": [],
        "embeds": p.get("embeds") or [],
        "pinned": False,
        "type": 0,
        "flags": p.get("flags", 0),
        "components": p.get("components") or [],
    }


def _file_size(f: discord.File) -> int:
    pos = f.fp.tell()
    f.fp.seek(0, 2)
    size = f.fp.tell()
    f.fp.seek(pos)
    return size


def check_limits(payload: dict | None, files=(), upload_limit: int = UPLOAD_LIMIT) -> None:
    """Fail like Discord's 400/413 on what discord.py sends unchecked (resources/message.mdx,
    components/reference.mdx, interactions/receiving-and-responding.mdx, reference.mdx#uploading-files)."""
    p = payload or {}
    d = p["data"] if "type" in p and isinstance(p.get("data"), dict) else p
    assert len(d.get("content") or "") <= 2000, "message content > 2000 chars"
    embeds = d.get("embeds") or []
    assert len(embeds) <= 10, "more than 10 embeds"
    total = 0
    for e in embeds:
        assert e.get("title") or e.get("description") or e.get("image"), "empty embed"
        assert len(e.get("title", "")) <= 256, "embed title > 256"
        assert len(e.get("description", "")) <= 4096, "embed description > 4096"
        assert len(e.get("fields", [])) <= 25
        total += len(e.get("title", "")) + len(e.get("description", ""))
        total += len(e.get("footer", {}).get("text", "")) + len(e.get("author", {}).get("name", ""))
        total += sum(len(f["name"]) + len(f["value"]) for f in e.get("fields", []))
    assert total <= 6000, "embeds exceed 6000 chars in total"
    if "choices" in d:
        assert len(d["choices"]) <= 25, f"autocomplete returned {len(d['choices'])} choices (max 25)"
        for c in d["choices"]:
            assert 1 <= len(c["name"]) <= 100, "choice name must be 1-100 chars"
            assert 1 <= len(str(c["value"])) <= 100, "choice value must be 1-100 chars"
    rows = d.get("components") or []
    assert len(rows) <= 5, "more than 5 action rows"
    custom_ids = []
    for row in rows:
        kids = row.get("components", [])
        assert 1 <= len(kids) <= 5, "an action row holds 1-5 components"
        assert all(k["type"] != 3 for k in kids) or len(kids) == 1, "a select menu fills its row"
        for k in kids:
            assert 1 <= len(k.get("custom_id", "")) <= 100, "custom_id must be 1-100 chars"
            assert len(k.get("label", "")) <= 80, "button label > 80"
            if k["type"] == 3:
                assert 1 <= len(k["options"]) <= 25, "a select menu holds 1-25 options"
                assert len({o["value"] for o in k["options"]}) == len(k["options"]), "duplicate option value"
                assert len(k.get("placeholder", "")) <= 150, "select placeholder > 150"
            for o in k.get("options", []):
                assert len(o["label"]) <= 100 and len(o["value"]) <= 100
            custom_ids.append(k["custom_id"])
    assert len(custom_ids) == len(set(custom_ids)), "duplicate custom_id in one message"
    assert len(files) <= 10, "more than 10 files"
    sizes = [_file_size(f) for f in files]
    for f, size in zip(files, sizes, strict=True):
        assert size <= upload_limit, f"{f.filename} exceeds the upload limit"
    assert sum(sizes) <= 25 * 1024 * 1024, "request over 25 MiB"
    has_body = d.get("content") or embeds or files or rows or d.get("attachments") is not None
    assert has_body or "choices" in d or p.get("type") in (5, 6), "empty message"


@dataclass
class Call:
    method: str
    path: str
    payload: Any
    files: list[str] = field(default_factory=list)
    channel_id: int | None = None
    at: float = field(default_factory=time.monotonic)

    @property
    def body(self) -> dict:
        """Interaction callbacks wrap the message in {'type': N, 'data': {...}}."""
        p = self.payload or {}
        return p.get("data", p) if "type" in p else p

    @property
    def text(self) -> str:
        """Content and embed texts together, for assertions."""
        b = self.body or {}
        parts = [b.get("content") or ""]
        for e in b.get("embeds") or []:
            parts += [e.get("title", ""), e.get("description", "")]
        return "\n".join(p for p in parts if p)

    @property
    def custom_ids(self) -> list[str]:
        return [k["custom_id"] for row in (self.body or {}).get("components") or [] for k in row["components"]]

    @property
    def ephemeral(self) -> bool:
        return bool((self.body or {}).get("flags", 0) & 64)


class FakeDiscord:
    """Install with ``FakeDiscord(monkeypatch)``; inspect ``calls`` (refused calls are in ``refused``).

    Told to misbehave as Discord does: ``closed_dms``: users whose DMs fail with 50007 (files or not);
    ``forbidden_channels``: channels the bot may not post in (50013); ``no_files`` / ``no_embeds``: channels
    refusing a post with files / embeds (50013); ``broken_channels``: a 500 there; ``rate_limited``: channel ->
    how many posts to answer 429 with ``retry_after`` seconds (after ``passing_first``: channel -> how many posts
    to take first); ``gone_channels``: 404 Unknown Channel (10003);
    ``archived_threads``: threads answering posts 400 Thread is archived (50083) until unarchived, which
    ``locked_threads`` refuse (50013);
    ``acknowledged_elsewhere``: deferring an interaction answers 40060; ``expired_interactions``: it answers 404
    Unknown interaction (10062: not acknowledged within Discord's three seconds); ``edit_refusal``: (status, code) that
    every edit of a posted message answers (404/10008 a deleted message, 403/50013 no rights)."""

    def __init__(self, monkeypatch) -> None:
        self.calls: list[Call] = []
        self.refused: list[Call] = []
        self.errors: list[BaseException] = []
        self.closed_dms: set[int] = set()
        self.forbidden_channels: set[int] = set()
        self.no_files: set[int] = set()
        self.no_embeds: set[int] = set()
        self.broken_channels: set[int] = set()
        self.rate_limited: dict[int, int] = {}
        self.passing_first: dict[int, int] = {}
        self.retry_after = 0.01
        self.gone_channels: set[int] = set()
        self.archived_threads: set[int] = set()
        self.locked_threads: set[int] = set()
        self.acknowledged_elsewhere = False
        self.expired_interactions = False
        self.edit_refusal: tuple[int, int] | None = None
        self.dm_channels: dict[int, int] = {}
        self.synced: dict[int | None, list[dict]] = {}
        self.bot_user = user_json(APP_ID, "Courier", bot=True)
        fake = self

        async def webhook_request(adapter, route, session=None, *, payload=None, multipart=None, files=None, **kw):
            if multipart:
                payload = json.loads(next(p["value"] for p in multipart if p["name"] == "payload_json"))
            if route.method != "GET" and route.method != "DELETE":
                fake._checked(payload, files)
            call = Call(route.method, route.path, payload, [f.filename for f in files or []])
            if fake.acknowledged_elsewhere and route.path.endswith("/callback"):
                fake.refused.append(call)
                raise discord.HTTPException(_Response(400), {"code": 40060, "message": "already acknowledged"})
            if fake.expired_interactions and route.path.endswith("/callback"):
                fake.refused.append(call)
                raise discord.NotFound(_Response(404), {"code": 10062, "message": "Unknown interaction"})
            fake.calls.append(call)
            return fake._webhook_reply(route, payload)

        async def http_request(client, route, *, files=None, form=None, **kw):
            payload = kw.get("json")
            if form:
                payload = json.loads(next(p["value"] for p in form if p["name"] == "payload_json"))
            channel_id = getattr(route, "channel_id", None)
            if route.path.endswith("/messages") and route.method == "POST" or route.path.endswith("{message_id}"):
                fake._checked(payload, files)
            call = Call(route.method, route.path, payload, [f.filename for f in files or []], channel_id)
            try:
                fake._refuse(route, payload, files)
            except discord.HTTPException:
                fake.refused.append(call)
                raise
            fake.calls.append(call)
            return fake._http_reply(route, payload)

        monkeypatch.setattr(AsyncWebhookAdapter, "request", webhook_request)
        monkeypatch.setattr(HTTPClient, "request", http_request)

    def _refuse(self, route, payload, files) -> None:
        """Answer as Discord would in a channel set to misbehave (before anything is recorded as sent)."""
        if route.method == "PATCH" and route.path.endswith("{message_id}") and self.edit_refusal:
            status, code = self.edit_refusal
            kind = {404: discord.NotFound, 403: discord.Forbidden}.get(status, discord.HTTPException)
            raise kind(_Response(status), {"code": code, "message": "refused"})
        reopening = route.method == "PATCH" and route.path == "/channels/{channel_id}"
        if reopening and route.channel_id in self.locked_threads:
            raise discord.Forbidden(_Response(403), {"code": 50013, "message": "Missing Permissions"})
        if not (route.method == "POST" and route.path == "/channels/{channel_id}/messages"):
            return
        channel = route.channel_id
        owner = next((u for u, c in self.dm_channels.items() if c == channel), None)
        if owner in self.closed_dms:
            raise discord.Forbidden(_Response(403), {"code": 50007, "message": "Cannot send messages to this user"})
        if channel in self.gone_channels:
            raise discord.NotFound(_Response(404), {"code": 10003, "message": "Unknown Channel"})
        if channel in self.archived_threads:
            raise discord.HTTPException(_Response(400), {"code": 50083, "message": "Thread is archived"})
        if self.passing_first.get(channel, 0) > 0:
            self.passing_first[channel] -= 1
        elif self.rate_limited.get(channel, 0) > 0:
            self.rate_limited[channel] -= 1
            response = _Response(429, {"Retry-After": str(self.retry_after)})
            raise discord.HTTPException(response, {"code": 0, "message": "You are being rate limited."})
        rich = (files and channel in self.no_files) or ((payload or {}).get("embeds") and channel in self.no_embeds)
        if channel in self.forbidden_channels or rich:
            raise discord.Forbidden(_Response(403), {"code": 50013, "message": "Missing Permissions"})
        if channel in self.broken_channels:
            raise discord.DiscordServerError(_Response(500), {"code": 0, "message": "Internal Server Error"})

    def _checked(self, payload, files) -> None:
        try:
            check_limits(payload, files or ())
        except AssertionError as e:
            self.errors.append(e)
            raise

    def _webhook_reply(self, route, payload):
        if route.path.endswith("/callback"):
            data = (payload or {}).get("data") or {}
            msg = message_json(CHANNEL_ID, data, self.bot_user)
            return {
                "interaction": {
                    "id": str(route.webhook_id),
                    "type": 2,
                    "response_message_id": msg["id"],
                    "response_message_loading": payload.get("type") == 5,
                    "response_message_ephemeral": bool(data.get("flags", 0) & 64),
                },
                "resource": {"type": payload["type"], "message": msg},
            }
        if route.method == "DELETE":
            return None
        return message_json(CHANNEL_ID, payload, self.bot_user)

    def _http_reply(self, route, payload):
        if route.method == "POST" and route.path == "/users/@me/channels":
            user_id = int(payload["recipient_id"])
            channel_id = self.dm_channels.setdefault(user_id, snowflake())
            return {"id": str(channel_id), "type": 1, "last_message_id": None, "recipients": [user_json(user_id)]}
        if route.method == "POST" and route.path == "/channels/{channel_id}/messages":
            return message_json(route.channel_id, payload, self.bot_user)
        if route.method == "PATCH" and route.path == "/channels/{channel_id}":
            if payload.get("archived") is False:
                self.archived_threads.discard(route.channel_id)
            return {"id": str(route.channel_id), "type": 11, "thread_metadata": {"archived": False, "locked": False}}
        if route.method == "PATCH" and route.path == "/channels/{channel_id}/messages/{message_id}":
            return {**message_json(route.channel_id, payload, self.bot_user), "id": route.url.rsplit("/", 1)[1]}
        if route.method == "PUT" and route.path.endswith("/commands"):
            guild = getattr(route, "guild_id", None)
            self.synced[guild] = payload
            return [{**c, "id": str(snowflake()), "application_id": str(APP_ID), "version": "1"} for c in payload]
        raise NotImplementedError(f"FakeDiscord has no reply for {route.method} {route.path}")

    # ---- assertions ------------------------------------------------------------------------------------
    def responses(self) -> list[Call]:
        """Interaction callbacks (type 4, 5, 8 …)."""
        return [c for c in self.calls if c.path.endswith("/callback")]

    def private(self) -> list[Call]:
        """What the invoker alone saw: the edited deferred reply and ephemeral followups."""
        return [
            c
            for c in self.calls
            if (c.method == "PATCH" and c.path.endswith("@original"))
            or (c.method == "POST" and c.path == "/webhooks/{webhook_id}/{webhook_token}" and c.ephemeral)
        ]

    def posts(self, channel_id: int = CHANNEL_ID) -> list[Call]:
        """Messages posted in a channel (by REST, not as interaction replies)."""
        return [c for c in self.calls if c.path == "/channels/{channel_id}/messages" and c.channel_id == channel_id]

    def dms(self, user_id: int) -> list[Call]:
        """Messages sent to a user's DM channel."""
        channel = self.dm_channels.get(user_id)
        return [] if channel is None else self.posts(channel)

    def clear(self) -> None:
        self.calls.clear()


class _Response:
    """The bits of aiohttp.ClientResponse that discord.HTTPException reads."""

    def __init__(self, status: int, headers: dict[str, str] | None = None) -> None:
        self.status = status
        reasons = {400: "Bad Request", 403: "Forbidden", 404: "Not Found", 429: "Too Many Requests"}
        self.reason = reasons.get(status, "Server Error")
        self.headers = headers or {}


class ErrorLog(logging.Handler):
    """Collects ERROR records from discord.py and Courier: the harness fails a test on an unexpected one."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)

    def take(self) -> list[logging.LogRecord]:
        """The records so far, forgotten here."""
        records, self.records = self.records, []
        return records

    def check(self) -> None:
        """Fail on any record (an unexpected error somewhere in the bot)."""
        if self.records:
            record = self.take()[0]
            cause = record.exc_info[1] if record.exc_info else None
            raise AssertionError(f"unexpected error logged: {record.getMessage()}") from cause


# ---- raw INTERACTION_CREATE payloads ---------------------------------------------------------------------
def guild_json() -> dict:
    everyone = {"id": str(GUILD_ID), "name": "@everyone", "permissions": "0", "position": 0, "color": 0}
    gm = {"id": str(GM_ROLE_ID), "name": GM_ROLE, "permissions": "0", "position": 1, "color": 0}
    return {"id": str(GUILD_ID), "name": "Wargames Club", "roles": [everyone, gm], "owner_id": "1"}


def _base(
    itype: int,
    data: dict,
    user_id: int,
    *,
    guild: bool = True,
    permissions: int = 0,
    gm_role: bool = False,
    app_permissions: discord.Permissions | None = None,
):
    p = {
        "id": str(snowflake()),
        "application_id": str(APP_ID),
        "type": itype,
        "token": f"tok-{snowflake()}",
        "version": 1,
        "data": data,
        "locale": "en-US",
        "entitlements": [],
        "app_permissions": str((app_permissions or discord.Permissions.all()).value),
        "attachment_size_limit": UPLOAD_LIMIT,
    }
    if guild:
        p.update(
            guild_id=str(GUILD_ID),
            guild_locale="en-US",
            context=0,
            authorizing_integration_owners={"0": str(GUILD_ID)},
            channel={"id": str(CHANNEL_ID), "type": 0, "guild_id": str(GUILD_ID), "name": "game", "position": 0},
            channel_id=str(CHANNEL_ID),
            member={
                "user": user_json(user_id),
                "roles": [str(GM_ROLE_ID)] if gm_role else [],
                "joined_at": TS,
                "deaf": False,
                "mute": False,
                "flags": 0,
                "permissions": str(permissions),
            },
        )
    else:
        dm = CHANNEL_ID + user_id
        p.update(
            context=1,
            authorizing_integration_owners={"1": str(user_id)},
            channel={"id": str(dm), "type": 1, "recipients": [user_json(user_id)]},
            channel_id=str(dm),
            user=user_json(user_id),
        )
    return p


def slash(name: str, *, user_id: int = 1, focused: str | None = None, resolved: dict | None = None, **kw) -> dict:
    """``slash("game join", side="British")``. ``focused`` makes it an autocomplete request for that option.
    Option names that are Python keywords take a trailing underscore (``from_``)."""
    contexts = ("guild", "permissions", "gm_role", "app_permissions")
    options = {k: v for k, v in kw.items() if k not in contexts}
    context = {k: v for k, v in kw.items() if k in contexts}
    opts = []
    for key, value in options.items():
        opt_name = key.rstrip("_")
        opt = {"name": opt_name, "type": _type_of(opt_name, value), "value": value}
        if focused == opt_name:
            opt["focused"] = True
        opts.append(opt)
    users = [o["value"] for o in opts if o["type"] == 6]
    if users and not resolved:
        resolved = {"users": {str(u): user_json(int(u)) for u in users}}
    parts = name.split()
    for sub in reversed(parts[1:]):
        opts = [{"name": sub, "type": 1, "options": opts}]
    data: dict = {"id": str(snowflake()), "name": parts[0], "type": 1, "options": opts}
    if resolved:
        data["resolved"] = resolved
    return _base(4 if focused else 2, data, user_id, **context)


def _type_of(name: str, value: Any) -> int:
    if name == "user":
        return 6
    if isinstance(value, bool):
        return 5
    if isinstance(value, int):
        return 4
    return 3


def component(
    custom_id: str,
    *,
    user_id: int = 1,
    values: list[str] | None = None,
    label: str = "",
    on: Call | None = None,
    **kw,
) -> dict:
    """A button press (or, with ``values``, a string-select choice) on a message the bot posted earlier: ``on``,
    the recorded post itself (its components and text), or else a message holding only the pressed item."""
    data: dict = {"custom_id": custom_id, "component_type": 2 if values is None else 3}
    if values is not None:
        data["values"] = values
    p = _base(3, data, user_id, **kw)
    if values is None:
        clicked = {"type": 2, "style": 2, "label": label or custom_id, "custom_id": custom_id}
    else:
        clicked = {"type": 3, "custom_id": custom_id, "options": [{"label": v, "value": v} for v in values]}
    if on is not None:
        p["message"] = message_json(on.channel_id or CHANNEL_ID, on.body, user_json(APP_ID))
    else:
        p["message"] = message_json(
            CHANNEL_ID, {"components": [{"type": 1, "components": [clicked]}]}, user_json(APP_ID)
        )
    return p


# ---- driving a real bot --------------------------------------------------------------------------------
async def prepare(bot: discord.Client) -> discord.Client:
    """Inside ``async with bot:``: set what login() would fetch, cache the test server, run setup_hook."""
    bot._connection.user = discord.ClientUser(state=bot._connection, data=user_json(APP_ID, "Courier", True))
    bot._connection.application_id = APP_ID
    bot._connection._add_guild_from_data(guild_json())
    await bot.setup_hook()
    return bot


async def dispatch(bot: discord.Client, payload: dict, fake: FakeDiscord) -> None:
    """Feed one INTERACTION_CREATE as the gateway would, wait for the tasks it spawned, re-raise limit breaches."""
    before = asyncio.all_tasks()
    bot._connection.parse_interaction_create(payload)
    for _ in range(10):
        new = [t for t in asyncio.all_tasks() - before if t.get_name().startswith(DISPATCHED_TASKS)]
        if not new:
            break
        before |= set(new)
        await asyncio.gather(*new)
    if fake.errors:
        raise fake.errors.pop(0)
