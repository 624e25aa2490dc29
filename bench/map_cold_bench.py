"""The first map after a restart: ``python -m bench.map_cold_bench [runs]``.

Each run is a fresh Python process that draws one map of a game a few actions in, timed three ways:
- "from import": from the moment the renderer is imported (imports included, nothing drawn before);
- "after imports": the renderer already imported, as the bot imports it at start-up, nothing drawn before;
- "after warm-up": after the start-up warm-up (``draw_openings``, which the bot runs in a thread at start-up
  while it connects to Discord) has drawn the game's opening map: what a restarted bot's first command meets.
Each with an empty disk cache (the layers are built and written) and then with the cache the first run left (what
a restarted bot meets). The bar: under 100 ms with a warm disk cache.
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
state = ruleset.new_game({}, Dice(0, 0))
for n in range(6):
    seat = ruleset.to_act(state)[0]
    state = ruleset.apply(state, seat, ruleset.legal_actions(state, seat)[-1], Dice(0, n + 1)).state
board = ruleset.board_view(ruleset.observe(state, None), None)
start = time.perf_counter()
from maps.render import render_map
if sys.argv[2] != "import":
    from bot.service.renderer import draw_openings
    if sys.argv[2] == "warm":
        draw_openings([ruleset])
    start = time.perf_counter()
render_map(board)
print((time.perf_counter() - start) * 1000)
"""
WAYS = {"import": "from import", "imported": "after imports", "warm": "after warm-up"}


def first_map_ms(ruleset: str, cache: str, way: str) -> float:
    """The time (ms) a fresh process takes to draw its first map of ``ruleset``, measured ``way``."""
    env = {"COURIER_MAP_CACHE": cache, "PATH": ""}
    args = [sys.executable, "-c", PROBE, ruleset, way]
    out = subprocess.run(args, env=env, capture_output=True, text=True, check=True)
    return float(out.stdout.strip())


def main() -> None:
    """Print the cold (empty cache) and restart (warm disk cache) times per game and way of measuring."""
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    print(f"{'map':<14}{'measured':<15}{'empty cache':>13}{'restart median':>16}{'restart min':>13}")
    for ruleset in ("independence", "napoleon"):
        for way, label in WAYS.items():
            with tempfile.TemporaryDirectory() as cache:
                cold = first_map_ms(ruleset, cache, way)
                warm = [first_map_ms(ruleset, cache, way) for _ in range(runs)]
            print(f"{ruleset:<14}{label:<15}{cold:>11.0f}ms{statistics.median(warm):>14.0f}ms{min(warm):>11.0f}ms")


if __name__ == "__main__":
    main()
