"""Input that cannot hurt: one strict parser for every option, and `/gm edit` refusing what breaks the game.
Each case here crashed, wedged or corrupted a game before."""

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.service.api import Command
from bot.service.runtime import Settings
from bot.service.service import GameService
from tests.service.table import Clock, Table, texts


@pytest.fixture
async def real(tmp_path: Path) -> AsyncIterator[GameService]:
    svc = await GameService.open(str(tmp_path / "real.db"), settings=Settings(out_dir=tmp_path / "out", clock=Clock()))
    yield svc
    await svc.close()


async def started(table: Table, ruleset: str, side: str) -> None:
    await table.ok(f"alice> /game new ruleset:{ruleset} seed:11")
    await table.ok(f"bob> /game join side:{side}")
    await table.ok("alice> /game start")


async def state_of(service: GameService) -> tuple[int, str]:
    record = await service.store.live_game("table")
    assert record is not None
    return record.version, record.state_json


async def test_numbers_are_ascii_digits_in_range(real: GameService) -> None:
    table = Table(real)
    await table.refused("alice> /game new ruleset:napoleon seed:--5", "seed:--5", "whole number")
    await table.refused('alice> /game new ruleset:napoleon options:"rounds=²"', "rounds=²", "not an option")
    await table.refused("alice> /game new ruleset:napoleon seed:٣", "whole number")
    await table.refused(f"alice> /game new ruleset:napoleon seed:{'9' * 3000}", "500")
    await table.ok("alice> /game new ruleset:napoleon")
    await table.refused("alice> /game log last:²", "last:²", "whole number")
    await table.refused("alice> /gm deadline hours:١٢", "not a number of hours")
    await table.refused("alice> /gm roll dice:²d6", "not a roll")
    await table.refused(f"alice> /gm roll dice:{'1' * 400}d6", "not a roll")
    await table.refused("alice> /gm deadline hours:nan", "not a number of hours")


async def test_option_names_and_sizes_are_bounded(real: GameService) -> None:
    table = Table(real)
    await table.ok("alice> /game new ruleset:napoleon")
    await table.refused(f"alice> /game rules topic:{'x' * 600}", "at most 500")
    (refusal,) = (await real.handle(Command(table.caller("alice"), "ñandú"))).messages
    assert refusal.error and "not a Courier command" in refusal.text


@pytest.mark.parametrize(
    ("ruleset", "what", "value", "why"),
    [
        ("napoleon", "active", '"Martians"', "names a side"),
        ("napoleon", "armies", "{}", "one entry per side"),
        ("napoleon", "seats", "[]", "seats"),
        ("napoleon", "hands.Allies", '["bogus"]', "not a piece or card"),
        ("napoleon", "hands.Allies", '["kutuzov"]', "2 places"),
        ("napoleon", "round", "-3", "cannot be negative"),
        ("napoleon", "round", "9" * 3000, "500"),
        ("napoleon", "rounds", "1" + "0" * 30, "too large"),
        ("napoleon", "moves", "[" * 40 + "]" * 40, "nested"),
        ("independence", "control.boston", '"Martians"', "names a side"),
        ("independence", "board.boston", '["howe.1", "carleton.1"]', "2 places"),
        ("independence", "treasury.British", "-1", "cannot be negative"),
        ("independence", "phase", '"tea party"', "Cannot edit"),
    ],
)
async def test_gm_edit_refuses_what_breaks_the_game_and_changes_nothing(
    real: GameService, ruleset: str, what: str, value: str, why: str
) -> None:
    table = Table(real)
    await started(table, ruleset, "Allies" if ruleset == "napoleon" else "Americans")
    before = await state_of(real)
    (refusal,) = (
        await real.handle(Command(table.caller("alice"), "gm", "edit", {"what": what, "value": value}))
    ).messages
    assert refusal.error and why in refusal.text, refusal.text
    assert await state_of(real) == before


async def test_a_good_edit_is_still_taken_and_the_game_plays_on(real: GameService) -> None:
    table = Table(real)
    await started(table, "napoleon", "Allies")
    said = texts(await table.ok("alice> /gm edit what:armies.France.france value:18"))
    assert "edited `armies.France.france`" in said
    await table.ok("alice> /gm skip")
    await table.ok("alice> /gm rollback to:0")
