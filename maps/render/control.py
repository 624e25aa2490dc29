"""Control washes: the base with every held territory washed in its holder's colour, memoised by holdings in RGB
and already mapped to the PNG palette (kept as PNG scanlines: ``encode.scanline_frame``).

A new holding pattern is made from the memo entry that differs least (in place once the memo is full) by
re-pasting only the territories that changed hands and re-indexing only their boxes, so a phase that changes a
few territories costs a few small pastes: where a territory's mask covers fully, its washed pixels and their
indices (each layer mapped to the palette once) are copied; only its anti-aliased edge is blended and re-indexed
(``coverage``). They are pasted in sorted order: where two masks' edges overlap the last one pasted shows, so a
set's order (which varies with PYTHONHASHSEED) would change the frame. A render draws on the memo entry itself
and puts back what it drew over (no copy of the frame).
"""

import threading
from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager

from PIL import Image

from maps.render.base import BaseLayer
from maps.render.coverage import map_coverage
from maps.render.encode import scanline_box, scanline_frame
from maps.render.palette import Side

Holdings = frozenset[tuple[str, Side]]
MEMO_SIZE = 4


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


def washed(base: BaseLayer, holdings: dict[str, Side]) -> Image.Image:
    """A new RGB image of the base washed for ``holdings`` (territory id to holding side), from scratch."""
    image = base.plain.copy()
    for territory, side in holdings.items():
        if territory in base.masks:
            patch, mask = base.patch(territory, side)
            image.paste(patch, mask.origin, mask.image)
    return image


class ControlLayers:
    """The memo of composed control layers of one map for one palette (thread-safe)."""

    def __init__(self, base: BaseLayer, palette: Image.Image) -> None:
        self._base = base
        self._palette = palette
        self._memo: OrderedDict[Holdings, tuple[Image.Image, Image.Image]] = OrderedDict()
        self._lock = threading.Lock()
        self._coverage = map_coverage(base.map_id)
        self._indexed: dict[Side | None, Image.Image] = {}

    @contextmanager
    def drawing(self, holdings: dict[str, Side]) -> Iterator[tuple[Image.Image, Image.Image]]:
        """The base washed for ``holdings``, in RGB (to draw on) and as indexed PNG scanlines (to paste redrawn
        boxes into): the memo entry itself, lent to one render at a time (no copy of the frame is made), which
        must put back every pixel it changed before it gives the entry back."""
        key: Holdings = frozenset((t, s) for t, s in holdings.items() if t in self._base.masks)
        with self._lock:
            if key not in self._memo:
                self._memo[key] = self._make(key, holdings)
            self._memo.move_to_end(key)
            yield self._memo[key]

    def _make(self, key: Holdings, holdings: dict[str, Side]) -> tuple[Image.Image, Image.Image]:
        nearest = min(self._memo, key=lambda k: len(k ^ key), default=None)
        if nearest is None:
            rgb, index = self._base.plain.copy(), self._layer_scanlines(None).copy()
        elif len(self._memo) < MEMO_SIZE:
            rgb, index = (image.copy() for image in self._memo[nearest])
        else:
            rgb, index = self._memo.pop(nearest)
        start = dict(nearest or ())
        for territory in sorted({t for t, _ in key ^ (nearest or frozenset())}):
            if start.get(territory) != holdings.get(territory):
                self._hand_over(rgb, index, territory, holdings.get(territory))
        return rgb, index

    def _hand_over(self, rgb: Image.Image, scanlines: Image.Image, territory: str, side: Side | None) -> None:
        """Paste one territory washed for ``side`` (or plain) into a memo entry, as ``washed`` pastes it and then
        re-indexed: copied where its mask covers fully, blended and re-indexed tile by tile along its edge."""
        mask, split = self._base.masks[territory], self._coverage[territory]
        layer = self._base.plain if side is None else self._base.washed_layer(side)
        x, y = mask.origin
        box = (x, y, x + mask.image.width, y + mask.image.height)
        rgb.im.paste(layer.im.crop(box), box, split.inside.im)
        shifted = scanline_box(box)
        scanlines.im.paste(self._layer_scanlines(side).im.crop(shifted), shifted, split.inside.im)
        for (x0, y0, x1, y1), edge in split.edges:
            tile = (x + x0, y + y0, x + x1, y + y1)
            rgb.im.paste(layer.im.crop(tile), tile, edge.im)
            reindex(rgb, scanlines, tile, self._palette)

    def _layer_scanlines(self, side: Side | None) -> Image.Image:
        """The plain base or ``side``'s washed layer mapped to the palette, as PNG scanlines (made once)."""
        if side not in self._indexed:
            layer = self._base.plain if side is None else self._base.washed_layer(side)
            self._indexed[side] = scanline_frame(indexed(layer, self._palette))
        return self._indexed[side]
