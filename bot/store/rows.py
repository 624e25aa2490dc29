"""Stored rows to records, shared by both stores (a ``sqlite3.Row`` and an ``asyncpg.Record`` read alike)."""

import json
from dataclasses import asdict
from typing import Any, Protocol

from bot.store.records import ActionRecord, Commit, DeadlineSettings, GameRecord, NewGame, PendingDeadline

GAME_COLUMNS = (
    "id, channel_id, guild_id, ruleset, options, seats, gm_user, status, version, seed, commitment, deadline, "
    "state, last_action, gm_rolls, result, created_at, ended_at, ruleset_version, posted_maps"
)
NEW_GAME_COLUMNS = (
    "channel_id, guild_id, ruleset, options, gm_user, seed, commitment, state, created_at, ruleset_version"
)
ACTION_COLUMNS = "number, seat, user_id, action, events, scripted_dice, dice_used, undoable, time"
DEADLINE_COLUMNS = "game_id, channel_id, due_at, remind_at, seats, reminded"
OUTBOX_KEEP = 24 * 3600.0  # delivered messages are kept a day, then pruned
INTERACTION_MEMORY = 24 * 3600.0  # an applied interaction id is remembered a day, to refuse it a second time
PRUNE_EVERY = 100  # … checked on every PRUNE_EVERY-th outbox id delivered
CLAIM_SECONDS = 120.0  # an outbox row or deadline claimed by a process that died comes back after this


class Row(Protocol):
    """A stored row read by column name."""

    def __getitem__(self, key: str, /) -> Any: ...


Owner = tuple[str, str]  # who claims outbox rows: (the instance's name, a token of this run of it)
SWEPT = "swept"  # the run token of rows claimed by a sweep (not committed by this run): a sweep may take them again


def game(row: Row) -> GameRecord:
    """A ``games`` row (GAME_COLUMNS) as a record."""
    return GameRecord(
        id=row["id"],
        channel_id=row["channel_id"],
        guild_id=row["guild_id"],
        ruleset=row["ruleset"],
        options=json.loads(row["options"]),
        seats=json.loads(row["seats"]),
        gm_user=row["gm_user"],
        status=row["status"],
        version=row["version"],
        seed=row["seed"],
        commitment=row["commitment"],
        deadline=DeadlineSettings(**json.loads(row["deadline"])),
        state_json=row["state"],
        last_action=row["last_action"],
        gm_rolls=row["gm_rolls"],
        result=json.loads(row["result"]) if row["result"] else None,
        created_at=row["created_at"],
        ended_at=row["ended_at"],
        ruleset_version=row["ruleset_version"],
        posted_maps=json.loads(row["posted_maps"]),
    )


def action(row: Row) -> ActionRecord:
    """An ``actions`` row (ACTION_COLUMNS) as a record."""
    return ActionRecord(
        number=row["number"],
        seat=row["seat"],
        user_id=row["user_id"],
        action=json.loads(row["action"]),
        events=json.loads(row["events"]),
        scripted_dice=json.loads(row["scripted_dice"]),
        dice_used=bool(row["dice_used"]),
        undoable=bool(row["undoable"]),
        time=row["time"],
    )


def deadline(row: Row) -> PendingDeadline:
    """A ``deadlines`` row (DEADLINE_COLUMNS) as a record."""
    return PendingDeadline(
        game_id=row["game_id"],
        channel_id=row["channel_id"],
        due_at=row["due_at"],
        remind_at=row["remind_at"],
        seats=json.loads(row["seats"]),
        reminded=bool(row["reminded"]),
    )


def new_game_values(game: NewGame) -> tuple[Any, ...]:
    """A new game's values in NEW_GAME_COLUMNS order."""
    return (
        game.channel_id,
        game.guild_id,
        game.ruleset,
        json.dumps(game.options),
        game.gm_user,
        game.seed,
        game.commitment,
        game.state_json,
        game.created_at,
        game.ruleset_version,
    )


def action_values(a: ActionRecord) -> tuple[Any, ...]:
    """An action record's values in ACTION_COLUMNS order (after the game id)."""
    return (
        a.number,
        a.seat,
        a.user_id,
        json.dumps(a.action),
        json.dumps(a.events),
        json.dumps(a.scripted_dice),
        a.dice_used,
        a.undoable,
        a.time,
    )


def game_settings(change: Commit) -> dict[str, Any]:
    """Every ``games`` column a commit may set (besides its version), by name, in this order; None for the ones it
    leaves alone."""
    return {
        "state": change.state_json,
        "status": change.status,
        "seats": json.dumps(change.seats) if change.seats is not None else None,
        "deadline": json.dumps(asdict(change.deadline_settings)) if change.deadline_settings else None,
        "result": json.dumps(change.result) if change.result is not None else None,
        "ended_at": change.ended_at,
        "last_action": change.last_action,
        "gm_rolls": change.gm_rolls,
        "posted_maps": json.dumps(change.posted_maps) if change.posted_maps is not None else None,
    }


def game_updates(change: Commit) -> dict[str, Any]:
    """The ``games`` columns a commit sets (besides its version), by name; the ones it leaves alone are absent."""
    return {name: value for name, value in game_settings(change).items() if value is not None}


def outbox_values(game_id: int, outbox: list[dict[str, Any]], now: float, owner: tuple[str, str]) -> list[Any]:
    """Outbox rows (game_id, message, created_at, claimed_by, claim_run, claimed_until), flattened: born claimed
    by the committing process, which delivers them itself."""
    return [
        value
        for message in outbox
        for value in (game_id, json.dumps(message), now, owner[0], owner[1], now + CLAIM_SECONDS)
    ]
