"""Map furniture drawn once into the base: the frame, the compass rose and the legend cartouche."""

from PIL import Image, ImageDraw

from maps.render.counters import counter, margin
from maps.render.geometry import on_canvas
from maps.render.icons import battle_icon, compass_rose, fort_icon
from maps.render.layout import BAND_HEIGHT, COMPASS_RADIUS, LEGEND_SIZE
from maps.render.palette import STYLE, Side
from maps.render.palette import hex_colour as _hex
from maps.render.text import Face, sprite
from maps.schema import MapData


def draw_frame(top: Image.Image) -> None:
    """A double rule round the map area."""
    draw = ImageDraw.Draw(top)
    w, h = top.size
    draw.rectangle((0, BAND_HEIGHT, w - 1, h - 1), outline=STYLE.frame + (255,), width=5)
    draw.rectangle((8, BAND_HEIGHT + 8, w - 9, h - 9), outline=STYLE.frame + (255,), width=1)


def draw_compass(top: Image.Image, data: MapData) -> None:
    """The compass rose with a serif N above it."""
    centre = on_canvas(data.compass)
    rose = compass_rose(COMPASS_RADIUS, STYLE.ink, STYLE.halo, (150, 40, 30))
    top.alpha_composite(rose, (round(centre[0] - COMPASS_RADIUS), round(centre[1] - COMPASS_RADIUS)))
    north = sprite("N", "serif-bold", 20, _hex(STYLE.ink), _hex(STYLE.halo), 2)
    paste_alpha(top, north, (centre[0], centre[1] - COMPASS_RADIUS - 4))


def draw_legend(top: Image.Image, data: MapData, sides: list[Side]) -> None:
    """The legend cartouche: sides, what a counter shows, moves, battles, forts, sea links, map notes."""
    x0, y0 = on_canvas(data.legend)
    w, h = LEGEND_SIZE
    draw = ImageDraw.Draw(top)
    draw.rectangle((x0 + 4, y0 + 4, x0 + w + 4, y0 + h + 4), fill=(0, 0, 0, 50))
    draw.rectangle((x0, y0, x0 + w, y0 + h), fill=STYLE.halo + (255,), outline=STYLE.frame + (255,), width=3)
    draw.rectangle((x0 + 5, y0 + 5, x0 + w - 5, y0 + h - 5), outline=STYLE.frame + (255,), width=1)
    ink, paper = _hex(STYLE.ink), None
    paste_alpha(top, sprite("LEGEND", "serif-bold", 18, ink, paper, tracking=3), (x0 + w / 2, y0 + 20))
    y = y0 + 48
    for side in sides:
        chip = counter(side, "infantry", 3, 2, False, 32)
        top.alpha_composite(chip, (round(x0 + 16 - margin(32)), round(y - 16 - margin(32))))
        draw.rectangle((x0 + 64, y - 9, x0 + 84, y + 7), fill=side.wash + (255,), outline=STYLE.border + (255,))
        _text(top, side.name, (x0 + 92, y), "serif-bold", 17)
        y += 44
    y += 2
    _text(top, "counter: unit type, strength", (x0 + 16, y), "serif", 15)
    _text(top, "badge: units in the stack", (x0 + 16, y + 17), "serif", 15)
    y += 42
    draw.line((x0 + 18, y, x0 + 52, y), fill=(60, 60, 60, 255), width=4)
    draw.polygon([(x0 + 58, y), (x0 + 48, y - 6), (x0 + 48, y + 6)], fill=(60, 60, 60, 255))
    _text(top, "last move", (x0 + 66, y), "serif", 15)
    top.alpha_composite(battle_icon(22), (round(x0 + 140), round(y - 11)))
    _text(top, "battle", (x0 + 168, y), "serif", 15)
    y += 26
    top.alpha_composite(fort_icon(18, STYLE.halo, STYLE.ink), (round(x0 + 26), round(y - 9)))
    _text(top, "fort", (x0 + 66, y), "serif", 15)
    if any(link.drawn for link in data.links):
        _dashes(draw, [(x0 + 140, y), (x0 + 162, y)])
        _text(top, "by sea", (x0 + 168, y), "serif", 15)
    y += 24
    if data.groups:
        draw.line((x0 + 16, y, x0 + 56, y), fill=STYLE.border + (255,), width=3)
        _text(top, "colony", (x0 + 66, y), "serif", 15)
        draw.line((x0 + 140, y, x0 + 162, y), fill=STYLE.border + (255,), width=1)
        _text(top, "territory", (x0 + 168, y), "serif", 15)
        y += 24
    for note in data.notes:
        for line in _wrap(note, 30):
            _text(top, line, (x0 + 16, y), "serif-italic", 14)
            y += 16
    credit = [part.strip() for part in data.credit_line.split("·") if part.strip()]
    for index, line in enumerate(reversed(credit)):
        image = sprite(line, "serif-italic", 12, "#6b5a44")
        top.alpha_composite(
            image, (round(x0 + w / 2 - image.width / 2), round(y0 + h - 22 - 13 * index - image.height / 2))
        )


def _text(top: Image.Image, text: str, at: tuple[float, float], face: Face, size: int) -> None:
    image = sprite(text, face, size, _hex(STYLE.ink))
    top.alpha_composite(image, (round(at[0]) - 2, round(at[1] - image.height / 2)))


def _dashes(draw: ImageDraw.ImageDraw, points: list[tuple[float, float]]) -> None:
    (x0, y), (x1, _) = points
    x = x0
    while x < x1:
        draw.line((x, y, min(x + 5, x1), y), fill=STYLE.sea_ink + (255,), width=3)
        x += 9


def _wrap(text: str, width: int) -> list[str]:
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + len(word) < width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def paste_alpha(top: Image.Image, image: Image.Image, centre: tuple[float, float]) -> None:
    """Alpha-composite ``image`` centred on ``centre`` (RGBA onto RGBA)."""
    top.alpha_composite(image, (round(centre[0] - image.width / 2), round(centre[1] - image.height / 2)))
