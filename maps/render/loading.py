"""Find and load a ruleset's committed map data."""

from functools import lru_cache
from pathlib import Path

from maps.schema import MapData

MAPS_DIR = Path(__file__).resolve().parents[1]


def map_path(ruleset: str) -> Path:
    """Where a ruleset's map JSON lives."""
    return MAPS_DIR / ruleset / "map.json"


@lru_cache(maxsize=64)
def has_map_data(ruleset: str) -> bool:
    """True when the ruleset has map JSON (looked up once per id: map data is committed with the code)."""
    return ruleset.isidentifier() and map_path(ruleset).is_file()


@lru_cache(maxsize=8)
def load_map(ruleset: str) -> MapData:
    """The parsed map data of a ruleset (cached; treat as read-only)."""
    return MapData.model_validate_json(map_path(ruleset).read_text())
