"""Fair dice and GM views: a GM who plays sees only what their seat observes; a GM who does not play sees all and
the channel is told; a chosen seed is announced as a practice game; exports before the end are redacted."""

import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.service.api import Command, Message
from bot.service.gm_views import FULL_VIEW_NOTICE
from bot.service.lifecycle import PRACTICE
from bot.service.runtime import Settings
from bot.service.service import GameService
from tests.service.table import Clock, Table, texts

SIDES = {"napoleon": ("France", "Allies"), "independence": ("Americans", "British")}


@pytest.fixture
async def real(tmp_path: Path) -> AsyncIterator[GameService]:
    svc = await GameService.open(
        str(tmp_path / "real.db"), settings=Settings(out_dir=tmp_path / "out", clock=Clock(), gm_role="Referee")
    )
    yield svc
    await svc.close()


def list_tokens(data: Any) -> set[str]:
    """Every string kept in a list of the state: cards, pieces and the like."""
    if isinstance(data, dict):
        return {t for value in data.values() for t in list_tokens(value)}
    if isinstance(data, list):
        nested = {t for value in data if isinstance(value, dict | list) for t in list_tokens(value)}
        return nested | {value for value in data if isinstance(value, str)}
    return set()


def said(messages: list[Message]) -> str:
    """Everything the messages carry: their text and the files attached."""
    return "\n".join([m.text for m in messages] + [Path(f).read_text() for m in messages for f in m.files])


async def gm_replies(service: GameService, table: Table, user: str) -> str:
    """Everything a GM can learn by `/gm dump` and the `/gm edit` autocomplete (paths, then their values)."""
    seen = [said(await table.ok(f"{user}> /gm dump"))]
    caller = table.caller(user)
    for typed in ("", "hand", "deck", "pile", "draw", "board", "stack"):
        paths = await service.autocomplete(Command(caller, "gm", "edit"), "what", typed)
        seen += [p.value for p in paths]
        for path in paths[:8]:
            values = await service.autocomplete(Command(caller, "gm", "edit", {"what": path.value}), "value", "")
            seen += [v.value for v in values]
    return "\n".join(seen)


@pytest.mark.parametrize("ruleset", sorted(SIDES))
@pytest.mark.parametrize("seed", [3, 17])
async def test_a_gm_who_plays_learns_nothing_their_seat_cannot_see(real: GameService, ruleset: str, seed: int) -> None:
    table = Table(real)
    mine, theirs = SIDES[ruleset]
    await table.ok(f"alice> /game new ruleset:{ruleset} seed:{seed}")
    await table.ok(f"alice> /game join side:{mine}")
    await table.ok(f"bob> /game join side:{theirs}")
    await table.ok("alice> /game start")
    for _ in range(4):
        record = await real.store.live_game("table")
        assert record is not None
        game = real.runtime.load(record)
        full = json.loads(record.state_json)
        seen = game.seen(mine)
        visible = json.dumps([seen.data, seen.observation.model_dump(mode="json")])
        hidden = {t for t in list_tokens(full) if f'"{t}"' not in visible}
        replies = await gm_replies(real, table, "alice")
        leaked = sorted(t for t in hidden if f'"{t}"' in replies or f"\n{t}\n" in f"\n{replies}\n")
        assert not leaked, f"the seated GM saw {leaked[:5]}"
        assert FULL_VIEW_NOTICE not in texts(table.seen, "channel")
        acting = game.ruleset.to_act(game.state)
        if not acting or game.ruleset.result(game.state) is not None:
            break
        await table.ok(f"alice> /gm skip side:{acting[0]}")


async def test_a_gm_without_a_seat_sees_all_and_the_channel_is_told(real: GameService) -> None:
    table = Table(real)
    table.roles["ref"] = ("Referee",)
    await table.ok("alice> /game new ruleset:napoleon")
    await table.ok("alice> /game join side:France")
    await table.ok("alice> /game start")
    dumped = await table.ok("ref> /gm dump")
    assert FULL_VIEW_NOTICE in texts(dumped, "channel")
    assert "draw_pile" in said([m for m in dumped if m.to == "ephemeral"])
    paths = await real.autocomplete(Command(table.caller("ref"), "gm", "edit"), "what", "hands.Allies")
    assert paths, "the GM with no seat may edit the hidden parts too"
    refusal = texts(await table("alice> /gm edit what:deck.draw_pile.0 value:1"))
    assert "only what your side sees" in refusal


async def test_a_chosen_seed_is_announced_as_a_practice_game(real: GameService) -> None:
    table = Table(real)
    announced = texts(await table.ok("alice> /game new ruleset:napoleon seed:42"), "channel")
    assert PRACTICE in announced and "<@alice> chose the seed" in announced
    await table.ok("alice> /game end")
    assert PRACTICE not in texts(await table.ok("alice> /game new ruleset:napoleon"), "channel")


async def test_an_export_before_the_end_is_redacted_like_the_posts(real: GameService) -> None:
    table = Table(real)
    await table.ok("alice> /game new ruleset:independence seed:5")
    await table.ok("alice> /game join side:Americans")
    await table.ok("alice> /game start")
    for _ in range(3):
        await table.ok("alice> /gm skip")
    (export,) = await table.ok("bob> /game export")
    data = json.loads(Path(export.files[0]).read_text())
    assert data["seed"] is None and data["final_state"] is None
    assert all(entry["action"] is None for entry in data["actions"])
    assert all(e.get("visible_to") is None for entry in data["actions"] for e in entry["events"])
    record = await real.store.live_game("table")
    assert record is not None
    game = real.runtime.load(record)
    assert data["public_state"] == game.ruleset.view(game.state, None)
