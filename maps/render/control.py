"""Control washes: the base with every territory washed in its holder's colour (plain where no one holds it),
memoised by holdings in RGB and already mapped to the PNG palette (kept as PNG scanlines: ``encode.scanline_frame``).

A new holding pattern is made from the memo entry that differs least (in place once the memo is full) by copying
the tiles (``tiles``) of the territories that changed hands: each tile's pixels and indices depend only on who
holds the territories that reach into it, so a wash is the same pixels whatever was washed before it, and the
tiles composed for some holders are kept for the next wash that has them.

A render draws on the memo entry itself (no copy of the frame) and puts back what it drew over from the entry's
clean copy, box by box: the entry keeps one, to which each hand-over's tiles are copied too, so drawing keeps
nothing of what it draws over.
"""

import threading
from collections import OrderedDict
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from PIL import Image

from maps.render.base import BaseLayer
from maps.render.encode import scanline_box, scanline_frame
from maps.render.palette import Side
from maps.render.tiles import compose, map_tiling

Holdings = frozenset[tuple[str, Side]]
Box = tuple[int, int, int, int]
MEMO_SIZE = 4
COMPOSED_TILES = 2048
"""Composed tiles kept (about 20 KB each), the least recently used dropped: a map's tiles that several territories
reach into, for the holders seen lately."""


def indexed(image: Image.Image, palette: Image.Image) -> Image.Image:
    """``image`` mapped to ``palette`` (nearest colours, no dithering)."""
    return image.quantize(palette=palette, dither=Image.Dither.NONE)


def reindex(rgb: Image.Image, scanlines: Image.Image, box: tuple[int, int, int, int], palette: Image.Image) -> None:
    """Map one box of ``rgb`` to ``palette`` into the same box of the frame ``scanlines`` (one column right; it
    has that palette), as ``indexed`` would: through Pillow's core calls, since a frame re-indexes dozens of boxes
    and the checks and palette copy of ``Image.quantize`` and ``Image.paste`` cost more than the small boxes. The
    box is clipped to the frame (a territory's mask may start a pixel left of it), so the filter column stays 0."""
    box = (max(box[0], 0), max(box[1], 0), min(box[2], rgb.width), min(box[3], rgb.height))
    scanlines.im.paste(rgb.im.crop(box).convert("P", Image.Dither.NONE, palette.im), scanline_box(box))


@dataclass(frozen=True)
class Entry:
    """A memo entry: the washed base in RGB and as PNG scanlines, to draw on, and a clean copy of each."""

    rgb: Image.Image
    scanlines: Image.Image
    clean_rgb: Image.Image
    clean_scanlines: Image.Image

    @classmethod
    def of(cls, rgb: Image.Image, scanlines: Image.Image) -> "Entry":
        """An entry of these frames (kept, not copied) and clean copies of them."""
        return cls(rgb, scanlines, rgb.copy(), scanlines.copy())

    def put_back(self, boxes: Iterable[Box]) -> None:
        """Copy each box of the RGB frame (clipped to it) from the clean copies, in RGB and as scanlines."""
        for x0, y0, x1, y1 in boxes:
            box = (max(x0, 0), max(y0, 0), min(x1, self.rgb.width), min(y1, self.rgb.height))
            if box[0] < box[2] and box[1] < box[3]:
                self.rgb.im.paste(self.clean_rgb.im.crop(box), box)
                shifted = scanline_box(box)
                self.scanlines.im.paste(self.clean_scanlines.im.crop(shifted), shifted)


def washed(base: BaseLayer, holdings: dict[str, Side]) -> Image.Image:
    """A new RGB image of the base washed for ``holdings`` (territory id to holding side), from scratch: every
    territory pasted through its mask in sorted order, in its holder's colour or plain."""
    image = base.plain.copy()
    for territory in sorted(base.masks):
        patch, mask = base.patch(territory, holdings.get(territory))
        image.paste(patch, mask.origin, mask.image)
    return image


