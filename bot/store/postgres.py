"""The PostgreSQL store (asyncpg): the same GameStore as SQLite for several processes on several machines.

Every change is one transaction; a commit's ``UPDATE … WHERE version = $n`` is the optimistic check (a racing
commit waits on the row lock, then finds the version gone). Outbox rows and deadlines are claimed with
``FOR UPDATE SKIP LOCKED`` and a lease time, so two processes never take the same one and a dead process's
claims come back. Migrations run under an advisory lock, so processes starting together migrate once. The pool
opens all its connections at start-up, each with the statements of a command already prepared (``ready``), so the
first commands after a restart do not wait for new server backends.
"""

import contextlib
import json
from collections.abc import AsyncIterator
from typing import Any

import asyncpg

from bot.store import rows
from bot.store.interface import ChannelBusy, StaleVersion
from bot.store.migrations import MIGRATIONS, statements
from bot.store.records import ActionRecord, Commit, GameRecord, NewGame, PendingDeadline, Snapshot
from bot.store.rows import CLAIM_SECONDS, GAME_COLUMNS, INTERACTION_MEMORY, OUTBOX_KEEP, PRUNE_EVERY, SWEPT, Owner

MIGRATION_LOCK = 0x436F75726965  # any constant: the advisory lock held while migrating
LIVE_GAME = f"SELECT {GAME_COLUMNS} FROM games WHERE channel_id = $1 AND status != 'ended'"
LATEST_GAME = f"SELECT {GAME_COLUMNS} FROM games WHERE channel_id = $1 ORDER BY status = 'ended', id DESC LIMIT 1"
MARK_DELIVERED = "UPDATE outbox SET delivered_at = $1 WHERE id = ANY($2::bigint[])"
KEEP_CLAIMS = (
    "UPDATE outbox SET claimed_until = $1 WHERE id = ANY($2::bigint[]) AND claimed_by = $3 AND delivered_at IS NULL"
)
NO_CHANNEL = ""
"""A channel id no game has (Discord's are numbers): what ``ready`` looks up."""


class SessionlessConnection(asyncpg.Connection):
    """A pooled connection on which Courier never leaves session state: no ``SET``, ``LISTEN``, cursors or
    session advisory locks (the migration lock is the transaction's). So handing it back to the pool sends nothing
    to the server, where asyncpg's default reset (``pg_advisory_unlock_all()``, ``CLOSE ALL``, ``UNLISTEN *``,
    ``RESET ALL``) was one more round trip for every statement run through the pool. A transaction left open is
    still rolled back."""

    def get_reset_query(self) -> str:
        """No reset query."""
        return ""


def _placeholders(rows_count: int, width: int) -> str:
    """``($1, $2), ($3, $4)`` for ``rows_count`` rows of ``width`` values."""
    return ", ".join("(" + ", ".join(f"${r * width + c + 1}" for c in range(width)) + ")" for r in range(rows_count))


async def _enqueue(
    conn: asyncpg.Connection, game_id: int, outbox: list[dict[str, Any]], now: float, owner: Owner
) -> list[int]:
    if not outbox:
        return []
    found = await conn.fetch(
        "INSERT INTO outbox (game_id, message, created_at, claimed_by, claim_run, claimed_until)"
        f" VALUES {_placeholders(len(outbox), 6)} RETURNING id",
        *rows.outbox_values(game_id, outbox, now, owner),
    )
    return sorted(row["id"] for row in found)


