"""Where maps are drawn: in a thread by default, or in a pool of worker processes when the load needs it
(``COURIER_RENDER_PROCESSES=N``). A render holds the interpreter lock for its Python part (placing counters,
text), so in a thread a busy process queues commands behind it; a worker process draws beside the event loop.
Each worker draws every ruleset's opening map when it starts, so its first real map is as fast as the others.

A board is drawn once: the latest maps drawn are kept by their content (a digest of the whole board view), so the
public map and a seat's view that shows the same, games in the same state (every opening) and a `/map` of an
unchanged board reuse the bytes, and two commands asking for the same board at once share one drawing. The key is
the board itself, so a new state, a rollback or a GM's edit that changes what the map shows is drawn anew.

Maps someone waits for come first. With worker processes, the maps begun for later (``begin``: the seats' own maps,
for their DMs) are drawn by as many workers of their own, in the idle scheduling class (``lower_priority``): on a
loaded machine the CPU goes to the bots, the database and the maps someone waits for, and the DMs' maps take what is
left (a DM's delivery waits for its map there). In a thread, a command's public map is drawn before the
seats' maps begun earlier, which are drawn when the thread is free of maps waited for (or at once when a delivery
asks for one)."""

import asyncio
import functools
import hashlib
import logging
import multiprocessing
import os
from collections import OrderedDict, deque
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from maps.render import has_map, render_map
from rules.core.board import BoardView
from rules.core.contract import Ruleset
from rules.core.dice import Dice
from rules.core.observe import Seen
from rules.core.seats import parse_options

log = logging.getLogger(__name__)
KEPT_BYTES = 48 * 1024 * 1024
"""How many bytes of drawn maps are kept for reuse (about 150 War of Independence maps)."""
Draw = Callable[[list[BoardView]], list[bytes]]
"""What draws maps: boards in, their PNG bytes out, in order (``maps.render.render_maps``: a phase's maps drawn in
one trip, each seat's view repainted from the board before it where they differ)."""
Key = tuple[Draw, str]
"""A drawing's key: what draws it and the digest of the board's JSON."""


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


BACKGROUND_NICENESS = 10
"""How much lower the background worker's priority is where the system has no idle scheduling class (``os.nice``)."""


def lower_priority() -> None:
    """Lower this process's scheduling priority for work no one waits on: the idle class (``SCHED_IDLE``) where
    the system has it, so the seats' own maps get the CPU only when the bots, the database and the maps someone
    waits for leave it (at nice +10 they took a tenth of a busy core, and a command waking behind one could wait
    its turn); else ``BACKGROUND_NICENESS``."""
    try:
        os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))
    except (AttributeError, OSError):
        os.nice(BACKGROUND_NICENESS)


def _warm_background_worker(ruleset_ids: list[str]) -> None:
    """The background worker's start: a lower scheduling priority, then ``_warm_worker``."""
    lower_priority()
    _warm_worker(ruleset_ids)


def _up() -> None:
    """Nothing: sent to a worker to start it."""


def draw_sent(draw: Draw, payloads: list[str]) -> list[bytes]:
    """In a worker process: ``draw`` of the boards sent as their JSON (the JSON its key is a digest of is already
    made, where pickling the model cost about 0.1 ms more of the bot's time a map)."""
    return draw([BoardView.model_validate_json(payload) for payload in payloads])


@dataclass(frozen=True, eq=False)
class _Batch:
    """Boards drawn in one trip to a worker, and each board's share of the drawing (``Renderer._part``); one batch
    is only ever equal to itself."""

    draw: Draw
    boards: list[BoardView]
    payloads: list[str]
    keys: list[Key]
    parts: list["asyncio.Future[bytes]"]


def _settle(batch: "asyncio.Future[list[bytes]]", parts: list["asyncio.Future[bytes]"]) -> None:
    """Hand each board's share of a finished drawing to its waiters (a failure to each of them)."""
    for index, part in enumerate(parts):
        if part.done():
            continue
        if batch.cancelled():
            part.cancel()
        elif (error := batch.exception()) is not None:
            part.set_exception(error)
        else:
            part.set_result(batch.result()[index])


