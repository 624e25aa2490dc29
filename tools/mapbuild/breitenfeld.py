"""The Breitenfeld hex map, generated from the rules' terrain (``rules/breitenfeld/terrain.py``).

``python -m tools.mapbuild.breitenfeld`` (or ``python -m tools.build_maps breitenfeld``) writes
``maps/breitenfeld/map.json``; a test checks the committed file equals what this makes. Pure Python: no map
packages needed.
"""

import json
import sys
from pathlib import Path

from maps.schema import HexFeature, HexMapData
from rules.breitenfeld.terrain import COLUMNS, GRID, LANDMARKS, ROWS, TOWNS

MAP_ID = "breitenfeld"
RADIUS = 40
EDGES = {"0100": "Swedish rear (north, to Düben)", "2300": "Imperialist rear (south, to Leipzig)"}
CREDITS = ["Designed from the accounts of the battle; SPI's map is not public (rules/breitenfeld/MAP.md)"]
PATH = Path(__file__).resolve().parents[2] / "maps" / MAP_ID / "map.json"


def hex_map() -> HexMapData:
    """The map data: terrain of every hex that is not clear, the Loberbach's hexsides, villages, rear edges and
    named ground."""
    terrain = {str(h): GRID.terrain_of(h) for h in GRID.hexes() if GRID.terrain_of(h) != GRID.default}
    sides = [
        HexFeature(a=str(side.a), b=str(side.b), kind=kind)
        for side, kinds in sorted(GRID.features.items())
        for kind in sorted(kinds)
    ]
    return HexMapData(id=MAP_ID, name="Breitenfeld, 17 September 1631", columns=COLUMNS, rows=ROWS, radius=RADIUS,
                      default=GRID.default, terrain=terrain, hexsides=sides,
                      towns={str(h): name for h, name in sorted(TOWNS.items())}, edges=EDGES,
                      landmarks={str(h): name for h, name in sorted(LANDMARKS.items())}, credits=CREDITS)  # fmt: skip


def text(data: HexMapData) -> str:
    """The committed JSON text of a hex map (indented, stable order)."""
    return json.dumps(data.model_dump(mode="json"), ensure_ascii=False, indent=1) + "\n"


def write() -> Path:
    """Write ``maps/breitenfeld/map.json`` and return its path."""
    PATH.parent.mkdir(parents=True, exist_ok=True)
    PATH.write_text(text(hex_map()), encoding="utf-8")
    return PATH


if __name__ == "__main__":
    print(f"breitenfeld: {len(GRID.hexes())} hexes, {len(GRID.features)} hexsides -> {write()}")
    sys.exit(0)
