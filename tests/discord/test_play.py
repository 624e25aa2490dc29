"""/map, /hand and the play verbs: options passed through, successes posted, refusals private,
and autocomplete from the service within Discord's limits and time."""

import asyncio
import time

import pytest

from tests.discord.fakediscord import CHANNEL_ID
from tests.discord.fakeservice import TERRITORIES
from tests.discord.test_game import only_private


async def test_public_map_is_posted_with_the_png(harness):
    await harness.started_game()
    await harness.run("map")
    (post,) = harness.api.posts()
    assert post.files == ["map.png"] and post.body["attachments"][0]["filename"] == "map.png"


async def test_private_map_only_to_the_caller(harness, service):
    await harness.started_game()
    reply = only_private(await harness.run("map", private=True, user_id=2))
    assert reply.files == ["map.png"] and service.handled[-1].options == {"private": "true"}


async def test_hand_is_private(harness):
    await harness.started_game()
    reply = only_private(await harness.run("hand", user_id=2))
    assert reply.body["embeds"][0]["title"] == "British hand"
    assert "Bayonet Charge" in reply.text


async def test_move_passes_its_options_and_posts_the_result(harness, service):
    await harness.started_game()
    await harness.run("move", from_="Boston", to="New York", units="3 militia")
    assert service.handled[-1].options == {"from": "Boston", "to": "New York", "units": "3 militia"}
    (post,) = harness.api.posts()
    assert "Americans move 3 militia from Boston to New York." in post.text
    assert post.files == ["map.png"] and post.body["content"] == "<@1>"


@pytest.mark.parametrize(
    ("user_id", "options", "refusal"),
    [
        (2, {"from_": "Boston", "to": "Albany"}, "It is not your turn: Americans must act."),
        (3, {"from_": "Boston", "to": "Albany"}, "You have no seat in this game."),
        (1, {"from_": "Atlantis", "to": "Albany"}, "No such move for the Americans: from Atlantis to Albany."),
    ],
)
async def test_move_refusals(harness, service, user_id, options, refusal):
    await harness.started_game()
    reply = only_private(await harness.run("move", user_id=user_id, **options))
    assert reply.body["content"] == refusal
    assert service.games[str(CHANNEL_ID)].log == []


@pytest.mark.parametrize(
    ("verb", "options"),
    [
        ("play", {"card": "Forced March", "target": "Boston"}),
        ("recruit", {"unit": "militia", "territory": "Boston"}),
        ("build", {"unit": "fort", "territory": "Albany"}),
        ("retreat", {"to": "Princeton", "from_": "Trenton"}),
        ("discard", {"card": "Skirmishers"}),
        ("place", {"territory": "Boston"}),
    ],
)
async def test_play_verbs_success_and_refusal(harness, service, verb, options):
    await harness.started_game()
    await harness.run(verb, **options)
    assert f"Americans: {verb} " in harness.api.posts()[-1].text
    sent = {k.rstrip("_"): v for k, v in options.items()}
    assert service.handled[-1].group == verb and service.handled[-1].options == sent
    assert "It is not your turn" in only_private(await harness.run(verb, user_id=2, **options)).text


async def test_done_passes_the_turn_and_mentions_the_next_player(harness):
    await harness.started_game()
    await harness.run("done")
    (post,) = harness.api.posts()
    assert "British to act" in post.text and post.body["content"] == "<@2>"


async def test_undo(harness):
    await harness.started_game()
    assert "Nothing to undo" in only_private(await harness.run("undo")).text
    await harness.run("move", from_="Boston", to="Albany")
    await harness.run("undo")
    assert "Undone: Americans move" in harness.api.posts()[-1].text


async def test_autocomplete_filters_by_what_is_typed(harness, service):
    await harness.started_game()
    choices = await harness.complete("move", "from", "bo")
    assert choices == [{"name": "Boston", "value": "Boston"}]
    command, option, typed = service.autocompleted[-1]
    assert (command.group, option, typed) == ("move", "from", "bo")


async def test_autocomplete_sees_the_options_typed_so_far(harness, service):
    await harness.started_game()
    choices = await harness.complete("move", "to", "bos", from_="Boston")
    assert choices == []
    command, option, _ = service.autocompleted[-1]
    assert command.options == {"from": "Boston"} and option == "to"


async def test_autocomplete_never_offers_more_than_25(harness):
    await harness.started_game()
    assert len(TERRITORIES) > 25
    choices = await harness.complete("battle", "territory", "")
    assert [c["value"] for c in choices] == TERRITORIES[:25]


async def test_autocomplete_for_cards_comes_from_the_callers_hand(harness):
    await harness.started_game()
    choices = await harness.complete("play", "card", "", user_id=2)
    assert [c["name"] for c in choices] == ["Bayonet Charge", "Skirmishers", "Forced March"]


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
