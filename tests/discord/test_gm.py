"""/gm: every GM command reaches the service with the caller's rights; non-GMs are refused privately."""

import discord
import pytest

from tests.discord.fakediscord import CHANNEL_ID
from tests.discord.test_game import only_private

MANAGE_SERVER = discord.Permissions(manage_guild=True).value
GM_COMMANDS = [
    ("gm pause", {}),
    ("gm resume", {}),
    ("gm seat", {"side": "British", "user": "7"}),
    ("gm deadline", {"hours": "24", "policy": "ai"}),
    ("gm rollback", {"to": 3}),
    ("gm skip", {"side": "British"}),
    ("gm edit", {"what": "Boston", "value": "British"}),
    ("gm roll", {"dice": "2d6"}),
    ("gm end", {}),
]


@pytest.mark.parametrize(("name", "options"), GM_COMMANDS)
async def test_a_player_who_is_not_gm_is_refused(harness, service, name, options):
    await harness.started_game()
    reply = only_private(await harness.run(name, user_id=2, **options))
    assert reply.body["content"].startswith("Only this game's GM")
    assert not service.games[str(CHANNEL_ID)].paused and not service.games[str(CHANNEL_ID)].ended


@pytest.mark.parametrize(("name", "options"), GM_COMMANDS)
async def test_the_creator_may(harness, name, options):
    await harness.started_game()
    await harness.run(name, **options)
    assert harness.api.posts()[-1].text


async def test_manage_server_and_the_gm_role_count_as_gm(harness, service):
    await harness.started_game()
    await harness.run("gm pause", user_id=5, permissions=MANAGE_SERVER)
    assert service.handled[-1].caller.is_server_manager
    assert "GM player5: the game is paused." in harness.api.posts()[-1].text
    await harness.run("gm resume", user_id=6, gm_role=True)
    assert service.handled[-1].caller.roles == ("Courier GM",)
    assert "the game resumes" in harness.api.posts()[-1].text


async def test_seat_a_member_or_the_ai(harness, service):
    await harness.started_game()
    await harness.run("gm seat", side="British", user="7")
    assert service.handled[-1].options == {"side": "British", "user": "<@7>"}
    assert service.games[str(CHANNEL_ID)].seats["British"] == "7"
    await harness.run("gm seat", side="British")
    assert service.handled[-1].options == {"side": "British", "user": "ai"}
    assert "the AI now plays the British" in harness.api.posts()[-1].text


async def test_deadline_rollback_and_roll_pass_typed_options(harness, service):
    await harness.started_game()
    await harness.run("gm deadline", hours="48", policy="pass")
    assert service.handled[-1].options == {"hours": "48", "policy": "pass"}
    assert "Give the deadline in hours" in only_private(await harness.run("gm deadline", hours="soon")).text
    await harness.run("gm rollback", to=12)
    assert service.handled[-1].options == {"to": "12"}
    assert "Dice look like 2d6" in only_private(await harness.run("gm roll", dice="many")).text


async def test_dump_goes_only_to_the_gm(harness):
    await harness.started_game()
    reply = only_private(await harness.run("gm dump"))
    assert reply.files == ["state.json"]
    assert "Only this game's GM" in only_private(await harness.run("gm dump", user_id=2)).text
