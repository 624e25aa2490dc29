"""`/game export` (the whole game as JSON) and `/game verify` (replay the export from the revealed seed and prove
every roll). ``verify_export`` works on an export file alone, for anyone: `python -m bot.service.export FILE`."""

import asyncio
import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.service import posting
from bot.service.api import Message
from bot.service.history import replay_entry
from bot.service.runtime import Game, Request, Runtime
from bot.store import ActionRecord
from rules.core.contract import Ruleset
from rules.core.dice import Dice, seed_commitment

FORMAT = "courier-export/1"


def _public_entry(entry: ActionRecord) -> dict[str, Any]:
    """A log entry as the channel saw it while the game goes on: its public events only, like the posts. The
    action itself is withheld (its options can name what the rules hide, such as a leader moving under a stack)."""
    return {
        "number": entry.number,
        "seat": entry.seat,
        "time": entry.time,
        "action": None,
        "events": [e for e in entry.events if e.get("visible_to") is None],
        "dice_used": entry.dice_used,
        "undoable": entry.undoable,
    }


async def build_export(rt: Runtime, game: Game) -> dict[str, Any]:
    """The game as JSON: everything once it has ended; before that, only what is public."""
    entries = await rt.store.actions(game.record.id)
    return await asyncio.to_thread(_export_data, game, entries)


def _export_data(game: Game, entries: list[ActionRecord]) -> dict[str, Any]:
    record = game.record
    ended = record.status == "ended"
    return {
        "format": FORMAT,
        "game": record.id,
        "ruleset": record.ruleset,
        "title": game.ruleset.title,
        "options": record.options,
        "seats": record.seats,
        "status": record.status,
        "ruleset_version": record.ruleset_version,
        "seed_commitment": record.commitment,
        "seed": record.seed if ended else None,
        "actions": [entry.__dict__ for entry in entries] if ended else [_public_entry(e) for e in entries],
        "result": record.result,
        "final_state": json.loads(record.state_json) if ended else None,
        "public_state": None if ended else game.seen(None).data,
    }


async def export(rt: Runtime, req: Request) -> list[Message]:
    """`/game export`: the JSON file, to the caller."""
    assert req.record is not None
    game = rt.load(req.record)
    data = await build_export(rt, game)
    path = rt.settings.out_dir / f"game{game.record.id}-export-{game.record.last_action}.json"
    await asyncio.to_thread(_write_json, path, data)
    note = "with the seed and every event" if data["seed"] is not None else "public events only until the game ends"
    text = f"Game #{game.record.id}: {len(data['actions'])} actions ({note})."
    return [Message(to="ephemeral", text=text, files=(str(path),))]


def _write_json(path: Path, data: dict[str, Any]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=1))


@dataclass
class Verification:
    """What replaying an export proved."""

    ok: bool
    actions: int
    rolls: int
    dice: int
    scripted: int
    problem: str | None = None


def verify_export(data: dict[str, Any], ruleset: Ruleset) -> Verification:
    """Replay an ended game's export from its seed: the commitment, every event (every roll) and the end state."""
    seed = data.get("seed")
    found = Verification(ok=False, actions=0, rolls=0, dice=0, scripted=0)
    if seed is None:
        found.problem = "the seed is secret until the game ends"
        return found
    if seed_commitment(seed) != data["seed_commitment"]:
        found.problem = "the seed does not match its SHA-256 commitment"
        return found
    state = ruleset.new_game(data["options"], Dice(seed, 0))
    for raw in data["actions"]:
        entry = ActionRecord(**raw)
        transition = replay_entry(ruleset, state, entry, seed)
        events = [e.model_dump(mode="json") for e in transition.events]
        state = transition.state
        if events != entry.events:
            found.problem = f"action #{entry.number} does not replay to the events logged"
            return found
        found.actions += 1
        found.scripted += bool(entry.scripted_dice)
        rolls = [e for e in events if e["kind"] in DICE_EVENTS]
        found.rolls += len(rolls)
        found.dice += sum(len(e["data"].get("dice", [])) for e in rolls)
    final = data.get("final_state")
    if final is not None and state.model_dump(mode="json") != final:
        found.problem = "the replayed end state differs from the stored one"
        return found
    found.ok = True
    return found


DICE_EVENTS = ("roll", "table")  # a die roll alone, or a die read on a table (rules.core.tables)


def verification_text(game_id: int, found: Verification) -> str:
    """The verification in words."""
    if not found.ok:
        return f"❌ Game #{game_id} does not verify: {found.problem}."
    scripted = f" ({found.scripted} used dice fixed by the console)" if found.scripted else ""
    return (
        f"✅ Game #{game_id} verified: the seed matches its SHA-256 commitment; {found.actions} actions{scripted}"
        f" replayed, {found.rolls} rolls ({found.dice} dice) reproduced exactly, and the end state matches."
    )


async def verify(rt: Runtime, req: Request) -> list[Message]:
    """`/game verify`: after the end, the proof posted in the channel."""
    assert req.record is not None
    game = rt.load(req.record)
    try:
        found = await asyncio.to_thread(verify_export, await build_export(rt, game), game.ruleset)
    except Exception as exc:  # a log that no longer replays is a failed verification, not a crash
        found = Verification(ok=False, actions=0, rolls=0, dice=0, scripted=0, problem=f"replay failed: {exc}")
    return [posting.post(game, verification_text(game.record.id, found))]


def main(argv: list[str] | None = None) -> int:
    """Verify an export file: `python -m bot.service.export game1-export.json`."""
    from rules.registry import get_ruleset

    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m bot.service.export EXPORT.json", file=sys.stderr)
        return 2
    try:
        data = json.loads(Path(args[0]).read_text())
    except (OSError, ValueError) as exc:
        print(f"cannot read {args[0]} as JSON: {exc}", file=sys.stderr)
        return 1
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        print(f"{args[0]} is not a Courier export ({FORMAT}); `/game export` writes one.", file=sys.stderr)
        return 1
    try:
        found = verify_export(data, get_ruleset(data["ruleset"]))
    except Exception as exc:  # a damaged export fails verification; it does not crash the checker
        found = Verification(ok=False, actions=0, rolls=0, dice=0, scripted=0, problem=f"replay failed: {exc!r}")
    print(verification_text(data.get("game", 0), found))
    return 0 if found.ok else 1


if __name__ == "__main__":
    sys.exit(main())
