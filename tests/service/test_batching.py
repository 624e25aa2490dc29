"""Group commit of delivery marks: marks handed in during a write go together into the next one, each caller
returns once its own marks are written, and a failed write fails only its own batch."""

import asyncio

import pytest

from bot.service.batching import Batcher
from bot.service.service import GameService
from tests.service.table import Table


class SlowWrites:
    """A write that takes a while and records each batch; ``fail`` makes the next write raise."""

    def __init__(self) -> None:
        self.batches: list[list[int]] = []
        self.fail = False

    async def __call__(self, items: list[int]) -> None:
        await asyncio.sleep(0.01)
        if self.fail:
            self.fail = False
            raise RuntimeError("the disk is full")
        self.batches.append(items)


async def test_marks_handed_in_during_a_write_go_into_the_next_one() -> None:
    writes = SlowWrites()
    batcher = Batcher[int](writes)
    first = asyncio.create_task(batcher.add([1]))
    await asyncio.sleep(0)
    await asyncio.gather(first, *(batcher.add([n, n + 100]) for n in range(2, 6)))
    assert writes.batches == [[1], [2, 102, 3, 103, 4, 104, 5, 105]]


async def test_each_caller_returns_once_its_marks_are_written() -> None:
    writes = SlowWrites()
    batcher = Batcher[int](writes)
    await batcher.add([7])
    assert writes.batches == [[7]]
    await batcher.add([])
    assert writes.batches == [[7]]


async def test_a_failed_write_fails_its_own_batch_only() -> None:
    writes = SlowWrites()
    batcher = Batcher[int](writes)
    writes.fail = True
    first = asyncio.create_task(batcher.add([1]))
    await asyncio.sleep(0)
    second = asyncio.create_task(batcher.add([2]))
    with pytest.raises(RuntimeError, match="disk is full"):
        await first
    await second
    assert writes.batches == [[2]]
    await batcher.add([3])
    assert writes.batches == [[2], [3]]


async def test_a_caller_cancelled_while_waiting_leaves_its_batch_written() -> None:
    writes = SlowWrites()
    batcher = Batcher[int](writes)
    waiting = asyncio.create_task(batcher.add([4]))
    await asyncio.sleep(0)
    waiting.cancel()
    await batcher.close()
    assert writes.batches == [[4]]


async def test_the_service_marks_concurrent_deliveries_in_fewer_transactions(
    service: GameService, table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    await table.race()
    await table.ok("alice> /move steps:2")
    ids = [m.outbox_id for m in table.seen if m.outbox_id is not None]
    assert len(ids) >= 3
    calls: list[list[int]] = []
    mark = service.store.mark_delivered

    async def counted(outbox_ids: list[int], now: float) -> None:
        calls.append(list(outbox_ids))
        await mark(outbox_ids, now)

    monkeypatch.setattr(service.store, "mark_delivered", counted)
    await asyncio.gather(*(service.delivered([i]) for i in ids))
    assert sorted(i for call in calls for i in call) == sorted(ids)
    assert len(calls) < len(ids)
