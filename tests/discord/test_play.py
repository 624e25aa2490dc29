"""/map, /hand and the play verbs: options passed through, successes posted, refusals private,
and autocomplete from the service within Discord's limits and time."""

import asyncio
import time

import pytest

from tests.discord.test_game import only_private


async def moving(harness) -> None:
    """The British have drawn and played Operational Move: two stacks to move."""
    await harness.started_game()
    await harness.done(user_id=2)
    await harness.run("play", card="Operational Move", user_id=2)
    harness.api.clear()


async def test_public_map_is_posted_with_the_png(harness):
    await harness.started_game()
    await harness.run("map")
    (post,) = harness.api.posts()
    (png,) = post.files
    assert png.endswith(".png") and post.body["attachments"][0]["filename"] == png


async def test_private_map_only_to_the_caller(harness, service):
    await harness.started_game()
    reply = only_private(await harness.run("map", private=True, user_id=2))
    assert len(reply.files) == 1 and service.handled[-1].options == {"private": "true"}


async def test_hand_is_private(harness):
    await harness.started_game()
    await harness.done(user_id=2)
    reply = only_private(await harness.run("hand", user_id=2))
    assert "British: Hand (5)" in reply.text and "Operational Move" in reply.text


async def test_move_passes_its_options_and_posts_the_result(harness, service):
    await moving(harness)
    await harness.run("move", from_="Boston", to="Worcester", units="All", user_id=2)
    assert service.handled[-1].options == {"from": "Boston", "to": "Worcester", "units": "All"}
    (post,) = harness.api.posts()
    assert "Boston" in post.text and "Worcester" in post.text and "1 stack left" in post.text
    assert post.body["content"] is None, "the player who acts on is not pinged again"


@pytest.mark.parametrize(
    ("user_id", "options", "refusal"),
    [
        (1, {"from_": "Boston", "to": "Albany", "units": "All"}, "It is not your turn (Americans)"),
        (3, {"from_": "Boston", "to": "Albany", "units": "All"}, "You hold no seat in this game"),
        (2, {"from_": "Atlantis", "to": "Albany", "units": "All"}, "Atlantis"),
        (2, {"from_": "Boston", "to": "Albany"}, "Several `/move` actions match; add `units`"),
    ],
)
async def test_move_refusals_are_private_and_change_nothing(harness, service, user_id, options, refusal):
    await moving(harness)
    reply = only_private(await harness.run("move", user_id=user_id, **options))
    assert refusal in reply.body["content"]
    assert "Actions so far: 2." in only_private(await harness.run("game status")).text


async def test_play_success_and_refusal(harness, service):
    await harness.started_game()
    await harness.done(user_id=2)
    assert "It is not your turn" in only_private(await harness.run("play", card="Siege", user_id=1)).text
    await harness.run("play", card="Operational Move", user_id=2)
    assert service.handled[-1].group == "play" and service.handled[-1].options == {"card": "Operational Move"}
    assert "British play Operational Move." in harness.api.posts()[-1].text


async def test_done_draws_and_the_decision_comes_by_dm(harness):
    await harness.started_game()
    await harness.done(user_id=2)
    (post,) = harness.api.posts()
    assert "British draw 5 cards." in post.text and post.body["content"] is None
    (prompt,) = [dm for dm in harness.api.dms(2) if dm.custom_ids]
    assert "Your choices" in prompt.text


async def test_undo_of_a_draw_is_refused_plainly(harness):
    await harness.started_game()
    await harness.done(user_id=2)
    assert "cannot be undone" in only_private(await harness.run("undo", user_id=2)).text


async def test_autocomplete_filters_by_what_is_typed(harness, service):
    await moving(harness)
    choices = await harness.complete("move", "from", "bo", user_id=2)
    assert choices == [{"name": "Boston", "value": "Boston"}]


async def test_autocomplete_sees_the_options_typed_so_far(harness, service):
    await moving(harness)
    from_boston = await harness.complete("move", "to", "", from_="Boston", user_id=2)
    from_quebec = await harness.complete("move", "to", "", from_="Quebec", user_id=2)
    assert {"name": "Falmouth", "value": "Falmouth"} in from_boston and from_boston != from_quebec


async def test_autocomplete_never_offers_more_than_25(harness, service, monkeypatch):
    from bot.service.api import Choice

    async def many(command, option, typed):
        return [Choice(f"Territory {n}", f"t{n}") for n in range(40)]

    monkeypatch.setattr(service, "autocomplete", many)
    choices = await harness.complete("move", "to", "")
    assert [c["value"] for c in choices] == [f"t{n}" for n in range(25)]


async def test_autocomplete_for_cards_comes_from_the_callers_hand(harness):
    await harness.started_game()
    await harness.done(user_id=2)
    assert [c["name"] for c in await harness.complete("play", "card", "", user_id=2)] == ["Operational Move"]
    assert await harness.complete("play", "card", "", user_id=1) == [], "not the Americans' turn"


async def test_autocomplete_for_game_and_gm_options(harness):
    assert [c["value"] for c in await harness.complete("game new", "ruleset", "nap")] == ["napoleon"]
    await harness.run("game new", ruleset="napoleon")
    assert [c["value"] for c in await harness.complete("game join", "side", "")] == ["France", "Allies"]
    assert [c["value"] for c in await harness.complete("gm seat", "side", "all")] == ["Allies"]


async def test_autocomplete_trims_long_names_and_drops_long_values(harness, service, monkeypatch):
    from bot.service.api import Choice

    async def odd(command, option, typed):
        return [Choice("n" * 150, "ok"), Choice("fine", "v" * 101), Choice("", "empty")]

    monkeypatch.setattr(service, "autocomplete", odd)
    choices = await harness.complete("move", "to", "")
    assert choices == [{"name": "n" * 99 + "…", "value": "ok"}]


async def test_slow_autocomplete_answers_empty_well_inside_three_seconds(harness, service, monkeypatch):
    from bot.discord import autocomplete

    async def slow(command, option, typed):
        await asyncio.sleep(5)
        return []

    monkeypatch.setattr(service, "autocomplete", slow)
    monkeypatch.setattr(autocomplete, "TIME_BUDGET", 0.05)
    started = time.monotonic()
    assert await harness.complete("move", "to", "") == []
    assert time.monotonic() - started < 1
    assert autocomplete.TIME_BUDGET < 3


async def test_failing_autocomplete_answers_empty_and_logs_an_error_id(harness, service, monkeypatch):
    from tests.discord import fakediscord as fd

    async def broken(command, option, typed):
        raise RuntimeError("database locked")

    monkeypatch.setattr(service, "autocomplete", broken)
    await harness.send(fd.slash("move", focused="to", to="x"), expect_errors=True)
    assert harness.api.calls[-1].payload == {"type": 8, "data": {"choices": []}}
    (record,) = harness.errors.take()
    assert "autocomplete error" in record.getMessage() and "database locked" in str(record.exc_info[1])
