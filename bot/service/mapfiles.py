"""Maps written as PNG files, off the event loop: public ones for channel posts, a seat's own for its eyes only.
A phase's map is posted only when the board changed since the last map posted for the game (not when only the
phase word did). A map that fails to draw is logged and left out: the game goes on without it."""

import asyncio
import logging
import threading
from collections.abc import Iterable
from pathlib import Path

from bot.service.runtime import Runtime
from maps.render import has_map, render_map
from rules.core.board import BoardView
from rules.core.contract import GameState, Ruleset
from rules.core.dice import Dice

log = logging.getLogger(__name__)


def _write(board: BoardView, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(render_map(board))


async def _file(ruleset: Ruleset, board: BoardView, out_dir: Path, name: str) -> tuple[str, ...]:
    path = out_dir / f"{name}.png"
    try:
        await asyncio.to_thread(_write, board, path)
    except Exception:
        log.exception("the %s map %s could not be drawn", ruleset.id, name)
        return ()
    return (str(path),)


async def map_file(ruleset: Ruleset, state: GameState, seat: str | None, out_dir: Path, name: str) -> tuple[str, ...]:
    """The map of ``state`` as seen by ``seat`` (None: the public) as a file path; nothing when there is no map."""
    if not has_map(ruleset.id):
        return ()
    return await _file(ruleset, ruleset.board_view(state, seat), out_dir, name)


async def changed_map_file(rt: Runtime, game_id: int, ruleset: Ruleset, state: GameState, name: str) -> tuple[str, ...]:
    """The public map of ``state`` as a file path, or nothing when its board signature is the one last posted for
    the game (the same board is not re-posted)."""
    if not has_map(ruleset.id):
        return ()
    board = ruleset.board_view(state, None)
    signature = board.signature()
    if rt.posted_maps.get(game_id) == signature:
        return ()
    files = await _file(ruleset, board, rt.settings.out_dir, name)
    if files:
        rt.posted_maps[game_id] = signature
    return files


def warm_up(rulesets: Iterable[Ruleset]) -> threading.Thread:
    """Draw each ruleset's opening map once in a background thread at start-up, so that base layers, palettes
    and sprites are read from the disk cache (or built and cached) before the first command needs them."""

    def draw() -> None:
        for ruleset in rulesets:
            try:
                if has_map(ruleset.id):
                    render_map(ruleset.board_view(ruleset.new_game({}, Dice(0, 0)), None))
            except Exception:
                log.exception("the %s map could not be drawn at start-up", ruleset.id)

    thread = threading.Thread(target=draw, name="map-warm-up", daemon=True)
    thread.start()
    return thread
