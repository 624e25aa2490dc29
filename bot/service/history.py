"""The action log replayed: a state at any action number, GM edits as log entries, the seed's dice per entry."""

import asyncio
import json
from typing import Any

from pydantic import ValidationError

from bot.store import ActionRecord, GameRecord, GameStore
from rules.core.contract import GameState, Ruleset, Transition
from rules.core.dice import Dice
from rules.core.events import Event

GM_SEAT = "GM"
GM_EDIT = "gm_edit"


def ai_dice(seed: int, number: int) -> Dice:
    """The AI's own stream for action ``number`` (apart from the dice the action itself rolls)."""
    return Dice(seed, -number)


def gm_dice(seed: int, number: int) -> Dice:
    """The stream of the GM's ``number``-th `/gm roll` (apart from the actions' and the AI's streams)."""
    return Dice(seed, -(2**40) - number)


def edit_state(ruleset: Ruleset, state: GameState, path: str, value: Any) -> GameState:
    """``state`` with the field at dotted ``path`` set to ``value``; ValueError naming what exists there."""
    data = state.model_dump(mode="json")
    keys = path.split(".")
    node: Any = data
    for depth, key in enumerate(keys):
        last = depth == len(keys) - 1
        if isinstance(node, dict):
            if key not in node:
                raise ValueError(f"`{'.'.join(keys[: depth + 1])}` does not exist; keys there: {', '.join(node)}")
            if last:
                node[key] = value
            node = node[key]
        elif isinstance(node, list):
            if not (key.isascii() and key.isdigit() and len(key) < 7) or int(key) >= len(node):
                where = ".".join(keys[:depth]) or "the state"
                span = f"an index from 0 to {len(node) - 1}" if node else "no index: the list is empty"
                raise ValueError(f"`{where}` is a list; `{key}` is not in it ({span})")
            if last:
                node[int(key)] = value
            node = node[int(key)]
        else:
            raise ValueError(f"`{'.'.join(keys[:depth])}` is a single value, not a container")
    try:
        return ruleset.parse_state(data)
    except ValidationError as exc:
        problems = "; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in exc.errors()[:3])
        raise ValueError(f"the edited state is not valid ({problems})") from exc
    except Exception as exc:
        raise ValueError(f"the edited state is not valid: {exc}") from exc


def edit_event(path: str) -> Event:
    """The public event a GM edit logs (and its replay yields again)."""
    return Event(kind="gm", text=f"✏️ The GM edited `{path}`.")


def replay_entry(ruleset: Ruleset, state: GameState, entry: ActionRecord, seed: int) -> Transition:
    """Apply one log entry again with the seed's dice (and any console-scripted faces it used)."""
    if entry.action.get("kind") == GM_EDIT:
        path = entry.action["path"]
        edited = edit_state(ruleset, state, path, entry.action["value"])
        return Transition(state=edited, events=[edit_event(path)])
    action = ruleset.parse_action(entry.action)
    return ruleset.apply(state, entry.seat, action, Dice(seed, entry.number, entry.scripted_dice))


def _replayed(ruleset: Ruleset, state_json: str, entries: list[ActionRecord], seed: int) -> GameState:
    state = ruleset.parse_state(json.loads(state_json))
    for entry in entries:
        state = replay_entry(ruleset, state, entry, seed).state
    return state


async def state_at(store: GameStore, ruleset: Ruleset, record: GameRecord, number: int) -> GameState:
    """The game's state after action ``number``, from the nearest snapshot and the log (replayed off the event
    loop)."""
    snapshot = await store.snapshot_before(record.id, number)
    entries = await store.actions(record.id, after=snapshot.number, upto=number)
    return await asyncio.to_thread(_replayed, ruleset, snapshot.state_json, entries, record.seed)


async def replay_all(store: GameStore, ruleset: Ruleset, record: GameRecord) -> GameState:
    """The state rebuilt from the set-up snapshot and every log entry (checks that the log is whole)."""
    snapshot = await store.snapshot_before(record.id, 0)
    entries = await store.actions(record.id)
    return await asyncio.to_thread(_replayed, ruleset, snapshot.state_json, entries, record.seed)
