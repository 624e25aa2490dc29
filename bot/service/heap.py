"""The garbage collector's schedule in a long-running bot process.

A command leaves about a thousand container objects alive for a while (its new state, the legal actions and boards
the memos keep), and CPython's generations walk each of them again and again while they live: measured in
``bench.load`` at 150 commands a second with 1,000 games, the collector took 10-12 % of the CPU and the
middle generation's collections stalled the event loop 240-370 ms every few seconds. So, once started:

- the start-up heap (rulesets, map data, the command tree) is frozen out of the generations;
- young collections run as the allocations call for them (``GC_THRESHOLDS``), and whatever survives one is frozen
  at once, so no object is walked by the collector more than once (the older generations stay empty);
- objects frozen that way are still freed when their last reference goes (reference counting does not need the
  collector); only garbage cycles among them wait, for the full collection that ``HeapKeeper`` runs every
  ``FULL_COLLECTION_SECONDS`` (none were found in the load benchmark's runs).
"""

import contextlib
import gc
import logging
import time
from typing import Any

from bot.service.periodic import Periodic

log = logging.getLogger("courier.heap")

GC_THRESHOLDS = (20_000, 20, 100)
"""The collector's thresholds after start-up: a young collection every 20,000 objects allocated and still alive
(Python's default, 700, ran one every few commands)."""
FULL_COLLECTION_SECONDS = 3600.0
"""How often the whole heap, frozen part included, is collected for garbage cycles (a pause of about a second a
million objects)."""


def freeze_start_up_heap() -> None:
    """Freeze everything alive after start-up, collect young objects at ``GC_THRESHOLDS`` and freeze their
    survivors after every collection (until ``release_heap``)."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLDS)
    if _freeze_survivors not in gc.callbacks:
        gc.callbacks.append(_freeze_survivors)


def release_heap() -> None:
    """Back to the collector's ordinary generations (when the bot stops)."""
    with contextlib.suppress(ValueError):
        gc.callbacks.remove(_freeze_survivors)
    gc.unfreeze()


def full_collection() -> int:
    """Collect the whole heap, frozen objects included, then freeze the survivors again; how many objects were
    garbage."""
    gc.unfreeze()
    found = gc.collect()
    gc.freeze()
    return found


def _freeze_survivors(phase: str, info: dict[str, Any]) -> None:
    if phase == "stop":
        gc.freeze()


class HeapKeeper(Periodic):
    """Every ``FULL_COLLECTION_SECONDS``, a full collection (``full_collection``), logged with its pause."""

    def __init__(self, seconds: float = FULL_COLLECTION_SECONDS) -> None:
        super().__init__(seconds, "courier-full-collection")

    async def step(self) -> None:
        """One full collection, logged."""
        started = time.perf_counter()
        found = full_collection()
        pause = (time.perf_counter() - started) * 1000
        log.info("full collection: %d objects were garbage, %.0f ms, %d kept", found, pause, gc.get_freeze_count())
