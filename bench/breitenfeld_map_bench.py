"""Breitenfeld map rendering benchmark: ``python -m bench.breitenfeld_map_bench [runs]`` (``--png PATH`` saves one).

The sample board is built straight from the counters of ``rules/breitenfeld/forces.py`` in their historical
set-up (not from a game): every counter in its start hex in its nation's colours, a few of them disrupted, one gun
captured, some moves and a battle that change with the turn. Prints the one-off cost of the base, the median and
90th percentile time to render and PNG-encode, and the largest PNG. The bar: under 50 ms, at most 400 KB.
"""

import sys
from pathlib import Path

from bench.hex_render_bench import bench
from maps.render.hexmap import render_hex_map
from rules.breitenfeld.forces import COUNTERS, NATION_COLOURS, SIDE_COLOURS, SIDE_NAMES, Counter
from rules.core.board import BoardView, MoveArrow, PieceView, SideView, SpaceView
from rules.core.hexes import Hex

NATION_NAMES = {"swedish": "Swedes", "saxon": "Saxons", "imperial": "Imperial", "league": "League"}
SIDES = [SideView(id=side, name=name, colour=SIDE_COLOURS[side][0], ink=SIDE_COLOURS[side][1])
         for side, name in SIDE_NAMES.items()] + [
         SideView(id=nation, name=NATION_NAMES[nation], colour=face, ink=ink)
         for nation, (face, ink) in NATION_COLOURS.items()]  # fmt: skip
DISRUPTED = ("xf2", "xh2", "lt3", "sh7", "it4")
CAPTURED = ("ia2",)


def piece(counter: Counter, turn: int) -> PieceView:
    """The counter as the board shows it: leaders their value and movement, guns their fire strength."""
    disrupted = counter.id in DISRUPTED and turn % 4 != 3
    strength = counter.value if counter.kind == "leader" else counter.strength
    if disrupted:
        strength = (strength + 1) // 2
    movement = None if counter.kind == "artillery" else (min(counter.movement, 2) if disrupted else counter.movement)
    return PieceView(side=counter.nation, kind=counter.kind, label=counter.label, strength=strength,
                     movement=movement, leader=counter.kind == "leader", disrupted=disrupted,
                     captured=counter.id in CAPTURED)  # fmt: skip


def sample_board(turn: int = 1, viewer: str | None = None) -> BoardView:
    """Every counter at its start; from turn 1 Pappenheim's horse and the Swedish right wing close in."""
    spaces: dict[str, SpaceView] = {}
    arrows = []
    shift = {"lh1": 2, "lh2": 2, "lh3": 2, "cr1": 3, "sh1": 1, "sh2": 1} if turn else {}
    for counter in COUNTERS:
        step = shift.get(counter.id, 0) * (1 if turn % 2 else 0)
        col = counter.start.col - step if counter.side == "imperialist" else counter.start.col + step
        hex_ = Hex(col, counter.start.row)
        spaces[str(hex_)] = SpaceView(pieces=[piece(counter, turn)])
        if step:
            arrows.append(MoveArrow(side=counter.nation, origin=str(counter.start), destination=str(hex_)))
    return BoardView(ruleset="breitenfeld", map_id="breitenfeld", title="Breitenfeld, 17 September 1631",
                     turn=f"Game turn {turn} · visibility moderate", phase="Imperialist movement",
                     to_act=["imperialist"], viewer=viewer, sides=SIDES, spaces=spaces, arrows=arrows,
                     battles=["1219"] if turn % 2 else [])  # fmt: skip


def main(argv: list[str]) -> None:
    """Print one line; with ``--png PATH`` also save the turn-1 board."""
    if "--png" in argv:
        index = argv.index("--png")
        Path(argv[index + 1]).write_bytes(render_hex_map(sample_board(1)))
        argv = argv[:index] + argv[index + 2 :]
    runs = int(argv[0]) if argv else 40
    result = bench(runs, sample_board)
    print(f"hex map breitenfeld: first call {result['cold_ms']:.0f} ms, median {result['median_ms']:.1f} ms, "
          f"p90 {result['p90_ms']:.1f} ms (median CPU {result['cpu_ms']:.1f} ms), PNG at most "
          f"{result['max_kib']:.0f} KiB")  # fmt: skip


if __name__ == "__main__":
    main(sys.argv[1:])
