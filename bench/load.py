"""Load: stored games played at a chosen command rate against the real GameService, in one or several processes.

`python -m bench.load [--games 1000] [--rate 150] [--seconds 20] [--processes 1] [--db sqlite|postgres-temp|URL]
[--no-maps] [--set-up-maps] [--render-processes N] [--advance N] [--post-ms N]`: sets up ``--games`` War of
Independence games (both sides human), then each process plays the channels of its share (channel n to process n
mod P, as shards would) with commands arriving at random (Poisson) at ``--rate`` per second in all: each a random
legal action of a random game, delivered as the bot would. Latency runs from a command's arrival to its outcome
(queueing included). Prints the commands' rate up to the last reply, p50/p99 latency, CPU use (of the bot
processes, of their render workers and, for a ``postgres-temp`` cluster, of the database server), maps drawn and
reused per command and memory per game, and checks that no message was lost or delivered twice; and how many
requests a command makes under Discord's global rate limit (its channel posts and DMs), so how many commands a
second one bot token carries on Discord.
The renderer's base layers are built before the clock starts (the first map after a restart is measured apart),
and the start-up heap is frozen and the collector runs on the bot's schedule (``bot.service.heap``), as the
bot does once started (a run is too short for its hourly full collection).
The set-up draws no maps (it is not measured), so each game's first phase change draws its maps; with
``--set-up-maps`` the set-up posts the opening maps as a live deployment does, and the run starts from games whose
last posted map is known (kept with the game), as after a restart of a bot that has been running.
``--advance N`` plays each game on by a random number (none to N) of random legal commands in the set-up, so that
the run starts from games at different points of play, as a bot that has been running has them. Games fresh from
their opening post maps rarely in their first commands (about 5 % of a 20 s run's commands post maps); games in
progress about 15 % (War of Independence: a phase change every seven commands or so, three maps each), so a run
on games advanced 30 commands measures the steady state, where a run on fresh games undercounts maps threefold.
``--render-processes N`` draws maps in N worker processes per bot process (``COURIER_RENDER_PROCESSES``).
``--post-ms N`` delivers the DMs (and asks for the seats' own maps) N ms after the reply, as the bot does once
Discord has taken the channel's post; by default at once.
``--rate 50,100,150`` runs each rate after one set-up: on SQLite each run starts from a copy of the set-up; on
PostgreSQL the runs follow each other on the same games.
"""

import argparse
import asyncio
import os
import random
import resource
import shutil
import statistics
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import NamedTuple

import bot.service.mapfiles
from bench.load_setup import database, server_cpu_seconds
from bench.render_bench import busy_board
from bench.service_bench import USERS, as_user, set_up
from bot.discord.pacing import GLOBAL_LIMIT, HEADROOM
from bot.service.heap import freeze_start_up_heap, release_heap
from bot.service.runtime import Settings
from bot.service.service import GameService
from bot.store import is_postgres, open_store
from bot.store.rows import CLAIM_SECONDS
from maps.render import render_map, render_maps
from maps.render.encode import png_writer
from rules.core.dice import Dice
from rules.registry import get_ruleset

RULESET = "independence"


class Timed(NamedTuple):
    """One command: when it arrived (seconds into the run), how long it took, and whether it posted maps."""

    arrived: float
    latency: float
    maps: bool


@dataclass
class Share:
    """What one process measured."""

    began: float = 0.0
    commands: list[Timed] = field(default_factory=list)
    delivered: list[int] = field(default_factory=list)
    refused: int = 0
    requests: int = 0
    """Channel posts and DMs: each a request under Discord's global rate limit (``bot.discord.pacing``)."""
    cpu: float = 0.0
    wall: float = 0.0
    rss_growth: int = 0
    games_touched: int = 0
    drawn: int = 0
    reused: int = 0
    render_cpu: float = 0.0
    own_maps: list[float] = field(default_factory=list)
    """From a command's arrival until the seats' own maps of its DMs were drawn (after the reply)."""


def rss() -> int:
    """This process's resident memory, in bytes."""
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


def cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


