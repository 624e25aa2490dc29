"""Who may run what, in which state of the game: one table, checked before any handler runs."""

from dataclasses import dataclass
from typing import Literal

from bot.service.api import Caller
from bot.service.errors import CommandError
from bot.store import GameRecord

Role = Literal["anyone", "player", "gm"]
Status = Literal["none", "lobby", "active", "paused", "ended"]

LIVE: frozenset[Status] = frozenset({"lobby", "active", "paused"})
SEEN: frozenset[Status] = LIVE | {"ended"}
RUNNING: frozenset[Status] = frozenset({"active", "paused"})


@dataclass(frozen=True)
class Rule:
    """Who may run a command and in which game states."""

    role: Role
    statuses: frozenset[Status]


PERMISSIONS: dict[str, Rule] = {
    "game new": Rule("anyone", frozenset({"none", "ended"})),
    "game join": Rule("anyone", frozenset({"lobby"})),
    "game leave": Rule("player", LIVE),
    "game start": Rule("gm", frozenset({"lobby"})),
    "game status": Rule("anyone", SEEN),
    "game rules": Rule("anyone", SEEN),
    "game log": Rule("anyone", SEEN),
    "game export": Rule("anyone", SEEN),
    "game verify": Rule("anyone", frozenset({"ended"})),
    "game end": Rule("gm", LIVE),
    "map": Rule("anyone", SEEN),
    "hand": Rule("player", LIVE),
    "forces": Rule("player", LIVE),
    "play": Rule("player", frozenset({"active"})),
    "undo": Rule("player", frozenset({"active"})),
    "gm pause": Rule("gm", frozenset({"active"})),
    "gm resume": Rule("gm", frozenset({"paused"})),
    "gm seat": Rule("gm", LIVE),
    "gm deadline": Rule("gm", LIVE),
    "gm rollback": Rule("gm", RUNNING),
    "gm skip": Rule("gm", frozenset({"active"})),
    "gm edit": Rule("gm", RUNNING),
    "gm dump": Rule("gm", SEEN),
    "gm roll": Rule("gm", LIVE),
    "gm end": Rule("gm", LIVE),
}

WORKS_IN_DMS = frozenset({"hand", "map"})

STATUS_HINTS: dict[Status, str] = {
    "none": "There is no game in this channel. Start one with `/game new ruleset:<id>`.",
    "lobby": "The game has not started yet: players `/game join`, then the GM runs `/game start`.",
    "active": "The game is under way.",
    "paused": "The game is paused; the GM resumes it with `/gm resume`.",
    "ended": "The game in this channel has ended; `/game new` starts another.",
}


SPECIFIC: dict[tuple[str, Status], str] = {
    **{
        ("game new", status): "This channel already has a live game; the GM ends it with `/game end` first."
        for status in LIVE
    },
    ("game join", "active"): "The game has already started; ask the GM to seat you with `/gm seat`.",
    ("game join", "paused"): "The game has already started; ask the GM to seat you with `/gm seat`.",
    **{
        ("game verify", status): "`/game verify` works once the game has ended: the seed stays secret until then."
        for status in LIVE
    },
    ("gm pause", "paused"): "The game is already paused.",
    ("gm resume", "active"): "The game is not paused.",
}


def status_of(record: GameRecord | None) -> Status:
    """The state a command meets: no game, or the game's status."""
    return "none" if record is None else record.status


def is_gm(caller: Caller, record: GameRecord | None, gm_role: str | None) -> bool:
    """The game's creator, a server manager, or a member with the configured GM role."""
    if caller.is_server_manager or (gm_role is not None and gm_role in caller.roles):
        return True
    return record is not None and caller.user_id == record.gm_user


def role_of(caller: Caller, record: GameRecord | None, gm_role: str | None) -> set[Role]:
    """Every role ``caller`` has for ``record``."""
    roles: set[Role] = {"anyone"}
    if record is not None and caller.user_id in record.seats.values():
        roles.add("player")
    if is_gm(caller, record, gm_role):
        roles.add("gm")
    return roles


def check(key: str, caller: Caller, record: GameRecord | None, gm_role: str | None, verb: str | None = None) -> None:
    """Raise a CommandError unless ``caller`` may run ``key`` (a play command: ``verb``) on ``record`` now."""
    rule = PERMISSIONS[key]
    shown = verb or key
    if caller.is_dm and key not in WORKS_IN_DMS:
        raise CommandError(f"`/{shown}` works in a game's channel, not in direct messages.")
    status = status_of(record)
    if status not in rule.statuses:
        if (key, status) in SPECIFIC:
            raise CommandError(SPECIFIC[(key, status)])
        allowed = ", ".join(sorted(rule.statuses))
        works = f" (It works when the game is: {allowed}.)" if status != "none" else ""
        raise CommandError(f"`/{shown}` cannot be used now. {STATUS_HINTS[status]}{works}")
    if rule.role not in role_of(caller, record, gm_role):
        raise CommandError(_role_error(shown, rule.role, record, gm_role))


def _role_error(key: str, role: Role, record: GameRecord | None, gm_role: str | None) -> str:
    if role == "gm":
        creator = f"<@{record.gm_user}>" if record else "the game's creator"
        extra = f", or members with the `{gm_role}` role" if gm_role else ""
        return f"Only a GM may use `/{key}`: {creator}, server managers{extra}."
    return f"You hold no seat in this game, so you cannot use `/{key}`. Ask the GM to seat you with `/gm seat`."
