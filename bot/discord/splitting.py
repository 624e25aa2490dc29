"""Cutting long text into pieces that fit Discord's limits, without breaking lines or code blocks.

Limits (Discord docs, resources/message.mdx): content 2000 characters; per embed a title of 256 and a
description of 4096; at most 10 embeds and 6000 characters over all embeds of one message.
"""

from dataclasses import dataclass

CONTENT_LIMIT = 2000
TITLE_LIMIT = 256
DESCRIPTION_LIMIT = 4096
EMBEDS_PER_MESSAGE = 10
EMBED_TOTAL_LIMIT = 6000
FENCE = "```"


def shorten(text: str, limit: int) -> str:
    """``text`` cut to ``limit`` characters, ending with an ellipsis when cut."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _cut_point(text: str, limit: int) -> int:
    """Where to cut ``text`` (longer than ``limit``): the last line break, else the last space, else hard."""
    window = text[: limit + 1]
    for separator in ("\n", " "):
        at = window.rfind(separator)
        if at > limit // 4:
            return at
    return limit


def split_text(text: str, limit: int) -> list[str]:
    """``text`` in pieces of at most ``limit`` characters, cut at line breaks or spaces where possible.

    A code block (```) cut in two is closed at the end of one piece and reopened at the start of the next.
    """
    if limit <= 2 * len(FENCE) + 2:
        raise ValueError(f"limit {limit} is too small to split text")
    pieces: list[str] = []
    rest = text.strip("\n")
    reopen = ""
    while rest:
        rest = reopen + rest
        budget = limit - len(FENCE) - 1
        if len(rest) <= limit:
            pieces.append(rest)
            break
        at = _cut_point(rest, budget)
        piece, rest = rest[:at].rstrip(), rest[at:].lstrip("\n ")
        if piece.count(FENCE) % 2:
            fence_line = piece[piece.rfind(FENCE) :].split("\n", 1)[0]
            piece += "\n" + FENCE
            reopen = fence_line + "\n"
        else:
            reopen = ""
        pieces.append(piece)
    return pieces or [""]


@dataclass(frozen=True)
class Page:
    """One embed: an optional title and a description."""

    title: str | None
    description: str

    @property
    def size(self) -> int:
        """The characters this embed counts towards the 6000 per message."""
        return len(self.title or "") + len(self.description)


def embed_pages(title: str | None, text: str) -> list[list[Page]]:
    """The text as embeds grouped into messages: each embed within 4096, each message within 10 embeds
    and 6000 characters. The title heads the first embed; later embeds carry none."""
    head = shorten(title, TITLE_LIMIT) if title else None
    descriptions = split_text(text, DESCRIPTION_LIMIT) if text.strip() else [""]
    pages = [Page(head if i == 0 else None, d) for i, d in enumerate(descriptions)]
    messages: list[list[Page]] = [[]]
    for page in pages:
        current = messages[-1]
        if current and (
            len(current) == EMBEDS_PER_MESSAGE or sum(p.size for p in current) + page.size > EMBED_TOTAL_LIMIT
        ):
            messages.append([])
        messages[-1].append(page)
    return messages
