"""One of several processes sharing a database: plays random commands in its own channels (as a shard would),
fires every deadline it can claim (in any channel), sweeps unsent messages, and logs what it delivers.

`python -m tests.store.process_worker DB NAME SEED COUNT`: prints `POST <outbox id> <channel>` for each message
it delivers (before marking it delivered) and `CLAIM <game> <due time>` for each deadline it claims.
"""

import asyncio
import random
import sys
import tempfile
import time
from pathlib import Path

from bot.service import deadline_firing
from bot.service.api import Caller, Command, Message
from bot.service.runtime import Settings
from bot.service.service import GameService
from bot.store import PendingDeadline
from tests.service.fakegame import RaceRuleset
from tests.store.crash_worker import next_command

FAR_AHEAD = 10 * 3600.0  # deadlines are fired as if it were this much later: every one due fires


async def deliver(service: GameService, messages: list[Message]) -> None:
    """ "Send" the outbox messages (print them), then mark them delivered."""
    ids = [m.outbox_id for m in messages if m.outbox_id is not None]
    for message in messages:
        if message.outbox_id is not None:
            print(f"POST {message.outbox_id} {message.channel_id or message.user_id}")
    await service.delivered(ids)


async def command_for(service: GameService, rng: random.Random, channel: str) -> Command:
    """A random command, or a phase deadline for an active game that has none."""
    record = await service.store.live_game(channel)
    if record is not None and record.status == "active" and record.deadline.hours is None:
        return Command(Caller("alice", "alice", channel), "gm", "deadline", {"hours": "1", "policy": "pass"})
    return await next_command(service, rng, channel)


async def main(db: str, name: str, seed: int, count: int) -> None:
    rng = random.Random(seed)
    out = Path(tempfile.mkdtemp(prefix=f"courier-{name}-"))
    service = await GameService.open(db, {"race": RaceRuleset()}, Settings(out_dir=out))
    claim = service.store.claim_deadlines

    async def logged_claim(now: float) -> list[PendingDeadline]:
        found = await claim(now)
        for due in found:
            print(f"CLAIM {due.game_id} {due.due_at!r}")
        return found

    service.store.claim_deadlines = logged_claim  # type: ignore[method-assign]
    channels = [f"{name}-{n}" for n in range(3)]
    for number in range(count):
        outcome = await service.handle(await command_for(service, rng, rng.choice(channels)))
        await deliver(service, outcome.messages)
        if number % 4 == 0:
            await deliver(service, await deadline_firing.fire(service.runtime, time.time() + FAR_AHEAD))
            await deliver(service, await service.undelivered())
    await service.close()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])))
