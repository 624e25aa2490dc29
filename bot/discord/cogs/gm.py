"""``/gm``: the game master's tools. Who is a GM (the game's creator, Manage Server, the GM role) is the
service's decision: it gets the caller's permission and roles and refuses the others privately."""

import discord
from discord import Interaction, app_commands
from discord.ext import commands

from bot.discord.autocomplete import suggest
from bot.discord.invoke import Runner

POLICIES = [
    app_commands.Choice(name="wait for the player", value="wait"),
    app_commands.Choice(name="pass for the player", value="pass"),
    app_commands.Choice(name="let the AI play the seat", value="ai"),
]


class GmCog(commands.Cog):
    """GM commands for this channel's game."""

    gm = app_commands.Group(name="gm", description="Game master tools for this channel's game", guild_only=True)

    def __init__(self, runner: Runner) -> None:
        self.runner = runner

    @gm.command(name="pause")
    async def pause(self, interaction: Interaction) -> None:
        """Pause the game: no actions and no deadlines until resumed."""
        await self.runner.command(interaction, "gm", "pause")

    @gm.command(name="resume")
    async def resume(self, interaction: Interaction) -> None:
        """Resume a paused game."""
        await self.runner.command(interaction, "gm", "resume")

    @gm.command(name="seat")
    @app_commands.describe(side="The side to seat", user="The player to seat there; leave empty for the AI")
    @app_commands.autocomplete(side=suggest("side"))
    async def seat(self, interaction: Interaction, side: str, user: discord.User | None = None) -> None:
        """Give a side to a player, or to the AI."""
        await self.runner.command(interaction, "gm", "seat", side=side, user=user if user is not None else "ai")

    @gm.command(name="deadline")
    @app_commands.describe(
        hours="Hours each phase may take, or off",
        remind="Hours before the deadline to remind who must act",
        policy="What happens when a deadline passes",
    )
    @app_commands.autocomplete(hours=suggest("hours"), remind=suggest("remind"))
    @app_commands.choices(policy=POLICIES)
    async def deadline(
        self,
        interaction: Interaction,
        hours: str | None = None,
        remind: str | None = None,
        policy: app_commands.Choice[str] | None = None,
    ) -> None:
        """Set or turn off the phase deadline, its reminder, and what happens when it passes."""
        await self.runner.command(
            interaction,
            "gm",
            "deadline",
            hours=hours,
            remind=remind,
            policy=policy.value if policy is not None else None,
        )

    @gm.command(name="rollback")
    @app_commands.describe(to="The action number to go back to (see /game log)")
    async def rollback(self, interaction: Interaction, to: app_commands.Range[int, 0, 1_000_000]) -> None:
        """Roll the game back to an earlier action; the channel is told."""
        await self.runner.command(interaction, "gm", "rollback", to=to)

    @gm.command(name="skip")
    @app_commands.describe(side="The side to skip (leave empty for every side that must act)")
    @app_commands.autocomplete(side=suggest("side"))
    async def skip(self, interaction: Interaction, side: str | None = None) -> None:
        """Pass for a seat that must act."""
        await self.runner.command(interaction, "gm", "skip", side=side)

    @gm.command(name="edit")
    @app_commands.describe(what="What to change", value="Its new value")
    @app_commands.autocomplete(what=suggest("what"), value=suggest("value"))
    async def edit(self, interaction: Interaction, what: str, value: str) -> None:
        """Correct the game state by hand (logged for everyone)."""
        await self.runner.command(interaction, "gm", "edit", what=what, value=value)

    @gm.command(name="dump")
    async def dump(self, interaction: Interaction) -> None:
        """The full game state as JSON, to you alone."""
        await self.runner.command(interaction, "gm", "dump")

    @gm.command(name="roll")
    @app_commands.describe(dice="Dice to roll, e.g. 2d6+1")
    async def roll(self, interaction: Interaction, dice: str) -> None:
        """Roll dice in the open, from the game's seed."""
        await self.runner.command(interaction, "gm", "roll", dice=dice)

    @gm.command(name="end")
    async def end(self, interaction: Interaction) -> None:
        """End the game now, as GM."""
        await self.runner.command(interaction, "gm", "end")
