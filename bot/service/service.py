"""GameService: the ``Service`` the console and Discord call. Commands on one channel run one at a time (a lock
per channel) and every commit checks the game's version, so racing commands never both apply to one state."""

import os
from collections.abc import Awaitable, Callable, Mapping

from bot.service import autocomplete, deadline_firing, export, gm, lifecycle, looking, play
from bot.service.acting import ai_turn
from bot.service.api import Caller, Choice, Command, Message, Outcome
from bot.service.chain import run_chain
from bot.service.errors import CommandError
from bot.service.outbox import from_record, local_files
from bot.service.permissions import PERMISSIONS, check
from bot.service.posting import reply
from bot.service.runtime import Request, Runtime, Settings
from bot.store import GameRecord, GameStore, StaleVersion, open_store
from rules.core.contract import Ruleset
from rules.core.errors import IllegalAction

Handler = Callable[[Runtime, Request], Awaitable[list[Message]]]
RETRIES = 5
LEASE_SECONDS = 90.0  # a leader (deadlines, command sync) that stops renewing is replaced after this

HANDLERS: dict[str, Handler] = {
    "game new": lifecycle.new,
    "game join": lifecycle.join,
    "game leave": lifecycle.leave,
    "game start": lifecycle.start,
    "game status": lifecycle.status,
    "game rules": lifecycle.rules,
    "game log": lifecycle.log,
    "game export": export.export,
    "game verify": export.verify,
    "game end": lifecycle.end,
    "map": looking.show_map,
    "hand": looking.hand,
    "play": play.play,
    "undo": play.undo,
    "gm pause": gm.pause,
    "gm resume": gm.resume,
    "gm seat": gm.seat,
    "gm deadline": gm.deadline,
    "gm rollback": gm.rollback,
    "gm skip": gm.skip,
    "gm edit": gm.edit,
    "gm dump": gm.dump,
    "gm roll": gm.roll,
    "gm end": lifecycle.end,
}
GROUPS = {"game", "gm"}
# The options of every command but the game verbs (whose options come from the legal actions).
OPTIONS: dict[str, tuple[str, ...]] = {
    "game new": ("ruleset", "seed", "options"),
    "game join": ("side",),
    "game rules": ("topic",),
    "game log": ("last",),
    "map": ("private",),
    "gm seat": ("side", "user"),
    "gm deadline": ("hours", "remind", "policy"),
    "gm rollback": ("to",),
    "gm skip": ("side",),
    "gm edit": ("what", "value"),
    "gm roll": ("dice",),
}
assert set(HANDLERS) == set(PERMISSIONS) and set(OPTIONS) <= set(HANDLERS)


def command_key(command: Command) -> str:
    """The handler a command goes to: `game new`, `gm seat`, `map`, `undo`, or `play` for every game verb."""
    group = command.group.strip().lower().lstrip("/")
    if group in GROUPS:
        sub = (command.sub or "").strip().lower()
        key = f"{group} {sub}"
        if key not in HANDLERS:
            subs = sorted(k.split()[1] for k in HANDLERS if k.startswith(f"{group} "))
            what = f"`/{group} {sub}` is not a command" if sub else f"`/{group}` needs a subcommand"
            raise CommandError(f"{what}: /{group} takes {', '.join(subs)}.")
    elif command.sub:
        raise CommandError(f"`/{group}` takes no subcommand; write options as name:value.")
    else:
        key = group if group in HANDLERS else "play"
    known = OPTIONS.get(key, ())
    unknown = [name for name in command.options if name not in known]
    if key != "play" and unknown:
        takes = f"its options: {', '.join(known)}" if known else "it takes no options"
        raise CommandError(f"`/{key}` has no option `{unknown[0]}`; {takes}.")
    return key


def _verb(key: str, command: Command) -> str | None:
    return command.group.strip().lower().lstrip("/") if key == "play" else None


def _error(text: str) -> Outcome:
    return Outcome([reply(text, error=True)])


