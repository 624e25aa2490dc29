"""The per-call overlay: last-move arrows, counters, marker tokens and battle bursts, as strokes to paint into
the one frame; what they show is recorded for the legend."""

import math
from dataclasses import dataclass, field
from functools import partial

from PIL import Image

from maps.render.base import BaseLayer
from maps.render.canvas import Canvas
from maps.render.counters import Chit, chits, paste_row
from maps.render.geometry import on_canvas
from maps.render.icons import barred_icon, battle_icon, fort_icon
from maps.render.palette import STYLE, Side, hex_colour, style_of
from maps.render.placing import BATTLE, MOST_TOKENS, TOKEN, SpaceLayout, space_layout
from maps.render.strokes import Stroke
from maps.render.text import sprite
from maps.schema import Territory
from rules.core.board import BoardView, MarkerView, SpaceView


@dataclass
class Drawn:
    """What a frame shows, for the legend: piece kinds, figures, badges, flags, marker kinds, battles, moves."""

    kinds: set[str] = field(default_factory=set)
    strength: bool = False
    figures: bool = False
    badges: bool = False
    face_down: bool = False
    disrupted: bool = False
    captured: bool = False
    markers: dict[str, str] = field(default_factory=dict)
    """Each marker kind drawn, with the text of its first token."""
    battle: bool = False
    arrows: bool = False

    def record(self, face: Chit) -> None:
        """Note one counter."""
        if face.kind:
            self.kinds.add(face.kind)
        self.kinds.update(face.pips)
        self.strength |= face.figure is not None and face.strength
        self.figures |= face.figure is not None and not face.strength
        self.badges |= face.count > 1
        self.face_down |= not face.kind
        self.disrupted |= face.disrupted
        self.captured |= face.captured


def holdings(board: BoardView) -> dict[str, Side]:
    """Who holds each controlled space, as drawing styles."""
    return {sid: style_of(board, space.controller) for sid, space in board.spaces.items() if space.controller}


def battle_spaces(board: BoardView) -> set[str]:
    """The spaces that get a battle burst: the board's battles and spaces with a battle marker."""
    marked = {sid for sid, space in board.spaces.items() if any(m.kind == "battle" for m in space.markers)}
    return set(board.battles) | marked


def arrow_strokes(base: BaseLayer, board: BoardView, drawn: Drawn) -> list[Stroke]:
    """An arrow per move since the last map, from stack to stack, in the mover's colour."""
    anchors = {t.id: on_canvas(t.stack) for t in base.data.spaces()}
    anchors.update({s.id: on_canvas(s.stack) for s in base.data.seas if s.id and s.stack})
    strokes = []
    for arrow in board.arrows:
        if arrow.origin in anchors and arrow.destination in anchors and arrow.origin != arrow.destination:
            ends, side = (anchors[arrow.origin], anchors[arrow.destination]), style_of(board, arrow.side)
            strokes.append(Stroke(("arrow", ends, side), partial(_arrow, start=ends[0], end=ends[1], side=side,
                                                                 counter=base.data.counter)))  # fmt: skip
            drawn.arrows = True
    return strokes


def tokens_of(space: SpaceView | None) -> list[MarkerView]:
    """The markers drawn as tokens (a battle marker is drawn as the battle burst instead)."""
    return [m for m in space.markers if m.kind != "battle"] if space else []


def space_strokes(base: BaseLayer, board: BoardView, drawn: Drawn) -> list[Stroke]:
    """Counters for every space with pieces, its marker tokens and battle burst where ``space_layout`` puts them;
    then the fleets in the sea zones that are spaces of the board."""
    fights = battle_spaces(board)
    strokes = []
    for territory in base.data.spaces():
        space = board.spaces.get(territory.id)
        faces = chits(space.pieces, lambda side: style_of(board, side)) if space else []
        markers = tokens_of(space)
        tokens = [_token(board, marker) for marker in markers[:MOST_TOKENS]]
        battle = territory.id in fights
        for face in faces:
            drawn.record(face)
        for kind, text, _ in tokens:
            drawn.markers.setdefault(kind, text)
        drawn.battle |= battle
        if faces or tokens or battle:
            layout = space_layout(base.map_id, territory.id, len(faces), len(markers), battle)
            key = ("space", territory.id, tuple(faces), tuple(tokens), battle)
            strokes.append(Stroke(key, partial(_paint_space, board=board, territory=territory, faces=faces,
                                               markers=markers[:MOST_TOKENS], layout=layout)))  # fmt: skip
    return strokes + _sea_strokes(base, board, drawn)


