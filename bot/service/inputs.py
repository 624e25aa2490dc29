"""The one strict parser for what users type: every option bounded, numbers in ASCII digits only, JSON limited
in size, depth and magnitude. Anything else is a CommandError that says what fits, before anything is read."""

import json
import math
import re
from collections.abc import Mapping
from typing import Any

from bot.service.errors import CommandError

OPTION_NAME = re.compile(r"[a-z_][a-z0-9_]{0,31}", re.ASCII)
WHOLE = re.compile(r"-?[0-9]{1,19}", re.ASCII)
DECIMAL = re.compile(r"[0-9]{1,6}(?:\.[0-9]{1,6})?", re.ASCII)
OPTION_KEY = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,31}", re.ASCII)
OPTION_VALUE = re.compile(r"[A-Za-z0-9_.\-]{1,40}", re.ASCII)
MAX_OPTION_LENGTH = 500
MAX_OPTIONS = 12
MAX_JSON_LENGTH = 4000
MAX_JSON_DEPTH = 12
MAX_JSON_INT = 10**15
MAX_GAME_OPTIONS = 16


def check_options(options: Mapping[str, str]) -> None:
    """Every command's options: known-looking names, at most 12, each value at most 500 characters of text."""
    if len(options) > MAX_OPTIONS:
        raise CommandError(f"A command takes at most {MAX_OPTIONS} options, not {len(options)}.")
    for name, value in options.items():
        if not isinstance(name, str) or not OPTION_NAME.fullmatch(name):
            raise CommandError(f"`{str(name)[:40]}` is not an option name.")
        if not isinstance(value, str):
            raise CommandError(f"`{name}` must be text.")
        if len(value) > MAX_OPTION_LENGTH:
            raise CommandError(f"`{name}` is {len(value)} characters long; at most {MAX_OPTION_LENGTH} fit.")
        if any(ord(c) < 32 and c not in "\t\n" for c in value):
            raise CommandError(f"`{name}` holds control characters.")


def whole_number(name: str, text: str, low: int, high: int) -> int:
    """A whole number in ASCII digits (an optional leading ``-``) within ``low..high``, or a CommandError."""
    typed = text.strip()
    if not WHOLE.fullmatch(typed) or not low <= int(typed) <= high:
        raise CommandError(f"`{name}:{text[:40]}` must be a whole number from {low} to {high}.")
    return int(typed)


def hours(name: str, text: str, high: float) -> float:
    """A number of hours such as ``24`` or ``1.5`` (ASCII digits) within ``0..high``, or a CommandError."""
    typed = text.strip()
    if not DECIMAL.fullmatch(typed):
        example = f"for example `{name}:24` or `{name}:1.5`"
        raise CommandError(f"`{name}:{text[:40]}` is not a number of hours ({example}).")
    value = float(typed)
    if not 0 <= value <= high:
        raise CommandError(f"`{name}` must be between 0 and {high:g} hours, not {typed}.")
    return value


def game_options(text: str | None) -> dict[str, str]:
    """`options:"key=value,key=value"`: keys are names, values plain ASCII words or numbers, at most 16 pairs."""
    options: dict[str, str] = {}
    for part in (text or "").split(","):
        if not part.strip():
            continue
        key, sep, value = (piece.strip() for piece in part.partition("="))
        if not sep or not key or not value:
            raise CommandError(f'Options look like `options:"key=value,key=value"`; `{part.strip()[:40]}` does not.')
        if not OPTION_KEY.fullmatch(key) or not OPTION_VALUE.fullmatch(value):
            raise CommandError(
                f"`{part.strip()[:40]}` is not an option: keys are names, values plain words or numbers "
                "(ASCII letters, digits, `.`, `-`, `_`)."
            )
        options[key] = value
    if len(options) > MAX_GAME_OPTIONS:
        raise CommandError(f"At most {MAX_GAME_OPTIONS} game options.")
    return options


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > 16 or abs(int(text)) > MAX_JSON_INT:
        raise ValueError(f"the number {text[:20]}… is too large (at most {MAX_JSON_INT:,} either way)")
    return int(text)


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value) or abs(value) > MAX_JSON_INT:
        raise ValueError(f"the number {text[:20]} is out of range")
    return value


def _no_constant(text: str) -> float:
    raise ValueError(f"`{text}` is not a JSON number")


def _depth(text: str) -> int:
    """The deepest nesting of ``[`` and ``{`` outside strings."""
    deepest = depth = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            escaped = not escaped and char == "\\"
            in_string = escaped or char != '"'
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest


def json_value(name: str, text: str) -> Any:
    """A JSON value (bare text counts as a string) of at most 4,000 characters, nested at most 12 deep, with
    numbers of at most 10^15; a CommandError for anything else."""
    if len(text) > MAX_JSON_LENGTH:
        raise CommandError(f"`{name}` is {len(text)} characters long; at most {MAX_JSON_LENGTH} fit.")
    if _depth(text) > MAX_JSON_DEPTH:
        raise CommandError(f"`{name}` is nested more than {MAX_JSON_DEPTH} deep.")
    try:
        return json.loads(text, parse_int=_bounded_int, parse_float=_finite_float, parse_constant=_no_constant)
    except json.JSONDecodeError:
        return text
    except (ValueError, RecursionError) as exc:
        raise CommandError(f"`{name}` cannot be used: {exc}.") from None
