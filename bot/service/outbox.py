"""Messages to and from the outbox's JSON form (the store keeps plain dicts). A message's files go into the store
by content hash, so that any process, on any machine, can deliver a message another one committed: a map this
process drew as the board it was drawn from (a few kilobytes; the deliverer draws it again if it does not have
it), any other file as its bytes."""

import asyncio
import hashlib
import logging
import os
from dataclasses import fields, replace
from pathlib import Path
from typing import Any

from bot.service.api import MAP_TO_DRAW, Button, Message
from bot.service.renderer import Renderer
from bot.service.written import WrittenFiles, write_file
from bot.store import GameStore
from maps.render import render_maps

log = logging.getLogger(__name__)
BLOB = "blob:"  # a stored file: `blob:<sha256>:<file name>`
RECORD_FIELDS = tuple(f.name for f in fields(Message) if f.name != "outbox_id")
"""A message's fields as stored (its outbox id is the row's own); only buttons nest, so a shallow copy serves."""
BUTTON_FIELDS = tuple(f.name for f in fields(Button))


def to_record(
    message: Message, blobs: dict[str, bytes] | None = None, written: WrittenFiles | None = None
) -> dict[str, Any]:
    """A message as a JSON-ready dict (without its outbox id). With ``blobs``, each of its files goes into it by
    content hash and the record refers to that hash instead of a local path: a map this process drew lately (in
    ``written``) as its board, any other file as its bytes (read from the disk)."""
    data = {name: getattr(message, name) for name in RECORD_FIELDS}
    # a decision's 125 buttons: field by field, where dataclasses.asdict deep-copies each value
    data["buttons"] = tuple({name: getattr(button, name) for name in BUTTON_FIELDS} for button in message.buttons)
    if blobs is not None:
        data["files"] = [_stored(path, blobs, written) for path in message.files]
    return data


def map_to_draw(board_json: str, filename: str) -> str:
    """How a message names a map drawn only when it is delivered: as the outbox stores a map (``MAP_TO_DRAW``: the
    digest of its board's JSON, its file name)."""
    return f"{MAP_TO_DRAW}{hashlib.sha256(board_json.encode()).hexdigest()}:{filename}"


def _parts(name: str) -> tuple[str, str, str] | None:
    """A stored file name's prefix (``BLOB`` or ``MAP_TO_DRAW``), content hash and file name; None for a local
    path."""
    prefix = next((p for p in (BLOB, MAP_TO_DRAW) if name.startswith(p)), None)
    if prefix is None:
        return None
    key, _, filename = name.removeprefix(prefix).partition(":")
    return prefix, key, filename


def _stored(path: str, blobs: dict[str, bytes], written: WrittenFiles | None) -> str:
    board = written.board(path) if written is not None else None
    stored = _parts(path)
    if stored is not None:  # a map to draw at delivery (``map_to_draw``): its board goes in
        if board is None:
            raise LookupError(f"the board of the map {path} is not known")
        blobs[stored[1]] = board.encode()
        return path
    content = Path(path).read_bytes() if board is None else board.encode()
    key = hashlib.sha256(content).hexdigest()
    blobs[key] = content
    return f"{BLOB if board is None else MAP_TO_DRAW}{key}:{Path(path).name}"


def from_record(outbox_id: int, data: dict[str, Any]) -> Message:
    """Rebuild a stored message with its outbox id (its files as stored)."""
    fields = dict(data)
    fields["files"] = tuple(fields.get("files", ()))
    fields["mentions"] = tuple(fields.get("mentions", ()))
    fields["buttons"] = tuple(Button(**b) for b in fields.get("buttons", ()))
    return Message(**fields, outbox_id=outbox_id)


async def local_files(
    store: GameStore, message: Message, out_dir: Path, renderer: Renderer, written: WrittenFiles | None = None
) -> Message:
    """``message`` with its stored files written under ``out_dir`` (once per content, in a folder named by it, off
    the event loop; a map drawn by ``renderer`` from its stored board, taken from ``written`` where this process
    remembers it) and named by path; a file whose bytes or board are gone (pruned), or a map that cannot be drawn,
    is left out, and logged."""
    paths: list[str] = []
    for name in message.files:
        stored = _parts(name)
        if stored is None:
            paths.append(name)
            continue
        prefix, key, filename = stored
        path = out_dir / "outbox" / key[:16] / filename  # sent under its own name, as the drawing process named it
        if not _renewed(path):
            remembered = written.board(name) if written is not None else None
            content = remembered.encode() if remembered is not None else await store.blob(key)
            if content is None:
                log.warning("the file %s of outbox message %s is no longer stored", filename, message.outbox_id)
                continue
            if prefix == MAP_TO_DRAW:
                try:
                    content = await renderer.render_json(render_maps, content.decode())
                except Exception:
                    log.exception("the map %s of outbox message %s could not be drawn", filename, message.outbox_id)
                    continue
            await asyncio.to_thread(write_file, path, content)
        paths.append(str(path))
    return replace(message, files=tuple(paths))


def _renewed(path: Path) -> bool:
    """Whether the file at ``path`` is there already; if so its time is renewed, so that the removal of old files
    (``written.prune_written``) does not take it while it is sent again."""
    try:
        os.utime(path)
    except FileNotFoundError:
        return False
    return True


def with_ids(messages: list[Message], ids: list[int]) -> list[Message]:
    """The messages stamped with the outbox ids the store gave them."""
    return [replace(m, outbox_id=i) for m, i in zip(messages, ids, strict=True)]
