"""Who may run what, in which state: the whole table, and the service refusing every forbidden case unchanged."""

import pytest

from bot.service.api import Caller, Command
from bot.service.errors import CommandError
from bot.service.permissions import PERMISSIONS, check
from bot.service.service import GameService
from bot.store import DeadlineSettings, GameRecord
from tests.service.table import Table

# A = anyone, P = a seated player, G = a GM, - = nobody; by game status in this channel.
EXPECTED = """
command      none lobby active paused ended
game_new     A    -     -      -      A
game_join    -    A     -      -      -
game_leave   -    P     P      P      -
game_start   -    G     -      -      -
game_status  -    A     A      A      A
game_rules   -    A     A      A      A
game_log     -    A     A      A      A
game_export  -    A     A      A      A
game_verify  -    -     -      -      A
game_end     -    G     G      G      -
map          -    A     A      A      A
hand         -    P     P      P      -
forces       -    P     P      P      -
play         -    -     P      -      -
undo         -    -     P      -      -
gm_pause     -    -     G      -      -
gm_resume    -    -     -      G      -
gm_seat      -    G     G      G      -
gm_deadline  -    G     G      G      -
gm_rollback  -    -     G      G      -
gm_skip      -    -     G      -      -
gm_edit      -    -     G      G      -
gm_dump      -    G     G      G      G
gm_roll      -    G     G      G      -
gm_end       -    G     G      G      -
"""
STATUSES = ["none", "lobby", "active", "paused", "ended"]
TABLE = {
    row.split()[0].replace("_", " "): dict(zip(STATUSES, row.split()[1:], strict=True))
    for row in EXPECTED.strip().splitlines()[1:]
}
# Each caller: (is a GM, holds a seat). The creator plays Red; bob plays Blue; the manager and referee are GMs.
CALLERS = {
    "creator": (True, True),
    "player": (False, True),
    "outsider": (False, False),
    "manager": (True, False),
    "referee": (True, False),
}
USERS = {"creator": "alice", "player": "bob", "outsider": "carol", "manager": "mod", "referee": "ref"}


def caller(kind: str, dm: bool = False) -> Caller:
    return Caller(
        user_id=USERS[kind],
        user_name=USERS[kind],
        channel_id=None if dm else "table",
        is_dm=dm,
        is_server_manager=kind == "manager",
        roles=("Referee",) if kind == "referee" else (),
    )


def record(status: str) -> GameRecord | None:
    if status == "none":
        return None
    return GameRecord(
        id=1,
        channel_id="table",
        guild_id=None,
        ruleset="race",
        options={},
        seats={"Red": "alice", "Blue": "bob"},
        gm_user="alice",
        status=status,  # type: ignore[arg-type]
        version=1,
        seed=1,
        commitment="",
        deadline=DeadlineSettings(),
        state_json="{}",
        last_action=0,
        gm_rolls=0,
        result=None,
        created_at=0.0,
        ended_at=None,
    )


def allowed(key: str, kind: str, status: str) -> bool:
    who = TABLE[key][status]
    is_gm, seated = CALLERS[kind]
    return who == "A" or (who == "P" and seated) or (who == "G" and is_gm)


def test_the_table_covers_every_command() -> None:
    assert set(TABLE) == set(PERMISSIONS)


@pytest.mark.parametrize("status", STATUSES)
@pytest.mark.parametrize("kind", list(CALLERS))
@pytest.mark.parametrize("key", sorted(TABLE))
def test_permission(key: str, kind: str, status: str) -> None:
    if allowed(key, kind, status):
        check(key, caller(kind), record(status), "Referee")
    else:
        with pytest.raises(CommandError):
            check(key, caller(kind), record(status), "Referee")


@pytest.mark.parametrize("key", sorted(TABLE))
def test_only_hand_and_map_work_in_direct_messages(key: str) -> None:
    if key in ("hand", "map"):
        return
    with pytest.raises(CommandError, match="not in direct messages"):
        check(key, caller("creator", dm=True), record("active"), "Referee")


def command_for(key: str, kind: str) -> Command:
    group, _, sub = key.partition(" ")
    if group == "play":
        return Command(caller(kind), "move", None, {"steps": "1"})
    return Command(caller(kind), group, sub or None, {"ruleset": "race", "side": "Blue", "to": "0"})


async def reach(table: Table, status: str) -> None:
    """Bring the channel's game to ``status`` (alice GM and Red, bob Blue)."""
    if status == "none":
        return
    await table.ok("alice> /game new ruleset:race seed:1")
    await table.ok("alice> /game join side:Red")
    await table.ok("bob> /game join side:Blue")
    if status in ("active", "paused", "ended"):
        await table.ok("alice> /game start")
        await table.ok("alice> /move steps:1")
    if status == "paused":
        await table.ok("alice> /gm pause")
    if status == "ended":
        await table.ok("alice> /game end")


@pytest.mark.parametrize("status", STATUSES)
async def test_the_service_refuses_every_forbidden_case_and_changes_nothing(
    status: str, table: Table, service: GameService
) -> None:
    table.managers.add("mod")
    table.roles["ref"] = ("Referee",)
    await reach(table, status)
    before = await service.store.all_games()
    for key in sorted(TABLE):
        for kind in CALLERS:
            if allowed(key, kind, status):
                continue
            outcome = await service.handle(command_for(key, kind))
            assert [m.to for m in outcome.messages] == ["ephemeral"] and outcome.messages[0].error, (key, kind)
    assert await service.store.all_games() == before
