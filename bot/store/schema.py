"""Bringing a SQLite file to the latest schema (the ``schema_version`` table records how far it has come)."""

import aiosqlite

from bot.store.migrations import MIGRATIONS, statements

__all__ = ["MIGRATIONS", "migrate"]


async def migrate(conn: aiosqlite.Connection) -> int:
    """Bring the database to the latest schema (safely if several processes open it at once); return its version."""
    await conn.execute("BEGIN IMMEDIATE")
    try:
        await conn.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
        async with conn.execute("SELECT MAX(version) FROM schema_version") as cursor:
            row = await cursor.fetchone()
        current = (row[0] if row else None) or 0
        for number, migration in enumerate(MIGRATIONS[current:], start=current + 1):
            for statement in statements(migration.sqlite):
                await conn.execute(statement)
            await conn.execute("INSERT INTO schema_version (version) VALUES (?)", (number,))
        await conn.execute("COMMIT")
    except BaseException:
        await conn.execute("ROLLBACK")
        raise
    return len(MIGRATIONS)
