"""Maps written as PNG files, off the event loop: public ones for channel posts (only when the board changed, not
when only the phase word did), and each seat's own by DM when its fog differs from the public map. What was last
posted is kept with the game (``posted_maps``), so a restart does not post an unchanged map again. Every map is
drawn from its viewer's observation (``Seen``). A map that fails to draw is logged and left out: the game goes
on without it."""

import asyncio
import hashlib
import logging
import threading
from collections.abc import Iterable

from bot.service.api import Message
from bot.service.renderer import draw_openings
from bot.service.runtime import Game, Runtime
from bot.service.written import write_file
from maps.render import has_map, render_map
from rules.core.board import BoardView
from rules.core.contract import GameState, Ruleset
from rules.core.observe import Seen

log = logging.getLogger(__name__)


async def _file(rt: Runtime, ruleset: Ruleset, board: BoardView, name: str) -> tuple[str, ...]:
    path = rt.settings.out_dir / f"{name}.png"
    try:
        png = await rt.renderer.render(render_map, board)
        rt.written.note(str(path), await asyncio.to_thread(write_file, path, png), png)
    except Exception:
        log.exception("the %s map %s could not be drawn", ruleset.id, name)
        return ()
    return (str(path),)


async def map_file(rt: Runtime, seen: Seen, name: str) -> tuple[str, ...]:
    """The map its viewer may see (``seen``: the public or one seat) as a file path; nothing when there is none."""
    if not has_map(seen.ruleset.id):
        return ()
    board = seen.board
    return () if board is None else await _file(rt, seen.ruleset, board, name)


PUBLIC = ""
"""The public map's key in a game's ``posted_maps`` (a seat's own map is keyed by the seat)."""


def digest(text: str) -> str:
    """A short digest of a board's signature or fog, as kept in a game's ``posted_maps``."""
    return hashlib.sha256(text.encode()).hexdigest()[:24]


async def changed_map_file(rt: Runtime, game: Game, seen: Seen, name: str, posted: dict[str, str]) -> tuple[str, ...]:
    """The public map (``seen`` by the public) as a file path, or nothing when its board is the one last posted
    for the game (the same board is not re-posted); ``posted`` (the game's ``posted_maps``, committed with the
    post) notes the new one."""
    if not has_map(seen.ruleset.id):
        return ()
    board, shown = seen.board, seen.signature
    if board is None or shown is None:
        return ()
    signature = digest(shown)
    if posted.get(PUBLIC) == signature:
        return ()
    files = await _file(rt, seen.ruleset, board, name)
    if files:
        posted[PUBLIC] = signature
    return files


async def private_map_messages(
    rt: Runtime, game: Game, state: GameState, name: str, posted: dict[str, str]
) -> list[Message]:
    """A DM with each human seat's own map, when its fog differs from the public map and from the private map
    it was last sent (its hidden stacks, say; never worked out where ``Ruleset.private_board`` says the seat sees
    the public map): one per phase at most, only what that seat may see. ``posted``
    (the game's ``posted_maps``, committed with the DMs) notes what each seat was sent."""
    if not has_map(game.ruleset.id):
        return []
    public = game.seen(None, state).fog
    if public is None:
        return []
    public_fog = digest(public)
    messages: list[Message] = []
    for seat in state.seats:
        user = game.human(seat)
        seen = game.seen(seat, state) if user is not None and game.ruleset.private_board(state, seat) else None
        if user is None or seen is None or seen.board is None or seen.fog is None:
            continue
        board, fog = seen.board, digest(seen.fog)
        if fog == public_fog or posted.get(seat) == fog:
            continue
        files = await _file(rt, game.ruleset, board, f"{name}-{seat}")
        if files:
            posted[seat] = fog
            text = f"Game #{game.record.id} in <#{game.record.channel_id}>: {seat}, your own view of the map."
            messages.append(Message(to="dm", text=text, user_id=user, files=files))
    return messages


def warm_up(rulesets: Iterable[Ruleset]) -> threading.Thread:
    """Draw each ruleset's opening map once in a background thread at start-up, so that base layers, palettes
    and sprites are read from the disk cache (or built and cached) before the first command needs them."""
    thread = threading.Thread(target=draw_openings, args=(list(rulesets),), name="map-warm-up", daemon=True)
    thread.start()
    return thread
