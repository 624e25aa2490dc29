"""Snapshots: one each time the log passes a multiple of ``snapshot_every`` (50 actions), so that replaying to
any action reads at most one segment of the log past its snapshot."""

import sqlite3
from pathlib import Path

from bot.service.service import GameService
from tests.service.table import Table


async def test_a_snapshot_is_kept_each_time_the_log_passes_fifty_actions(
    table: Table, service: GameService, tmp_path: Path
) -> None:
    assert service.runtime.settings.snapshot_every == 50
    await table.ok("alice> /game new ruleset:race seed:3 options:goal=60")
    await table.ok("alice> /gm seat side:Red user:ai")
    await table.ok("alice> /gm seat side:Blue user:ai")
    await table.ok("alice> /game start")
    record = await service.store.latest_game("table")
    assert record is not None and record.status == "ended" and record.last_action > 50
    with sqlite3.connect(tmp_path / "courier.db") as db:
        found = db.execute("SELECT number FROM snapshots WHERE game_id = ? ORDER BY number", (record.id,))
        kept = [n for (n,) in found]
    assert kept[0] == 0
    assert [n // 50 for n in kept[1:]] == list(range(1, record.last_action // 50 + 1)), kept