def _token(board: BoardView, marker: MarkerView) -> tuple[str, str, Side | None]:
    """What a marker's token shows: its kind, its text and its side's style."""
    return marker.kind, token_text(marker), style_of(board, marker.side) if marker.side is not None else None


def _paint_space(
    canvas: Canvas, board: BoardView, territory: Territory, faces: list[Chit], markers: list[MarkerView],
    layout: SpaceLayout,
) -> None:  # fmt: skip
    if faces:
        paste_row(canvas, faces, on_canvas(territory.stack), layout.size)
    for (tx, ty, _), marker in zip(layout.tokens, [*markers, None], strict=False):
        icon = battle_icon(BATTLE) if marker is None else marker_icon(board, marker)
        cx, cy = on_canvas((tx, ty))
        canvas.paste(icon, (round(cx - icon.width / 2), round(cy - icon.height / 2)), icon)


def _sea_strokes(base: BaseLayer, board: BoardView, drawn: Drawn) -> list[Stroke]:
    """Counters (fleets) in the sea zones that are spaces of the board, in a row under the sea's name."""
    strokes = []
    for sea in base.data.seas:
        space = board.spaces.get(sea.id) if sea.id and sea.stack else None
        if space and space.pieces and sea.stack:
            faces = chits(space.pieces, lambda side: style_of(board, side))
            strokes.append(Stroke(("sea", sea.id, tuple(faces)), partial(paste_row, faces=faces,
                                  centre=on_canvas(sea.stack), size=base.data.counter)))  # fmt: skip
            for face in faces:
                drawn.record(face)
    return strokes


def token_text(marker: MarkerView) -> str:
    """What a marker's token reads: its label, else its kind's initials."""
    return marker.label or "".join(w[0] for w in marker.kind.replace("_", " ").split())[:2].upper() or "?"


def marker_icon(board: BoardView, marker: MarkerView) -> Image.Image:
    """A fort, a barred circle for impassable, or a small token showing the marker's label (or its kind's
    initials), in its side's colours when it has a side."""
    if marker.kind == "fort":
        return fort_icon(TOKEN, STYLE.halo, STYLE.ink)
    if marker.kind == "impassable":
        return barred_icon(TOKEN)
    text = token_text(marker)
    if marker.side is not None:
        side = style_of(board, marker.side)
        return sprite(text, "sans-bold", 14, hex_colour(side.ink), hex_colour(side.face), 3)
    return sprite(text, "sans-bold", 14, "#342618", "#f6eed6", 3)


def _arrow(canvas: Canvas, start: tuple[float, float], end: tuple[float, float], side: Side, counter: int) -> None:
    """A haloed arrow stopping short of the counters at both ends, drawn straight onto the frame (a supersampled
    layer would cost its whole bounding box, which a long slanted arrow makes most of the map)."""
    (x0, y0), (x1, y1) = start, end
    length = math.hypot(x1 - x0, y1 - y0)
    if length < 12:
        return
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    gap = min(counter * 0.75, length * 0.3)
    x0, y0, x1, y1 = x0 + ux * gap, y0 + uy * gap, x1 - ux * gap, y1 - uy * gap
    head, wing = min(16.0, length * 0.25), min(9.0, length * 0.15)
    bx, by = x1 - ux * head, y1 - uy * head
    corners = [(x1, y1), (bx - uy * wing, by + ux * wing), (bx + uy * wing, by - ux * wing)]
    steps = max(1, math.ceil(length / 40))
    for k in range(steps + 1):
        px, py = x0 + (x1 - x0) * k / steps, y0 + (y1 - y0) * k / steps
        canvas.touch((int(px) - 22, int(py) - 22, int(px) + 23, int(py) + 23))
    draw = canvas.pen()
    for ink, shaft, outline in ((STYLE.halo, 9, 3), (side.face, 5, 0)):
        draw.line([(x0, y0), (bx, by)], fill=ink, width=shaft)
        draw.polygon(corners, fill=ink, outline=ink, width=outline)