class PostgresStore:
    """The GameStore on a PostgreSQL database, through a pool of asyncpg connections."""

    def __init__(self, pool: asyncpg.Pool, owner: Owner) -> None:
        self._pool = pool
        self._owner = owner

    async def close(self) -> None:
        """Release the connections."""
        await self._pool.close()

    async def _many(self, sql: str, *args: Any) -> list[GameRecord]:
        return [rows.game(row) for row in await self._pool.fetch(sql, *args)]

    async def _one(self, sql: str, *args: Any) -> GameRecord | None:
        found = await self._many(sql, *args)
        return found[0] if found else None

    async def create_game(self, game: NewGame, outbox: list[dict[str, Any]]) -> tuple[GameRecord, list[int]]:
        """Store a new lobby game (with its set-up snapshot) and its messages; ChannelBusy if one is live."""
        try:
            async with self._pool.acquire() as conn, conn.transaction():
                game_id = await conn.fetchval(
                    f"INSERT INTO games ({rows.NEW_GAME_COLUMNS}, status) VALUES"
                    " ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'lobby') RETURNING id",
                    *rows.new_game_values(game),
                )
                await conn.execute(
                    "INSERT INTO snapshots (game_id, number, state) VALUES ($1, 0, $2)", game_id, game.state_json
                )
                ids = await _enqueue(conn, game_id, outbox, game.created_at, self._owner)
        except asyncpg.UniqueViolationError as exc:
            raise ChannelBusy(game.channel_id) from exc
        record = await self.game(game_id)
        assert record is not None
        return record, ids

    async def live_game(self, channel_id: str) -> GameRecord | None:
        """The channel's game that has not ended."""
        return await self._one(LIVE_GAME, channel_id)

    async def latest_game(self, channel_id: str) -> GameRecord | None:
        """The channel's live game, or else its most recently ended one (by the channel index)."""
        return await self._one(LATEST_GAME, channel_id)

    async def game(self, game_id: int) -> GameRecord | None:
        """A game by id."""
        return await self._one(f"SELECT {GAME_COLUMNS} FROM games WHERE id = $1", game_id)

    async def all_games(self) -> list[GameRecord]:
        """Every game, live and archived."""
        return await self._many(f"SELECT {GAME_COLUMNS} FROM games ORDER BY id")

    async def live_games_of(self, user_id: str) -> list[GameRecord]:
        """Live games in which ``user_id`` holds a seat."""
        return await self._many(
            f"SELECT {GAME_COLUMNS} FROM games WHERE status != 'ended'"
            " AND EXISTS (SELECT 1 FROM json_each_text(games.seats::json) AS s WHERE s.value = $1) ORDER BY id",
            user_id,
        )

    async def commit(self, change: Commit) -> list[int]:
        """Apply ``change`` atomically if the game is still at ``change.version``; return the outbox ids. One
        statement (``COMMIT_CHANGE``), so one round trip to the server, unless log entries are truncated first."""
        if change.truncate_after is None:
            return await _commit_change(self._pool, change, self._owner)
        async with self._pool.acquire() as conn, conn.transaction():
            for table in ("actions", "snapshots"):
                sql = f"DELETE FROM {table} WHERE game_id = $1 AND number > $2"
                await conn.execute(sql, change.game_id, change.truncate_after)
            return await _commit_change(conn, change, self._owner)

    async def actions(self, game_id: int, after: int = 0, upto: int | None = None) -> list[ActionRecord]:
        """Log entries with ``after < number <= upto``, in order."""
        found = await self._pool.fetch(
            f"SELECT {rows.ACTION_COLUMNS} FROM actions WHERE game_id = $1 AND number > $2"
            " AND ($3::integer IS NULL OR number <= $3) ORDER BY number",
            game_id,
            after,
            upto,
        )
        return [rows.action(row) for row in found]

    async def snapshot_before(self, game_id: int, number: int) -> Snapshot:
        """The latest snapshot at or before action ``number``."""
        row = await self._pool.fetchrow(
            "SELECT number, state FROM snapshots WHERE game_id = $1 AND number <= $2 ORDER BY number DESC LIMIT 1",
            game_id,
            number,
        )
        if row is None:
            raise LookupError(f"game {game_id} has no snapshot at or before action {number}")
        return Snapshot(number=row["number"], state_json=row["state"])

    async def claim_deadlines(self, now: float) -> list[PendingDeadline]:
        """Claim the deadlines whose reminder or due time has come and that no process holds."""
        found = await self._pool.fetch(
            "UPDATE deadlines SET claimed_until = $1 WHERE game_id IN (SELECT game_id FROM deadlines"
            " WHERE (due_at <= $2 OR (NOT reminded AND remind_at <= $2))"
            " AND (claimed_until IS NULL OR claimed_until < $2) FOR UPDATE SKIP LOCKED)"
            f" RETURNING {rows.DEADLINE_COLUMNS}",
            now + CLAIM_SECONDS,
            now,
        )
        return sorted((rows.deadline(row) for row in found), key=lambda d: (d.due_at, d.game_id))

    async def deadline_of(self, game_id: int) -> PendingDeadline | None:
        """The game's pending deadline, if one runs."""
        row = await self._pool.fetchrow(f"SELECT {rows.DEADLINE_COLUMNS} FROM deadlines WHERE game_id = $1", game_id)
        return rows.deadline(row) if row is not None else None

    async def claim_undelivered(self, now: float, limit: int = 500) -> list[tuple[int, dict[str, Any]]]:
        """Claim undelivered messages no running process holds, oldest first, by outbox id."""
        found = await self._pool.fetch(
            "UPDATE outbox SET claimed_by = $1, claim_run = $6, claimed_until = $3 WHERE id IN (SELECT id FROM outbox"
            " WHERE delivered_at IS NULL AND (claimed_until IS NULL OR claimed_until < $4"
            " OR (claimed_by = $1 AND claim_run != $2)) ORDER BY id LIMIT $5 FOR UPDATE SKIP LOCKED)"
            " RETURNING id, message",
            *self._owner,
            now + CLAIM_SECONDS,
            now,
            limit,
            SWEPT,
        )
        return sorted((row["id"], json.loads(row["message"])) for row in found)

    async def mark_delivered(self, outbox_ids: list[int], now: float) -> None:
        """Mark outbox messages as sent; now and then, prune old deliveries and old map bytes."""
        if not outbox_ids:
            return
        if not any(i % PRUNE_EVERY == 0 for i in outbox_ids):
            await self._pool.execute(MARK_DELIVERED, now, outbox_ids)  # one statement: no BEGIN and COMMIT trips
            return
        async with self._pool.acquire() as conn, conn.transaction():
            await conn.execute(MARK_DELIVERED, now, outbox_ids)
            await conn.execute("DELETE FROM outbox WHERE delivered_at < $1", now - OUTBOX_KEEP)
            await conn.execute("DELETE FROM blobs WHERE stored_at < $1", now - 2 * OUTBOX_KEEP)

    async def keep_claims(self, outbox_ids: list[int], now: float) -> None:
        """Hold this instance's claim on undelivered messages it is still sending for another CLAIM_SECONDS."""
        if outbox_ids:
            await self._pool.execute(KEEP_CLAIMS, now + CLAIM_SECONDS, outbox_ids, self._owner[0])

    async def blob(self, key: str) -> bytes | None:
        """Stored bytes by content hash (a map an outbox message refers to)."""
        data = await self._pool.fetchval("SELECT data FROM blobs WHERE hash = $1", key)
        return bytes(data) if data is not None else None

    async def acquire_lease(self, name: str, now: float, seconds: float) -> bool:
        """Take or renew the lease ``name`` (one leader among processes) unless another holds it."""
        holder = await self._pool.fetchval(
            "INSERT INTO leases (name, holder, until) VALUES ($1, $2, $3) ON CONFLICT (name) DO UPDATE SET"
            " holder = excluded.holder, until = excluded.until"
            " WHERE leases.holder = excluded.holder OR leases.until < $4 RETURNING holder",
            name,
            self._owner[0],
            now + seconds,
            now,
        )
        return holder is not None

    # Front-end bookkeeping (migration 4): interactions applied once; closed DMs remembered.
    async def claim_interaction(self, interaction_id: str, now: float) -> bool:
        """True the first time ``interaction_id`` is claimed (by any process); claims older than a day are
        forgotten."""
        async with self._pool.acquire() as conn, conn.transaction():
            await conn.execute("DELETE FROM interactions WHERE claimed_at < $1", now - INTERACTION_MEMORY)
            made = await conn.fetchval(
                "INSERT INTO interactions (id, claimed_at) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id",
                interaction_id,
                now,
            )
        return made is not None

    async def dm_closed_at(self, user_id: str) -> float | None:
        """When a DM to ``user_id`` was last refused as closed; None when not known to be closed."""
        closed = await self._pool.fetchval("SELECT closed_at FROM closed_dms WHERE user_id = $1", user_id)
        return float(closed) if closed is not None else None

    async def set_dm_closed(self, user_id: str, closed_at: float | None) -> None:
        """Remember that ``user_id``'s DMs were refused at ``closed_at``; None forgets it (a DM went through)."""
        if closed_at is None:
            await self._pool.execute("DELETE FROM closed_dms WHERE user_id = $1", user_id)
        else:
            await self._pool.execute(
                "INSERT INTO closed_dms (user_id, closed_at) VALUES ($1, $2)"
                " ON CONFLICT (user_id) DO UPDATE SET closed_at = excluded.closed_at",
                user_id,
                closed_at,
            )


