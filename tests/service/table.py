"""A test table: console-style lines run against a GameService, with a settable clock."""

from bot.console.parsing import Typed, parse_line
from bot.service.api import Caller, Command, Message
from bot.service.service import GameService


class Clock:
    """A clock the test moves by hand."""

    def __init__(self, now: float = 1_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


class Table:
    """Runs `alice> /command …` lines in one channel (or `alice(dm)> …` in DMs); keeps every message seen."""

    def __init__(self, service: GameService, channel: str = "table") -> None:
        self.service = service
        self.channel = channel
        self.seen: list[Message] = []
        self.managers: set[str] = set()
        self.roles: dict[str, tuple[str, ...]] = {}

    def caller(self, user: str, dm: bool = False) -> Caller:
        return Caller(
            user_id=user,
            user_name=user,
            channel_id=None if dm else self.channel,
            guild_id=None if dm else "guild",
            is_dm=dm,
            is_server_manager=user in self.managers,
            roles=self.roles.get(user, ()),
        )

    def command(self, line: str) -> Command:
        typed = parse_line(line)
        assert isinstance(typed, Typed) and typed.user
        return Command(self.caller(typed.user, typed.dm), typed.group, typed.sub, typed.options)

    async def __call__(self, line: str) -> list[Message]:
        outcome = await self.service.handle(self.command(line))
        self.seen += outcome.messages
        return outcome.messages

    async def ok(self, line: str) -> list[Message]:
        """Run a line that must succeed."""
        messages = await self(line)
        errors = [m.text for m in messages if m.error]
        assert not errors, f"{line}: {errors}"
        return messages

    async def refused(self, line: str, *words: str) -> str:
        """Run a line that must be refused privately, with an error naming ``words``."""
        messages = await self(line)
        assert len(messages) == 1 and messages[0].error and messages[0].to == "ephemeral", (line, messages)
        for word in words:
            assert word.lower() in messages[0].text.lower(), (word, messages[0].text)
        return messages[0].text

    async def race(self, seed: int = 7, goal: int = 30, red: str = "alice", blue: str | None = "bob") -> None:
        """A started race: ``red`` the GM as Red, ``blue`` as Blue (None: the AI)."""
        await self.ok(f"{red}> /game new ruleset:race seed:{seed} options:goal={goal}")
        await self.ok(f"{red}> /game join side:Red")
        if blue:
            await self.ok(f"{blue}> /game join side:Blue")
        await self.ok(f"{red}> /game start")


def texts(messages: list[Message], to: str | None = None) -> str:
    """The texts of ``messages`` (only those going ``to`` a destination), joined by lines."""
    return "\n".join(m.text for m in messages if to is None or m.to == to)
