"""Autocomplete that used to promise values and return none: rules topics, game options, deadline settings; and
staged choices, which narrow by what is typed (issue 9)."""

from bot.service.api import Command
from bot.service.service import GameService
from tests.service.table import Table


async def values(service: GameService, table: Table, command: Command, option: str, typed: str) -> list[str]:
    return [c.value for c in await service.autocomplete(command, option, typed)]


async def test_rules_topics_autocomplete_from_the_games_topics(table: Table, service: GameService) -> None:
    await table.race()
    caller = table.caller("alice")
    found = await values(service, table, Command(caller, "game", "rules"), "topic", "gal")
    assert found == ["Gallop"]
    assert "Bids" in await values(service, table, Command(caller, "game", "rules"), "topic", "")


async def test_game_options_autocomplete_with_their_ranges(table: Table, service: GameService) -> None:
    caller = table.caller("alice")
    command = Command(caller, "game", "new", {"ruleset": "race"})
    assert await values(service, table, command, "options", "") == ["goal=5", "goal=12", "goal=60"]
    assert await values(service, table, command, "options", "goal=1") == ["goal=12"]
    assert await values(service, table, Command(caller, "game", "new"), "options", "") == []


async def test_deadline_settings_autocomplete(table: Table, service: GameService) -> None:
    await table.race()
    command = Command(table.caller("alice"), "gm", "deadline")
    assert "24" in await values(service, table, command, "hours", "")
    assert "2" in await values(service, table, command, "remind", "")
    assert await values(service, table, command, "policy", "") == ["wait", "pass", "ai"]


async def test_play_options_narrow_by_what_is_typed(table: Table, service: GameService) -> None:
    await table.race()
    command = Command(table.caller("alice"), "move")
    assert await values(service, table, command, "steps", "") == ["1", "2"]
    assert await values(service, table, command, "steps", "2") == ["2"]
