"""`/game export` and `/game verify`: the whole game as JSON, and every roll proved from the revealed seed."""

import json
from pathlib import Path

import pytest

from bot.service.export import main as verify_main
from bot.service.export import verify_export
from bot.service.runtime import Settings
from bot.service.service import GameService
from rules.core.dice import Dice
from tests.service.fakegame import RaceRuleset
from tests.service.table import Table, texts
from tests.toys.skirmish.field import SEATS
from tests.toys.skirmish.ruleset import SkirmishRuleset


async def finished(table: Table) -> None:
    await table.ok("alice> /game new ruleset:race seed:77 options:goal=15")
    await table.ok("alice> /game join side:Red")
    await table.ok("alice> /game start")
    for _ in range(30):
        for line in ("alice> /roll", "alice> /done", "alice> /bid amount:1"):
            if "Game over" in texts(table.seen, "channel"):
                return
            await table.ok(line)


async def test_verify_only_after_the_end(table: Table) -> None:
    await table.race()
    await table.ok("alice> /move steps:2")
    await table.refused("bob> /game verify", "once the game has ended", "secret")
    await table.ok("alice> /game end")
    proof = await table.ok("bob> /game verify")
    assert proof[0].to == "channel" and proof[0].text.startswith("✅ Game #1 verified")


async def test_a_finished_game_exports_everything_and_verifies(
    table: Table, service: GameService, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    await finished(table)
    exported = await table.ok("bob> /game export")
    data = json.loads(Path(exported[0].files[0]).read_text())
    assert data["seed"] == 77 and data["final_state"] is not None and data["result"]["winners"]
    assert any(e["visible_to"] for a in data["actions"] for e in a["events"])
    proof = texts(await table.ok("bob> /game verify"))
    assert proof.startswith("✅ Game #1 verified") and "rolls" in proof
    monkeypatch.setattr("rules.registry.get_ruleset", lambda _: RaceRuleset())
    assert verify_main([exported[0].files[0]]) == 0
    assert "✅ Game #1 verified" in capsys.readouterr().out


async def test_a_tampered_roll_fails_verification(table: Table) -> None:
    await finished(table)
    exported = await table.ok("bob> /game export")
    data = json.loads(Path(exported[0].files[0]).read_text())
    roll = next(e for a in data["actions"] for e in a["events"] if e["kind"] == "roll")
    roll["data"]["dice"] = [7]
    found = verify_export(data, RaceRuleset())
    assert not found.ok and "does not replay" in (found.problem or "")
    data["seed"] = 78
    assert "commitment" in (verify_export(data, RaceRuleset()).problem or "")


async def test_scripted_dice_are_used_first_and_logged(table: Table, service: GameService) -> None:
    service.runtime.settings.scripted_dice[:] = [6, 5]
    await table.race()
    assert "🎲 Red, to gallop: [6] = 6" in texts(await table.ok("alice> /roll"))
    await table.ok("alice> /done")
    assert "🎲 Blue, to gallop: [5] = 5" in texts(await table.ok("bob> /roll"))
    await table.ok("alice> /game end")
    proof = texts(await table.ok("bob> /game verify"))
    assert "2 used dice fixed by the console" in proof


def test_the_checker_explains_a_file_that_is_no_export(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert verify_main([str(tmp_path / "missing.json")]) == 1
    assert "cannot read" in capsys.readouterr().err
    (tmp_path / "other.json").write_text('{"hello": 1}')
    assert verify_main([str(tmp_path / "other.json")]) == 1
    assert "not a Courier export" in capsys.readouterr().err
    (tmp_path / "odd.json").write_text('{"format": "courier-export/1", "game": 4, "ruleset": "chess"}')
    assert verify_main([str(tmp_path / "odd.json")]) == 1
    assert capsys.readouterr().out.startswith("❌ Game #4 does not verify: replay failed")


async def test_a_game_with_gm_edits_still_verifies(table: Table) -> None:
    await table.race()
    await table.ok("alice> /gm edit what:goal value:12")
    await table.ok("alice> /move steps:2")
    await table.ok("alice> /gm edit what:goal value:20")
    await table.ok("alice> /game end")
    proof = texts(await table.ok("bob> /game verify"))
    assert proof.startswith("✅ Game #1 verified") and "3 actions" in proof, proof


async def test_verify_proves_the_dice_read_on_tables(tmp_path: Path) -> None:
    """A game whose dice are read on tables (kind ``table``, rules.core.tables) counts those rolls too."""
    ruleset = SkirmishRuleset()
    svc = await GameService.open(str(tmp_path / "s.db"), {ruleset.id: ruleset}, Settings(out_dir=tmp_path))
    players = dict(zip(SEATS, ("alice", "bob"), strict=True))
    table = Table(svc)
    try:
        await table.ok("alice> /game new ruleset:skirmish seed:3")
        for seat, user in players.items():
            await table.ok(f"{user}> /game join side:{seat}")
        await table.ok("alice> /game start")
        for number in range(400):
            record = await svc.store.live_game("table")
            if record is None or record.status == "ended":
                break
            game = svc.runtime.load(record)
            seat = game.ruleset.to_act(game.state)[0]
            action = ruleset.choose_action(game.seen(seat).observation, seat, Dice(3, number))
            options = " ".join(f'{name}:"{value}"' for name, value in action.options().items())
            await table.ok(f"{players[seat]}> /{action.verb} {options}".strip())
        exported = await table.ok("bob> /game export")
        data = json.loads(Path(exported[0].files[0]).read_text())
        lookups = [e for a in data["actions"] for e in a["events"] if e["kind"] == "table"]
        found = verify_export(data, ruleset)
        assert lookups and found.ok
        assert found.rolls >= len(lookups) and found.dice >= sum(len(e["data"]["dice"]) for e in lookups)
    finally:
        await svc.close()
