"""GameService: the ``Service`` the console and Discord call. Commands on one channel run one at a time (a lock
per channel) and every commit checks the game's version, so racing commands never both apply to one state."""

import asyncio
import difflib
import logging
import os
import re
from collections.abc import Awaitable, Callable, Mapping, Sequence

from bot.service import autocomplete, deadline_firing, export, gm, gm_views, lifecycle, looking, play, vanished
from bot.service.acting import ai_turn
from bot.service.api import Caller, Choice, Command, Message, Outcome
from bot.service.batching import Batcher
from bot.service.chain import ai_failure_key, run_chain
from bot.service.errors import CommandError
from bot.service.inputs import check_options
from bot.service.isolation import failure_notice, logged_failure, new_error_id
from bot.service.outbox import from_record, local_files
from bot.service.permissions import PERMISSIONS, check
from bot.service.posting import reply
from bot.service.renderer import Renderer
from bot.service.runtime import Request, Runtime, Settings
from bot.service.written import prune_written
from bot.store import GameRecord, GameStore, StaleVersion, open_store
from bot.store.rows import OUTBOX_KEEP
from rules.core.catalogue import Verb, merge_verbs
from rules.core.contract import Ruleset
from rules.core.errors import IllegalAction

Handler = Callable[[Runtime, Request], Awaitable[list[Message]]]
RETRIES = 5
ALREADY_HANDLED = "This command was already handled (it reached Courier twice); it was applied once."
COMMAND_NAME = re.compile(r"/?[a-z][a-z_-]{0,31}", re.ASCII)
log = logging.getLogger("courier.service")
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
    "forces": looking.forces,
    "play": play.play,
    "undo": play.undo,
    "gm pause": gm.pause,
    "gm resume": gm.resume,
    "gm seat": gm.seat,
    "gm deadline": gm.deadline,
    "gm rollback": gm.rollback,
    "gm skip": gm.skip,
    "gm edit": gm.edit,
    "gm dump": gm_views.dump,
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


def check_command(command: Command) -> None:
    """The command's name and options, before anything else reads them: short ASCII names, bounded options."""
    for name in (command.group, command.sub or "game"):
        if not COMMAND_NAME.fullmatch(name.strip().lower()):
            raise CommandError(f"`/{name[:40]}` is not a Courier command; `/game rules` lists what you may use.")
    check_options(command.options)


def command_key(command: Command, verbs: Sequence[Verb] = ()) -> str:
    """The handler a command goes to: `game new`, `gm seat`, `map`, `undo`, or `play` for every game verb of
    ``verbs`` (the catalogues of the rulesets installed); an unknown command suggests the nearest one."""
    group = command.group.strip().lower().lstrip("/")
    if group in GROUPS:
        sub = (command.sub or "").strip().lower()
        key = f"{group} {sub}"
        if key not in HANDLERS:
            subs = sorted(k.split()[1] for k in HANDLERS if k.startswith(f"{group} "))
            what = f"`/{group} {sub}` is not a command" if sub else f"`/{group}` needs a subcommand"
            raise CommandError(f"{what}: /{group} takes {', '.join(subs)}.")
    elif group in HANDLERS:
        if command.sub:
            raise CommandError(f"`/{group}` takes no subcommand; write options as name:value.")
        key = group
    else:
        _check_play_command(command, verbs)
        key = "play"
    known = OPTIONS.get(key, ())
    unknown = [name for name in command.options if name not in known]
    if key != "play" and unknown:
        takes = f"its options: {', '.join(known)}" if known else "it takes no options"
        raise CommandError(f"`/{key}` has no option `{unknown[0]}`; {takes}.")
    return key


def _check_play_command(command: Command, verbs: Sequence[Verb]) -> None:
    """A CommandError unless ``command`` is a verb (with one of its subcommands, if it has any) of some ruleset."""
    paths = {path for verb in verbs for path, _ in verb.paths()}
    if not verbs or command.path in paths:
        return
    group = command.group.strip().lower().lstrip("/")
    if command.sub and group in paths:
        raise CommandError(f"`/{group}` takes no subcommand; write options as name:value.")
    subs = sorted(p.split()[1] for p in paths if p.startswith(f"{group} "))
    if subs:
        raise CommandError(f"`/{command.path}` is not a command: /{group} takes {', '.join(subs)}.")
    names = sorted({*HANDLERS, *paths} - {"play"})
    near = difflib.get_close_matches(command.path, names, n=1)
    hint = f" Did you mean `/{near[0]}`?" if near else ""
    raise CommandError(f"`/{command.path}` is not a command.{hint} `/game rules` lists what you may do now.")


