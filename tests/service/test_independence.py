"""The War of Independence through the service: an AI game plays itself out and verifies; a human seat's hidden
hand and private events never reach the channel."""

import hashlib
import random
import shutil
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.service.api import MAP_TO_DRAW
from bot.service.runtime import Settings
from bot.service.service import GameService
from bot.service.written import WrittenFiles
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
    maps = [f for m in started if m.to == "channel" for f in m.files]
    assert maps and all(Path(f).read_bytes().startswith(b"\x89PNG") for f in maps)
    private = [m for m in started if m.to == "dm" and m.files]
    assert private and all(m.user_id == "you" and "your own view of the map" in m.text for m in private)
    assert all(f.startswith(MAP_TO_DRAW) for m in private for f in m.files)  # drawn as the DM goes, after the reply
    delivered = [await service.files_ready(m) for m in private]
    await service.close()
    assert all(Path(f).read_bytes().startswith(b"\x89PNG") for m in delivered for f in m.files)


async def test_a_seats_own_map_is_drawn_as_its_dm_goes_from_memory_or_from_the_store(tmp_path: Path) -> None:
    """Issue 12: the reply to a phase change waits for the public map only; a seat's own map is committed in its DM
    as the board, its drawing begun after the public map's, and the DM's delivery takes the bytes of that drawing;
    a process that never saw the board draws the same map from the store."""
    ruleset = independence.IndependenceRuleset()
    service = await GameService.open(str(tmp_path / "m.db"), {ruleset.id: ruleset}, Settings(out_dir=tmp_path))
    try:
        table = Table(service)
        await table.ok("you> /game new ruleset:independence seed:5")
        await table.ok("you> /game join side:Americans")
        drawn_before = service.runtime.renderer.drawn
        started = await table.ok("you> /game start")
        public = [m for m in started if m.to == "channel" and m.files]
        own_maps = [m for m in started if m.to == "dm" and m.files]
        assert public and own_maps and all(f.startswith(MAP_TO_DRAW) for m in own_maps for f in m.files)
        assert service.runtime.renderer.drawn - drawn_before == len(public) + len(own_maps)
        own = own_maps[-1]  # the current state's
        record = await service.store.live_game(table.channel)
        assert record is not None
        board = service.runtime.load(record).seen("Americans").board
        assert board is not None
        assert own.files[0].startswith(f"{MAP_TO_DRAW}{hashlib.sha256(board.model_dump_json().encode()).hexdigest()}:")
        drawn_before = service.runtime.renderer.drawn
        from_memory = Path((await service.files_ready(own)).files[0]).read_bytes()
        assert from_memory.startswith(b"\x89PNG") and service.runtime.renderer.drawn == drawn_before
        shutil.rmtree(tmp_path / "outbox")
        service.runtime.written = WrittenFiles()  # as another process, which never saw the board
        from_store = Path((await service.files_ready(own)).files[0]).read_bytes()
        assert from_store == from_memory
    finally:
        await service.close()


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
