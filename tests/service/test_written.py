"""Maps committed from what this process wrote: a message's files go into the outbox with the bytes and digest
noted when they were written, and are read from the disk only when this process did not write them lately."""

import hashlib
from pathlib import Path

from bot.service.api import Message
from bot.service.outbox import BLOB, to_record
from bot.service.written import WrittenFiles, write_file


def test_a_written_file_is_noted_with_its_digest_and_committed_without_reading_it_back(tmp_path: Path) -> None:
    path, content = tmp_path / "maps" / "game1-action3.png", b"\x89PNG map bytes"
    digest = write_file(path, content)
    assert path.read_bytes() == content and digest == hashlib.sha256(content).hexdigest()
    written = WrittenFiles()
    written.note(str(path), digest, content)
    path.unlink()  # committing must not need the file any more
    blobs: dict[str, bytes] = {}
    record = to_record(Message(to="channel", text="map", channel_id="c", files=(str(path),)), blobs, written)
    assert record["files"] == [f"{BLOB}{digest}:game1-action3.png"] and blobs == {digest: content}


def test_a_file_this_process_did_not_write_is_read_and_hashed(tmp_path: Path) -> None:
    path = tmp_path / "other.png"
    path.write_bytes(b"from elsewhere")
    blobs: dict[str, bytes] = {}
    record = to_record(Message(to="dm", text="map", user_id="u", files=(str(path),)), blobs, WrittenFiles())
    digest = hashlib.sha256(b"from elsewhere").hexdigest()
    assert record["files"] == [f"{BLOB}{digest}:other.png"] and blobs == {digest: b"from elsewhere"}


def test_only_the_latest_files_are_remembered_and_a_rewrite_replaces_the_old_bytes() -> None:
    written = WrittenFiles(kept=2)
    written.note("a", "1", b"a")
    written.note("b", "2", b"b")
    written.note("a", "3", b"a again")
    written.note("c", "4", b"c")
    assert written.get("b") is None
    assert written.get("a") == ("3", b"a again") and written.get("c") == ("4", b"c")
