"""Each ruleset's guide opens with its first turn as a console script (rules/<id>/first_turn.script): it replays
line by line, every command doing what its comment says — refused where the comment says "Refused", accepted
everywhere else."""

import json
from pathlib import Path

import pytest

from bot.console.runner import Console
from bot.service.runtime import Settings
from bot.service.service import GameService

SCRIPTS = sorted(Path("rules").glob("*/first_turn.script"))


def commands_with_expectation(lines: list[str]) -> list[tuple[str, bool]]:
    """Each command line with whether its comment says it is refused."""
    found: list[tuple[str, bool]] = []
    for number, line in enumerate(lines):
        if line.strip() and not line.lstrip().startswith("#"):
            comment = next((n for n in lines[number + 1 :] if n.strip()), "")
            found.append((line, comment.lstrip("# ").startswith("Refused")))
    return found


def test_every_ruleset_with_a_guide_has_its_first_turn() -> None:
    assert {p.parent.name for p in SCRIPTS} >= {"napoleon", "independence"}


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.parent.name)
async def test_the_first_turn_replays_as_its_comments_say(script: Path, tmp_path: Path) -> None:
    service = await GameService.open(str(tmp_path / "guide.db"), settings=Settings(out_dir=tmp_path))
    printed: list[str] = []
    console = Console(service, jsonl=True, emit=printed.append)
    try:
        for line, refused in commands_with_expectation(script.read_text().splitlines()):
            before = len(printed)
            await console.line(line)
            records = [json.loads(text) for text in printed[before:]]
            errors = [r["text"] for r in records if r["error"]]
            if refused:
                assert errors, f"{script}: `{line}` should be refused"
            else:
                assert not errors, f"{script}: `{line}` was refused: {errors}"
    finally:
        await service.close()
