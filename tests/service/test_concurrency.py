"""Racing commands on one channel, from two services on one database file, never both apply to one state."""

import asyncio
from pathlib import Path

from bot.service.api import Command
from bot.service.history import replay_all
from bot.service.runtime import Settings
from bot.service.service import GameService
from tests.service.fakegame import RaceRuleset
from tests.service.table import Table


async def two_services(tmp_path: Path) -> tuple[GameService, GameService]:
    path = str(tmp_path / "shared.db")
    settings = Settings(out_dir=tmp_path)
    return (
        await GameService.open(path, {"race": RaceRuleset()}, settings),
        await GameService.open(path, {"race": RaceRuleset()}, settings),
    )


async def test_the_same_move_sent_to_two_services_applies_once(tmp_path: Path) -> None:
    first, second = await two_services(tmp_path)
    table = Table(first)
    await table.race()
    move = table.command("alice> /move steps:2")
    outcomes = await asyncio.gather(*[s.handle(move) for s in (first, second, first, second)])
    applied = [o for o in outcomes if not o.messages[0].error]
    assert len(applied) == 1
    refused = [o.messages[0].text for o in outcomes if o.messages[0].error]
    assert all("`/move` now" in text for text in refused), refused
    record = await second.store.live_game("table")
    assert record is not None and record.last_action == 1
    assert (await replay_all(second.store, RaceRuleset(), record)).model_dump_json() == record.state_json
    await first.close()
    await second.close()


async def test_many_racing_commands_keep_one_consistent_log(tmp_path: Path) -> None:
    first, second = await two_services(tmp_path)
    table = Table(first)
    await table.race(goal=60)
    lines = [
        "alice> /move steps:1",
        "alice> /roll",
        "alice> /done",
        "bob> /move steps:2",
        "bob> /roll",
        "bob> /done",
        "alice> /bid amount:1",
        "bob> /bid amount:2",
    ] * 3
    commands: list[Command] = [table.command(line) for line in lines]
    for round_start in range(0, len(commands), 4):
        batch = commands[round_start : round_start + 4]
        await asyncio.gather(*[s.handle(c) for c in batch for s in (first, second)])
    record = await first.store.live_game("table")
    assert record is not None
    entries = await first.store.actions(record.id)
    assert [e.number for e in entries] == list(range(1, record.last_action + 1))
    assert (await replay_all(first.store, RaceRuleset(), record)).model_dump_json() == record.state_json
    await first.close()
    await second.close()
