"""The detail inset: where things happened (``BoardView.focus``) magnified in a corner of the map, so that the
map stays readable at the size Discord shows it inline (about 550 px wide)."""

from dataclasses import dataclass
from functools import lru_cache

from maps.render.base import BaseLayer, map_label_boxes
from maps.render.canvas import Canvas
from maps.render.geometry import enclosing, meets, on_canvas
from maps.render.layout import BAND_HEIGHT, LEGEND_SIZE
from maps.render.loading import load_map
from maps.render.palette import STYLE
from rules.core.board import BoardView

INLINE_WIDTH = 550
LEGIBLE_SCALE = 0.6
"""A map drawn at 60% or more of its size keeps its names and counters readable."""
PAD = 36
EDGE = 16
Box = tuple[float, float, float, float]


@dataclass(frozen=True)
class Inset:
    """The map region shown (canvas coordinates), its magnification and where the magnified copy goes."""

    region: tuple[int, int, int, int]
    scale: float
    at: tuple[int, int]

    @property
    def frame(self) -> tuple[int, int, int, int]:
        """The box of the framed copy: painted over entirely."""
        x, y = self.at
        width, height = self.size
        return x - 6, y - 6, x + width + 6, y + height + 6

    @property
    def size(self) -> tuple[int, int]:
        """The inset's size on the canvas."""
        x0, y0, x1, y1 = self.region
        return round((x1 - x0) * self.scale), round((y1 - y0) * self.scale)


def inset_for(base: BaseLayer, board: BoardView, width: int, height: int) -> Inset | None:
    """The inset for a board's focus, or None when there is none or the whole map is legible inline already."""
    needed = LEGIBLE_SCALE * width / INLINE_WIDTH
    if needed <= 1 or not board.focus:
        return None
    largest = width * 0.42 / needed
    boxes = _space_boxes(base.map_id)
    region: Box | None = None
    for space in board.focus:
        if space not in boxes:
            continue
        grown = boxes[space] if region is None else enclosing((region, boxes[space]))
        if region is None or (grown[2] - grown[0] <= largest and grown[3] - grown[1] <= largest * 0.75):
            region = grown
    if region is None:
        return None
    region = _at_least(region, largest * 0.6, largest * 0.45, width, height)
    scale = min(needed * 1.05, width * 0.42 / (region[2] - region[0]), height * 0.42 / (region[3] - region[1]))
    if scale < needed:
        return None
    box = (round(region[0]), round(region[1]), round(region[2]), round(region[3]))
    occupied = {sid for sid, space in board.spaces.items() if space.pieces}
    return Inset(box, scale, _corner(base, box, scale, (width, height), occupied))


def draw_inset(canvas: Canvas, inset: Inset) -> None:
    """Outline the region on the map and paste its magnified copy, framed, in the chosen corner."""
    detail = canvas.magnified(inset.region, inset.size)
    canvas.draw(inset.region).rectangle(inset.region, outline=STYLE.frame, width=2)
    x0, y0, x1, y1 = inset.frame
    canvas.draw(inset.frame).rectangle((x0, y0, x1 - 1, y1 - 1), fill=STYLE.halo, outline=STYLE.frame, width=3)
    canvas.paste(detail, inset.at)


@lru_cache(maxsize=16)
def _space_boxes(map_id: str) -> dict[str, Box]:
    """Each space's stacks (with room round them) and name, on the canvas; a sea area's stacks only (fleets fight
    there too)."""
    boxes = {}
    names_of = map_label_boxes(map_id)
    for territory in load_map(map_id).spaces():
        x, y = on_canvas(territory.stack)
        names = [(a, b + BAND_HEIGHT, c, d + BAND_HEIGHT) for a, b, c, d in names_of.get(territory.id, [])]
        boxes[territory.id] = enclosing([(x - PAD, y - PAD, x + PAD, y + PAD), *names])
    return boxes


def _at_least(box: Box, width: float, height: float, most_x: int, most_y: int) -> Box:
    """``box`` grown round its centre to at least ``width`` by ``height``, kept on the canvas."""
    cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    w, h = max(box[2] - box[0], width), max(box[3] - box[1], height)
    x0 = min(max(cx - w / 2, EDGE), most_x - EDGE - w)
    y0 = min(max(cy - h / 2, BAND_HEIGHT + EDGE), most_y - EDGE - h)
    return x0, y0, x0 + w, y0 + h


def _corner(
    base: BaseLayer, region: tuple[int, int, int, int], scale: float, size: tuple[int, int], occupied: set[str]
) -> tuple[int, int]:
    """The corner whose inset hides the fewest spaces (one with counters counts four), never the region itself
    or the legend."""
    width, height = size
    w, h = round((region[2] - region[0]) * scale), round((region[3] - region[1]) * scale)
    top, left, right, bottom = BAND_HEIGHT + EDGE + 6, EDGE + 6, width - EDGE - 6 - w, height - EDGE - 6 - h
    lx, ly = on_canvas(base.data.legend)
    legend = (lx, ly, lx + LEGEND_SIZE[0], ly + LEGEND_SIZE[1])
    spaces = _space_boxes(base.map_id)

    def cost(at: tuple[int, int]) -> float:
        box = (at[0] - 6, at[1] - 6, at[0] + w + 6, at[1] + h + 6)
        if meets(box, region) or meets(box, legend):
            return float("inf")
        return sum(4 if sid in occupied else 1 for sid, space in spaces.items() if meets(box, space))

    return min([(right, top), (left, top), (right, bottom), (left, bottom)], key=cost)
