"""Maps written as PNG files, off the event loop: public ones for channel posts, a seat's own for its eyes only.
A map that fails to draw is logged and left out: the game goes on without it."""

import asyncio
import logging
from pathlib import Path

from maps.render import has_map, render_map
from rules.core.observe import Seen

log = logging.getLogger(__name__)


def _write(seen: Seen, path: Path) -> bool:
    board = seen.board
    if board is None:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(render_map(board))
    return True


async def map_file(seen: Seen, out_dir: Path, name: str) -> tuple[str, ...]:
    """The map its viewer may see (``seen``: the public or one seat) as a file path; nothing when there is none."""
    ruleset_id = seen.ruleset.id
    if not has_map(ruleset_id):
        return ()
    path = out_dir / f"{name}.png"
    try:
        written = await asyncio.to_thread(_write, seen, path)
    except Exception:
        log.exception("the %s map %s could not be drawn", ruleset_id, name)
        return ()
    return (str(path),) if written else ()
