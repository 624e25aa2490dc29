"""Where maps are drawn: in a thread by default, or in a pool of worker processes when the load needs it
(``COURIER_RENDER_PROCESSES=N``). A render holds the interpreter lock for its Python part (placing counters,
text), so in a thread a busy process queues commands behind it; a worker process draws beside the event loop.
Each worker draws every ruleset's opening map when it starts, so its first real map is as fast as the others."""

import asyncio
import logging
import multiprocessing
from collections.abc import Callable, Iterable
from concurrent.futures import Executor, ProcessPoolExecutor

from maps.render import has_map, render_map
from rules.core.board import BoardView
from rules.core.contract import Ruleset
from rules.core.dice import Dice
from rules.core.observe import Seen
from rules.core.seats import parse_options

log = logging.getLogger(__name__)


def draw_openings(rulesets: Iterable[Ruleset]) -> None:
    """Draw each ruleset's opening map once, so that base layers, palettes and sprites are read from the disk
    cache (or built and cached) before the first command needs them; a failure is logged, never raised."""
    for ruleset in rulesets:
        try:
            if has_map(ruleset.id):
                state = ruleset.new_game(parse_options(ruleset.option_specs, {}), Dice(0, 0))
                board = Seen(ruleset, state, None).board
                if board is not None:
                    render_map(board)
        except Exception:
            log.exception("the %s map could not be drawn at start-up", ruleset.id)


def _warm_worker(ruleset_ids: list[str]) -> None:
    """A worker process's start: draw the opening maps of the registered rulesets among ``ruleset_ids``."""
    from rules.registry import rulesets

    known = rulesets()
    draw_openings(known[i] for i in ruleset_ids if i in known)


class Renderer:
    """Draws maps as PNG bytes off the event loop: in a thread, or in ``processes`` worker processes."""

    def __init__(self, processes: int = 0, ruleset_ids: Iterable[str] = ()) -> None:
        self._pool: Executor | None = None
        if processes > 0:
            self._pool = ProcessPoolExecutor(
                processes,
                mp_context=multiprocessing.get_context("spawn"),
                initializer=_warm_worker,
                initargs=(sorted(ruleset_ids),),
            )

    async def render(self, draw: Callable[[BoardView], bytes], board: BoardView) -> bytes:
        """``draw(board)`` (``render_map``, a module-level function a worker process can import) run off the
        event loop: the board drawn as PNG bytes."""
        if self._pool is None:
            return await asyncio.to_thread(draw, board)
        return await asyncio.get_running_loop().run_in_executor(self._pool, draw, board)

    def close(self) -> None:
        """Stop the worker processes (renders not started are dropped)."""
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
