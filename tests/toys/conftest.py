"""The offline Discord's fixtures, for the toys' play-throughs."""

from tests.discord.conftest import discord_api, error_log

__all__ = ["discord_api", "error_log"]
