"""Buttons and selects: the service's custom ids rendered, presses handed back, and still working after a restart."""

import pytest

from bot.service.api import Button, Message, Outcome
from tests.discord import fakediscord as fd
from tests.discord.conftest import start_bot
from tests.discord.test_game import DEFER, only_private


async def decision(harness) -> fd.Call:
    """The British player's decision DM after drawing: buttons for each card to play, and /done."""
    await harness.started_game()
    await harness.done(user_id=2)
    (prompt,) = [dm for dm in harness.api.dms(2) if dm.custom_ids]
    harness.api.clear()
    return prompt


async def test_a_decision_button_calls_the_service_with_the_presser(harness, service):
    prompt = await decision(harness)
    assert "Your choices: /play card:Operational Move | /done" in prompt.text
    done = prompt.custom_ids[-1]
    calls = await harness.press(done, user_id=2, guild=False)
    assert calls[0].payload == DEFER
    caller, custom_id = service.presses[-1]
    assert (caller.user_id, caller.is_dm, custom_id) == ("2", True, done)
    assert "Recruit phase" in harness.api.posts()[-1].text, "the press was played and posted in the channel"


async def test_a_button_of_another_seat_is_refused_privately_and_changes_nothing(harness, service):
    prompt = await decision(harness)
    refusal = only_private(await harness.press(prompt.custom_ids[-1], user_id=1, guild=False))
    assert refusal.body["content"] == "Only the player of British may make this choice."
    assert "Move phase" in only_private(await harness.run("game status")).text


async def test_buttons_work_after_a_restart(harness, service, discord_api, error_log):
    prompt = await decision(harness)
    await harness.bot.close()
    restarted = await start_bot(service)
    try:
        harness.bot = restarted
        await harness.press(prompt.custom_ids[-1], user_id=2, guild=False)
        assert service.presses[-1][1] == prompt.custom_ids[-1]
        assert "Recruit phase" in harness.api.posts()[-1].text
    finally:
        await restarted.close()


async def test_long_choice_lists_become_select_menus(harness, service, monkeypatch):
    buttons = tuple(Button(f"courier:1:pick:{n}", f"Territory {n}") for n in range(30))

    async def many(command):
        return Outcome([Message("ephemeral", "Where does the fleet sail?", buttons=buttons)])

    monkeypatch.setattr(service, "handle", many)
    reply = only_private(await harness.run("move"))
    rows = reply.body["components"]
    assert [row["components"][0]["type"] for row in rows] == [3, 3]
    assert [len(row["components"][0]["options"]) for row in rows] == [25, 5]
    assert rows[1]["components"][0]["options"][0]["value"] == "courier:1:pick:25"
    await harness.press("courier-choose:1", values=["courier:1:pick:27"], user_id=3)
    assert service.presses[-1][1] == "courier:1:pick:27"


async def test_five_choices_are_buttons_and_foreign_ids_left_out(harness, service, monkeypatch):
    good = tuple(Button(f"courier:g:{n}", f"Option {n}", "success") for n in range(5))
    bad = (Button("not-ours", "Foreign"), Button("courier:" + "x" * 100, "Too long"), Button("courier:g:0", "Again"))

    async def some(command):
        return Outcome([Message("ephemeral", "Pick one.", buttons=good + bad)])

    monkeypatch.setattr(service, "handle", some)
    reply = only_private(await harness.run("done"))
    assert [len(row["components"]) for row in reply.body["components"]] == [5]
    assert reply.body["components"][0]["components"][0]["style"] == 3
    assert "3 more choices could not be shown" in reply.text


@pytest.mark.parametrize(("count", "menus"), [(6, [6]), (25, [25]), (26, [25, 1]), (125, [25] * 5)])
async def test_six_to_125_choices_become_select_menus_within_the_limits(harness, service, monkeypatch, count, menus):
    buttons = tuple(
        Button(f"courier:1:Allies:{n:016x}", f"/move from:Territory {n} to:{'Far away ' * 12}") for n in range(count)
    )

    async def many(command):
        return Outcome([Message("ephemeral", "Where next?", buttons=buttons)])

    monkeypatch.setattr(service, "handle", many)
    reply = only_private(await harness.run("done"))  # the fake Discord checks every limit of the payload
    selects = [row["components"][0] for row in reply.body["components"]]
    assert [len(s["options"]) for s in selects] == menus and {s["type"] for s in selects} == {3}
    assert all(len(o["label"]) <= 100 for s in selects for o in s["options"])
    assert [o["value"] for s in selects for o in s["options"]] == [b.custom_id for b in buttons]
    assert "could not be shown" not in reply.text


async def test_a_failing_press_gets_an_error_id_and_the_bot_goes_on(harness, service, monkeypatch):
    prompt = await decision(harness)

    async def broken(caller, custom_id, interaction_id=None):
        raise RuntimeError("store unavailable")

    working = service.press
    monkeypatch.setattr(service, "press", broken)
    before = len(harness.api.calls)
    await harness.send(fd.component(prompt.custom_ids[-1], user_id=2, guild=False), expect_errors=True)
    (record,) = harness.errors.take()
    error_id = record.args[0]
    reply = harness.api.calls[before:][-1]
    assert reply.ephemeral and f"error id `{error_id}`" in reply.body["content"]
    monkeypatch.setattr(service, "press", working)
    await harness.press(prompt.custom_ids[-1], user_id=2, guild=False)
    assert "Recruit phase" in harness.api.posts()[-1].text, "the next press works"
