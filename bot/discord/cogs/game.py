"""``/game``: open, join, start, look at, export, verify and end the channel's game."""

from discord import Interaction, app_commands
from discord.ext import commands

from bot.discord.autocomplete import suggest
from bot.discord.invoke import Runner


class GameCog(commands.Cog):
    """The game lifecycle commands."""

    game = app_commands.Group(name="game", description="Open, join, start and follow this channel's game")

    def __init__(self, runner: Runner) -> None:
        self.runner = runner

    @game.command(name="new")
    @app_commands.describe(
        ruleset="Which game to play",
        seed="Replay a revealed seed: a practice game whose dice are not secret (empty: a secret seed)",
        options='Game options as "key=value,key=value"',
    )
    @app_commands.autocomplete(ruleset=suggest("ruleset"), options=suggest("options"))
    async def new(
        self,
        interaction: Interaction,
        ruleset: str,
        seed: app_commands.Range[int, 0, 2**53] | None = None,
        options: str | None = None,
    ) -> None:
        """Open a new game in this channel; you become its GM."""
        await self.runner.command(interaction, "game", "new", ruleset=ruleset, seed=seed, options=options)

    @game.command(name="join")
    @app_commands.describe(side="The side you will play")
    @app_commands.autocomplete(side=suggest("side"))
    async def join(self, interaction: Interaction, side: str) -> None:
        """Take a side in this channel's game."""
        await self.runner.command(interaction, "game", "join", side=side)

    @game.command(name="leave")
    async def leave(self, interaction: Interaction) -> None:
        """Give up your seat before the game starts."""
        await self.runner.command(interaction, "game", "leave")

    @game.command(name="start")
    async def start(self, interaction: Interaction) -> None:
        """Start the game once the sides are taken (empty seats go to the AI)."""
        await self.runner.command(interaction, "game", "start")

    @game.command(name="status")
    async def status(self, interaction: Interaction) -> None:
        """Turn, phase, who must act, and the deadline."""
        await self.runner.command(interaction, "game", "status")

    @game.command(name="rules")
    @app_commands.describe(topic="A rules topic (leave empty for what you may do now)")
    @app_commands.autocomplete(topic=suggest("topic"))
    async def rules(self, interaction: Interaction, topic: str | None = None) -> None:
        """What you may do now, and the rules."""
        await self.runner.command(interaction, "game", "rules", topic=topic)

    @game.command(name="log")
    @app_commands.describe(last="How many recent entries to show")
    async def log(self, interaction: Interaction, last: app_commands.Range[int, 1, 500] | None = None) -> None:
        """The game's recent history: actions, battles and dice."""
        await self.runner.command(interaction, "game", "log", last=last)

    @game.command(name="export")
    async def export(self, interaction: Interaction) -> None:
        """The whole game as a JSON file (the seed too, once the game is over)."""
        await self.runner.command(interaction, "game", "export")

    @game.command(name="verify")
    async def verify(self, interaction: Interaction) -> None:
        """After the end: replay the game and prove every roll came from the committed seed."""
        await self.runner.command(interaction, "game", "verify")

    @game.command(name="end")
    async def end(self, interaction: Interaction) -> None:
        """End this channel's game."""
        await self.runner.command(interaction, "game", "end")
