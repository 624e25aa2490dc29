"""The schema and its versioned migrations (the ``schema_version`` table records how far a file has come)."""

import aiosqlite

MIGRATIONS: list[str] = [
    # 1: games, the action log, snapshots, deadlines, the outbox.
    """
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
    # 2: interactions already applied (each at most once, across processes); users whose DMs are closed.
    """
    CREATE TABLE interactions (
        id TEXT PRIMARY KEY,
        claimed_at REAL NOT NULL
    );
    CREATE INDEX interactions_by_time ON interactions(claimed_at);
    CREATE TABLE closed_dms (
        user_id TEXT PRIMARY KEY,
        closed_at REAL NOT NULL
    );
    """,
]


async def migrate(conn: aiosqlite.Connection) -> int:
    """Bring the database to the latest schema (safely if several processes open it at once); return its version."""
    await conn.execute("BEGIN IMMEDIATE")
    try:
        await conn.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
        async with conn.execute("SELECT MAX(version) FROM schema_version") as cursor:
            row = await cursor.fetchone()
        current = (row[0] if row else None) or 0
        for number, script in enumerate(MIGRATIONS[current:], start=current + 1):
            for statement in script.split(";"):
                if statement.strip():
                    await conn.execute(statement)
            await conn.execute("INSERT INTO schema_version (version) VALUES (?)", (number,))
        await conn.execute("COMMIT")
    except BaseException:
        await conn.execute("ROLLBACK")
        raise
    return len(MIGRATIONS)
