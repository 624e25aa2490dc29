"""The control wash cut into square tiles, each knowing the territories whose masks reach into it.

A tile's washed pixels depend only on who holds those territories: the plain base with each of them pasted
through its mask in sorted order, its holder's washed layer or the plain one (``compose``). So a handed-over
territory is redrawn by copying its tiles (a tile one territory covers fully is a crop of its holder's layer, any
other is composed once for its holders and kept), and the wash of some holdings has the same pixels whatever was
washed before it."""

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image

from maps.render.base import BaseLayer, Mask, base_layer

TILE = 64
"""Tiles are this many pixels square (those on the map's right and bottom edges may be smaller)."""
Box = tuple[int, int, int, int]


@dataclass(frozen=True)
class Tile:
    """A square of the map, the territories whose masks reach into it (sorted) with their masks there, and
    whether the one of them covers all of it fully (then it is that territory's layer as it is)."""

    box: Box
    territories: tuple[str, ...]
    masks: tuple[Image.Image, ...]
    whole: bool


@dataclass(frozen=True)
class Tiling:
    """A map's tiles that some territory reaches into, and each territory's tiles (indices into ``tiles``)."""

    tiles: tuple[Tile, ...]
    of_territory: dict[str, tuple[int, ...]]


@lru_cache(maxsize=8)
def map_tiling(map_id: str) -> Tiling:
    """``tiling`` of a map's base layer (worked out once per process, in about 10 ms)."""
    return tiling(base_layer(map_id))


def tiling(base: BaseLayer) -> Tiling:
    """The tiles of ``base`` that territories reach into, with what reaches each."""
    width, height = base.plain.size
    reaching: dict[tuple[int, int], list[tuple[str, Image.Image]]] = {}
    covered: set[tuple[int, int]] = set()
    for territory in sorted(base.masks):
        mask = base.masks[territory]
        (left, top), image = mask.origin, mask.image
        right, bottom = min(left + image.width, width), min(top + image.height, height)
        for row in range(max(top, 0) // TILE, (bottom + TILE - 1) // TILE):
            for column in range(max(left, 0) // TILE, (right + TILE - 1) // TILE):
                box = _cell_box(row, column, width, height)
                part = _mask_in(mask, box)
                counts, area = part.histogram(), (box[2] - box[0]) * (box[3] - box[1])
                if counts[0] < area:
                    reaching.setdefault((row, column), []).append((territory, part))
                    if counts[255] == area:
                        covered.add((row, column))
    tiles: list[Tile] = []
    of_territory: dict[str, list[int]] = {territory: [] for territory in base.masks}
    for index, (cell, reached) in enumerate(sorted(reaching.items())):
        territories, masks = tuple(t for t, _ in reached), tuple(m for _, m in reached)
        whole = len(territories) == 1 and cell in covered
        tiles.append(Tile(_cell_box(*cell, width, height), territories, masks, whole))
        for territory in territories:
            of_territory[territory].append(index)
    return Tiling(tuple(tiles), {territory: tuple(found) for territory, found in of_territory.items()})


def compose(plain: Image.Image, tile: Tile, layers: Sequence[Image.Image]) -> Image.Image:
    """The ``plain`` base in the tile with each of its territories' ``layers`` (in the tile's order) pasted over
    it through the territory's mask (a new RGB image the size of the tile)."""
    image = plain.crop(tile.box)
    whole = (0, 0, *image.size)
    for layer, mask in zip(layers, tile.masks, strict=True):
        image.im.paste(layer.im.crop(tile.box), whole, mask.im)
    return image


def _cell_box(row: int, column: int, width: int, height: int) -> Box:
    """The box of the tile at ``row`` and ``column`` of a map ``width`` by ``height`` (cut at its edges)."""
    x0, y0 = column * TILE, row * TILE
    return x0, y0, min(x0 + TILE, width), min(y0 + TILE, height)


def _mask_in(mask: Mask, box: Box) -> Image.Image:
    """The part of a territory's mask that lies in ``box`` of the map (0 where the mask does not reach)."""
    left, top = mask.origin
    return mask.image.crop((box[0] - left, box[1] - top, box[2] - left, box[3] - top))
