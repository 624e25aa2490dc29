"""/game: each lifecycle command turned into a service command, its success posted and its refusal private."""

import json

from rules.registry import rulesets
from tests.discord import fakediscord as fd
from tests.discord.fakediscord import CHANNEL_ID, GUILD_ID

DEFER = {"type": 5, "data": {"flags": 64}}


def only_private(calls: list[fd.Call]) -> fd.Call:
    """The one private reply among ``calls`` (a refusal or an answer for the invoker alone)."""
    assert calls[0].payload == DEFER, "acknowledged privately first"
    (reply,) = [c for c in calls if c.method == "PATCH" and c.path.endswith("@original")]
    assert not [c for c in calls if c.path == "/channels/{channel_id}/messages"], "nothing public"
    return reply


async def test_new_defers_privately_then_posts_in_the_channel(harness, service):
    calls = await harness.run("game new", ruleset="independence", seed=42)
    assert calls[0].payload == DEFER
    (command,) = service.handled
    assert (command.group, command.sub) == ("game", "new")
    assert command.options == {"ruleset": "independence", "seed": "42"}
    caller = command.caller
    assert (caller.user_id, caller.channel_id, caller.guild_id) == ("1", str(CHANNEL_ID), str(GUILD_ID))
    assert not caller.is_dm and not caller.is_server_manager and caller.roles == ()
    (post,) = harness.api.posts()
    description = post.body["embeds"][0]["description"]
    assert "New game of **War of Independence**" in description and "Seed commitment" in description
    assert "dice not secret" in description or "chose the seed" in description, "a chosen seed is announced"
    assert calls[-1].method == "DELETE" and calls[-1].path.endswith("@original")  # the "thinking" reply goes
    assert await service.undelivered() == []


async def test_new_refusals_are_private_and_change_nothing(harness, service):
    reply = only_private(await harness.run("game new", ruleset="chess"))
    known = ", ".join(sorted(rulesets()))
    assert reply.body["content"] == f"Unknown ruleset `chess`. Known rulesets: {known}."
    assert reply.body["embeds"] == []
    assert "no game" in only_private(await harness.run("game status")).text.lower()
    reply = only_private(await harness.run("game new", ruleset="independence", guild=False))
    assert "not in direct messages" in reply.body["content"]
    await harness.run("game new", ruleset="independence")
    reply = only_private(await harness.run("game new", ruleset="napoleon", user_id=2))
    assert "already" in reply.body["content"]


async def test_join_and_leave(harness, service):
    await harness.run("game new", ruleset="napoleon")
    calls = await harness.run("game join", side="France", user_id=2)
    assert "<@2> joins as France." in harness.api.posts()[-1].text
    assert "France: <@2>" in only_private(await harness.run("game status")).text
    assert calls[-1].method == "DELETE"
    assert "taken" in only_private(await harness.run("game join", side="France", user_id=3)).text
    assert "Prussia" in only_private(await harness.run("game join", side="Prussia", user_id=3)).text
    await harness.run("game leave", user_id=2)
    assert "<@2>" in harness.api.posts()[-1].text and "France" in harness.api.posts()[-1].text
    only_private(await harness.run("game leave", user_id=2))


async def test_start_posts_the_map_mentions_who_acts_and_sends_hands_by_dm(harness, service):
    await harness.run("game new", ruleset="independence")
    await harness.run("game join", side="Americans")
    await harness.run("game join", side="British", user_id=2)
    harness.api.clear()
    await harness.run("game start")
    (post,) = harness.api.posts()
    (png,) = post.files
    assert png.endswith(".png") and post.body["embeds"][0]["image"]["url"] == f"attachment://{png}"
    assert post.body["content"] == "<@2>", "the British act first and are pinged"
    assert post.body["allowed_mentions"] == {"parse": ["users"]}
    assert "Hand" in harness.api.dms(1)[0].text and "Hand" in harness.api.dms(2)[0].text
    assert await service.undelivered() == []
    assert "under way" in only_private(await harness.run("game start")).text


async def test_status_rules_and_log_answer_privately(harness):
    await harness.started_game()
    assert "(active)" in only_private(await harness.run("game status")).text
    rules = only_private(await harness.run("game rules", topic="Counterattack"))
    assert "Counterattack" in rules.text
    assert only_private(await harness.run("game log", last=5)).text


async def test_export_attaches_the_json_privately(harness, tmp_path):
    await harness.started_game()
    reply = only_private(await harness.run("game export"))
    (name,) = reply.files
    assert json.loads((tmp_path / name).read_text())["ruleset"] == "independence"


async def test_verify_end_and_verify_in_public(harness):
    await harness.started_game()
    assert "once the game has ended" in only_private(await harness.run("game verify")).text
    assert "Only a GM may" in only_private(await harness.run("game end", user_id=2)).text
    await harness.run("game end")
    assert "The seed was" in harness.api.posts()[-1].text
    await harness.run("game verify")
    assert "verified: the seed matches" in harness.api.posts()[-1].text, "the proof is public"


async def test_commands_work_from_dms(harness, service):
    calls = await harness.run("game status", guild=False, user_id=5)
    assert service.handled[-1].caller.is_dm and service.handled[-1].caller.guild_id is None
    assert "not in direct messages" in only_private(calls).text


async def test_the_interaction_is_acknowledged_before_the_service_works(harness, service, monkeypatch):
    seen = []
    handle = service.handle

    async def watching(command):
        seen.append([c.payload for c in harness.api.responses()])
        return await handle(command)

    monkeypatch.setattr(service, "handle", watching)
    await harness.run("game new", ruleset="independence")
    assert seen == [[DEFER]]


async def test_a_user_the_payload_does_not_resolve_still_reaches_the_service(harness, service):
    await harness.started_game()
    await harness.send(fd.slash("gm seat", side="British", user="12345", resolved={"users": {}}))
    assert service.handled[-1].options == {"side": "British", "user": "<@12345>"}


async def test_a_value_outside_fixed_choices_is_told_plainly(harness, service):
    await harness.started_game()
    (reply,) = await harness.run("gm deadline", hours="24", policy="never")
    assert reply.payload["type"] == 4 and reply.ephemeral
    assert reply.body["content"] == "`never` does not fit this option; pick one of those offered."
    assert service.handled[-1].sub == "start", "the service never saw it"
