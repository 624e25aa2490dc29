"""The database a load benchmark runs on: a temporary SQLite file, a throw-away PostgreSQL cluster (from the
installed server binaries, as the tests start one), or a given ``postgresql://`` URL."""

import asyncio
import contextlib
from collections.abc import Iterator
from pathlib import Path

from tests.store.conftest import new_database
from tests.store.pgcluster import start_cluster


@contextlib.contextmanager
def database(choice: str, scratch: Path) -> Iterator[str]:
    """The database URL or file path for ``choice``: ``sqlite``, ``postgres-temp`` or a URL."""
    if choice == "sqlite":
        yield str(scratch / "bench.db")
    elif choice == "postgres-temp":
        cluster = start_cluster()
        try:
            yield asyncio.run(new_database(cluster))
        finally:
            cluster.stop()
    else:
        yield choice
