"""Looking (``/map``, ``/hand``) and the shared play verbs.

Every verb's options are plain strings that autocomplete from the caller's legal actions; one set per verb
covers both rulesets (War of Independence: ``/move from to units``, ``/place territory``, ``/battle territory``
or ``card``, ``/discard card`` or ``unit territory`` …; Napoleon: ``/move from to armies``, ``/battle country``
…), so each option is optional and a ruleset uses those it needs. The service checks the whole action, so a
value typed past autocomplete is refused precisely.
"""

from discord import Interaction, app_commands
from discord.ext import commands

from bot.discord.autocomplete import suggest
from bot.discord.invoke import Runner

FROM = "Where the units start"
TO = "Where they go"
UNITS = "Which units (e.g. 3 infantry, 1 general)"
ARMIES = "How many armies"
COUNTRY = "Which country"
BATTLE_CARD = "The card you commit to the battle"
STACK = "Which stack"
TERRITORY = "Which territory"
TARGET = "The target"
CARD = "Which card"
UNIT = "Which kind of unit"


class PlayCog(commands.Cog):
    """The map, the hand and the play verbs."""

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

    @app_commands.command(name="move")
    @app_commands.rename(from_="from")
    @app_commands.describe(from_=FROM, to=TO, units=UNITS, armies=ARMIES, stack=STACK)
    @app_commands.autocomplete(
        from_=suggest("from"),
        to=suggest("to"),
        units=suggest("units"),
        armies=suggest("armies"),
        stack=suggest("stack"),
    )
    async def move(
        self,
        interaction: Interaction,
        from_: str | None = None,
        to: str | None = None,
        units: str | None = None,
        armies: str | None = None,
        stack: str | None = None,
    ) -> None:
        """Move units, armies or a stack."""
        await self.runner.command(
            interaction, "move", **{"from": from_}, to=to, units=units, armies=armies, stack=stack
        )

    @app_commands.command(name="battle")
    @app_commands.describe(territory=TERRITORY, country=COUNTRY, card=BATTLE_CARD, stack=STACK, target=TARGET)
    @app_commands.autocomplete(
        territory=suggest("territory"),
        country=suggest("country"),
        card=suggest("card"),
        stack=suggest("stack"),
        target=suggest("target"),
    )
    async def battle(
        self,
        interaction: Interaction,
        territory: str | None = None,
        country: str | None = None,
        card: str | None = None,
        stack: str | None = None,
        target: str | None = None,
    ) -> None:
        """Fight a battle, or commit a card to the one being fought."""
        await self.runner.command(
            interaction, "battle", territory=territory, country=country, card=card, stack=stack, target=target
        )

    @app_commands.command(name="play")
    @app_commands.describe(card=CARD, target=TARGET, territory=TERRITORY)
    @app_commands.autocomplete(card=suggest("card"), target=suggest("target"), territory=suggest("territory"))
    async def play(
        self,
        interaction: Interaction,
        card: str | None = None,
        target: str | None = None,
        territory: str | None = None,
    ) -> None:
        """Play a card from your hand."""
        await self.runner.command(interaction, "play", card=card, target=target, territory=territory)

    @app_commands.command(name="recruit")
    @app_commands.describe(unit=UNIT, territory=TERRITORY, units=UNITS)
    @app_commands.autocomplete(unit=suggest("unit"), territory=suggest("territory"), units=suggest("units"))
    async def recruit(
        self,
        interaction: Interaction,
        unit: str | None = None,
        territory: str | None = None,
        units: str | None = None,
    ) -> None:
        """Raise new units."""
        await self.runner.command(interaction, "recruit", unit=unit, territory=territory, units=units)

    @app_commands.command(name="place")
    @app_commands.describe(territory=TERRITORY, unit=UNIT)
    @app_commands.autocomplete(territory=suggest("territory"), unit=suggest("unit"))
    async def place(self, interaction: Interaction, territory: str | None = None, unit: str | None = None) -> None:
        """Place pieces during set-up or reinforcement."""
        await self.runner.command(interaction, "place", territory=territory, unit=unit)

    @app_commands.command(name="build")
    @app_commands.describe(unit="What to build", territory=TERRITORY)
    @app_commands.autocomplete(unit=suggest("unit"), territory=suggest("territory"))
    async def build(self, interaction: Interaction, unit: str | None = None, territory: str | None = None) -> None:
        """Build a fort, a depot, a fleet or whatever your rules allow."""
        await self.runner.command(interaction, "build", unit=unit, territory=territory)

    @app_commands.command(name="retreat")
    @app_commands.rename(from_="from")
    @app_commands.describe(to="Where to retreat to", from_="Where the units retreat from", units=UNITS, stack=STACK)
    @app_commands.autocomplete(to=suggest("to"), from_=suggest("from"), units=suggest("units"), stack=suggest("stack"))
    async def retreat(
        self,
        interaction: Interaction,
        to: str | None = None,
        from_: str | None = None,
        units: str | None = None,
        stack: str | None = None,
    ) -> None:
        """Retreat after a battle."""
        await self.runner.command(interaction, "retreat", to=to, **{"from": from_}, units=units, stack=stack)

    @app_commands.command(name="discard")
    @app_commands.describe(card=CARD, unit="Which unit to lose", territory=TERRITORY)
    @app_commands.autocomplete(card=suggest("card"), unit=suggest("unit"), territory=suggest("territory"))
    async def discard(
        self,
        interaction: Interaction,
        card: str | None = None,
        unit: str | None = None,
        territory: str | None = None,
    ) -> None:
        """Discard a card from your hand, or lose a unit."""
        await self.runner.command(interaction, "discard", card=card, unit=unit, territory=territory)

    @app_commands.command(name="done")
    async def done(self, interaction: Interaction) -> None:
        """End your part of the phase."""
        await self.runner.command(interaction, "done")

    @app_commands.command(name="undo")
    async def undo(self, interaction: Interaction) -> None:
        """Take back your last action, if it rolled no dice and revealed nothing."""
        await self.runner.command(interaction, "undo")
