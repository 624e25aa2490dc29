"""What every command handler works with: the store, the rulesets, the settings, the loaded game."""

import asyncio
import difflib
import json
import os
import secrets
import tempfile
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from bot.service.api import Caller, Command
from bot.service.errors import CommandError
from bot.service.history import state_at
from bot.service.isolation import Reported
from bot.service.renderer import Renderer
from bot.service.sights import Sights
from bot.service.written import WrittenFiles
from bot.store import GameRecord, GameStore
from rules.core.contract import Action, GameState, Ruleset
from rules.core.observe import Seen
from rules.core.situation import Situation

AI = "ai"


def new_seed() -> int:
    """A fresh secret seed."""
    return secrets.randbits(62)


@dataclass
class Settings:
    """How a service runs: where files go, who is a GM, the clock, the seeds (tests and the console set them)."""

    out_dir: Path = field(
        default_factory=lambda: Path(os.environ.get("COURIER_MAP_DIR") or Path(tempfile.gettempdir()) / "courier")
    )
    """Where maps, exports and state dumps are written to be sent (a folder of Courier's own in the system's
    temporary folder by default: a long-running bot removes what it wrote there a day later)."""
    gm_role: str | None = field(default_factory=lambda: os.environ.get("COURIER_GM_ROLE") or None)
    clock: Callable[[], float] = time.time
    seeds: Callable[[], int] = new_seed
    scripted_dice: list[int] = field(default_factory=list)
    snapshot_every: int = 50
    segment_limit: int = 100
    chain_limit: int = 20000
    render_processes: int = field(default_factory=lambda: int(os.environ.get("COURIER_RENDER_PROCESSES") or 0))
    """Worker processes that draw maps (0: a thread of this process draws them)."""


@dataclass
class Game:
    """A stored game with its ruleset and its current state parsed."""

    record: GameRecord
    ruleset: Ruleset
    state: GameState
    sights: Sights = field(default_factory=Sights)

    def situation(self, state: GameState | None = None) -> Situation:
        """The situation of ``state`` (default: the game's current state)."""
        return self.sights.situation(self.ruleset, self.state if state is None else state)

    def legal(self, seat: str, state: GameState | None = None) -> list[Action]:
        """``seat``'s legal actions in ``state`` (default: the current state)."""
        return self.sights.legal(self.ruleset, self.state if state is None else state, seat)

    def legal_count(self, seat: str, state: GameState | None = None) -> int:
        """How many legal actions ``seat`` has in ``state`` (default: the current state)."""
        return self.sights.legal_count(self.ruleset, self.state if state is None else state, seat)

    def known_legal(self, seat: str) -> list[Action] | None:
        """``seat``'s legal actions in the current state if they were worked out already (None: not yet)."""
        return self.sights.known_legal(self.state, seat)

    def seen(self, seat: str | None, state: GameState | None = None) -> Seen:
        """What ``seat`` (None: the public) may be shown of ``state`` (default: the current state)."""
        return self.sights.seen(self.ruleset, self.state if state is None else state, seat)

    @cached_property
    def seat_names(self) -> dict[str, str]:
        """Each seat's name as its ruleset declares it (the seat id where it declares none)."""
        declared = {spec.id: spec.name for spec in self.ruleset.seat_specs(self.record.options)}
        return {seat: declared.get(seat, seat) for seat in self.state.seats}

    def name(self, seat: str) -> str:
        """How posts call ``seat``: its declared name."""
        return self.seat_names.get(seat, seat)

    def user_of(self, seat: str) -> str | None:
        """The user holding ``seat`` ("ai" for the AI), None when it is open."""
        return self.record.seats.get(seat)

    def seats_of(self, user_id: str) -> list[str]:
        """The seats ``user_id`` holds, in the ruleset's order."""
        return [s for s in self.state.seats if self.record.seats.get(s) == user_id]

    def human(self, seat: str) -> str | None:
        """The human user holding ``seat``; None for the AI or an open seat."""
        user = self.record.seats.get(seat)
        return None if user in (None, AI) else user

    def who(self, seat: str) -> str:
        """``seat`` with a mention of its player, for channel posts."""
        user = self.human(seat)
        return f"<@{user}> ({self.name(seat)})" if user else f"{self.name(seat)} (AI)"


