"""Maps committed from what this process drew: a map goes into the outbox as the board it was drawn from (noted
when it was written), so no PNG is read back or stored; any other file is read from the disk and stored as its
bytes."""

import hashlib
import os
import time
from pathlib import Path

import pytest

from bot.service.api import MAP_TO_DRAW, Message
from bot.service.outbox import BLOB, local_files, to_record
from bot.service.renderer import Renderer
from bot.service.runtime import Settings
from bot.service.service import GameService
from bot.service.written import WrittenFiles, write_file
from bot.store.rows import OUTBOX_KEEP
from rules.independence.ruleset import IndependenceRuleset
from tests.service.table import Clock, Table


def test_a_drawn_map_is_committed_as_its_board_without_reading_the_file(tmp_path: Path) -> None:
    path = tmp_path / "maps" / "game1-action3.png"
    write_file(path, b"\x89PNG map bytes")
    assert path.read_bytes() == b"\x89PNG map bytes" and list(path.parent.iterdir()) == [path], "no part file left"
    written = WrittenFiles()
    written.note(str(path), '{"ruleset": "race"}')
    path.unlink()  # committing must not need the file any more
    blobs: dict[str, bytes] = {}
    record = to_record(Message(to="channel", text="map", channel_id="c", files=(str(path),)), blobs, written)
    digest = hashlib.sha256(b'{"ruleset": "race"}').hexdigest()
    assert record["files"] == [f"{MAP_TO_DRAW}{digest}:game1-action3.png"] and blobs == {digest: b'{"ruleset": "race"}'}


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
    files = (f"{MAP_TO_DRAW}k:own.png", f"{MAP_TO_DRAW}gone:other.png")
    message = Message(to="dm", text="your map", user_id="u", files=files)
    sent = await local_files(StoredBoards(), message, tmp_path, Renderer())  # type: ignore[arg-type]
    assert sent.files == () and "could not be drawn" in caplog.text and "no longer stored" in caplog.text


async def test_the_files_written_to_send_are_removed_a_day_later_and_nothing_else(tmp_path: Path) -> None:
    """A long-running bot's folder does not grow without end: the maps, DM maps, exports and state dumps it wrote
    over a day ago (``OUTBOX_KEEP``, as delivered messages) go; newer ones, and anything else in the folder, stay;
    a message sent again from the store after that has its map written anew."""
    clock = Clock(now=time.time())
    ruleset = IndependenceRuleset()
    out = tmp_path / "out"
    service = await GameService.open(str(tmp_path / "m.db"), {ruleset.id: ruleset}, Settings(out_dir=out, clock=clock))
    try:
        table = Table(service)
        await table.ok("you> /game new ruleset:independence seed:5")
        await table.ok("you> /game join side:Americans")
        started = await table.ok("you> /game start")
        sent = [await service.files_ready(m) for m in started if m.files]
        exported = await table.ok("you> /game export")
        written = [Path(f) for m in [*sent, *exported] for f in m.files]
        assert {p.suffix for p in written} == {".png", ".json"} and any("outbox" in p.parts for p in written)
        foreign = [out / "notes.txt", out / "holiday.png", out / "outbox" / "README"]
        for path in foreign:
            path.write_text("not Courier's")
        left = out / f"{written[0].name}.4242-1.part"  # a write a crash cut short
        left.write_bytes(b"\x89PNG half")
        old, new = [*written[::2], left], written[1::2]
        for path in [*old, *foreign]:
            os.utime(path, (clock.now - OUTBOX_KEEP - 60,) * 2)
        assert await service.prune_files() == len(old)
        assert not any(p.exists() for p in old) and all(p.exists() for p in [*new, *foreign])
        for path in new:
            os.utime(path, (clock.now - OUTBOX_KEEP - 60,) * 2)
        dm = next(m for m in started if m.to == "dm" and m.files)
        resent = Path((await service.files_ready(dm)).files[0])
        assert resent in new, "a DM map already written is sent again from the same file"
        assert await service.prune_files() == len(new) - 1, "that file is as new as its last sending"
        assert resent.exists()
        resent.unlink()
        assert sorted(p.name for p in out.rglob("*") if p.is_file()) == ["README", "holiday.png", "notes.txt"]
        again = Path((await service.files_ready(dm)).files[0])
        assert again == resent and again.read_bytes().startswith(b"\x89PNG"), "written anew once removed"
    finally:
        await service.close()
