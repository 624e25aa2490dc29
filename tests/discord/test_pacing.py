"""Discord's global rate limit: a burst at once, then the calls spaced at the rate, in the order they asked; each
process at its shards' share; a real bot's DMs and posts never faster than its pace, a player's DM channel
opened once however many players there are, and an invoker answered at once when the requests are behind."""

import asyncio
import time

import pytest

from bot.discord.config import Settings
from bot.discord.delivery import BACKLOG_NOTICE_SECONDS, RECORDED_TEXT
from bot.discord.pacing import GLOBAL_LIMIT, HEADROOM, Pacer, pace, process_rate
from bot.service.api import Message, Outcome
from tests.discord.fakediscord import CHANNEL_ID


class FakeTime:
    """A clock that only moves when a caller sleeps."""

    def __init__(self) -> None:
        self.now = 0.0
        self.slept: list[float] = []

    def clock(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        self.slept.append(seconds)
        self.now += seconds


async def test_a_burst_goes_at_once_then_each_call_waits_its_turn_at_the_rate():
    fake = FakeTime()
    pacer = Pacer(10.0, burst=3, clock=fake.clock, sleep=fake.sleep)
    assert pacer.backlog() == 0.0
    for _ in range(3):
        await pacer.wait()
    assert fake.now == 0.0, "a quiet bot's first calls go at once"
    assert pacer.backlog() == pytest.approx(0.1), "the next would wait a tenth of a second"
    for _ in range(4):
        await pacer.wait()
    assert fake.now == pytest.approx(0.4), "then one call every tenth of a second"
    fake.now += 5.0
    for _ in range(3):
        await pacer.wait()
    assert fake.now == pytest.approx(5.4), "after a quiet spell, a burst again, never more than the bucket holds"
    await pacer.wait()
    assert fake.now == pytest.approx(5.5)


async def test_calls_go_in_the_order_they_asked():
    pacer, went = Pacer(500.0, burst=1), []

    async def call(n: int) -> None:
        await pacer.wait()
        went.append(n)

    await asyncio.gather(*(call(n) for n in range(12)))
    assert went == list(range(12))


def test_each_process_paces_at_its_shards_share_of_the_limit():
    assert process_rate(GLOBAL_LIMIT) == pytest.approx(GLOBAL_LIMIT * HEADROOM)
    assert process_rate(GLOBAL_LIMIT, [0, 1, 2, 3], 16) == pytest.approx(GLOBAL_LIMIT * HEADROOM / 4)
    assert process_rate(200.0, [5], 2) == pytest.approx(90.0), "a bot Discord granted more"


def test_the_limit_comes_from_the_environment():
    assert Settings.from_env({}).requests_per_second == GLOBAL_LIMIT
    assert Settings.from_env({"COURIER_REQUESTS_PER_SECOND": "120"}).requests_per_second == 120.0
    for wrong in ("0", "-5", "fast", "inf", "nan"):
        with pytest.raises(ValueError, match="COURIER_REQUESTS_PER_SECOND"):
            Settings.from_env({"COURIER_REQUESTS_PER_SECOND": wrong})


async def test_a_bot_sends_its_dms_and_posts_no_faster_than_its_pace(harness):
    rate, burst = 40.0, 5
    pace(harness.bot.http, Pacer(rate, burst=burst))
    dms = [Message(to="dm", text=f"DM {n}", user_id=str(100 + n)) for n in range(15)]
    posts = [Message(to="channel", text=f"Post {n}", channel_id=str(CHANNEL_ID)) for n in range(10)]
    harness.api.clear()
    await harness.bot.delivery.deliver(Outcome([*dms, *posts]))
    calls = [c for c in harness.api.calls if c.method == "POST"]
    assert [c.text for c in calls if c.text] == [m.text for m in (*dms, *posts)], "every one sent, in order"
    times = [c.at for c in calls]
    assert len(times) == 15 * 2 + 10, "each DM opens its channel, then posts"
    for first in range(len(times)):
        for last in range(first + 1, len(times)):
            allowed = burst + rate * (times[last] - times[first]) + 1  # the bucket's bound, one call of rounding
            assert last - first + 1 <= allowed, f"calls {first}..{last} faster than {rate:g} a second"
    assert times[-1] - times[0] >= (len(times) - burst) / rate * 0.95


async def test_a_dm_channel_is_opened_once_per_player_however_many_players_there_are(harness):
    players = [str(1000 + n) for n in range(200)]  # more than the 128 DM channels discord.py keeps
    for _ in range(2):
        await harness.bot.delivery.deliver(Outcome([Message(to="dm", text=f"to {p}", user_id=p) for p in players]))
    opened = [c for c in harness.api.calls if c.path == "/users/@me/channels"]
    assert len(opened) == len(players), "the second round goes to the channels opened by the first"
    for player in players:
        assert [c.text for c in harness.api.dms(int(player))] == [f"to {player}"] * 2


async def behind(harness) -> list[asyncio.Task[None]]:
    """The bot paced at 20 requests a second with 60 other DMs waiting: over two seconds behind."""
    pacer = Pacer(20.0, burst=1)
    pace(harness.bot.http, pacer)
    harness.bot.delivery.pacer = pacer
    others = [Outcome([Message(to="dm", text=f"Game news {n}", user_id=str(500 + n))]) for n in range(60)]
    waiting = [asyncio.create_task(harness.bot.delivery.deliver(outcome)) for outcome in others]
    while pacer.backlog() <= BACKLOG_NOTICE_SECONDS:
        await asyncio.sleep(0.001)
    return waiting


def channel_posts(calls: list) -> list:
    return [c for c in calls if c.path == "/channels/{channel_id}/messages" and c.channel_id == CHANNEL_ID]


async def test_an_invoker_is_answered_at_once_when_the_bots_requests_are_behind(harness):
    await harness.run("game new", ruleset="independence")
    waiting = await behind(harness)
    began = time.monotonic()
    calls = await harness.run("game join", side="Americans")
    answered = [c for c in calls if c.method == "PATCH" and c.path.endswith("@original")]
    (post,) = channel_posts(calls)
    assert answered and RECORDED_TEXT in " ".join(c.text for c in answered)
    assert answered[0].at - began < 1.0, "the invoker's reply is not paced: it does not wait behind the others"
    assert post.at - began > 1.0 and "Americans" in post.text, "the post waits its turn"
    await asyncio.gather(*waiting)
    assert await harness.bot.service.undelivered() == []


async def test_a_post_refused_429_after_the_invoker_was_answered_waits_in_its_channel_and_goes(harness):
    await harness.run("game new", ruleset="independence")
    waiting = await behind(harness)
    harness.api.rate_limited[CHANNEL_ID] = 2
    first = len(harness.api.calls)
    calls = await harness.run("game join", side="Americans")
    assert [c for c in calls if c.method == "PATCH" and RECORDED_TEXT in c.text], "told once, at once"
    await asyncio.gather(*waiting)
    for _ in range(500):
        if channel_posts(harness.api.calls[first:]) and not harness.bot.delivery.in_hand():
            break
        await asyncio.sleep(0.01)
    (post,) = channel_posts(harness.api.calls[first:])
    assert "joins as Americans" in post.text
    assert len(harness.api.refused) == 2 and await harness.bot.service.undelivered() == []
    assert not [c for c in harness.api.calls if c.method == "POST" and "webhooks" in c.path and RECORDED_TEXT in c.text]
