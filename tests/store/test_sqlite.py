"""The SQLite store: migrations, one live game per channel, optimistic versions, the log, deadlines, the outbox."""

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

import aiosqlite
import pytest

from bot.store import (
    ActionRecord,
    ChannelBusy,
    Commit,
    NewGame,
    PendingDeadline,
    Snapshot,
    SqliteStore,
    StaleVersion,
    open_sqlite_store,
)
from bot.store.schema import MIGRATIONS
from bot.store.transactions import OUTBOX_KEEP, PRUNE_EVERY


def new_game(channel: str = "c1") -> NewGame:
    return NewGame(
        channel_id=channel,
        guild_id="g",
        ruleset="race",
        options={"goal": "9"},
        gm_user="alice",
        seed=5,
        commitment="abc",
        state_json='{"n": 0}',
        created_at=1.0,
    )


def entry(number: int) -> ActionRecord:
    return ActionRecord(
        number=number,
        seat="Red",
        user_id="alice",
        action={"kind": "move"},
        events=[],
        scripted_dice=[],
        dice_used=False,
        undoable=True,
        time=2.0,
    )


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[SqliteStore]:
    opened = await open_sqlite_store(str(tmp_path / "s.db"))
    yield opened
    await opened.close()


async def test_migrations_run_once_and_wal_is_on(tmp_path: Path) -> None:
    path = str(tmp_path / "m.db")
    for _ in range(2):
        opened = await open_sqlite_store(path)
        await opened.close()
    async with aiosqlite.connect(path) as conn:
        async with conn.execute("SELECT version FROM schema_version") as cursor:
            assert [r[0] for r in await cursor.fetchall()] == list(range(1, len(MIGRATIONS) + 1))
        async with conn.execute("PRAGMA journal_mode") as cursor:
            assert (await cursor.fetchone()) == ("wal",)


async def test_unknown_synchronous_mode_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError):
        await open_sqlite_store(str(tmp_path / "x.db"), synchronous="FAST; DROP TABLE games")


async def test_one_live_game_per_channel_and_ended_games_stay_archived(store: SqliteStore) -> None:
    game, ids = await store.create_game(new_game(), [{"to": "channel", "text": "hi"}])
    assert game.status == "lobby" and game.version == 0 and len(ids) == 1
    with pytest.raises(ChannelBusy):
        await store.create_game(new_game(), [])
    await store.commit(Commit(game_id=game.id, version=0, status="ended"))
    again, _ = await store.create_game(new_game(), [])
    assert (await store.live_game("c1")) == again
    assert [g.status for g in await store.all_games()] == ["ended", "lobby"]
    assert (await store.latest_game("c1")) == again
    await store.commit(Commit(game_id=again.id, version=0, status="ended"))
    latest = await store.latest_game("c1")
    assert latest is not None and latest.id == again.id and await store.live_game("c1") is None


async def test_a_stale_version_writes_nothing(store: SqliteStore) -> None:
    game, _ = await store.create_game(new_game(), [])
    await store.commit(Commit(game_id=game.id, version=0, state_json='{"n": 1}', actions=[entry(1)], last_action=1))
    with pytest.raises(StaleVersion):
        await store.commit(
            Commit(
                game_id=game.id,
                version=0,
                state_json='{"n": 9}',
                actions=[entry(2)],
                outbox=[{"to": "channel", "text": "lost"}],
            )
        )
    stored = await store.game(game.id)
    assert stored is not None and stored.version == 1 and stored.state_json == '{"n": 1}'
    assert [a.number for a in await store.actions(game.id)] == [1]
    assert await store.undelivered() == []


async def test_two_connections_racing_on_one_version_never_both_commit(tmp_path: Path) -> None:
    path = str(tmp_path / "race.db")
    first, second = await open_sqlite_store(path), await open_sqlite_store(path)
    game, _ = await first.create_game(new_game(), [])
    results = await asyncio.gather(
        *[
            s.commit(Commit(game_id=game.id, version=0, actions=[entry(1)], last_action=1))
            for s in (first, second, first, second)
        ],
        return_exceptions=True,
    )
    assert sum(not isinstance(r, Exception) for r in results) == 1
    assert all(isinstance(r, StaleVersion) for r in results if isinstance(r, Exception))
    assert len(await second.actions(game.id)) == 1
    await first.close()
    await second.close()


async def test_truncate_and_snapshots(store: SqliteStore) -> None:
    game, _ = await store.create_game(new_game(), [])
    await store.commit(
        Commit(
            game_id=game.id,
            version=0,
            actions=[entry(1), entry(2), entry(3)],
            snapshots=[Snapshot(2, '{"n": 2}')],
            last_action=3,
        )
    )
    assert (await store.snapshot_before(game.id, 3)).number == 2
    assert (await store.snapshot_before(game.id, 1)).state_json == '{"n": 0}'
    await store.commit(Commit(game_id=game.id, version=1, truncate_after=1, last_action=1))
    assert [a.number for a in await store.actions(game.id)] == [1]
    assert (await store.snapshot_before(game.id, 3)).number == 0
    assert [a.number for a in await store.actions(game.id, after=0, upto=0)] == []


async def test_deadlines_and_the_outbox(store: SqliteStore) -> None:
    game, ids = await store.create_game(new_game(), [{"to": "channel", "text": "a"}, {"to": "dm", "text": "b"}])
    due = PendingDeadline(game_id=game.id, channel_id="c1", due_at=100.0, remind_at=50.0, seats=["Red"])
    await store.commit(Commit(game_id=game.id, version=0, deadline=due))
    assert await store.due_deadlines(10.0) == [] and await store.deadline_of(game.id) == due
    assert await store.due_deadlines(60.0) == [due]
    await store.commit(Commit(game_id=game.id, version=1, reminded=True))
    assert await store.due_deadlines(60.0) == []
    assert [d.reminded for d in await store.due_deadlines(100.0)] == [True]
    await store.commit(Commit(game_id=game.id, version=2, clear_deadline=True))
    assert await store.deadline_of(game.id) is None
    assert await store.due_deadlines(1000.0) == []
    assert [i for i, _ in await store.undelivered()] == ids
    await store.mark_delivered(ids[:1], 5.0)
    assert [m["text"] for _, m in await store.undelivered()] == ["b"]


async def test_delivered_messages_are_pruned_after_a_week(tmp_path: Path) -> None:
    store = await open_sqlite_store(str(tmp_path / "p.db"))
    _, ids = await store.create_game(new_game(), [{"to": "channel", "text": str(n)} for n in range(PRUNE_EVERY)])
    await store.mark_delivered(ids[:10], 0.0)
    await store.mark_delivered(ids[10:20], OUTBOX_KEEP)
    await store.mark_delivered([ids[-1]], OUTBOX_KEEP + 1.0)
    await store.close()
    async with aiosqlite.connect(tmp_path / "p.db") as conn:
        rows = await (await conn.execute("SELECT id FROM outbox ORDER BY id")).fetchall()
    assert [row[0] for row in rows] == ids[10:]


async def test_live_games_of_a_user(store: SqliteStore) -> None:
    game, _ = await store.create_game(new_game(), [])
    await store.commit(Commit(game_id=game.id, version=0, seats={"Red": "alice", "Blue": "ai"}))
    assert [g.id for g in await store.live_games_of("alice")] == [game.id]
    assert await store.live_games_of("ai-friend") == []