class GameService:
    """Commands in, outcomes out; games kept in a GameStore."""

    def __init__(
        self, store: GameStore, rulesets: Mapping[str, Ruleset] | None = None, settings: Settings | None = None
    ) -> None:
        if rulesets is None:
            from rules.registry import rulesets as registered

            rulesets = registered()
        self.runtime = Runtime(store=store, rulesets=dict(rulesets), settings=settings or Settings())

    @classmethod
    async def open(
        cls, db: str, rulesets: Mapping[str, Ruleset] | None = None, settings: Settings | None = None
    ) -> "GameService":
        """A GameService on ``db``: a ``postgresql://`` URL, or else a SQLite file (created and migrated if needed,
        in WAL mode; env ``COURIER_DB_SYNC``, FULL by default or NORMAL, sets how hard each commit is flushed)."""
        store = await open_store(db, synchronous=os.environ.get("COURIER_DB_SYNC", "FULL").upper())
        return cls(store, rulesets, settings)

    @property
    def store(self) -> GameStore:
        """The store behind the service."""
        return self.runtime.store

    async def close(self) -> None:
        """Close the store."""
        await self.runtime.store.close()

    async def handle(self, command: Command) -> Outcome:
        """Run one command and say what to send; a refused command changes nothing and gets a specific error."""
        caller = command.caller
        try:
            key = command_key(command)
            if key == "hand" and caller.is_dm:
                return Outcome(await looking.hand_in_dm(self.runtime, caller))
            if caller.is_dm:
                check(key, caller, None, self.runtime.settings.gm_role, _verb(key, command))
            if caller.channel_id is None:
                raise CommandError("This command works in a game's channel.")
        except (CommandError, IllegalAction) as exc:
            return _error(str(exc))
        async with self.runtime.lock(caller.channel_id):
            return Outcome(await self._run(key, command, caller.channel_id))

    async def _run(self, key: str, command: Command, channel_id: str) -> list[Message]:
        """The command against the channel's game, retried if another process changed the game meanwhile. An AI
        run cut short earlier is carried on first; its posts are returned even when the command is refused."""
        resumed: list[Message] = []
        for _ in range(RETRIES):
            try:
                record = await self.runtime.store.latest_game(channel_id)
                if self._ai_must_act(record):
                    assert record is not None
                    resumed += await run_chain(self.runtime, self.runtime.load(record))
                    record = await self.runtime.store.latest_game(channel_id)
                check(key, command.caller, record, self.runtime.settings.gm_role, _verb(key, command))
                return resumed + await HANDLERS[key](self.runtime, Request(command, record))
            except StaleVersion:
                continue
            except (CommandError, IllegalAction) as exc:
                return [*resumed, reply(str(exc), error=True)]
        return [*resumed, reply("The game changed while your command ran; please try again.", error=True)]

    def _ai_must_act(self, record: GameRecord | None) -> bool:
        """True when an active game waits on an AI seat (an AI run cut short by a restart or another process)."""
        if record is None or record.status != "active":
            return False
        game = self.runtime.load(record)
        return ai_turn(game, game.state, record.last_action + 1) is not None

    async def autocomplete(self, command: Command, option: str, typed: str) -> list[Choice]:
        """At most 25 choices for ``option`` from the caller's legal actions (or sides, rulesets), by ``typed``."""
        try:
            return await autocomplete.choices(self.runtime, command, command_key(command), option, typed)
        except CommandError:
            return []

    async def press(self, caller: Caller, custom_id: str) -> Outcome:
        """A decision button pressed: its action is applied if the presser holds the seat and it is still legal."""
        try:
            return Outcome(await play.press(self.runtime, caller, custom_id))
        except (CommandError, IllegalAction) as exc:
            return _error(str(exc))

    async def fire_due_deadlines(self, now: float) -> Outcome:
        """Send due reminders and apply the policy of every deadline that has passed (in the deadline leader
        only, when several processes share the database)."""
        if not await self.lead("deadlines"):
            return Outcome()
        return Outcome(await deadline_firing.fire(self.runtime, now))

    async def lead(self, role: str) -> bool:
        """Whether this process leads ``role`` (``deadlines``, ``command-sync``) among the processes sharing the
        database: takes or renews its lease (held while renewed within LEASE_SECONDS)."""
        return await self.runtime.store.acquire_lease(role, self.runtime.settings.clock(), LEASE_SECONDS)

    async def delivered(self, outbox_ids: list[int]) -> None:
        """Mark outbox messages as sent."""
        await self.runtime.store.mark_delivered(outbox_ids, self.runtime.settings.clock())

    async def undelivered(self) -> list[Message]:
        """Committed messages not yet sent that no running process is sending (claimed now for this one, oldest
        first), their files written locally."""
        claimed = await self.runtime.store.claim_undelivered(self.runtime.settings.clock())
        out_dir = self.runtime.settings.out_dir
        return [await local_files(self.runtime.store, from_record(i, data), out_dir) for i, data in claimed]
