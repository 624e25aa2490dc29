"""The SQLite store: one aiosqlite connection in WAL mode; every change is one ``BEGIN IMMEDIATE`` transaction."""

import json
import sqlite3
from collections.abc import Callable
from typing import Any, TypeVar

import aiosqlite

from bot.store import transactions
from bot.store.records import (
    ActionRecord,
    Commit,
    DeadlineSettings,
    GameRecord,
    NewGame,
    PendingDeadline,
    Snapshot,
)
from bot.store.schema import migrate

T = TypeVar("T")

GAME_COLUMNS = (
    "id, channel_id, guild_id, ruleset, options, seats, gm_user, status, version, seed, commitment, deadline, "
    "state, last_action, gm_rolls, result, created_at, ended_at"
)


def _game(row: sqlite3.Row) -> GameRecord:
    return GameRecord(
        id=row["id"],
        channel_id=row["channel_id"],
        guild_id=row["guild_id"],
        ruleset=row["ruleset"],
        options=json.loads(row["options"]),
        seats=json.loads(row["seats"]),
        gm_user=row["gm_user"],
        status=row["status"],
        version=row["version"],
        seed=row["seed"],
        commitment=row["commitment"],
        deadline=DeadlineSettings(**json.loads(row["deadline"])),
        state_json=row["state"],
        last_action=row["last_action"],
        gm_rolls=row["gm_rolls"],
        result=json.loads(row["result"]) if row["result"] else None,
        created_at=row["created_at"],
        ended_at=row["ended_at"],
    )


def _action(row: sqlite3.Row) -> ActionRecord:
    return ActionRecord(
        number=row["number"],
        seat=row["seat"],
        user_id=row["user_id"],
        action=json.loads(row["action"]),
        events=json.loads(row["events"]),
        scripted_dice=json.loads(row["scripted_dice"]),
        dice_used=bool(row["dice_used"]),
        undoable=bool(row["undoable"]),
        time=row["time"],
    )


