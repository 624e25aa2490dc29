"""The static base of a hex map, drawn once per map and cached: terrain, hexside features, grid, numbers, names.

A hex of several terrains ("hilltop+forest") takes the fill of the first and the marks of each.

Terrain reads at a glance: clear is paper, woods light green with scattered trees, forest dark green with
dense trees, a town red roofs, a hilltop tan with a hachured contour round the whole rise, a swamp blue-green
with reeds. Streams and rivers run blue along hexsides (a river twice as wide), a swamp hexside is a reedy green
band.
"""

import hashlib
import json
import math
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from maps.render.hexgeom import SQRT3, HexLayout, Pixel, canvas_size, numbers
from maps.render.layout import BAND_HEIGHT
from maps.render.loading import map_path
from maps.render.palette import RGB, STYLE, hex_colour
from maps.render.text import paste_centred, sprite
from maps.schema import HexMapData

SS = 2


@dataclass(frozen=True)
class Terrain:
    """How one terrain is painted: its fill, the tufts on it (trees, roofs, reeds) and how many."""

    fill: RGB
    mark: RGB | None = None
    marks: int = 0
    shape: str = ""


TERRAIN: dict[str, Terrain] = {
    "clear": Terrain((240, 230, 200)),
    "woods": Terrain((200, 216, 156), (104, 138, 76), 6, "tree"),
    "forest": Terrain((132, 166, 104), (58, 94, 50), 11, "tree"),
    "town": Terrain((230, 206, 178), (156, 62, 44), 5, "roof"),
    "hilltop": Terrain((224, 196, 142), (150, 108, 64), 1, "contour"),
    "swamp": Terrain((190, 212, 196), (70, 120, 110), 7, "reed"),
}
UNKNOWN = Terrain((220, 210, 190))
GRID_LINE = (176, 156, 118)
NUMBER_INK = (142, 122, 92)
RULER_INK = (104, 80, 52)
LANDMARK_INK = (92, 64, 40)
WATER = (62, 112, 168)
FEATURE_WIDTH = {"stream": 0.11, "river": 0.2, "swamp": 0.24}


@dataclass
class HexBase:
    """One map's cached base picture and layout."""

    data: HexMapData
    image: Image.Image
    layout: HexLayout
    hexes: frozenset[str]


@lru_cache(maxsize=32)
def is_hex_map(map_id: str) -> bool:
    """True when ``map_id`` names committed hex map data (read once per map)."""
    path = map_path(map_id)
    return map_id.isidentifier() and path.is_file() and json.loads(path.read_text()).get("kind") == "hex"


@lru_cache(maxsize=8)
def load_hex_map(map_id: str) -> HexMapData:
    """The parsed hex map data (cached; treat as read-only)."""
    return HexMapData.model_validate_json(map_path(map_id).read_text())


@lru_cache(maxsize=8)
def hex_base(map_id: str) -> HexBase:
    """The base picture of a committed hex map (built on first use, then cached)."""
    return draw_base(load_hex_map(map_id))


def draw_base(data: HexMapData) -> HexBase:
    """Draw the base of ``data``: terrain and features at 2x (reduced for smooth edges), then the text."""
    width, height = canvas_size(data)
    image = Image.new("RGB", (width * SS, height * SS), STYLE.land)
    draw = ImageDraw.Draw(image)
    big = HexLayout.of(data, SS)
    for number in numbers(data):
        names = data.terrain.get(number, data.default).split("+")
        draw.polygon(big.corners(number), fill=TERRAIN.get(names[0], UNKNOWN).fill)
        for name in names:
            _marks(draw, big, number, TERRAIN.get(name, UNKNOWN))
    _rises(draw, big, {n for n in numbers(data) if "hilltop" in data.terrain.get(n, data.default).split("+")})
    for number in numbers(data):
        corners = big.corners(number)
        draw.line(corners + corners[:1], fill=GRID_LINE, width=SS)
    for feature in data.hexsides:
        _feature(draw, big, feature.a, feature.b, feature.kind)
    image = image.reduce(SS)
    layout = HexLayout.of(data)
    _text(image, data, layout)
    frame = ImageDraw.Draw(image)
    frame.rectangle((0, 0, width, BAND_HEIGHT), fill=STYLE.band)
    frame.rectangle((0, BAND_HEIGHT, width - 1, height - 1), outline=STYLE.frame, width=4)
    return HexBase(data, image, layout, frozenset(numbers(data)))