class ControlLayers:
    """The memo of composed control layers of one map for one palette (thread-safe)."""

    def __init__(self, base: BaseLayer, palette: Image.Image) -> None:
        self._base = base
        self._palette = palette
        self._memo: OrderedDict[Holdings, Entry] = OrderedDict()
        self._lock = threading.Lock()
        self._tiling = map_tiling(base.map_id)
        self._tiles: OrderedDict[tuple[int, tuple[Side | None, ...]], tuple[Any, Any]] = OrderedDict()
        self._indexed: dict[Side | None, Image.Image] = {}

    @contextmanager
    def drawing(self, holdings: dict[str, Side]) -> Iterator[Entry]:
        """The base washed for ``holdings``, in RGB (to draw on) and as indexed PNG scanlines (to paste redrawn
        boxes into): the memo entry itself, lent to one render at a time (no copy of the frame is made), which
        must put back (``Entry.put_back``) every box it changed before it gives the entry back."""
        key: Holdings = frozenset((t, s) for t, s in holdings.items() if t in self._base.masks)
        with self._lock:
            if key not in self._memo:
                self._memo[key] = self._make(key, holdings)
            self._memo.move_to_end(key)
            yield self._memo[key]

    def _make(self, key: Holdings, holdings: dict[str, Side]) -> Entry:
        nearest = min(self._memo, key=lambda k: len(k ^ key), default=None)
        if nearest is None:
            entry = Entry.of(self._base.plain.copy(), self._layer_scanlines(None).copy())
        elif len(self._memo) < MEMO_SIZE:
            entry = Entry.of(self._memo[nearest].clean_rgb.copy(), self._memo[nearest].clean_scanlines.copy())
        else:
            entry = self._memo.pop(nearest)
        start = dict(nearest or ())
        changed = {t for t, _ in key ^ (nearest or frozenset()) if start.get(t) != holdings.get(t)}
        for index in sorted({i for t in changed for i in self._tiling.of_territory[t]}):
            self._paint(entry, index, holdings)
        return entry

    def _paint(self, entry: Entry, index: int, holdings: dict[str, Side]) -> None:
        """Copy one tile washed for ``holdings`` into a memo entry and its clean copy, in RGB and indexed."""
        tile = self._tiling.tiles[index]
        holders = tuple(holdings.get(territory) for territory in tile.territories)
        shifted = scanline_box(tile.box)
        if tile.whole:
            holder = holders[0]
            rgb, scanlines = self._layer(holder).im.crop(tile.box), self._layer_scanlines(holder).im.crop(shifted)
        else:
            rgb, scanlines = self._composed(index, holders)
        for frame in (entry.rgb, entry.clean_rgb):
            frame.im.paste(rgb, tile.box)
        for frame in (entry.scanlines, entry.clean_scanlines):
            frame.im.paste(scanlines, shifted)

    def _composed(self, index: int, holders: tuple[Side | None, ...]) -> tuple[Any, Any]:
        """A tile several territories reach into, washed for their ``holders``: its RGB and its indices (image
        cores), composed once and kept."""
        key = (index, holders)
        found = self._tiles.get(key)
        if found is None:
            tile = self._tiling.tiles[index]
            rgb = compose(self._base.plain, tile, [self._layer(side) for side in holders]).im
            found = self._tiles[key] = (rgb, rgb.convert("P", Image.Dither.NONE, self._palette.im))
            while len(self._tiles) > COMPOSED_TILES:
                self._tiles.popitem(last=False)
        else:
            self._tiles.move_to_end(key)
        return found

    def _layer(self, side: Side | None) -> Image.Image:
        """The plain base, or the whole map washed in ``side``'s colour."""
        return self._base.plain if side is None else self._base.washed_layer(side)

    def _layer_scanlines(self, side: Side | None) -> Image.Image:
        """The plain base or ``side``'s washed layer mapped to the palette, as PNG scanlines (made once)."""
        if side not in self._indexed:
            self._indexed[side] = scanline_frame(indexed(self._layer(side), self._palette))
        return self._indexed[side]
