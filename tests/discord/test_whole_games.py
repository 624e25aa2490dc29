"""Whole games played through Discord: raw slash-command payloads into the real bot, the real GameService on a
temporary SQLite file behind it. Each move is the one the AI would choose, typed as a player would type it."""

from collections.abc import AsyncIterator

import pytest

from bot.service.runtime import Settings
from bot.service.service import GameService
from rules.core.contract import Action
from rules.core.dice import Dice
from tests.discord.conftest import Harness, start_bot
from tests.discord.fakediscord import CHANNEL_ID, Call

MAX_COMMANDS = 4000


@pytest.fixture
async def real(tmp_path, discord_api, error_log, monkeypatch) -> AsyncIterator[Harness]:
    monkeypatch.setenv("COURIER_DB_SYNC", "NORMAL")  # a whole game of commits; durability is tested elsewhere
    service = await GameService.open(str(tmp_path / "courier.db"), settings=Settings(out_dir=tmp_path))
    bot = await start_bot(service)
    yield Harness(bot, discord_api, error_log)
    await bot.close()
    await service.close()


async def play_to_the_end(h: Harness, users: dict[str, int], limit: int = MAX_COMMANDS) -> int:
    """Type the AI's choice for whichever seat must act until the game ends; every command must be accepted."""
    service: GameService = h.bot.service  # type: ignore[assignment]
    for typed in range(limit):
        record = await service.store.live_game(str(CHANNEL_ID))
        if record is None or record.status == "ended":
            return typed
        game = service.runtime.load(record)
        seat = game.ruleset.to_act(game.state)[0]
        action = game.ruleset.choose_action(game.state, seat, Dice(typed, 0))
        await type_action(h, action, users[seat])
        after = await service.store.live_game(str(CHANNEL_ID))
        accepted = after is None or after.last_action > record.last_action
        assert accepted, f"{seat}'s {action.label()} was refused: {h.api.calls[-1].payload}"
    raise AssertionError(f"the game did not end within {limit} commands")


async def type_action(h: Harness, action: Action, user: int) -> list[Call]:
    """Type ``action``'s command as ``user``, pressing Confirm when it asks (a pass that cannot be undone); the
    REST calls made."""
    calls = await h.run(action.command(), user_id=user, **action.options())
    asked = [c for c in calls if c.custom_ids and "cannot be undone" in c.text]
    if asked:
        calls += await h.press(asked[-1].custom_ids[0], user_id=user, on=asked[-1])
    return calls


async def play_a_whole_game(h: Harness, ruleset: str, users: dict[str, int]) -> int:
    """Open ``ruleset``, seat ``users`` (the first creates the game), play it to the end and verify it."""
    await h.run("game new", ruleset=ruleset)
    for side, user in users.items():
        await h.run("game join", side=side, user_id=user)
    await h.run("game start")
    typed = await play_to_the_end(h, users)
    assert "win" in h.api.posts()[-1].text.lower()
    assert any(post.files for post in h.api.posts()), "the phase posts carry the map"
    verdict = await h.run("game verify")
    assert "verified" in "\n".join(call.text for call in verdict)
    return typed


async def test_a_whole_napoleon_game_through_discord(real):
    assert await play_a_whole_game(real, "napoleon", {"France": 1, "Allies": 2}) > 20


async def test_a_whole_war_of_independence_game_through_discord(real):
    assert await play_a_whole_game(real, "independence", {"Americans": 1, "British": 2}) > 200
