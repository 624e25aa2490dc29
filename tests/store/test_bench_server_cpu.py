"""The load benchmark's reading of a throw-away PostgreSQL server's CPU: it grows as the server works, and there is
none to read for SQLite."""

from pathlib import Path

import asyncpg

from bench.load_setup import server_cpu_seconds
from tests.store.conftest import new_database
from tests.store.pgcluster import Cluster


async def test_the_server_cpu_grows_with_its_work(pg_cluster: Cluster) -> None:
    url = await new_database(pg_cluster)
    before = server_cpu_seconds(url)
    assert before is not None and before >= 0
    conn = await asyncpg.connect(url)
    try:
        await conn.execute("SELECT count(*) FROM generate_series(1, 3000000)")
        after = server_cpu_seconds(url)  # read while the backend that did the work is still running
    finally:
        await conn.close()
    assert after is not None and after > before


def test_there_is_no_server_cpu_for_sqlite_or_a_server_elsewhere(tmp_path: Path) -> None:
    assert server_cpu_seconds(str(tmp_path / "bench.db")) is None
    assert server_cpu_seconds("postgresql://courier@db.example/courier") is None
