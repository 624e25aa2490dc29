"""The channel lookup (`latest_game`, run on every command and keystroke) at 1,000 to 50,000 stored games.

`python -m bench.load_lookup [--sizes 1000,10000,50000] [--lookups 2000] [--db sqlite|postgres-temp|URL]`: fills a
fresh database with ended and live games (a few per channel), then times ``--lookups`` lookups of random
channels. Goal: flat from 1,000 to 50,000 games (the channel index).
"""

import argparse
import asyncio
import json
import random
import statistics
import tempfile
import time
from pathlib import Path

from bench.load_setup import database
from bot.store import GameStore, is_postgres, open_store

GAMES_PER_CHANNEL = 4
STATE = json.dumps({"turn": 1, "filler": "x" * 2000})


def _rows(first: int, count: int) -> list[tuple[object, ...]]:
    """Games ``first`` .. ``first + count - 1``: the last of each channel live, the others ended."""
    rows: list[tuple[object, ...]] = []
    for n in range(first, first + count):
        status = "active" if n % GAMES_PER_CHANNEL == GAMES_PER_CHANNEL - 1 else "ended"
        rows.append((f"ch{n // GAMES_PER_CHANNEL}", "g", "independence", "{}", "gm", status, n, "c", STATE, 1.0))
    return rows


INSERT = (
    "INSERT INTO games (channel_id, guild_id, ruleset, options, gm_user, status, seed, commitment, state, created_at)"
    " VALUES ({})"
)


async def fill(db: str, first: int, count: int) -> None:
    """Insert games straight into the database (the store's commit path is not what is measured here)."""
    rows = _rows(first, count)
    if is_postgres(db):
        import asyncpg

        conn = await asyncpg.connect(db)
        await conn.executemany(INSERT.format(", ".join(f"${i}" for i in range(1, 11))), rows)
        await conn.close()
        return
    import aiosqlite

    async with aiosqlite.connect(db) as conn:
        await conn.executemany(INSERT.format(", ".join("?" * 10)), rows)
        await conn.commit()


async def time_lookups(store: GameStore, channels: int, lookups: int) -> list[float]:
    rng = random.Random(7)
    times = []
    for _ in range(lookups):
        channel = f"ch{rng.randrange(channels)}"
        began = time.perf_counter()
        found = await store.latest_game(channel)
        times.append(time.perf_counter() - began)
        assert found is not None and found.status == "active"
    return sorted(times)


async def run(sizes: list[int], lookups: int, db: str) -> None:
    store = await open_store(db, instance="bench")
    stored = 0
    for size in sizes:
        await fill(db, stored, size - stored)
        stored = size
        times = await time_lookups(store, size // GAMES_PER_CHANNEL, lookups)
        median, p99 = statistics.median(times) * 1000, times[int(len(times) * 0.99) - 1] * 1000
        kind = "postgresql" if is_postgres(db) else "sqlite"
        print(f"{kind}: {size:>6} games: latest_game median {median:.3f} ms, p99 {p99:.3f} ms")
    await store.close()


def main() -> None:
    """Run the benchmark from the command line."""
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--sizes", default="1000,10000,50000")
    p.add_argument("--lookups", type=int, default=2000)
    p.add_argument("--db", default="sqlite", help="sqlite, postgres-temp (a throw-away cluster) or a URL")
    args = p.parse_args()
    with tempfile.TemporaryDirectory() as scratch, database(args.db, Path(scratch)) as db:
        asyncio.run(run([int(s) for s in args.sizes.split(",")], args.lookups, db))


if __name__ == "__main__":
    main()
