"""Persistence: games, the append-only action log, snapshots, deadlines and the outbox."""

from bot.store.factory import is_postgres, open_store
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
    "is_postgres",
    "open_sqlite_store",
    "open_store",
]
