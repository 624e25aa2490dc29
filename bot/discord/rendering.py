"""A service ``Message`` drawn as Discord posts: embeds, attachments, mentions and buttons within the limits.

Text goes in embeds (title and description), split over several embeds and posts when long; refusals go as
plain text. Files (the map PNG, an export) are attached to the last text post, at most 10 per post and 25 MiB
per request; a file over the upload limit is left out with a note. The first PNG shows inside the last embed.
Mentions go in the content of the last text post so they ping; buttons ride on the very last post.
"""

import os
import re
from dataclasses import dataclass, field

import discord

from bot.discord.components import build_view, dropped
from bot.discord.splitting import CONTENT_LIMIT, embed_pages, split_text
from bot.service.api import Message

DEFAULT_UPLOAD_LIMIT = 10 * 1024 * 1024
REQUEST_LIMIT = 25 * 1024 * 1024
FILES_PER_POST = 10
COLOUR = discord.Colour(0x2B4C7E)
ERROR_COLOUR = discord.Colour(0xB03A2E)


@dataclass
class Post:
    """One Discord message to send."""

    content: str | None = None
    embeds: list[discord.Embed] = field(default_factory=list)
    files: list[discord.File] = field(default_factory=list)
    view: discord.ui.View | None = None

    @property
    def is_empty(self) -> bool:
        """True when there is nothing to send (Discord refuses empty messages)."""
        return not (self.content or self.embeds or self.files or self.view)


def _attachment_name(path: str, taken: set[str]) -> str:
    """A file name Discord accepts in ``attachment://`` links, unique within one post."""
    base = re.sub(r"[^A-Za-z0-9._-]", "_", os.path.basename(path)) or "file"
    name, n = base, 1
    while name in taken:
        n += 1
        name = f"{n}-{base}"
    taken.add(name)
    return name


def _file_batches(paths: tuple[str, ...], upload_limit: int) -> tuple[list[list[str]], list[str]]:
    """The files that can go, in batches of at most 10 files and 25 MiB, and notes about the ones that can't."""
    batches: list[list[str]] = [[]]
    batch_size = 0
    notes: list[str] = []
    for path in paths:
        try:
            size = os.path.getsize(path)
        except OSError:
            notes.append(f"(The file {os.path.basename(path)} is missing.)")
            continue
        if size > upload_limit:
            notes.append(
                f"({os.path.basename(path)} is {size / 2**20:.1f} MiB, over this server's "
                f"{upload_limit / 2**20:.0f} MiB upload limit, so it is not attached.)"
            )
            continue
        if batches[-1] and (len(batches[-1]) == FILES_PER_POST or batch_size + size > REQUEST_LIMIT):
            batches.append([])
            batch_size = 0
        batches[-1].append(path)
        batch_size += size
    return [b for b in batches if b], notes


def _open_files(paths: list[str]) -> list[discord.File]:
    taken: set[str] = set()
    return [discord.File(path, filename=_attachment_name(path, taken)) for path in paths]


def _text_posts(message: Message, notes: list[str]) -> list[Post]:
    text = "\n".join([message.text, *notes]).strip()
    if message.error:
        return [Post(content=piece) for piece in split_text(text, CONTENT_LIMIT)]
    if not text and not message.title:
        return []
    posts = []
    for pages in embed_pages(message.title, text):
        embeds = [discord.Embed(title=p.title, description=p.description or None, colour=COLOUR) for p in pages]
        posts.append(Post(embeds=embeds))
    return posts


def render(message: Message, upload_limit: int = DEFAULT_UPLOAD_LIMIT) -> list[Post]:
    """The posts that carry ``message``, in order, each within Discord's limits."""
    batches, notes = _file_batches(message.files, upload_limit)
    hidden = dropped(message.buttons)
    if hidden:
        notes.append(f"({hidden} more choices could not be shown; use the slash commands.)")
    posts = _text_posts(message, notes) or [Post()]
    if message.mentions:
        pings = " ".join(f"<@{user_id}>" for user_id in message.mentions)
        if posts[-1].content:
            posts.append(Post())
        posts[-1].content = pings
    if batches:
        posts[-1].files = _open_files(batches[0])
        pictures = [f.filename for f in posts[-1].files if f.filename.lower().endswith(".png")]
        if posts[-1].embeds and pictures:
            posts[-1].embeds[-1].set_image(url=f"attachment://{pictures[0]}")
        posts.extend(Post(files=_open_files(batch)) for batch in batches[1:])
    posts[-1].view = build_view(message.buttons)
    return posts
