"""Posts call each side by the name its ruleset declares (a seat id such as `britain` is shown "Great Britain"),
and `/game join` takes the id or the name, in any case and without accents."""

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.service.runtime import Settings
from bot.service.service import GameService
from rules.laguerre.ruleset import LaGuerreRuleset
from tests.service.table import Table, texts


@pytest.fixture
async def laguerre(tmp_path: Path) -> AsyncIterator[Table]:
    ruleset = LaGuerreRuleset()
    svc = await GameService.open(str(tmp_path / "n.db"), {ruleset.id: ruleset}, Settings(out_dir=tmp_path))
    yield Table(svc)
    await svc.close()


async def test_the_lobby_lists_and_joins_sides_by_their_names(laguerre: Table) -> None:
    opened = texts(await laguerre.ok('alice> /game new ruleset:laguerre options:"players=3,assign=fixed" seed:2'))
    assert "Sides: France, Great Britain, Russia:" in opened
    assert "joins as Great Britain." in texts(await laguerre.ok('alice> /game join side:"great britain"'))
    assert "joins as France." in texts(await laguerre.ok("bob> /game join side:france"))
    refusal = await laguerre.refused("carol> /game join side:Prussia", "Unknown side")
    assert "Sides: France, Great Britain, Russia." in refusal
    assert "Great Britain is taken by <@alice> (Great Britain)" in await laguerre.refused(
        "carol> /game join side:britain"
    )
    started = texts(await laguerre.ok("alice> /game start"))
    assert "France: <@bob>, Great Britain: <@alice>, Russia: AI" in started
