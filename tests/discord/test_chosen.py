"""Decisions on the real service: more than five choices come as select menus; an accepted press or pick is shown
on its message with the components disabled (one edit), and a failed edit loses nothing."""

import pytest

from tests.discord import fakediscord as fd
from tests.discord.test_components import decision
from tests.discord.test_game import only_private

EDIT = "/channels/{channel_id}/messages/{message_id}"


async def recruiting(harness) -> fd.Call:
    """The Americans' recruit phase: a decision DM with more than five choices (a select menu)."""
    await harness.started_game()
    for user in (2, 2, 2, 2, 1, 1):
        await harness.done(user_id=user)
    (prompt,) = [dm for dm in harness.api.dms(1) if dm.body.get("components")][-1:]
    harness.api.clear()
    return prompt


def components(call: fd.Call) -> list[dict]:
    return [item for row in call.body["components"] for item in row["components"]]


async def test_more_than_five_real_choices_come_as_a_select_and_a_pick_is_played(harness, service):
    prompt = await recruiting(harness)
    (menu,) = components(prompt)
    assert menu["type"] == 3 and 5 < len(menu["options"]) <= 25
    option = menu["options"][0]
    await harness.send(fd.component(menu["custom_id"], values=[option["value"]], on=prompt, user_id=1, guild=False))
    assert service.presses[-1][1] == option["value"]
    territory = option["label"].rsplit("territory:", 1)[1]
    assert f"Americans raise a unit in {territory}." in harness.api.posts()[-1].text
    (edit,) = [c for c in harness.api.calls if c.path == EDIT]
    assert edit.body["content"] == f"✅ You chose: {option['label']}"
    (shown,) = components(edit)
    assert shown["disabled"] is True
    assert [o["value"] for o in shown["options"] if o.get("default")] == [option["value"]]
    assert "embeds" not in edit.body, "the prompt itself stays as it was"


async def test_a_pressed_button_is_edited_to_show_the_choice_and_disabled(harness):
    prompt = await decision(harness)
    await harness.press(prompt.custom_ids[-1], on=prompt, user_id=2, guild=False)
    (edit,) = [c for c in harness.api.calls if c.path == EDIT]
    assert edit.body["content"] == "✅ You chose: /done"
    assert [b["disabled"] for b in components(edit)] == [True] * len(prompt.custom_ids)
    assert [b["custom_id"] for b in components(edit)] == prompt.custom_ids


async def test_a_refused_press_leaves_the_message_as_it_was(harness):
    prompt = await decision(harness)
    only_private(await harness.press(prompt.custom_ids[-1], on=prompt, user_id=1, guild=False))
    assert not [c for c in harness.api.calls if c.path == EDIT]


@pytest.mark.parametrize("refusal", [(404, 10008), (403, 50013), (500, 0)])
async def test_when_the_edit_fails_the_action_still_stands(harness, refusal):
    prompt = await decision(harness)
    harness.api.edit_refusal = refusal
    await harness.press(prompt.custom_ids[-1], on=prompt, user_id=2, guild=False)
    assert [c.path for c in harness.api.refused] == [EDIT], "one edit tried, no retry loop"
    assert "Recruit phase" in harness.api.posts()[-1].text, "the press was played and posted"
    assert "Actions so far: 2." in only_private(await harness.run("game status")).text


async def test_a_typed_pass_that_cannot_be_undone_asks_for_confirm_first(harness, service):
    await harness.started_game()
    asked = only_private(await harness.run("done", user_id=2))
    assert asked.text.startswith("British: `/done` cannot be undone. Draw phase:")
    assert "Press **Confirm**" in asked.text and "Actions so far: 0." in (
        only_private(await harness.run("game status")).text
    ), "nothing applied before the press"
    (confirm,) = components(asked)
    assert confirm["label"] == "Confirm /done" and confirm["style"] == 4
    assert "Only the player of British" in only_private(await harness.press(confirm["custom_id"], user_id=1)).text
    await harness.press(confirm["custom_id"], user_id=2, on=asked)
    assert "British draw 5 cards." in harness.api.posts()[-1].text
    again = only_private(await harness.press(confirm["custom_id"], user_id=2, on=asked))
    assert "no longer available" in again.text, "a second press applies nothing"
    assert "Actions so far: 1." in only_private(await harness.run("game status")).text