@dataclass
class Runtime:
    """The service's working parts, shared by every handler."""

    store: GameStore
    rulesets: Mapping[str, Ruleset]
    settings: Settings
    _states: dict[int, tuple[int, GameState]] = field(default_factory=dict)
    _locks: dict[str, asyncio.Lock] = field(default_factory=dict)
    sights: Sights = field(default_factory=Sights)
    renderer: Renderer = field(default_factory=Renderer)
    sent_hands: dict[int, dict[str, str | None]] = field(default_factory=dict)
    """The hand texts last sent by DM per game id (hands go out once a phase, when changed)."""
    reported: Reported = field(default_factory=Reported)
    _before_last: dict[int, tuple[int, int, GameState]] = field(default_factory=dict)
    written: WrittenFiles = field(default_factory=WrittenFiles)
    """The maps this process wrote lately, with their digests (committed without reading them back)."""

    def remember_hands(self, game: Game, state: GameState) -> None:
        """Note every seat's hand text in ``state`` as the one last sent by DM (the next phase compares with it)."""
        self.sent_hands[game.record.id] = {seat: game.seen(seat, state).hand for seat in state.seats}

    def lock(self, channel_id: str) -> asyncio.Lock:
        """The lock that serialises commands on one channel."""
        return self._locks.setdefault(channel_id, asyncio.Lock())

    def ruleset(self, ruleset_id: str) -> Ruleset:
        """A ruleset by id in any case, or a CommandError suggesting the nearest and naming the known ones."""
        by_name = {name.casefold(): ruleset for name, ruleset in self.rulesets.items()}
        found = by_name.get(ruleset_id.strip().casefold())
        if found is not None:
            return found
        known = ", ".join(sorted(self.rulesets)) or "none installed"
        near = difflib.get_close_matches(ruleset_id.strip().casefold(), sorted(by_name), n=1)
        hint = f" Did you mean `{near[0]}`?" if near else ""
        raise CommandError(f"Unknown ruleset `{ruleset_id}`.{hint} Known rulesets: {known}.")

    def load(self, record: GameRecord) -> Game:
        """The game with its state, parsed once per version (states are never changed in place)."""
        ruleset = self.ruleset(record.ruleset)
        cached = self._states.get(record.id)
        if cached is None or cached[0] != record.version:
            state = ruleset.parse_state(json.loads(record.state_json))
            self.remember(record, state)
        else:
            state = cached[1]
        return Game(record=record, ruleset=ruleset, state=state, sights=self.sights)

    def remember(self, record: GameRecord, state: GameState) -> None:
        """Cache ``state`` as the state of ``record`` at its version."""
        self._states[record.id] = (record.version, state)

    def remember_before_last(self, record: GameRecord, state: GameState) -> None:
        """Cache ``state`` as the state before ``record``'s last action (what `/undo` goes back to)."""
        self._before_last[record.id] = (record.version, record.last_action - 1, state)

    async def state_at(self, game: Game, number: int) -> GameState:
        """The game's state after action ``number``: remembered when it is the one before the last action at
        this version, else replayed from the nearest snapshot and the log."""
        cached = self._before_last.get(game.record.id)
        if cached is not None and cached[:2] == (game.record.version, number):
            return cached[2]
        return await state_at(self.store, game.ruleset, game.record, number)

    def forget(self, game_id: int) -> None:
        """Drop a cached state (after a failed commit)."""
        self._states.pop(game_id, None)


@dataclass
class Request:
    """One command with the channel's game (live, or else the latest ended one) as found when it started."""

    command: Command
    record: GameRecord | None

    @property
    def caller(self) -> Caller:
        """Who runs the command."""
        return self.command.caller

    def option(self, name: str) -> str | None:
        """An option's typed value, trimmed; None when absent or blank."""
        value = self.command.options.get(name)
        return value.strip() if value is not None and value.strip() else None