async def one_command(
    service: GameService, channel: str, rng: random.Random, arrived: float, share: Share, post_seconds: float = 0.0
) -> None:
    """A random legal action in ``channel``'s game, from arrival to delivery (the DMs ``post_seconds`` after the
    reply, as Discord takes that long to take the channel's post)."""
    record = await service.store.live_game(channel)
    if record is None:
        return
    game = service.runtime.load(record)
    seats = game.ruleset.to_act(game.state)
    if not seats:
        return
    # the service's per-state memo, as the autocomplete of the player typing the command would have filled it
    action = rng.choice(game.legal(seats[0]))
    outcome = await service.handle(as_user(USERS[seats[0]], channel, action.verb, **action.options()))
    drew = any(m.files for m in outcome.messages)
    share.commands.append(Timed(arrived - share.began, time.perf_counter() - arrived, drew))
    # delivered as the bot delivers them: a seat's own map is drawn as its DM goes, after the channel's reply
    drawn_later = [m for m in outcome.messages if m.to == "dm" and m.files]
    if drawn_later and post_seconds:
        await asyncio.sleep(post_seconds)
    for message in drawn_later:
        await service.files_ready(message)
    if drawn_later:
        share.own_maps.append(time.perf_counter() - arrived)
    share.refused += any(m.error for m in outcome.messages)
    share.requests += sum(m.to in ("channel", "dm") and not m.error for m in outcome.messages)
    ids = [m.outbox_id for m in outcome.messages if m.outbox_id is not None]
    await service.delivered(ids)
    share.delivered += ids


async def drive(
    db: str, channels: list[str], rate: float, seconds: float, maps: bool, seed: int, pool: int, post_seconds: float
) -> Share:
    """Play ``channels`` at ``rate`` commands a second for ``seconds``; what was measured."""
    if not maps:
        bot.service.mapfiles.has_map = lambda _: False  # type: ignore[assignment]
    ruleset = get_ruleset(RULESET)
    with tempfile.TemporaryDirectory() as out:
        service = await GameService.open(db, {RULESET: ruleset}, Settings(out_dir=Path(out), render_processes=pool))
        if maps:
            board = ruleset.board_view(ruleset.new_game({}, Dice(1, 0)), None)
            assert board is not None
            render_map(board)
            await service.runtime.renderer.render(render_maps, board)
            await service.runtime.renderer.started()  # any worker processes are up and warm
        freeze_start_up_heap()  # as the bot does once started
        rng, share, renderer = random.Random(seed), Share(), service.runtime.renderer
        drawn, reused, render_cpu = renderer.drawn, renderer.reused, renderer.worker_cpu_seconds()
        memory, cpu, began = rss(), cpu_seconds(), time.perf_counter()
        share.began = began
        tasks, touched = [], set()
        arrival = began
        while arrival < began + seconds:
            await asyncio.sleep(max(0.0, arrival - time.perf_counter()))
            channel = rng.choice(channels)
            touched.add(channel)
            command = one_command(service, channel, random.Random(rng.random()), arrival, share, post_seconds)
            tasks.append(asyncio.create_task(command))
            arrival += rng.expovariate(rate)
        await asyncio.gather(*tasks)
        share.wall, share.cpu = time.perf_counter() - began, cpu_seconds() - cpu
        share.rss_growth, share.games_touched = rss() - memory, len(touched)
        share.drawn, share.reused = renderer.drawn - drawn, renderer.reused - reused
        share.render_cpu = renderer.worker_cpu_seconds() - render_cpu
        await service.close()
        release_heap()
    return share


def run_share(
    db: str, channels: list[str], rate: float, seconds: float, maps: bool, seed: int, pool: int = 0, post: float = 0.0
) -> Share:
    """One process's share (in a worker process)."""
    os.environ["COURIER_INSTANCE"] = f"bench-{seed}"
    return asyncio.run(drive(db, channels, rate, seconds, maps, seed, pool, post))


async def prepare(db: str, games: int, maps: bool = False, advance: int = 0) -> float:
    """Store ``games`` started games (with their opening maps when ``maps``), each played on by between none and
    ``advance`` random legal commands; the seconds it took."""
    saved = bot.service.mapfiles.has_map
    if not maps:
        bot.service.mapfiles.has_map = lambda _: False  # type: ignore[assignment]
    began = time.perf_counter()
    ruleset = get_ruleset(RULESET)
    with tempfile.TemporaryDirectory() as out:
        service = await GameService.open(db, {RULESET: ruleset}, Settings(out_dir=Path(out)))
        await set_up(service, games)
        rng, played = random.Random(0), Share()
        for n in range(games):
            for _ in range(rng.randint(0, advance)):
                await one_command(service, f"c{n}", rng, time.perf_counter(), played)
        await service.close()
        service = await GameService.open(db, {RULESET: ruleset}, Settings(out_dir=Path(out)))
        while pending := await service.undelivered():  # the set-up's posts, as after a restart
            await service.delivered([m.outbox_id for m in pending if m.outbox_id is not None])
        await service.close()
    bot.service.mapfiles.has_map = saved
    return time.perf_counter() - began


