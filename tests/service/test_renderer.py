"""Maps drawn in worker processes (``COURIER_RENDER_PROCESSES``) are the maps a thread draws; each distinct board
is drawn once while its bytes are kept."""

import asyncio
import io
import itertools
import multiprocessing
import os
import threading
import time
from pathlib import Path

import pytest
from PIL import Image

from bot.service.renderer import BACKGROUND_NICENESS, Draw, Renderer, draw_sent, lower_priority
from bot.service.runtime import Settings
from bot.service.service import GameService
from maps.render import render_map, render_maps
from rules.core.board import BoardView
from rules.core.observe import Seen
from rules.independence.ruleset import IndependenceRuleset
from rules.registry import rulesets
from tests.contract.play import play
from tests.service.fakegame import RaceRuleset, RaceState
from tests.service.table import Table


async def test_a_worker_process_draws_the_same_maps_as_a_thread(tmp_path: Path) -> None:
    ruleset = IndependenceRuleset()
    settings = Settings(out_dir=tmp_path, render_processes=1)
    service = await GameService.open(str(tmp_path / "m.db"), {ruleset.id: ruleset}, settings)
    try:
        table = Table(service)
        await table.ok("you> /game new ruleset:independence seed:5")
        await table.ok("you> /game join side:Americans")
        await table.ok("them> /game join side:British")
        started = await table.ok("you> /game start")
        record = await service.store.live_game(table.channel)
        assert record is not None
        game = service.runtime.load(record)
        ready = [await service.files_ready(m) for m in started if m.files]  # the seats' maps are drawn as they go
        drawn = {m.user_id: Path(m.files[0]).read_bytes() for m in ready}
        expected = {None: game.seen(None).board, "you": game.seen("Americans").board,
                    "them": game.seen("British").board}  # fmt: skip
        assert drawn.keys() == expected.keys()
        for user, board in expected.items():
            assert board is not None
            assert pixels(drawn[user]) == pixels(render_map(board))

    finally:
        await service.close()


def pixels(png: bytes) -> bytes:
    """A PNG's pixels, as RGB bytes."""
    return Image.open(io.BytesIO(png)).convert("RGB").tobytes()


def slowly(draw: Draw) -> Draw:
    """``draw`` taking 50 ms, so that a second ask arrives while it draws."""

    def slow(boards: list[BoardView]) -> list[bytes]:
        time.sleep(0.05)
        return draw(boards)

    return slow


def race_board(red: int, blue: int = 0) -> BoardView:
    state = RaceState(ruleset="race", seats=["Red", "Blue"], positions={"Red": red, "Blue": blue})
    return RaceRuleset().board_view(state, None)


def noting(drawn: list[BoardView]) -> Draw:
    """A draw that notes each board it draws and returns bytes that tell the boards apart."""

    def draw(boards: list[BoardView]) -> list[bytes]:
        drawn.extend(boards)
        return [noted(board) for board in boards]

    return draw


def noted(board: BoardView) -> bytes:
    """The bytes ``noting``'s draw gives ``board``."""
    return b"\x89PNG " + board.model_dump_json(include={"spaces"}).encode()


async def test_a_board_is_drawn_once_while_kept_and_a_changed_board_is_drawn_anew() -> None:
    drawn: list[BoardView] = []
    draw, renderer = noting(drawn), Renderer()
    first = await renderer.render(draw, race_board(3))
    assert await renderer.render(draw, race_board(3)) == first  # an equal board (another game in the same state)
    moved = await renderer.render(draw, race_board(4))
    assert moved != first and b"mile4" in moved
    assert [b.spaces.keys() for b in drawn] == [{"mile3", "mile0"}, {"mile4", "mile0"}]
    assert (renderer.drawn, renderer.reused) == (2, 1)


async def test_two_asks_for_the_same_board_at_once_share_one_drawing() -> None:
    drawn: list[BoardView] = []
    slow = slowly(noting(drawn))
    renderer = Renderer()
    first, second = await asyncio.gather(renderer.render(slow, race_board(3)), renderer.render(slow, race_board(3)))
    assert first == second and len(drawn) == 1


