"""Property: generated commands (unknown verbs and options, wrong types, huge and Unicode strings, wrong users and
channels, GM commands from players, commands on lobby, paused and ended games) thrown at the real service over
seeded games of every ruleset never raise nor log an unexpected error, and a refusal never changes a game."""

import asyncio
import logging
import shutil
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.service.api import Caller, Command
from bot.service.runtime import Settings
from bot.service.service import OPTIONS, GameService
from tests.service.table import Clock, Table

USERS = ["alice", "bob", "carol"]
CHANNELS = ["napoleon", "independence", "paused", "ended", "lobby", "empty"]
GROUPS = ["game", "gm", "map", "hand", "move", "battle", "play", "recruit", "place", "discard", "done", "undo"]
SUBS = ["new", "join", "leave", "start", "status", "rules", "log", "export", "verify", "end", "pause", "resume"]
SUBS += ["seat", "deadline", "rollback", "skip", "edit", "dump", "roll"]
NAMES = ["ruleset", "seed", "options", "side", "last", "to", "what", "value", "user", "hours", "policy", "dice"]
NAMES += ["from", "units", "armies", "card", "territory", "country", "private", "topic"]
VALUES = ["France", "Allies", "Americans", "British", "napoleon", "independence", "ai", "<@bob>", "1", "0", "-1"]
VALUES += ["²", "٣", "--5", "1e9", "nan", "9" * 3000, "[" * 50, '{"a": [1, 2]}', "active", "hands.Allies"]
VALUES += ["armies.France.france", "deck.draw_pile.0", "true", "2d6", "rounds=²", "Martians", "\u202e", " "]

values = st.one_of(st.sampled_from(VALUES), st.text(max_size=30), st.text(min_size=400, max_size=700))
callers = st.builds(
    lambda user, channel, dm, manager: Caller(
        user, user, None if dm else channel, None if dm else "guild", dm, manager
    ),
    st.sampled_from(USERS),
    st.sampled_from(CHANNELS),
    st.booleans(),
    st.booleans(),
)


@st.composite
def real_commands(draw: st.DrawFn) -> Command:
    """A real command with its real option names, given generated values."""
    key, names = draw(st.sampled_from(sorted(OPTIONS.items())))
    group, _, sub = key.partition(" ")
    options = {name: draw(values) for name in draw(st.lists(st.sampled_from(names), unique=True))}
    return Command(draw(callers), group, sub or None, options)


anything = st.builds(
    lambda group, sub, options, user, channel, dm, manager: Command(
        Caller(user, user, None if dm else channel, None if dm else "guild", dm, manager), group, sub, options
    ),
    st.one_of(st.sampled_from(GROUPS), st.text(min_size=1, max_size=12)),
    st.one_of(st.none(), st.sampled_from(SUBS), st.text(max_size=8)),
    st.dictionaries(st.one_of(st.sampled_from(NAMES), st.text(max_size=6)), values, max_size=4),
    st.sampled_from(USERS),
    st.sampled_from(CHANNELS),
    st.booleans(),
    st.booleans(),
)
commands = st.one_of(real_commands(), anything)


class Errors(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


async def prepare(path: Path) -> None:
    """Seeded games in every state: two running games (one per ruleset), a paused, an ended and a lobby game."""
    service = await GameService.open(str(path / "games.db"), settings=Settings(out_dir=path, clock=Clock()))
    for channel, ruleset in (("napoleon", "napoleon"), ("independence", "independence"), ("paused", "napoleon")):
        table = Table(service, channel)
        await table.ok(f"alice> /game new ruleset:{ruleset} seed:{len(channel)}")
        await table.ok(f"bob> /game join side:{'Allies' if ruleset == 'napoleon' else 'British'}")
        await table.ok("alice> /game start")
    await Table(service, "paused").ok("alice> /gm pause")
    for channel, end in (("ended", True), ("lobby", False)):
        await Table(service, channel).ok("alice> /game new ruleset:napoleon seed:3")
        if end:
            await Table(service, channel).ok("alice> /game end")
    await service.close()


async def snapshot(service: GameService) -> list[tuple[object, ...]]:
    return [(r.id, r.version, r.status, r.seats, r.state_json, r.last_action) for r in await service.store.all_games()]


async def throw(path: Path, batch: list[Command]) -> None:
    service = await GameService.open(str(path / "games.db"), settings=Settings(out_dir=path, clock=Clock()))
    errors = Errors()
    logging.getLogger("courier").addHandler(errors)
    try:
        for command in batch:
            before = await snapshot(service)
            outcome = await service.handle(command)
            assert not errors.records, f"{command}: {errors.records[0].getMessage()}"
            if outcome.messages and all(m.error for m in outcome.messages):
                assert await snapshot(service) == before, f"a refusal changed a game: {command}"
    finally:
        logging.getLogger("courier").removeHandler(errors)
        await service.close()


def test_generated_commands_never_crash_and_refusals_never_write(tmp_path_factory) -> None:
    prepared = tmp_path_factory.mktemp("prepared")
    asyncio.run(prepare(prepared))

    @settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(st.lists(commands, min_size=5, max_size=25))
    def run(batch: list[Command]) -> None:
        work = tmp_path_factory.mktemp("work")
        shutil.copy(prepared / "games.db", work / "games.db")
        asyncio.run(throw(work, batch))

    run()
