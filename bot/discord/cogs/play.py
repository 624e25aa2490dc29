"""Looking (``/map``, ``/hand``, ``/forces``) and ``/undo``. The game verbs themselves are generated from the
rulesets' verb catalogues (``bot.discord.verbs``)."""

from discord import Interaction, app_commands
from discord.ext import commands

from bot.discord.invoke import Runner


class PlayCog(commands.Cog):
    """The map, the hand, your forces and undo."""

    def __init__(self, runner: Runner) -> None:
        self.runner = runner

    @app_commands.command(name="map")
    @app_commands.describe(private="Show your own view (with what only you may see), to you alone")
    async def map(self, interaction: Interaction, private: bool = False) -> None:
        """The game's map: the public view, or your own privately."""
        await self.runner.command(interaction, "map", private=private or None)

    @app_commands.command(name="hand")
    async def hand(self, interaction: Interaction) -> None:
        """Your hand, shown only to you."""
        await self.runner.command(interaction, "hand")

    @app_commands.command(name="forces")
    async def forces(self, interaction: Interaction) -> None:
        """Your own forces by place, shown only to you."""
        await self.runner.command(interaction, "forces")

    @app_commands.command(name="undo")
    async def undo(self, interaction: Interaction) -> None:
        """Take back your last action, if it rolled no dice and revealed nothing."""
        await self.runner.command(interaction, "undo")
