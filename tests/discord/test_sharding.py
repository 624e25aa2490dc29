"""Several processes: the shard range from COURIER_SHARDS, one command-sync leader, the heap frozen at start-up."""

import gc
from pathlib import Path

import pytest

from bot.discord.client import make_bot
from bot.discord.sharding import leads_command_sync, shard_options
from bot.service.heap import GC_THRESHOLDS
from bot.service.runtime import Settings
from bot.service.service import GameService
from bot.store import open_store
from tests.discord.conftest import start_bot
from tests.service.fakegame import RaceRuleset


def test_a_shard_range_of_a_count() -> None:
    assert shard_options({"COURIER_SHARDS": "0-3/16"}) == {"shard_ids": [0, 1, 2, 3], "shard_count": 16}
    assert shard_options({"COURIER_SHARDS": " 5 / 8 "}) == {"shard_ids": [5], "shard_count": 8}
    assert shard_options({}) == {} and shard_options({"COURIER_SHARDS": ""}) == {}


@pytest.mark.parametrize("text", ["0-3", "4-2/16", "0-16/16", "a/b", "3/3"])
def test_a_malformed_shard_range_is_refused_with_the_form_it_needs(text: str) -> None:
    with pytest.raises(ValueError, match="COURIER_SHARDS"):
        shard_options({"COURIER_SHARDS": text})


async def test_the_bot_runs_the_shards_of_its_range(monkeypatch: pytest.MonkeyPatch, service) -> None:
    monkeypatch.setenv("COURIER_SHARDS", "2-3/4")
    bot = make_bot(service)
    assert bot.shard_ids == [2, 3] and bot.shard_count == 4


async def test_one_process_of_several_syncs_the_commands(tmp_path: Path) -> None:
    db = str(tmp_path / "shared.db")
    services = [
        GameService(await open_store(db, instance=name), {"race": RaceRuleset()}, Settings(out_dir=tmp_path))
        for name in ("shard-a", "shard-b")
    ]
    assert [await leads_command_sync(s) for s in services] == [True, False]
    assert await leads_command_sync(services[0])
    for service in services:
        await service.close()


async def test_the_start_up_heap_is_frozen_while_the_bot_runs(service, discord_api, error_log) -> None:
    gc.unfreeze()
    thresholds, callbacks = gc.get_threshold(), list(gc.callbacks)
    bot = await start_bot(service)
    try:
        assert gc.get_freeze_count() > 0
        assert gc.get_threshold() == GC_THRESHOLDS
        assert len(gc.callbacks) == len(callbacks) + 1
    finally:
        await bot.close()
        assert gc.get_freeze_count() == 0 and gc.callbacks == callbacks
        gc.set_threshold(*thresholds)
