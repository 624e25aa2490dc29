"""/gm: every GM command reaches the real service with the caller's rights; non-GMs are refused privately."""

import discord
import pytest

from tests.discord.test_game import only_private

MANAGE_SERVER = discord.Permissions(manage_guild=True).value
GM_COMMANDS = [
    ("gm pause", {}, "paused the game"),
    ("gm resume", {}, "resumed the game"),
    ("gm seat", {"side": "British", "user": "7"}, "seats British: <@7>"),
    ("gm deadline", {"hours": "24", "policy": "ai"}, "Phase deadline: 24 h"),
    ("gm skip", {"side": "British"}, "skips British"),
    ("gm edit", {"what": "treasury.British", "value": "5"}, "edited `treasury.British`"),
    ("gm roll", {"dice": "2d6"}, "2d6: ["),
    ("gm end", {}, "ended game #1"),
]


@pytest.mark.parametrize(("name", "options", "posted"), GM_COMMANDS)
async def test_a_player_who_is_not_gm_is_refused(harness, service, name, options, posted):
    await harness.started_game()
    if name == "gm resume":
        await harness.run("gm pause")
    reply = only_private(await harness.run(name, user_id=2, **options))
    assert reply.body["content"].startswith(f"Only a GM may use `/{name}`")
    status = only_private(await harness.run("game status")).text
    assert ("(paused)" if name == "gm resume" else "(active)") in status, "nothing changed"


@pytest.mark.parametrize(("name", "options", "posted"), GM_COMMANDS)
async def test_the_creator_may(harness, name, options, posted):
    await harness.started_game()
    if name == "gm resume":
        await harness.run("gm pause")
    await harness.run(name, **options)
    assert posted in "\n".join(p.text for p in harness.api.posts())


async def test_manage_server_and_the_gm_role_count_as_gm(harness, service):
    await harness.started_game()
    await harness.run("gm pause", user_id=5, permissions=MANAGE_SERVER)
    assert service.handled[-1].caller.is_server_manager
    assert "paused the game" in harness.api.posts()[-1].text
    await harness.run("gm resume", user_id=6, gm_role=True)
    assert service.handled[-1].caller.roles == ("Courier GM",)
    assert "resumed the game" in harness.api.posts()[-1].text


async def test_seat_a_member_or_the_ai(harness, service):
    await harness.started_game()
    await harness.run("gm seat", side="British", user="7")
    assert service.handled[-1].options == {"side": "British", "user": "<@7>"}
    assert "Seats: British: <@7>" in only_private(await harness.run("game status")).text
    await harness.run("gm seat", side="British")
    assert service.handled[-1].options == {"side": "British", "user": "ai"}
    assert "British (AI)" in "\n".join(p.text for p in harness.api.posts())


async def test_deadline_rollback_and_roll_pass_typed_options(harness, service):
    await harness.started_game()
    await harness.run("gm deadline", hours="48", policy="pass")
    assert service.handled[-1].options == {"hours": "48", "policy": "pass"}
    assert "is not a number of hours" in only_private(await harness.run("gm deadline", hours="soon")).text
    assert "no actions to roll back" in only_private(await harness.run("gm rollback", to=12)).text
    assert service.handled[-1].options == {"to": "12"}
    assert "is not a roll" in only_private(await harness.run("gm roll", dice="many")).text


async def test_dump_goes_only_to_the_gm(harness):
    await harness.started_game()
    reply = only_private(await harness.run("gm dump"))
    assert len(reply.files) == 1 and reply.files[0].endswith(".json")
    assert "Only a GM may use" in only_private(await harness.run("gm dump", user_id=2)).text
