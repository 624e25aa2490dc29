"""Messages to and from the outbox's JSON form (the store keeps plain dicts). A message's files (maps) go into
the store by content hash, so that any process, on any machine, can deliver a message another one committed."""

import hashlib
import logging
from dataclasses import fields, replace
from pathlib import Path
from typing import Any

from bot.service.api import Button, Message
from bot.service.written import WrittenFiles
from bot.store import GameStore

log = logging.getLogger(__name__)
BLOB = "blob:"  # a stored file: `blob:<sha256>:<file name>`
RECORD_FIELDS = tuple(f.name for f in fields(Message) if f.name != "outbox_id")
"""A message's fields as stored (its outbox id is the row's own); only buttons nest, so a shallow copy serves."""
BUTTON_FIELDS = tuple(f.name for f in fields(Button))


def to_record(
    message: Message, blobs: dict[str, bytes] | None = None, written: WrittenFiles | None = None
) -> dict[str, Any]:
    """A message as a JSON-ready dict (without its outbox id). With ``blobs``, each of its files is read into it
    by content hash (taken from ``written`` when this process just wrote it) and the record refers to that hash
    instead of a local path."""
    data = {name: getattr(message, name) for name in RECORD_FIELDS}
    # a decision's 125 buttons: field by field, where dataclasses.asdict deep-copies each value
    data["buttons"] = tuple({name: getattr(button, name) for name in BUTTON_FIELDS} for button in message.buttons)
    if blobs is not None:
        data["files"] = [_stored(path, blobs, written) for path in message.files]
    return data


def _stored(path: str, blobs: dict[str, bytes], written: WrittenFiles | None) -> str:
    known = written.get(path) if written is not None else None
    if known is None:
        content = Path(path).read_bytes()
        key = hashlib.sha256(content).hexdigest()
    else:
        key, content = known
    blobs[key] = content
    return f"{BLOB}{key}:{Path(path).name}"


def from_record(outbox_id: int, data: dict[str, Any]) -> Message:
    """Rebuild a stored message with its outbox id (its files as stored)."""
    fields = dict(data)
    fields["files"] = tuple(fields.get("files", ()))
    fields["mentions"] = tuple(fields.get("mentions", ()))
    fields["buttons"] = tuple(Button(**b) for b in fields.get("buttons", ()))
    return Message(**fields, outbox_id=outbox_id)


async def local_files(store: GameStore, message: Message, out_dir: Path) -> Message:
    """``message`` with its stored files written under ``out_dir`` (once per content) and named by path; a file
    whose bytes are gone (pruned) is left out, and logged."""
    paths: list[str] = []
    for name in message.files:
        if not name.startswith(BLOB):
            paths.append(name)
            continue
        key, _, filename = name.removeprefix(BLOB).partition(":")
        path = out_dir / "outbox" / f"{key[:16]}-{filename}"
        if not path.exists():
            content = await store.blob(key)
            if content is None:
                log.warning("the file %s of outbox message %s is no longer stored", filename, message.outbox_id)
                continue
            path.parent.mkdir(parents=True, exist_ok=True)
            partial = path.with_name(f"{path.name}.{message.outbox_id}.part")
            partial.write_bytes(content)
            partial.replace(path)
        paths.append(str(path))
    return replace(message, files=tuple(paths))


def with_ids(messages: list[Message], ids: list[int]) -> list[Message]:
    """The messages stamped with the outbox ids the store gave them."""
    return [replace(m, outbox_id=i) for m, i in zip(messages, ids, strict=True)]
