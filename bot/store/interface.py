"""The store interface the service codes against (SQLite and PostgreSQL fill it alike)."""

from typing import Any, Protocol

from bot.store.records import ActionRecord, Commit, GameRecord, NewGame, PendingDeadline, Snapshot


class StaleVersion(Exception):
    """The game changed since it was read: the commit was refused and nothing was written."""


class ChannelBusy(Exception):
    """The channel already has a live game."""


class GameStore(Protocol):
    """Games, their action logs, snapshots, deadlines and the outbox."""

    async def close(self) -> None:
        """Release the connection."""
        ...

    async def create_game(self, game: NewGame, outbox: list[dict[str, Any]]) -> tuple[GameRecord, list[int]]:
        """Store a new lobby game (with its set-up snapshot) and its messages; ChannelBusy if one is live."""
        ...

    async def live_game(self, channel_id: str) -> GameRecord | None:
        """The channel's game that has not ended."""
        ...

    async def latest_game(self, channel_id: str) -> GameRecord | None:
        """The channel's live game, or else its most recently ended one."""
        ...

    async def game(self, game_id: int) -> GameRecord | None:
        """A game by id."""
        ...

    async def all_games(self) -> list[GameRecord]:
        """Every game, live and archived."""
        ...

    async def live_games_of(self, user_id: str) -> list[GameRecord]:
        """Live games in which ``user_id`` holds a seat."""
        ...

    async def commit(self, change: Commit) -> list[int]:
        """Apply ``change`` atomically if the game is still at ``change.version``; return the outbox ids.

        Raises StaleVersion (writing nothing) when another command changed the game first."""
        ...

    async def actions(self, game_id: int, after: int = 0, upto: int | None = None) -> list[ActionRecord]:
        """Log entries with ``after < number <= upto``, in order."""
        ...

    async def snapshot_before(self, game_id: int, number: int) -> Snapshot:
        """The latest snapshot at or before action ``number``."""
        ...

    async def claim_deadlines(self, now: float) -> list[PendingDeadline]:
        """Deadlines whose reminder or due time has come, claimed for a while so that no other process fires them
        (a commit that changes the deadline ends the claim; a claim not acted on runs out)."""
        ...

    async def deadline_of(self, game_id: int) -> PendingDeadline | None:
        """The game's pending deadline, if one runs."""
        ...

    async def claim_undelivered(self, now: float, limit: int = 500) -> list[tuple[int, dict[str, Any]]]:
        """Undelivered messages no running process holds, claimed for this process, oldest first, by outbox id.
        The messages a run commits are held by it for a while (it sends them itself); the ones a sweep claimed can
        be claimed again by this instance (a retry, or a restart)."""
        ...

    async def mark_delivered(self, outbox_ids: list[int], now: float) -> None:
        """Mark outbox messages as sent."""
        ...

    async def keep_claims(self, outbox_ids: list[int], now: float) -> None:
        """Hold this instance's claim on undelivered outbox messages it is still sending (waiting on Discord, say)
        for another CLAIM_SECONDS from ``now``, so that no other process claims and sends them too."""
        ...

    async def blob(self, key: str) -> bytes | None:
        """Bytes a commit stored by content hash (a map an outbox message refers to)."""
        ...

    async def acquire_lease(self, name: str, now: float, seconds: float) -> bool:
        """Take or renew the lease ``name`` for ``seconds``: True while this process leads (command sync,
        deadlines), False while another process's lease runs."""
        ...

    # Front-end bookkeeping (migration 4): interactions applied once; closed DMs remembered.
    async def claim_interaction(self, interaction_id: str, now: float) -> bool:
        """True the first time ``interaction_id`` is claimed (by any process); claims older than a day are
        forgotten."""
        ...

    async def dm_closed_at(self, user_id: str) -> float | None:
        """When a DM to ``user_id`` was last refused as closed; None when not known to be closed."""
        ...

    async def set_dm_closed(self, user_id: str, closed_at: float | None) -> None:
        """Remember that ``user_id``'s DMs were refused at ``closed_at``; None forgets it (a DM went through)."""
        ...
