"""A whole La Guerre de l'Empereur game in the console: one human (France) against the British and Russian AI, the
other powers run by the rules, from the opening commands to the result and `/game verify`."""

import json
from pathlib import Path

import pytest

from bot.console.runner import Console
from bot.service.runtime import Settings
from bot.service.service import GameService
from rules.core.dice import Dice
from rules.laguerre.ruleset import LaGuerreRuleset

MAX_LINES = 3000
SECRETS = ("treasury", "Alliance terms", "Losses:", "Your sealed bid")


async def human_line(service: GameService, number: int) -> str | None:
    """What the human types now: the AI's choice for France, from France's observation (None: game over)."""
    record = await service.store.live_game("table")
    if record is None:
        return None
    game = service.runtime.load(record)
    seat = game.ruleset.to_act(game.state)[0]
    action = game.ruleset.choose_action(game.seen(seat).observation, seat, Dice(5, -number))
    options = " ".join(f'{name}:"{value}"' for name, value in action.options().items())
    return f"bob> /{action.command()} {options}".strip()


async def test_one_human_and_two_ai_powers_play_a_whole_game(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COURIER_DB_SYNC", "NORMAL")
    monkeypatch.setattr("bot.service.mapfiles.has_map", lambda _: True)
    monkeypatch.setattr("bot.service.mapfiles.render_maps", lambda boards: [b"\x89PNG"] * len(boards))
    ruleset = LaGuerreRuleset()
    service = await GameService.open(str(tmp_path / "w.db"), {ruleset.id: ruleset}, Settings(out_dir=tmp_path))
    printed: list[str] = []
    console = Console(service, jsonl=True, emit=printed.append)
    for line in ("bob> /game new ruleset:laguerre seed:5", "bob> /game join side:France", "bob> /game start"):
        await console.line(line)
    for number in range(MAX_LINES):
        line = await human_line(service, number)
        if line is None:
            break
        before = len(printed)
        await console.line(line)
        records = [json.loads(text) for text in printed[before:]]
        assert not [r for r in records if r["error"]], (line, records)
        for record in records:
            if record["to"] == "channel":
                assert not any(secret in record["text"] for secret in SECRETS), (line, record["text"])
    else:
        raise AssertionError(f"no result after {MAX_LINES} lines")
    await console.line("bob> /game verify")
    await service.close()
    channel = [json.loads(text)["text"] for text in printed if json.loads(text)["to"] == "channel"]
    assert any("Game over" in text for text in channel)
    assert "verified" in json.loads(printed[-1])["text"]
