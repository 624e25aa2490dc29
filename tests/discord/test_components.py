"""Buttons and selects: the service's custom ids rendered, presses handed back, and still working after a restart."""

from bot.service.api import Button, Message, Outcome
from tests.discord import fakediscord as fd
from tests.discord.conftest import start_bot
from tests.discord.fakediscord import CHANNEL_ID
from tests.discord.test_game import DEFER, only_private

HAND = f"courier:{CHANNEL_ID}:hand"


def card_button(side: str, card: str) -> str:
    return f"courier:{CHANNEL_ID}:card:{side}:{card}"


async def test_quick_buttons_call_the_service_with_the_presser(harness, service):
    await harness.started_game()
    calls = await harness.press(HAND, user_id=2, label="My hand")
    assert calls[0].payload == DEFER
    caller, custom_id = service.presses[-1]
    assert (caller.user_id, caller.channel_id, custom_id) == ("2", str(CHANNEL_ID), HAND)
    assert "Your hand" in only_private(calls).text


async def test_sealed_battle_cards_are_chosen_by_buttons_in_dms(harness, service):
    await harness.started_game()
    await harness.run("battle", territory="Boston")
    (post,) = harness.api.posts()
    assert "Battle at Boston" in post.text
    for user, side in ((1, "Americans"), (2, "British")):
        (prompt,) = harness.api.dms(user)
        assert "choose your battle card. Deadline <t:" in prompt.text
        assert prompt.custom_ids == [card_button(side, c) for c in ("Bayonet Charge", "Skirmishers", "Forced March")]
    british_choice = card_button("British", "Skirmishers")
    calls = await harness.press(british_choice, user_id=2, guild=False)
    assert only_private(calls).text == "You chose Skirmishers. Waiting for the other side."
    refusal = only_private(await harness.press(british_choice, user_id=1, guild=False))
    assert refusal.body["content"] == "That choice is not yours."
    calls = await harness.press(card_button("Americans", "Forced March"), user_id=1, guild=False)
    (reply,) = [c for c in calls if c.method == "PATCH"]
    assert reply.text == "You chose Forced March."
    result = harness.api.posts()[-1]
    assert "Americans: Forced March, British: Skirmishers" in result.text and result.files == ["map.png"]
    assert service.outbox == {}


async def test_buttons_work_after_a_restart(harness, service, discord_api, error_log):
    await harness.started_game()
    await harness.run("battle", territory="Albany")
    await harness.bot.close()
    restarted = await start_bot(service)
    try:
        harness.bot = restarted
        calls = await harness.press(card_button("British", "Bayonet Charge"), user_id=2, guild=False)
        assert "You chose Bayonet Charge" in only_private(calls).text
        assert service.presses[-1][1] == card_button("British", "Bayonet Charge")
    finally:
        await restarted.close()


async def test_long_choice_lists_become_select_menus(harness, service, monkeypatch):
    buttons = tuple(Button(f"courier:{CHANNEL_ID}:pick:{n}", f"Territory {n}") for n in range(30))

    async def many(command):
        return Outcome([Message("ephemeral", "Where does the fleet sail?", buttons=buttons)])

    monkeypatch.setattr(service, "handle", many)
    reply = only_private(await harness.run("move"))
    rows = reply.body["components"]
    assert [row["components"][0]["type"] for row in rows] == [3, 3]
    assert [len(row["components"][0]["options"]) for row in rows] == [25, 5]
    assert rows[1]["components"][0]["options"][0]["value"] == f"courier:{CHANNEL_ID}:pick:25"
    await harness.press("courier-choose:1", values=[f"courier:{CHANNEL_ID}:pick:27"], user_id=3)
    assert service.presses[-1][1] == f"courier:{CHANNEL_ID}:pick:27"


async def test_buttons_in_rows_of_five_and_foreign_ids_left_out(harness, service, monkeypatch):
    good = tuple(Button(f"courier:g:{n}", f"Option {n}", "success") for n in range(7))
    bad = (Button("not-ours", "Foreign"), Button("courier:" + "x" * 100, "Too long"), Button("courier:g:0", "Again"))

    async def some(command):
        return Outcome([Message("ephemeral", "Pick one.", buttons=good + bad)])

    monkeypatch.setattr(service, "handle", some)
    reply = only_private(await harness.run("done"))
    assert [len(row["components"]) for row in reply.body["components"]] == [5, 2]
    assert reply.body["components"][0]["components"][0]["style"] == 3
    assert "3 more choices could not be shown" in reply.text


async def test_a_failing_press_gets_an_error_id_and_the_bot_goes_on(harness, service, monkeypatch):
    await harness.started_game()

    async def broken(caller, custom_id, interaction_id=None):
        raise RuntimeError("store unavailable")

    working = service.press
    monkeypatch.setattr(service, "press", broken)
    before = len(harness.api.calls)
    await harness.send(fd.component(HAND, user_id=2), expect_errors=True)
    (record,) = harness.errors.take()
    error_id = record.args[0]
    reply = harness.api.calls[before:][-1]
    assert reply.ephemeral and f"error id `{error_id}`" in reply.body["content"]
    monkeypatch.setattr(service, "press", working)
    assert "Your hand" in only_private(await harness.press(HAND, user_id=2)).text
