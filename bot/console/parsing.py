"""Console lines (the grammar of every command the service knows, the rulesets' verbs included):
`USER> /command [sub] name:value name:"two words"` (or name:two words, up to the next name:),
`USER(dm)> …`, `@channel NAME`, `# comments`."""

import functools
import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from rules.core.catalogue import Verb

LINE = re.compile(r"^\s*(?P<user>[\w.\-]+)(?P<dm>\(dm\))?>\s*(?P<rest>.*)$")
CHANNEL = re.compile(r"^\s*@channel\s+(?P<name>\S+)\s*$")
# A bare value runs on over the following words up to the next `name:` (so `unit:Minute Men` needs no quotes).
BARE = r'[^\s"]+(?:\s+(?![\w\-]+:)[^\s"]+)*'
TOKEN = re.compile(
    rf'\s*(?:(?P<name>[\w\-]+):(?:\s+(?![\w\-]+:))?(?:"(?P<quoted>[^"]*)"|(?P<bare>{BARE}))|(?P<word>[^\s:"]+))(?=\s|$)'
)


class LineError(ValueError):
    """A line that does not parse, with what was expected."""


@dataclass(frozen=True)
class Typed:
    """A typed command: `/group [sub] options`, run by ``user`` (in a DM when ``dm``); user None: the current one."""

    group: str
    sub: str | None = None
    options: dict[str, str] = field(default_factory=dict)
    user: str | None = None
    dm: bool = False


@dataclass(frozen=True)
class Grammar:
    """What the console knows of the commands: every top-level name, and those that take a subcommand."""

    commands: frozenset[str]
    groups: frozenset[str]

    @classmethod
    def of(cls, verbs: Iterable[Verb], service_commands: Iterable[str]) -> "Grammar":
        """The grammar of the service's own commands (``game new``, ``map`` …) and the rulesets' ``verbs``."""
        names = [c.split() for c in service_commands]
        verbs = list(verbs)
        return cls(
            frozenset({n[0] for n in names} | {v.name for v in verbs}),
            frozenset({n[0] for n in names if len(n) > 1} | {v.name for v in verbs if v.subcommands}),
        )


@functools.cache
def installed() -> Grammar:
    """The grammar of every installed ruleset and the service's commands."""
    from bot.service.service import HANDLERS
    from rules.core.catalogue import merge_verbs
    from rules.registry import rulesets

    return Grammar.of(merge_verbs(r.verbs for r in rulesets().values()), [k for k in HANDLERS if k != "play"])


@dataclass(frozen=True)
class SwitchChannel:
    """`@channel NAME`."""

    name: str


def parse_command(text: str, grammar: Grammar) -> tuple[str, str | None, dict[str, str]]:
    """`/group [sub] name:value name:"two words"` as its group, subcommand and options."""
    text = text.strip()
    if not text.startswith("/") or len(text) == 1:
        raise LineError(f'expected a command such as `/move from:Boston to:"New York"`, not `{text}`')
    head, _, rest = text[1:].partition(" ")
    group = head.lower()
    if not re.fullmatch(r"[a-z_\-]+", group):
        raise LineError(f"`/{head}` is not a command name")
    sub: str | None = None
    options: dict[str, str] = {}
    position = 0
    while position < len(rest):
        if not rest[position:].strip():
            break
        found = TOKEN.match(rest, position)
        if not found:
            raise LineError(f'cannot read `{rest[position:].strip()}`: write options as name:value or name:"two words"')
        position = found.end()
        if found.group("word") is not None:
            if group not in grammar.groups or sub is not None or options:
                raise LineError(f'`{found.group("word")}` is not an option: write name:value or name:"two words"')
            sub = found.group("word").lower()
            continue
        value = found.group("quoted") if found.group("quoted") is not None else found.group("bare")
        options[found.group("name").lower()] = value
    return group, sub, options


def parse_line(line: str, grammar: Grammar | None = None) -> Typed | SwitchChannel | None:
    """One console line: a command, a channel switch, or None for a blank line or a comment (in ``grammar``; by
    default, that of every installed ruleset)."""
    grammar = grammar or installed()
    text = line.strip()
    if not text or text.startswith("#"):
        return None
    switch = CHANNEL.match(text)
    if switch:
        return SwitchChannel(switch.group("name").lstrip("#"))
    if text.startswith("@"):
        raise LineError("expected `@channel NAME`")
    said = LINE.match(text)
    if said:
        group, sub, options = parse_command(said.group("rest"), grammar)
        return Typed(group, sub, options, user=said.group("user"), dm=said.group("dm") is not None)
    if text.startswith("/"):
        group, sub, options = parse_command(text, grammar)
        return Typed(group, sub, options)
    first = text.split()[0].lower()
    hint = f" Commands start with a slash: `/{text}`." if first in grammar.commands else ""
    raise LineError(
        f"expected `USER> /command [sub] name:value`, `USER(dm)> /command`, `@channel NAME` or `# comment`.{hint}"
    )
