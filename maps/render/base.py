"""The static base layer of a map, built once per process and kept in memory.

It is kept as two images: ``bottom`` (sea, coast lining, land) and ``top`` (rivers, borders, coast, names,
frame, compass; RGBA). Control washes go between them, so a controlled territory is a cached patch
of (bottom + wash + top) pasted through the territory's anti-aliased mask.
"""

import math
import threading
from dataclasses import dataclass, field
from functools import lru_cache

from PIL import Image, ImageDraw

from maps.render.furniture import draw_compass, draw_frame
from maps.render.geometry import bounds, on_canvas, ring_points, shape_rings
from maps.render.layout import BAND_HEIGHT, GROUP_TRACKING
from maps.render.linkmarks import draw_link_marks
from maps.render.loading import load_map
from maps.render.marks import draw_capitals, draw_ports, draw_sea_lines
from maps.render.palette import RGB, STYLE, Side, hex_colour, mix, parse_colour
from maps.render.store import cached, cached_json
from maps.render.text import Face, sprite
from maps.schema import MapData, Shape, Territory

SS = 2
WASH_ALPHA = 0.42
COAST_RIPPLES = ((26, 0.22), (20, 0.0), (15, 0.38), (11, 0.0), (7, 0.6), (4, 0.0))
"""The ripples lining the coasts at sea, outermost first: each a band (width, strength towards the sea's line
colour) and the clear band inside it; a map draws its ``coast_ripples`` innermost."""


@dataclass
class Mask:
    """A territory's anti-aliased coverage mask and where it sits on the canvas."""

    origin: tuple[int, int]
    image: Image.Image


@dataclass
class BaseLayer:
    """The cached drawing of one map; ``patch`` gives one territory washed in a side's colour."""

    map_id: str
    data: MapData
    plain: Image.Image
    masks: dict[str, Mask]
    _washed: dict[Side, Image.Image] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def patch(self, territory: str, side: Side | None) -> tuple[Image.Image, Mask]:
        """The territory washed in ``side``'s colour (or plain), with the mask to paste it through."""
        mask = self.masks[territory]
        x, y = mask.origin
        layer = self.plain if side is None else self.washed_layer(side)
        return layer.crop((x, y, x + mask.image.width, y + mask.image.height)), mask

    def washed_layer(self, side: Side) -> Image.Image:
        """The whole map washed in ``side``'s colour (built once per side and kept on disk; patches are cropped
        from it)."""
        with self._lock:
            if side not in self._washed:
                what = f"wash-{hex_colour(side.face)[1:]}{hex_colour(side.wash)[1:]}"
                self._washed[side] = cached(self.map_id, what, lambda: {"wash": self._wash(side)})["wash"]
            return self._washed[side]

    def _wash(self, side: Side) -> Image.Image:
        bottom, top = layers(self.map_id)
        layer = bottom.copy()
        coverage = Image.new("L", layer.size, 0)
        for mask in self.masks.values():
            coverage.paste(mask.image, mask.origin, mask.image)
        layer.paste(side.wash, (0, 0), coverage.point(lambda v: int(v * WASH_ALPHA)))
        draw = ImageDraw.Draw(layer)
        edge = mix(side.face, side.wash, 0.35)
        for territory in self.data.territories:
            for ring in shape_rings(territory.shapes):
                draw.line(ring_points(ring) + ring_points(ring[:2]), fill=edge, width=5, joint="curve")
        layer.paste(top, (0, 0), top)
        return layer


@lru_cache(maxsize=8)
def base_layer(map_id: str) -> BaseLayer:
    """The base layer of a map: read from the disk cache, else built (and cached) on first use."""
    data = load_map(map_id)
    images = cached(map_id, "base", lambda: _build(map_id, data))
    masks = {}
    for name, image in images.items():
        if name.startswith("mask:"):
            _, x, y, territory = name.split(":", 3)
            masks[territory] = Mask(origin=(int(x), int(y)), image=image)
    return BaseLayer(map_id=map_id, data=data, plain=images["plain"], masks=masks)


@lru_cache(maxsize=8)
def layers(map_id: str) -> tuple[Image.Image, Image.Image]:
    """The bottom (sea and land) and top (lines, names, furniture; RGBA) layers of a map, for new washes."""
    images = cached(map_id, "layers", lambda: _layers(load_map(map_id)))
    return images["bottom"], images["top"]


def _layers(data: MapData) -> dict[str, Image.Image]:
    size = (data.size[0], data.size[1] + BAND_HEIGHT)
    return {"bottom": _bottom(data, size), "top": _top(data, size)}