async def undelivered_left(db: str) -> int:
    """Messages no one delivered (looked up as a sweep long after the run would)."""
    store = await open_store(db, instance="bench-checker")
    left = await store.claim_undelivered(time.time() + 10 * CLAIM_SECONDS, limit=100_000)
    await store.close()
    return len(left)


SLICE = 2.0
"""The length of a slice of the run in the latency timeline (seconds)."""


def percentiles(ordered: list[float]) -> tuple[float, float]:
    """The p50 and p99 of sorted latencies, in milliseconds."""
    return statistics.median(ordered) * 1000, ordered[max(int(len(ordered) * 0.99) - 1, 0)] * 1000


def timeline(commands: list[Timed]) -> str:
    """The median and the longest latency of the commands arriving in each slice of the run: a stall shows where
    it happened (queueing that builds up over the run, a pause, a burst of maps)."""
    slices: dict[int, list[float]] = {}
    for command in commands:
        slices.setdefault(int(command.arrived // SLICE), []).append(command.latency)
    return " ".join(
        f"{statistics.median(found) * 1000:.0f}/{max(found) * 1000:.0f}" for _, found in sorted(slices.items())
    )


def answered_in(commands: list[Timed]) -> float:
    """Seconds from the start of the run until its last command was answered: the commands' rate is theirs, where
    the run itself lasts until the DMs' own maps are drawn (seconds later when they queue)."""
    return max(c.arrived + c.latency for c in commands)


def report(shares: list[Share], games: int, rate: float, db: str, maps: bool, server_cpu: float | None) -> None:
    commands = [c for s in shares for c in s.commands]
    latencies = sorted(c.latency for c in commands)
    delivered = [i for s in shares for i in s.delivered]
    wall = max(s.wall for s in shares)
    answered = answered_in(commands)
    cpu = sum(s.cpu for s in shares)
    p50, p99 = percentiles(latencies)
    touched = sum(s.games_touched for s in shares)
    growth = sum(s.rss_growth for s in shares)
    kind = "PostgreSQL" if is_postgres(db) else "SQLite"
    refused = sum(s.refused for s in shares)
    print(
        f"{len(shares)} process(es), {kind}, {games} games, maps {'on' if maps else 'off'}, {rate:g} commands/s asked:"
        f" {len(latencies)} commands answered in {answered:.1f} s ({len(latencies) / answered:.0f}/s),"
        f" refused {refused}"
    )
    print(f"  latency p50 {p50:.1f} ms, p99 {p99:.1f} ms, max {latencies[-1] * 1000:.0f} ms")
    for drew, what in ((True, "posting maps"), (False, "without maps")):
        some = sorted(c.latency for c in commands if c.maps == drew)
        if some:
            low, high = percentiles(some)
            print(f"    {len(some)} commands {what}: p50 {low:.1f} ms, p99 {high:.1f} ms")
    own = sorted(latency for s in shares for latency in s.own_maps)
    if own:
        low, high = percentiles(own)
        print(f"    their DMs with the seats' own maps, drawn after the reply: p50 {low:.1f} ms, p99 {high:.1f} ms")
    print(f"  over the run (p50/max ms a {SLICE:g} s slice): {timeline(commands)}")
    print(f"  CPU {cpu:.1f} s ({cpu / wall * 100:.0f} % of one core; {cpu / len(latencies) * 1000:.2f} ms a command)")
    if server_cpu is not None:
        print(f"  database server's CPU {server_cpu:.1f} s ({server_cpu / len(latencies) * 1000:.2f} ms a command)")
    if maps:
        drawn, reused = sum(s.drawn for s in shares), sum(s.reused for s in shares)
        render_cpu = sum(s.render_cpu for s in shares)
        print(
            f"  maps: {drawn} drawn ({drawn / len(latencies):.2f} a command), {reused} reused;"
            f" render workers' CPU {render_cpu:.1f} s ({render_cpu / len(latencies) * 1000:.2f} ms a command)"
        )
    print(f"  memory: {growth / max(touched, 1) / 1024:.0f} KB per game touched ({touched} games)")
    print(f"  messages: {len(delivered)} delivered, {len(delivered) - len(set(delivered))} twice")
    requests = sum(s.requests for s in shares) / len(latencies)
    paced = GLOBAL_LIMIT * HEADROOM
    print(
        f"  on Discord: {requests:.2f} requests a command under the global rate limit (channel posts and DMs),"
        f" so one bot token paced at {paced:g}/s carries {paced / requests:.0f} commands/s"
    )


def machine_speed(draws: int = 15) -> float:
    """How fast the machine is just now, to compare runs made at different hours: the median CPU milliseconds to
    draw one busy War of Independence map, the same board each time and nothing reused from the draw before (its
    layers built first). This machine's speed swings by a third and more within the hour."""
    board = busy_board(RULESET, 3)
    render_map(board)
    times = []
    for _ in range(draws):
        png_writer.cache_clear()  # the bands of the draw before are not reused
        began = time.process_time()
        render_map(board)
        times.append(time.process_time() - began)
    return statistics.median(times) * 1000


def fresh_copy(db: str, scratch: Path, run: int) -> str:
    """A copy of the set-up SQLite database for one run (the set-up is made once for several rates)."""
    copy = scratch / f"run{run}.db"
    for suffix in ("", "-wal", "-shm"):
        if Path(db + suffix).exists():
            shutil.copyfile(db + suffix, str(copy) + suffix)
    return str(copy)


def run_rate(db: str, channels: list[str], rate: float, args: argparse.Namespace) -> list[Share]:
    """One run at ``rate`` commands a second in all, over ``args.processes`` processes."""
    maps = not args.no_maps
    if args.processes == 1:
        return [run_share(db, channels, rate, args.seconds, maps, 1, args.render_processes, args.post_ms / 1000)]
    shares_of = [channels[k :: args.processes] for k in range(args.processes)]
    each, post = rate / args.processes, args.post_ms / 1000
    with ProcessPoolExecutor(args.processes) as pool:
        futures = [
            pool.submit(run_share, db, mine, each, args.seconds, maps, k + 1, args.render_processes, post)
            for k, mine in enumerate(shares_of)
        ]
        return [f.result() for f in futures]


def main() -> None:
    """Run the benchmark from the command line."""
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--rate", default="150", help="commands a second; several (50,100,150) run one after another")
    p.add_argument("--seconds", type=float, default=20.0)
    p.add_argument("--processes", type=int, default=1)
    p.add_argument("--db", default="sqlite", help="sqlite, postgres-temp (a throw-away cluster) or a URL")
    p.add_argument("--no-maps", action="store_true")
    p.add_argument("--set-up-maps", action="store_true", help="the set-up posts the opening maps (slower set-up)")
    p.add_argument("--render-processes", type=int, default=0, help="map-drawing worker processes per process")
    p.add_argument("--advance", type=int, default=0, help="each game set up N random commands on at most")
    p.add_argument("--post-ms", type=float, default=0.0, help="the DMs delivered N ms after the reply, as on Discord")
    args = p.parse_args()
    print(f"machine speed: a busy map drawn in {machine_speed():.1f} ms of CPU")
    with tempfile.TemporaryDirectory() as scratch, database(args.db, Path(scratch)) as db:
        took = asyncio.run(prepare(db, args.games, args.set_up_maps, args.advance))
        print(f"set up {args.games} games in {took:.1f} s")
        channels = [f"c{n}" for n in range(args.games)]
        for run, rate in enumerate(float(r) for r in args.rate.split(",")):
            run_db = db if is_postgres(db) else fresh_copy(db, Path(scratch), run)
            server_before = server_cpu_seconds(run_db)
            shares = run_rate(run_db, channels, rate, args)
            time.sleep(0.5)  # the bots' backends have exited: let the server reap them, their CPU then counts
            server_after = server_cpu_seconds(run_db)
            server_cpu = None if server_before is None or server_after is None else server_after - server_before
            report(shares, args.games, rate, run_db, not args.no_maps, server_cpu)
            print(f"  undelivered after the run: {asyncio.run(undelivered_left(run_db))}")
            print(f"  machine speed after the run: a busy map drawn in {machine_speed():.1f} ms of CPU")


if __name__ == "__main__":
    main()