class Renderer:
    """Draws maps as PNG bytes off the event loop: in a thread, or in ``processes`` worker processes (and as many
    at a lower priority for the maps begun for later); each distinct board once while its bytes are kept
    (``kept_bytes``); maps waited for before maps begun for later."""

    def __init__(self, processes: int = 0, ruleset_ids: Iterable[str] = (), kept_bytes: int = KEPT_BYTES) -> None:
        self._pool: ProcessPoolExecutor | None = None
        self._background: ProcessPoolExecutor | None = None
        if processes > 0:
            spawn, ids = multiprocessing.get_context("spawn"), (sorted(ruleset_ids),)
            self._pool = ProcessPoolExecutor(processes, mp_context=spawn, initializer=_warm_worker, initargs=ids)
            self._background = ProcessPoolExecutor(
                processes, mp_context=spawn, initializer=_warm_background_worker, initargs=ids
            )
        self._starting = [pool.submit(_up) for pool in self._pools() for _ in range(processes)]
        """The workers started now (each draws the opening maps as it starts), not at the first map asked of them."""
        self._kept: OrderedDict[Key, bytes] = OrderedDict()
        self._kept_bytes, self._limit = 0, kept_bytes
        self._drawing: dict[Key, asyncio.Future[bytes]] = {}
        self._workers = max(processes, 1)
        self._under_way = 0
        self._under_way_behind = 0
        """Batches sent to the background workers and not back."""
        self._waited: deque[_Batch] = deque()
        self._later: deque[_Batch] = deque()
        self._queued: dict[Key, _Batch] = {}
        """The batches not sent to a worker yet, by the keys of their boards."""
        self.drawn = 0
        """Maps drawn (the others asked for were reused)."""
        self.reused = 0
        """Maps asked for whose bytes were kept or already being drawn."""

    async def started(self) -> None:
        """Wait until the worker processes are up and have drawn the opening maps (at once in a thread)."""
        await asyncio.gather(*(asyncio.wrap_future(starting) for starting in self._starting))

    def _pools(self) -> list[ProcessPoolExecutor]:
        return [pool for pool in (self._pool, self._background) if pool is not None]

    async def render(self, draw: Draw, board: BoardView) -> bytes:
        """``board`` drawn by ``draw`` (``render_maps``, a module-level function a worker process can import) off
        the event loop: its PNG bytes, or the bytes kept from drawing the same board before."""
        return (await self.render_all(draw, [board]))[0]

    async def render_all(
        self, draw: Draw, boards: Sequence[BoardView], payloads: Sequence[str] | None = None
    ) -> list[bytes]:
        """Each board drawn as ``render`` draws it, where those neither kept nor being drawn already are drawn in
        one trip to a worker, ahead of the drawings begun for later. ``payloads``: the boards' JSON, when the
        caller has dumped them already."""
        keys = self._ask(draw, boards, payloads, waited=True)
        return [await self._bytes(key) for key in keys]

    async def render_json(self, draw: Draw, payload: str) -> bytes:
        """``render`` of a board given as its JSON, parsed only if it must be drawn: the bytes kept, or the drawing
        under way or begun (``begin``; hurried where no background worker draws it), for the same board are
        shared."""
        key = (draw, hashlib.sha256(payload.encode()).hexdigest())
        if key in self._kept or key in self._drawing:
            self.reused += 1
            if self._background is None:
                self._hurry(key)
            return await self._bytes(key)
        return (await self.render_all(draw, [BoardView.model_validate_json(payload)], [payload]))[0]

    def begin(self, draw: Draw, boards: Sequence[BoardView], payloads: Sequence[str] | None = None) -> list[Key]:
        """Begin drawing, in one trip to a worker, those of ``boards`` neither kept nor being drawn already,
        without waiting and after any map waited for: whoever asks for one of them later shares the drawing (and
        hurries it), and its bytes are kept. The boards' keys."""
        return self._ask(draw, boards, payloads, waited=False)

    def _ask(self, draw: Draw, boards: Sequence[BoardView], payloads: Sequence[str] | None, waited: bool) -> list[Key]:
        """Queue the boards neither kept nor being drawn as one batch (``waited``: ahead of those begun for later;
        a batch of those holding one of the boards is then hurried too). The boards' keys."""
        payloads = payloads if payloads is not None else [board.model_dump_json() for board in boards]
        keys = [(draw, hashlib.sha256(payload.encode()).hexdigest()) for payload in payloads]
        todo: dict[Key, int] = {}
        for index, key in enumerate(keys):
            if key in self._kept or key in self._drawing or key in todo:
                self.reused += 1
                if waited:
                    self._hurry(key)
            else:
                todo[key] = index
        if todo:
            picked, parts = list(todo.values()), [self._part(key) for key in todo]
            batch = _Batch(draw, [boards[i] for i in picked], [payloads[i] for i in picked], list(todo), parts)
            (self._waited if waited else self._later).append(batch)
            self._queued.update(dict.fromkeys(batch.keys, batch))
            self._send()
        return keys

    def _hurry(self, key: Key) -> None:
        """A batch begun for later that holds ``key`` and is not sent yet goes ahead with the maps waited for."""
        batch = self._queued.get(key)
        if batch is not None and batch in self._later:
            self._later.remove(batch)
            self._waited.append(batch)
            self._send()

    def _send(self) -> None:
        """Send queued batches to the workers: one more than the workers of those waited for (so a worker never
        waits on the event loop for the next), those begun for later only to a free worker (a background one when
        there are worker processes)."""
        while self._waited and self._under_way <= self._workers:
            self._start(self._waited.popleft(), behind=False)
        behind = self._background is not None
        while self._later and (self._under_way_behind if behind else self._under_way) < self._workers:
            self._start(self._later.popleft(), behind)

    def _start(self, batch: _Batch, behind: bool) -> None:
        """Send one batch to a worker (``behind``: a background worker)."""
        for key in batch.keys:
            del self._queued[key]
        if behind:
            self._under_way_behind += 1
        else:
            self._under_way += 1
        drawing = asyncio.ensure_future(self._draw(batch.draw, batch.boards, batch.payloads, behind))
        drawing.add_done_callback(functools.partial(self._sent_back, batch, behind))

    def _sent_back(self, batch: _Batch, behind: bool, drawing: "asyncio.Future[list[bytes]]") -> None:
        """A batch's drawing is done: its boards' shares settled, and the next batch sent."""
        if behind:
            self._under_way_behind -= 1
        else:
            self._under_way -= 1
        _settle(drawing, batch.parts)
        self._send()

    def _part(self, key: Key) -> "asyncio.Future[bytes]":
        """A board's share of a drawing: shared with later asks for the same board, kept once done."""
        part: asyncio.Future[bytes] = asyncio.get_running_loop().create_future()
        self._drawing[key] = part
        part.add_done_callback(lambda done: self._keep(key, done))
        return part

    async def _bytes(self, key: Key) -> bytes:
        kept = self._kept.get(key)
        if kept is not None:
            self._kept.move_to_end(key)
            return kept
        return await asyncio.shield(self._drawing[key])

    async def _draw(self, draw: Draw, boards: list[BoardView], payloads: list[str], behind: bool) -> list[bytes]:
        self.drawn += len(boards)
        pool = self._background if behind else self._pool
        if pool is None:
            return await asyncio.to_thread(draw, boards)
        return await asyncio.get_running_loop().run_in_executor(pool, draw_sent, draw, payloads)

    def _keep(self, key: Key, done: "asyncio.Future[bytes]") -> None:
        """Keep a finished drawing's bytes (not a failure: the next ask draws again), the oldest dropped."""
        del self._drawing[key]
        if done.cancelled() or done.exception() is not None:
            return
        png = done.result()
        self._kept[key] = png
        self._kept_bytes += len(png)
        while self._kept_bytes > self._limit and self._kept:
            self._kept_bytes -= len(self._kept.popitem(last=False)[1])

    def worker_cpu_seconds(self) -> float:
        """The CPU time the worker processes have used (0 when maps are drawn in a thread of this process, whose
        time is this process's own); read from /proc, so 0 where there is none."""
        total = 0
        pids = [pid for pool in self._pools() for pid in (getattr(pool, "_processes", None) or {})]
        for pid in pids:
            try:
                with open(f"/proc/{pid}/stat") as stat:
                    fields = stat.read().rsplit(")", 1)[1].split()
            except OSError:
                continue
            total += int(fields[11]) + int(fields[12])
        return total / os.sysconf("SC_CLK_TCK")

    def close(self) -> None:
        """Stop the worker processes (renders not started are dropped: their waiters are cancelled)."""
        for batch in (*self._waited, *self._later):
            for part in batch.parts:
                part.cancel()
        self._waited.clear()
        self._later.clear()
        self._queued.clear()
        for pool in self._pools():
            pool.shutdown(wait=False, cancel_futures=True)
