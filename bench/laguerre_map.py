"""La Guerre map sample: ``python -m bench.laguerre_map [out.png] [runs]`` renders the hand-made board of
``tests/maps/laguerre_board.py`` (cold, then warm ``runs`` times) and writes the PNG and a 550 px preview."""

import io
import statistics
import sys
import time

from PIL import Image

from maps.render import render_map
from tests.maps.laguerre_board import laguerre_board


def main() -> None:
    """Render, time and write the sample."""
    out = sys.argv[1] if len(sys.argv) > 1 else "laguerre-sample.png"
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    start = time.perf_counter()
    png = render_map(laguerre_board("france"))
    cold = (time.perf_counter() - start) * 1000
    times = []
    for k in range(runs):
        board = laguerre_board(["france", "britain", None][k % 3])
        start = time.perf_counter()
        png = render_map(board)
        times.append((time.perf_counter() - start) * 1000)
    with open(out, "wb") as handle:
        handle.write(png)
    image = Image.open(io.BytesIO(png))
    small = image.convert("RGB").resize((550, round(image.height * 550 / image.width)), Image.Resampling.LANCZOS)
    small.save(out.replace(".png", "-550.png"))
    print(f"{image.width}x{image.height}: first {cold:.0f} ms, warm median {statistics.median(times):.1f} ms, "
          f"fastest {min(times):.1f} ms, {len(png) / 1024:.0f} KiB -> {out}")  # fmt: skip


if __name__ == "__main__":
    main()
