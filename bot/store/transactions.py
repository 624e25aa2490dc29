"""The SQLite store's write transactions as plain functions over a sqlite3 connection. Each runs whole on the
connection's own thread (one hop from the event loop), from ``BEGIN IMMEDIATE`` to ``COMMIT``."""

import json
import sqlite3
from collections.abc import Callable
from typing import Any, TypeVar

from bot.store import rows
from bot.store.interface import ChannelBusy, StaleVersion
from bot.store.records import Commit, NewGame, PendingDeadline
from bot.store.rows import CLAIM_SECONDS, INTERACTION_MEMORY, OUTBOX_KEEP, PRUNE_EVERY, SWEPT, Owner

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


def enqueue(
    conn: sqlite3.Connection, game_id: int, outbox: list[dict[str, Any]], now: float, owner: Owner
) -> list[int]:
    """Insert messages into the outbox, claimed by ``owner``; their ids, in order."""
    if not outbox:
        return []
    values = ", ".join("(?, ?, ?, ?, ?, ?)" for _ in outbox)
    cursor = conn.execute(
        "INSERT INTO outbox (game_id, message, created_at, claimed_by, claim_run, claimed_until)"
        f" VALUES {values} RETURNING id",
        rows.outbox_values(game_id, outbox, now, owner),
    )
    return sorted(row[0] for row in cursor.fetchall())


def create_game(
    conn: sqlite3.Connection, game: NewGame, outbox: list[dict[str, Any]], owner: Owner
) -> tuple[int, list[int]]:
    """Insert a lobby game, its set-up snapshot and its messages; ChannelBusy if the channel has a live game."""

    def work(c: sqlite3.Connection) -> tuple[int, list[int]]:
        cursor = c.execute(
            f"INSERT INTO games ({rows.NEW_GAME_COLUMNS}, status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'lobby')",
            rows.new_game_values(game),
        )
        game_id = cursor.lastrowid
        assert game_id is not None
        c.execute("INSERT INTO snapshots (game_id, number, state) VALUES (?, 0, ?)", (game_id, game.state_json))
        return game_id, enqueue(c, game_id, outbox, game.created_at, owner)

    try:
        return in_transaction(conn, work)
    except sqlite3.IntegrityError as exc:
        raise ChannelBusy(game.channel_id) from exc


def _update_game(conn: sqlite3.Connection, change: Commit) -> None:
    columns = rows.game_updates(change)
    sets = ["version = version + 1", *(f"{name} = ?" for name in columns)]
    cursor = conn.execute(
        f"UPDATE games SET {', '.join(sets)} WHERE id = ? AND version = ?",
        (*columns.values(), change.game_id, change.version),
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
        f"INSERT INTO actions (game_id, {rows.ACTION_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [(change.game_id, *rows.action_values(a)) for a in change.actions],
    )
    conn.executemany(
        "INSERT OR REPLACE INTO snapshots (game_id, number, state) VALUES (?, ?, ?)",
        [(change.game_id, s.number, s.state_json) for s in change.snapshots],
    )
    conn.executemany(
        "INSERT INTO blobs (hash, data, stored_at) VALUES (?, ?, ?)"
        " ON CONFLICT (hash) DO UPDATE SET stored_at = excluded.stored_at",
        [(key, data, change.now) for key, data in change.blobs.items()],
    )


def _write_deadline(conn: sqlite3.Connection, change: Commit) -> None:
    if change.clear_deadline:
        conn.execute("DELETE FROM deadlines WHERE game_id = ?", (change.game_id,))
    if change.reminded:
        conn.execute("UPDATE deadlines SET reminded = 1, claimed_until = NULL WHERE game_id = ?", (change.game_id,))
    if change.deadline is not None:
        d = change.deadline
        conn.execute(
            f"INSERT OR REPLACE INTO deadlines ({rows.DEADLINE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?)",
            (d.game_id, d.channel_id, d.due_at, d.remind_at, json.dumps(d.seats), d.reminded),
        )


def commit(conn: sqlite3.Connection, change: Commit, owner: Owner) -> list[int]:
    """Apply ``change`` if the game is still at its version (else StaleVersion, nothing written); the outbox ids."""

    def work(c: sqlite3.Connection) -> list[int]:
        _update_game(c, change)
        _write_log(c, change)
        _write_deadline(c, change)
        return enqueue(c, change.game_id, change.outbox, change.now, owner)

    return in_transaction(conn, work)