COMMIT_CHANGE = f"""
WITH game AS (
    UPDATE games SET version = version + 1, state = COALESCE($3, state), status = COALESCE($4, status),
        seats = COALESCE($5, seats), deadline = COALESCE($6, deadline), result = COALESCE($7, result),
        ended_at = COALESCE($8, ended_at), last_action = COALESCE($9, last_action),
        gm_rolls = COALESCE($10, gm_rolls), posted_maps = COALESCE($11, posted_maps)
    WHERE id = $1 AND version = $2 RETURNING id
), logged AS (
    INSERT INTO actions (game_id, {rows.ACTION_COLUMNS}) SELECT game.id, entry.* FROM game,
        unnest($12::integer[], $13::text[], $14::text[], $15::text[], $16::text[], $17::text[], $18::boolean[],
               $19::boolean[], $20::double precision[]) AS entry
), snapped AS (
    INSERT INTO snapshots (game_id, number, state) SELECT game.id, snap.* FROM game,
        unnest($21::integer[], $22::text[]) AS snap
    ON CONFLICT (game_id, number) DO UPDATE SET state = excluded.state
), kept AS (
    INSERT INTO blobs (hash, data, stored_at) SELECT blob.*, $25::double precision FROM game,
        unnest($23::text[], $24::bytea[]) AS blob
    ON CONFLICT (hash) DO UPDATE SET stored_at = excluded.stored_at
), cleared AS (
    DELETE FROM deadlines WHERE $26 AND game_id IN (SELECT id FROM game)
), reminded AS (
    UPDATE deadlines SET reminded = TRUE, claimed_until = NULL WHERE $27 AND game_id IN (SELECT id FROM game)
), due AS (
    INSERT INTO deadlines ({rows.DEADLINE_COLUMNS})
    SELECT game.id, $29::text, $30::double precision, $31::double precision, $32::text, $33::boolean FROM game WHERE $28
    ON CONFLICT (game_id) DO UPDATE SET channel_id = excluded.channel_id, due_at = excluded.due_at,
        remind_at = excluded.remind_at, seats = excluded.seats, reminded = excluded.reminded, claimed_until = NULL
), queued AS (
    INSERT INTO outbox (game_id, message, created_at, claimed_by, claim_run, claimed_until)
    SELECT game.id, queue.message, $25, $34::text, $35::text, $36::double precision FROM game,
        unnest($37::text[]) WITH ORDINALITY AS queue (message, position) ORDER BY queue.position RETURNING id
)
SELECT EXISTS (SELECT 1 FROM game) AS updated, ARRAY(SELECT id FROM queued ORDER BY id) AS ids
"""
"""A commit as one statement: every part is written only where the version check's UPDATE found the game at its
version (the others select from its row). A part a commit does not have gets NULL or empty arrays. Parts of one
statement must not change the same row twice, so a new deadline is one upsert (it replaces the row, as clearing and
then inserting did) and a reminder is noted only on a deadline that stays. The games columns come in
``rows.game_settings``'s order."""


