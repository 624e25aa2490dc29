"""What only the SQLite store has: WAL mode (safely switched on by processes opening a new file together), its
flush setting, and the channel lookup's index in its plan."""

import asyncio
import sqlite3
import threading
from pathlib import Path

import aiosqlite
import pytest

from bot.store import open_sqlite_store
from bot.store.rows import GAME_COLUMNS


async def test_wal_is_on(tmp_path: Path) -> None:
    opened = await open_sqlite_store(str(tmp_path / "m.db"))
    await opened.close()
    async with aiosqlite.connect(tmp_path / "m.db") as conn, conn.execute("PRAGMA journal_mode") as cursor:
        assert (await cursor.fetchone()) == ("wal",)


async def test_unknown_synchronous_mode_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError):
        await open_sqlite_store(str(tmp_path / "x.db"), synchronous="FAST; DROP TABLE games")


async def test_the_channel_lookup_uses_the_channel_index(tmp_path: Path) -> None:
    opened = await open_sqlite_store(str(tmp_path / "i.db"))
    await opened.close()
    sql = f"SELECT {GAME_COLUMNS} FROM games WHERE channel_id = 'c' ORDER BY status = 'ended', id DESC LIMIT 1"
    async with aiosqlite.connect(tmp_path / "i.db") as conn:
        plan = " ".join(str(row) for row in await conn.execute_fetchall(f"EXPLAIN QUERY PLAN {sql}"))
    assert "USING INDEX games_by_channel" in plan, plan


@pytest.mark.parametrize(
    ("sql", "index"),
    [
        ("DELETE FROM blobs WHERE stored_at < 5", "blobs_by_time"),
        ("DELETE FROM outbox WHERE delivered_at < 5", "outbox_delivered"),
    ],
)
async def test_the_prunes_find_their_rows_by_index(tmp_path: Path, sql: str, index: str) -> None:
    """A prune runs every hundred messages delivered; a scan of the blobs would read every stored map's bytes."""
    opened = await open_sqlite_store(str(tmp_path / "p.db"))
    await opened.close()
    async with aiosqlite.connect(tmp_path / "p.db") as conn:
        plan = " ".join(str(row) for row in await conn.execute_fetchall(f"EXPLAIN QUERY PLAN {sql}"))
    assert f"USING INDEX {index}" in plan or f"USING COVERING INDEX {index}" in plan, plan


async def test_stores_opened_at_once_on_one_new_file_all_open(tmp_path: Path) -> None:
    """Processes started together open one new file at the same moment: the switch to WAL waits its turn."""
    for attempt in range(30):
        path = str(tmp_path / f"new{attempt}.db")
        opened = await asyncio.gather(*(open_sqlite_store(path) for _ in range(6)))
        for store in opened:
            await store.close()
        async with aiosqlite.connect(path) as conn, conn.execute("PRAGMA journal_mode") as cursor:
            assert (await cursor.fetchone()) == ("wal",)


async def test_a_store_that_cannot_open_leaves_no_connection_thread(tmp_path: Path) -> None:
    """A failed open closes what it opened: a connection's thread left running keeps the process from exiting."""
    before = set(threading.enumerate())
    (tmp_path / "not.db").write_bytes(b"not a database" * 100)
    with pytest.raises(sqlite3.DatabaseError):
        await open_sqlite_store(str(tmp_path / "not.db"))
    await asyncio.sleep(0.05)
    assert [t.name for t in set(threading.enumerate()) - before if t.is_alive()] == []