def _build(map_id: str, data: MapData) -> dict[str, Image.Image]:
    """The plain map (bottom under top) and each territory's mask, named ``mask:x:y:id``."""
    bottom, top = layers(map_id)
    plain = bottom.copy()
    plain.paste(top, (0, 0), top)
    images = {"plain": plain}
    for territory in data.territories:
        mask = _mask(territory.shapes)
        images[f"mask:{mask.origin[0]}:{mask.origin[1]}:{territory.id}"] = mask.image
    return images


def _bottom(data: MapData, size: tuple[int, int]) -> Image.Image:
    """Sea with coast lining, then land: drawn at 2x and reduced for smooth coasts."""
    image = Image.new("RGB", (size[0] * SS, size[1] * SS), STYLE.sea)
    draw = ImageDraw.Draw(image)
    for width, strength in COAST_RIPPLES[len(COAST_RIPPLES) - 2 * data.coast_ripples :]:
        colour = mix(STYLE.sea, STYLE.sea_line, strength)
        for ring in data.coast:
            points = ring_points(ring, SS)
            draw.line(points + points[:1], fill=colour, width=width * SS, joint="curve")
    _fill(draw, data.land, STYLE.neutral)
    for territory in data.territories:
        _fill(draw, territory.shapes, STYLE.land)
    image = image.reduce(SS)
    ImageDraw.Draw(image).rectangle((0, 0, size[0], BAND_HEIGHT), fill=STYLE.band)
    return image


def _fill(draw: ImageDraw.ImageDraw, shapes: list[Shape], colour: RGB) -> None:
    for shape in shapes:
        draw.polygon(ring_points(shape.exterior, SS), fill=colour)
        for hole in shape.holes:
            draw.polygon(ring_points(hole, SS), fill=STYLE.sea)


