"""Persistence: games, the append-only action log, snapshots, deadlines and the outbox."""

from bot.store.interface import ChannelBusy, GameStore, StaleVersion
from bot.store.records import (
    ActionRecord,
    Commit,
    DeadlineSettings,
    GameRecord,
    NewGame,
    PendingDeadline,
    Snapshot,
)
from bot.store.sqlite import SqliteStore, open_sqlite_store

__all__ = [
    "ActionRecord",
    "ChannelBusy",
    "Commit",
    "DeadlineSettings",
    "GameRecord",
    "GameStore",
    "NewGame",
    "PendingDeadline",
    "Snapshot",
    "SqliteStore",
    "StaleVersion",
    "open_sqlite_store",
]
