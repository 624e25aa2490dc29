"""Map rendering benchmark: ``python -m bench.render_bench [runs]``.

For each map: the one-off cost of building the cached base layer and palette (first call), then the median and
90th percentile time to render and PNG-encode a busy board (control, stacks, markers, arrows, battles) turn
after turn, and the largest PNG. "typical": a tenth of the territories change hands each turn; "all flip": every
territory changes hands every turn (the worst case for the control memo). The bar: under 50 ms at the median,
at most 400 KB.
"""

import statistics
import sys
import time

from maps.render import render_map
from maps.render.layout import BAND_HEIGHT
from maps.render.loading import load_map
from rules.core.board import AreaView, BoardView, MoveArrow, StackView

SIDES = {"independence": ["British", "Americans"], "napoleon": ["France", "Allies"]}


def busy_board(ruleset: str, turn: int, upheaval: bool = False) -> BoardView:
    """A board that changes every turn: a tenth of the territories change hands (all of them with ``upheaval``),
    stacks in half the map move on, three moves and a battle."""
    first, second = SIDES[ruleset]
    ids = [t.id for t in load_map(ruleset).territories]
    areas = {}
    for n, tid in enumerate(ids):
        if upheaval:
            flips = ((n + 1) * (turn + 3) * 2654435761 >> 9) & 1
        else:
            flips = sum(1 for t in range(turn + 1) if (n * 7 + t) % 10 == 0)
        stacks = []
        if (n + turn) % 3 == 0:
            stacks.append(StackView(side=first, count=1 + (n + turn) % 6, top="Regulars", force=(n * 7 + turn) % 20))
        if (n + turn) % 4 == 1:
            stacks.append(StackView(side=second, count=2 + n % 3, top="General", leader=True))
        areas[tid] = AreaView(controller=[first, second][(n + flips) % 2], stacks=stacks,
                              markers=["fort"] if n % 7 == 0 else [])  # fmt: skip
    arrows = [MoveArrow(side=first, origin=ids[(turn + k) % len(ids)], destination=ids[(turn + k + 1) % len(ids)])
              for k in range(3)]  # fmt: skip
    return BoardView(ruleset=ruleset, title="Benchmark", turn=f"Spring {1775 + turn}", phase="Movement",
                     to_act=[second], sides=[first, second], areas=areas, arrows=arrows,
                     battles=[ids[turn % len(ids)]])  # fmt: skip


def bench(ruleset: str, runs: int, upheaval: bool = False) -> dict[str, float]:
    """Timings (ms) and size (KiB) for one map."""
    start = time.perf_counter()
    render_map(busy_board(ruleset, 0))
    cold = (time.perf_counter() - start) * 1000
    times, sizes = [], []
    for turn in range(1, runs + 1):
        board = busy_board(ruleset, turn, upheaval)
        start = time.perf_counter()
        png = render_map(board)
        times.append((time.perf_counter() - start) * 1000)
        sizes.append(len(png) / 1024)
    times.sort()
    return {
        "cold_ms": cold,
        "median_ms": statistics.median(times),
        "p90_ms": times[int(0.9 * (len(times) - 1))],
        "max_kib": max(sizes),
    }


def main() -> None:
    """Print one line per map."""
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    print(f"{'map':<14}{'turns':<10}{'size':>11}{'first call':>12}{'median':>10}{'p90':>9}{'PNG max':>10}")
    for ruleset in SIDES:
        width, height = load_map(ruleset).size
        height += BAND_HEIGHT
        for upheaval in (False, True):
            result = bench(ruleset, runs, upheaval)
            kind = "all flip" if upheaval else "typical"
            print(f"{ruleset:<14}{kind:<10}{f'{width}x{height}':>11}{result['cold_ms']:>10.0f}ms"
                  f"{result['median_ms']:>8.1f}ms{result['p90_ms']:>7.1f}ms{result['max_kib']:>7.0f}KiB")  # fmt: skip


if __name__ == "__main__":
    main()
