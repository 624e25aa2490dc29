"""The console: line parsing, the scripted transcript (`--jsonl`) checked line by line, and the real CLI."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.__main__ import main as courier_main
from bot.console.cli import parser
from bot.console.demo import set_up
from bot.console.output import plain_mentions
from bot.console.parsing import LineError, SwitchChannel, Typed, parse_line
from bot.console.runner import Console
from bot.service.api import Command
from bot.service.runtime import Settings
from bot.service.service import GameService
from tests.service.fakegame import RaceRuleset

HERE = Path(__file__).parent
ROOT = HERE.parents[1]


@pytest.mark.parametrize(
    ("line", "parsed"),
    [
        ('alice> /move from:Boston to:"New York"', Typed("move", None, {"from": "Boston", "to": "New York"}, "alice")),
        ("bob(dm)> /hand", Typed("hand", None, {}, "bob", dm=True)),
        ("carol> /game new ruleset:race seed:7", Typed("game", "new", {"ruleset": "race", "seed": "7"}, "carol")),
        ("/gm seat side:Red user:<@123>", Typed("gm", "seat", {"side": "Red", "user": "<@123>"})),
        ("@channel war-room", SwitchChannel("war-room")),
        (
            "bob> /discard unit:Minute Men territory:Providence",
            Typed("discard", None, {"unit": "Minute Men", "territory": "Providence"}, "bob"),
        ),
        ("bob> /move from:New York to:Boston", Typed("move", None, {"from": "New York", "to": "Boston"}, "bob")),
        ("bob> /game new ruleset: independence", Typed("game", "new", {"ruleset": "independence"}, "bob")),
        ("   # a comment", None),
        ("", None),
    ],
)
def test_lines_parse(line: str, parsed: object) -> None:
    assert parse_line(line) == parsed


@pytest.mark.parametrize(
    ("line", "says"),
    [
        ("alice> move", "expected a command"),
        ("alice> /move Boston", "`Boston` is not an option"),
        ('alice> /move to:"New York', "cannot read"),
        ("@chan x", "@channel NAME"),
        ("hello there", "expected `USER> /command"),
        ("done", "start with a slash: `/done`"),
        ("game status", "start with a slash: `/game status`"),
        ("alice> /", "expected a command"),
        ("alice> /mo%ve", "not a command name"),
    ],
)
def test_lines_that_do_not_parse_say_why(line: str, says: str) -> None:
    with pytest.raises(LineError, match=says.replace("(", r"\(")):
        parse_line(line)


def test_the_help_explains_lines_and_the_discord_mode() -> None:
    shown = parser().format_help()
    assert "USER(dm)> /hand" in shown and "@channel NAME" in shown and "DISCORD_TOKEN" in shown
    assert "--script FILE" in shown and "--dice FACES" in shown


def test_mentions_and_timestamps_read_plainly() -> None:
    assert (
        plain_mentions("<@alice>, <#table>: deadline <t:86400:R>.") == "@alice, #table: deadline 1970-01-02 00:00 UTC."
    )


def test_dice_faces_are_checked() -> None:
    assert parser().parse_args(["--dice", "4,6,1"]).dice == [4, 6, 1]
    with pytest.raises(SystemExit):
        parser().parse_args(["--dice", "4,x"])
    with pytest.raises(SystemExit):
        parser().parse_args(["--dice", "4,7"])


async def test_the_scripted_transcript_line_by_line(tmp_path: Path) -> None:
    settings = Settings(out_dir=tmp_path, scripted_dice=[6])
    service = await GameService.open(str(tmp_path / "c.db"), {"race": RaceRuleset()}, settings)
    printed: list[str] = []
    console = Console(service, jsonl=True, emit=printed.append)
    await console.script((HERE / "race.script").read_text().splitlines())
    await service.close()
    expected = (HERE / "race.jsonl").read_text().splitlines()
    for number, (got, want) in enumerate(zip(printed, expected, strict=True), start=1):
        assert json.loads(got) == json.loads(want), f"transcript line {number}"


async def test_undelivered_messages_are_shown_after_a_restart(tmp_path: Path) -> None:
    db = str(tmp_path / "u.db")
    service = await GameService.open(db, {"race": RaceRuleset()}, Settings(out_dir=tmp_path))
    await service.handle(Command(Console(service).caller("alice", False), "game", "new", {"ruleset": "race"}))
    await service.close()
    service = await GameService.open(db, {"race": RaceRuleset()}, Settings(out_dir=tmp_path))
    printed: list[str] = []
    await Console(service, emit=printed.append).script([])
    assert len(printed) == 1 and printed[0].startswith("[#table] 🆕 New game")
    assert await service.undelivered() == []
    await service.close()


def test_the_cli_runs_a_script_against_the_real_rulesets(tmp_path: Path) -> None:
    script = tmp_path / "demo.script"
    script.write_text(
        "you> /game new ruleset:independence\nyou> /game join side:Americans\nyou> /game start\n"
        "you> /move from:Nowhere to:Boston\nyou> /game status\nnonsense\nyou(dm)> /hand\n"
    )
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "bot",
            "console",
            "--script",
            str(script),
            "--jsonl",
            "--seed",
            "3",
            "--dice",
            "6,6",
            "--out",
            str(tmp_path / "out"),
            "--db",
            str(tmp_path / "cli.db"),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    records = [json.loads(line) for line in done.stdout.splitlines()]
    assert all(set(r) == {"to", "channel", "user", "text", "files", "error"} for r in records)
    assert records[0]["to"] == "channel" and "War of Independence" in records[0]["text"]
    assert any(r["error"] and r["text"].startswith("line 6:") for r in records)
    assert any(r["to"] == "ephemeral" and r["channel"] is None and r["user"] == "you" for r in records)
    channel_text = "\n".join(r["text"] for r in records if r["to"] == "channel")
    assert "Hand (" not in channel_text


def test_courier_without_a_token_opens_the_demo_game(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    env.update(COURIER_DB=str(tmp_path / "demo.db"), PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [sys.executable, "-m", "bot"],
        input="/game status\nquit\n",
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "Courier console" in done.stdout and "Americans: @you" in done.stdout
    assert "[you only] Game #1: **War of Independence** (active)" in done.stdout


async def test_the_demo_is_picked_up_again_with_where_it_stands(tmp_path: Path) -> None:
    independence = pytest.importorskip("rules.independence.ruleset").IndependenceRuleset()
    service = await GameService.open(str(tmp_path / "d.db"), {"independence": independence}, Settings(out_dir=tmp_path))
    printed: list[str] = []
    console = Console(service, emit=printed.append)
    await set_up(console)
    printed.clear()
    await set_up(console)
    await service.close()
    assert printed[0] == "Resuming game #1 (independence, active) in #table."
    assert printed[1].startswith("[you only] Game #1: **War of Independence** (active)") and "To act:" in printed[1]


def test_courier_with_a_token_runs_the_discord_bot(monkeypatch: pytest.MonkeyPatch) -> None:
    started: list[str] = []
    monkeypatch.setenv("DISCORD_TOKEN", "t0ken")
    monkeypatch.setattr("bot.discord.client.run_bot", started.append)
    assert courier_main([]) == 0 and started == ["t0ken"]