async def test_a_failed_drawing_is_not_kept_and_the_next_ask_draws_again() -> None:
    drawn: list[BoardView] = []
    note, failures = noting(drawn), [RuntimeError("no ink")]

    def flaky(boards: list[BoardView]) -> list[bytes]:
        if failures:
            raise failures.pop()
        return note(boards)

    renderer = Renderer()
    with pytest.raises(RuntimeError, match="no ink"):
        await renderer.render(flaky, race_board(3))
    assert b"mile3" in await renderer.render(flaky, race_board(3))
    assert len(drawn) == 1


async def test_the_boards_of_a_phase_not_kept_are_drawn_in_one_trip() -> None:
    drawn: list[BoardView] = []
    note, threads = noting(drawn), set()

    def draw(boards: list[BoardView]) -> list[bytes]:
        threads.add(threading.get_ident())
        return note(boards)

    renderer = Renderer()
    kept = await renderer.render(draw, race_board(2))
    drawn.clear()
    threads.clear()
    boards = [race_board(1), race_board(2), race_board(3), race_board(1)]
    found = await renderer.render_all(draw, boards)
    assert found == [noted(b) for b in boards] and found[1] == kept
    assert [next(iter(b.spaces)) for b in drawn[:2]] == ["mile1", "mile3"], "only the boards neither kept nor repeated"
    assert len(threads) == 1 and (renderer.drawn, renderer.reused) == (3, 2)
    assert await renderer.render_all(draw, boards[:3]) == found[:3] and renderer.drawn == 3
    dumped = [b.model_dump_json() for b in boards[:3]]  # JSON a caller already has keys the same drawings
    assert await renderer.render_all(draw, boards[:3], dumped) == found[:3] and renderer.drawn == 3


async def test_a_failed_drawing_of_several_boards_fails_each_ask_and_keeps_none() -> None:
    drawn: list[BoardView] = []
    note, failures = noting(drawn), [RuntimeError("no ink")]

    def flaky(boards: list[BoardView]) -> list[bytes]:
        if failures and any(next(iter(board.spaces)) == "mile2" for board in boards):
            raise failures.pop()
        return note(boards)

    renderer = Renderer()
    with pytest.raises(RuntimeError, match="no ink"):
        await renderer.render_all(flaky, [race_board(1), race_board(2)])
    assert await renderer.render(flaky, race_board(1)) == noted(race_board(1)), "mile1 was not kept: drawn again"
    assert renderer.drawn == 3
    assert len(await renderer.render_all(flaky, [race_board(1), race_board(2)])) == 2


async def test_an_ask_for_a_board_being_drawn_with_others_waits_for_that_drawing() -> None:
    drawn: list[BoardView] = []
    slow = slowly(noting(drawn))
    renderer = Renderer()
    together, alone = await asyncio.gather(
        renderer.render_all(slow, [race_board(1), race_board(2)]), renderer.render(slow, race_board(2))
    )
    assert alone == together[1] and len(drawn) == 2


def held(drawn: list[BoardView], busy: threading.Event, *holding: str) -> Draw:
    """A draw that notes each board, where a batch holding a board at ``holding`` (mile 1 by default) waits for
    ``busy`` (a worker kept busy)."""
    note = noting(drawn)

    def draw(boards: list[BoardView]) -> list[bytes]:
        if any(board.spaces.keys() & set(holding or ["mile1"]) for board in boards):
            assert busy.wait(5)
        return note(boards)

    return draw


def miles(drawn: list[BoardView]) -> list[str]:
    return [next(iter(b.spaces)) for b in drawn]


