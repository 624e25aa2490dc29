"""The PostgreSQL store's pool opens its connections at start-up, each ready for commands (without writing), and
hands them back without a reset round trip (a transaction left open on a connection handed back is still rolled
back); map bytes are stored without a second compression, and long texts
are compressed with lz4 where the server has it."""

from collections.abc import AsyncIterator

import asyncpg
import pytest

from bot.store.postgres import PostgresStore, SessionlessConnection, open_postgres_store
from tests.store.conftest import new_database
from tests.store.pgcluster import Cluster


@pytest.fixture
async def pg_store(pg_cluster: Cluster) -> AsyncIterator[PostgresStore]:
    store = await open_postgres_store(await new_database(pg_cluster), ("first", "run"))
    yield store
    await store.close()


async def test_the_pool_opens_every_connection_at_start_up_ready_and_writes_nothing(pg_cluster: Cluster) -> None:
    store = await open_postgres_store(await new_database(pg_cluster), ("first", "run"), pool_size=4)
    try:
        assert (store._pool.get_size(), store._pool.get_idle_size()) == (4, 4)
        async with store._pool.acquire() as conn:
            prepared = " ".join(row[0] for row in await conn.fetch("SELECT statement FROM pg_prepared_statements"))
            for statement in ("WHERE channel_id = $1 AND status", "ORDER BY status = 'ended'", "UPDATE games SET"):
                assert statement in prepared  # the lookups and the commit: parsed once, at start-up
            tables = ["games", "actions", "snapshots", "outbox", "blobs", "deadlines"]
            counts = [await conn.fetchval(f"SELECT count(*) FROM {table}") for table in tables]
        assert counts == [0] * len(tables)
    finally:
        await store.close()


async def test_a_connection_goes_back_to_the_pool_without_a_reset_query(pg_store: PostgresStore) -> None:
    async with pg_store._pool.acquire() as conn:
        assert isinstance(conn._con, SessionlessConnection)  # the pool hands out a proxy of it
        assert conn.get_reset_query() == ""


async def test_a_transaction_left_open_is_rolled_back_when_the_connection_goes_back(pg_store: PostgresStore) -> None:
    async with pg_store._pool.acquire() as conn:
        await conn.execute("BEGIN")
        await conn.execute("CREATE TABLE left_open (n INTEGER)")
    async with pg_store._pool.acquire() as conn:
        assert not conn.is_in_transaction()
        assert await conn.fetchval("SELECT to_regclass('left_open')") is None


async def test_map_bytes_are_stored_out_of_line_without_compression(pg_store: PostgresStore) -> None:
    async with pg_store._pool.acquire() as conn:
        storage = await conn.fetchval(
            "SELECT attstorage FROM pg_attribute WHERE attrelid = 'blobs'::regclass AND attname = 'data'"
        )
        assert storage == b"e"  # external: out of line, never compressed (a "char", read as one byte)
        data = bytes(range(256)) * 2000  # very compressible: stored at full size only because nothing compresses it
        await conn.execute("INSERT INTO blobs (hash, data, stored_at) VALUES ('h', $1, 0)", data)
        assert await conn.fetchval("SELECT pg_column_size(data) FROM blobs WHERE hash = 'h'") >= len(data)
        assert await conn.fetchval("SELECT data FROM blobs WHERE hash = 'h'") == data


async def test_long_texts_are_compressed_with_lz4_where_the_server_has_it(pg_store: PostgresStore) -> None:
    async with pg_store._pool.acquire() as conn:
        found = await conn.fetch(
            "SELECT attrelid::regclass::text AS t, attcompression AS c FROM pg_attribute"
            " WHERE (attrelid, attname) IN (('games'::regclass, 'state'), ('snapshots'::regclass, 'state'),"
            " ('actions'::regclass, 'events'), ('outbox'::regclass, 'message'))"
        )
        try:
            async with conn.transaction():
                await conn.execute("SET LOCAL default_toast_compression = 'lz4'")
            method = b"l"
        except asyncpg.PostgresError:  # a server built without lz4 knows no such value: the migration left pglz
            method = b"\x00"
        tables = ["games", "snapshots", "actions", "outbox"]
        assert {row["t"]: row["c"] for row in found} == dict.fromkeys(tables, method)
