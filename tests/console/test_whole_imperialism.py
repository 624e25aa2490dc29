"""Whole War! Age of Imperialism games in the console: humans and AI seats mixed, 3 and 6 seats, from the opening
commands to the result and `/game verify`; no public line shows a hidden native marker or resource chit."""

import json
from pathlib import Path

import pytest

from bot.console.runner import Console
from bot.service.runtime import Settings
from bot.service.service import GameService
from rules.core.dice import Dice
from rules.imperialism.ruleset import ImperialismRuleset

MAX_LINES = 3000
SECRETS = ("resource chit of", "Undeveloped resource chits", "Natives you have looked at", "You draw")


async def _typed(service: GameService, humans: dict[str, str], number: int) -> str | None:
    record = await service.store.live_game("table")
    if record is None:
        return None
    game = service.runtime.load(record)
    seat = game.ruleset.to_act(game.state)[0]
    action = game.ruleset.choose_action(game.seen(seat).observation, seat, Dice(5, -number))
    options = " ".join(f'{name}:"{value}"' for name, value in action.options().items())
    return f"{humans[seat]}> /{action.verb} {options}".strip()


@pytest.mark.parametrize(("players", "rounds", "humans"), [
    (3, 2, {"Red": "alice", "Green": "carol"}),
    (6, 1, {"Blue": "alice", "Yellow": "bob", "Black": "carol"}),
])
async def test_humans_and_ai_play_a_whole_game(
    players: int, rounds: int, humans: dict[str, str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COURIER_DB_SYNC", "NORMAL")
    monkeypatch.setattr("bot.service.mapfiles.has_map", lambda _: True)
    monkeypatch.setattr("bot.service.mapfiles.render_maps", lambda boards: [b"\x89PNG"] * len(boards))
    ruleset = ImperialismRuleset()
    service = await GameService.open(str(tmp_path / "w.db"), {ruleset.id: ruleset}, Settings(out_dir=tmp_path))
    printed: list[str] = []
    console = Console(service, jsonl=True, emit=printed.append)
    first = next(iter(humans.values()))
    await console.line(f'{first}> /game new ruleset:imperialism seed:5 options:"players={players},rounds={rounds}"')
    for seat, user in humans.items():
        await console.line(f"{user}> /game join side:{seat}")
    await console.line(f"{first}> /game start")
    for number in range(MAX_LINES):
        line = await _typed(service, humans, number)
        if line is None:
            break
        before = len(printed)
        await console.line(line)
        for record in map(json.loads, printed[before:]):
            assert record["error"] is False, (line, record)
            if record["to"] == "channel":
                assert not any(secret in record["text"] for secret in SECRETS), record["text"]
    else:
        raise AssertionError(f"no result after {MAX_LINES} lines")
    await console.line(f"{first}> /game verify")
    await service.close()
    channel = [json.loads(text)["text"] for text in printed if json.loads(text)["to"] == "channel"]
    assert any("Game over" in text for text in channel)
    assert "verified" in json.loads(printed[-1])["text"]
