"""Offline check that a command tree is acceptable to Discord, on exactly the payload ``sync()`` sends.

Limits: discord-api-docs interactions/application-commands.mdx. discord.py itself checks names, group
nesting, 25 children per group and 100 commands per scope; it does not check description lengths, option and
choice counts, choice lengths, required-before-optional, or the 8000-character total per command.
"""

from __future__ import annotations

import unicodedata

import discord
from discord import app_commands

SUB_COMMAND, SUB_COMMAND_GROUP = 1, 2
MAX_COMMANDS = {1: 100, 2: 15, 3: 15}
MAX_OPTIONS = 25
MAX_CHOICES = 25
MAX_TOTAL = 8000


def valid_name(name: str) -> bool:
    """Discord's ``^[-_'\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]{1,32}$``, lower case, without the regex package."""

    def allowed(ch: str) -> bool:
        cat = unicodedata.category(ch)
        return ch in "-_'" or cat[0] in "LN" or 0x0900 <= ord(ch) <= 0x097F or 0x0E00 <= ord(ch) <= 0x0E7F

    return 1 <= len(name) <= 32 and all(allowed(ch) for ch in name) and name == name.lower()


def _longest(obj: dict, key: str) -> int:
    values = [obj.get(key) or ""] + list((obj.get(f"{key}_localizations") or {}).values())
    return max(len(str(v)) for v in values)


def _options(options: list[dict], where: str, errors: list[str], depth: int) -> int:
    chars = 0
    if len(options) > MAX_OPTIONS:
        errors.append(f"{where}: {len(options)} options > {MAX_OPTIONS}")
    names = [o["name"] for o in options]
    if len(names) != len(set(names)):
        errors.append(f"{where}: duplicate option names")
    nested = [o["type"] in (SUB_COMMAND, SUB_COMMAND_GROUP) for o in options]
    if any(nested) and not all(nested):
        errors.append(f"{where}: subcommands mixed with plain options")
    seen_optional = False
    for option in options:
        at = f"{where} {option['name']}"
        if not valid_name(option["name"]):
            errors.append(f"{at}: bad option name")
        if not 1 <= len(option.get("description", "")) <= 100:
            errors.append(f"{at}: description must be 1-100 chars")
        if option.get("description") == "…":
            errors.append(f"{at}: placeholder description (add @app_commands.describe)")
        chars += _longest(option, "name") + _longest(option, "description")
        if option["type"] in (SUB_COMMAND, SUB_COMMAND_GROUP):
            if depth >= (1 if option["type"] == SUB_COMMAND_GROUP else 2):
                errors.append(f"{at}: nested too deep")
            chars += _options(option.get("options", []), at, errors, depth + 1)
            continue
        if option.get("required"):
            if seen_optional:
                errors.append(f"{at}: required option after an optional one")
        else:
            seen_optional = True
        choices = option.get("choices") or []
        if len(choices) > MAX_CHOICES:
            errors.append(f"{at}: {len(choices)} choices > {MAX_CHOICES}")
        if choices and option.get("autocomplete"):
            errors.append(f"{at}: choices and autocomplete together")
        for choice in choices:
            if not 1 <= len(choice["name"]) <= 100:
                errors.append(f"{at}: choice name {choice['name']!r} must be 1-100 chars")
            if isinstance(choice["value"], str) and not 1 <= len(choice["value"]) <= 100:
                errors.append(f"{at}: choice value must be 1-100 chars")
            chars += _longest(choice, "name") + len(str(choice["value"]))
        for key in ("min_length", "max_length"):
            if key in option and not 0 <= option[key] <= 6000:
                errors.append(f"{at}: {key} out of 0..6000")
    return chars


def validate_payload(payload: list[dict]) -> list[str]:
    """Every way ``payload`` (a list of commands as sent on sync) breaks Discord's documented limits."""
    errors: list[str] = []
    counts: dict[int, int] = {}
    seen: set[tuple[int, str]] = set()
    for command in payload:
        kind = command.get("type", 1)
        counts[kind] = counts.get(kind, 0) + 1
        if (kind, command["name"]) in seen:
            errors.append(f"duplicate command {command['name']}")
        seen.add((kind, command["name"]))
        if kind != 1:
            continue
        where = "/" + command["name"]
        if not valid_name(command["name"]):
            errors.append(f"{where}: bad name")
        if not 1 <= len(command.get("description", "")) <= 100:
            errors.append(f"{where}: description must be 1-100 chars")
        total = _longest(command, "name") + _longest(command, "description")
        total += _options(command.get("options", []), where, errors, 0)
        if total > MAX_TOTAL:
            errors.append(f"{where}: {total} chars > {MAX_TOTAL} of names, descriptions and values")
    for kind, limit in MAX_COMMANDS.items():
        if counts.get(kind, 0) > limit:
            errors.append(f"{counts[kind]} commands of type {kind} > {limit}")
    return errors


def sync_payload(tree: app_commands.CommandTree, guild: discord.abc.Snowflake | None = None) -> list[dict]:
    """What ``tree.sync(guild=…)`` sends (``CommandTree.sync`` builds exactly this list)."""
    return [command.to_dict(tree) for command in tree.get_commands(guild=guild)]
