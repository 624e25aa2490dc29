"""The detail inset's magnification, in strips: each strip of the magnified copy is resampled from the rows of
the region it reads (with the filter's reach above and below), so a strip depends on those rows alone. A phase's
public map and each seat's view show the same region with a few counters changed, so most strips are found kept
(about 64 % on boards of games in progress) and only the others are resampled again. Every magnification is made
strip by strip, kept or not, so a map's pixels never depend on what was drawn before it."""

import math
import threading
from collections import OrderedDict

from PIL import Image

STRIP_ROWS = 32
"""Rows of the magnified copy resampled as one strip."""
REACH = 2
"""Rows of the region read above and below a strip's own: bilinear magnification reads one each side."""
REGIONS_KEPT = 4
"""Regions whose strips are kept (the latest used first): a phase's maps share one. With two strips kept at each
place, at most about 14 MB for the largest insets (a region of 385 x 290 pixels magnified 1.75 times)."""
KEPT_PER_STRIP = 2
"""Strips kept at each place of a region (the latest first)."""

Geometry = tuple[int, int, int, int]  # the region's width and height, the copy's width and height
Strip = tuple[bytes, Image.Image]  # the region rows read and the strip resampled from them


class Magnifier:
    """Magnifies regions strip by strip, reusing a strip resampled before from the same rows (thread-safe)."""

    def __init__(self) -> None:
        self._kept: OrderedDict[tuple[Geometry, tuple[int, int]], dict[int, list[Strip]]] = OrderedDict()
        self._lock = threading.Lock()

    def magnify(self, region: Image.Image, size: tuple[int, int], at: tuple[int, int]) -> Image.Image:
        """``region`` (an RGB crop of the frame, whose top left is ``at`` on the canvas) resized to ``size``,
        bilinear."""
        width, height = size
        scale = region.height / height
        copy = Image.new(region.mode, size)
        key = ((region.width, region.height, width, height), at)
        with self._lock:
            strips = self._strips(key)
            for top in range(0, height, STRIP_ROWS):
                bottom = min(height, top + STRIP_ROWS)
                first = max(0, math.floor(top * scale) - REACH)
                last = min(region.height, math.ceil(bottom * scale) + REACH)
                rows = region.crop((0, first, region.width, last))
                data = rows.tobytes()
                kept = strips.setdefault(top, [])
                strip = next((image for held, image in kept if held == data), None)
                if strip is None:
                    box = (0.0, top * scale - first, float(region.width), bottom * scale - first)
                    strip = rows.resize((width, bottom - top), Image.Resampling.BILINEAR, box=box)
                    kept.insert(0, (data, strip))
                    del kept[KEPT_PER_STRIP:]
                copy.im.paste(strip.im, (0, top, width, bottom))
        return copy

    def _strips(self, key: tuple[Geometry, tuple[int, int]]) -> dict[int, list[Strip]]:
        strips = self._kept.pop(key, None) or {}
        self._kept[key] = strips
        while len(self._kept) > REGIONS_KEPT:
            self._kept.popitem(last=False)
        return strips


MAGNIFIER = Magnifier()
"""The process's magnifier (a render of any map uses it)."""
