"""The store's write transactions as plain functions over a sqlite3 connection. Each runs whole on the
connection's own thread (one hop from the event loop), from ``BEGIN IMMEDIATE`` to ``COMMIT``."""

import json
import sqlite3
from collections.abc import Callable
from dataclasses import asdict
from typing import Any, TypeVar

from bot.store.interface import ChannelBusy, StaleVersion
from bot.store.records import Commit, NewGame

T = TypeVar("T")


def in_transaction(conn: sqlite3.Connection, work: Callable[[sqlite3.Connection], T]) -> T:
    """Run ``work`` inside ``BEGIN IMMEDIATE`` … ``COMMIT``, rolled back on any error."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        result = work(conn)
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")
    return result


def enqueue(conn: sqlite3.Connection, game_id: int, outbox: list[dict[str, Any]], now: float) -> list[int]:
    """Insert messages into the outbox; their ids, in order."""
    if not outbox:
        return []
    rows = ", ".join("(?, ?, ?)" for _ in outbox)
    args = [value for message in outbox for value in (game_id, json.dumps(message), now)]
    cursor = conn.execute(f"INSERT INTO outbox (game_id, message, created_at) VALUES {rows} RETURNING id", args)
    return sorted(row[0] for row in cursor.fetchall())


def create_game(conn: sqlite3.Connection, game: NewGame, outbox: list[dict[str, Any]]) -> tuple[int, list[int]]:
    """Insert a lobby game, its set-up snapshot and its messages; ChannelBusy if the channel has a live game."""

    def work(c: sqlite3.Connection) -> tuple[int, list[int]]:
        cursor = c.execute(
            "INSERT INTO games (channel_id, guild_id, ruleset, options, gm_user, status, seed, commitment, state,"
            " created_at) VALUES (?, ?, ?, ?, ?, 'lobby', ?, ?, ?, ?)",
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
        c.execute("INSERT INTO snapshots (game_id, number, state) VALUES (?, 0, ?)", (game_id, game.state_json))
        return game_id, enqueue(c, game_id, outbox, game.created_at)

    try:
        return in_transaction(conn, work)
    except sqlite3.IntegrityError as exc:
        raise ChannelBusy(game.channel_id) from exc


def _update_game(conn: sqlite3.Connection, change: Commit) -> None:
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
    cursor = conn.execute(
        f"UPDATE games SET {', '.join(['version = version + 1', *sets])} WHERE id = ? AND version = ?",
        (*values, change.game_id, change.version),
    )
    if cursor.rowcount != 1:
        raise StaleVersion(f"game {change.game_id} is no longer at version {change.version}")


def _write_log(conn: sqlite3.Connection, change: Commit) -> None:
    if change.truncate_after is not None:
        for table in ("actions", "snapshots"):
            conn.execute(
                f"DELETE FROM {table} WHERE game_id = ? AND number > ?", (change.game_id, change.truncate_after)
            )
    conn.executemany(
        "INSERT INTO actions (game_id, number, seat, user_id, action, events, scripted_dice, dice_used, undoable, time)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
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
    conn.executemany(
        "INSERT OR REPLACE INTO snapshots (game_id, number, state) VALUES (?, ?, ?)",
        [(change.game_id, s.number, s.state_json) for s in change.snapshots],
    )


def _write_deadline(conn: sqlite3.Connection, change: Commit) -> None:
    if change.clear_deadline:
        conn.execute("DELETE FROM deadlines WHERE game_id = ?", (change.game_id,))
    if change.reminded:
        conn.execute("UPDATE deadlines SET reminded = 1 WHERE game_id = ?", (change.game_id,))
    if change.deadline is not None:
        d = change.deadline
        conn.execute(
            "INSERT OR REPLACE INTO deadlines (game_id, channel_id, due_at, remind_at, seats, reminded)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            (d.game_id, d.channel_id, d.due_at, d.remind_at, json.dumps(d.seats), d.reminded),
        )


def commit(conn: sqlite3.Connection, change: Commit) -> list[int]:
    """Apply ``change`` if the game is still at its version (else StaleVersion, nothing written); the outbox ids."""

    def work(c: sqlite3.Connection) -> list[int]:
        _update_game(c, change)
        _write_log(c, change)
        _write_deadline(c, change)
        return enqueue(c, change.game_id, change.outbox, change.now)

    return in_transaction(conn, work)


OUTBOX_KEEP = 7 * 24 * 3600.0
PRUNE_EVERY = 100


def mark_delivered(conn: sqlite3.Connection, outbox_ids: list[int], now: float) -> None:
    """Mark outbox messages as sent; every PRUNE_EVERY-th message, drop those delivered over OUTBOX_KEEP ago."""

    def work(c: sqlite3.Connection) -> None:
        c.executemany("UPDATE outbox SET delivered_at = ? WHERE id = ?", [(now, i) for i in outbox_ids])
        if any(i % PRUNE_EVERY == 0 for i in outbox_ids):
            c.execute("DELETE FROM outbox WHERE delivered_at < ?", (now - OUTBOX_KEEP,))

    in_transaction(conn, work)


CLAIM_MEMORY = 24 * 3600.0


def claim_interaction(conn: sqlite3.Connection, interaction_id: str, now: float) -> bool:
    """Insert the claim unless it exists (forgetting claims older than a day); True when this call made it."""

    def work(c: sqlite3.Connection) -> bool:
        c.execute("DELETE FROM interactions WHERE claimed_at < ?", (now - CLAIM_MEMORY,))
        cursor = c.execute(
            "INSERT INTO interactions (id, claimed_at) VALUES (?, ?) ON CONFLICT (id) DO NOTHING", (interaction_id, now)
        )
        return cursor.rowcount == 1

    return in_transaction(conn, work)


def set_dm_closed(conn: sqlite3.Connection, user_id: str, closed_at: float | None) -> None:
    """Record (or, with None, forget) when a user's DMs were refused."""

    def work(c: sqlite3.Connection) -> None:
        if closed_at is None:
            c.execute("DELETE FROM closed_dms WHERE user_id = ?", (user_id,))
        else:
            c.execute(
                "INSERT INTO closed_dms (user_id, closed_at) VALUES (?, ?)"
                " ON CONFLICT (user_id) DO UPDATE SET closed_at = excluded.closed_at",
                (user_id, closed_at),
            )

    in_transaction(conn, work)
