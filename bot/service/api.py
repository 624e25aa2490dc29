"""The service's boundary: commands in, outcomes (messages to post) out. No Discord, no terminal here.

Front ends (the console and Discord) turn their input into a ``Command`` and deliver the ``Outcome``'s
messages; they hold no game logic.
"""

from dataclasses import dataclass, field
from typing import Literal, Protocol

from rules.core.catalogue import Verb

Destination = Literal["channel", "dm", "ephemeral"]
MAP_TO_DRAW = "map:"
"""How a message's file names a map stored as its board, drawn when the message is delivered:
``map:<sha256 of the board's JSON>:<file name>``."""


@dataclass(frozen=True)
class Caller:
    """Who runs a command, and where."""

    user_id: str
    user_name: str
    channel_id: str | None
    guild_id: str | None = None
    is_dm: bool = False
    is_server_manager: bool = False
    roles: tuple[str, ...] = ()


@dataclass(frozen=True)
class Command:
    """One slash command: ``/group sub name:value …`` (``group`` is ``game``, ``gm``, ``move`` …). A front end
    that may deliver one command twice (Discord, to several processes) gives its ``interaction_id``: the service
    applies each id at most once."""

    caller: Caller
    group: str
    sub: str | None = None
    options: dict[str, str] = field(default_factory=dict)
    interaction_id: str | None = None

    @property
    def path(self) -> str:
        """The command as typed, normalised: "move", "offer accept", "game new"."""
        group = self.group.strip().lower().lstrip("/")
        sub = (self.sub or "").strip().lower()
        return f"{group} {sub}" if sub else group


@dataclass(frozen=True)
class Button:
    """A component on a message: its custom id carries the game and the prompt (works after a restart)."""

    custom_id: str
    label: str
    style: Literal["primary", "secondary", "success", "danger"] = "secondary"


@dataclass(frozen=True)
class Message:
    """One message Courier sends."""

    to: Destination
    text: str
    channel_id: str | None = None
    user_id: str | None = None
    files: tuple[str, ...] = ()
    error: bool = False
    mentions: tuple[str, ...] = ()
    buttons: tuple[Button, ...] = ()
    title: str | None = None
    outbox_id: int | None = None

    @property
    def drawn_as_sent(self) -> bool:
        """Whether a file of the message is a map still to draw (a seat's own map in its DM): the delivery draws
        it as the message goes (``Service.files_ready``)."""
        return any(name.startswith(MAP_TO_DRAW) for name in self.files)


@dataclass
class Outcome:
    """What a command produced: the messages to send, in order."""

    messages: list[Message] = field(default_factory=list)


@dataclass(frozen=True)
class Choice:
    """One autocomplete choice: what is shown and the value sent back."""

    name: str
    value: str


class Service(Protocol):
    """What front ends call. Every message that reports a committed action is in the outbox first:
    a front end sends it, then calls ``delivered`` with its ``outbox_id``; after a restart it sends
    ``undelivered()`` again. ``verbs`` are the game commands of every installed ruleset, merged."""

    verbs: list[Verb]

    async def handle(self, command: Command) -> Outcome:
        """Run one command (lifecycle, play or GM) and say what to post."""
        ...

    async def autocomplete(self, command: Command, option: str, typed: str) -> list[Choice]:
        """At most 25 choices for ``option`` from the caller's legal actions, filtered by ``typed``."""
        ...

    async def press(self, caller: Caller, custom_id: str, interaction_id: str | None = None) -> Outcome:
        """A button or select pressed (``custom_id`` carries the game and the prompt), at most once per
        ``interaction_id``."""
        ...

    async def fire_due_deadlines(self, now: float) -> Outcome:
        """Apply every deadline that is due at ``now`` (epoch seconds) and send reminders."""
        ...

    async def delivered(self, outbox_ids: list[int]) -> None:
        """Mark outbox messages as sent."""
        ...

    async def keep_claims(self, outbox_ids: list[int]) -> None:
        """Keep holding outbox messages this process is still sending (queued behind a rate limit, say), so that no
        other process, and no later sweep, takes them: a claim not kept runs out and the message is sent again."""
        ...

    async def files_ready(self, message: Message) -> Message:
        """``message`` with its files drawn and written where they can be sent from (a seat's own map is drawn
        when its DM is delivered): call it just before sending a message."""
        ...

    async def undelivered(self) -> list[Message]:
        """Messages committed but not yet sent (to retry after a restart)."""
        ...

    async def prune_files(self) -> int:
        """Remove the files written to send (maps, exports) over a day ago; how many."""
        ...

    async def channel_gone(self, channel_id: str) -> Outcome:
        """The channel was deleted or can no longer be seen: its game pauses and its deadline stops."""
        ...

    async def guild_gone(self, guild_id: str) -> Outcome:
        """Courier was removed from a server: its games pause."""
        ...

    async def gms_of(self, channel_id: str) -> list[str]:
        """Whom to tell when the channel's posts cannot get through."""
        ...

    async def dm_closed_at(self, user_id: str) -> float | None:
        """When ``user_id``'s DMs were last found closed (None: not known to be)."""
        ...

    async def set_dm_closed(self, user_id: str, closed: bool) -> None:
        """Remember or forget that ``user_id``'s DMs are closed."""
        ...
