"""The one place unexpected errors end: logged with their context and an error id, told privately.

Refusals are not errors here: the service returns them as ``Message(error=True)`` and delivery sends them
privately. What reaches this module is a bug or an outage; the bot logs it and keeps running.
"""

import logging
import secrets
from typing import Any

import discord
from discord import app_commands

log = logging.getLogger("courier.discord")


def new_error_id() -> str:
    """A short id the user can quote and the host can find in the log."""
    return secrets.token_hex(4)


def describe(interaction: discord.Interaction) -> dict[str, Any]:
    """The context worth logging about an interaction: who, where, which command or component."""
    data: Any = interaction.data or {}
    return {
        "user": interaction.user.id if interaction.user else None,
        "guild": interaction.guild_id,
        "channel": interaction.channel_id,
        "command": interaction.command.qualified_name if interaction.command else None,
        "custom_id": data.get("custom_id"),
        "options": data.get("options"),
    }


def private_text(error_id: str) -> str:
    """What the user is told about an unexpected error."""
    return (
        f"Something went wrong on Courier's side (error id `{error_id}`). "
        "Check `/game status` before trying again, and give the id to whoever runs the bot."
    )


async def tell_privately(interaction: discord.Interaction, text: str) -> None:
    """Send ``text`` only to the interaction's user, whether or not the interaction was answered yet."""
    try:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)
    except discord.HTTPException:
        log.warning("could not tell user %s about an error", interaction.user.id, exc_info=True)


async def report(interaction: discord.Interaction, error: BaseException) -> str:
    """Log an unexpected ``error`` with its context and an error id, tell the user privately; return the id."""
    error_id = new_error_id()
    log.error(
        "unexpected error %s: %r in %s",
        error_id,
        error,
        describe(interaction),
        exc_info=(type(error), error, error.__traceback__),
    )
    await tell_privately(interaction, private_text(error_id))
    return error_id


class CourierTree(app_commands.CommandTree[Any]):
    """The command tree with Courier's one error handler for commands and autocomplete."""

    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        """A value Discord let through that does not fit its option is told plainly; anything else is reported
        with an id."""
        if isinstance(error, app_commands.CommandInvokeError):
            await report(interaction, error.original)
        elif isinstance(error, app_commands.TransformerError):
            await tell_privately(interaction, f"`{error.value}` does not fit this option; pick one of those offered.")
        else:
            await report(interaction, error)
