"""`/gm …`: pause, resume, seat, deadline, rollback, skip, edit, dump, roll, end."""

import json
from pathlib import Path

from bot.service.history import replay_all
from bot.service.service import GameService
from tests.service.fakegame import RaceRuleset
from tests.service.table import Table, texts


async def test_pause_and_resume(table: Table) -> None:
    await table.race()
    await table.refused("bob> /gm pause", "only a gm", "<@alice>", "referee")
    assert "paused" in texts(await table.ok("alice> /gm pause"))
    await table.refused("alice> /move steps:1", "paused", "/gm resume")
    await table.refused("alice> /gm pause", "already paused")
    assert "To act: <@alice> (Red)" in texts(await table.ok("alice> /gm resume"))
    await table.refused("alice> /gm resume", "not paused")
    await table.ok("alice> /move steps:1")


async def test_server_managers_and_the_gm_role_are_gms(table: Table) -> None:
    await table.race()
    table.managers.add("mod")
    table.roles["ref"] = ("Referee",)
    await table.ok("mod> /gm pause")
    await table.ok("ref> /gm resume")
    table.roles["other"] = ("Player",)
    await table.refused("other> /gm pause", "only a gm")


async def test_seat_a_player_the_ai_or_open_a_seat(table: Table) -> None:
    await table.ok("alice> /game new ruleset:race")
    await table.refused("alice> /gm seat side:Red", "side:<side>", "user:")
    await table.refused("alice> /gm seat side:Green user:bob", "unknown side")
    await table.refused('alice> /gm seat side:Red user:"bad name!"', "not a user")
    assert "Red: <@123> (Red)" in texts(await table.ok("alice> /gm seat side:Red user:<@123>"))
    assert "Red: open" in texts(await table.ok("alice> /gm seat side:Red user:none"))
    await table.ok("alice> /gm seat side:Red user:@carol")
    await table.ok("alice> /game start")
    await table.refused("alice> /gm seat side:Red user:none", "only in the lobby")
    seated = await table.ok("alice> /gm seat side:Red user:dave")
    assert any(m.to == "dm" and m.user_id == "dave" and "Your hand" in m.text for m in seated)
    played = texts(await table.ok("alice> /gm seat side:Red user:ai"))
    assert "Red: Red (AI)" in played and "Game over" in played


async def test_rollback_replays_the_log_and_tells_the_channel(table: Table, service: GameService) -> None:
    await table.race()
    await table.refused("alice> /gm rollback to:0", "no actions")
    await table.ok("alice> /move steps:2")
    await table.ok("alice> /roll")
    await table.ok("alice> /done")
    await table.refused("alice> /gm rollback", "to:<n>", "0 to 2")
    await table.refused("alice> /gm rollback to:3", "0 to 2")
    await table.refused("bob> /gm rollback to:1", "only a gm")
    told = texts(await table.ok("alice> /gm rollback to:1"))
    assert "rolled the game back to action #1 (2 actions undone)" in told and "To act: <@alice> (Red)" in told
    record = await service.store.live_game("table")
    assert record is not None and record.last_action == 1
    assert json.loads(record.state_json)["positions"]["Red"] == 2
    rolled = await table.ok("alice> /roll")
    assert "🎲" in texts(rolled)


async def test_skip_passes_for_the_seats_that_must_act(table: Table) -> None:
    await table.race()
    await table.refused("alice> /gm skip side:Blue", "need not act")
    assert "The GM skips Red." in texts(await table.ok("alice> /gm skip"))
    await table.ok("alice> /gm skip side:blue")
    skipped = texts(await table.ok("alice> /gm skip"))
    assert "Red has sealed a bid." in skipped and "Blue has sealed a bid." in skipped


async def test_edit_is_logged_and_replayed(table: Table, service: GameService) -> None:
    await table.race()
    table.roles["ref"] = ("Referee",)
    await table.refused("ref> /gm edit what:positions.Red", "what:<dotted.path>", "positions")
    await table.refused("ref> /gm edit what:positions.Green value:3", "does not exist", "Red, Blue")
    refused = await table.refused('ref> /gm edit what:goal value:"many"', "not valid (goal: input should be")
    assert "errors.pydantic.dev" not in refused and "\n" not in refused
    await table.refused("ref> /gm edit what:bids.x value:1", "does not exist")
    await table.refused("ref> /gm edit what:deck.draw_pile.99 value:1", "`deck.draw_pile` is a list", "0 to")
    await table.refused("ref> /gm edit what:deck.discard_pile.0 value:1", "the list is empty")
    edited = await table.ok("ref> /gm edit what:positions.Red value:9")
    assert "The GM edited `positions.Red`. (action #1)" in texts(edited, "channel")
    assert "9" not in texts(edited, "channel")
    record = await service.store.live_game("table")
    assert record is not None
    assert (await replay_all(service.store, RaceRuleset(), record)).model_dump_json() == record.state_json


async def test_dump_goes_to_the_gm_alone_without_the_seed(table: Table) -> None:
    await table.race(seed=123456789)
    dumped = await table.ok("alice> /gm dump")
    assert dumped[0].to == "ephemeral" and "positions" in dumped[0].text + "".join(
        Path(f).read_text() for f in dumped[0].files
    )
    assert "123456789" not in dumped[0].text
    await table.refused("bob> /gm dump", "only a gm")


async def test_roll_is_public_seeded_and_checked(table: Table) -> None:
    await table.race()
    rolled = await table.ok("alice> /gm roll dice:3d6+2")
    assert rolled[0].to == "channel" and rolled[0].text.startswith("🎲 The GM, 3d6: [")
    await table.refused("alice> /gm roll dice:lots", "2d6")
    await table.refused("alice> /gm roll dice:0d6", "1 to 100 dice")
    await table.refused("alice> /gm roll dice:2d1", "2 to 1000 sides")
    await table.refused("alice> /gm roll dice:2d6+1001", "modifier from -1000 to +1000")
    await table.refused("alice> /gm roll", "give `dice:<roll>`")


async def test_gm_end(table: Table) -> None:
    await table.race(seed=31)
    await table.refused("bob> /gm end", "only a gm")
    assert "The seed was 31" in texts(await table.ok("alice> /gm end"))
    await table.refused("alice> /gm end", "has ended")
