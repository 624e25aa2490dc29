"""Delivery against what Discord really does, with the real service: refused embeds and files, 429s, a channel
deleted, closed DMs, a restart in the middle. Nothing committed is lost and each channel's posts keep their order."""

import asyncio
import json
import sqlite3
from collections.abc import Callable

import discord

from bot.discord.channel_rights import NO_FILES_NOTE
from bot.discord.delivery import RECORDED_TEXT
from bot.service import runtime
from bot.service.api import Message, Outcome
from bot.service.service import GameService
from bot.store import open_store
from bot.store.rows import CLAIM_SECONDS
from tests.discord import fakediscord as fd
from tests.discord.conftest import SEED, Harness, RecordingService, start_bot
from tests.discord.fakediscord import CHANNEL_ID
from tests.discord.test_real_service import lobby, open_service, real  # noqa: F401  (the fixture)
from tests.service.table import Clock

DAY = 24 * 3600.0


def texts(calls: list[fd.Call]) -> list[str]:
    return [c.text for c in calls]


async def within(seconds: float, condition: Callable[[], bool]) -> bool:
    """Whether ``condition`` holds within ``seconds`` (the channel's worker retries in the background: a run of
    commands can end before its third refusal)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    while not condition() and loop.time() < deadline:
        await asyncio.sleep(0.01)
    return condition()


async def test_a_channel_without_attach_files_or_embeds_gets_every_phase_as_text(real):  # noqa: F811
    real.api.no_files.add(CHANNEL_ID)
    real.api.no_embeds.add(CHANNEL_ID)
    await lobby(real)
    await real.run("game start")
    for _ in range(3):
        await real.run("gm skip")
    posts = real.api.posts()
    assert posts and all(not p.files and not p.body.get("embeds") for p in posts)
    assert any("begins" in p.text for p in posts) and any(NO_FILES_NOTE in p.text for p in posts)
    assert await real.bot.service.undelivered() == []


async def test_rate_limited_posts_wait_in_order_and_the_player_is_told(real):  # noqa: F811
    await real.run("game new", ruleset="independence")
    real.api.clear()
    real.api.rate_limited[CHANNEL_ID] = 3
    calls = await real.run("game join", side="Americans")
    assert any(RECORDED_TEXT in c.text for c in calls if c.method == "PATCH" or c.ephemeral)
    await real.run("game join", side="British", user_id=2)
    await real.bot.delivery.queues.idle()
    joined = [t for t in texts(real.api.posts()) if "joins as" in t]
    assert joined == ["<@1> joins as Americans.", "<@2> joins as British."]
    assert len(real.api.refused) == 3 and await real.bot.service.undelivered() == []


async def test_a_restart_in_the_middle_loses_nothing_and_keeps_the_order(tmp_path, discord_api, error_log):
    service = await open_service(tmp_path)
    bot = await start_bot(service)
    h = Harness(bot, discord_api, error_log)
    await h.run("game new", ruleset="independence")
    discord_api.rate_limited[CHANNEL_ID] = 10**6
    await h.run("game join", side="Americans")
    await h.run("game join", side="British", user_id=2)
    await h.run("game start")
    outbox = sqlite3.connect(tmp_path / "courier.db")
    rows = outbox.execute("SELECT message FROM outbox WHERE delivered_at IS NULL ORDER BY id").fetchall()
    outbox.close()
    waiting = [json.loads(row[0])["text"] for row in rows if json.loads(row[0])["to"] == "channel"]
    assert len(waiting) >= 3
    told = await within(5.0, lambda: "cannot post in" in "\n".join(texts(discord_api.dms(1))))
    await bot.close()
    await service.close()
    assert told, "the GM is told the posts wait (after the channel's third refusal in a row)"

    discord_api.rate_limited.clear()
    discord_api.clear()
    service = await open_service(tmp_path)
    bot = await start_bot(service)
    try:
        await bot.delivery.queues.idle()
        sent = texts(discord_api.posts())
        found = [next(i for i, text in enumerate(sent) if w.split("\n")[0] in text) for w in waiting]
        assert found == sorted(found), "the posts arrive in the order they were committed"
        assert await service.undelivered() == []
    finally:
        await bot.close()
        await service.close()


async def test_posts_waiting_out_a_long_rate_limit_keep_their_claim_and_go_out_once(tmp_path, discord_api, error_log):
    clock = Clock()
    settings = runtime.Settings(out_dir=tmp_path, gm_role="Courier GM", seeds=lambda: SEED, clock=clock)
    db = str(tmp_path / "courier.db")
    service = RecordingService(await open_store(db, instance="shard-a"), None, settings)
    other = GameService(await open_store(db, instance="shard-b"), None, settings)
    bot = await start_bot(service)
    h = Harness(bot, discord_api, error_log)
    try:
        await h.run("game new", ruleset="independence")
        discord_api.rate_limited[CHANNEL_ID] = 10**6
        await h.run("game join", side="Americans")
        await h.run("game join", side="British", user_id=2)
        for _ in range(2):  # the posts wait longer than a claim lasts; the bot keeps holding them
            clock.now += CLAIM_SECONDS * 0.75
            await bot.claims.step()
        assert not [m for m in await other.undelivered() if "joins as" in m.text], "no other process takes them"
        await bot.sweeper.step()  # nor does this process's sweep queue them a second time

        discord_api.rate_limited.clear()
        await bot.delivery.queues.idle()
        joined = [t for t in texts(discord_api.posts()) if "joins as" in t]
        assert joined == ["<@1> joins as Americans.", "<@2> joins as British."]
        assert bot.delivery.in_hand() == frozenset() and await service.undelivered() == []
    finally:
        await bot.close()
        await service.close()
        await other.close()


async def test_a_claim_renewal_that_fails_is_logged_and_the_next_one_keeps_the_claims(real, monkeypatch):  # noqa: F811
    service = real.bot.service
    keep_claims, asked = service.keep_claims, []

    async def down(outbox_ids: list[int]) -> None:
        asked.append(outbox_ids)
        raise ConnectionError("the database is restarting")

    monkeypatch.setattr(service, "keep_claims", down)
    await real.bot.claims.step()
    assert asked == [], "nothing in hand: nothing asked of the database"
    await real.run("game new", ruleset="independence")
    real.api.rate_limited[CHANNEL_ID] = 10**6
    await real.run("game join", side="Americans")
    (waiting,) = real.bot.delivery.in_hand()
    await real.bot.claims.step()
    assert asked == [[waiting]] and "keeping the claims" in real.errors.records[-1].getMessage()
    real.errors.records.clear()
    monkeypatch.setattr(service, "keep_claims", keep_claims)
    await real.bot.claims.step()  # the next renewal goes through
    real.errors.check()
    real.api.rate_limited.clear()
    await real.bot.delivery.queues.idle()
    assert await service.undelivered() == [] and real.bot.delivery.in_hand() == frozenset()


async def test_posts_a_sweep_sent_that_still_wait_are_not_queued_again_by_the_next_sweep(
    tmp_path, discord_api, error_log
):
    service = await open_service(tmp_path)
    bot = await start_bot(service)
    await Harness(bot, discord_api, error_log).run("game new", ruleset="independence")
    discord_api.rate_limited[CHANNEL_ID] = 10**6
    await Harness(bot, discord_api, error_log).run("game join", side="Americans")
    await bot.close()
    await service.close()

    service = await open_service(tmp_path)
    bot = await start_bot(service)  # the restart's sweep sends the join again: it waits behind the rate limit
    try:
        await bot.sweeper.step()
        await bot.sweeper.step()
        discord_api.rate_limited.clear()
        await bot.delivery.queues.idle()
        assert [t for t in texts(discord_api.posts()) if "joins as" in t] == ["<@1> joins as Americans."]
        assert await service.undelivered() == []
    finally:
        await bot.close()
        await service.close()


async def test_a_thread_archived_since_the_last_post_is_reopened_and_the_post_goes_out(real):  # noqa: F811
    await lobby(real)
    real.api.archived_threads.add(CHANNEL_ID)  # the game's thread went quiet and Discord archived it
    real.api.clear()
    await real.run("game start")
    reopened = [c for c in real.api.calls if c.method == "PATCH" and c.path == "/channels/{channel_id}"]
    assert [c.payload for c in reopened] == [{"archived": False}]
    assert any("begins" in t for t in texts(real.api.posts()))
    assert CHANNEL_ID not in real.api.archived_threads and await real.bot.service.undelivered() == []


async def test_a_locked_archived_thread_is_told_to_the_invoker_not_retried_for_ever(real):  # noqa: F811
    await lobby(real)
    real.api.archived_threads.add(CHANNEL_ID)
    real.api.locked_threads.add(CHANNEL_ID)
    real.api.clear()
    calls = await real.run("game start")
    told = [c.text for c in calls if c.method == "PATCH" and c.path.endswith("@original") or c.ephemeral]
    assert any("archived and locked" in t and "unlock" in t for t in told)
    assert real.api.posts() == [] and await real.bot.service.undelivered() == []


async def test_a_post_outside_a_command_to_a_locked_archived_thread_is_told_to_the_gms(real):  # noqa: F811
    await lobby(real)
    real.api.archived_threads.add(CHANNEL_ID)
    real.api.locked_threads.add(CHANNEL_ID)
    reminder = Message(to="channel", text="⏰ A reminder.", channel_id=str(CHANNEL_ID))
    await real.bot.delivery.deliver(Outcome(messages=[reminder]))  # as the deadline clock delivers
    assert any("archived and locked" in t for t in texts(real.api.dms(1)))


async def test_a_long_message_refused_halfway_goes_on_from_the_refused_part_not_from_the_start(real):  # noqa: F811
    await lobby(real)
    paragraphs = [f"Part {n}: " + "the column marches on. " * 150 for n in range(4)]
    long = Message(to="channel", text="\n\n".join(paragraphs), channel_id=str(CHANNEL_ID), outbox_id=10**9)
    real.api.clear()
    real.api.passing_first[CHANNEL_ID] = 1  # Discord takes the first post, then rate-limits the channel
    real.api.rate_limited[CHANNEL_ID] = 2
    await real.bot.delivery.deliver(Outcome([long]))
    await real.bot.delivery.queues.idle()
    sent = texts(real.api.posts())
    assert len(sent) > 2 and all(sent.count(text) == 1 for text in sent), "no part twice"
    assert [n for n in range(4) for text in sent if text.startswith(f"Part {n}:")] == [0, 1, 2, 3]
    assert real.bot.delivery.in_hand() == frozenset()


async def test_a_deleted_channel_pauses_its_game_and_stops_its_deadline(real):  # noqa: F811
    await lobby(real)
    await real.run("game start")
    await real.run("gm deadline", hours="24")
    await real.bot._channel_deleted(discord.Object(CHANNEL_ID))  # type: ignore[arg-type]
    record = await real.bot.service.store.live_game(str(CHANNEL_ID))
    assert record is not None and record.status == "paused"
    assert await real.bot.service.store.deadline_of(record.id) is None
    assert "paused" in "\n".join(texts(real.api.dms(1)))


async def test_a_channel_that_vanished_while_posting_pauses_its_game(real):  # noqa: F811
    await lobby(real)
    real.api.gone_channels.add(CHANNEL_ID)
    await real.run("game start")
    record = await real.bot.service.store.live_game(str(CHANNEL_ID))
    assert record is not None and record.status == "paused"


async def test_closed_dms_are_remembered_across_a_restart_and_tried_again_after_a_day(real):  # noqa: F811
    real.api.closed_dms.add(2)
    await lobby(real)
    await real.run("game start")
    service = real.bot.service
    assert await service.dm_closed_at("2") is not None
    tries = len(real.api.refused)
    await real.bot.delivery.deliver(Outcome([Message("dm", "Your hand changed.", user_id="2")]))
    assert len(real.api.refused) == tries, "no new refused DM counts against Discord's invalid-request limit"
    real.bot.delivery.clock = lambda: service.runtime.settings.clock() + DAY + 1
    real.api.closed_dms.clear()
    await real.bot.delivery.deliver(Outcome([Message("dm", "Your hand changed.", user_id="2")]))
    assert texts(real.api.dms(2))[-1] == "Your hand changed." and await service.dm_closed_at("2") is None


async def test_game_new_refuses_a_channel_without_the_permissions_a_game_needs(real):  # noqa: F811
    rights = discord.Permissions(view_channel=True, send_messages=True, read_message_history=True)
    await real.send(fd.slash("game new", ruleset="independence", app_permissions=rights))
    reply = real.api.private()[-1].body["content"]
    assert "Embed Links" in reply and "Attach Files" in reply and "Send Messages" not in reply
    assert await real.bot.service.store.live_game(str(CHANNEL_ID)) is None


async def test_an_interaction_another_process_answered_is_not_run_again(real):  # noqa: F811
    real.api.acknowledged_elsewhere = True
    await real.send(fd.slash("game new", ruleset="independence"))
    assert await real.bot.service.store.live_game(str(CHANNEL_ID)) is None and real.api.posts() == []


async def test_an_interaction_that_expired_before_it_was_acknowledged_is_not_run_and_logs_no_error(real):  # noqa: F811
    await lobby(real)
    real.api.expired_interactions = True  # the bot was too slow to answer within Discord's three seconds
    await real.send(fd.slash("game start"))  # fails the test on an error logged
    record = await real.bot.service.store.live_game(str(CHANNEL_ID))
    assert record is not None and record.status == "lobby", "the player was shown the command failed: not run"
    real.api.expired_interactions = False
    await real.run("game start")  # the player tries again
    assert any("begins" in t for t in texts(real.api.posts()))


async def test_a_refusal_during_a_deadline_tick_is_told_to_the_gm(real):  # noqa: F811
    await lobby(real)
    await real.run("game start")
    real.api.forbidden_channels.add(CHANNEL_ID)
    post = Message("channel", "⏰ The deadline has passed.", channel_id=str(CHANNEL_ID))
    await real.bot.delivery.deliver(Outcome([post]))
    assert "I cannot post in" in texts(real.api.dms(1))[-1]


async def test_removal_from_the_server_or_a_deleted_thread_pauses_the_games_there(real):  # noqa: F811
    await lobby(real)
    await real.run("game start")
    real.bot.dispatch(
        "raw_thread_delete", discord.RawThreadDeleteEvent({"id": "1", "guild_id": "1", "parent_id": "1", "type": 11})
    )
    await real.bot._guild_removed(real.bot.get_guild(fd.GUILD_ID))  # type: ignore[arg-type]
    record = await real.bot.service.store.live_game(str(CHANNEL_ID))
    assert record is not None and record.status == "paused"


async def test_a_seats_own_map_is_drawn_as_its_dm_goes_and_attached(real):  # noqa: F811
    """Issue 12: the reply to a phase change waits for the public map only; each seat's own map is committed in its
    DM as the board, drawn when the DM is delivered, and sent as a PNG like any map."""
    await lobby(real)
    await real.run("game start")
    own = [c for c in real.api.dms(1) if "your own view of the map" in c.text]
    assert own and all(len(c.files) == 1 and c.files[0].endswith("-Americans.png") for c in own)
    assert all(c.files[0].startswith("game") for c in own), "sent under the name it was drawn as, no digest"
    assert await real.bot.service.undelivered() == []


async def test_the_reply_and_the_post_do_not_wait_for_the_seats_own_maps(real, monkeypatch):  # noqa: F811
    """Issue 12: a seat's own map is drawn as its DM goes (by a lower-priority worker on a loaded machine, which can
    take seconds): the channel's post goes and the invoker's reply is answered first, and the DMs follow in their
    order once drawn; nothing is left undelivered."""
    await lobby(real)
    real.api.clear()
    drawn = asyncio.Event()
    files_ready = real.bot.service.files_ready

    async def drawn_slowly(message: Message) -> Message:
        if message.drawn_as_sent:
            await drawn.wait()
        return await files_ready(message)

    monkeypatch.setattr(real.bot.service, "files_ready", drawn_slowly)
    started = asyncio.ensure_future(real.run("game start"))
    assert await within(5, lambda: any(c.method == "DELETE" for c in real.api.calls)), "the reply was answered"
    assert any("begins" in p.text for p in real.api.posts())
    assert not any("your own view of the map" in c.text for user in (1, 2) for c in real.api.dms(user))
    drawn.set()
    await asyncio.wait_for(started, 5)
    for user, seat in ((1, "Americans"), (2, "British")):
        own = [c for c in real.api.dms(user) if "your own view of the map" in c.text]
        assert len(own) == 1 and own[0].files[0].endswith(f"-{seat}.png")
    assert await real.bot.service.undelivered() == []
