"""Maps written as PNG files, off the event loop: public ones for channel posts (only when the board changed, not
when only the phase word did), and each seat's own by DM when its fog differs from the public map. A command waits
only for the public map: a seat's own map goes into its DM as the board to draw (``api.MAP_TO_DRAW``), committed with
it and drawn when the DM is delivered (``GameService.files_ready``), so the channel's reply does not wait for the
seats' maps. What was last posted is kept with the game (``posted_maps``), so a restart does not post an unchanged
map again. Every map is drawn from its viewer's observation (``Seen``). A map that fails to draw is logged and left
out: the game goes on without it."""

import asyncio
import hashlib
import logging
import threading
from collections.abc import Iterable
from pathlib import Path

from bot.service.api import Message
from bot.service.outbox import map_to_draw
from bot.service.posting import where
from bot.service.renderer import draw_openings
from bot.service.runtime import Game, Runtime
from bot.service.written import write_file
from maps.render import has_map, render_maps
from rules.core.board import BoardView
from rules.core.contract import GameState, Ruleset
from rules.core.observe import Seen

log = logging.getLogger(__name__)

PUBLIC = ""
"""The public map's key in a game's ``posted_maps`` (a seat's own map is keyed by the seat)."""


async def _files(rt: Runtime, ruleset: Ruleset, maps: dict[str, tuple[BoardView, str]]) -> dict[str, str]:
    """Each map (its board and file name, by key) drawn and written as a file: their paths by key; none when
    drawing fails (logged: the game goes on without them)."""
    if not maps:
        return {}
    paths = [rt.settings.out_dir / f"{name}.png" for _, name in maps.values()]
    boards = [board for board, _ in maps.values()]
    payloads = [board.model_dump_json() for board in boards]  # the renderer's keys, and what the outbox stores
    try:
        pngs = await rt.renderer.render_all(render_maps, boards, payloads)
        await asyncio.to_thread(_write_all, paths, pngs)
    except Exception:
        log.exception("the %s maps %s could not be drawn", ruleset.id, ", ".join(name for _, name in maps.values()))
        return {}
    for path, payload in zip(paths, payloads, strict=True):
        rt.written.note(str(path), payload)
    return {key: str(path) for key, path in zip(maps, paths, strict=True)}


def _write_all(paths: list[Path], pngs: list[bytes]) -> None:
    for path, png in zip(paths, pngs, strict=True):
        write_file(path, png)


async def map_file(rt: Runtime, seen: Seen, name: str) -> tuple[str, ...]:
    """The map its viewer may see (``seen``: the public or one seat) as a file path; nothing when there is none."""
    if not has_map(seen.ruleset.id) or seen.board is None:
        return ()
    return tuple((await _files(rt, seen.ruleset, {PUBLIC: (seen.board, name)})).values())


def digest(text: str) -> str:
    """A short digest of a board's signature or fog, as kept in a game's ``posted_maps``."""
    return hashlib.sha256(text.encode()).hexdigest()[:24]


async def phase_maps(
    rt: Runtime, game: Game, state: GameState, name: str, posted: dict[str, str], private: bool = True
) -> tuple[tuple[str, ...], list[Message]]:
    """The maps of a new phase: the public map drawn, as a file path, unless its board is the one last posted for
    the game (the same board is not re-posted); with ``private``, a DM with each human seat's own map where its fog
    differs from the public map and from the private map it was last sent (its hidden stacks, say; never worked out
    where ``Ruleset.private_board`` says the seat sees the public map), only what that seat may see, as the board
    to draw when the DM is delivered. ``posted`` (the game's ``posted_maps``, committed with the post and DMs)
    notes what was sent to whom."""
    public = game.seen(None, state)
    if not has_map(game.ruleset.id) or public.board is None or public.signature is None or public.fog is None:
        return (), []
    wanted: dict[str, tuple[BoardView, str, str]] = {}  # by posted_maps key: board, file name, digest
    signature, public_fog = digest(public.signature), digest(public.fog)
    if posted.get(PUBLIC) != signature:
        wanted[PUBLIC] = (public.board, name, signature)
    for seat in state.seats if private else ():
        user = game.human(seat)
        seen = game.seen(seat, state) if user is not None and game.ruleset.private_board(state, seat) else None
        if seen is None or seen.board is None or seen.fog is None:
            continue
        fog = digest(seen.fog)
        if fog != public_fog and posted.get(seat) != fog:
            wanted[seat] = (seen.board, f"{name}-{seat}", fog)
    drawn = {PUBLIC: wanted[PUBLIC][:2]} if PUBLIC in wanted else {}
    files = await _files(rt, game.ruleset, drawn)
    if PUBLIC in files:
        posted[PUBLIC] = wanted[PUBLIC][2]
    messages: list[Message] = []
    own = {seat: wanted[seat] for seat in wanted if seat != PUBLIC}
    payloads = [board.model_dump_json() for board, _, _ in own.values()]
    for (seat, (_, file, fog)), payload in zip(own.items(), payloads, strict=True):
        posted[seat] = fog
        text = f"{where(game)}: {seat}, your own view of the map."
        to_draw = map_to_draw(payload, f"{file}.png")
        rt.written.note(to_draw, payload)  # the board stored with the DM, and drawn from when it is delivered
        messages.append(Message(to="dm", text=text, user_id=game.human(seat), files=(to_draw,)))
    if own:  # drawn in one trip, after the public map: the reply does not wait, the DMs' delivery shares it
        rt.renderer.begin(render_maps, [board for board, _, _ in own.values()], payloads)
    return ((files[PUBLIC],) if PUBLIC in files else ()), messages


def warm_up(rulesets: Iterable[Ruleset]) -> threading.Thread:
    """Draw each ruleset's opening map once in a background thread at start-up, so that base layers, palettes
    and sprites are read from the disk cache (or built and cached) before the first command needs them."""
    thread = threading.Thread(target=draw_openings, args=(list(rulesets),), name="map-warm-up", daemon=True)
    thread.start()
    return thread
