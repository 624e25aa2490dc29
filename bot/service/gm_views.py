"""What a GM may see. A GM who holds a seat in a running game sees only what that seat observes (the dump, the
`/gm edit` paths and values, the edit's errors); a GM with no seat sees the whole state, and the channel is told.
"""

import json
from typing import Any

from bot.service import posting
from bot.service.api import Message
from bot.service.chain import commit_change
from bot.service.errors import CommandError
from bot.service.isolation import computed
from bot.service.runtime import Game, Request, Runtime

DUMP_INLINE = 1800
FULL_VIEW_NOTICE = "🔎 The GM viewed the full state."
LIVE = ("lobby", "active", "paused")


def seated(game: Game, user_id: str) -> list[str]:
    """The seats ``user_id`` holds until the game ends (a seated GM sees only what those seats see)."""
    return game.seats_of(user_id) if game.record.status in LIVE else []


def state_seen_by(game: Game, user_id: str) -> dict[str, Any]:
    """The state as ``user_id`` may see it: each held seat's observation in a running game, else the whole state."""
    seats = seated(game, user_id)
    if not seats:
        return dict(json.loads(game.record.state_json))
    views = {seat: _view(game, seat) for seat in seats}
    return views[seats[0]] if len(seats) == 1 else dict(views)


def _view(game: Game, seat: str) -> dict[str, Any]:
    """``seat``'s observation of the state (the one redaction point), with the state's own paths."""
    broken: dict[str, Any] = {"error": "the rules cannot show this side's view of the state (logged)"}
    return computed(lambda: game.seen(seat).observation.model_dump(mode="json"), broken, "a view")


def value_at(data: Any, path: str) -> Any:
    """The value at a dotted path of a JSON value, or None."""
    for key in path.split(".") if path else []:
        if isinstance(data, dict):
            data = data.get(key)
        elif isinstance(data, list) and key.isascii() and key.isdigit() and int(key) < len(data):
            data = data[int(key)]
        else:
            return None
    return data if path else None


def check_editable(game: Game, user_id: str, path: str) -> None:
    """A seated GM may edit only what their seat sees as it is in the state; refused without a hint otherwise."""
    if not seated(game, user_id):
        return
    full = value_at(game.state.model_dump(mode="json"), path)
    if full is None or value_at(state_seen_by(game, user_id), path) != full:
        raise CommandError(
            f"You play in this game, so you may edit only what your side sees; `{path}` is not among it. "
            "A GM who holds no seat may edit the rest."
        )


async def dump(rt: Runtime, req: Request) -> list[Message]:
    """`/gm dump`: the state as JSON to the GM alone (never the seed): their seat's view when they play; the
    whole state otherwise, and then the channel is told."""
    assert req.record is not None
    game = rt.load(req.record)
    seats = seated(game, req.caller.user_id)
    text = json.dumps(state_seen_by(game, req.caller.user_id), indent=1)
    record = game.record
    seen = f"as {', '.join(seats)} sees it" if seats else "in full"
    header = f"State of game #{record.id} after action #{record.last_action} (version {record.version}), {seen}"
    told: list[Message] = []
    if not seats and record.status in LIVE:
        _, told = await commit_change(rt, game, [posting.post(game, FULL_VIEW_NOTICE)])
    if len(text) <= DUMP_INLINE:
        return [*told, posting.reply(f"{header}:\n```json\n{text}\n```")]
    path = rt.settings.out_dir / f"game{record.id}-state-{record.last_action}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return [*told, Message(to="ephemeral", text=f"{header}: attached.", files=(str(path),))]