async def test_a_map_waited_for_is_drawn_before_the_maps_begun_for_later() -> None:
    """A command's public map does not queue behind the seats' maps begun for earlier DMs: with the one worker
    busy, it is drawn at once; a DM's delivery asking for its map (by the board's JSON, as the outbox stores it)
    hurries it the same way; the other maps begun for later are drawn after, in the order they were begun."""
    drawn: list[BoardView] = []
    busy = threading.Event()
    draw, renderer = held(drawn, busy), Renderer()
    renderer.begin(draw, [race_board(1)])
    renderer.begin(draw, [race_board(2), race_board(3)])
    renderer.begin(draw, [race_board(4)])
    public = await asyncio.wait_for(renderer.render(draw, race_board(5)), 5)
    assert b"mile5" in public and miles(drawn) == ["mile5"], "drawn while the worker was busy, ahead of 2, 3 and 4"
    dm = await asyncio.wait_for(renderer.render_json(draw, race_board(4).model_dump_json()), 5)
    assert b"mile4" in dm and miles(drawn) == ["mile5", "mile4"], "the DM's map went ahead of 2 and 3"
    busy.set()
    await asyncio.wait_for(renderer.render(draw, race_board(1)), 5)
    await asyncio.wait_for(renderer.render_all(draw, [race_board(2), race_board(3)]), 5)
    assert miles(drawn) == ["mile5", "mile4", "mile1", "mile2", "mile3"]
    assert (renderer.drawn, renderer.reused) == (5, 4)


def drawn_at_priority(boards: list[BoardView]) -> list[bytes]:
    """In a worker process: the scheduling policy it draws in, where mile 1's board takes a while to draw."""
    if any("mile1" in board.spaces for board in boards):
        time.sleep(0.5)
    return [str(os.sched_getscheduler(0)).encode() for _ in boards]


async def test_worker_processes_draw_the_seats_maps_at_a_lower_priority() -> None:
    """With worker processes, the maps begun for later (the seats' own, for their DMs) are drawn in workers of
    their own in the idle scheduling class, so a loaded machine serves the commands and the maps someone waits
    for first; a DM's delivery asking for its map waits for that drawing rather than taking a worker of the
    others, and a map someone waits for is drawn at the bot's own priority meanwhile."""
    bot_policy, lowered = os.sched_getscheduler(0), os.SCHED_IDLE
    renderer = Renderer(processes=1)
    try:
        await renderer.render(drawn_at_priority, race_board(4))  # both workers up before the clock matters
        renderer.begin(drawn_at_priority, [race_board(5)])
        await renderer.render_json(drawn_at_priority, race_board(5).model_dump_json())
        renderer.begin(drawn_at_priority, [race_board(1)])
        renderer.begin(drawn_at_priority, [race_board(2)])  # queued behind mile 1's drawing
        dm = asyncio.ensure_future(renderer.render_json(drawn_at_priority, race_board(2).model_dump_json()))
        public = await asyncio.wait_for(renderer.render(drawn_at_priority, race_board(3)), 30)
        assert int(public) == bot_policy and not dm.done()
        assert int(await asyncio.wait_for(dm, 30)) == lowered
        assert int(await asyncio.wait_for(renderer.render(drawn_at_priority, race_board(1)), 30)) == lowered
        assert renderer.worker_cpu_seconds() > 0
    finally:
        renderer.close()


def test_without_an_idle_scheduling_class_the_background_worker_is_niced(monkeypatch: pytest.MonkeyPatch) -> None:
    """Where the system refuses the idle class (or has none), the background worker lowers its priority by
    ``BACKGROUND_NICENESS`` instead."""
    niced: list[int] = []

    def refused(*_: object) -> None:
        raise OSError("no idle class here")

    monkeypatch.setattr(os, "sched_setscheduler", refused)
    monkeypatch.setattr(os, "nice", niced.append)
    lower_priority()
    assert niced == [BACKGROUND_NICENESS]


async def test_the_worker_processes_start_with_the_renderer_and_draw_the_openings() -> None:
    """Both kinds of worker start when the renderer is made, each drawing the opening maps, rather than at the first
    map asked of them (a DM's map after a restart would otherwise wait for a worker's start)."""
    before = set(multiprocessing.active_children())
    renderer = Renderer(processes=1, ruleset_ids=["independence"])
    try:
        await asyncio.wait_for(renderer.started(), 60)
        assert len(set(multiprocessing.active_children()) - before) == 2
        assert renderer.drawn == 0 and renderer.worker_cpu_seconds() > 0
    finally:
        renderer.close()


