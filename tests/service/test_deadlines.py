"""Phase deadlines: settings, reminders, the wait/pass/ai policies, and surviving a restart."""

from pathlib import Path

from bot.service.runtime import Settings
from bot.service.service import GameService
from tests.service.fakegame import RaceRuleset
from tests.service.table import Clock, Table, texts

HOUR = 3600.0


def clock_of(service: GameService) -> Clock:
    clock = service.runtime.settings.clock
    assert isinstance(clock, Clock)
    return clock


async def test_deadline_settings_and_their_errors(table: Table) -> None:
    await table.race()
    await table.refused("alice> /gm deadline", "hours:<n>")
    await table.refused("alice> /gm deadline hours:soon", "not a number of hours")
    await table.refused("alice> /gm deadline hours:99999", "between 0 and 1440")
    await table.refused("alice> /gm deadline hours:2 policy:panic", "wait, pass, ai")
    await table.refused("alice> /gm deadline hours:2 remind:3", "reminder")
    said = texts(await table.ok("alice> /gm deadline hours:24 remind:2 policy:ai"))
    assert said == (
        "⏰ Phase deadline: 24 h, a reminder 2 h before; when it passes, the AI plays for them.\n"
        f"⏰ Deadline <t:{1_000_000 + 24 * 3600}:R>."
    )
    assert f"⏰ Deadline <t:{1_000_000 + 24 * 3600}:R>.\nTo act:" in texts(await table.ok("bob> /game status"))
    assert "No phase deadline." in texts(await table.ok("alice> /gm deadline hours:off"))
    assert "⏰ Deadline" not in texts(await table.ok("bob> /game status"))


async def test_reminder_then_pass(table: Table, service: GameService) -> None:
    await table.race()
    await table.ok("alice> /gm deadline hours:1 remind:0.5 policy:pass")
    clock = clock_of(service)
    assert (await service.fire_due_deadlines(clock.now + 0.1 * HOUR)).messages == []
    reminded = await service.fire_due_deadlines(clock.now + 0.6 * HOUR)
    assert "Reminder: <@alice> (Red)" in texts(reminded.messages)
    assert (await service.fire_due_deadlines(clock.now + 0.7 * HOUR)).messages == []
    passed = texts((await service.fire_due_deadlines(clock.now + 1.1 * HOUR)).messages)
    assert "The deadline has passed: Red pass." in passed and "Red is done." in passed
    assert f"⏰ Deadline <t:{1_000_000 + 3600}:R>.\nTo act: <@bob> (Blue)" in passed


async def test_wait_policy_only_says_so(table: Table, service: GameService) -> None:
    await table.race()
    await table.ok("alice> /gm deadline hours:1")
    waited = texts((await service.fire_due_deadlines(clock_of(service).now + 2 * HOUR)).messages)
    assert waited == "⏰ The deadline has passed; still waiting for <@alice> (Red)."
    assert (await service.fire_due_deadlines(clock_of(service).now + 3 * HOUR)).messages == []


async def test_ai_policy_plays_the_rest_of_the_phase(table: Table, service: GameService) -> None:
    await table.race()
    await table.ok("alice> /gm deadline hours:1 policy:ai")
    played = texts((await service.fire_due_deadlines(clock_of(service).now + 2 * HOUR)).messages)
    assert "the AI plays Red" in played and "Red is done." in played and "To act: <@bob> (Blue)" in played


async def test_a_paused_game_keeps_its_deadline_until_resumed(table: Table, service: GameService) -> None:
    await table.race()
    await table.ok("alice> /gm deadline hours:1 policy:pass")
    await table.ok("alice> /gm pause")
    assert (await service.fire_due_deadlines(clock_of(service).now + 2 * HOUR)).messages == []


async def test_deadlines_survive_a_restart(tmp_path: Path) -> None:
    db = str(tmp_path / "restart.db")
    clock = Clock()
    settings = Settings(out_dir=tmp_path, clock=clock)
    first = await GameService.open(db, {"race": RaceRuleset()}, settings)
    table = Table(first)
    await table.race()
    await table.ok("alice> /gm deadline hours:1 policy:pass")
    await first.close()
    second = await GameService.open(db, {"race": RaceRuleset()}, settings)
    passed = texts((await second.fire_due_deadlines(clock.now + 2 * HOUR)).messages)
    await second.close()
    assert "Red is done." in passed
