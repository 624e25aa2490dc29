"""A process that plays random commands on a database file and prints every action once it is committed.

`python -m tests.store.crash_worker DB SEED COUNT`: each committed action is printed as
`ACTION <game> <number> <sha256 of its action and events>` after the command that made it returned;
`CMD` after every command. The crash test kills it at random and checks what it printed is still stored.
"""

import asyncio
import hashlib
import json
import random
import sys

from bot.service.api import Caller, Command
from bot.service.service import GameService
from bot.store import ActionRecord
from tests.service.fakegame import RaceRuleset

CHANNELS = ["north", "south", "east"]


def digest(entry: ActionRecord) -> str:
    """What identifies a committed action."""
    return hashlib.sha256(json.dumps([entry.seat, entry.action, entry.events]).encode()).hexdigest()[:16]


async def next_command(service: GameService, rng: random.Random, channel: str) -> Command:
    """A random command for ``channel``: a new game when none is live, else a legal play or a GM command."""
    record = await service.store.live_game(channel)

    def as_user(user: str, group: str, sub: str | None = None, **options: str) -> Command:
        return Command(Caller(user, user, channel), group, sub, options)

    if record is None:
        return as_user("alice", "game", "new", ruleset="race", options=f"goal={rng.randint(10, 30)}")
    if record.status == "lobby":
        if "Red" not in record.seats:
            return as_user("alice", "game", "join", side="Red")
        if "Blue" not in record.seats and rng.random() < 0.5:
            return as_user("bob", "game", "join", side="Blue")
        return as_user("alice", "game", "start")
    game = service.runtime.load(record)
    if rng.random() < 0.03:
        return as_user("alice", "game", "end")
    if rng.random() < 0.03:
        return as_user("alice", "gm", "edit", what="goal", value=str(rng.randint(10, 40)))
    for seat in game.ruleset.to_act(game.state):
        user = game.user_of(seat)
        legal = game.ruleset.legal_actions(game.state, seat)
        if user and user != "ai" and legal:
            action = rng.choice(legal)
            return as_user(user, action.verb, **action.options())
    return as_user("alice", "game", "status")


async def main(db: str, seed: int, count: int) -> None:
    rng = random.Random(seed)
    service = await GameService.open(db, {"race": RaceRuleset()})
    for _ in range(count):
        channel = rng.choice(CHANNELS)
        before = {g.id: g.last_action for g in await service.store.all_games()}
        await service.handle(await next_command(service, rng, channel))
        for game in await service.store.all_games():
            for entry in await service.store.actions(game.id, after=before.get(game.id, 0)):
                print(f"ACTION {game.id} {entry.number} {digest(entry)}")
        print("CMD", flush=True)
    await service.close()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3])))
