"""Marks on the special links of an area map, drawn once into the base: a barred circle where no land move
crosses, a small tag on a passage that needs its holder's leave and on a canal that is closed until built."""

from PIL import Image

from maps.render.icons import barred_icon
from maps.render.palette import STYLE, hex_colour
from maps.render.text import sprite
from maps.schema import SeaLink

TAGS = {"consent": "by leave", "canal": "canal"}


def draw_link_marks(top: Image.Image, links: list[SeaLink]) -> None:
    """Each marked link's mark at the middle of its drawn path (the top layer is RGBA, map coordinates)."""
    for link in links:
        if not link.drawn or link.kind not in ("closed", *TAGS):
            continue
        x, y = _middle(link.path)
        if link.kind == "closed":
            mark = barred_icon(18)
        else:
            mark = sprite(TAGS[link.kind], "sans-bold", 11, hex_colour(STYLE.halo), hex_colour(STYLE.sea_ink), 2)
        top.alpha_composite(mark, (max(0, round(x - mark.width / 2)), max(0, round(y - mark.height / 2))))


def _middle(path: list[float]) -> tuple[float, float]:
    points = list(zip(path[::2], path[1::2], strict=True))
    return points[len(points) // 2]