def _verb(key: str, command: Command) -> str | None:
    return command.path if key == "play" else None


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
        settings = settings or Settings()
        renderer = Renderer(settings.render_processes, rulesets)
        self.runtime = Runtime(store=store, rulesets=dict(rulesets), settings=settings, renderer=renderer)
        self.verbs = merge_verbs(r.verbs for r in self.runtime.rulesets.values())
        self._delivered = Batcher[int](self._mark_delivered)

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
        """Close the store (once the delivery marks under way are written) and stop any map-drawing processes."""
        await self._delivered.close()
        self.runtime.renderer.close()
        await self.runtime.store.close()

    async def handle(self, command: Command) -> Outcome:
        """Run one command and say what to send; a refused command changes nothing and gets a specific error.
        A command whose interaction id was already claimed (by this or another process) is not run again."""
        caller = command.caller
        try:
            check_command(command)
            key = command_key(command, self.verbs)
            if key == "hand" and caller.is_dm:
                return Outcome(await looking.hand_in_dm(self.runtime, caller))
            if key == "map" and caller.is_dm:
                return Outcome(await looking.maps_in_dm(self.runtime, caller))
            if caller.is_dm:
                check(key, caller, None, self.runtime.settings.gm_role, _verb(key, command))
            if caller.channel_id is None:
                raise CommandError("This command works in a game's channel.")
        except (CommandError, IllegalAction) as exc:
            return _error(str(exc))
        if not await self._claim(command.interaction_id):
            return _error(ALREADY_HANDLED)
        async with self.runtime.lock(caller.channel_id):
            try:
                return Outcome(await self._run(key, command, caller.channel_id))
            except Exception as error:
                return Outcome(await self._failed(caller.channel_id, error))

    async def _claim(self, interaction_id: str | None) -> bool:
        """True unless ``interaction_id`` was claimed before (by this process or another)."""
        if interaction_id is None:
            return True
        return await self.runtime.store.claim_interaction(interaction_id, self.runtime.settings.clock())

    async def _failed(self, channel_id: str, error: Exception) -> list[Message]:
        """An unexpected failure inside the channel's game: nothing was committed by the command; it is logged
        with an error id, the caller is told, and the game's GM is told once."""
        error_id = new_error_id()
        log.error("command failed in channel %s (error id %s)", channel_id, error_id, exc_info=error)
        text = f"Something went wrong in this game (error id `{error_id}`); your command changed nothing."
        record = await self.runtime.store.latest_game(channel_id)
        if record is None or not self.runtime.reported.first_time(("command", record.id, hash(record.state_json))):
            return [reply(text, error=True)]
        return [reply(f"{text} The GM was told.", error=True), failure_notice(record, "a command", error_id)]

    async def _run(self, key: str, command: Command, channel_id: str) -> list[Message]:
        """The command against the channel's game, retried if another process changed the game meanwhile. An AI
        run cut short earlier is carried on first; its posts are returned even when the command is refused."""
        resumed: list[Message] = []
        for _ in range(RETRIES):
            try:
                record = await self.runtime.store.latest_game(channel_id)
                carried = await self._carry_on_ai(record)
                if carried:
                    resumed += carried
                    record = await self.runtime.store.latest_game(channel_id)
                check(key, command.caller, record, self.runtime.settings.gm_role, _verb(key, command))
                return resumed + await HANDLERS[key](self.runtime, Request(command, record))
            except StaleVersion:
                continue
            except (CommandError, IllegalAction) as exc:
                return [*resumed, reply(str(exc), error=True)]
        return [*resumed, reply("The game changed while your command ran; please try again.", error=True)]

    async def _carry_on_ai(self, record: GameRecord | None) -> list[Message]:
        """When an active game waits on an AI seat (an AI run cut short by a restart or another process), the AI
        plays first. If the AI fails, that is logged and told to the GM once, and the command runs anyway: a
        failing AI never blocks the GM's recovery commands."""
        if record is None or record.status != "active":
            return []
        game = self.runtime.load(record)
        key = ai_failure_key(game, record.last_action)
        if self.runtime.reported.seen(key):
            return []
        try:
            if ai_turn(game, game.state, record.last_action + 1) is None:
                return []
            return await run_chain(self.runtime, game)
        except StaleVersion:
            raise
        except Exception as error:
            return logged_failure(record, "the AI's turn", error, self.runtime.reported.first_time(key))

    async def autocomplete(self, command: Command, option: str, typed: str) -> list[Choice]:
        """At most 25 choices for ``option`` from the caller's legal actions (or sides, rulesets), by ``typed``."""
        try:
            return await autocomplete.choices(self.runtime, command, command_key(command, self.verbs), option, typed)
        except CommandError:
            return []

    async def press(self, caller: Caller, custom_id: str, interaction_id: str | None = None) -> Outcome:
        """A decision button pressed: its action is applied if the presser holds the seat and it is still legal
        (once per ``interaction_id``); an unexpected failure is logged with an error id and changes nothing."""
        if len(custom_id) > 100:
            return _error("That button is not one of Courier's.")
        if not await self._claim(interaction_id):
            return _error(ALREADY_HANDLED)
        try:
            return Outcome(await play.press(self.runtime, caller, custom_id))
        except (CommandError, IllegalAction) as exc:
            return _error(str(exc))
        except Exception as error:
            error_id = new_error_id()
            log.error("button %s failed (error id %s)", custom_id, error_id, exc_info=error)
            return _error(f"Something went wrong (error id `{error_id}`); the press changed nothing.")

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
        """Mark outbox messages as sent (with the marks of other sends that come meanwhile: ``Batcher``)."""
        await self._delivered.add(outbox_ids)

    async def keep_claims(self, outbox_ids: list[int]) -> None:
        """Keep holding outbox messages this process is still sending, for another CLAIM_SECONDS."""
        await self.runtime.store.keep_claims(outbox_ids, self.runtime.settings.clock())

    async def _mark_delivered(self, outbox_ids: list[int]) -> None:
        await self.runtime.store.mark_delivered(outbox_ids, self.runtime.settings.clock())

    async def files_ready(self, message: Message) -> Message:
        """``message`` with its files on this machine's disk: a seat's own map, which goes into its DM as the
        board to draw (so that the channel's reply does not wait for it), drawn now and named by its path."""
        if not message.drawn_as_sent:
            return message
        rt = self.runtime
        return await local_files(rt.store, message, rt.settings.out_dir, rt.renderer, rt.written)

    async def prune_files(self) -> int:
        """Remove the files this bot wrote to send (maps, exports, state dumps) over a day ago, as the store drops
        delivered messages (``OUTBOX_KEEP``): a message sent again from the store has its files written anew. How
        many were removed."""
        rt = self.runtime
        return await asyncio.to_thread(prune_written, rt.settings.out_dir, rt.settings.clock() - OUTBOX_KEEP)

    async def undelivered(self) -> list[Message]:
        """Committed messages not yet sent that no running process is sending (claimed now for this one, oldest
        first), their files written locally."""
        rt = self.runtime
        claimed = await rt.store.claim_undelivered(rt.settings.clock())
        return [await local_files(rt.store, from_record(i, d), rt.settings.out_dir, rt.renderer) for i, d in claimed]

    async def channel_gone(self, channel_id: str) -> Outcome:
        """The channel was deleted (or can no longer be seen): its game pauses and its deadline stops."""
        return Outcome(await vanished.channel_gone(self.runtime, channel_id))

    async def guild_gone(self, guild_id: str) -> Outcome:
        """Courier left or was removed from a server: its games pause."""
        return Outcome(await vanished.guild_gone(self.runtime, guild_id))

    async def gms_of(self, channel_id: str) -> list[str]:
        """The users to tell when the channel's posts cannot get through."""
        return vanished.gms_of(await self.runtime.store.latest_game(channel_id))

    async def dm_closed_at(self, user_id: str) -> float | None:
        """When ``user_id``'s DMs were last found closed (None: not known to be)."""
        return await self.runtime.store.dm_closed_at(user_id)

    async def set_dm_closed(self, user_id: str, closed: bool) -> None:
        """Remember (now) or forget that ``user_id``'s DMs are closed."""
        await self.runtime.store.set_dm_closed(user_id, self.runtime.settings.clock() if closed else None)
