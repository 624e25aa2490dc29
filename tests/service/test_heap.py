"""The collector's schedule: survivors of a collection are frozen, garbage cycles wait for the full collection,
and the bot's stop puts the collector back as it was."""

import asyncio
import gc
import re
from collections.abc import Iterator

import pytest

from bot.service.heap import GC_THRESHOLDS, HeapKeeper, freeze_start_up_heap, full_collection, release_heap


class Node:
    """An object that can be part of a reference cycle."""

    def __init__(self) -> None:
        self.other: Node | None = None


@pytest.fixture
def schedule() -> Iterator[None]:
    thresholds = gc.get_threshold()
    gc.unfreeze()
    freeze_start_up_heap()
    yield
    release_heap()
    gc.set_threshold(*thresholds)


def test_start_up_freezes_the_heap_and_sets_the_thresholds(schedule: None) -> None:
    assert gc.get_freeze_count() > 0
    assert gc.get_threshold() == GC_THRESHOLDS
    assert gc.get_count()[1:] == (0, 0)


def test_what_survives_a_collection_is_frozen(schedule: None) -> None:
    kept = [[n] for n in range(1000)]
    frozen = gc.get_freeze_count()
    gc.collect(0)
    assert gc.get_freeze_count() >= frozen + len(kept)
    assert not gc.get_objects(1) and not gc.get_objects(2)  # the older generations stay empty


def test_a_frozen_object_is_still_freed_by_its_last_reference(schedule: None) -> None:
    kept = [[n] for n in range(1000)]
    gc.collect(0)
    frozen = gc.get_freeze_count()
    del kept
    assert gc.get_freeze_count() <= frozen - 1000


def test_a_cycle_that_became_garbage_after_being_frozen_waits_for_the_full_collection(schedule: None) -> None:
    first, second = Node(), Node()
    first.other, second.other = second, first
    gc.collect(0)
    del first, second
    assert gc.collect() == 0  # frozen: the ordinary collections do not see it
    assert full_collection() >= 2
    assert gc.get_freeze_count() > 0  # the survivors are frozen again


def test_release_puts_the_collector_back(schedule: None) -> None:
    release_heap()
    assert gc.get_freeze_count() == 0
    kept = [[n] for n in range(100)]
    gc.collect(0)
    assert gc.get_freeze_count() == 0 and kept


async def test_the_keeper_runs_full_collections_on_its_schedule(
    schedule: None, caplog: pytest.LogCaptureFixture
) -> None:
    keeper = HeapKeeper(seconds=0.01)
    first, second = Node(), Node()
    first.other, second.other = second, first
    gc.collect(0)
    del first, second
    with caplog.at_level("INFO", logger="courier.heap"):
        keeper.start()
        for _ in range(200):
            await asyncio.sleep(0.01)
            if "full collection" in caplog.text:
                break
        await keeper.stop()
    found = re.search(r"full collection: (\d+) objects were garbage, \d+ ms, \d+ kept", caplog.text)
    assert found is not None and int(found.group(1)) >= 2
