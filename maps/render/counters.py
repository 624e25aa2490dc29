"""Counters: one chit per side in a space, showing only what the BoardView gives the viewer.

A side's pieces in one space are drawn as one counter: the top piece's symbol (by its ``kind``), the summed
strength when the viewer may see every piece's strength, pips for a leader, fort or fleet further down, and a
count badge. Badges are separate sprites, pasted after a whole row so that no neighbour covers them.
"""

from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import lru_cache

from PIL import Image, ImageDraw

from maps.render.canvas import Canvas
from maps.render.icons import SS, bastion, draw_symbol, star, symbol_kind
from maps.render.palette import PAPER, Side, mix
from maps.render.text import font
from rules.core.board import PieceView

EDGE = (30, 22, 14)
PIP_KINDS = ("leader", "fort", "fleet")


@dataclass(frozen=True)
class Chit:
    """What one counter shows (hashable: counter images are cached by it)."""

    side: Side
    kind: str
    figure: str | None
    count: int
    strength: bool = False
    pips: tuple[str, ...] = ()
    face_down: bool = False
    disrupted: bool = False
    captured: bool = False


def chits(pieces: list[PieceView], style: Callable[[str], Side]) -> list[Chit]:
    """One chit per side present, in the order the sides' first pieces appear (top first)."""
    groups: dict[str, list[PieceView]] = {}
    for piece in pieces:
        if piece.count > 0:
            groups.setdefault(piece.side, []).append(piece)
    return [chit(style(side), group) for side, group in groups.items()]


def chit(side: Side, group: list[PieceView]) -> Chit:
    """The counter of one side's pieces in one space: the figure is the summed strength when every strength is
    given, the number of pieces when the view gives one kind of identical pieces, or the top piece's short label."""
    top = group[0]
    total = sum(p.count for p in group)
    visible = [p for p in group if not p.face_down]
    summed = all(p.strength is not None for p in group)
    if summed:
        figure: str | None = str(sum((p.strength or 0) * p.count for p in group))
    elif len(group) == 1 and total > 1 and not top.face_down:
        figure, total = str(total), 1
    elif not top.face_down and 0 < len(top.label) <= 3:
        figure = top.label
    else:
        figure = None
    top_kind = "" if top.face_down else symbol_kind(top.kind)
    pips = tuple(k for k in PIP_KINDS if k != top_kind and any(_is(p, k) for p in visible))
    return Chit(
        side=side,
        kind=top_kind,
        figure=figure,
        count=total,
        strength=summed,
        pips=pips[:2],
        face_down=top.face_down,
        disrupted=any(p.disrupted for p in visible),
        captured=all(p.captured for p in group),
    )


def _is(piece: PieceView, kind: str) -> bool:
    return piece.kind == kind or (kind == "leader" and piece.leader) or (kind == "fleet" and piece.fleet)


def margin(size: int) -> int:
    """The transparent border round a counter sprite (room for depth and shadow)."""
    return size // 4


def gap(size: int) -> int:
    """The space between two counters side by side."""
    return size // 5


def depth(count: int) -> int:
    """How many under-counters are drawn below the face (0 to 2)."""
    return min(max(count - 1, 0), 2)


@lru_cache(maxsize=1024)
def counter(face: Chit, size: int) -> Image.Image:
    """A counter face with symbol, figure and pips over its under-counters; no badge. Composed from its body
    (shared by every figure and count of the same depth) and its figure, each drawn 4x and reduced once, so a
    face not seen before (a new strength, say) costs a composite, not a drawing."""
    body = _body(replace(face, figure=None, count=depth(face.count) + 1, strength=False, disrupted=False), size)
    image = body.copy()
    if face.figure is not None:
        image.alpha_composite(_figure(face.figure, face.side.ink, size))
    if face.disrupted:
        image.alpha_composite(_slash(size))
    return image


@lru_cache(maxsize=512)
def _body(face: Chit, size: int) -> Image.Image:
    """The counter without figure: shadow, under-counters, face, inner rule, symbol (or "?") and pips."""
    u = SS * size / 40
    image, (c, s) = _blank(size), _face_box(size)
    draw = ImageDraw.Draw(image)
    d, line = 3 * u, max(1, round(u))
    colour = mix(face.side.face, (128, 128, 128), 0.6) if face.captured else face.side.face
    ink = face.side.ink
    layers = depth(face.count)
    far = c + s + 2 * u + layers * d
    draw.rounded_rectangle((c + 2 * u, c + 2 * u + layers * d, far, far), radius=4 * u, fill=(0, 0, 0, 70))
    for layer in range(layers, 0, -1):
        o = layer * d
        draw.rounded_rectangle((c + o, c + o, c + s + o, c + s + o), radius=4 * u, fill=colour, outline=EDGE,
                               width=line)  # fmt: skip
    draw.rounded_rectangle((c, c, c + s, c + s), radius=4 * u, fill=colour, outline=EDGE, width=line)
    draw.rounded_rectangle((c + 3 * u, c + 3 * u, c + s - 3 * u, c + s - 3 * u), radius=2 * u,
                           outline=ink + (110,), width=line)  # fmt: skip
    sx, sy = c + (s - 22 * u) / 2, c + 5 * u
    if face.kind:
        draw_symbol(draw, face.kind, (sx, sy, sx + 22 * u, sy + 14 * u), ink)
    else:
        draw.text((c + s / 2, sy + 7 * u), "?", font=font("sans-bold", round(17 * u)), fill=ink, anchor="mm")
    for index, pip in enumerate(face.pips):
        _pip(draw, pip, (c + 6.5 * u, c + (7 + 12 * index) * u), 5.5 * u)
    return _reduced(image, size)


