"""A territory's anti-aliased mask split for fast pasting: where it covers fully (pasting there copies, no blending
and no re-indexing: the washed layer's own pixels and indices) and the few tiles that hold its partly covered edge
(blended and re-indexed as before). Pasting the two gives exactly what pasting through the whole mask gives."""

from dataclasses import dataclass
from functools import lru_cache

from PIL import Image

from maps.render.base import Mask, base_layer

TILE = 64
"""Edge tiles are at most this many pixels square: smaller tiles blend fewer pixels but cost more calls."""
Box = tuple[int, int, int, int]


@dataclass(frozen=True)
class Coverage:
    """A mask as its fully covered part (mode 1, the mask's size) and its edge tiles (boxes in the mask, with
    the mask's own coverage there)."""

    inside: Image.Image
    edges: tuple[tuple[Box, Image.Image], ...]


@lru_cache(maxsize=8)
def map_coverage(map_id: str) -> dict[str, Coverage]:
    """Every territory's ``coverage`` on a map (split once per process, in a few tens of milliseconds)."""
    return {territory: coverage(mask) for territory, mask in base_layer(map_id).masks.items()}


def coverage(mask: Mask) -> Coverage:
    """``mask`` split into its inside and the tight boxes of its partly covered pixels, tile by tile."""
    image = mask.image
    inside = image.point(lambda v: 255 if v == 255 else 0).convert("1", dither=Image.Dither.NONE)
    partial = image.point(lambda v: 255 if 0 < v < 255 else 0)
    edges = []
    for y in range(0, image.height, TILE):
        for x in range(0, image.width, TILE):
            found = partial.crop((x, y, min(x + TILE, image.width), min(y + TILE, image.height))).getbbox()
            if found is not None:
                box = (x + found[0], y + found[1], x + found[2], y + found[3])
                edges.append((box, image.crop(box)))
    return Coverage(inside=inside, edges=tuple(edges))
