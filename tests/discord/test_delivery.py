"""Delivery: closed DMs, long messages and big files within Discord's limits, failures, and the restart flush."""

import os
import time

from bot.service.api import Message, Outcome
from tests.discord import fakediscord as fd
from tests.discord.conftest import start_bot
from tests.discord.fakediscord import CHANNEL_ID
from tests.discord.test_game import only_private

DM_CLOSED = "I could not send you a direct message"


def answering(service, monkeypatch, *messages: Message) -> None:
    """Make the service answer every command with ``messages``."""

    async def handle(command):
        return Outcome(list(messages))

    monkeypatch.setattr(service, "handle", handle)


async def test_closed_dms_are_told_once_to_the_invoker_at_once(harness, service):
    harness.api.closed_dms.add(1)
    await harness.run("game new", ruleset="independence")
    await harness.run("game join", side="Americans")
    await harness.run("game join", side="British", user_id=2)
    calls = await harness.run("game start")
    (notice,) = [c for c in calls if c.method == "PATCH"]
    assert notice.body["content"].startswith(DM_CLOSED) and "/hand" in notice.body["content"]
    assert "Hand" in harness.api.dms(2)[0].text
    assert await service.undelivered() == [], "a DM that can never arrive is not retried"
    calls = await harness.run("gm seat", side="Americans", user="1")
    assert not [c for c in calls if c.method == "PATCH" and DM_CLOSED in c.text], "told only once"
    assert "Americans: Hand" in only_private(await harness.run("hand")).text


async def test_closed_dms_of_another_player_are_told_at_their_next_command(harness):
    harness.api.closed_dms.add(2)
    await harness.started_game()
    calls = await harness.run("hand", user_id=2)
    notice, hand = [c for c in calls if c.method in ("PATCH", "POST") and "webhooks" in c.path]
    assert notice.body["content"].startswith(DM_CLOSED)
    assert hand.ephemeral and "British: Hand" in hand.text
    calls = await harness.run("hand", user_id=2)
    assert DM_CLOSED not in only_private(calls).text


async def test_a_long_private_answer_is_split_into_embeds_within_the_limits(harness, service, monkeypatch):
    clauses = [f"**Rule {n}.** Every clause of this rule, said at length. " * 4 for n in range(79)]
    answering(service, monkeypatch, Message("ephemeral", "\n".join(clauses), title="The rules"))
    calls = await harness.run("game rules")
    replies = [c for c in calls if "webhooks" in c.path and c.method in ("PATCH", "POST")]
    embeds = [e for c in replies for e in c.body["embeds"]]
    assert len(embeds) >= 3 and embeds[0]["title"] == "The rules"
    assert all(len(e["description"]) <= 4096 for e in embeds)
    assert all(sum(len(e.get("title", "")) + len(e["description"]) for e in c.body["embeds"]) <= 6000 for c in replies)
    text = "\n".join(e["description"] for e in embeds)
    assert text.count("Every clause") == 79 * 4
    assert all(c.ephemeral for c in replies[1:])


async def test_a_long_channel_post_keeps_files_mentions_and_buttons_together(harness, service, monkeypatch, tmp_path):
    from bot.service.api import Button

    maps = []
    for n in range(12):
        path = tmp_path / f"map {n}.png"
        path.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(100))
        maps.append(str(path))
    text = "\n".join(f"Battle {n}: the attacker rolls 6, 5, 1 and the defender 4, 4." for n in range(400))
    buttons = (Button("courier:1:help", "What can I do"),)
    post = Message("channel", text, str(CHANNEL_ID), files=tuple(maps), mentions=("1", "2"), buttons=buttons, title="T")
    answering(service, monkeypatch, post)
    await harness.run("done")
    posts = harness.api.posts()
    assert len(posts) >= 3
    assert "\n".join(e["description"] for p in posts for e in p.body.get("embeds", [])) == text
    last_text = [p for p in posts if p.body.get("embeds")][-1]
    assert last_text.body["content"] == "<@1> <@2>"
    assert len(last_text.files) == 10 and last_text.files[0] == "map_0.png"
    assert last_text.body["embeds"][-1]["image"]["url"] == "attachment://map_0.png"
    assert posts[-1].files == ["map_10.png", "map_11.png"] and posts[-1].custom_ids == ["courier:1:help"]
    assert all(not p.custom_ids for p in posts[:-1])


