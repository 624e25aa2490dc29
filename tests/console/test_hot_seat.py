"""Two players in hot seat through a season of the War of Independence, in the console's `--jsonl` form: draw, moves
with cards, battles with sealed battle cards from both sides, casualties, retreats, recruits, upkeep and control.
Each player types what the AI would choose for them (a battle card whenever one may be sealed), and every line of
the transcript is checked: its shape, who sees it, no hidden information in the channel, maps only at new phases."""

import json
from pathlib import Path

import pytest

from bot.console.runner import Console
from bot.service.runtime import Settings
from bot.service.service import GameService
from rules.core.dice import Dice
from rules.independence.cards import CARD_TYPES

independence = pytest.importorskip("rules.independence.ruleset")

PLAYERS = {"British": "alice", "Americans": "bob"}
SEED = 7
"""A season with every kind of decision in it (seed 3 has no retreat before Autumn)."""
HIDDEN = ("Hand (", "Sealed battle cards", "You draw", "Drawn units", "Recruitment: you")
KEYS = {"to", "channel", "user", "text", "files", "error"}


async def typed_line(service: GameService, number: int) -> str | None:
    """What the player who must act types now: a battle card when one may be sealed, else the AI's choice."""
    record = await service.store.live_game("table")
    if record is None:
        return None
    game = service.runtime.load(record)
    seat = game.ruleset.to_act(game.state)[0]
    legal = game.ruleset.legal_actions(game.state, seat)
    cards = [a for a in legal if a.verb == "battle" and a.options().get("cards", "None") != "None"]
    observation = game.seen(seat).observation
    action = cards[0] if cards else game.ruleset.choose_action(observation, seat, Dice(SEED, -number))
    options = " ".join(f'{name}:"{value}"' for name, value in action.options().items())
    return f"{PLAYERS[seat]}> /{action.verb} {options}".strip()


def check_record(line: str, record: dict[str, object], public: list[str]) -> None:
    """One transcript line: its shape and its audience (``public``: the channel's texts so far)."""
    assert set(record) == KEYS and record["error"] is False, (line, record)
    text, files = str(record["text"]), record["files"]
    assert isinstance(files, list)
    if record["to"] == "channel":
        assert record["channel"] == "table" and record["user"] is None
        assert not any(secret in text for secret in HIDDEN), (line, text)
        said, _, asked = text.partition("To act:")
        public.append(said)
        shown = "\n".join(public)
        named = [card.name for card in CARD_TYPES if card.name in asked and card.name not in shown]
        assert not named, ("the public prompts name no card that was not played in public", named, text)
        assert len(text) <= 2000
        assert not files or any(mark in text for mark in ("📍", "begins", "Game over")), (line, text)
    elif record["to"] == "dm":
        assert record["channel"] is None and record["user"] in PLAYERS.values()
        assert not files or "your own view of the map" in text, "a DM carries no file but the seat's own map"
    else:
        assert record["to"] == "ephemeral" and record["user"] == line.split(">")[0]


def autumn_begins(records: list[dict[str, object]]) -> bool:
    """Whether a line's records post the turn to Autumn 1775 in the channel: the season is over."""
    return any(r["to"] == "channel" and "Autumn 1775" in str(r["text"]) for r in records)


async def test_a_hot_seat_season_line_by_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("bot.service.mapfiles.has_map", lambda _: True)
    monkeypatch.setattr("bot.service.mapfiles.render_maps", lambda boards: [b"\x89PNG"] * len(boards))
    ruleset = independence.IndependenceRuleset()
    service = await GameService.open(str(tmp_path / "h.db"), {ruleset.id: ruleset}, Settings(out_dir=tmp_path))
    printed: list[str] = []
    console = Console(service, jsonl=True, emit=printed.append)
    opening = [
        f"alice> /game new ruleset:independence seed:{SEED}",
        "alice> /game join side:British",
        "bob> /game join side:Americans",
        "alice> /game start",
    ]
    transcript: list[tuple[str, list[dict[str, object]]]] = []
    for number in range(400):
        line = opening[number] if number < len(opening) else await typed_line(service, number)
        if line is None or (transcript and autumn_begins(transcript[-1][1])):
            break
        before = len(printed)
        await console.line(line)
        transcript.append((line, [json.loads(text) for text in printed[before:]]))
    await service.close()
    public: list[str] = []
    for line, records in transcript:
        for record in records:
            check_record(line, record, public)
        if "/battle cards:" in line:
            sealed = line.partition("cards:")[2].strip('"').split(" + ")
            posted = [str(r["text"]) for r in records if r["to"] == "channel"]
            first = [t for t in posted if "have chosen their battle cards" in t and "⚔️ Battle of" not in t]
            assert not any(card in t.partition("To act:")[0] for card in sealed for t in first), (line, records)
    channel = [str(r["text"]) for _, records in transcript for r in records if r["to"] == "channel"]
    reveals = [t for t in channel if "⚔️" in t]
    assert any(t.count("cards:") >= 2 for t in reveals), "a battle with sealed cards from both sides"
    verbs = {line.split("> /")[1].split()[0] for line, _ in transcript}
    assert {"done", "play", "move", "battle", "discard", "retreat", "recruit"} <= verbs, verbs
    assert any("Summer 1775" in t and "📍" in t for t in channel)
