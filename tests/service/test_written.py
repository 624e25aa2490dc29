"""Maps committed from what this process drew: a map goes into the outbox as the board it was drawn from (noted
when it was written), so no PNG is read back or stored; any other file is read from the disk and stored as its
bytes."""

import hashlib
from pathlib import Path

import pytest

from bot.service.api import Message
from bot.service.outbox import BLOB, MAP, local_files, to_record
from bot.service.renderer import Renderer
from bot.service.written import WrittenFiles, write_file


def test_a_drawn_map_is_committed_as_its_board_without_reading_the_file(tmp_path: Path) -> None:
    path = tmp_path / "maps" / "game1-action3.png"
    write_file(path, b"\x89PNG map bytes")
    assert path.read_bytes() == b"\x89PNG map bytes"
    written = WrittenFiles()
    written.note(str(path), '{"ruleset": "race"}')
    path.unlink()  # committing must not need the file any more
    blobs: dict[str, bytes] = {}
    record = to_record(Message(to="channel", text="map", channel_id="c", files=(str(path),)), blobs, written)
    digest = hashlib.sha256(b'{"ruleset": "race"}').hexdigest()
    assert record["files"] == [f"{MAP}{digest}:game1-action3.png"] and blobs == {digest: b'{"ruleset": "race"}'}


def test_a_file_this_process_did_not_draw_is_read_and_stored_as_its_bytes(tmp_path: Path) -> None:
    path = tmp_path / "other.png"
    path.write_bytes(b"from elsewhere")
    blobs: dict[str, bytes] = {}
    record = to_record(Message(to="dm", text="map", user_id="u", files=(str(path),)), blobs, WrittenFiles())
    digest = hashlib.sha256(b"from elsewhere").hexdigest()
    assert record["files"] == [f"{BLOB}{digest}:other.png"] and blobs == {digest: b"from elsewhere"}


def test_only_the_latest_drawn_maps_are_remembered() -> None:
    written = WrittenFiles(kept=2)
    written.note("a", "1")
    written.note("b", "2")
    written.note("a", "3")
    written.note("c", "4")
    assert written.board("b") is None
    assert written.board("a") == "3" and written.board("c") == "4"


class StoredBoards:
    """Just the store's ``blob``: one stored 'board' that is no board."""

    async def blob(self, key: str) -> bytes | None:
        return b"not a board" if key == "k" else None


async def test_a_stored_map_that_cannot_be_drawn_again_is_left_out_and_logged(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    message = Message(to="dm", text="your map", user_id="u", files=(f"{MAP}k:own.png", f"{MAP}gone:other.png"))
    sent = await local_files(StoredBoards(), message, tmp_path, Renderer())  # type: ignore[arg-type]
    assert sent.files == () and "could not be drawn" in caplog.text and "no longer stored" in caplog.text
