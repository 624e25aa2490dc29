"""Which store a process uses: ``COURIER_DB`` names a SQLite file (the default) or a ``postgresql://`` database.

Each process has an instance name (``COURIER_INSTANCE``, else the host name and its ``COURIER_SHARDS`` range): the
outbox rows it commits are claimed in that name, and a restart under the same name takes its unsent ones back
at once. Two processes running at the same time must have different names.
"""

import os
import secrets
import socket
from collections.abc import Mapping

from bot.store.interface import GameStore
from bot.store.rows import Owner

POSTGRES_SCHEMES = ("postgresql://", "postgres://")


def instance_name(env: Mapping[str, str] | None = None) -> str:
    """This process's name among those sharing a database."""
    env = os.environ if env is None else env
    named = env.get("COURIER_INSTANCE", "").strip()
    return named or f"{socket.gethostname()}:{env.get('COURIER_SHARDS', '').strip() or 'all'}"


def new_owner(instance: str | None = None) -> Owner:
    """The claims of one run of an instance: its name and a fresh token."""
    return (instance or instance_name(), secrets.token_hex(8))


def is_postgres(db: str) -> bool:
    """Whether ``db`` names a PostgreSQL database rather than a SQLite file."""
    return db.startswith(POSTGRES_SCHEMES)


async def open_store(db: str, synchronous: str = "FULL", instance: str | None = None) -> GameStore:
    """The store for ``db``: PostgreSQL for a ``postgresql://`` URL, else the SQLite file at that path
    (``synchronous`` is SQLite's flush mode, FULL or NORMAL)."""
    owner = new_owner(instance)
    if is_postgres(db):
        from bot.store.postgres import open_postgres_store

        return await open_postgres_store(db, owner)
    from bot.store.sqlite import open_sqlite_store

    return await open_sqlite_store(db, synchronous=synchronous, owner=owner)
