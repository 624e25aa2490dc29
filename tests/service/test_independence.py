"""The War of Independence through the service: an AI game plays itself out and verifies; a human seat's hidden
hand and private events never reach the channel."""

import random
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.service.runtime import Settings
from bot.service.service import GameService
from tests.service.table import Table

independence = pytest.importorskip("rules.independence.ruleset")


@pytest.fixture
async def real_service(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[GameService]:
    monkeypatch.setattr("bot.service.mapfiles.has_map", lambda _: False)
    ruleset = independence.IndependenceRuleset()
    service = await GameService.open(str(tmp_path / "w.db"), {ruleset.id: ruleset}, Settings(out_dir=tmp_path))
    yield service
    await service.close()


async def test_an_all_ai_game_plays_to_the_end_and_verifies(real_service: GameService) -> None:
    table = Table(real_service)
    await table.ok("gm> /game new ruleset:independence seed:17")
    await table.ok("gm> /game start")
    record = await real_service.store.latest_game("table")
    assert record is not None and record.status == "ended" and record.result is not None
    assert (await table.ok("gm> /game verify"))[0].text.startswith("✅")


async def test_hidden_information_stays_out_of_the_channel(real_service: GameService) -> None:
    table = Table(real_service)
    await table.ok("you> /game new ruleset:independence seed:5")
    await table.ok("you> /game join side:Americans")
    await table.ok("you> /game start")
    rng = random.Random(5)
    for _ in range(60):
        record = await real_service.store.live_game("table")
        if record is None:
            break
        game = real_service.runtime.load(record)
        legal = game.ruleset.legal_actions(game.state, "Americans")
        if not legal:
            break
        action = rng.choice(legal)
        options = " ".join(f'{k}:"{v}"' for k, v in action.options().items())
        await table.ok(f"you> /{action.verb} {options}")
    record = await real_service.store.latest_game("table")
    assert record is not None
    secrets = {e["text"] for a in await real_service.store.actions(record.id) for e in a.events if e.get("visible_to")}
    channel_lines = {line for m in table.seen if m.to == "channel" for line in m.text.splitlines()}
    assert not secrets & channel_lines
    assert not any("Hand (" in m.text for m in table.seen if m.to == "channel")
    assert any(m.to == "dm" and m.user_id == "you" and "Hand (" in m.text for m in table.seen)


async def test_the_map_comes_with_the_start_and_every_phase_change(tmp_path: Path) -> None:
    ruleset = independence.IndependenceRuleset()
    service = await GameService.open(str(tmp_path / "m.db"), {ruleset.id: ruleset}, Settings(out_dir=tmp_path))
    table = Table(service)
    await table.ok("you> /game new ruleset:independence seed:5")
    await table.ok("you> /game join side:Americans")
    started = await table.ok("you> /game start")
    await service.close()
    maps = [f for m in started if m.to == "channel" for f in m.files]
    assert maps and all(Path(f).read_bytes().startswith(b"\x89PNG") for f in maps)
    private = [m for m in started if m.to == "dm" and m.files]
    assert private and all(m.user_id == "you" and "your own view of the map" in m.text for m in private)
    assert all(Path(f).read_bytes().startswith(b"\x89PNG") for m in private for f in m.files)


async def test_each_seat_gets_its_own_map_at_the_start_and_an_unchanged_board_is_not_drawn_again(
    tmp_path: Path,
) -> None:
    """Issue 12: the start sends each seat its own map (its fog differs from the public map); the first phase
    change, which moves nothing, draws no map at all."""
    ruleset = independence.IndependenceRuleset()
    service = await GameService.open(str(tmp_path / "m.db"), {ruleset.id: ruleset}, Settings(out_dir=tmp_path))
    table = Table(service)
    await table.ok("you> /game new ruleset:independence seed:5")
    await table.ok("you> /game join side:Americans")
    await table.ok("them> /game join side:British")
    started = await table.ok("you> /game start")
    assert {m.user_id for m in started if m.to == "dm" and m.files} == {"you", "them"}
    done = await table.ok("them> /done")
    await service.close()
    assert not [f for m in done for f in m.files]
