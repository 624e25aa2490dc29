"""A whole War of Independence game in the console: one human (the Americans) against the British AI, from the
opening commands to the result and `/game verify`, every line checked as in the hot-seat transcript."""

import json
from pathlib import Path

import pytest

from bot.console.runner import Console
from bot.service.runtime import Settings
from bot.service.service import GameService
from rules.independence.ruleset import IndependenceRuleset
from tests.console.test_hot_seat import check_record, typed_line

MAX_LINES = 3000


async def test_one_human_against_the_ai_plays_a_whole_game(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COURIER_DB_SYNC", "NORMAL")
    monkeypatch.setattr("bot.service.mapfiles.has_map", lambda _: True)
    monkeypatch.setattr("bot.service.mapfiles.render_maps", lambda boards: [b"\x89PNG"] * len(boards))
    ruleset = IndependenceRuleset()
    service = await GameService.open(str(tmp_path / "w.db"), {ruleset.id: ruleset}, Settings(out_dir=tmp_path))
    printed: list[str] = []
    console = Console(service, jsonl=True, emit=printed.append)
    for line in ("bob> /game new ruleset:independence seed:5", "bob> /game join side:Americans", "bob> /game start"):
        await console.line(line)
    public: list[str] = []
    for number in range(MAX_LINES):
        line = await typed_line(service, number)
        if line is None:
            break
        assert line.startswith("bob> "), "only the human's turns wait for a typed line"
        before = len(printed)
        await console.line(line)
        for record in map(json.loads, printed[before:]):
            check_record(line, record, public)
    else:
        raise AssertionError(f"no result after {MAX_LINES} lines")
    await console.line("bob> /game verify")
    await service.close()
    channel = [json.loads(text)["text"] for text in printed if json.loads(text)["to"] == "channel"]
    assert any("Game over" in text for text in channel)
    assert "verified" in json.loads(printed[-1])["text"]
