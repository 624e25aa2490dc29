"""Messages to and from the outbox's JSON form (the store keeps plain dicts)."""

from dataclasses import asdict, replace
from typing import Any

from bot.service.api import Button, Message


def to_record(message: Message) -> dict[str, Any]:
    """A message as a JSON-ready dict (without its outbox id)."""
    data = asdict(message)
    data.pop("outbox_id")
    return data


def from_record(outbox_id: int, data: dict[str, Any]) -> Message:
    """Rebuild a stored message with its outbox id."""
    fields = dict(data)
    fields["files"] = tuple(fields.get("files", ()))
    fields["mentions"] = tuple(fields.get("mentions", ()))
    fields["buttons"] = tuple(Button(**b) for b in fields.get("buttons", ()))
    return Message(**fields, outbox_id=outbox_id)


def with_ids(messages: list[Message], ids: list[int]) -> list[Message]:
    """The messages stamped with the outbox ids the store gave them."""
    return [replace(m, outbox_id=i) for m, i in zip(messages, ids, strict=True)]