async def test_a_file_over_the_upload_limit_is_left_out_with_a_note(harness, service, monkeypatch, tmp_path):
    big = tmp_path / "huge.png"
    with open(big, "wb") as f:
        f.truncate(fd.UPLOAD_LIMIT + 1)
    small = tmp_path / "small.png"
    small.write_bytes(b"\x89PNG")
    answering(service, monkeypatch, Message("channel", "The map.", str(CHANNEL_ID), files=(str(big), str(small))))
    await harness.run("map")
    (post,) = harness.api.posts()
    assert post.files == ["small.png"]
    assert "huge.png is 10.0 MiB, over this server's 10 MiB upload limit" in post.text
    assert os.path.getsize(big) > fd.UPLOAD_LIMIT


async def test_files_are_batched_under_25_mib_per_request(harness, service, monkeypatch, tmp_path):
    paths = []
    for n in range(3):
        path = tmp_path / f"part{n}.png"
        with open(path, "wb") as f:
            f.truncate(9 * 1024 * 1024)
        paths.append(str(path))
    answering(service, monkeypatch, Message("channel", "Three big maps.", str(CHANNEL_ID), files=tuple(paths)))
    await harness.run("map")
    assert [p.files for p in harness.api.posts()] == [["part0.png", "part1.png"], ["part2.png"]]


async def test_a_missing_file_is_noted(harness, service, monkeypatch, tmp_path):
    answering(service, monkeypatch, Message("ephemeral", "Your view.", files=(str(tmp_path / "gone.png"),)))
    assert "The file gone.png is missing." in only_private(await harness.run("map", private=True)).text


async def test_a_long_refusal_is_split_into_plain_messages(harness, service, monkeypatch):
    answering(service, monkeypatch, Message("ephemeral", "No. " * 1200, error=True))
    calls = await harness.run("done")
    replies = [c for c in calls if "webhooks" in c.path and c.method in ("PATCH", "POST")]
    assert len(replies) == 3 and all(len(c.body["content"]) <= 2000 for c in replies)
    assert all(c.body["embeds"] == [] for c in replies)


async def test_an_empty_outcome_still_answers(harness, service, monkeypatch):
    answering(service, monkeypatch)
    assert only_private(await harness.run("done")).body["content"] == "Done."


async def test_an_unexpected_error_gets_an_id_privately_and_the_bot_goes_on(harness, service, monkeypatch):
    async def broken(command):
        raise KeyError("seat")

    working = service.handle
    monkeypatch.setattr(service, "handle", broken)
    before = len(harness.api.calls)
    await harness.send(fd.slash("move", from_="Boston", to="Albany", user_id=2), expect_errors=True)
    (record,) = harness.errors.take()
    error_id = record.args[0]
    context = record.args[2]
    assert context["command"] == "move" and context["user"] == 2 and context["channel"] == CHANNEL_ID
    reply = harness.api.calls[before:][-1]
    assert reply.ephemeral and f"error id `{error_id}`" in reply.body["content"]
    monkeypatch.setattr(service, "handle", working)
    await harness.run("game new", ruleset="independence")
    assert harness.api.posts()


async def test_no_permission_in_the_channel_is_told_privately_and_not_retried(harness, service):
    harness.api.forbidden_channels.add(CHANNEL_ID)
    calls = await harness.run("game new", ruleset="independence")
    (notice,) = [c for c in calls if c.method == "PATCH"]
    assert "I cannot post in <#" in notice.body["content"] and "Send Messages" in notice.body["content"]
    assert await service.undelivered() == []


async def test_a_failed_post_stays_in_the_outbox_and_goes_out_after_a_restart(harness, service, discord_api):
    discord_api.broken_channels.add(CHANNEL_ID)
    await harness.send(fd.slash("game new", ruleset="independence"), expect_errors=True)
    await harness.bot.close()
    later = time.time() + 3600  # the dead process's claim on the post has run out
    service.runtime.settings.clock = lambda: later
    discord_api.broken_channels.clear()
    discord_api.clear()
    restarted = await start_bot(service)
    try:
        (post,) = discord_api.posts()
        assert "New game of **War of Independence**" in post.text
        assert await service.undelivered() == []
    finally:
        await restarted.close()


async def test_outside_an_interaction_private_messages_become_dms(harness, service):
    message = Message("ephemeral", "Your deadline is near.", user_id="2")
    await harness.bot.delivery.deliver(Outcome([message]))
    assert harness.api.dms(2)[0].text == "Your deadline is near."
