"""Control washes: the base with every held territory washed in its holder's colour, memoised by holdings in RGB
and already mapped to the PNG palette (kept as PNG scanlines: ``encode.scanline_frame``).

A new holding pattern is made from the memo entry that differs least (in place once the memo is full) by
re-pasting only the territories that changed hands and re-indexing only their boxes, so a phase that changes a
few territories costs a few small pastes: where a territory's mask covers fully, its washed pixels and their
indices (each layer mapped to the palette once) are copied; only its anti-aliased edge is blended and re-indexed
(``coverage``). They are pasted in sorted order: where two masks' edges overlap the last one pasted shows, so a
set's order (which varies with PYTHONHASHSEED) would change the frame.

A render draws on the memo entry itself (no copy of the frame) and puts back what it drew over from the entry's
clean copy, box by box: the entry keeps one, brought up to date by copying the boxes of the territories handed
over, so drawing keeps nothing of what it draws over.
"""

import threading
from collections import OrderedDict
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from PIL import Image

from maps.render.base import BaseLayer
from maps.render.coverage import map_coverage
from maps.render.encode import scanline_box, scanline_frame
from maps.render.palette import Side

Holdings = frozenset[tuple[str, Side]]
Box = tuple[int, int, int, int]
Frames = tuple[Image.Image, Image.Image]
"""A frame in RGB and as PNG scanlines."""
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
        _copy(boxes, (self.clean_rgb, self.clean_scanlines), (self.rgb, self.scanlines))

    def keep(self, boxes: Iterable[Box]) -> None:
        """Copy each box from the frames drawn on into the clean copies (after a hand-over changed them)."""
        _copy(boxes, (self.rgb, self.scanlines), (self.clean_rgb, self.clean_scanlines))


def _copy(boxes: Iterable[Box], source: Frames, target: Frames) -> None:
    """Copy each box of an RGB frame (clipped to it) from one RGB frame and its scanlines to another pair."""
    (rgb, scanlines), (to_rgb, to_scanlines) = source, target
    for x0, y0, x1, y1 in boxes:
        box = (max(x0, 0), max(y0, 0), min(x1, rgb.width), min(y1, rgb.height))
        if box[0] < box[2] and box[1] < box[3]:
            to_rgb.im.paste(rgb.im.crop(box), box)
            shifted = scanline_box(box)
            to_scanlines.im.paste(scanlines.im.crop(shifted), shifted)


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
        self._memo: OrderedDict[Holdings, Entry] = OrderedDict()
        self._lock = threading.Lock()
        self._coverage = map_coverage(base.map_id)
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
        changed = sorted(t for t in {t for t, _ in key ^ (nearest or frozenset())} if start.get(t) != holdings.get(t))
        entry.keep([self._hand_over(entry.rgb, entry.scanlines, t, holdings.get(t)) for t in changed])
        return entry

    def _hand_over(self, rgb: Image.Image, scanlines: Image.Image, territory: str, side: Side | None) -> Box:
        """Paste one territory washed for ``side`` (or plain) into a memo entry, as ``washed`` pastes it and then
        re-indexed: copied where its mask covers fully, blended and re-indexed tile by tile along its edge. The
        box pasted into."""
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
        return box

    def _layer_scanlines(self, side: Side | None) -> Image.Image:
        """The plain base or ``side``'s washed layer mapped to the palette, as PNG scanlines (made once)."""
        if side not in self._indexed:
            layer = self._base.plain if side is None else self._base.washed_layer(side)
            self._indexed[side] = scanline_frame(indexed(layer, self._palette))
        return self._indexed[side]
