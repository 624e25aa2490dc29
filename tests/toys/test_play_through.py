"""Each toy played to the end through the console and through the offline Discord (fake Discord, real bot,
real GameService on a temporary SQLite file), every move the one the AI would choose, typed by its seat's
player. Straits also makes and accepts an offer by hand, and meets interceptions answered out of turn."""

import json
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path

import pytest

from bot.console.runner import Console
from bot.service.runtime import Settings
from bot.service.service import GameService
from rules.core.actions import Action
from rules.core.contract import Ruleset
from rules.core.dice import Dice
from tests.discord import fakediscord as fd
from tests.discord.conftest import Harness, start_bot
from tests.discord.fakediscord import CHANNEL_ID
from tests.toys import toy_rulesets
from tests.toys.skirmish.ruleset import SkirmishRuleset
from tests.toys.straits.ruleset import StraitsRuleset

MAX_COMMANDS = 1500
CONSOLE_CHANNEL = "table"
TOYS: list[tuple[Ruleset, str, dict[str, str]]] = [
    (StraitsRuleset(), "players=3, rounds=4", {"Red": "alice", "Blue": "bob", "Green": "carol"}),
    (SkirmishRuleset(), "turns=2", {"Swedes": "alice", "Imperials": "bob"}),
]
IDS = [ruleset.id for ruleset, _, _ in TOYS]
PEACE = {"to": "Blue", "deal": "peace until round 2 ends"}
Type = Callable[[str, Action], Awaitable[None]]


async def play_to_the_end(service: GameService, channel: str, players: dict[str, str], type_: Type) -> int:
    """Type the AI's choice (from the seat's observation) for whichever seat must act, until the game ends;
    every command must be accepted. Returns how many were typed."""
    for typed in range(MAX_COMMANDS):
        record = await service.store.live_game(channel)
        if record is None or record.status == "ended":
            return typed
        game = service.runtime.load(record)
        seat = game.ruleset.situation(game.state).to_act[0]
        action = game.ruleset.choose_action(game.ruleset.observe(game.state, seat), seat, Dice(typed, 0))
        await type_(players[seat], action)
        after = await service.store.live_game(channel)
        assert after is None or after.last_action > record.last_action, f"{seat}'s {action.label()} was refused"
    raise AssertionError(f"the game did not end within {MAX_COMMANDS} commands")


@pytest.fixture
def quiet(monkeypatch: pytest.MonkeyPatch) -> None:
    """Whole games commit often and need no map pictures."""
    monkeypatch.setenv("COURIER_DB_SYNC", "NORMAL")
    monkeypatch.setattr("bot.service.mapfiles.has_map", lambda _: False)


@pytest.mark.parametrize(("ruleset", "options", "players"), TOYS, ids=IDS)
async def test_a_whole_toy_game_through_the_console(
    tmp_path: Path, quiet: None, ruleset: Ruleset, options: str, players: dict[str, str]
) -> None:
    service = await GameService.open(str(tmp_path / "c.db"), {ruleset.id: ruleset}, Settings(out_dir=tmp_path))
    printed: list[str] = []
    console = Console(service, jsonl=True, emit=printed.append)

    async def line(text: str) -> list[dict[str, object]]:
        before = len(printed)
        await console.line(text)
        records = [json.loads(p) for p in printed[before:]]
        assert not any(r["error"] for r in records), (text, records)
        return records

    async def type_(user: str, action: Action) -> None:
        options = " ".join(f'{name}:"{value}"' for name, value in action.options().items())
        await line(f"{user}> /{action.command()} {options}".strip())

    first = next(iter(players.values()))
    await line(f'{first}> /game new ruleset:{ruleset.id} seed:11 options:"{options}"')
    for side, user in players.items():
        await line(f"{user}> /game join side:{side}")
    await line(f"{first}> /game start")
    if ruleset.id == "straits":
        await line(f'alice> /offer make to:{PEACE["to"]} deal:"{PEACE["deal"]}"')
        await line(f'bob> /offer accept offer:"#1 {PEACE["deal"]}"')
    assert await play_to_the_end(service, CONSOLE_CHANNEL, players, type_) > 5
    await line(f"{first}> /game verify")
    await service.close()
    channel = "\n".join(str(json.loads(p)["text"]) for p in printed if json.loads(p)["to"] == "channel")
    assert "Game over" in channel and "verified" in str(json.loads(printed[-1])["text"])
    assert "gold (now" not in channel, "a seat's gold is told only to it"
    if ruleset.id == "straits":
        assert f"Offer #1 ({PEACE['deal']}) accepted by Blue" in channel and "Red and Blue are at peace" in channel
        assert "where your fleet lies: intercept?" in channel, "an interception was asked out of turn"
    else:
        assert "🎲 Combat Results Table, column" in channel, "every table lookup is a public event"


@pytest.fixture
async def toy_bot(
    tmp_path: Path, discord_api: fd.FakeDiscord, error_log: fd.ErrorLog, quiet: None
) -> AsyncIterator[Harness]:
    service = await GameService.open(str(tmp_path / "d.db"), toy_rulesets(), Settings(out_dir=tmp_path))
    bot = await start_bot(service)
    yield Harness(bot, discord_api, error_log)
    await bot.close()
    await service.close()


@pytest.mark.parametrize(("ruleset", "options", "players"), TOYS, ids=IDS)
async def test_a_whole_toy_game_through_discord(
    toy_bot: Harness, ruleset: Ruleset, options: str, players: dict[str, str]
) -> None:
    h = toy_bot
    user_ids = {user: number for number, user in enumerate(players.values(), start=1)}

    async def type_(user: str, action: Action) -> None:
        await h.run(action.command(), user_id=user_ids[user], **action.options())

    await h.run("game new", ruleset=ruleset.id, options=options)
    for side, user in players.items():
        await h.run("game join", side=side, user_id=user_ids[user])
    await h.run("game start")
    if ruleset.id == "straits":
        await h.run("offer make", user_id=user_ids["alice"], **PEACE)
        await h.run("offer accept", user_id=user_ids["bob"], offer=f"#1 {PEACE['deal']}")
    service: GameService = h.bot.service  # type: ignore[assignment]
    assert await play_to_the_end(service, str(CHANNEL_ID), players, type_) > 5
    posts = "\n".join(post.text for post in h.api.posts())
    assert "Game over" in posts and "gold (now" not in posts
    if ruleset.id == "skirmish":
        assert "🎲 Combat Results Table, column" in posts, "attacks typed through Discord reach the table"
    verdict = await h.run("game verify")
    assert "verified" in "\n".join(call.text for call in verdict)
