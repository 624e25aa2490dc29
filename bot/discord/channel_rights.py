"""What the bot may do in a channel: the permissions a game needs (checked at `/game new`), and a post made
plain text when the channel forbids embeds or files, so that it still arrives instead of being refused whole."""

import discord

from bot.discord.rendering import Post
from bot.discord.splitting import CONTENT_LIMIT, split_text

MISSING_PERMISSIONS = 50013
NO_FILES_NOTE = "(The map could not be attached: this channel does not let Courier attach files.)"
NEEDED = {
    "view_channel": "View Channel",
    "send_messages": "Send Messages",
    "embed_links": "Embed Links",
    "attach_files": "Attach Files",
    "read_message_history": "Read Message History",
}


def missing_for_a_game(permissions: discord.Permissions, in_thread: bool) -> list[str]:
    """The permissions a game's channel lacks, by their names in Discord's settings."""
    needed = dict(NEEDED)
    if in_thread:
        needed["send_messages_in_threads"] = "Send Messages in Threads"
        needed.pop("send_messages")
    return [label for flag, label in needed.items() if not getattr(permissions, flag)]


def forbids_rich(permissions: discord.Permissions) -> bool:
    """Whether posts here must be plain text (no Embed Links or no Attach Files)."""
    return not (permissions.embed_links and permissions.attach_files)


def is_rich(post: Post) -> bool:
    """Whether ``post`` carries embeds or files."""
    return bool(post.embeds or post.files)


def as_plain_text(post: Post) -> list[Post]:
    """``post`` as plain-text messages: the embeds' titles and texts in the content, the files left out with a
    note, the buttons kept on the last one."""
    parts = [post.content or ""]
    for embed in post.embeds:
        parts += [f"**{embed.title}**" if embed.title else "", embed.description or ""]
    if post.files:
        parts.append(NO_FILES_NOTE)
    text = "\n".join(part for part in parts if part)
    plain = [Post(content=piece) for piece in split_text(text, CONTENT_LIMIT)] or [Post()]
    plain[-1].view = post.view
    return plain
