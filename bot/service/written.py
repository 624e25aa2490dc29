"""The files this process wrote lately (its maps), each with its content and digest, so that committing a message
puts its files into the outbox without reading them back from the disk and hashing them on the event loop."""

import hashlib
from collections import OrderedDict
from pathlib import Path

KEPT_FILES = 64
"""How many written files are remembered (a command's maps are committed right after they are written)."""


def write_file(path: Path, content: bytes) -> str:
    """Write ``content`` to ``path`` (making its folder) and return the content's SHA-256 (hex)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    return hashlib.sha256(content).hexdigest()


class WrittenFiles:
    """The last ``kept`` files written, by path: their digest and bytes, as ``write_file`` left them."""

    def __init__(self, kept: int = KEPT_FILES) -> None:
        self._kept = kept
        self._files: OrderedDict[str, tuple[str, bytes]] = OrderedDict()

    def note(self, path: str, digest: str, content: bytes) -> None:
        """Remember that ``path`` now holds ``content`` (whose SHA-256 is ``digest``)."""
        self._files[path] = (digest, content)
        self._files.move_to_end(path)
        while len(self._files) > self._kept:
            self._files.popitem(last=False)

    def get(self, path: str) -> tuple[str, bytes] | None:
        """The digest and bytes last written to ``path`` by this process, if still remembered."""
        return self._files.get(path)
