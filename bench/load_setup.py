"""The database a load benchmark runs on: a temporary SQLite file, a throw-away PostgreSQL cluster (from the
installed server binaries, as the tests start one), or a given ``postgresql://`` URL."""

import asyncio
import contextlib
import os
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import parse_qs, urlparse

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


def server_cpu_seconds(db: str) -> float | None:
    """The CPU time so far of the PostgreSQL server behind ``db`` when it runs on this machine with its socket
    and data under one directory (as ``postgres-temp`` starts it): its postmaster's and every child's, the exited
    ones included. None for SQLite or another server."""
    hosts = parse_qs(urlparse(db).query).get("host", []) if db.startswith("postgresql://") else []
    pid_file = Path(hosts[0]) / "data" / "postmaster.pid" if hosts else None
    if pid_file is None or not pid_file.exists():
        return None
    postmaster = int(pid_file.read_text().split()[0])
    ticks = 0
    for stat in Path("/proc").glob("[0-9]*/stat"):
        with contextlib.suppress(OSError, ValueError, IndexError):
            pid, rest = stat.read_text().split(" (", 1)
            fields = rest.rsplit(") ", 1)[1].split()
            if int(pid) == postmaster:
                ticks += sum(int(f) for f in fields[11:15])  # its own time and its waited-for children's
            elif int(fields[1]) == postmaster:
                ticks += int(fields[11]) + int(fields[12])
    return ticks / os.sysconf("SC_CLK_TCK")