def _commit_values(change: Commit, owner: Owner) -> list[Any]:
    """COMMIT_CHANGE's parameters for ``change``."""
    logged = list(zip(*(rows.action_values(a) for a in change.actions), strict=True)) or [()] * 9
    due = change.deadline
    new_deadline = (
        (due.channel_id, due.due_at, due.remind_at, json.dumps(due.seats), due.reminded)
        if due is not None
        else (None,) * 5
    )
    return [
        change.game_id,
        change.version,
        *rows.game_settings(change).values(),
        *(list(values) for values in logged),
        [s.number for s in change.snapshots],
        [s.state_json for s in change.snapshots],
        list(change.blobs),
        list(change.blobs.values()),
        change.now,
        change.clear_deadline and due is None,
        change.reminded and due is None and not change.clear_deadline,
        due is not None,
        *new_deadline,
        owner[0],
        owner[1],
        change.now + CLAIM_SECONDS,
        [json.dumps(message) for message in change.outbox],
    ]


async def _commit_change(conn: asyncpg.Pool | asyncpg.Connection, change: Commit, owner: Owner) -> list[int]:
    """Run COMMIT_CHANGE; StaleVersion when the game is no longer at the change's version."""
    found = await conn.fetchrow(COMMIT_CHANGE, *_commit_values(change, owner))
    if not found["updated"]:
        raise StaleVersion(f"game {change.game_id} is no longer at version {change.version}")
    return list(found["ids"])


