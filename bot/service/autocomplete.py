"""Autocomplete: option values drawn from what is allowed now (legal actions, open sides, rulesets, state paths)."""

import json
from typing import Any

from bot.service.api import Choice, Command
from bot.service.gm_views import state_seen_by, value_at
from bot.service.legal import caller_candidates
from bot.service.matching import MAX_CHOICES, complete, norm
from bot.service.permissions import is_gm
from bot.service.runtime import Runtime

HOURS = ["off", "12", "24", "48", "72"]
REMIND = ["off", "1", "2", "4", "6", "12"]
POLICIES = ["wait", "pass", "ai"]


def _filtered(values: list[str], typed: str) -> list[Choice]:
    wanted = norm(typed)
    found = [v for v in values if wanted in norm(v)]
    found.sort(key=lambda v: not norm(v).startswith(wanted))
    return [Choice(name=v[:100], value=v[:100]) for v in found[:MAX_CHOICES]]


def _paths(data: Any, prefix: str = "") -> list[str]:
    """Every leaf path of a JSON value, dotted."""
    if isinstance(data, dict):
        return [p for k, v in data.items() for p in _paths(v, f"{prefix}{k}.")]
    if isinstance(data, list) and data and all(isinstance(v, dict | list) for v in data):
        return [p for i, v in enumerate(data) for p in _paths(v, f"{prefix}{i}.")]
    return [prefix.rstrip(".")]


async def choices(rt: Runtime, command: Command, key: str, option: str, typed: str) -> list[Choice]:
    """At most 25 choices for ``option`` of the command ``key``, filtered by what has been ``typed``."""
    if key == "game new" and option == "ruleset":
        return _filtered(sorted(rt.rulesets), typed)
    if key == "gm deadline":
        return _filtered({"hours": HOURS, "remind": REMIND, "policy": POLICIES}.get(option, []), typed)
    if key == "game new" and option == "options":
        return _option_choices(rt, command, typed)
    channel = command.caller.channel_id
    record = await rt.store.latest_game(channel) if channel and not command.caller.is_dm else None
    if record is None or record.ruleset not in rt.rulesets:
        return []
    if key.startswith("gm ") and not is_gm(command.caller, record, rt.settings.gm_role):
        return []
    game = rt.load(record)
    if option == "side" and key in ("game join", "gm seat", "gm skip"):
        sides = [s for s in game.state.seats if key != "game join" or s not in record.seats]
        return _filtered(sides, typed)
    if key == "gm edit" and option == "what":
        return _filtered(_paths(state_seen_by(game, command.caller.user_id)), typed)
    if key == "gm edit" and option == "value":
        current = value_at(state_seen_by(game, command.caller.user_id), command.options.get("what", ""))
        return [] if current is None else _filtered([json.dumps(current)[:100]], "")
    if key == "game rules" and option == "topic":
        return [Choice(name=t[:100], value=t[:100]) for t in game.ruleset.topics().matching(typed)]
    if key == "play" and record.status == "active":
        path = command.path
        typed_others = {n: v for n, v in command.options.items() if n != option}
        legal = caller_candidates(game, command.caller.user_id, path, typed_others)
        return complete(legal, path, dict(command.options), option, typed)
    return []


def _option_choices(rt: Runtime, command: Command, typed: str) -> list[Choice]:
    """`options:` for `/game new`: the chosen ruleset's options as `name=value` completions, after what is typed
    before the last comma (each suggestion is the whole text, so picking one keeps the earlier options)."""
    ruleset_id = (command.options.get("ruleset") or "").strip().casefold()
    ruleset = next((r for name, r in rt.rulesets.items() if name.casefold() == ruleset_id), None)
    if ruleset is None:
        return []
    done, _, last = typed.rpartition(",")
    prefix = f"{done.strip()}, " if done.strip() else ""
    taken = {part.partition("=")[0].strip().casefold() for part in done.split(",")}
    values = [
        f"{prefix}{spec.name}={value}"
        for spec in ruleset.option_specs
        if spec.name.casefold() not in taken
        for value in spec.values()
    ]
    return _filtered(values, f"{prefix}{last.strip()}") if last.strip() else _filtered(values, "")
