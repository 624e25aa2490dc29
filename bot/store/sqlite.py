"""The SQLite store: one aiosqlite connection in WAL mode; every change is one ``BEGIN IMMEDIATE`` transaction."""

import asyncio
import json
import sqlite3
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import asdict
from typing import Any

import aiosqlite

from bot.store.interface import ChannelBusy, StaleVersion
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
    """The GameStore on one SQLite file. One connection, used by one coroutine at a time (a lock), so that no
    read sees another coroutine's transaction half done and no transaction begins inside another."""

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn
        self._lock = asyncio.Lock()

    async def close(self) -> None:
        """Release the connection."""
        await self._conn.close()

    async def _rows(self, sql: str, args: tuple[Any, ...]) -> list[sqlite3.Row]:
        async with self._lock, self._conn.execute(sql, args) as cursor:
            return list(await cursor.fetchall())

    async def _many(self, sql: str, args: tuple[Any, ...]) -> list[GameRecord]:
        return [_game(row) for row in await self._rows(sql, args)]

    async def _one(self, sql: str, args: tuple[Any, ...]) -> GameRecord | None:
        found = await self._many(sql, args)
        return found[0] if found else None

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[None]:
        """``BEGIN IMMEDIATE`` … ``COMMIT``, rolled back on any error."""
        async with self._lock:
            await self._conn.execute("BEGIN IMMEDIATE")
            try:
                yield
            except BaseException:
                await self._conn.execute("ROLLBACK")
                raise
            await self._conn.execute("COMMIT")

    async def create_game(self, game: NewGame, outbox: list[dict[str, Any]]) -> tuple[GameRecord, list[int]]:
        """Store a new lobby game (with its set-up snapshot) and its messages; ChannelBusy if one is live."""
        try:
            async with self._transaction():
                cursor = await self._conn.execute(
                    "INSERT INTO games (channel_id, guild_id, ruleset, options, gm_user, status, seed, commitment,"
                    " state, created_at) VALUES (?, ?, ?, ?, ?, 'lobby', ?, ?, ?, ?)",
                    (
                        game.channel_id,
                        game.guild_id,
                        game.ruleset,
                        json.dumps(game.options),
                        game.gm_user,
                        game.seed,
                        game.commitment,
                        game.state_json,
                        game.created_at,
                    ),
                )
                game_id = cursor.lastrowid
                assert game_id is not None
                await self._conn.execute(
                    "INSERT INTO snapshots (game_id, number, state) VALUES (?, 0, ?)", (game_id, game.state_json)
                )
                ids = await self._enqueue(game_id, outbox, game.created_at)
        except sqlite3.IntegrityError as exc:
            raise ChannelBusy(game.channel_id) from exc
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
        async with self._transaction():
            await self._update_game(change)
            await self._write_log(change)
            await self._write_deadline(change)
            return await self._enqueue(change.game_id, change.outbox, change.now)

    async def _update_game(self, change: Commit) -> None:
        columns: dict[str, Any] = {
            "state": change.state_json,
            "status": change.status,
            "seats": json.dumps(change.seats) if change.seats is not None else None,
            "deadline": json.dumps(asdict(change.deadline_settings)) if change.deadline_settings else None,
            "result": json.dumps(change.result) if change.result is not None else None,
            "ended_at": change.ended_at,
            "last_action": change.last_action,
            "gm_rolls": change.gm_rolls,
        }
        sets = [f"{name} = ?" for name, value in columns.items() if value is not None]
        values = [value for value in columns.values() if value is not None]
        cursor = await self._conn.execute(
            f"UPDATE games SET {', '.join(['version = version + 1', *sets])} WHERE id = ? AND version = ?",
            (*values, change.game_id, change.version),
        )
        if cursor.rowcount != 1:
            raise StaleVersion(f"game {change.game_id} is no longer at version {change.version}")

    async def _write_log(self, change: Commit) -> None:
        if change.truncate_after is not None:
            for table in ("actions", "snapshots"):
                await self._conn.execute(
                    f"DELETE FROM {table} WHERE game_id = ? AND number > ?", (change.game_id, change.truncate_after)
                )
        if change.actions:
            await self._conn.executemany(
                "INSERT INTO actions (game_id, number, seat, user_id, action, events, scripted_dice, dice_used,"
                " undoable, time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (
                        change.game_id,
                        a.number,
                        a.seat,
                        a.user_id,
                        json.dumps(a.action),
                        json.dumps(a.events),
                        json.dumps(a.scripted_dice),
                        a.dice_used,
                        a.undoable,
                        a.time,
                    )
                    for a in change.actions
                ],
            )
        if change.snapshots:
            await self._conn.executemany(
                "INSERT OR REPLACE INTO snapshots (game_id, number, state) VALUES (?, ?, ?)",
                [(change.game_id, s.number, s.state_json) for s in change.snapshots],
            )

    async def _write_deadline(self, change: Commit) -> None:
        if change.clear_deadline:
            await self._conn.execute("DELETE FROM deadlines WHERE game_id = ?", (change.game_id,))
        if change.reminded:
            await self._conn.execute("UPDATE deadlines SET reminded = 1 WHERE game_id = ?", (change.game_id,))
        if change.deadline is not None:
            d = change.deadline
            await self._conn.execute(
                "INSERT OR REPLACE INTO deadlines (game_id, channel_id, due_at, remind_at, seats, reminded)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (d.game_id, d.channel_id, d.due_at, d.remind_at, json.dumps(d.seats), d.reminded),
            )

    async def _enqueue(self, game_id: int, outbox: list[dict[str, Any]], now: float) -> list[int]:
        ids: list[int] = []
        for message in outbox:
            cursor = await self._conn.execute(
                "INSERT INTO outbox (game_id, message, created_at) VALUES (?, ?, ?)",
                (game_id, json.dumps(message), now),
            )
            assert cursor.lastrowid is not None
            ids.append(cursor.lastrowid)
        return ids

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
        return [
            PendingDeadline(
                game_id=row["game_id"],
                channel_id=row["channel_id"],
                due_at=row["due_at"],
                remind_at=row["remind_at"],
                seats=json.loads(row["seats"]),
                reminded=bool(row["reminded"]),
            )
            for row in rows
        ]

    async def undelivered(self) -> list[tuple[int, dict[str, Any]]]:
        """Outbox messages not yet marked delivered, oldest first, by outbox id."""
        rows = await self._rows("SELECT id, message FROM outbox WHERE delivered_at IS NULL ORDER BY id", ())
        return [(row["id"], json.loads(row["message"])) for row in rows]

    async def mark_delivered(self, outbox_ids: list[int], now: float) -> None:
        """Mark outbox messages as sent."""
        if not outbox_ids:
            return
        async with self._transaction():
            await self._conn.executemany(
                "UPDATE outbox SET delivered_at = ? WHERE id = ?", [(now, i) for i in outbox_ids]
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