def claim_outbox(conn: sqlite3.Connection, owner: Owner, now: float, limit: int) -> list[tuple[int, dict[str, Any]]]:
    """Claim, for CLAIM_SECONDS, the undelivered messages that no running process holds: never claimed, claim run
    out, or held by this instance other than as the messages this run committed (those it is sending now)."""

    def work(c: sqlite3.Connection) -> list[tuple[int, dict[str, Any]]]:
        cursor = c.execute(
            "UPDATE outbox SET claimed_by = ?, claim_run = ?, claimed_until = ? WHERE id IN (SELECT id FROM outbox"
            " WHERE delivered_at IS NULL AND (claimed_until IS NULL OR claimed_until < ?"
            " OR (claimed_by = ? AND claim_run != ?)) ORDER BY id LIMIT ?) RETURNING id, message",
            (owner[0], SWEPT, now + CLAIM_SECONDS, now, *owner, limit),
        )
        return sorted((row[0], json.loads(row[1])) for row in cursor.fetchall())

    return in_transaction(conn, work)


def claim_deadlines(conn: sqlite3.Connection, now: float) -> list[PendingDeadline]:
    """Claim the deadlines whose reminder or due time has come and that nobody holds, for CLAIM_SECONDS."""

    def work(c: sqlite3.Connection) -> list[PendingDeadline]:
        cursor = c.execute(
            "UPDATE deadlines SET claimed_until = ? WHERE (due_at <= ? OR (reminded = 0 AND remind_at <= ?))"
            f" AND (claimed_until IS NULL OR claimed_until < ?) RETURNING {rows.DEADLINE_COLUMNS}",
            (now + CLAIM_SECONDS, now, now, now),
        )
        return sorted((rows.deadline(row) for row in cursor.fetchall()), key=lambda d: (d.due_at, d.game_id))

    return in_transaction(conn, work)


def acquire_lease(conn: sqlite3.Connection, name: str, holder: str, now: float, seconds: float) -> bool:
    """Take or renew the lease ``name`` for ``seconds`` unless another holder's is still running."""

    def work(c: sqlite3.Connection) -> bool:
        c.execute(
            "INSERT INTO leases (name, holder, until) VALUES (?, ?, ?) ON CONFLICT (name) DO UPDATE SET holder ="
            " excluded.holder, until = excluded.until WHERE leases.holder = excluded.holder OR leases.until < ?",
            (name, holder, now + seconds, now),
        )
        row = c.execute("SELECT holder FROM leases WHERE name = ?", (name,)).fetchone()
        return bool(row and row[0] == holder)

    return in_transaction(conn, work)


def mark_delivered(conn: sqlite3.Connection, outbox_ids: list[int], now: float) -> None:
    """Mark outbox messages as sent; every PRUNE_EVERY-th message, drop those delivered over OUTBOX_KEEP ago and
    map bytes no message has stored for twice that."""

    def work(c: sqlite3.Connection) -> None:
        c.executemany("UPDATE outbox SET delivered_at = ? WHERE id = ?", [(now, i) for i in outbox_ids])
        if any(i % PRUNE_EVERY == 0 for i in outbox_ids):
            c.execute("DELETE FROM outbox WHERE delivered_at < ?", (now - OUTBOX_KEEP,))
            c.execute("DELETE FROM blobs WHERE stored_at < ?", (now - 2 * OUTBOX_KEEP,))

    in_transaction(conn, work)


def keep_claims(conn: sqlite3.Connection, owner: Owner, outbox_ids: list[int], now: float) -> None:
    """Hold ``owner``'s instance's claim on those of ``outbox_ids`` still undelivered for CLAIM_SECONDS from now."""

    def work(c: sqlite3.Connection) -> None:
        c.executemany(
            "UPDATE outbox SET claimed_until = ? WHERE id = ? AND claimed_by = ? AND delivered_at IS NULL",
            [(now + CLAIM_SECONDS, i, owner[0]) for i in outbox_ids],
        )

    in_transaction(conn, work)


def claim_interaction(conn: sqlite3.Connection, interaction_id: str, now: float) -> bool:
    """Insert the claim unless it exists (forgetting claims older than a day); True when this call made it."""

    def work(c: sqlite3.Connection) -> bool:
        c.execute("DELETE FROM interactions WHERE claimed_at < ?", (now - INTERACTION_MEMORY,))
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
