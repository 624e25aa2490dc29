"""One game's failure (its AI, its deadline, a state the rules cannot use) never blocks another game, nor the
GM's recovery commands; each interaction is applied at most once, even when two processes receive it."""

import asyncio
import json
import logging
from collections.abc import AsyncIterator
from dataclasses import replace
from pathlib import Path

import pytest

from bot.service.posting import choice_id
from bot.service.runtime import Settings
from bot.service.service import ALREADY_HANDLED, GameService
from bot.store import Commit
from tests.service.fakegame import RaceRuleset
from tests.service.table import Clock, Table, texts

HOUR = 3600.0


@pytest.fixture
async def real(tmp_path: Path) -> AsyncIterator[GameService]:
    """The service over the registered rulesets (War of Independence, Napoleon)."""
    svc = await GameService.open(str(tmp_path / "real.db"), settings=Settings(out_dir=tmp_path / "out", clock=Clock()))
    yield svc
    await svc.close()


async def corrupt(service: GameService, channel: str, **fields: object) -> None:
    """Write a state the rules cannot work with, as the unchecked `/gm edit` of old could."""
    record = await service.store.live_game(channel)
    assert record is not None
    state = {**json.loads(record.state_json), **fields}
    await service.store.commit(Commit(game_id=record.id, version=record.version, state_json=json.dumps(state)))


async def napoleon_against_the_ai(table: Table) -> None:
    await table.ok("alice> /game new ruleset:napoleon")
    await table.ok("alice> /game join side:France")
    await table.ok("alice> /game start")


async def test_a_broken_game_still_takes_the_gms_recovery_commands(real: GameService, caplog) -> None:
    broken, other = Table(real, "broken"), Table(real, "other")
    await napoleon_against_the_ai(broken)
    await napoleon_against_the_ai(other)
    await broken.ok("alice> /done")
    await corrupt(real, "broken", active="Martians", stack=[{"step": "move", "seat": "Martians", "data": {}}])
    caplog.set_level(logging.ERROR, "courier")

    assert "Martians" in texts(await broken.ok("alice> /game status"))
    skipped = await broken("alice> /gm skip")
    assert skipped[0].error and "error id" in skipped[0].text and "changed nothing" in skipped[0].text
    (notice,) = [m for m in skipped if m.to == "dm" and m.user_id == "alice"]
    assert "error id" in notice.text and "/game end" in notice.text
    assert [r for r in caplog.records if "error id" in r.getMessage()], "the failure is logged with an error id"
    assert "State of game #1" in texts(await broken.ok("alice> /gm dump"))
    await broken.ok("alice> /gm seat side:Allies user:bob")
    again = await broken("alice> /gm skip")
    assert again[0].error and not [m for m in again if m.to == "dm"], "the GM is told once per state"

    assert "To act" in texts(await other.ok("alice> /game status"))
    await broken.ok("alice> /gm rollback to:0")
    record = await real.store.live_game("broken")
    assert record is not None and json.loads(record.state_json)["active"] != "Martians"
    assert "ended game #1" in texts(await broken.ok("alice> /game end"))


async def test_a_game_the_rules_cannot_read_on_is_ended_and_dumped(real: GameService) -> None:
    table = Table(real, "broken")
    await napoleon_against_the_ai(table)
    await corrupt(real, "broken", active="Martians", armies={})
    for line in ("alice> /game status", "alice> /gm dump", "alice> /gm seat side:France user:ai", "alice> /game end"):
        await table.ok(line)


async def test_a_refused_command_writes_nothing_and_a_seat_change_stands_when_the_ai_fails(tmp_path: Path) -> None:
    class IllegalAi(RaceRuleset):
        def choose_action(self, state, seat, dice):  # type: ignore[no-untyped-def]
            return self.parse_action({"kind": "move", "steps": 9})

    service = await GameService.open(str(tmp_path / "db"), {"race": IllegalAi()}, Settings(out_dir=tmp_path))
    table = Table(service)
    await table.race()
    await table.ok("alice> /done")
    said = await table("alice> /gm seat side:Blue user:ai")
    record = await service.store.live_game("table")
    assert record is not None
    refused = any(m.error for m in said)
    assert not refused and record.seats["Blue"] == "ai", "a seat change either stands, or is refused unwritten"
    assert "could not act" in texts(said)
    await service.close()


async def test_a_failing_deadline_never_blocks_another_games_deadline(real: GameService) -> None:
    broken, other = Table(real, "broken"), Table(real, "other")
    for table in (broken, other):
        await table.ok("alice> /game new ruleset:napoleon")
        await table.ok("alice> /game join side:France")
        await table.ok("bob> /game join side:Allies")
        await table.ok("alice> /game start")
        await table.ok("alice> /gm deadline hours:1 policy:ai")
    await corrupt(real, "broken", armies={})
    clock = real.runtime.settings.clock
    assert isinstance(clock, Clock)
    before = await real.store.live_game("other")
    fired = (await real.fire_due_deadlines(clock.now + 2 * HOUR)).messages
    after = await real.store.live_game("other")
    assert before is not None and after is not None and after.last_action > before.last_action
    assert [m for m in fired if m.to == "dm" and m.user_id == "alice" and "error id" in m.text]
    later = (await real.fire_due_deadlines(clock.now + 3 * HOUR)).messages
    assert not [m for m in later if m.channel_id == "broken" or m.user_id == "alice"], "told once, then left alone"


async def test_one_interaction_delivered_to_two_processes_applies_once(tmp_path: Path) -> None:
    path = str(tmp_path / "shared.db")
    first, second = [await GameService.open(path, {"race": RaceRuleset()}, Settings(out_dir=tmp_path)) for _ in "12"]
    table = Table(first)
    await table.race()
    roll = replace(table.command("alice> /gm roll dice:2d6"), interaction_id="1234567890")
    outcomes = await asyncio.gather(first.handle(roll), second.handle(roll), first.handle(roll))
    assert sorted(o.messages[0].text == ALREADY_HANDLED for o in outcomes) == [False, True, True]
    record = await first.store.live_game("table")
    assert record is not None and record.gm_rolls == 1
    unmarked = table.command("alice> /gm roll dice:2d6")
    await asyncio.gather(first.handle(unmarked), second.handle(unmarked))
    record = await first.store.live_game("table")
    assert record is not None and record.gm_rolls == 3, "without an interaction id each command is its own"
    await first.close()
    await second.close()


async def test_one_button_press_delivered_twice_applies_once(service: GameService) -> None:
    table = Table(service)
    await table.race()
    record = await service.store.live_game("table")
    assert record is not None
    game = service.runtime.load(record)
    done = next(a for a in game.ruleset.legal_actions(game.state, "Red") if a.verb == "done")
    button = choice_id(record.id, "Red", done)
    first = await service.press(table.caller("alice"), button, "555")
    again = await service.press(table.caller("alice"), button, "555")
    assert not first.messages[0].error and again.messages[0].text == ALREADY_HANDLED
    after = await service.store.live_game("table")
    assert after is not None and after.last_action == record.last_action + 1
