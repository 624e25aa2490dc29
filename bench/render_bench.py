"""Map rendering benchmark: ``python -m bench.render_bench [runs]``.

"ratio" is the median over turns of a render's time over the time to PNG-encode its own image alone with Pillow's
PNG writer at zlib's fastest level in its fastest strategy (the encode floor of issue 12), measured one right after
the other;
"fastest/fastest" divides the fastest render by the fastest such encode, which a loaded machine disturbs least.
"own encode" is the time of the renderer's own encoder on the same image with nothing kept to reuse (ISA-L deflate
in bands: as the first map of a phase is written), and "own ratio" the render over that. Last, each zlib level and
strategy and each ISA-L level on one busy frame.

For each map: the one-off cost of building the cached base layer and palette (first call), then the median and
90th percentile time to render and PNG-encode a busy board (control, stacks, markers, arrows, battles) turn
after turn, and the largest PNG. "typical": a tenth of the territories change hands each turn; "all flip": every
territory changes hands every turn (the worst case for the control memo). The bar: under 50 ms at the median,
at most 400 KB.
"""

import io
import statistics
import sys
import time

from isal import isal_zlib
from PIL import Image

from maps.render import render_map
from maps.render.encode import BandedWriter, scanline_frame, unfiltered_rows
from maps.render.frame import render_indexed
from maps.render.layout import BAND_HEIGHT
from maps.render.loading import load_map
from rules.core.board import BoardView, MoveArrow, PieceView, SideView, SpaceView

SIDES = {"independence": ["British", "Americans"], "napoleon": ["France", "Allies"]}
COLOURS = ("#b02226", "#264680")


def busy_board(ruleset: str, turn: int, upheaval: bool = False) -> BoardView:
    """A board that changes every turn: a tenth of the territories change hands (all of them with ``upheaval``),
    stacks in half the map move on, three moves and a battle."""
    first, second = SIDES[ruleset]
    ids = [t.id for t in load_map(ruleset).territories]
    spaces = {}
    for n, tid in enumerate(ids):
        if upheaval:
            flips = ((n + 1) * (turn + 3) * 2654435761 >> 9) & 1
        else:
            flips = sum(1 for t in range(turn + 1) if (n * 7 + t) % 10 == 0)
        pieces = []
        if (n + turn) % 3 == 0:
            pieces.append(PieceView(side=first, count=1 + (n + turn) % 6, strength=(n * 7 + turn) % 20))
        if (n + turn) % 4 == 1:
            pieces.append(PieceView(side=second, kind="leader", leader=True))
            pieces.append(PieceView(side=second, face_down=True, count=1 + n % 3))
        spaces[tid] = SpaceView(controller=[first, second][(n + flips) % 2], pieces=pieces)
    arrows = [MoveArrow(side=first, origin=ids[(turn + k) % len(ids)], destination=ids[(turn + k + 1) % len(ids)])
              for k in range(3)]  # fmt: skip
    sides = [SideView(id=s, name=s, colour=c) for s, c in zip(SIDES[ruleset], COLOURS, strict=True)]
    return BoardView(ruleset=ruleset, title="Benchmark", turn=f"Spring {1775 + turn}", phase="Movement",
                     to_act=[second], sides=sides,
                     spaces=spaces, arrows=arrows, battles=[ids[turn % len(ids)]],
                     focus=[ids[turn % len(ids)], ids[(turn + 1) % len(ids)]])  # fmt: skip


def bench(ruleset: str, runs: int, upheaval: bool = False) -> dict[str, float]:
    """Timings (ms) and size (KiB) for one map; after each render the same image is PNG-encoded alone (the
    encode floor), so that the ratio of the two is measured under the same load."""
    start = time.perf_counter()
    render_map(busy_board(ruleset, 0))
    cold = (time.perf_counter() - start) * 1000
    times, floors, ratios, sizes, own = [], [], [], [], []
    for turn in range(1, runs + 1):
        board = busy_board(ruleset, turn, upheaval)
        start = time.perf_counter()
        png = render_map(board)
        times.append((time.perf_counter() - start) * 1000)
        sizes.append(len(png) / 1024)
        indexed = Image.open(io.BytesIO(png))
        floors.append(encode_floor(indexed))
        ratios.append(times[-1] / floors[-1])
        own.append(own_encode(indexed))
    times.sort()
    return {
        "floor_ms": statistics.median(floors),
        "own_ms": statistics.median(own),
        "ratio": statistics.median(ratios),
        "best_ratio": min(times) / min(floors),
        "cold_ms": cold,
        "median_ms": statistics.median(times),
        "p90_ms": times[int(0.9 * (len(times) - 1))],
        "max_kib": max(sizes),
    }


