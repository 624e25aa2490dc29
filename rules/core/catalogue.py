"""What a ruleset declares for its front ends: its verbs (commands, with options and subcommands, from which
the Discord tree and the console grammar are generated) and its rules topics (one per card, unit type, term).
"""

import difflib
from collections.abc import Iterable
from dataclasses import dataclass, field

from rules.core.errors import IllegalAction
from rules.core.names import fold

MANY_SEPARATOR = " + "


@dataclass(frozen=True)
class Slot:
    """One option of a verb: its name (what a player types before the colon) and what it asks for.

    A ``many`` slot takes a set of values in one choice (several battle cards at once: a multi-select),
    written joined by " + " (``join_many``); "None" is the empty set."""

    name: str
    description: str
    many: bool = False


def join_many(values: Iterable[str]) -> str:
    """A set of values as one option value: sorted, joined by " + ", or "None" when empty."""
    chosen = sorted(values)
    return MANY_SEPARATOR.join(chosen) if chosen else "None"


def split_many(text: str) -> list[str]:
    """The values of a ``many`` option value (its parts, trimmed; "None" is no value)."""
    parts = [p.strip() for p in text.split(MANY_SEPARATOR.strip())]
    return [p for p in parts if p and fold(p) != "none"]


@dataclass(frozen=True)
class Verb:
    """One play command. ``slots`` are its options in the order they are chosen (a staged choice: stack, then
    destination, then how many); ``subcommands`` make it a group (``/offer make``, ``/offer accept``), whose
    actions carry the verb path "offer make"."""

    name: str
    description: str
    slots: tuple[Slot, ...] = ()
    subcommands: tuple["Verb", ...] = ()

    def paths(self) -> list[tuple[str, "Verb"]]:
        """Every leaf command as (path, verb): ``("move", …)`` or ``("offer accept", …)``."""
        if not self.subcommands:
            return [(self.name, self)]
        return [(f"{self.name} {sub.name}", sub) for sub in self.subcommands]


def merge_verbs(catalogues: Iterable[Iterable[Verb]]) -> list[Verb]:
    """One command tree for several rulesets: verbs of one name merge their slots (first description wins)
    and their subcommands, so one ``/move`` serves every game. Order: first appearance."""
    merged: dict[str, Verb] = {}
    for catalogue in catalogues:
        for verb in catalogue:
            known = merged.get(verb.name)
            merged[verb.name] = verb if known is None else _merge(known, verb)
    return list(merged.values())


def _merge(a: Verb, b: Verb) -> Verb:
    slots = {s.name: s for s in b.slots} | {s.name: s for s in a.slots}
    order = list(dict.fromkeys([s.name for s in a.slots] + [s.name for s in b.slots]))
    subs = merge_verbs([a.subcommands, b.subcommands])
    return Verb(a.name, a.description, tuple(slots[n] for n in order), tuple(subs))


@dataclass(frozen=True)
class Topic:
    """One rules topic: a card, a unit type, a term, a rule area or a table. ``kind`` groups the index."""

    key: str
    title: str
    text: str
    kind: str = "rule"
    aliases: tuple[str, ...] = field(default_factory=tuple)


class Topics:
    """A ruleset's rules topics, looked up by key, title or alias ignoring accents and case."""

    def __init__(self, overview: str, topics: Iterable[Topic]) -> None:
        self.overview = overview
        self.topics = list(topics)
        self._index: dict[str, Topic] = {}
        for topic in self.topics:
            for name in (topic.key, topic.title, *topic.aliases):
                self._index.setdefault(fold(name), topic)

    def find(self, name: str) -> Topic:
        """The topic called ``name``; IllegalAction suggesting the nearest names when there is none."""
        wanted = fold(name)
        found = self._index.get(wanted)
        if found is not None:
            return found
        starting = [t for key, t in self._index.items() if key.startswith(wanted)] if wanted else []
        if len({t.key for t in starting}) == 1:
            return starting[0]
        near = difflib.get_close_matches(wanted, list(self._index), n=3, cutoff=0.6)
        hint = f" Did you mean {', '.join(self._index[n].title for n in near)}?" if near else ""
        raise IllegalAction(f"Unknown rules topic {name.strip()!r}.{hint} `/game rules` lists the topics.")

    def text(self, name: str | None) -> str:
        """The text for ``name``, or the overview followed by the index of topics."""
        if name and name.strip():
            topic = self.find(name)
            return f"**{topic.title}** — {topic.text}"
        kinds: dict[str, list[str]] = {}
        for topic in self.topics:
            kinds.setdefault(topic.kind, []).append(topic.title)
        index = "\n".join(f"• {kind}: {', '.join(titles)}" for kind, titles in kinds.items())
        return f"{self.overview}\n\nTopics (`/game rules topic:<name>`):\n{index}"

    def matching(self, typed: str, limit: int = 25) -> list[str]:
        """Topic titles that contain ``typed`` (accents and case ignored), those starting with it first."""
        wanted = fold(typed)
        titles = [t.title for t in self.topics if wanted in fold(t.title) or wanted in fold(t.key)]
        titles.sort(key=lambda title: not fold(title).startswith(wanted))
        return titles[:limit]
