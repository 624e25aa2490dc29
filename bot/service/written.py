"""The files the bot writes to send (maps, exports, state dumps), and the maps this process drew lately, by file
path, each with the board it was drawn from, so that committing a message that carries a map stores the board (a
few kilobytes, from which any process draws the same map again) instead of the PNG (about 300 KB) or a path only
this machine can read. A seat's own map is remembered by its stored name (``api.MAP_TO_DRAW``) before it is drawn:
it is drawn when its DM is delivered. The files are only there to be sent: a long-running bot removes them a day after
they were written (``prune_written``), as the store drops delivered messages."""

import contextlib
import os
import threading
from collections import OrderedDict
from pathlib import Path

KEPT_FILES = 512
"""How many maps are remembered (about 3 MB of boards): a command's maps are committed right after they are drawn,
and a seat's own map, drawn when its DM is delivered, is found here until then (else read back from the store)."""


WRITTEN = ("game*.png", "game*.json", "game*.part", "outbox/*/*")
"""The files the bot writes under its folder: maps, exports and state dumps (``game…``; a part file a crash left
behind), and the files of outbox messages written where they are delivered (a folder each, named by their content:
``outbox.local_files``)."""


def prune_written(out_dir: Path, before: float) -> int:
    """Remove the files the bot wrote under ``out_dir`` (``WRITTEN``) last changed before ``before`` (epoch
    seconds), and the outbox folders left empty; how many files were removed. Nothing else in the folder is
    touched, and a file another process removed first is skipped."""
    removed = 0
    for pattern in WRITTEN:
        for path in out_dir.glob(pattern):
            with contextlib.suppress(FileNotFoundError):
                if path.is_file() and path.stat().st_mtime < before:
                    path.unlink()
                    removed += 1
    for folder in out_dir.glob("outbox/*"):
        with contextlib.suppress(OSError):  # not empty, or gone
            folder.rmdir()
    return removed


def write_file(path: Path, content: bytes) -> None:
    """Write ``content`` to ``path``, making its folder: whole or not at all, as seen by a process sending it (the
    bytes go to a part file of this thread's own, then take the name at once)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(f"{path.name}.{os.getpid()}-{threading.get_ident()}.part")
    partial.write_bytes(content)
    partial.replace(path)


class WrittenFiles:
    """The last ``kept`` maps written, by path: the board (``BoardView`` JSON) each was drawn from."""

    def __init__(self, kept: int = KEPT_FILES) -> None:
        self._kept = kept
        self._boards: OrderedDict[str, str] = OrderedDict()

    def note(self, path: str, board: str) -> None:
        """Remember that the map at ``path`` was drawn from ``board``."""
        self._boards[path] = board
        self._boards.move_to_end(path)
        while len(self._boards) > self._kept:
            self._boards.popitem(last=False)

    def board(self, path: str) -> str | None:
        """The board the map at ``path`` was drawn from by this process, if still remembered."""
        return self._boards.get(path)