def _spots(number: str, count: int) -> list[tuple[float, float]]:
    """Fixed pseudo-random spots inside a hex (fractions of the radius), the same on every run."""
    digest = hashlib.sha256(number.encode()).digest()
    rings = [(0.0, 0.0), (0.42, 0.1), (0.4, 1.2), (0.45, 2.2), (0.38, 3.3), (0.44, 4.3), (0.4, 5.3)]
    spots = []
    for k in range(count):
        radius, angle = rings[k % len(rings)] if k < len(rings) else (0.62, 0.55 + k * 1.05)
        jitter = (digest[k % 32] / 255 - 0.5) * 0.18
        spots.append((radius + jitter, angle + jitter))
    return spots


def _marks(draw: ImageDraw.ImageDraw, layout: HexLayout, number: str, style: Terrain) -> None:
    if style.mark is None:
        return
    cx, cy = layout.centre(number)
    r = layout.radius
    if style.shape == "contour":  # drawn round the whole rise by _rises
        return
    for radius, angle in _spots(number, style.marks):
        x, y = cx + radius * r * math.cos(angle), cy + radius * r * math.sin(angle)
        if style.shape == "tree":
            t = r * 0.13
            draw.ellipse((x - t, y - t, x + t, y + t), fill=style.mark)
            draw.ellipse((x - t * 0.45, y - t * 0.75, x + t * 0.25, y - t * 0.05), fill=_mix(style.mark, style.fill))
        elif style.shape == "roof":
            w, h = r * 0.17, r * 0.12
            draw.rectangle((x - w, y - h, x + w, y + h), fill=style.mark, outline=(70, 40, 30), width=max(1, SS))
        elif style.shape == "reed":
            w = r * 0.12
            for dx in (-w, 0.0, w):
                draw.line([(x + dx * 0.6, y + w), (x + dx, y - w)], fill=style.mark, width=max(1, round(r / 20)))


def _rises(draw: ImageDraw.ImageDraw, layout: HexLayout, hills: set[str]) -> None:
    """The edge of each rise, not of each hex: a contour just inside every side where a hilltop hex meets lower
    ground, with short hachures running downhill to the hexside."""
    r, ink = layout.radius, TERRAIN["hilltop"].mark or RULER_INK
    for number in hills:
        x, y = layout.centre(number)
        inner, outer = layout.corners(number, 0.2 * r), layout.corners(number, 0.04 * r)
        for k in range(6):
            angle = math.pi / 3 * (k + 0.5)
            if _hex_at(layout, x + SQRT3 * r * math.cos(angle), y + SQRT3 * r * math.sin(angle)) in hills:
                continue
            a, b = inner[k], inner[(k + 1) % 6]
            draw.line([a, b], fill=ink, width=max(1, round(r / 14)))
            for t in (0.2, 0.4, 0.6, 0.8):
                start = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
                end = (outer[k][0] + (outer[(k + 1) % 6][0] - outer[k][0]) * t,
                       outer[k][1] + (outer[(k + 1) % 6][1] - outer[k][1]) * t)  # fmt: skip
                draw.line([start, end], fill=ink, width=max(1, round(r / 22)))


def _hex_at(layout: HexLayout, x: float, y: float) -> str:
    """The number of the hex centred at (x, y) (a centre from ``layout.centre``, give or take rounding)."""
    col = round((x - layout.left - layout.radius) / (1.5 * layout.radius)) + 1
    row = round(((y - layout.top) / (SQRT3 / 2 * layout.radius) + 1 - (col % 2 == 0)) / 2)
    return f"{col:02d}{row:02d}"


def _feature(draw: ImageDraw.ImageDraw, layout: HexLayout, a: str, b: str, kind: str) -> None:
    ends = layout.side(a, b)
    width = max(2, round(layout.radius * FEATURE_WIDTH.get(kind, 0.11)))
    if kind == "swamp":
        draw.line(list(ends), fill=(120, 168, 150), width=width)
        _reeds(draw, ends, layout.radius)
        return
    draw.line(list(ends), fill=WATER, width=width)
    for end in ends:
        r = width / 2
        draw.ellipse((end[0] - r, end[1] - r, end[0] + r, end[1] + r), fill=WATER)


def _reeds(draw: ImageDraw.ImageDraw, ends: tuple[Pixel, Pixel], radius: float) -> None:
    (x0, y0), (x1, y1) = ends
    for k in range(1, 5):
        x, y = x0 + (x1 - x0) * k / 5, y0 + (y1 - y0) * k / 5
        h = radius * 0.09
        draw.line([(x - h * 0.6, y + h), (x, y - h), (x + h * 0.6, y + h)], fill=(46, 96, 84), width=max(1, SS))


