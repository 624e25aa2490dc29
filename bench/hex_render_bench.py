"""Hex map rendering benchmark: ``python -m bench.hex_render_bench [runs]``.

On the demo hex map (23 columns × 17 rows, the size of Breitenfeld's): the one-off cost of the base and palette
(first call), then the median and 90th percentile time to render and PNG-encode a busy board — about eighty
counters of two sides, a tenth of them disrupted, leaders, artillery, three moves and two battles — that changes
every turn, and the largest PNG. The bar: under 50 ms at the median, at most 400 KB. The median CPU time is
printed too: on a machine shared with other work it shows what the render costs when it has a core to itself.
"""

import statistics
import sys
import time
from collections.abc import Callable

from maps.render.hexmap import render_hex_map
from rules.core.board import BoardView, MoveArrow, PieceView, SideView, SpaceView

MAP_ID = "hexdemo"
KINDS = ("infantry", "infantry", "cavalry", "infantry", "artillery", "cavalry", "infantry", "leader")


SIDES = [
    SideView(id="swedes", name="Swedes", colour="#1f4e9c"),
    SideView(id="imperialists", name="Imperialists", colour="#b8860b"),
]
LEADERS = {"swedes": ["Gustavus", "Horn", "Banér"], "imperialists": ["Tilly", "Pappenheim", "Fürstenberg"]}


def busy_hex_board(turn: int, viewer: str | None = None) -> BoardView:
    """Two lines of battle facing each other across the middle, shifting a column with the turn."""
    spaces: dict[str, SpaceView] = {}
    for index, side in enumerate(("swedes", "imperialists")):
        leaders = iter(LEADERS[side])
        for n in range(40):
            col = (5 + n % 3 if index == 0 else 16 + n % 3) + (turn % 3 if index == 0 else -(turn % 3))
            row = 2 + n // 3
            kind = KINDS[(n + turn) % len(KINDS)]
            label = next(leaders, "") if kind == "leader" else ""
            strength = (n * 7 + turn) % 6 + 1 if kind != "leader" else 2
            piece = PieceView(side=side, kind=kind, label=label, strength=strength,
                              movement=4 if kind != "cavalry" else 8, leader=kind == "leader",
                              disrupted=(n + turn) % 9 == 0, captured=kind == "artillery" and n % 13 == 4,
                              face_down=viewer is not None and viewer != side and n % 4 == 0)  # fmt: skip
            spaces[f"{col:02d}{row:02d}"] = SpaceView(pieces=[piece])
    moves = [("swedes", "0604", "0705"), ("swedes", "0709", "0809"), ("imperialists", "1810", "1710")]
    arrows = [MoveArrow(side=side, origin=a, destination=b) for side, a, b in moves]
    return BoardView(ruleset="breitenfeld", map_id=MAP_ID, title="Breitenfeld (demo)", turn=f"Turn {turn}",
                     phase="Combat", to_act=["swedes"], viewer=viewer, sides=SIDES, spaces=spaces, arrows=arrows,
                     battles=["1106", "1209"])  # fmt: skip


def bench(runs: int, make_board: Callable[[int], BoardView] = busy_hex_board) -> dict[str, float]:
    """Timings (ms) and size (KiB) of rendering the board ``make_board`` makes for turns 0 (cold), 1 … ``runs``."""
    start = time.perf_counter()
    render_hex_map(make_board(0))
    cold = (time.perf_counter() - start) * 1000
    times, cpu, sizes = [], [], []
    for turn in range(1, runs + 1):
        board = make_board(turn)
        start, start_cpu = time.perf_counter(), time.process_time()
        png = render_hex_map(board)
        times.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
        sizes.append(len(png) / 1024)
    times.sort()
    return {"cold_ms": cold, "median_ms": statistics.median(times), "p90_ms": times[int(0.9 * (len(times) - 1))],
            "cpu_ms": statistics.median(cpu), "max_kib": max(sizes)}  # fmt: skip


def main() -> None:
    """Print one line."""
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    result = bench(runs)
    print(f"hex map {MAP_ID}: first call {result['cold_ms']:.0f} ms, median {result['median_ms']:.1f} ms, "
          f"p90 {result['p90_ms']:.1f} ms (median CPU time {result['cpu_ms']:.1f} ms: the wall time on an idle "
          f"machine), PNG at most {result['max_kib']:.0f} KiB")  # fmt: skip


if __name__ == "__main__":
    main()
