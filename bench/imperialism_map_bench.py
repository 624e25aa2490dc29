"""The imperialism map with six players: ``python -m bench.imperialism_map_bench [turns] [out.png]``.

Builds BoardViews directly (no rules engine): six players' control, brigades and parties, fleets in sea areas,
forts, moves and a battle, with a tenth of the regions changing hands each turn; prints the first (cold) render
and the median and 90th percentile warm render in ms and the largest PNG, and writes the last PNG if asked.
"""

import statistics
import sys
import time
from pathlib import Path

from maps.render import render_map
from maps.render.loading import load_map
from rules.core.board import BoardView, MarkerView, MoveArrow, PieceView, SideView, SpaceView
from rules.imperialism import geography as g

PLAYERS = [
    SideView(id="red", name="Britain", colour="#b02226"),
    SideView(id="blue", name="France", colour="#264680"),
    SideView(id="green", name="Russia", colour="#2e7040"),
    SideView(id="purple", name="Austria", colour="#7a3f96"),
    SideView(id="orange", name="Ottomans", colour="#d0761c"),
    SideView(id="black", name="Japan", colour="#34302c"),
]
KINDS = ("infantry", "cavalry", "artillery", "leader")


def six_player_board(turn: int = 0) -> BoardView:
    """A mid-game six-player board: about a third of the regions held, units in held regions, fleets at sea."""
    data = load_map("imperialism")
    regions = [t.id for t in data.territories]
    seas = [s.id for s in data.sea_areas]
    sides = [p.id for p in PLAYERS]
    spaces: dict[str, SpaceView] = {}
    for n, rid in enumerate(regions):
        if n % 3 and n % 7 != 3:
            continue
        owner = sides[(n // 3 + sum(1 for t in range(turn + 1) if (n * 7 + t) % 10 == 0)) % len(sides)]
        pieces = [PieceView(side=owner, kind=KINDS[n % 4], count=1 + (n + turn) % 4)]
        if (n + turn) % 5 == 0:
            pieces.append(PieceView(side=sides[(n + 1) % 6], kind="infantry", count=2))
        markers = [MarkerView(kind="fort")] if n % 9 == 0 else []
        spaces[rid] = SpaceView(controller=owner, pieces=pieces, markers=markers)
    for n, sid in enumerate(seas[::3]):
        spaces[sid] = SpaceView(pieces=[PieceView(side=sides[n % 6], kind="fleet", fleet=True, count=1 + n % 3)])
    held = [rid for rid in regions if rid in spaces]
    world = g.world()
    arrows = [MoveArrow(side=spaces[a].controller or sides[0], origin=a, destination=world.neighbours(a)[turn % 2])
              for a in held[turn % 7 :: 11][:4]]  # fmt: skip
    return BoardView(ruleset="imperialism", title="War! Age of Imperialism", turn=f"Round {turn + 1}",
                     phase="Movement", to_act=[sides[turn % 6]], sides=PLAYERS, spaces=spaces, arrows=arrows,
                     battles=[held[turn % len(held)]], focus=[held[turn % len(held)]])  # fmt: skip


def main() -> None:
    """Render ``turns`` boards and print the timings; write the last PNG to the path given."""
    turns = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    start = time.perf_counter()
    png = render_map(six_player_board(0))
    cold = (time.perf_counter() - start) * 1000
    times, sizes = [], [len(png)]
    for turn in range(1, turns + 1):
        board = six_player_board(turn)
        start = time.perf_counter()
        png = render_map(board)
        times.append((time.perf_counter() - start) * 1000)
        sizes.append(len(png))
    times.sort()
    print(f"imperialism {load_map('imperialism').size}: first {cold:.0f} ms, median {statistics.median(times):.1f} ms,"
          f" p90 {times[int(0.9 * (len(times) - 1))]:.1f} ms, largest PNG {max(sizes) / 1024:.0f} KiB")  # fmt: skip
    if len(sys.argv) > 2:
        Path(sys.argv[2]).write_bytes(png)


if __name__ == "__main__":
    main()