async def ready(conn: asyncpg.Connection) -> None:
    """Make a new connection ready for commands: run the statements of a command (the channel lookups, a commit,
    a delivery mark) once on no row, so that asyncpg has them prepared and the server backend has read the
    tables' catalog, before a command waits on it. Writes nothing: the commit is for a game id no game has."""
    await conn.fetch(LIVE_GAME, NO_CHANNEL)
    await conn.fetch(LATEST_GAME, NO_CHANNEL)
    await conn.fetchrow(COMMIT_CHANGE, *_commit_values(Commit(game_id=0, version=-1), ("", "")))
    await conn.execute(MARK_DELIVERED, 0.0, [])


async def migrate(conn: asyncpg.Connection) -> int:
    """Bring the database to the latest schema, under an advisory lock; return its version."""
    async with conn.transaction():
        await conn.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
        await conn.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
        current = await conn.fetchval("SELECT COALESCE(MAX(version), 0) FROM schema_version")
        for number, migration in enumerate(MIGRATIONS[current:], start=current + 1):
            for statement in statements(migration.postgres):
                await conn.execute(statement)
            await conn.execute("INSERT INTO schema_version (version) VALUES ($1)", number)
    return len(MIGRATIONS)


async def open_postgres_store(url: str, owner: Owner, pool_size: int = 10) -> PostgresStore:
    """Connect to the PostgreSQL database at ``url`` (``postgresql://…``), migrate it, then open the pool's
    ``pool_size`` connections, each made ``ready``."""
    async with _connection(url) as conn:
        await migrate(conn)  # before ``ready`` prepares statements on the tables
    pool = await asyncpg.create_pool(
        url, min_size=pool_size, max_size=pool_size, init=ready, connection_class=SessionlessConnection
    )
    return PostgresStore(pool, owner)


@contextlib.asynccontextmanager
async def _connection(url: str) -> AsyncIterator[asyncpg.Connection]:
    conn = await asyncpg.connect(url)
    try:
        yield conn
    finally:
        await conn.close()
