"""The bot's folder of files to send does not grow without end: while the bot runs, the files it wrote over a day
ago are removed every hour (with the real service), and a failed removal is logged and tried again."""

import asyncio
import os
import time
from pathlib import Path

import pytest

from bot.discord.file_pruner import FilePruner
from bot.store.rows import OUTBOX_KEEP
from tests.discord import fakediscord as fd
from tests.discord.conftest import start_bot
from tests.discord.test_delivery_real import within


def running() -> set[str]:
    return {task.get_name() for task in asyncio.all_tasks()}


async def test_the_bot_runs_the_hourly_file_removal_while_it_is_up(service, discord_api, error_log) -> None:
    bot = await start_bot(service)
    try:
        assert "courier-file-prune" in running()
    finally:
        await bot.close()
    assert "courier-file-prune" not in running()


async def test_a_step_removes_the_files_written_over_a_day_ago(service, error_log) -> None:
    out: Path = service.runtime.settings.out_dir
    old, new = out / "game1-action3.png", out / "game1-action9.png"
    for path in (old, new):
        path.write_bytes(b"\x89PNG")
    a_day_ago = time.time() - OUTBOX_KEEP - 60
    os.utime(old, (a_day_ago, a_day_ago))
    pruner = FilePruner(service, seconds=0.01)
    pruner.start()
    try:
        assert await within(5, lambda: not old.exists())
    finally:
        await pruner.stop()
    assert new.exists() and not error_log.records


async def test_a_failed_removal_is_logged_with_an_error_id_and_tried_again(
    service, error_log: fd.ErrorLog, monkeypatch: pytest.MonkeyPatch
) -> None:
    tries: list[int] = []
    removed = service.prune_files

    async def failing_once() -> int:
        tries.append(1)
        if len(tries) == 1:
            raise PermissionError("read-only folder")
        return await removed()

    monkeypatch.setattr(service, "prune_files", failing_once)
    pruner = FilePruner(service, seconds=0.01)
    pruner.start()
    try:
        assert await within(5, lambda: len(tries) >= 2)
    finally:
        await pruner.stop()
    [record] = error_log.take()
    assert "removing old files failed (error id" in record.getMessage()
