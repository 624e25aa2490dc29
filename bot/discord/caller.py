"""Who pressed or typed what, as the service sees it."""

import discord

from bot.service.api import Caller


def caller_of(interaction: discord.Interaction) -> Caller:
    """The caller of an interaction: user, channel, server, whether in DMs, Manage Server, role names."""
    user = interaction.user
    in_guild = interaction.guild_id is not None
    roles = tuple(role.name for role in user.roles if not role.is_default()) if isinstance(user, discord.Member) else ()
    return Caller(
        user_id=str(user.id),
        user_name=user.display_name,
        channel_id=str(interaction.channel_id) if interaction.channel_id is not None else None,
        guild_id=str(interaction.guild_id) if in_guild else None,
        is_dm=not in_guild,
        is_server_manager=in_guild and interaction.permissions.manage_guild,
        roles=roles,
    )