async def test_closing_cancels_the_maps_not_sent_to_a_worker() -> None:
    """Maps still queued when the renderer closes (the bot stopping) are never drawn: whoever waits for one is
    cancelled rather than left waiting."""
    drawn: list[BoardView] = []
    busy = threading.Event()
    draw, renderer = held(drawn, busy, "mile1", "mile5"), Renderer()
    renderer.begin(draw, [race_board(1)])
    public = asyncio.ensure_future(renderer.render(draw, race_board(5)))  # the worker and the one ready: both busy
    renderer.begin(draw, [race_board(2)])
    queued = [asyncio.ensure_future(renderer.render(draw, race_board(4))),
              asyncio.ensure_future(renderer.render_json(draw, race_board(2).model_dump_json()))]  # fmt: skip
    await asyncio.sleep(0.05)
    renderer.close()
    busy.set()
    assert b"mile5" in await asyncio.wait_for(public, 5)
    for waiter in queued:
        with pytest.raises(asyncio.CancelledError):
            await asyncio.wait_for(waiter, 5)
    for _ in range(100):  # the drawing under way at the close finishes in its thread
        if len(drawn) < 2:
            await asyncio.sleep(0.05)
    assert sorted(miles(drawn)) == ["mile1", "mile5"]


async def test_the_oldest_maps_are_dropped_past_the_bytes_kept() -> None:
    drawn: list[BoardView] = []
    draw = noting(drawn)
    size = len(noted(race_board(5)))
    renderer = Renderer(kept_bytes=2 * size)
    for red in (1, 2, 3, 1, 3):  # 1 was dropped when 3 came; 3 is still kept
        await renderer.render(draw, race_board(red))
    assert miles(drawn) == ["mile1", "mile2", "mile3", "mile1"]


async def test_maps_follow_a_new_state_a_gm_edit_and_a_rollback(
    table: Table, service: GameService, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The kept maps are keyed by what the board shows: `/map` of an unchanged game reuses the bytes, and a new
    action, a `/gm edit` and a `/gm rollback` each show their own board."""
    drawn: list[BoardView] = []
    monkeypatch.setattr("bot.service.mapfiles.has_map", lambda _: True)
    monkeypatch.setattr("bot.service.mapfiles.render_maps", noting(drawn))
    await table.race()
    drawn.clear()

    async def shown() -> bytes:
        files = (await table.ok("bob> /map"))[0].files
        return Path(files[0]).read_bytes()

    opening = await shown()
    assert await shown() == opening and len(drawn) <= 1  # the opening map may be kept from the game's start
    await table.ok("alice> /move steps:2")
    assert b"mile2" in await shown()
    await table.ok("alice> /gm edit what:positions.Red value:9")
    assert b"mile9" in await shown()
    before = len(drawn)
    await table.ok("alice> /gm rollback to:1")
    rolled = await shown()
    assert b"mile2" in rolled and b"mile9" not in rolled
    assert len(drawn) == before  # the board after action 1 was drawn before: its bytes are reused


def test_a_worker_is_sent_each_board_as_json_and_draws_the_very_board() -> None:
    """Boards go to worker processes as their JSON (the key's own text): every ruleset's boards, public and each
    seat's, along an AI game, come back equal to themselves."""
    for ruleset in rulesets().values():
        for number, step in enumerate(itertools.islice(play(ruleset, 3), 400)):
            if number % 40:
                continue
            for seat in [None, *step.state.seats]:
                board = Seen(ruleset, step.state, seat).board
                if board is not None:
                    drawn: list[BoardView] = []
                    draw_sent(noting(drawn), [board.model_dump_json()])
                    assert drawn == [board], (ruleset.id, number, seat)


def test_a_batch_of_seats_maps_sent_to_a_worker_is_drawn_one_from_another_as_each_alone() -> None:
    """A batch sent to a worker (the seats' own maps of a phase) is drawn by ``render_maps``, each seat's view
    repainted from the one before: the pixels of each drawn alone."""
    ruleset = IndependenceRuleset()
    state = next(itertools.islice(play(ruleset, 11), 40, None)).state
    boards = [ruleset.board_view(ruleset.observe(state, seat), seat) for seat in state.seats]
    pngs = draw_sent(render_maps, [board.model_dump_json() for board in boards])
    assert [pixels(png) for png in pngs] == [pixels(render_map(board)) for board in boards]
