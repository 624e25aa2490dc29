"""A whole (short) Breitenfeld game in the console: one human (the Allies) against the Imperialist AI, every
command the AI's choice typed as a player types it, each accepted, to the result and `/game verify`."""

import json
from pathlib import Path

import pytest

from bot.console.runner import Console
from bot.service.runtime import Settings
from bot.service.service import GameService
from rules.breitenfeld.ruleset import BreitenfeldRuleset
from rules.core.dice import Dice

MAX_LINES = 400


async def _typed_line(service: GameService, number: int) -> str | None:
    record = await service.store.live_game("table")
    if record is None:
        return None
    game = service.runtime.load(record)
    seat = game.ruleset.to_act(game.state)[0]
    action = game.ruleset.choose_action(game.seen(seat).observation, seat, Dice(5, -number))
    options = " ".join(f'{name}:"{value}"' for name, value in action.options().items())
    return f"bob> /{action.verb} {options}".strip()


async def test_one_human_against_the_ai_plays_a_whole_breitenfeld(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    monkeypatch.setenv("COURIER_DB_SYNC", "NORMAL")
    monkeypatch.setattr("bot.service.mapfiles.has_map", lambda _: True)
    monkeypatch.setattr("bot.service.mapfiles.render_maps", lambda boards: [b"\x89PNG"] * len(boards))
    ruleset = BreitenfeldRuleset()
    service = await GameService.open(str(tmp_path / "b.db"), {ruleset.id: ruleset}, Settings(out_dir=tmp_path))
    printed: list[str] = []
    console = Console(service, jsonl=True, emit=printed.append)
    for line in ('bob> /game new ruleset:breitenfeld seed:5 options:"turns=5"', "bob> /game join side:allied",
                 "bob> /game start"):  # fmt: skip
        await console.line(line)
    orders = 0
    for number in range(MAX_LINES):
        line = await _typed_line(service, number)
        if line is None:
            break
        orders += line.startswith("bob> /orders")
        before = len(printed)
        await console.line(line)
        for record in map(json.loads, printed[before:]):
            assert record["error"] is False, (line, record)
            assert record["to"] != "channel" or len(record["text"]) <= 2000
    else:
        raise AssertionError(f"no result after {MAX_LINES} lines")
    await console.line("bob> /game verify")
    await service.close()
    channel = [json.loads(text)["text"] for text in printed if json.loads(text)["to"] == "channel"]
    assert any("Game over" in text for text in channel) and orders >= 1
    assert "verified" in json.loads(printed[-1])["text"]
