"""Shared fixtures: a GameService on a temporary SQLite file with the fake race ruleset, and a hot-seat table."""

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.service.runtime import Settings
from bot.service.service import GameService
from tests.service.fakegame import RaceRuleset
from tests.service.table import Clock, Table


@pytest.fixture
async def service(tmp_path: Path) -> AsyncIterator[GameService]:
    svc = await GameService.open(
        str(tmp_path / "courier.db"),
        {"race": RaceRuleset()},
        Settings(out_dir=tmp_path / "out", clock=Clock(), gm_role="Referee"),
    )
    yield svc
    await svc.close()


@pytest.fixture
def table(service: GameService) -> Table:
    return Table(service)
