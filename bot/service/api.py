"""The service's boundary: commands in, outcomes (messages to post) out. No Discord, no terminal here.

Front ends (the console and Discord) turn their input into a ``Command`` and deliver the ``Outcome``'s
messages; they hold no game logic.
"""

from dataclasses import dataclass, field
from typing import Literal

Destination = Literal["channel", "dm", "ephemeral"]


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
    """One slash command: ``/group sub name:value …`` (``group`` is ``game``, ``gm``, ``move`` …)."""

    caller: Caller
    group: str
    sub: str | None = None
    options: dict[str, str] = field(default_factory=dict)


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


@dataclass
class Outcome:
    """What a command produced: the messages to send, in order."""

    messages: list[Message] = field(default_factory=list)


@dataclass(frozen=True)
class Choice:
    """One autocomplete choice: what is shown and the value sent back."""

    name: str
    value: str