class SqliteStore:
    """The GameStore on one SQLite file. Reads are single statements; each write transaction runs whole on
    aiosqlite's connection thread (one hop), so transactions never interleave and no read sees one half done."""

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn

    async def close(self) -> None:
        """Release the connection."""
        await self._conn.close()

    async def _write(self, work: Callable[..., T], *args: Any) -> T:
        """Run a transaction function on the connection's thread (aiosqlite's own queue)."""
        result: T = await self._conn._execute(work, self._conn._conn, *args)
        return result

    async def _rows(self, sql: str, args: tuple[Any, ...]) -> list[sqlite3.Row]:
        return list(await self._conn.execute_fetchall(sql, args))

    async def _many(self, sql: str, args: tuple[Any, ...]) -> list[GameRecord]:
        return [_game(row) for row in await self._rows(sql, args)]

    async def _one(self, sql: str, args: tuple[Any, ...]) -> GameRecord | None:
        found = await self._many(sql, args)
        return found[0] if found else None

    async def create_game(self, game: NewGame, outbox: list[dict[str, Any]]) -> tuple[GameRecord, list[int]]:
        """Store a new lobby game (with its set-up snapshot) and its messages; ChannelBusy if one is live."""
        game_id, ids = await self._write(transactions.create_game, game, outbox)
        record = await self.game(game_id)
        assert record is not None
        return record, ids

    async def live_game(self, channel_id: str) -> GameRecord | None:
        """The channel's game that has not ended."""
        return await self._one(
            f"SELECT {GAME_COLUMNS} FROM games WHERE channel_id = ? AND status != 'ended'", (channel_id,)
        )

    async def latest_game(self, channel_id: str) -> GameRecord | None:
        """The channel's live game, or else its most recently ended one."""
        return await self._one(
            f"SELECT {GAME_COLUMNS} FROM games WHERE channel_id = ? ORDER BY status = 'ended', id DESC LIMIT 1",
            (channel_id,),
        )

    async def game(self, game_id: int) -> GameRecord | None:
        """A game by id."""
        return await self._one(f"SELECT {GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))

    async def all_games(self) -> list[GameRecord]:
        """Every game, live and archived."""
        return await self._many(f"SELECT {GAME_COLUMNS} FROM games ORDER BY id", ())

    async def live_games_of(self, user_id: str) -> list[GameRecord]:
        """Live games in which ``user_id`` holds a seat."""
        return await self._many(
            f"SELECT {GAME_COLUMNS} FROM games WHERE status != 'ended'"
            " AND EXISTS (SELECT 1 FROM json_each(games.seats) WHERE json_each.value = ?) ORDER BY id",
            (user_id,),
        )

    async def commit(self, change: Commit) -> list[int]:
        """Apply ``change`` atomically if the game is still at ``change.version``; return the outbox ids."""
        return await self._write(transactions.commit, change)

    async def actions(self, game_id: int, after: int = 0, upto: int | None = None) -> list[ActionRecord]:
        """Log entries with ``after < number <= upto``, in order."""
        sql = "SELECT * FROM actions WHERE game_id = ? AND number > ?"
        args: tuple[Any, ...] = (game_id, after)
        if upto is not None:
            sql += " AND number <= ?"
            args = (*args, upto)
        return [_action(row) for row in await self._rows(sql + " ORDER BY number", args)]

    async def snapshot_before(self, game_id: int, number: int) -> Snapshot:
        """The latest snapshot at or before action ``number``."""
        rows = await self._rows(
            "SELECT number, state FROM snapshots WHERE game_id = ? AND number <= ? ORDER BY number DESC LIMIT 1",
            (game_id, number),
        )
        if not rows:
            raise LookupError(f"game {game_id} has no snapshot at or before action {number}")
        return Snapshot(number=rows[0]["number"], state_json=rows[0]["state"])

    async def due_deadlines(self, now: float) -> list[PendingDeadline]:
        """Deadlines whose reminder or due time has come."""
        rows = await self._rows(
            "SELECT * FROM deadlines WHERE due_at <= ? OR (reminded = 0 AND remind_at <= ?) ORDER BY due_at",
            (now, now),
        )
        return [_deadline(row) for row in rows]

    async def deadline_of(self, game_id: int) -> PendingDeadline | None:
        """The game's pending deadline, if one runs."""
        rows = await self._rows("SELECT * FROM deadlines WHERE game_id = ?", (game_id,))
        return _deadline(rows[0]) if rows else None

    async def undelivered(self) -> list[tuple[int, dict[str, Any]]]:
        """Outbox messages not yet marked delivered, oldest first, by outbox id."""
        rows = await self._rows("SELECT id, message FROM outbox WHERE delivered_at IS NULL ORDER BY id", ())
        return [(row["id"], json.loads(row["message"])) for row in rows]

    async def mark_delivered(self, outbox_ids: list[int], now: float) -> None:
        """Mark outbox messages as sent."""
        if outbox_ids:
            await self._write(transactions.mark_delivered, outbox_ids, now)

    # Front-end bookkeeping (migration 2): interactions applied once; closed DMs remembered.
    async def claim_interaction(self, interaction_id: str, now: float) -> bool:
        """True the first time ``interaction_id`` is claimed (by any process); claims older than a day are
        forgotten."""
        return await self._write(transactions.claim_interaction, interaction_id, now)

    async def dm_closed_at(self, user_id: str) -> float | None:
        """When a DM to ``user_id`` was last refused as closed; None when not known to be closed."""
        rows = await self._rows("SELECT closed_at FROM closed_dms WHERE user_id = ?", (user_id,))
        return float(rows[0]["closed_at"]) if rows else None

    async def set_dm_closed(self, user_id: str, closed_at: float | None) -> None:
        """Remember that ``user_id``'s DMs were refused at ``closed_at``; None forgets it (a DM went through)."""
        await self._write(transactions.set_dm_closed, user_id, closed_at)


def _deadline(row: sqlite3.Row) -> PendingDeadline:
    return PendingDeadline(
        game_id=row["game_id"],
        channel_id=row["channel_id"],
        due_at=row["due_at"],
        remind_at=row["remind_at"],
        seats=json.loads(row["seats"]),
        reminded=bool(row["reminded"]),
    )


async def open_sqlite_store(path: str, synchronous: str = "FULL") -> SqliteStore:
    """Open (creating and migrating if needed) the SQLite file at ``path`` in WAL mode."""
    if synchronous not in ("OFF", "NORMAL", "FULL", "EXTRA"):
        raise ValueError(f"unknown synchronous mode {synchronous!r}")
    conn = await aiosqlite.connect(path, isolation_level=None)
    conn.row_factory = sqlite3.Row
    await conn.execute("PRAGMA busy_timeout = 10000")
    await conn.execute("PRAGMA journal_mode = WAL")
    await conn.execute(f"PRAGMA synchronous = {synchronous}")
    await conn.execute("PRAGMA foreign_keys = ON")
    await migrate(conn)
    return SqliteStore(conn)
