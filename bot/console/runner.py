"""The console runner: lines in, the service's messages out, exactly as a Discord channel would see them."""

import asyncio
import functools
import sys
from collections.abc import Callable
from dataclasses import dataclass, field

from bot.console.output import as_record, show
from bot.console.parsing import Grammar, LineError, SwitchChannel, Typed, parse_line
from bot.service.api import Caller, Command, Message
from bot.service.service import HANDLERS, GameService

GUILD = "console"
QUIT = {"quit", "exit", ":q"}


@dataclass
class Console:
    """One terminal session over a GameService: the current channel and user, and where output goes."""

    service: GameService
    jsonl: bool = False
    channel: str = "table"
    user: str = "you"
    emit: Callable[[str], None] = field(default=print)

    @functools.cached_property
    def grammar(self) -> Grammar:
        """The commands of this console's service: its own and its rulesets' verbs."""
        return Grammar.of(self.service.verbs, [key for key in HANDLERS if key != "play"])

    def caller(self, user: str, dm: bool) -> Caller:
        """A console user: in the current channel, or in their DMs."""
        return Caller(
            user_id=user,
            user_name=user,
            channel_id=None if dm else self.channel,
            guild_id=None if dm else GUILD,
            is_dm=dm,
        )

    async def deliver(self, messages: list[Message], user: str | None, dm: bool = False) -> None:
        """Print messages (their files drawn first: a seat's own map is drawn as its DM goes), then mark the
        committed ones delivered."""
        for message in messages:
            message = await self.service.files_ready(message)
            self.emit(show(as_record(message, None if dm else self.channel, user), self.jsonl))
        await self.service.delivered([m.outbox_id for m in messages if m.outbox_id is not None])

    def error(self, text: str, user: str | None) -> None:
        """A line-level error, shown like a refused command."""
        record: dict[str, object] = {
            "to": "ephemeral",
            "channel": self.channel,
            "user": user,
            "text": text,
            "files": [],
            "error": True,
        }
        self.emit(show(record, self.jsonl))

    async def run(self, typed: Typed) -> None:
        """Run one typed command as its user (or the current one)."""
        user = typed.user or self.user
        self.user = user
        command = Command(caller=self.caller(user, typed.dm), group=typed.group, sub=typed.sub, options=typed.options)
        outcome = await self.service.handle(command)
        await self.deliver(outcome.messages, user, typed.dm)
        due = await self.service.fire_due_deadlines(self.service.runtime.settings.clock())
        await self.deliver(due.messages, user)

    async def line(self, text: str, number: int | None = None) -> None:
        """One console line: a command, a channel switch, a comment; a line that does not parse says why."""
        try:
            parsed = parse_line(text, self.grammar)
        except LineError as exc:
            where = f"line {number}: " if number is not None else ""
            self.error(f"{where}{exc}", None)
            return
        if isinstance(parsed, SwitchChannel):
            self.channel = parsed.name
        elif parsed is not None:
            await self.run(parsed)

    async def resend_undelivered(self) -> None:
        """Messages committed by an earlier run but never shown."""
        pending = await self.service.undelivered()
        if pending:
            await self.deliver(pending, None)

    async def script(self, lines: list[str]) -> None:
        """Run a script, line by line."""
        await self.resend_undelivered()
        for number, text in enumerate(lines, start=1):
            await self.line(text, number)

    async def interactive(self, guide: str) -> None:
        """Hot seat: `NAME> /command …` acts as NAME from then on; a bare `/command` acts as the current user."""
        import readline  # noqa: F401  (line editing and history for input(): Up recalls, not ^[[A)

        await self.resend_undelivered()
        self.emit(guide)
        while True:
            try:
                text = await asyncio.to_thread(input, f"{self.user}> ")
            except EOFError:
                self.emit("")
                return
            if text.strip().lower() in QUIT:
                return
            if text.strip().lower() in ("help", "?", "/help"):
                self.emit(guide)
                continue
            await self.line(text)
            sys.stdout.flush()
