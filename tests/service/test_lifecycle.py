"""`/game new|join|leave|start|status|rules|log|end`: success and refusal paths."""

import json
from pathlib import Path

from bot.service.service import GameService
from rules.core.dice import seed_commitment
from tests.service.table import Table, texts


async def test_new_posts_the_seed_commitment_and_never_the_seed(table: Table) -> None:
    posted = await table.ok("alice> /game new ruleset:race seed:4242")
    assert posted[0].to == "channel" and posted[0].outbox_id is not None
    assert seed_commitment(4242) in posted[0].text and "4242" not in posted[0].text.replace(seed_commitment(4242), "")


async def test_new_refusals(table: Table) -> None:
    await table.refused("alice> /game new", "ruleset:<id>", "race")
    await table.refused("alice> /game new ruleset:chess", "unknown ruleset", "race")
    await table.refused("alice> /game new ruleset:race seed:-1", "seed")
    await table.refused("alice> /game new ruleset:race seed:abc", "whole number")
    await table.refused('alice> /game new ruleset:race options:"goal"', "key=value")
    await table.refused("alice> /game new ruleset:race options:goal=2", "`goal=2` is out of range", "from 5 to 60")
    await table.refused("alice> /game new ruleset:race options:speed=2", "unknown option")
    await table.refused("alice> /game new ruleset:rcae", "unknown ruleset `rcae`", "did you mean `race`?")
    await table.ok("alice> /game new ruleset:RACE")
    await table.refused("bob> /game new ruleset:race", "already has a live game")


async def test_unknown_options_and_subcommands_are_named(table: Table) -> None:
    await table.refused("alice> /game status extra:1", "`/game status` has no option `extra`; it takes no options")
    await table.refused("alice> /game new ruleset:race sead:4", "has no option `sead`; its options: ruleset, seed")
    await table.refused("alice> /game frobnicate", "`/game frobnicate` is not a command: /game takes end, export")
    await table.refused("alice> /gm", "`/gm` needs a subcommand: /gm takes deadline")
    await table.ok("alice> /game new ruleset:race")
    assert "the game has not started yet" in texts(await table.ok("alice> /game rules"))


async def test_join_and_leave_in_the_lobby(table: Table) -> None:
    await table.ok("alice> /game new ruleset:race")
    await table.refused("bob> /game join", "side:<side>", "red, blue")
    await table.refused("bob> /game join side:Green", "unknown side", "red, blue")
    assert texts(await table.ok("bob> /game join side:blue")) == "<@bob> joins as Blue."
    await table.refused("carol> /game join side:Blue", "taken", "open sides: red")
    await table.refused("bob> /game join side:Blue", "already play blue")
    await table.refused("bob> /game join side:Red", "already play blue", "/game leave")
    assert "Blue is open again" in texts(await table.ok("bob> /game leave"))
    await table.refused("bob> /game leave", "no seat")
    await table.ok("carol> /game join side:Blue")


async def test_start_gives_open_sides_to_the_ai_and_sends_hands(table: Table) -> None:
    await table.ok("alice> /game new ruleset:race seed:3")
    await table.ok("alice> /game join side:Red")
    await table.refused("bob> /game start", "only a gm")
    started = await table.ok("alice> /game start")
    assert "Blue: AI" in started[0].text and "To act: <@alice> (Red)" in started[0].text
    assert started[0].mentions == ("alice",)
    dms = [m for m in started if m.to == "dm"]
    assert [m.user_id for m in dms] == ["alice"] and "Your hand" in dms[0].text
    await table.refused("alice> /game start", "cannot be used now")
    await table.refused("bob> /game join side:Blue", "already started", "/gm seat")


async def test_status_rules_and_log(table: Table) -> None:
    await table.refused("alice> /game status", "no game in this channel", "/game new")
    await table.race()
    status = texts(await table.ok("bob> /game status"))
    assert "Race to the Ford" in status and "Red: <@alice>" in status and seed_commitment(7) in status
    assert "To act: <@alice> (Red)" in status
    rules = texts(await table.ok("alice> /game rules"))
    assert "You (Red) may now" in rules and "• /move steps: 1, 2\n• /roll\n• /play card: " in rules
    assert "waiting for Red" in texts(await table.ok("bob> /game rules"))
    assert "higher advances" in texts(await table.ok("bob> /game rules topic:bids"))
    assert texts(await table.ok("alice> /game log")) == "No actions yet."
    await table.ok("alice> /move steps:2")
    await table.ok("alice> /roll")
    log = texts(await table.ok("carol> /game log last:1"))
    assert log.startswith("#2 Red: 🎲 Red, to gallop") and "#1" not in log
    await table.refused("carol> /game log last:0", "1 to 500")
    await table.refused("carol> /game log last:x", "whole number")


async def test_end_archives_the_game_and_reveals_the_seed(table: Table, service: GameService) -> None:
    await table.race(seed=99)
    await table.refused("bob> /game end", "only a gm")
    await table.ok("alice> /move steps:1")
    ended = texts(await table.ok("alice> /game end"))
    assert "after 1 action.\n" in ended and "The seed was 99" in ended
    await table.refused("alice> /move steps:1", "has ended")
    await table.refused("alice> /game end", "has ended")
    assert "(ended)" in texts(await table.ok("bob> /game status"))
    await table.ok("bob> /game new ruleset:race")
    games = await service.store.all_games()
    assert [g.status for g in games] == ["ended", "lobby"]


async def test_a_game_of_ai_seats_only_plays_itself_to_the_end(table: Table, service: GameService) -> None:
    await table.ok("alice> /game new ruleset:race seed:5 options:goal=40")
    posted = await table.ok("alice> /game start")
    assert "Game over" in texts(posted, "channel")
    record = (await service.store.all_games())[0]
    assert record.status == "ended" and record.result is not None
    assert record.last_action > 5
    assert "The seed was 5" in texts(posted, "channel")


async def test_leaving_during_the_game_hands_the_seat_to_the_ai(table: Table) -> None:
    await table.race()
    posted = texts(await table.ok("bob> /game leave"))
    assert "Blue is now played by the AI" in posted
    await table.ok("alice> /done")
    assert "Blue" in texts(table.seen[-3:])


async def test_the_export_before_the_end_holds_no_secret(table: Table) -> None:
    await table.race()
    await table.ok(f'alice> /play card:"{_first_card(table, "alice")}"')
    await table.ok("alice> /done")
    await table.ok("bob> /done")
    await table.ok("alice> /bid amount:3")
    await table.ok("alice> /gm edit what:goal value:29")
    exported = await table.ok("bob> /game export")
    data = json.loads(Path(exported[0].files[0]).read_text())
    assert data["seed"] is None and data["final_state"] is None
    flat = json.dumps(data)
    assert "You draw" not in flat and "You seal" not in flat and '"amount"' not in flat
    assert data["actions"][-1]["action"] is None and data["actions"][-2]["action"] is None
    assert "29" not in json.dumps(data["actions"]), "a GM edit's value stays out of the log"


def _first_card(table: Table, user: str) -> str:
    hand = [m.text for m in table.seen if m.to == "dm" and m.user_id == user and "Your hand" in m.text][-1]
    return hand.split("Your hand: ")[1].split(",")[0].strip()
