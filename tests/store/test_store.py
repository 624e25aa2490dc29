"""The store suite, run against SQLite and PostgreSQL alike: migrations, one live game per channel, optimistic
versions, the log and snapshots, deadline and outbox claims, map bytes, leader leases, pruning."""

import asyncio
from dataclasses import replace

import pytest

from bot.store import (
    ActionRecord,
    ChannelBusy,
    Commit,
    GameStore,
    NewGame,
    PendingDeadline,
    Snapshot,
    StaleVersion,
    open_store,
)
from bot.store.migrations import MIGRATIONS, statements
from bot.store.rows import CLAIM_SECONDS, OUTBOX_KEEP, PRUNE_EVERY
from tests.store.raw import raw


def new_game(channel: str = "c1") -> NewGame:
    return NewGame(
        channel_id=channel,
        guild_id="g",
        ruleset="race",
        options={"goal": "9"},
        gm_user="alice",
        seed=2**61 + 5,
        commitment="abc",
        state_json='{"n": 0}',
        created_at=1.0,
        ruleset_version="3",
    )


def entry(number: int) -> ActionRecord:
    return ActionRecord(
        number=number,
        seat="Red",
        user_id="alice",
        action={"kind": "move"},
        events=[{"kind": "roll", "text": "5"}],
        scripted_dice=[],
        dice_used=number % 2 == 0,
        undoable=True,
        time=2.0,
    )


def test_every_migration_has_its_twin_in_both_dialects() -> None:
    sqlite = [m.sqlite for m in MIGRATIONS]
    postgres = [m.postgres for m in MIGRATIONS]
    assert len(sqlite) == len(postgres) and all(sqlite) and all(postgres)
    assert [len(statements(s)) for s in sqlite] == [len(statements(p)) for p in postgres]


def test_a_semicolon_inside_a_dollar_quoted_body_does_not_end_a_statement() -> None:
    body = "DO $$ BEGIN ALTER TABLE a ADD y INT; EXCEPTION WHEN others THEN NULL; END $$"
    script = f"CREATE TABLE a (x INT);\n{body};\nSELECT 1"
    assert statements(script) == [
        "CREATE TABLE a (x INT)",
        body,
        "SELECT 1",
    ]


async def test_migrations_run_once(db_url: str) -> None:
    for _ in range(2):
        opened = await open_store(db_url)
        await opened.close()
    versions = await raw(db_url, "SELECT version FROM schema_version ORDER BY version")
    assert [v for (v,) in versions] == list(range(1, len(MIGRATIONS) + 1))


async def test_one_live_game_per_channel_and_ended_games_stay_archived(store: GameStore) -> None:
    game, ids = await store.create_game(new_game(), [{"to": "channel", "text": "hi"}])
    assert game.status == "lobby" and game.version == 0 and len(ids) == 1
    assert game.seed == 2**61 + 5 and game.ruleset_version == "3" and game.options == {"goal": "9"}
    try:
        await store.create_game(new_game(), [])
        raise AssertionError("a second live game was stored")
    except ChannelBusy:
        pass
    await store.commit(Commit(game_id=game.id, version=0, status="ended"))
    again, _ = await store.create_game(new_game(), [])
    assert (await store.live_game("c1")) == again
    assert [g.status for g in await store.all_games()] == ["ended", "lobby"]
    assert (await store.latest_game("c1")) == again
    await store.commit(Commit(game_id=again.id, version=0, status="ended"))
    latest = await store.latest_game("c1")
    assert latest is not None and latest.id == again.id and await store.live_game("c1") is None
    assert await store.latest_game("elsewhere") is None


async def test_a_stale_version_writes_nothing(store: GameStore, db_url: str) -> None:
    game, _ = await store.create_game(new_game(), [])
    await store.commit(Commit(game_id=game.id, version=0, state_json='{"n": 1}', actions=[entry(1)], last_action=1))
    stale = Commit(
        game_id=game.id,
        version=0,
        state_json='{"n": 9}',
        actions=[entry(2)],
        outbox=[{"to": "channel", "text": "lost"}],
        blobs={"h": b"png"},
    )
    try:
        await store.commit(stale)
        raise AssertionError("a stale commit was written")
    except StaleVersion:
        pass
    stored = await store.game(game.id)
    assert stored is not None and stored.version == 1 and stored.state_json == '{"n": 1}'
    assert [a.number for a in await store.actions(game.id)] == [1]
    assert await raw(db_url, "SELECT COUNT(*) FROM outbox") == [(0,)]
    assert await store.blob("h") is None


async def test_a_plain_stale_move_writes_nothing(store: GameStore, db_url: str) -> None:
    game, _ = await store.create_game(new_game(), [])
    await store.commit(Commit(game_id=game.id, version=0, state_json='{"n": 1}', actions=[entry(1)], last_action=1))
    stale = Commit(game_id=game.id, version=0, state_json='{"n": 9}', actions=[entry(2)], last_action=2,
                   outbox=[{"to": "channel", "text": "lost"}])  # fmt: skip
    with pytest.raises(StaleVersion):
        await store.commit(stale)
    stored = await store.game(game.id)
    assert stored is not None and stored.version == 1 and stored.last_action == 1
    assert [a.number for a in await store.actions(game.id)] == [1]
    assert await raw(db_url, "SELECT COUNT(*) FROM outbox") == [(0,)]


