"""Apply + commit latency through the service, with 1,000 games stored (goal: median under 5 ms).

`python -m bench.service_bench [--games 1000] [--commands 2000] [--sync FULL|NORMAL]`: opens a fresh SQLite
file, starts ``--games`` War of Independence games (both sides human, so no AI runs), then times ``--commands``
play commands, each a random legal action of a random game, from the typed command to the committed outcome
(matching, rules, the transaction with its outbox). Maps are not drawn here: the renderer has its own benchmark.
"""

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from pathlib import Path

import bot.service.mapfiles
from bot.service.api import Caller, Command
from bot.service.runtime import Settings
from bot.service.service import GameService
from bot.store import open_sqlite_store
from rules.registry import get_ruleset

USERS = {"Americans": "washington", "British": "howe"}


def as_user(user: str, channel: str, group: str, sub: str | None = None, **options: str) -> Command:
    return Command(Caller(user, user, channel), group, sub, options)


async def set_up(service: GameService, games: int) -> None:
    for n in range(games):
        channel = f"c{n}"
        await service.handle(as_user("washington", channel, "game", "new", ruleset="independence", seed=str(n)))
        for side, user in USERS.items():
            await service.handle(as_user(user, channel, "game", "join", side=side))
        await service.handle(as_user("washington", channel, "game", "start"))


async def one_command(service: GameService, rng: random.Random, games: int) -> float | None:
    channel = f"c{rng.randrange(games)}"
    record = await service.store.live_game(channel)
    if record is None:
        return None
    game = service.runtime.load(record)
    seats = game.ruleset.to_act(game.state)
    if not seats:
        return None
    legal = game.ruleset.legal_actions(game.state, seats[0])
    action = rng.choice(legal)
    command = as_user(USERS[seats[0]], channel, action.verb, **action.options())
    started = time.perf_counter()
    outcome = await service.handle(command)
    elapsed = time.perf_counter() - started
    assert not any(m.error for m in outcome.messages), outcome.messages
    await service.delivered([m.outbox_id for m in outcome.messages if m.outbox_id is not None])
    return elapsed


async def run(games: int, commands: int, sync: str) -> None:
    bot.service.mapfiles.has_map = lambda _: False  # type: ignore[assignment]
    with tempfile.TemporaryDirectory() as scratch:
        store = await open_sqlite_store(str(Path(scratch) / "bench.db"), synchronous=sync)
        ruleset = get_ruleset("independence")
        service = GameService(store, {ruleset.id: ruleset}, Settings(out_dir=Path(scratch)))
        began = time.perf_counter()
        await set_up(service, games)
        print(f"set up {games} games in {time.perf_counter() - began:.1f} s (synchronous={sync})")
        rng = random.Random(1)
        times: list[float] = []
        while len(times) < commands:
            elapsed = await one_command(service, rng, games)
            if elapsed is not None:
                times.append(elapsed)
        await service.close()
    times.sort()
    median = statistics.median(times) * 1000
    p99 = times[int(len(times) * 0.99) - 1] * 1000
    print(
        f"apply + commit over {commands} commands: median {median:.2f} ms, p99 {p99:.2f} ms, "
        f"max {times[-1] * 1000:.2f} ms"
    )


def main() -> None:
    """Run the benchmark from the command line."""
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--commands", type=int, default=2000)
    p.add_argument("--sync", default="FULL", choices=["FULL", "NORMAL"])
    args = p.parse_args()
    asyncio.run(run(args.games, args.commands, args.sync))


if __name__ == "__main__":
    main()
