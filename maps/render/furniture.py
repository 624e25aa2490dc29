"""Map furniture drawn once into the base: the frame and the compass rose."""

from PIL import Image, ImageDraw

from maps.render.geometry import on_canvas
from maps.render.icons import compass_rose
from maps.render.layout import BAND_HEIGHT, COMPASS_RADIUS
from maps.render.palette import STYLE
from maps.render.palette import hex_colour as _hex
from maps.render.text import sprite
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


def paste_alpha(top: Image.Image, image: Image.Image, centre: tuple[float, float]) -> None:
    """Alpha-composite ``image`` centred on ``centre`` (RGBA onto RGBA)."""
    top.alpha_composite(image, (round(centre[0] - image.width / 2), round(centre[1] - image.height / 2)))