async def test_a_move_logs_every_action_and_queues_its_messages_in_order(store: GameStore) -> None:
    game, _ = await store.create_game(new_game(), [])
    messages = [{"to": "channel", "text": f"line {n}"} for n in range(12)]
    move = Commit(game_id=game.id, version=0, now=5.0, state_json='{"n": 3}', actions=[entry(1), entry(2), entry(3)],
                  last_action=3, outbox=messages)  # fmt: skip
    ids = await store.commit(move)
    assert len(ids) == 12 and ids == sorted(ids)
    assert await store.actions(game.id) == [entry(1), entry(2), entry(3)]
    claimed = await store.claim_undelivered(5.0 + 10 * CLAIM_SECONDS)
    assert [(i, m["text"]) for i, m in claimed] == [(i, f"line {n}") for n, i in enumerate(ids)]
    stored = await store.game(game.id)
    assert stored is not None and stored.version == 1 and stored.state_json == '{"n": 3}'


async def test_two_connections_racing_on_one_version_never_both_commit(db_url: str) -> None:
    first, second = await open_store(db_url, instance="one"), await open_store(db_url, instance="two")
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


async def test_the_log_truncates_with_its_snapshots(store: GameStore) -> None:
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
    assert await store.actions(game.id) == [entry(1), entry(2), entry(3)]
    assert [a.number for a in await store.actions(game.id, after=1, upto=2)] == [2]
    assert (await store.snapshot_before(game.id, 3)).number == 2
    assert (await store.snapshot_before(game.id, 1)).state_json == '{"n": 0}'
    await store.commit(Commit(game_id=game.id, version=1, truncate_after=1, last_action=1))
    assert [a.number for a in await store.actions(game.id)] == [1]
    assert (await store.snapshot_before(game.id, 3)).number == 0
    assert [a.number for a in await store.actions(game.id, after=0, upto=0)] == []


async def test_a_truncated_log_takes_new_entries_of_the_same_numbers_in_one_commit(store: GameStore) -> None:
    game, _ = await store.create_game(new_game(), [])
    await store.commit(Commit(game_id=game.id, version=0, actions=[entry(1), entry(2)], last_action=2,
                              snapshots=[Snapshot(2, '{"n": 2}')]))  # fmt: skip
    redone = replace(entry(2), seat="Blue")
    redo = Commit(game_id=game.id, version=1, truncate_after=1, actions=[redone], last_action=2,
                  snapshots=[Snapshot(2, '{"n": 7}')], outbox=[{"to": "channel", "text": "redo"}])  # fmt: skip
    ids = await store.commit(redo)
    assert await store.actions(game.id) == [entry(1), redone] and len(ids) == 1
    assert (await store.snapshot_before(game.id, 2)).state_json == '{"n": 7}'


async def test_a_due_deadline_is_claimed_once_until_its_claim_runs_out(store: GameStore, db_url: str) -> None:
    game, _ = await store.create_game(new_game(), [])
    due = PendingDeadline(game_id=game.id, channel_id="c1", due_at=100.0, remind_at=50.0, seats=["Red"])
    await store.commit(Commit(game_id=game.id, version=0, deadline=due))
    assert await store.claim_deadlines(10.0) == [] and await store.deadline_of(game.id) == due
    other = await open_store(db_url, instance="other")
    assert await store.claim_deadlines(60.0) == [due]
    assert await other.claim_deadlines(61.0) == [] and await store.claim_deadlines(62.0) == []
    assert await other.claim_deadlines(60.0 + CLAIM_SECONDS + 1) == [due]
    await store.commit(Commit(game_id=game.id, version=1, reminded=True))
    assert await store.claim_deadlines(99.0) == []
    assert [d.reminded for d in await other.claim_deadlines(100.0)] == [True]
    await store.commit(Commit(game_id=game.id, version=2, clear_deadline=True, deadline=due))
    assert await store.claim_deadlines(101.0) == [due]
    await store.commit(Commit(game_id=game.id, version=3, clear_deadline=True))
    assert await store.deadline_of(game.id) is None
    assert await other.claim_deadlines(10_000.0) == []
    await other.close()


async def test_racing_claimers_split_the_due_deadlines(db_url: str) -> None:
    stores = [await open_store(db_url, instance=f"p{n}") for n in range(3)]
    for n in range(12):
        game, _ = await stores[0].create_game(new_game(f"c{n}"), [])
        due = PendingDeadline(game_id=game.id, channel_id=f"c{n}", due_at=5.0, remind_at=None, seats=["Red"])
        await stores[0].commit(Commit(game_id=game.id, version=0, deadline=due))
    claims = await asyncio.gather(*[s.claim_deadlines(10.0) for s in stores * 3])
    claimed = [d.game_id for found in claims for d in found]
    assert sorted(claimed) == sorted(set(claimed)) and len(claimed) == 12
    for opened in stores:
        await opened.close()


