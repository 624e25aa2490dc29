"""Built map layers kept on disk, so that a restarted process draws its first map as fast as the others.

Files live in ``COURIER_MAP_CACHE`` (default: ``courier-map-cache`` in the system temp directory), named by the
map, a digest of the map data, the renderer's code and the fonts (any change makes new files), and what the file
holds. A file is raw pixels behind a JSON header; a missing, stale or broken file is rebuilt, and a cache that
cannot be written is only logged.
"""

import hashlib
import json
import logging
import os
import struct
import tempfile
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import Any

from PIL import Image

from maps.render.loading import map_path
from maps.render.text import fonts_dir

log = logging.getLogger(__name__)
RENDER_DIR = Path(__file__).resolve().parent
HEADER = struct.Struct("<I")


def cache_dir() -> Path:
    """Where built layers are kept."""
    return Path(os.environ.get("COURIER_MAP_CACHE") or Path(tempfile.gettempdir()) / "courier-map-cache")


@lru_cache(maxsize=16)
def cache_key(map_id: str) -> str:
    """A digest of the map's data, the renderer's source files and the fonts' names and sizes."""
    digest = hashlib.sha256(map_path(map_id).read_bytes())
    for source in sorted(RENDER_DIR.glob("*.py")):
        digest.update(source.name.encode() + source.read_bytes())
    for font in sorted(fonts_dir().glob("*.ttf")):
        digest.update(f"{font.name}:{font.stat().st_size}".encode())
    return digest.hexdigest()[:20]


def cached(map_id: str, what: str, build: Callable[[], dict[str, Image.Image]]) -> dict[str, Image.Image]:
    """The images named ``what`` for ``map_id``: read from disk, else built and written."""
    path = cache_dir() / f"{map_id}-{cache_key(map_id)}-{what}.img"
    images = read_images(path)
    if images is None:
        images = build()
        write_images(path, images)
    return images


def cached_json(map_id: str, what: str, build: Callable[[], Any]) -> Any:
    """JSON data named ``what`` for ``map_id`` (measured geometry): read from disk, else built and written."""
    path = cache_dir() / f"{map_id}-{cache_key(map_id)}-{what}.json"
    try:
        return json.loads(path.read_text())
    except (OSError, ValueError):
        data = build()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile("w", dir=path.parent, delete=False) as out:
            json.dump(data, out)
        os.replace(out.name, path)
    except OSError:
        log.warning("map geometry could not be cached in %s", path.parent, exc_info=True)
    return data


def write_images(path: Path, images: dict[str, Image.Image]) -> None:
    """Write images (any mode; a palette image keeps its palette) to ``path`` atomically; errors are logged."""
    entries, chunks, offset = [], [], 0
    for name, image in images.items():
        raw = image.tobytes()
        palette = image.getpalette() if image.mode == "P" else None
        entries.append({"name": name, "mode": image.mode, "size": image.size, "offset": offset, "length": len(raw),
                        "palette": palette})  # fmt: skip
        chunks.append(raw)
        offset += len(raw)
    header = json.dumps(entries).encode()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=path.parent, delete=False) as out:
            out.write(HEADER.pack(len(header)) + header)
            for chunk in chunks:
                out.write(chunk)
        os.replace(out.name, path)
    except OSError:
        log.warning("map layers could not be cached in %s", path.parent, exc_info=True)


def read_images(path: Path) -> dict[str, Image.Image] | None:
    """The images in a file written by ``write_images``; None when it is missing or unreadable."""
    try:
        data = memoryview(path.read_bytes())
        (length,) = HEADER.unpack_from(data)
        entries = json.loads(bytes(data[HEADER.size : HEADER.size + length]))
        start = HEADER.size + length
        images = {}
        for entry in entries:
            chunk = data[start + entry["offset"] : start + entry["offset"] + entry["length"]]
            image = Image.frombytes(entry["mode"], tuple(entry["size"]), chunk)
            if entry["palette"] is not None:
                image.putpalette(entry["palette"])
            images[entry["name"]] = image
        return images
    except (OSError, ValueError, KeyError, TypeError, struct.error):
        return None
