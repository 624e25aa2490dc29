"""Two processes on one database (SQLite file or PostgreSQL): no message is posted twice or lost, none is
delivered out of order by the process that sends it, no deadline fires twice, and every game replays."""

import asyncio
import json
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

from bot.service.history import replay_all
from bot.store import open_store
from tests.service.fakegame import RaceRuleset
from tests.store.raw import raw

ROOT = Path(__file__).resolve().parents[2]
COMMANDS = 120


def run_workers(db_url: str, names: list[str]) -> dict[str, list[str]]:
    """Run one worker per name at the same time; the lines each printed."""
    workers = {
        name: subprocess.Popen(
            [sys.executable, "-m", "tests.store.process_worker", db_url, name, str(seed), str(COMMANDS)],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env={**os.environ, "COURIER_INSTANCE": name},
        )
        for seed, name in enumerate(names, start=1)
    }
    printed = {}
    for name, worker in workers.items():
        out, err = worker.communicate(timeout=300)
        assert worker.returncode == 0, err
        printed[name] = out.splitlines()
    return printed


def test_two_processes_never_double_post_lose_reorder_or_fire_twice(db_url: str) -> None:
    printed = run_workers(db_url, ["alpha", "beta"])
    posts = {name: [line.split()[1:] for line in lines if line.startswith("POST")] for name, lines in printed.items()}
    delivered = Counter(int(i) for lines in posts.values() for i, _ in lines)
    assert delivered and max(delivered.values()) == 1, [i for i, n in delivered.items() if n > 1]
    for lines in posts.values():
        by_channel: dict[str, list[int]] = {}
        for outbox_id, channel in lines:
            by_channel.setdefault(channel, []).append(int(outbox_id))
        assert all(ids == sorted(ids) for ids in by_channel.values())
    claims = Counter(
        tuple(line.split()[1:]) for lines in printed.values() for line in lines if line.startswith("CLAIM")
    )
    assert claims and max(claims.values()) == 1
    asyncio.run(check_database(db_url, set(delivered)))


async def check_database(db_url: str, delivered: set[int]) -> None:
    """Every stored message was delivered (and printed), and every game replays from its log to its state."""
    store = await open_store(db_url, instance="checker")
    assert await store.claim_undelivered(1e12) == []
    assert {i for (i,) in await raw(db_url, "SELECT id FROM outbox")} == delivered
    for game in await store.all_games():
        replayed = await replay_all(store, RaceRuleset(), game)
        assert json.loads(replayed.model_dump_json()) == json.loads(game.state_json), f"game {game.id}"
    await store.close()
