"""Autocomplete from the service: the caller's legal choices for the option being typed.

Discord wants an answer within 3 seconds and at most 25 choices (names and string values of 1–100
characters); the service gets two seconds, and a slow or failing service yields no choices rather than an
error. Autocomplete is a hint only: the service checks every submitted value again.
"""

import asyncio
import logging
from collections.abc import Callable, Coroutine
from typing import Any

import discord
from discord import app_commands

from bot.discord import errors
from bot.discord.caller import caller_of
from bot.discord.invoke import option_values, runner_of
from bot.service.api import Command

log = logging.getLogger("courier.discord")

TIME_BUDGET = 2.0
MAX_CHOICES = 25
CHOICE_LIMIT = 100

Suggester = Callable[[discord.Interaction[Any], str], Coroutine[Any, Any, list[app_commands.Choice[str]]]]


def typed_command(interaction: discord.Interaction, focused: str) -> Command:
    """The command as typed so far, without the option being typed."""
    qualified = interaction.command.qualified_name.split() if interaction.command else ["?"]
    others: dict[str, Any] = {name: value for name, value in interaction.namespace if name != focused}
    return Command(
        caller=caller_of(interaction),
        group=qualified[0],
        sub=qualified[1] if len(qualified) > 1 else None,
        options=option_values(others),
    )


def to_choices(choices: list[Any]) -> list[app_commands.Choice[str]]:
    """Service choices within Discord's limits: 25 at most, names cut to 100, over-long values left out."""
    kept: list[app_commands.Choice[str]] = []
    for choice in choices:
        if not choice.name or not choice.value or len(choice.value) > CHOICE_LIMIT:
            continue
        name = choice.name if len(choice.name) <= CHOICE_LIMIT else choice.name[: CHOICE_LIMIT - 1] + "…"
        kept.append(app_commands.Choice(name=name, value=choice.value))
        if len(kept) == MAX_CHOICES:
            break
    return kept


def suggest(option: str) -> Suggester:
    """An autocomplete callback for ``option`` (its name as Discord shows it)."""

    async def callback(interaction: discord.Interaction[Any], typed: str) -> list[app_commands.Choice[str]]:
        command = typed_command(interaction, option)
        try:
            found = await asyncio.wait_for(
                runner_of(interaction.client).service.autocomplete(command, option, typed), TIME_BUDGET
            )
        except TimeoutError:
            log.warning("autocomplete for /%s %s took over %.1f s", command.group, option, TIME_BUDGET)
            return []
        except Exception as error:
            error_id = errors.new_error_id()
            log.error("autocomplete error %s in %s", error_id, errors.describe(interaction), exc_info=error)
            return []
        return to_choices(found)

    return callback