def _top(data: MapData, size: tuple[int, int]) -> Image.Image:
    """Rivers, borders, coastline (2x, reduced), then names, frame and compass (the legend is drawn per frame)."""
    image = Image.new("RGBA", (size[0] * SS, size[1] * SS), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw_sea_lines(draw, data.sea_lines, SS)
    for river in data.rivers:
        draw.line(ring_points(river.line, SS), fill=STYLE.river + (255,), width=round(river.width * SS))
    grouped = bool(data.groups)
    border_width = 1 if grouped else 2
    for territory in data.territories:
        for ring in shape_rings(territory.shapes):
            points = ring_points(ring, SS)
            draw.line(points + points[:1], fill=STYLE.border + (255,), width=border_width * SS, joint="curve")
    for group in data.groups:
        ink = parse_colour(group.colour) if group.colour else STYLE.border
        for ring in shape_rings(group.shapes):
            points = ring_points(ring, SS)
            draw.line(points + points[:1], fill=ink + (255,), width=3 * SS, joint="curve")
    for ring in data.coast:
        points = ring_points(ring, SS)
        draw.line(points + points[:1], fill=STYLE.coast + (255,), width=round(1.5 * SS), joint="curve")
    for link in data.links:
        if link.drawn:
            width = 4 if link.kind != "sea" else 3
            _dashed(draw, ring_points(link.path, SS), 9 * SS, 6 * SS, width * SS, STYLE.sea_ink + (255,))
    draw_ports(draw, [t.port for t in data.territories if t.port is not None], SS)
    draw_capitals(draw, [label_boxes(t)[0] for t in data.territories if t.capital], SS)
    image = image.reduce(SS)
    draw_link_marks(image, data.links)
    _names(image, data)
    draw_frame(image)
    draw_compass(image, data)
    return image


def _dashed(
    draw: ImageDraw.ImageDraw, points: list[tuple[float, float]], dash: float, gap: float, width: int, fill: tuple
) -> None:
    """A dashed polyline: dashes of ``dash`` pixels separated by ``gap``, continuing round corners."""
    on, left = True, dash
    for (x0, y0), (x1, y1) in zip(points, points[1:], strict=False):
        length = math.hypot(x1 - x0, y1 - y0)
        done = 0.0
        while done < length:
            step = min(left, length - done)
            if on:
                t0, t1 = done / length, (done + step) / length
                draw.line([(x0 + (x1 - x0) * t0, y0 + (y1 - y0) * t0), (x0 + (x1 - x0) * t1, y0 + (y1 - y0) * t1)],
                          fill=fill, width=width)  # fmt: skip
            done += step
            left -= step
            if left <= 0:
                on = not on
                left = dash if on else gap


def _names(top: Image.Image, data: MapData) -> None:
    """Group names (large, faint), sea names (italic) and territory names (small capitals, haloed)."""
    for group in data.groups:
        if group.label is not None:
            ink = group.colour or "#7d6a50"
            label = sprite(group.name.upper(), "serif", group.label_size, ink, None, tracking=GROUP_TRACKING)
            _paste(top, label, on_canvas(group.label))
    for sea in data.seas:
        label = sprite(sea.name, "serif-italic", sea.label_size, hex_colour(STYLE.sea_ink), None, tracking=2)
        if sea.angle:
            label = label.rotate(sea.angle, expand=True, resample=Image.Resampling.BICUBIC)
        _paste(top, label, on_canvas(sea.label))
    for territory in data.territories:
        lines = territory.label_lines or [territory.name]
        size = territory.label_size
        x, y = on_canvas(territory.callout or territory.label)
        if territory.callout:
            _leader(top, (x, y), on_canvas(territory.label), _name_sprite(lines[0].upper(), "serif-bold", size))
        y -= (len(lines) - 1) * size * 1.05 / 2
        for line in lines:
            _paste(top, _name_sprite(line.upper(), "serif-bold", size), (x, y))
            y += size * 1.05


@lru_cache(maxsize=16)
def map_label_boxes(map_id: str) -> dict[str, list[tuple[float, float, float, float]]]:
    """``label_boxes`` of every territory of a map (measured once and kept on disk: measuring is slow)."""
    data = load_map(map_id)
    boxes = cached_json(map_id, "labels", lambda: {t.id: label_boxes(t) for t in data.territories})
    return {tid: [(b[0], b[1], b[2], b[3]) for b in found] for tid, found in boxes.items()}


def label_boxes(territory: Territory) -> list[tuple[float, float, float, float]]:
    """Where ``_names`` paints a territory's name (map coordinates, one box per line: the inked letters with
    their halo), and the leader line's dot when the name is a callout."""
    lines = territory.label_lines or [territory.name]
    size = territory.label_size
    x, y = territory.callout or territory.label
    y -= (len(lines) - 1) * size * 1.05 / 2
    boxes: list[tuple[float, float, float, float]] = []
    for line in lines:
        image = _name_sprite(line.upper(), "serif-bold", size)
        left, top = round(x - image.width / 2), round(y - image.height / 2)
        x0, y0, x1, y1 = image.getbbox() or (0, 0, 0, 0)
        boxes.append((left + x0, top + y0, left + x1, top + y1))
        y += size * 1.05
    if territory.callout:
        ax, ay = territory.label
        boxes.append((ax - 4.5, ay - 4.5, ax + 4.5, ay + 4.5))
    return boxes


def _leader(top: Image.Image, centre: tuple[float, float], anchor: tuple[float, float], label: Image.Image) -> None:
    """A thin leader line from the edge of a callout label to a dot at its anchor inside the territory."""
    (cx, cy), (ax, ay) = centre, anchor
    half_w, half_h = label.width / 2 - 4, label.height / 2 - 6
    dx, dy = ax - cx, ay - cy
    t = min(half_w / abs(dx) if dx else 1.0, half_h / abs(dy) if dy else 1.0, 1.0)
    draw = ImageDraw.Draw(top)
    draw.line([(cx + dx * t, cy + dy * t), (ax, ay)], fill=STYLE.halo + (255,), width=4)
    draw.line([(cx + dx * t, cy + dy * t), (ax, ay)], fill=STYLE.ink + (255,), width=2)
    draw.ellipse((ax - 3.5, ay - 3.5, ax + 3.5, ay + 3.5), fill=STYLE.ink + (255,), outline=STYLE.halo + (255,))


def _name_sprite(text: str, face: Face, size: int) -> Image.Image:
    return sprite(text, face, size, hex_colour(STYLE.ink), hex_colour(STYLE.halo), 2, tracking=max(1, size // 8))


def _paste(top: Image.Image, image: Image.Image, centre: tuple[float, float]) -> None:
    x, y = round(centre[0] - image.width / 2), round(centre[1] - image.height / 2)
    x, y = max(0, x), max(0, y)
    top.alpha_composite(image, (x, y))


def _mask(shapes: list[Shape]) -> Mask:
    """An anti-aliased coverage mask of some shapes, cropped to their bounding box."""
    x0, y0, x1, y1 = bounds(shapes)
    left, top = int(x0) - 1, int(y0 + BAND_HEIGHT) - 1
    width, height = int(x1 - x0) + 4, int(y1 - y0) + 4
    image = Image.new("L", (width * SS, height * SS), 0)
    draw = ImageDraw.Draw(image)
    dx, dy = -left, -top
    for shape in shapes:
        draw.polygon(ring_points(shape.exterior, SS, dx, dy), fill=255)
        for hole in shape.holes:
            draw.polygon(ring_points(hole, SS, dx, dy), fill=0)
    return Mask(origin=(left, top), image=image.reduce(SS))