@lru_cache(maxsize=512)
def _figure(figure: str, ink: tuple[int, int, int], size: int) -> Image.Image:
    """A counter's figure (strength, number or short label) alone, where it sits on the face."""
    u = SS * size / 40
    image, (c, s) = _blank(size), _face_box(size)
    big = 18 if len(figure) < 3 else 14
    ImageDraw.Draw(image).text((c + s / 2, c + s - 3 * u), figure, font=font("sans-bold", round(big * u)), fill=ink,
                               anchor="mb")  # fmt: skip
    return _reduced(image, size)


@lru_cache(maxsize=64)
def _slash(size: int) -> Image.Image:
    """The red stroke across a disrupted counter's face."""
    u = SS * size / 40
    image, (c, s) = _blank(size), _face_box(size)
    ImageDraw.Draw(image).line([(c + 4 * u, c + s - 4 * u), (c + s - 4 * u, c + 4 * u)], fill=(200, 30, 30),
                               width=round(3 * u))  # fmt: skip
    return _reduced(image, size)


def _blank(size: int) -> Image.Image:
    """A transparent 4x canvas of a counter sprite (face and margin)."""
    return Image.new("RGBA", ((size + 2 * margin(size)) * SS,) * 2, (0, 0, 0, 0))


def _face_box(size: int) -> tuple[int, int]:
    """The face's top left (both coordinates) and side on the 4x canvas."""
    return margin(size) * SS, size * SS


def _reduced(image: Image.Image, size: int) -> Image.Image:
    return image.resize((size + 2 * margin(size),) * 2, Image.Resampling.LANCZOS)


def _pip(draw: ImageDraw.ImageDraw, kind: str, centre: tuple[float, float], r: float) -> None:
    """A small sign on the counter's left edge: a gold star (leader), a bastion (fort) or a ship (fleet)."""
    x, y = centre
    if kind == "leader":
        star(draw, (x, y), r * 1.1, (236, 190, 60))
        return
    draw.ellipse((x - r, y - r, x + r, y + r), fill=PAPER, outline=EDGE)
    if kind == "fort":
        bastion(draw, (x, y), r * 0.8, EDGE)
    else:
        draw_symbol(draw, "fleet", (x - r * 0.7, y - r * 0.6, x + r * 0.7, y + r * 0.5), EDGE)


def badge_box(count: int, size: int) -> tuple[float, float, float, float]:
    """Where the count badge sits relative to the counter face's top left (left, top, right, bottom): a pill over
    the top right corner, wide enough for its digits and never past the right edge of a one-digit badge."""
    u = size / 40
    right = size + depth(count) * 3 * u + 7.5 * u
    half_w = 9.5 * u if count < 10 else 12.5 * u
    return right - 2 * half_w, -7.5 * u, right, 11.5 * u


@lru_cache(maxsize=256)
def badge(count: int, size: int) -> Image.Image:
    """The count badge: the number of pieces in a paper pill ("99+" past 99)."""
    u = SS * size / 40
    x0, y0, x1, y1 = (v * SS for v in badge_box(count, size))
    w, h = x1 - x0, y1 - y0
    image = Image.new("RGBA", (round(w) + 2 * SS, round(h) + 2 * SS), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((SS, SS, SS + w, SS + h), radius=h / 2, fill=PAPER, outline=EDGE, width=max(1, round(u)))
    label = str(count) if count < 100 else "99+"
    points = 14 if count < 10 else (12 if count < 100 else 10)
    draw.text((SS + w / 2, SS + h / 2 + u), label, font=font("sans-bold", round(points * u)), fill=EDGE, anchor="mm")
    return image.resize((image.width // SS, image.height // SS), Image.Resampling.LANCZOS)


def group_width(stacks: int, size: int) -> int:
    """The width in pixels of a row of ``stacks`` counters."""
    return stacks * size + max(stacks - 1, 0) * gap(size)


def paste_row(canvas: Canvas, faces: list[Chit], centre: tuple[float, float], size: int) -> None:
    """Paste a row of counters centred on ``centre``, then their count badges over them."""
    x0 = centre[0] - group_width(len(faces), size) / 2
    y = centre[1] - size / 2
    m = margin(size)
    x = x0
    for face in faces:
        image = counter(face, size)
        canvas.paste(image, (round(x - m), round(y - m)), image)
        x += size + gap(size)
    x = x0
    for face in faces:
        if face.count > 1:
            left, top, _, _ = badge_box(face.count, size)
            image = badge(face.count, size)
            canvas.paste(image, (round(x + left - 1), round(y + top - 1)), image)
        x += size + gap(size)


def row_extent(stacks: int, size: int) -> tuple[float, float, float, float]:
    """What a row of ``stacks`` counters paints, relative to its centre (left, top, right, bottom), at worst:
    the under-counters and shadow below and to the right, the count badge over the top right corner."""
    u = size / 40
    half = group_width(max(stacks, 1), size) / 2
    return -half - 1.0, -size / 2 - 7.5 * u - 1.0, half + 13.5 * u + 1.0, size / 2 + 8 * u + 1.0
