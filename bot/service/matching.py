"""Typed commands matched to legal actions generically, by verb and option values; autocomplete from the same list."""

from collections.abc import Sequence

from bot.service.api import Choice
from bot.service.errors import CommandError
from rules.core.contract import Action, agrees
from rules.core.names import fold

SeatAction = tuple[str, Action]
MAX_CHOICES = 25


def norm(value: str) -> str:
    """How typed values compare: trimmed, case- and accent-insensitive ("eugene" is "Eugène")."""
    return fold(value)


def _values(actions: Sequence[SeatAction], name: str) -> list[str]:
    seen: dict[str, str] = {}
    for _, action in actions:
        value = action.options().get(name)
        if value is not None:
            seen.setdefault(norm(value), value)
    return list(seen.values())


def _shown(values: list[str], limit: int = 15) -> str:
    more = f" … and {len(values) - limit} more" if len(values) > limit else ""
    return ", ".join(values[:limit]) + more


def verbs_now(legal: Sequence[SeatAction]) -> list[str]:
    """The verbs of the legal actions, in order of first appearance."""
    return list(dict.fromkeys(f"/{action.command()}" for _, action in legal))


def listing(legal: Sequence[SeatAction], limit: int = 10) -> list[str]:
    """One line per verb with the values each of its options may take: `/move from: Boston, Quebec · to: …`."""
    lines = []
    for verb in verbs_now(legal):
        actions = [(s, a) for s, a in legal if f"/{a.command()}" == verb]
        names = dict.fromkeys(n for _, a in actions for n in a.options())
        parts = [f"{name}: {_shown(_values(actions, name), limit)}" for name in names]
        lines.append(f"• {verb} " + " · ".join(parts) if parts else f"• {verb}")
    return lines


def match(legal: Sequence[SeatAction], verb: str, typed: dict[str, str]) -> SeatAction:
    """The one legal action of ``verb`` whose options agree with ``typed``, or a CommandError saying what is allowed."""
    typed = {name: value for name, value in typed.items() if value.strip()}
    candidates = [(seat, a) for seat, a in legal if a.command() == verb]
    if not candidates:
        allowed = _shown(verbs_now(legal)) or "nothing (you need not act now)"
        raise CommandError(f"You cannot use `/{verb}` now. Allowed now: {allowed}.")
    narrowed = [(s, a, a.options()) for s, a in candidates]
    known = {name for _, _, opts in narrowed for name in opts}
    for name in typed:
        if name not in known:
            names = ", ".join(sorted(known)) or "none"
            raise CommandError(f"`/{verb}` has no option `{name}`; its options now: {names}.")
    for name, value in typed.items():
        wanted = norm(value)
        kept = [(s, a, opts) for s, a, opts in narrowed if name in opts and norm(opts[name]) == wanted]
        if not kept:
            kept = _partly([(s, a, opts) for s, a, opts in narrowed if name in opts], verb, name, value)
        narrowed = kept
    distinct = list({(s, a.model_dump_json()): (s, a) for s, a, _ in narrowed}.values())
    if len(distinct) == 1:
        return distinct[0]
    return _ambiguous(verb, distinct)


def _partly(
    narrowed: list[tuple[str, Action, dict[str, str]]], verb: str, name: str, value: str
) -> list[tuple[str, Action, dict[str, str]]]:
    """The actions whose ``name`` contains the typed words, when they all name one value (`card:strategic` for
    Strategic Move); numbers must be typed whole. A CommandError when none or several values fit."""
    wanted = norm(value)
    values = _values([(s, a) for s, a, _ in narrowed], name)
    fitting = [] if wanted.isdigit() else [v for v in values if wanted in norm(v)]
    if len(fitting) == 1:
        return [(s, a, opts) for s, a, opts in narrowed if norm(opts[name]) == norm(fitting[0])]
    if fitting:
        raise CommandError(f"`{name}:{value}` fits several values for `/{verb}`: {_shown(fitting)}. Which one?")
    raise CommandError(f"`{name}:{value}` is not allowed for `/{verb}` now. Possible values: {_shown(values)}.")


def _ambiguous(verb: str, matches: list[SeatAction]) -> SeatAction:
    """A CommandError naming the options that tell the matches apart; when only the seat differs (one user
    holding several seats), the first seat to act acts."""
    hints = []
    for name in dict.fromkeys(n for _, a in matches for n in a.options()):
        values = _values(matches, name)
        if len(values) > 1:
            hints.append(f"`{name}` (one of: {_shown(values)})")
    if not hints:
        return matches[0]
    raise CommandError(f"Several `/{verb}` actions match; add {' and '.join(hints)}.")


def complete(legal: Sequence[SeatAction], verb: str, typed: dict[str, str], option: str, partial: str) -> list[Choice]:
    """The distinct values of ``option`` among legal ``verb`` actions that agree with the other typed options."""
    others = {n: v for n, v in typed.items() if n != option and v.strip()}
    fitting = [(s, a) for s, a in legal if a.command() == verb and agrees(a, others)]
    wanted = norm(partial)
    values = [v for v in _values(fitting, option) if wanted in norm(v)]
    values.sort(key=lambda v: not norm(v).startswith(wanted))
    return [Choice(name=v[:100], value=v[:100]) for v in values[:MAX_CHOICES]]
