"""Control washes: the base with every held territory washed in its holder's colour, memoised by holdings.

A new holding pattern starts from the memo that differs least and re-pastes only the territories that changed,
so a phase that changes a few territories costs a few small pastes.
"""

import threading
from collections import OrderedDict
from functools import lru_cache

from PIL import Image

from maps.render.base import BaseLayer, base_layer
from maps.render.palette import Side

Holdings = frozenset[tuple[str, Side]]
MEMO_SIZE = 4


class ControlLayers:
    """The memo of composed control layers of one map (thread-safe; the images are never modified)."""

    def __init__(self, base: BaseLayer) -> None:
        self._base = base
        self._memo: OrderedDict[Holdings, Image.Image] = OrderedDict()
        self._lock = threading.Lock()

    def compose(self, holdings: dict[str, Side]) -> Image.Image:
        """The base washed for ``holdings`` (territory id to holding side); do not modify the result."""
        key: Holdings = frozenset((t, s) for t, s in holdings.items() if t in self._base.masks)
        with self._lock:
            if key in self._memo:
                self._memo.move_to_end(key)
                return self._memo[key]
            nearest = min(self._memo, key=lambda k: len(k ^ key), default=None)
        start = dict(nearest) if nearest is not None else {}
        image = (self._memo[nearest] if nearest is not None else self._base.plain).copy()
        for territory in {t for t, _ in key ^ (nearest or frozenset())}:
            if start.get(territory) != holdings.get(territory):
                patch, mask = self._base.patch(territory, holdings.get(territory))
                image.paste(patch, mask.origin, mask.image)
        with self._lock:
            self._memo[key] = image
            while len(self._memo) > MEMO_SIZE:
                self._memo.popitem(last=False)
        return image


@lru_cache(maxsize=8)
def control_layers(map_id: str) -> ControlLayers:
    """The control memo of a map."""
    return ControlLayers(base_layer(map_id))
