"""Through the service, on both stores: a committed file travels in the database (a map as the board it was drawn
from), so another process (another machine) sends a message whose sender died, with the same image; the sender
itself never takes it twice."""

from pathlib import Path

from bot.service.api import Message
from bot.service.chain import commit_change
from bot.service.mapfiles import map_file
from bot.service.runtime import Settings
from bot.service.service import GameService
from bot.store import open_store
from bot.store.rows import CLAIM_SECONDS
from maps.render import render_map
from rules.core.dice import Dice
from rules.core.observe import Seen
from rules.registry import get_ruleset
from tests.service.fakegame import RaceRuleset
from tests.service.table import Clock, Table
from tests.store.raw import raw


async def service_on(db_url: str, name: str, out_dir: Path, clock: Clock) -> GameService:
    store = await open_store(db_url, instance=name)
    return GameService(store, {"race": RaceRuleset()}, Settings(out_dir=out_dir, clock=clock))


async def test_another_process_sends_a_dead_senders_map(db_url: str, tmp_path: Path) -> None:
    clock = Clock()
    sender = await service_on(db_url, "shard-a", tmp_path / "a", clock)
    table = Table(sender)
    await table.race()
    picture = tmp_path / "map.png"
    picture.write_bytes(b"\x89PNG" + bytes(range(256)) * 50)
    record = await sender.store.live_game("table")
    assert record is not None
    post = Message(to="channel", text="the map", channel_id="table", files=(str(picture),))
    _, sent = await commit_change(sender.runtime, sender.runtime.load(record), [post])
    assert sent[0].files == (str(picture),) and sent[0].outbox_id is not None
    other = await service_on(db_url, "shard-b", tmp_path / "b", clock)
    assert await sender.undelivered() == [] and await other.undelivered() == []
    await sender.close()
    picture.unlink()

    clock.now += CLAIM_SECONDS + 1
    taken = [m for m in await other.undelivered() if m.text == "the map"]
    assert [m.outbox_id for m in taken] == [sent[0].outbox_id]
    (copy,) = taken[0].files
    assert Path(copy).is_relative_to(tmp_path / "b") and Path(copy).read_bytes()[:4] == b"\x89PNG"
    assert Path(copy).stat().st_size == 4 + 256 * 50
    await other.delivered([m.outbox_id for m in await other.undelivered() if m.outbox_id is not None])
    assert await other.undelivered() == []
    await other.close()


async def test_another_process_draws_a_dead_senders_map_again_from_its_stored_board(
    db_url: str, tmp_path: Path
) -> None:
    clock = Clock()
    sender = await service_on(db_url, "shard-a", tmp_path / "a", clock)
    table = Table(sender)
    await table.race()
    independence = get_ruleset("independence")
    seen = Seen(independence, independence.new_game({}, Dice(3, 0)), None)
    (drawn,) = await map_file(sender.runtime, seen, "opening")
    record = await sender.store.live_game("table")
    assert record is not None and seen.board is not None
    post = Message(to="channel", text="the opening map", channel_id="table", files=(drawn,))
    _, sent = await commit_change(sender.runtime, sender.runtime.load(record), [post])
    stored = await raw(db_url, f"SELECT message FROM outbox WHERE id = {sent[0].outbox_id}")
    assert '"map:' in stored[0][0] and "blob:" not in stored[0][0]
    await sender.close()
    Path(drawn).unlink()

    other = await service_on(db_url, "shard-b", tmp_path / "b", clock)
    clock.now += CLAIM_SECONDS + 1
    (taken,) = [m for m in await other.undelivered() if m.text == "the opening map"]
    (copy,) = taken.files
    assert Path(copy).is_relative_to(tmp_path / "b") and Path(copy).read_bytes() == render_map(seen.board)
    await other.close()


async def test_a_claim_kept_by_its_sender_is_not_taken_by_another_process(db_url: str, tmp_path: Path) -> None:
    clock = Clock()
    sender = await service_on(db_url, "shard-a", tmp_path / "a", clock)
    table = Table(sender)
    await table.race()
    record = await sender.store.live_game("table")
    assert record is not None
    waiting = [Message(to="channel", text=f"post {n}", channel_id="table") for n in range(2)]
    _, sent = await commit_change(sender.runtime, sender.runtime.load(record), waiting)
    kept, dropped = (m.outbox_id for m in sent)
    assert kept is not None and dropped is not None
    other = await service_on(db_url, "shard-b", tmp_path / "b", clock)

    for _ in range(3):  # the sender keeps holding one post (say, queued behind a rate limit) well past its claim
        clock.now += CLAIM_SECONDS * 0.75
        await sender.keep_claims([kept])
    assert [m.outbox_id for m in await other.undelivered() if m.text.startswith("post")] == [dropped]
    await other.delivered([dropped])
    await sender.delivered([kept])
    clock.now += CLAIM_SECONDS + 1
    await other.keep_claims([kept])  # another instance's keeping takes nothing, and a sent post stays sent
    assert [m for m in await other.undelivered() if m.text.startswith("post")] == []
    await sender.close()
    await other.close()
