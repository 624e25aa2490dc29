"""Reading a test database behind the store's back."""

from typing import Any

import aiosqlite
import asyncpg

from bot.store import is_postgres


async def raw(db_url: str, sql: str) -> list[tuple[Any, ...]]:
    """The rows of one query, straight from the SQLite file or PostgreSQL database at ``db_url``."""
    if is_postgres(db_url):
        conn = await asyncpg.connect(db_url)
        try:
            return [tuple(row) for row in await conn.fetch(sql)]
        finally:
            await conn.close()
    async with aiosqlite.connect(db_url) as db:
        return [tuple(row) for row in await db.execute_fetchall(sql)]
