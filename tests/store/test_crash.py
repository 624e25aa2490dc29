"""A process killed hard (SIGKILL) at random points loses no committed action, and every game replays from its
log to its stored state."""

import asyncio
import json
import os
import random
import signal
import subprocess
import sys
from pathlib import Path

from bot.service.history import replay_all
from bot.store import open_sqlite_store
from tests.service.fakegame import RaceRuleset
from tests.store.crash_worker import digest

ROOT = Path(__file__).resolve().parents[2]
TOTAL_COMMANDS = 500


def run_until_killed(db: Path, seed: int, kill_after: int) -> tuple[int, list[str]]:
    """Run a worker, SIGKILL it after ``kill_after`` commands; return the commands seen and the actions printed."""
    worker = subprocess.Popen(
        [sys.executable, "-m", "tests.store.crash_worker", str(db), str(seed), str(kill_after + 50)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    assert worker.stdout is not None
    commands, actions = 0, []
    for line in worker.stdout:
        if line.startswith("ACTION"):
            actions.append(line.split(maxsplit=1)[1].strip())
        elif line.startswith("CMD"):
            commands += 1
            if commands >= kill_after:
                break
    worker.send_signal(signal.SIGKILL)
    worker.wait()
    return commands, actions


def test_sigkill_loses_no_committed_action(tmp_path: Path) -> None:
    db = tmp_path / "crash.db"
    rng = random.Random(2024)
    done, printed = 0, []
    seed = 0
    while done < TOTAL_COMMANDS:
        seed += 1
        commands, actions = run_until_killed(db, seed, rng.randint(40, 120))
        done += commands
        printed += actions
    assert len(printed) > 100
    asyncio.run(check_store(db, printed))


async def check_store(db: Path, printed: list[str]) -> None:
    store = await open_sqlite_store(str(db))
    ruleset = RaceRuleset()
    stored: dict[tuple[int, int], str] = {}
    for game in await store.all_games():
        entries = await store.actions(game.id)
        assert [e.number for e in entries] == list(range(1, game.last_action + 1))
        stored.update({(game.id, e.number): digest(e) for e in entries})
        replayed = await replay_all(store, ruleset, game)
        assert json.loads(replayed.model_dump_json()) == json.loads(game.state_json), f"game {game.id}"
    for line in printed:
        game_id, number, sha = line.split()
        assert stored.get((int(game_id), int(number))) == sha, f"lost action {line}"
    await store.close()
