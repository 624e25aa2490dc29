"""Run every benchmark in turn (`make bench`); each also runs alone as `python -m bench.<name>`."""

import subprocess
import sys

BENCHMARKS = [
    "render_bench", "map_cold_bench", "hex_render_bench", "service_bench", "independence_selfplay", "napoleon_selfplay",
    "imperialism_selfplay", "breitenfeld_selfplay", "laguerre_selfplay",
]


def main() -> None:
    """Run each benchmark module in its own process and stop at the first that fails."""
    for name in BENCHMARKS:
        print(f"== bench.{name}", flush=True)
        subprocess.run([sys.executable, "-m", f"bench.{name}"], check=True)


if __name__ == "__main__":
    main()