async def test_the_committer_holds_its_messages_and_another_takes_them_when_it_dies(db_url: str) -> None:
    committer = await open_store(db_url, instance="shard-a")
    game, ids = await committer.create_game(new_game(), [{"to": "channel", "text": "a"}, {"to": "dm", "text": "b"}])
    other = await open_store(db_url, instance="shard-b")
    assert await other.claim_undelivered(2.0) == [] and await committer.claim_undelivered(2.0) == []
    taken = await other.claim_undelivered(1.0 + CLAIM_SECONDS + 1)
    assert [(i, m["text"]) for i, m in taken] == list(zip(ids, ["a", "b"], strict=True))
    await committer.close()
    assert [i for i, _ in await other.claim_undelivered(200.0)] == ids
    restarted = await open_store(db_url, instance="shard-b")
    assert [i for i, _ in await restarted.claim_undelivered(200.0)] == ids
    await restarted.mark_delivered(ids[:1], 201.0)
    await restarted.close()
    assert [i for i, _ in await other.claim_undelivered(10_000.0)] == ids[1:]
    await other.close()


async def test_racing_outbox_claimers_never_take_the_same_message(db_url: str) -> None:
    stores = [await open_store(db_url, instance=f"p{n}") for n in range(6)]
    game, ids = await stores[0].create_game(new_game(), [{"to": "channel", "text": str(n)} for n in range(30)])
    later = 1.0 + CLAIM_SECONDS + 1
    claims = await asyncio.gather(*[s.claim_undelivered(later, limit=4) for s in stores])
    claimed = sorted(i for found in claims for i, _ in found)
    assert claimed == sorted(set(claimed)) and set(claimed) <= set(ids) and len(claimed) >= 12
    for found in claims:
        assert [i for i, _ in found] == sorted(i for i, _ in found)
    for opened in stores:
        await opened.close()


async def test_the_maps_last_posted_are_kept_with_the_game(store: GameStore) -> None:
    game, _ = await store.create_game(new_game(), [])
    assert game.posted_maps == {}
    await store.commit(Commit(game_id=game.id, version=0, posted_maps={"": "a1", "Red": "b2"}))
    await store.commit(Commit(game_id=game.id, version=1, last_action=1))
    stored = await store.game(game.id)
    assert stored is not None and stored.posted_maps == {"": "a1", "Red": "b2"}


async def test_map_bytes_are_stored_with_the_commit(store: GameStore) -> None:
    game, _ = await store.create_game(new_game(), [])
    png = bytes(range(256)) * 40
    await store.commit(Commit(game_id=game.id, version=0, outbox=[{"files": ["blob:k:m.png"]}], blobs={"k": png}))
    await store.commit(Commit(game_id=game.id, version=1, outbox=[{"files": ["blob:k:m.png"]}], blobs={"k": png}))
    assert await store.blob("k") == png and await store.blob("missing") is None


async def test_delivered_messages_and_old_map_bytes_are_pruned_after_a_day(store: GameStore, db_url: str) -> None:
    game, ids = await store.create_game(new_game(), [{"to": "channel", "text": str(n)} for n in range(PRUNE_EVERY)])
    await store.commit(Commit(game_id=game.id, version=0, now=0.0, blobs={"old": b"1"}))
    await store.commit(Commit(game_id=game.id, version=1, now=2 * OUTBOX_KEEP, blobs={"new": b"2"}))
    await store.mark_delivered(ids[:10], 0.0)
    await store.mark_delivered(ids[10:20], OUTBOX_KEEP + 2.0)
    assert len(await raw(db_url, "SELECT id FROM outbox")) == PRUNE_EVERY
    await store.mark_delivered([i for i in ids if i % PRUNE_EVERY == 0], 2 * OUTBOX_KEEP + 1.0)
    kept = {i for (i,) in await raw(db_url, "SELECT id FROM outbox")}
    assert kept == set(ids[10:])
    assert await store.blob("old") is None and await store.blob("new") == b"2"


async def test_one_leader_at_a_time_until_its_lease_runs_out(db_url: str) -> None:
    first, second = await open_store(db_url, instance="one"), await open_store(db_url, instance="two")
    assert await first.acquire_lease("deadlines", 0.0, 60.0)
    assert not await second.acquire_lease("deadlines", 30.0, 60.0)
    assert await second.acquire_lease("command-sync", 30.0, 60.0)
    assert await first.acquire_lease("deadlines", 50.0, 60.0)
    assert not await second.acquire_lease("deadlines", 100.0, 60.0)
    assert await second.acquire_lease("deadlines", 111.0, 60.0)
    assert not await first.acquire_lease("deadlines", 112.0, 60.0)
    await first.close()
    await second.close()


async def test_live_games_of_a_user(store: GameStore) -> None:
    game, _ = await store.create_game(new_game(), [])
    await store.commit(Commit(game_id=game.id, version=0, seats={"Red": "alice", "Blue": "ai"}))
    assert [g.id for g in await store.live_games_of("alice")] == [game.id]
    assert await store.live_games_of("ai-friend") == []
