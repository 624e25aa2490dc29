"""La Guerre's advanced surrender typed as players type it (LG-ADV-5.128a, LG-ADV-5.121): terms drafted with
/terms and offered, seen by the two powers only; a surrender to all one's enemies at once."""

import json
from pathlib import Path

import pytest

from bot.console.runner import Console
from bot.service.runtime import Settings
from bot.service.service import GameService
from rules.laguerre.ruleset import LaGuerreRuleset
from rules.laguerre.surrender_several import joint_deal

OPENING = ("alice> /game new ruleset:laguerre seed:7", "alice> /game join side:france",
           "bob> /game join side:britain", "carol> /game join side:russia", "alice> /game start")


async def test_LG_ADV_5_128a_and_5_121_surrender_by_console_commands(tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("bot.service.mapfiles.has_map", lambda _: True)
    monkeypatch.setattr("bot.service.mapfiles.render_maps", lambda boards: [b"\x89PNG"] * len(boards))
    ruleset = LaGuerreRuleset()
    service = await GameService.open(str(tmp_path / "s.db"), {ruleset.id: ruleset}, Settings(out_dir=tmp_path))
    printed: list[str] = []
    console = Console(service, jsonl=True, emit=printed.append)
    for line in OPENING:  # the advanced game: France at war with Britain, Russia and Austria (2.52)
        await console.line(line)
    start = len(printed)
    for line in ('alice> /terms to:"Great Britain" term:"20 Gold"',
                 'alice> /terms to:"Great Britain" term:"free passage for 2 years"',
                 'alice> /offer make to:britain deal:"My surrender on my terms: 20 Gold, free passage for 2 years"',
                 f'alice> /offer make to:russia deal:"{joint_deal(1).text}"'):
        await console.line(line)
    records = [json.loads(text) for text in printed[start:]]
    assert not [r for r in records if r["error"]], records
    channel = "\n".join(r["text"] for r in records if r["to"] == "channel")
    told = {r["user"]: r["text"] for r in records if r["to"] == "dm" and "free passage for 2 years" in r["text"]}
    assert "its terms are secret" in channel and "free passage for 2 years" not in channel
    assert set(told) <= {"alice", "bob"} and "bob" in told  # the terms reach Britain's player, no one else
    assert "France surrenders to Austria" in channel  # the joint surrender: Austria (run by the rules) at once
    assert "Offer #2 from france to russia" in channel and "Offer #3 from france to austria" in channel
    await service.close()
