"""Every schema migration, each written twice, side by side: once for SQLite, once for PostgreSQL.

A migration is one ``Migration(sqlite=…, postgres=…)``: a new one cannot be added for one database and forgotten
for the other. The ``schema_version`` table records how far a database has come.
"""

from typing import NamedTuple


class Migration(NamedTuple):
    """One schema step in both dialects (statements separated by ``;``)."""

    sqlite: str
    postgres: str


MIGRATIONS: list[Migration] = [
    # 1: games, the action log, snapshots, deadlines, the outbox.
    Migration(
        sqlite="""
        CREATE TABLE games (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            channel_id TEXT NOT NULL,
            guild_id TEXT,
            ruleset TEXT NOT NULL,
            options TEXT NOT NULL,
            seats TEXT NOT NULL DEFAULT '{}',
            gm_user TEXT NOT NULL,
            status TEXT NOT NULL CHECK (status IN ('lobby', 'active', 'paused', 'ended')),
            version INTEGER NOT NULL DEFAULT 0,
            seed INTEGER NOT NULL,
            commitment TEXT NOT NULL,
            deadline TEXT NOT NULL DEFAULT '{}',
            state TEXT NOT NULL,
            last_action INTEGER NOT NULL DEFAULT 0,
            gm_rolls INTEGER NOT NULL DEFAULT 0,
            result TEXT,
            created_at REAL NOT NULL,
            ended_at REAL
        );
        CREATE UNIQUE INDEX one_live_game_per_channel ON games(channel_id) WHERE status != 'ended';
        CREATE TABLE actions (
            game_id INTEGER NOT NULL REFERENCES games(id),
            number INTEGER NOT NULL,
            seat TEXT NOT NULL,
            user_id TEXT NOT NULL,
            action TEXT NOT NULL,
            events TEXT NOT NULL,
            scripted_dice TEXT NOT NULL DEFAULT '[]',
            dice_used INTEGER NOT NULL,
            undoable INTEGER NOT NULL,
            time REAL NOT NULL,
            PRIMARY KEY (game_id, number)
        );
        CREATE TABLE snapshots (
            game_id INTEGER NOT NULL REFERENCES games(id),
            number INTEGER NOT NULL,
            state TEXT NOT NULL,
            PRIMARY KEY (game_id, number)
        );
        CREATE TABLE deadlines (
            game_id INTEGER PRIMARY KEY REFERENCES games(id),
            channel_id TEXT NOT NULL,
            due_at REAL NOT NULL,
            remind_at REAL,
            seats TEXT NOT NULL,
            reminded INTEGER NOT NULL DEFAULT 0
        );
        CREATE TABLE outbox (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            game_id INTEGER,
            message TEXT NOT NULL,
            created_at REAL NOT NULL,
            delivered_at REAL
        );
        CREATE INDEX outbox_undelivered ON outbox(id) WHERE delivered_at IS NULL;
        """,
        postgres="""
        CREATE TABLE games (
            id BIGSERIAL PRIMARY KEY,
            channel_id TEXT NOT NULL,
            guild_id TEXT,
            ruleset TEXT NOT NULL,
            options TEXT NOT NULL,
            seats TEXT NOT NULL DEFAULT '{}',
            gm_user TEXT NOT NULL,
            status TEXT NOT NULL CHECK (status IN ('lobby', 'active', 'paused', 'ended')),
            version INTEGER NOT NULL DEFAULT 0,
            seed BIGINT NOT NULL,
            commitment TEXT NOT NULL,
            deadline TEXT NOT NULL DEFAULT '{}',
            state TEXT NOT NULL,
            last_action INTEGER NOT NULL DEFAULT 0,
            gm_rolls INTEGER NOT NULL DEFAULT 0,
            result TEXT,
            created_at DOUBLE PRECISION NOT NULL,
            ended_at DOUBLE PRECISION
        );
        CREATE UNIQUE INDEX one_live_game_per_channel ON games(channel_id) WHERE status != 'ended';
        CREATE TABLE actions (
            game_id BIGINT NOT NULL REFERENCES games(id),
            number INTEGER NOT NULL,
            seat TEXT NOT NULL,
            user_id TEXT NOT NULL,
            action TEXT NOT NULL,
            events TEXT NOT NULL,
            scripted_dice TEXT NOT NULL DEFAULT '[]',
            dice_used BOOLEAN NOT NULL,
            undoable BOOLEAN NOT NULL,
            time DOUBLE PRECISION NOT NULL,
            PRIMARY KEY (game_id, number)
        );
        CREATE TABLE snapshots (
            game_id BIGINT NOT NULL REFERENCES games(id),
            number INTEGER NOT NULL,
            state TEXT NOT NULL,
            PRIMARY KEY (game_id, number)
        );
        CREATE TABLE deadlines (
            game_id BIGINT PRIMARY KEY REFERENCES games(id),
            channel_id TEXT NOT NULL,
            due_at DOUBLE PRECISION NOT NULL,
            remind_at DOUBLE PRECISION,
            seats TEXT NOT NULL,
            reminded BOOLEAN NOT NULL DEFAULT FALSE
        );
        CREATE TABLE outbox (
            id BIGSERIAL PRIMARY KEY,
            game_id BIGINT,
            message TEXT NOT NULL,
            created_at DOUBLE PRECISION NOT NULL,
            delivered_at DOUBLE PRECISION
        );
        CREATE INDEX outbox_undelivered ON outbox(id) WHERE delivered_at IS NULL;
        """,
    ),
    # 2: the channel lookup indexed; outbox and deadline claims; map bytes shared by hash; leader leases.
    Migration(
        sqlite="""
        CREATE INDEX games_by_channel ON games(channel_id, id);
        ALTER TABLE outbox ADD COLUMN claimed_by TEXT;
        ALTER TABLE outbox ADD COLUMN claim_run TEXT;
        ALTER TABLE outbox ADD COLUMN claimed_until REAL;
        ALTER TABLE deadlines ADD COLUMN claimed_until REAL;
        CREATE TABLE blobs (hash TEXT PRIMARY KEY, data BLOB NOT NULL, stored_at REAL NOT NULL);
        CREATE TABLE leases (name TEXT PRIMARY KEY, holder TEXT NOT NULL, until REAL NOT NULL);
        """,
        postgres="""
        CREATE INDEX games_by_channel ON games(channel_id, id);
        ALTER TABLE outbox ADD COLUMN claimed_by TEXT;
        ALTER TABLE outbox ADD COLUMN claim_run TEXT;
        ALTER TABLE outbox ADD COLUMN claimed_until DOUBLE PRECISION;
        ALTER TABLE deadlines ADD COLUMN claimed_until DOUBLE PRECISION;
        CREATE TABLE blobs (hash TEXT PRIMARY KEY, data BYTEA NOT NULL, stored_at DOUBLE PRECISION NOT NULL);
        CREATE TABLE leases (name TEXT PRIMARY KEY, holder TEXT NOT NULL, until DOUBLE PRECISION NOT NULL);
        """,
    ),
    # 3: the ruleset version each game was created under (it replays under that version).
    Migration(
        sqlite="ALTER TABLE games ADD COLUMN ruleset_version TEXT NOT NULL DEFAULT '1'",
        postgres="ALTER TABLE games ADD COLUMN ruleset_version TEXT NOT NULL DEFAULT '1'",
    ),
    # 4: interactions already applied (each at most once, across processes); users whose DMs are closed.
    Migration(
        sqlite="""
        CREATE TABLE interactions (id TEXT PRIMARY KEY, claimed_at REAL NOT NULL);
        CREATE INDEX interactions_by_time ON interactions(claimed_at);
        CREATE TABLE closed_dms (user_id TEXT PRIMARY KEY, closed_at REAL NOT NULL);
        """,
        postgres="""
        CREATE TABLE interactions (id TEXT PRIMARY KEY, claimed_at DOUBLE PRECISION NOT NULL);
        CREATE INDEX interactions_by_time ON interactions(claimed_at);
        CREATE TABLE closed_dms (user_id TEXT PRIMARY KEY, closed_at DOUBLE PRECISION NOT NULL);
        """,
    ),
    # 5: a digest of the last map posted per viewer, so that a restarted process does not post an unchanged map.
    Migration(
        sqlite="ALTER TABLE games ADD COLUMN posted_maps TEXT NOT NULL DEFAULT '{}'",
        postgres="ALTER TABLE games ADD COLUMN posted_maps TEXT NOT NULL DEFAULT '{}'",
    ),
    # 6: the prunes of delivered messages and old map bytes find their rows by index. Without it each prune read
    # every stored map (SQLite keeps `stored_at` after the map's bytes, so reading it walks every overflow page).
    Migration(
        sqlite="""
        CREATE INDEX blobs_by_time ON blobs(stored_at);
        CREATE INDEX outbox_delivered ON outbox(delivered_at) WHERE delivered_at IS NOT NULL;
        """,
        postgres="""
        CREATE INDEX blobs_by_time ON blobs(stored_at);
        CREATE INDEX outbox_delivered ON outbox(delivered_at) WHERE delivered_at IS NOT NULL;
        """,
    ),
    # 7: map bytes are stored as they are. A PNG is already compressed, and PostgreSQL's default storage tried to
    # compress each one again before moving it out of line: 3.1 ms of the server's CPU for every map stored, the
    # costliest statement under load. SQLite never compresses, so its half has nothing to change.
    Migration(
        sqlite="SELECT 1",
        postgres="ALTER TABLE blobs ALTER COLUMN data SET STORAGE EXTERNAL",
    ),
    # 8: the long texts (a game's state, snapshots, a move's events, outbox messages) are compressed with lz4 where
    # the server is built with it: measured on a War of Independence state, updating a game's row cost the server
    # 80 us instead of 125 us with the default pglz. A server without lz4 keeps pglz (the block below says so and
    # goes on). SQLite never compresses.
    Migration(
        sqlite="SELECT 1",
        postgres="""
        DO $$
        BEGIN
            ALTER TABLE games ALTER COLUMN state SET COMPRESSION lz4;
            ALTER TABLE snapshots ALTER COLUMN state SET COMPRESSION lz4;
            ALTER TABLE actions ALTER COLUMN events SET COMPRESSION lz4;
            ALTER TABLE outbox ALTER COLUMN message SET COMPRESSION lz4;
        EXCEPTION WHEN feature_not_supported THEN
            RAISE NOTICE 'this server has no lz4: long texts stay compressed with pglz';
        END
        $$
        """,
    ),
]


def statements(script: str) -> list[str]:
    """The statements of one migration script: split at each ``;`` outside a ``$$``-quoted body."""
    found, current = [], ""
    for index, part in enumerate(script.split("$$")):
        if index % 2:  # a quoted body, kept whole
            current += f"$${part}$$"
            continue
        first, *rest = part.split(";")
        current += first
        for piece in rest:
            found.append(current)
            current = piece
    found.append(current)
    return [s.strip() for s in found if s.strip()]
