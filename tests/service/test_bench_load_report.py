"""The load benchmark's latency report: p50 and p99 of sorted latencies, the timeline of the run in slices (where a
stall or a queue that builds up shows) and the span the commands' rate is measured over; its set-up of games in
progress."""

from pathlib import Path

from bench.load import Timed, answered_in, percentiles, prepare, timeline
from bot.store import open_store


def test_p50_and_p99_are_read_off_the_sorted_latencies_in_milliseconds() -> None:
    latencies = [n / 1000 for n in range(1, 201)]
    assert percentiles(latencies) == (100.5, 198.0)
    assert percentiles([0.25]) == (250.0, 250.0)


def test_the_timeline_gives_each_slice_its_median_and_longest_latency() -> None:
    commands = [Timed(0.1, 0.010, False), Timed(1.9, 0.030, True), Timed(0.5, 0.020, False),
                Timed(4.2, 1.500, False), Timed(5.9, 0.500, True)]  # fmt: skip
    assert timeline(commands) == "20/30 1000/1500"


def test_the_commands_rate_runs_until_the_last_command_was_answered() -> None:
    """Not until the DMs' own maps, drawn after the replies, are done: those are reported apart."""
    commands = [Timed(0.5, 0.010, False), Timed(19.9, 0.150, True), Timed(19.95, 0.020, False)]
    assert answered_in(commands) == 19.9 + 0.150


async def test_the_set_up_can_leave_games_at_different_points_of_play(tmp_path: Path) -> None:
    """``--advance``: games in progress (as a bot that has been running has them), not all at their opening."""
    db = str(tmp_path / "load.db")
    await prepare(db, 4, advance=6)
    store = await open_store(db, instance="checker")
    played = [record.last_action for record in await store.all_games()]
    await store.close()
    assert len(played) == 4 and len(set(played)) > 1 and max(played) > 0