FLOOR_STRATEGIES = (-1, 1, 3)
"""zlib's default, filtered and RLE strategies: the floor is the fastest of them at level 1 (RLE on most frames)."""


def encode_floor(indexed: Image.Image) -> float:
    """The time (ms) to PNG-encode a finished (palette) image alone with Pillow's PNG writer at zlib's fastest
    level, in the fastest strategy whose PNG stays under 400 KB."""
    indexed.load()
    times = []
    for strategy in FLOOR_STRATEGIES:
        out = io.BytesIO()
        start = time.perf_counter()
        indexed.save(out, format="PNG", compress_level=1, compress_type=strategy)
        if len(out.getvalue()) <= 400 * 1024:
            times.append((time.perf_counter() - start) * 1000)
    return min(times)


def own_encode(indexed: Image.Image) -> float:
    """The time (ms) of ``render_map``'s own encoder of area maps on a finished (palette) image, a new writer (no
    band kept from an earlier frame to reuse)."""
    indexed.load()
    scanlines = scanline_frame(indexed)
    start = time.perf_counter()
    BandedWriter().png(scanlines)
    return (time.perf_counter() - start) * 1000


def encodings(board: BoardView) -> None:
    """Print the encode time and size of one busy frame for each zlib level and strategy."""
    indexed = render_indexed(board)
    for level in (1, 3, 6):
        for strategy, name in ((-1, "default"), (3, "RLE"), (1, "filtered")):
            times, size = [], 0
            for _ in range(9):
                out = io.BytesIO()
                start = time.perf_counter()
                indexed.save(out, format="PNG", compress_level=level, compress_type=strategy)
                times.append((time.perf_counter() - start) * 1000)
                size = len(out.getvalue())
            print(f"  zlib level {level} {name:<9}{min(times):>7.1f} ms (fastest of 9) {size / 1024:>6.0f} KiB")
    rows = unfiltered_rows(indexed)
    for level in (0, 1, 2, 3):
        times = []
        for _ in range(9):
            start = time.perf_counter()
            size = len(isal_zlib.compress(rows, level))
            times.append((time.perf_counter() - start) * 1000)
        print(f"  ISA-L level {level}{'':<9}{min(times):>7.1f} ms (fastest of 9) {size / 1024:>6.0f} KiB (deflate)")


def main() -> None:
    """Print one line per map."""
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    print(f"{'map':<14}{'turns':<10}{'size':>11}{'first call':>12}{'median':>10}{'p90':>9}{'PNG max':>10}"
          f"{'encode floor':>14}{'ratio':>7}{'fastest/fastest':>17}{'own encode':>12}{'own ratio':>11}")  # fmt: skip
    for ruleset in SIDES:
        width, height = load_map(ruleset).size
        height += BAND_HEIGHT
        for upheaval in (False, True):
            result = bench(ruleset, runs, upheaval)
            kind = "all flip" if upheaval else "typical"
            print(f"{ruleset:<14}{kind:<10}{f'{width}x{height}':>11}{result['cold_ms']:>10.0f}ms"
                  f"{result['median_ms']:>8.1f}ms{result['p90_ms']:>7.1f}ms{result['max_kib']:>7.0f}KiB"
                  f"{result['floor_ms']:>12.1f}ms{result['ratio']:>7.2f}{result['best_ratio']:>17.2f}"
                  f"{result['own_ms']:>10.1f}ms{result['median_ms'] / result['own_ms']:>11.2f}")  # fmt: skip
    for ruleset in SIDES:
        print(f"{ruleset}: PNG encodings of one busy frame")
        encodings(busy_board(ruleset, 1))


if __name__ == "__main__":
    main()
