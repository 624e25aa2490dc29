"""A decision message after its choice was accepted: the choice shown on it and its components disabled, so the
player sees what they picked and cannot press twice. The edit is a courtesy: the action already stands, so a
message that is gone or cannot be edited (404, 50013 …) is logged and left as it is."""

import logging

import discord

log = logging.getLogger("courier.discord")
CHOSEN = "✅ You chose: {}"


def chosen_label(message: discord.Message, custom_id: str) -> str:
    """The label of the button with ``custom_id``, or of the select option whose value it is (``custom_id``
    itself when the message does not carry it)."""
    for row in message.components:
        for item in getattr(row, "children", [row]):
            if isinstance(item, discord.Button) and item.custom_id == custom_id and item.label:
                return item.label
            if isinstance(item, discord.SelectMenu):
                for option in item.options:
                    if option.value == custom_id:
                        return option.label
    return custom_id


def disabled_view(message: discord.Message, custom_id: str) -> discord.ui.View:
    """The message's components, every one disabled; the chosen select option stays shown as the default."""
    view = discord.ui.View.from_message(message, timeout=None)
    for item in view.children:
        if isinstance(item, discord.ui.Button | discord.ui.Select):
            item.disabled = True
        if isinstance(item, discord.ui.Select):
            for option in item.options:
                option.default = option.value == custom_id
    return view


async def mark_chosen(interaction: discord.Interaction, custom_id: str) -> bool:
    """Edit the pressed message once: the choice on top, its components disabled. False (and logged) when
    Discord refuses the edit; the accepted action is not affected either way."""
    message = interaction.message
    if message is None or message.flags.ephemeral:  # a private reply (a Confirm) cannot be edited by a new press
        return False
    try:
        await message.edit(
            content=CHOSEN.format(chosen_label(message, custom_id)), view=disabled_view(message, custom_id)
        )
    except discord.HTTPException as error:
        log.info(
            "could not mark the choice on message %s (%s %s); the action stands", message.id, error.status, error.code
        )
        return False
    return True
