"""From an interaction to a service call and back: defer, call the service, deliver the outcome."""

import logging
import time
from collections.abc import Callable, Mapping

import discord

from bot.discord import errors
from bot.discord.caller import caller_of
from bot.discord.channel_rights import missing_for_a_game
from bot.discord.chosen import mark_chosen
from bot.discord.delivery import Delivery
from bot.service.api import Command, Service

log = logging.getLogger("courier.discord")
ALREADY_ACKNOWLEDGED = 40060
UNKNOWN_INTERACTION = 10062
NO_RIGHTS = (
    "I cannot run a game in this channel: I lack {}. A server manager can give me these in the channel's "
    "settings (Permissions), then try `/game new` again."
)
MAP_COOLDOWN = 30.0
MAP_COOLDOWN_TEXT = "You posted a map moments ago; wait {} seconds between public maps, or use `/map private:true`."
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


async def acknowledge(interaction: discord.Interaction) -> bool:
    """Defer privately at once; False when another process already answered it (40060: it handles it) or when
    Discord's three seconds to answer had passed (10062: the player was shown that the command failed, so it is
    not run; nothing can be told them on that interaction)."""
    try:
        await interaction.response.defer(ephemeral=True, thinking=True)
    except discord.HTTPException as error:
        if error.code == ALREADY_ACKNOWLEDGED:
            log.info("interaction %s was already acknowledged elsewhere", interaction.id)
        elif error.code == UNKNOWN_INTERACTION:
            log.warning("interaction %s expired before it was acknowledged; not run", interaction.id)
        else:
            raise
        return False
    return True


class Runner:
    """Runs commands and presses against the service and delivers what they produce."""

    def __init__(self, service: Service, delivery: Delivery) -> None:
        self.service = service
        self.delivery = delivery
        self.clock: Callable[[], float] = time.monotonic
        self._maps_posted: dict[int, float] = {}

    def _may_post_map(self, user_id: int) -> bool:
        """A public map at most once per ``MAP_COOLDOWN`` seconds per user (the channel is not a slideshow)."""
        now = self.clock()
        if now - self._maps_posted.get(user_id, -MAP_COOLDOWN) < MAP_COOLDOWN:
            return False
        self._maps_posted[user_id] = now
        return True

    async def command(
        self, interaction: discord.Interaction, group: str, sub: str | None = None, **options: OptionValue
    ) -> None:
        """``/group sub options…``: acknowledge privately at once, then let the service decide what to post. The
        interaction's id goes with the command, so a command delivered twice is applied once. `/game new` first
        checks that the bot may post games in the channel.

        Unexpected exceptions propagate to the command tree's error handler."""
        if not await acknowledge(interaction):
            return
        if group == "map" and not options.get("private") and not self._may_post_map(interaction.user.id):
            await interaction.edit_original_response(content=MAP_COOLDOWN_TEXT.format(int(MAP_COOLDOWN)))
            return
        if (group, sub) == ("game", "new") and interaction.guild_id is not None:
            missing = missing_for_a_game(interaction.app_permissions, isinstance(interaction.channel, discord.Thread))
            if missing:
                await interaction.edit_original_response(content=NO_RIGHTS.format(", ".join(missing)))
                return
        command = Command(
            caller=caller_of(interaction),
            group=group,
            sub=sub,
            options=option_values(options),
            interaction_id=str(interaction.id),
        )
        outcome = await self.service.handle(command)
        await self.delivery.deliver(outcome, interaction)

    async def press(self, interaction: discord.Interaction, custom_id: str) -> None:
        """A button or select pressed: the service decides; what it accepted is then shown on the pressed message,
        its components disabled; an unexpected error is reported with an id."""
        try:
            if not await acknowledge(interaction):
                return
            outcome = await self.service.press(caller_of(interaction), custom_id, str(interaction.id))
            await self.delivery.deliver(outcome, interaction)
            if not any(message.error for message in outcome.messages):
                await mark_chosen(interaction, custom_id)
        except Exception as error:
            await errors.report(interaction, error)


def runner_of(client: discord.Client) -> Runner:
    """The runner a Courier client carries."""
    runner = getattr(client, "runner", None)
    if not isinstance(runner, Runner):
        raise RuntimeError("the client has no Courier runner")
    return runner
