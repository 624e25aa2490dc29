"""The rows the store keeps, as plain dataclasses (no SQL here)."""

from dataclasses import dataclass, field
from typing import Any, Literal

GameStatus = Literal["lobby", "active", "paused", "ended"]
DeadlinePolicy = Literal["wait", "pass", "ai"]


@dataclass(frozen=True)
class DeadlineSettings:
    """A game's phase deadline: off when ``hours`` is None; a reminder ``remind_hours`` before it."""

    hours: float | None = None
    remind_hours: float | None = None
    policy: DeadlinePolicy = "wait"


@dataclass(frozen=True)
class NewGame:
    """What `/game new` stores."""

    channel_id: str
    guild_id: str | None
    ruleset: str
    options: dict[str, str]
    gm_user: str
    seed: int
    commitment: str
    state_json: str
    created_at: float
    ruleset_version: str = "1"


@dataclass(frozen=True)
class GameRecord:
    """One game as stored: its settings, its current state (JSON) and its optimistic-concurrency version."""

    id: int
    channel_id: str
    guild_id: str | None
    ruleset: str
    options: dict[str, str]
    seats: dict[str, str]
    gm_user: str
    status: GameStatus
    version: int
    seed: int
    commitment: str
    deadline: DeadlineSettings
    state_json: str
    last_action: int
    gm_rolls: int
    result: dict[str, Any] | None
    created_at: float
    ended_at: float | None
    ruleset_version: str = "1"
    posted_maps: dict[str, str] = field(default_factory=dict)
    """A digest of the last map posted per viewer ("" the public map, else the seat's own): a map whose board did
    not change is not posted again, after a restart too."""


@dataclass(frozen=True)
class ActionRecord:
    """One entry of the append-only action log."""

    number: int
    seat: str
    user_id: str
    action: dict[str, Any]
    events: list[dict[str, Any]]
    scripted_dice: list[int]
    dice_used: bool
    undoable: bool
    time: float


@dataclass(frozen=True)
class Snapshot:
    """The state after action ``number`` (0: the set-up)."""

    number: int
    state_json: str


@dataclass(frozen=True)
class PendingDeadline:
    """A deadline waiting to fire for one game: the seats it waits for, its reminder and due times."""

    game_id: int
    channel_id: str
    due_at: float
    remind_at: float | None
    seats: list[str]
    reminded: bool = False


@dataclass
class Commit:
    """Everything one command changes in a game, written in one transaction if ``version`` is still current.

    Fields left None are unchanged. ``truncate_after`` drops log entries and snapshots after that number
    (undo, rollback) before ``actions`` are appended. ``outbox`` holds the messages reporting the change
    (as JSON-ready dicts: the store does not know what a message is); ``blobs`` the bytes they refer to by
    content hash (maps), kept in the database so that any process can deliver them.
    """

    game_id: int
    version: int
    now: float = 0.0
    state_json: str | None = None
    status: GameStatus | None = None
    seats: dict[str, str] | None = None
    deadline_settings: DeadlineSettings | None = None
    result: dict[str, Any] | None = None
    ended_at: float | None = None
    last_action: int | None = None
    gm_rolls: int | None = None
    posted_maps: dict[str, str] | None = None
    truncate_after: int | None = None
    actions: list[ActionRecord] = field(default_factory=list)
    snapshots: list[Snapshot] = field(default_factory=list)
    deadline: PendingDeadline | None = None
    clear_deadline: bool = False
    reminded: bool = False
    outbox: list[dict[str, Any]] = field(default_factory=list)
    blobs: dict[str, bytes] = field(default_factory=dict)
