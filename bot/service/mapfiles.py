"""Maps written as PNG files, off the event loop: public ones for channel posts, a seat's own for its eyes only.
A map that fails to draw is logged and left out: the game goes on without it."""

import asyncio
import logging
from pathlib import Path

from maps.render import has_map, render_map
from rules.core.contract import GameState, Ruleset

log = logging.getLogger(__name__)


def _write(ruleset: Ruleset, state: GameState, seat: str | None, path: Path) -> None:
    board = ruleset.board_view(state, seat)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(render_map(board))


async def map_file(ruleset: Ruleset, state: GameState, seat: str | None, out_dir: Path, name: str) -> tuple[str, ...]:
    """The map of ``state`` as seen by ``seat`` (None: the public) as a file path; nothing when there is no map."""
    if not has_map(ruleset.id):
        return ()
    path = out_dir / f"{name}.png"
    try:
        await asyncio.to_thread(_write, ruleset, state, seat, path)
    except Exception:
        log.exception("the %s map %s could not be drawn", ruleset.id, name)
        return ()
    return (str(path),)
