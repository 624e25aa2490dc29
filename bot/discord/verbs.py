"""The play commands, generated from the verb catalogues the installed rulesets declare (no hand-kept union of
options here): one slash command per verb, or a group with subcommands; every option a string that
autocompletes from the caller's legal actions. The service checks the whole action again."""

import inspect
import keyword
from collections.abc import Callable, Coroutine
from typing import Any

import discord
from discord import app_commands

from bot.discord.autocomplete import suggest
from bot.discord.invoke import Runner
from rules.core.catalogue import Verb

Callback = Callable[..., Coroutine[Any, Any, None]]
DESCRIPTION_LIMIT = 100


def python_name(option: str) -> str:
    """A Python parameter name for an option (``from`` is a keyword: ``from_``)."""
    name = option.replace("-", "_")
    return f"{name}_" if keyword.iskeyword(name) else name


def _callback(runner: Runner, verb: Verb, group: str, sub: str | None) -> Callback:
    """A command callback whose signature holds one optional string per slot, with descriptions, renames and
    autocomplete attached as discord.py reads them from the function."""
    names = {python_name(slot.name): slot.name for slot in verb.slots}

    async def callback(interaction: discord.Interaction, **values: str | None) -> None:
        await runner.command(interaction, group, sub, **{names[py]: value for py, value in values.items()})

    parameters = [
        inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=discord.Interaction)
    ]
    parameters += [
        inspect.Parameter(py, inspect.Parameter.KEYWORD_ONLY, default=None, annotation=str | None) for py in names
    ]
    callback.__signature__ = inspect.Signature(parameters)  # type: ignore[attr-defined]
    described: Callback = app_commands.describe(
        **{python_name(s.name): s.description[:DESCRIPTION_LIMIT] for s in verb.slots}
    )(callback)
    renamed: Callback = app_commands.rename(**{py: name for py, name in names.items() if py != name})(described)
    completed: Callback = app_commands.autocomplete(**{py: suggest(name) for py, name in names.items()})(renamed)
    return completed


def verb_commands(runner: Runner, verbs: list[Verb]) -> list[app_commands.Command[Any, ..., None] | app_commands.Group]:
    """The slash commands for ``verbs``: a command per plain verb, a group per verb with subcommands."""
    made: list[app_commands.Command[Any, ..., None] | app_commands.Group] = []
    for verb in verbs:
        description = verb.description[:DESCRIPTION_LIMIT]
        if not verb.subcommands:
            made.append(
                app_commands.Command(
                    name=verb.name, description=description, callback=_callback(runner, verb, verb.name, None)
                )
            )
            continue
        group = app_commands.Group(name=verb.name, description=description)
        for sub in verb.subcommands:
            group.add_command(
                app_commands.Command(
                    name=sub.name,
                    description=sub.description[:DESCRIPTION_LIMIT],
                    callback=_callback(runner, sub, verb.name, sub.name),
                )
            )
        made.append(group)
    return made
