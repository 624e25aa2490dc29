"""The first map after a restart: ``python -m bench.map_cold_bench [runs]``.

Each run is a fresh Python process that draws each game's opening map once, timed from the moment the renderer
is imported: with an empty disk cache (the layers are built and written) and then with the cache the first run
left (what a restarted bot meets). The bar: under 100 ms with a warm disk cache.
"""

import statistics
import subprocess
import sys
import tempfile

PROBE = """
import sys, time
from rules.core.dice import Dice
from rules.registry import rulesets
ruleset = rulesets()[sys.argv[1]]
board = ruleset.board_view(ruleset.new_game({}, Dice(0, 0)), None)
start = time.perf_counter()
from maps.render import render_map
render_map(board)
print((time.perf_counter() - start) * 1000)
"""


def first_map_ms(ruleset: str, cache: str) -> float:
    """The time (ms) a fresh process takes to import the renderer and draw its first map of ``ruleset``."""
    env = {"COURIER_MAP_CACHE": cache, "PATH": ""}
    out = subprocess.run([sys.executable, "-c", PROBE, ruleset], env=env, capture_output=True, text=True, check=True)
    return float(out.stdout.strip())


def main() -> None:
    """Print the cold (empty cache) and restart (warm disk cache) times per game."""
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    print(f"{'map':<14}{'empty cache':>13}{'restart median':>16}{'restart min':>13}")
    for ruleset in ("independence", "napoleon"):
        with tempfile.TemporaryDirectory() as cache:
            cold = first_map_ms(ruleset, cache)
            warm = [first_map_ms(ruleset, cache) for _ in range(runs)]
        print(f"{ruleset:<14}{cold:>11.0f}ms{statistics.median(warm):>14.0f}ms{min(warm):>11.0f}ms")


if __name__ == "__main__":
    main()
