"""The SQLite store: one aiosqlite connection in WAL mode; every change is one ``BEGIN IMMEDIATE`` transaction."""

import asyncio
import sqlite3
import time
from collections.abc import Callable
from typing import Any, TypeVar

import aiosqlite

from bot.store import rows, transactions
from bot.store.records import ActionRecord, Commit, GameRecord, NewGame, PendingDeadline, Snapshot
from bot.store.rows import GAME_COLUMNS, Owner
from bot.store.schema import migrate

T = TypeVar("T")
BUSY_SECONDS = 10.0
"""How long a statement waits for another connection's lock before it fails."""
WAL_RETRY_SECONDS = 0.02


class SqliteStore:
    """The GameStore on one SQLite file. Each write transaction runs whole on the writing connection's thread
    (one hop), so transactions never interleave. Reads are single statements on a second connection (WAL lets
    them run beside a commit waiting on the disk, and no read sees a transaction half done).
    ``owner`` (instance name, run token) claims the outbox rows this process commits and delivers itself."""

    def __init__(self, conn: aiosqlite.Connection, reader: aiosqlite.Connection, owner: Owner) -> None:
        self._conn = conn
        self._reader = reader
        self._owner = owner

    async def close(self) -> None:
        """Release the connections."""
        await self._reader.close()
        await self._conn.close()

    async def _write(self, work: Callable[..., T], *args: Any) -> T:
        """Run a transaction function on the connection's thread (aiosqlite's own queue)."""
        result: T = await self._conn._execute(work, self._conn._conn, *args)
        return result

    async def _rows(self, sql: str, args: tuple[Any, ...]) -> list[sqlite3.Row]:
        return list(await self._reader.execute_fetchall(sql, args))

    async def _many(self, sql: str, args: tuple[Any, ...]) -> list[GameRecord]:
        return [rows.game(row) for row in await self._rows(sql, args)]

    async def _one(self, sql: str, args: tuple[Any, ...]) -> GameRecord | None:
        found = await self._many(sql, args)
        return found[0] if found else None

    async def create_game(self, game: NewGame, outbox: list[dict[str, Any]]) -> tuple[GameRecord, list[int]]:
        """Store a new lobby game (with its set-up snapshot) and its messages; ChannelBusy if one is live."""
        game_id, ids = await self._write(transactions.create_game, game, outbox, self._owner)
        record = await self.game(game_id)
        assert record is not None
        return record, ids

    async def live_game(self, channel_id: str) -> GameRecord | None:
        """The channel's game that has not ended."""
        return await self._one(
            f"SELECT {GAME_COLUMNS} FROM games WHERE channel_id = ? AND status != 'ended'", (channel_id,)
        )

    async def latest_game(self, channel_id: str) -> GameRecord | None:
        """The channel's live game, or else its most recently ended one (by the channel index)."""
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
        return await self._write(transactions.commit, change, self._owner)

    async def actions(self, game_id: int, after: int = 0, upto: int | None = None) -> list[ActionRecord]:
        """Log entries with ``after < number <= upto``, in order."""
        sql = f"SELECT {rows.ACTION_COLUMNS} FROM actions WHERE game_id = ? AND number > ?"
        args: tuple[Any, ...] = (game_id, after)
        if upto is not None:
            sql += " AND number <= ?"
            args = (*args, upto)
        return [rows.action(row) for row in await self._rows(sql + " ORDER BY number", args)]

    async def snapshot_before(self, game_id: int, number: int) -> Snapshot:
        """The latest snapshot at or before action ``number``."""
        found = await self._rows(
            "SELECT number, state FROM snapshots WHERE game_id = ? AND number <= ? ORDER BY number DESC LIMIT 1",
            (game_id, number),
        )
        if not found:
            raise LookupError(f"game {game_id} has no snapshot at or before action {number}")
        return Snapshot(number=found[0]["number"], state_json=found[0]["state"])

    async def claim_deadlines(self, now: float) -> list[PendingDeadline]:
        """Claim the deadlines whose reminder or due time has come and that no process holds."""
        return await self._write(transactions.claim_deadlines, now)

    async def deadline_of(self, game_id: int) -> PendingDeadline | None:
        """The game's pending deadline, if one runs."""
        found = await self._rows(f"SELECT {rows.DEADLINE_COLUMNS} FROM deadlines WHERE game_id = ?", (game_id,))
        return rows.deadline(found[0]) if found else None

    async def claim_undelivered(self, now: float, limit: int = 500) -> list[tuple[int, dict[str, Any]]]:
        """Claim undelivered messages no running process holds, oldest first, by outbox id."""
        return await self._write(transactions.claim_outbox, self._owner, now, limit)

    async def mark_delivered(self, outbox_ids: list[int], now: float) -> None:
        """Mark outbox messages as sent."""
        if outbox_ids:
            await self._write(transactions.mark_delivered, outbox_ids, now)

    async def keep_claims(self, outbox_ids: list[int], now: float) -> None:
        """Hold this instance's claim on undelivered messages it is still sending for another CLAIM_SECONDS."""
        if outbox_ids:
            await self._write(transactions.keep_claims, self._owner, outbox_ids, now)

    async def blob(self, key: str) -> bytes | None:
        """Stored bytes by content hash (a map an outbox message refers to)."""
        found = await self._rows("SELECT data FROM blobs WHERE hash = ?", (key,))
        return bytes(found[0]["data"]) if found else None

    # Front-end bookkeeping (migration 4): interactions applied once; closed DMs remembered.
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

    async def acquire_lease(self, name: str, now: float, seconds: float) -> bool:
        """Take or renew the lease ``name`` (one leader among processes) unless another holds it."""
        return await self._write(transactions.acquire_lease, name, self._owner[0], now, seconds)


async def open_sqlite_store(path: str, synchronous: str = "FULL", owner: Owner = ("main", "")) -> SqliteStore:
    """Open (creating and migrating if needed) the SQLite file at ``path`` in WAL mode."""
    if synchronous not in ("OFF", "NORMAL", "FULL", "EXTRA"):
        raise ValueError(f"unknown synchronous mode {synchronous!r}")
    conn = await _connect(path)
    reader: aiosqlite.Connection | None = None
    try:
        await _use_wal(conn)
        await conn.execute(f"PRAGMA synchronous = {synchronous}")
        await conn.execute("PRAGMA foreign_keys = ON")
        await migrate(conn)
        reader = await _connect(path)
        await reader.execute("PRAGMA query_only = ON")
    except BaseException:  # closed, else their threads keep the process from ever exiting
        if reader is not None:
            await reader.close()
        await conn.close()
        raise
    return SqliteStore(conn, reader, owner)


async def _connect(path: str) -> aiosqlite.Connection:
    conn = await aiosqlite.connect(path, isolation_level=None)
    try:
        conn.row_factory = sqlite3.Row
        await conn.execute(f"PRAGMA busy_timeout = {BUSY_SECONDS * 1000:.0f}")
    except BaseException:
        await conn.close()
        raise
    return conn


async def _use_wal(conn: aiosqlite.Connection) -> None:
    """Put the file in WAL mode. While another process creates or migrates the same new file, SQLite refuses the
    switch at once ("database is locked": its busy timeout does not wait for this lock), so the switch is tried
    again until the busy timeout has passed."""
    give_up = time.monotonic() + BUSY_SECONDS
    while True:
        try:
            await conn.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) or time.monotonic() > give_up:
                raise
        await asyncio.sleep(WAL_RETRY_SECONDS)
