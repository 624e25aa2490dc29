"""The private, deferred reply of one interaction, and a post as discord.py's ``send`` takes it."""

from typing import Any

import discord

from bot.discord.channel_rights import forbids_rich
from bot.discord.rendering import Post

MENTIONS = discord.AllowedMentions(users=True, roles=False, everyone=False, replied_user=False)


def send_kwargs(post: Post) -> dict[str, Any]:
    """A post as the keyword arguments of discord.py's ``send``."""
    kwargs: dict[str, Any] = {"content": post.content, "embeds": post.embeds, "files": post.files}
    if post.view is not None:
        kwargs["view"] = post.view
    return kwargs


class Reply:
    """The private, deferred reply of one interaction: first edit the "thinking" message, then follow up."""

    def __init__(self, interaction: discord.Interaction) -> None:
        self._interaction = interaction
        self._answered = False
        self.user_id = interaction.user.id
        self.channel_id = interaction.channel_id
        self.guild_id = interaction.guild_id
        self.upload_limit = interaction.filesize_limit
        self.forbids_rich = interaction.guild_id is not None and forbids_rich(interaction.app_permissions)

    async def send(self, post: Post) -> None:
        """One private message to the invoker."""
        if post.is_empty:
            return
        if not self._interaction.response.is_done():
            await self._interaction.response.defer(ephemeral=True, thinking=True)
        kwargs = send_kwargs(post)
        if not self._answered:
            files = kwargs.pop("files")
            await self._interaction.edit_original_response(attachments=files, allowed_mentions=MENTIONS, **kwargs)
            self._answered = True
        else:
            await self._interaction.followup.send(ephemeral=True, allowed_mentions=MENTIONS, **kwargs)

    async def finish(self) -> None:
        """Remove the "thinking" reply when everything went elsewhere (channel posts, DMs)."""
        if not self._answered and self._interaction.response.is_done():
            await self._interaction.delete_original_response()
