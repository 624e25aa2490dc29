"""Map marks drawn once into the base layer (at the supersampled scale): dotted boundaries between sea zones, a
star by each capital's name and an anchor on the coast of each port."""

import math

from PIL import ImageDraw

from maps.render.geometry import on_canvas, ring_points
from maps.render.icons import star
from maps.render.palette import STYLE

Box = tuple[float, float, float, float]
SEA_DOT = 5


def draw_sea_lines(draw: ImageDraw.ImageDraw, lines: list[list[float]], scale: int) -> None:
    """The sea zones' boundaries as dotted lines."""
    ink = STYLE.sea_ink + (170,)
    for line in lines:
        points = ring_points(line, scale)
        for (x0, y0), (x1, y1) in zip(points, points[1:], strict=False):
            steps = max(1, round(math.hypot(x1 - x0, y1 - y0) / (SEA_DOT * 2 * scale)))
            for k in range(steps):
                t0, t1 = k / steps, (k + 0.5) / steps
                draw.line([(x0 + (x1 - x0) * t0, y0 + (y1 - y0) * t0), (x0 + (x1 - x0) * t1, y0 + (y1 - y0) * t1)],
                          fill=ink, width=2 * scale)  # fmt: skip


def draw_ports(draw: ImageDraw.ImageDraw, ports: list[tuple[float, float]], scale: int) -> None:
    """A small ship's anchor on a paper disc at each port."""
    ink = STYLE.sea_ink
    for port in ports:
        x, y = on_canvas(port, scale)
        u = float(scale)
        draw.ellipse((x - 7.5 * u, y - 7.5 * u, x + 7.5 * u, y + 7.5 * u), fill=STYLE.halo, outline=ink, width=scale)
        draw.ellipse((x - 1.7 * u, y - 5.6 * u, x + 1.7 * u, y - 2.4 * u), outline=ink, width=scale)
        draw.line([(x, y - 2.4 * u), (x, y + 5 * u)], fill=ink, width=round(1.6 * u))
        draw.line([(x - 3 * u, y - 0.8 * u), (x + 3 * u, y - 0.8 * u)], fill=ink, width=scale)
        draw.arc((x - 4.6 * u, y - 1.2 * u, x + 4.6 * u, y + 5.2 * u), 15, 165, fill=ink, width=round(1.6 * u))


def draw_capitals(draw: ImageDraw.ImageDraw, name_boxes: list[Box], scale: int) -> None:
    """A red star on a paper halo just left of each capital's name (its first line's box)."""
    for box in name_boxes:
        centre = on_canvas((box[0] - 6, (box[1] + box[3]) / 2), scale)
        star(draw, centre, 8 * scale, STYLE.halo)
        star(draw, centre, 6 * scale, (150, 40, 30))
