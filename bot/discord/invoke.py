"""From an interaction to a service call and back: defer, call the service, deliver the outcome."""

from collections.abc import Mapping

import discord

from bot.discord import errors
from bot.discord.caller import caller_of
from bot.discord.delivery import Delivery
from bot.service.api import Command, Service

OptionValue = str | int | bool | discord.User | discord.Member | discord.Object | None


def option_values(options: Mapping[str, OptionValue]) -> dict[str, str]:
    """Command options as the service takes them: strings, users as mentions (``<@id>``), unset options left out."""
    values: dict[str, str] = {}
    for name, value in options.items():
        if value is None:
            continue
        if isinstance(value, bool):
            text = "true" if value else "false"
        elif isinstance(value, discord.User | discord.Member | discord.Object):
            text = f"<@{value.id}>"
        else:
            text = str(value).strip()
        if text:
            values[name] = text
    return values


class Runner:
    """Runs commands and presses against the service and delivers what they produce."""

    def __init__(self, service: Service, delivery: Delivery) -> None:
        self.service = service
        self.delivery = delivery

    async def command(
        self, interaction: discord.Interaction, group: str, sub: str | None = None, **options: OptionValue
    ) -> None:
        """``/group sub options…``: acknowledge privately at once, then let the service decide what to post.

        Unexpected exceptions propagate to the command tree's error handler."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        command = Command(caller=caller_of(interaction), group=group, sub=sub, options=option_values(options))
        outcome = await self.service.handle(command)
        await self.delivery.deliver(outcome, interaction)

    async def press(self, interaction: discord.Interaction, custom_id: str) -> None:
        """A button or select pressed: the service decides; an unexpected error is reported with an id."""
        try:
            await interaction.response.defer(ephemeral=True, thinking=True)
            outcome = await self.service.press(caller_of(interaction), custom_id)
            await self.delivery.deliver(outcome, interaction)
        except Exception as error:
            await errors.report(interaction, error)


def runner_of(client: discord.Client) -> Runner:
    """The runner a Courier client carries."""
    runner = getattr(client, "runner", None)
    if not isinstance(runner, Runner):
        raise RuntimeError("the client has no Courier runner")
    return runner
