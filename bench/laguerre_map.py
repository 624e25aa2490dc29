"""La Guerre map sample: ``python -m bench.laguerre_map [out.png] [runs]`` renders the hand-made board of
``tests/maps/laguerre_board.py`` and a crowded late-war board (cold, then warm ``runs`` times each), prints the
fastest and median warm render and the largest PNG, and writes the late-war PNG and a 550 px preview."""

import io
import statistics
import sys
import time

from PIL import Image

from maps.render import render_map
from rules.core.board import BoardView, MarkerView, MoveArrow, PieceView, SideView, SpaceView
from rules.laguerre.geography import POWERS, PROVINCES, SEA_ZONES, world
from rules.laguerre.powers import COLOURS
from tests.maps.laguerre_board import laguerre_board

CONQUERED = {
    "france": ("belgium", "holland", "rhineland", "berg", "hesse", "baden", "wurttemberg", "bavaria", "franconia",
               "lombardy", "venetia", "genoa", "tuscany", "rome", "naples", "warsaw", "posen", "madrid",
               "catalonia", "hanover", "kassel"),
    "russia": ("finland", "bialystok", "lublin", "moldavia", "wallachia"),
    "britain": ("sicily", "malta", "lisbon", "oporto"),
    "austria": ("cracow", "croatia"),
    "ottoman": ("serbia", "bosnia"),
}  # fmt: skip
"""Who holds what in the late-war sample: France's empire at its height, Russia in Finland and the Danube."""


def late_war_board(viewer: str | None = "france", turn: int = 0) -> BoardView:
    """A crowded board of 1812: the conquests above, an army in two provinces of three (two powers in some),
    fleets of one or two powers in every sea zone, worn garrisons, six moves and three battles; ``turn`` moves
    the armies about so that successive boards differ."""
    sides = [SideView(id=p, name=p.title(), colour=COLOURS[p]) for p in POWERS]
    held = {pid: power for power, pids in CONQUERED.items() for pid in pids}
    spaces: dict[str, SpaceView] = {}
    for n, p in enumerate(PROVINCES):
        owner = held.get(p.id, p.country)
        pieces = []
        if (n + turn) % 3:
            mover = owner if owner in POWERS else POWERS[(n + turn) % len(POWERS)]
            pieces.append(_army(mover, viewer, 3 + n % 9))
            if (n + turn) % 7 == 0:
                pieces.append(_army(POWERS[(n + 2) % len(POWERS)], viewer, 2 + n % 5))
        markers = [MarkerView(kind="fort", label=str(1 + n % 3), side=owner)] if n % 8 == 0 and owner in POWERS else []
        spaces[p.id] = SpaceView(controller=owner if owner in POWERS else None, pieces=pieces, markers=markers)
    for n, zone in enumerate(SEA_ZONES):
        fleets = [PieceView(side=POWERS[(n + turn) % 3], kind="fleet", fleet=True, strength=2 + n % 4, count=1)]
        if n % 3 == 0:
            fleets.append(PieceView(side="britain", kind="fleet", fleet=True, strength=4, count=1 + n % 2))
        spaces[zone.id] = SpaceView(pieces=fleets)
    ids = [p.id for p in PROVINCES]
    graph = world()
    starts = ids[turn % 5 :: 17][:6]
    arrows = [MoveArrow(side=held.get(a, "france"), origin=a, destination=graph.neighbours(a)[0]) for a in starts]
    fights = [ids[(turn * 7 + k * 23) % len(ids)] for k in range(3)]
    return BoardView(ruleset="laguerre", map_id="laguerre", title="La Guerre de l'Empereur", turn="Summer 1812",
                     phase="Land phase", to_act=["france"], viewer=viewer, sides=sides, spaces=spaces, arrows=arrows,
                     battles=fights, focus=fights)  # fmt: skip


def _army(power: str, viewer: str | None, divisions: int) -> PieceView:
    own = power == viewer
    return PieceView(side=power, kind="army", label="Ney", strength=divisions if own else None, leader=True)


def timed(boards: list[BoardView]) -> tuple[list[float], int, bytes]:
    """Warm render times (ms) of ``boards``, the largest PNG's size and the last PNG."""
    times, largest, png = [], 0, b""
    for board in boards:
        start = time.perf_counter()
        png = render_map(board)
        times.append((time.perf_counter() - start) * 1000)
        largest = max(largest, len(png))
    return times, largest, png


def main() -> None:
    """Render, time and write the sample."""
    out = sys.argv[1] if len(sys.argv) > 1 else "laguerre-sample.png"
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    start = time.perf_counter()
    render_map(laguerre_board("france"))
    cold = (time.perf_counter() - start) * 1000
    render_map(late_war_board())
    for name, boards in (
        ("sample", [laguerre_board(["france", "britain", None][k % 3]) for k in range(runs)]),
        ("late war", [late_war_board(["france", "russia", None][k % 3], k) for k in range(runs)]),
    ):
        times, largest, png = timed(boards)
        print(f"{name}: first {cold:.0f} ms, warm fastest {min(times):.1f} ms, median {statistics.median(times):.1f}"
              f" ms, largest PNG {largest / 1024:.0f} KiB")  # fmt: skip
    with open(out, "wb") as handle:
        handle.write(png)
    image = Image.open(io.BytesIO(png))
    small = image.convert("RGB").resize((550, round(image.height * 550 / image.width)), Image.Resampling.LANCZOS)
    small.save(out.replace(".png", "-550.png"))
    print(f"{image.width}x{image.height} -> {out}")


if __name__ == "__main__":
    main()
