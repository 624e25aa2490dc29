"""The overlay as strokes: each thing a frame draws over the washed base (an arrow, a space's counters and tokens,
the inset, the legend, the band) with a key that says exactly what it paints and where. Two strokes with equal
keys paint the same pixels over the same frame, which lets a frame drawn for one board be redrawn for another
(a seat's view after the public map) by painting again only where the strokes differ (``repaint``)."""

from collections.abc import Callable, Hashable
from dataclasses import dataclass

from PIL import Image

from maps.render.canvas import Box, Canvas, MeasuringCanvas, merged
from maps.render.geometry import enclosing, meets, shifted

Paint = Callable[[Canvas], None]


@dataclass(frozen=True, eq=False)
class Stroke:
    """One thing painted: ``key`` (hashable) says what and where; ``reads``: the box of the frame it copies from
    as drawn so far (the inset's region), None for a stroke that only paints; ``covers``: a box it paints over
    entirely with opaque pixels (the inset's frame), which hides whatever was painted inside it before."""

    key: Hashable
    paint: Paint
    reads: Box | None = None
    covers: Box | None = None


@dataclass(frozen=True)
class Painted:
    """A stroke painted on a frame: its key and the boxes it drew on."""

    key: Hashable
    boxes: tuple[Box, ...]


def paint(canvas: Canvas, strokes: list[Stroke]) -> list[Painted]:
    """Paint every stroke in order, noting the boxes each drew on."""
    painted = []
    for stroke in strokes:
        start = len(canvas.dirty)
        stroke.paint(canvas)
        painted.append(Painted(stroke.key, tuple(canvas.dirty[start:])))
    return painted


def repaint(
    canvas: Canvas, clean: Image.Image, painted: list[Painted], strokes: list[Stroke]
) -> tuple[list[Painted], list[Box]] | None:
    """Turn a frame that holds ``painted`` over the washed base ``clean`` into one that holds ``strokes``, pixel
    for pixel as painting them over ``clean`` would, painting only where they differ: the strokes in neither list
    (and a stroke whose ``reads`` box changes) mark boxes to redo; those boxes are put back from ``clean`` and every
    stroke that meets them is painted again, in order, clipped to them. The strokes painted and the boxes redone
    (to re-index); None when the strokes both lists hold are not in the same order (paint the frame anew)."""
    old_keys, new_keys = {p.key for p in painted}, {s.key for s in strokes}
    if [p.key for p in painted if p.key in new_keys] != [s.key for s in strokes if s.key in old_keys]:
        return None
    kept = {p.key: p.boxes for p in painted}
    measuring = MeasuringCanvas((canvas.width, canvas.height))
    boxes, redo = [], [box for p in painted if p.key not in new_keys for box in p.boxes]
    changed = set()
    for index, stroke in enumerate(strokes):
        if stroke.key in kept:
            boxes.append(kept[stroke.key])
        else:
            start = len(measuring.dirty)
            stroke.paint(measuring)
            boxes.append(tuple(measuring.dirty[start:]))
            redo += boxes[-1]
            changed.add(index)
    redo = _spread(strokes, boxes, changed, redo)
    again = [i for i in range(len(strokes)) if i in changed or _meets(boxes[i], redo)]
    saved = [(box, canvas.image.crop(box)) for box in merged([box for i in again for box in boxes[i]])]
    for box in redo:
        canvas.image.im.paste(clean.im.crop(box), box)
    canvas.dirty += redo
    covers = [(i, s.covers) for i, s in enumerate(strokes) if s.covers is not None]
    for index in again:
        outline = _outline(boxes[index])
        if not any(i > index and _inside(outline, cover) for i, cover in covers):
            strokes[index].paint(canvas)
    for (x, y, _, _), pixels in saved:
        for piece in _outside((x, y, x + pixels.width, y + pixels.height), redo):
            canvas.image.im.paste(pixels.im.crop(shifted(piece, -x, -y)), piece)
    return [Painted(s.key, b) for s, b in zip(strokes, boxes, strict=True)], redo


def _spread(strokes: list[Stroke], boxes: list[tuple[Box, ...]], changed: set[int], redo: list[Box]) -> list[Box]:
    """The boxes to redo, merged, once every stroke that reads from the frame and is painted again (changed, or
    meeting a box to redo, or reading from one) is changed, with the box it reads redone too: it reads what was
    painted before it, never what the frame held after it (its own outline of the region, say)."""
    redo, spread = merged(redo), set()
    while True:
        reading = [(i, s.reads) for i, s in enumerate(strokes) if s.reads is not None and i not in spread]
        reading = [(i, box) for i, box in reading if i in changed or _meets(boxes[i] + (box,), redo)]
        if not reading:
            return redo
        for index, box in reading:
            changed.add(index)
            spread.add(index)
            redo = merged([*redo, *boxes[index], box])


def _meets(boxes: tuple[Box, ...], redo: list[Box]) -> bool:
    """Whether any of ``boxes`` meets a box to redo (tried first against the box round them)."""
    return bool(boxes) and _meets_any(_outline(boxes), redo) and any(_meets_any(box, redo) for box in boxes)


def _outline(boxes: tuple[Box, ...]) -> Box:
    """The box round ``boxes`` (an empty box for none)."""
    return enclosing(boxes) if boxes else (0, 0, 0, 0)


def _inside(box: Box, other: Box) -> bool:
    return other[0] <= box[0] and other[1] <= box[1] and box[2] <= other[2] and box[3] <= other[3]


def _meets_any(box: Box, others: list[Box]) -> bool:
    return any(meets(box, other) for other in others)


def _outside(box: Box, redo: list[Box]) -> list[Box]:
    """``box`` less the boxes redone, as boxes."""
    pieces = [box]
    for cut in redo:
        pieces = [part for piece in pieces for part in _less(piece, cut)]
    return pieces


def _less(box: Box, cut: Box) -> list[Box]:
    """``box`` less ``cut``: itself when they do not meet, else the parts of it above, below, left and right."""
    if not meets(box, cut):
        return [box]
    x0, y0, x1, y1 = box
    c0, d0, c1, d1 = cut
    parts = [(x0, y0, x1, d0), (x0, d1, x1, y1), (x0, max(y0, d0), c0, min(y1, d1)), (c1, max(y0, d0), x1, min(y1, d1))]
    return [p for p in parts if p[0] < p[2] and p[1] < p[3]]

