"""Store fixtures: every store test runs against SQLite and against PostgreSQL (a throw-away cluster, skipped
with the reason shown when the server binaries are not installed)."""

import itertools
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import asyncpg
import pytest

from bot.store import GameStore, open_store
from tests.store.pgcluster import Cluster, start_cluster

_databases = itertools.count(1)


@pytest.fixture(scope="session")
def pg_cluster() -> Iterator[Cluster]:
    try:
        cluster = start_cluster()
    except RuntimeError as exc:
        pytest.skip(f"PostgreSQL store tests skipped: {exc}")
    yield cluster
    cluster.stop()


async def new_database(cluster: Cluster) -> str:
    """A fresh, empty database on the cluster; its URL."""
    name = f"courier_test_{next(_databases)}"
    conn = await asyncpg.connect(cluster.url("postgres"))
    try:
        await conn.execute(f"CREATE DATABASE {name}")
    finally:
        await conn.close()
    return cluster.url(name)


@pytest.fixture(params=["sqlite", "postgresql"])
async def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Where a test's store lives: a SQLite file, or a fresh PostgreSQL database."""
    if request.param == "sqlite":
        return str(tmp_path / "store.db")
    return await new_database(request.getfixturevalue("pg_cluster"))


@pytest.fixture
async def store(db_url: str) -> AsyncIterator[GameStore]:
    opened = await open_store(db_url, instance="first")
    yield opened
    await opened.close()