def _text(image: Image.Image, data: HexMapData, layout: HexLayout) -> None:
    """Hex numbers (faint, at the top of each hex), town names, landmarks, rulers and map-edge labels."""
    size = max(9, round(layout.radius * 0.27))
    ink = hex_colour(NUMBER_INK)
    for number in numbers(data):
        x, y = layout.centre(number)
        ground = TERRAIN.get(data.terrain.get(number, data.default).split("+")[0], UNKNOWN)
        halo = hex_colour(ground.fill) if number in data.terrain else None  # clear of trees and hachures
        label = sprite(number, "sans", size, ink, halo, 2)
        paste_centred(image, label, (x, y - layout.radius * 0.7))
    name_size = max(12, round(layout.radius * 0.36))
    for number, name in data.towns.items():
        x, y = layout.centre(number)
        label = sprite(name, "serif-bold", name_size, hex_colour(STYLE.ink), hex_colour(STYLE.halo), 3)
        paste_centred(image, label, (x, y + layout.radius * 0.66))
    for number, name in data.landmarks.items():
        label = sprite(name, "serif-italic", name_size, hex_colour(LANDMARK_INK), hex_colour(STYLE.halo), 3)
        paste_centred(image, label, layout.centre(number))
    _rulers(image, data, layout)
    _key(image, data)
    for hexrow, text in data.edges.items():
        col = int(hexrow[:2])
        x, _ = layout.centre(f"{col:02d}01")
        label = sprite(f"{hexrow}: {text}", "serif-italic", max(12, round(layout.radius * 0.38)),
                       hex_colour(STYLE.ink), hex_colour(STYLE.halo), 2)  # fmt: skip
        left = min(max(x - label.width / 2, 8), image.width - label.width - 8)
        image.paste(label, (round(left), round(image.height - data.margin / 2 - label.height / 2)), label)


def _rulers(image: Image.Image, data: HexMapData, layout: HexLayout) -> None:
    """Column numbers along the top margin and row numbers down both side margins, large enough to find a hex
    number when the map is shown small (rows line up with the first and last columns)."""
    size = max(11, round(layout.radius * 0.42))
    ink = hex_colour(RULER_INK)
    for col in range(1, data.columns + 1):
        x, _ = layout.centre(f"{col:02d}01")
        paste_centred(image, sprite(f"{col:02d}", "sans-bold", size, ink), (x, BAND_HEIGHT + data.margin / 2))
    for row in range(1, data.rows + 1):
        for col, x in ((1, data.margin / 2), (data.columns, image.width - data.margin / 2)):
            _, y = layout.centre(f"{col:02d}{row:02d}")
            paste_centred(image, sprite(f"{row:02d}", "sans-bold", size, ink), (x, y))


def _key(image: Image.Image, data: HexMapData) -> None:
    """A key in the bottom margin, centred: a swatch and a name for each terrain and hexside feature used."""
    used = {name for written in (data.default, *data.terrain.values()) for name in written.split("+")}
    terrains = sorted(used & TERRAIN.keys(), key=list(TERRAIN).index)
    features = sorted({f.kind for f in data.hexsides} & FEATURE_WIDTH.keys(), key=list(FEATURE_WIDTH).index)
    size, swatch = max(12, round(data.radius * 0.36)), max(10, round(data.margin * 0.55))
    entries = [(True, name) for name in terrains] + [(False, name) for name in features]
    labels = [sprite(name, "serif", size, hex_colour(STYLE.ink)) for _, name in entries]
    width = sum(swatch + 6 + label.width + 18 for label in labels)
    x, y = (image.width - width) / 2, image.height - data.margin / 2
    draw = ImageDraw.Draw(image)
    for (is_terrain, name), label in zip(entries, labels, strict=True):
        box = (round(x), round(y - swatch / 2), round(x + swatch), round(y + swatch / 2))
        if is_terrain:
            draw.rectangle(box, fill=TERRAIN[name].fill, outline=GRID_LINE)
            mark = TERRAIN[name].mark
            if mark is not None:
                draw.ellipse((box[0] + 3, box[1] + 3, box[2] - 3, box[3] - 3), outline=mark, width=2)
        else:
            colour = (120, 168, 150) if name == "swamp" else WATER
            draw.line([(box[0], (box[1] + box[3]) / 2), (box[2], (box[1] + box[3]) / 2)], fill=colour,
                      width=max(2, round(data.radius * FEATURE_WIDTH[name] * 0.6)))  # fmt: skip
        image.paste(label, (round(x + swatch + 6), round(y - label.height / 2)), label)
        x += swatch + 6 + label.width + 18


def _mix(a: RGB, b: RGB, t: float = 0.5) -> RGB:
    r, g, bl = (round(x + (y - x) * t) for x, y in zip(a, b, strict=True))
    return r, g, bl
