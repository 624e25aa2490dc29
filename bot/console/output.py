"""How the console shows what Courier would send: readable lines, or one JSON object per message (`--jsonl`)."""

import json
import re
from datetime import UTC, datetime

from bot.service.api import Message

MENTION = re.compile(r"<([@#])!?([^>\s]+)>")
TIMESTAMP = re.compile(r"<t:(-?\d+)(?::[tTdDfFR])?>")


def _utc(match: re.Match[str]) -> str:
    return datetime.fromtimestamp(int(match.group(1)), UTC).strftime("%Y-%m-%d %H:%M UTC")


def plain_mentions(text: str) -> str:
    """Discord mentions (`<@alice>`, `<#table>`) and timestamps (`<t:1700000000:R>`) as a terminal shows them
    (`@alice`, `#table`, `2023-11-14 22:13 UTC`)."""
    return MENTION.sub(lambda m: f"{m.group(1)}{m.group(2)}", TIMESTAMP.sub(_utc, text))


def as_record(message: Message, channel: str | None, caller: str | None) -> dict[str, object]:
    """The JSONL record of one message; ephemeral replies belong to the caller in the channel they typed in."""
    if message.to == "channel":
        where, user = message.channel_id, None
    elif message.to == "dm":
        where, user = None, message.user_id
    else:
        where, user = channel, caller
    return {
        "to": message.to,
        "channel": where,
        "user": user,
        "text": plain_mentions(message.text),
        "files": list(message.files),
        "error": message.error,
    }


def as_text(record: dict[str, object]) -> str:
    """A record as terminal lines: `[#table] …`, `[dm alice] …`, `[alice only] …`, files after 📎."""
    if record["to"] == "channel":
        head = f"[#{record['channel']}]"
    elif record["to"] == "dm":
        head = f"[dm {record['user']}]"
    else:
        head = f"[{record['user'] or 'console'} only]" + (" ✖" if record["error"] else "")
    body = str(record["text"]).replace("\n", "\n    ")
    paths = record["files"]
    assert isinstance(paths, list)
    files = "".join(f"\n    📎 {path}" for path in paths)
    return f"{head} {body}{files}"


def show(record: dict[str, object], jsonl: bool) -> str:
    """One message as the console prints it."""
    return json.dumps(record, ensure_ascii=False) if jsonl else as_text(record)
