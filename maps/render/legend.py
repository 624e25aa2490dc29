"""The legend cartouche, built per frame from what the frame draws (sides, piece kinds, figures, badges, flags,
markers, moves, battles) and the ruleset's own entries; cached as a sprite by its content."""

import hashlib
from functools import lru_cache, partial

from PIL import Image, ImageDraw

from maps.render.canvas import Box, Canvas, solid_box
from maps.render.counters import Chit, badge, counter, margin
from maps.render.geometry import on_canvas
from maps.render.icons import KIND_NAMES, SS, barred_icon, battle_icon, draw_symbol, fort_icon
from maps.render.layout import BAND_HEIGHT, LEGEND_SIZE
from maps.render.loading import load_map
from maps.render.overlay import Drawn
from maps.render.palette import STYLE, Side, hex_colour
from maps.render.store import cached
from maps.render.text import Face, font, sprite, text_size
from maps.schema import MapData
from rules.core.board import BoardView, LegendEntry

INK = hex_colour(STYLE.ink)
ROW = 22
Item = tuple[str, str, str]
"""A symbol to draw (``kind:…``, ``token:…``, ``icon:…``, ``line:…``) with its text, and the text's face."""


def draw_legend(canvas: Canvas, map_id: str, sides: tuple[Side, ...], items: tuple["Item", ...]) -> None:
    """Paste the legend of this frame's sides and ``items`` (``legend_items``) at the map's legend place (bottom
    edge kept, growing upwards), kept inside the frame: never over the title band, never past the right edge."""
    data = load_map(map_id)
    image, solid = legend_sprite(map_id, sides, items, tuple(data.notes), data.credit_line)
    x, y = on_canvas(data.legend)
    x = min(x, canvas.width - image.width - LEGEND_INSET)
    y = max(y + LEGEND_SIZE[1] - image.height, BAND_HEIGHT + LEGEND_INSET)
    if solid is None:
        canvas.paste(image, (round(x), round(y)), image)
    else:
        canvas.paste_solid(image, (round(x), round(y)), solid)


LEGEND_INSET = 10  # pixels kept between the legend and the frame's edge or the title band

FLAGS = (
    ("strength", "text", "figure: strength of the stack"),
    ("figures", "text", "figure: pieces (or tag) on it"),
    ("badges", "badge", "badge: pieces in the stack"),
    ("face_down", "kind:", "hidden piece"),
    ("disrupted", "text", "red bar: disrupted"),
    ("captured", "text", "grey counter: captured"),
    ("arrows", "line:arrow", "last move"),
    ("battle", "icon:battle", "battle"),
)
"""What the legend says for each thing a frame may draw (``Drawn``'s flags), in the legend's order."""
MARKER_ICONS = {"fort": ("icon:fort", "fort"), "impassable": ("icon:impassable", "may not be entered")}


def legend_items(board: BoardView, drawn: Drawn) -> tuple[Item, ...]:
    """The legend's lines for what this frame drew: its flags, piece kinds and markers, and the ruleset's own."""
    items: list[Item] = [(symbol, text, "serif") for flag, symbol, text in FLAGS[:3] if getattr(drawn, flag)]
    items += [(f"kind:{k}", KIND_NAMES[k], "serif") for k in sorted(drawn.kinds)]
    items += [(symbol, text, "serif") for flag, symbol, text in FLAGS[3:] if getattr(drawn, flag)]
    explained = {e.kind for e in board.legend if e.kind}
    for kind, text in sorted(drawn.markers.items()):
        if kind in MARKER_ICONS:
            items.append((*MARKER_ICONS[kind], "serif"))
        elif kind not in explained:
            items.append((f"token:{text}", kind.replace("_", " "), "serif"))
    items += [_entry(e) for e in board.legend if not e.kind or e.kind in drawn.markers]
    return tuple(items)


def _entry(entry: LegendEntry) -> Item:
    return f"token:{entry.symbol}", entry.meaning, "serif"


@lru_cache(maxsize=64)
def legend_sprite(
    map_id: str, sides: tuple[Side, ...], items: tuple[Item, ...], notes: tuple[str, ...], credit_line: str
) -> tuple[Image.Image, Box | None]:
    """The cartouche for this content, drawn once and kept on disk (measuring its texts is slow), with its opaque
    box (``solid_box``: the cartouche's paper, copied rather than blended when pasted)."""
    digest = hashlib.sha256(repr((sides, items, notes, credit_line)).encode()).hexdigest()[:16]
    build = partial(_legend, map_id, sides, items, notes, credit_line)
    image = cached(map_id, f"legend-{digest}", lambda: {"legend": build()})["legend"]
    return image, solid_box(image)


def _legend(
    map_id: str, sides: tuple[Side, ...], items: tuple[Item, ...], notes: tuple[str, ...], credit_line: str
) -> Image.Image:
    """The cartouche: title, sides (two columns past three), the items two to a row when short, map lines,
    notes and credits."""
    data = load_map(map_id)
    width = LEGEND_SIZE[0]
    rows = _rows(_fitted(items, width - 30))
    credit = [part.strip() for part in credit_line.split("·") if part.strip()]
    extra = ROW * (bool(data.groups) + any(link.drawn for link in data.links))
    side_rows = (len(sides) + 1) // 2 if len(sides) > 3 else len(sides)
    note_lines = [line for note in notes for line in _wrap(note, 30)]
    height = 40 + side_rows * 38 + len(rows) * ROW + extra + len(note_lines) * 16 + len(credit) * 13 + 22
    height = max(height, 120)
    image = Image.new("RGBA", (width + 6, height + 6), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.rectangle((4, 4, width + 4, height + 4), fill=(0, 0, 0, 50))
    draw.rectangle((0, 0, width, height), fill=STYLE.halo + (255,), outline=STYLE.frame + (255,), width=3)
    draw.rectangle((5, 5, width - 5, height - 5), outline=STYLE.frame + (255,), width=1)
    _centred(image, sprite("LEGEND", "serif-bold", 18, INK, None, tracking=3), (width / 2, 20))
    y = 52.0
    columns = 2 if len(sides) > 3 else 1
    for index, side in enumerate(sides):
        x = 14 + (index % columns) * (width // 2 - 4)
        chip = counter(Chit(side, "infantry", None, 1), 28)
        image.alpha_composite(chip, (round(x - margin(28)), round(y - 14 - margin(28))))
        draw.rectangle((x + 34, y - 8, x + 50, y + 6), fill=side.wash + (255,), outline=STYLE.border + (255,))
        alone = columns == 1 or (index == len(sides) - 1 and index % columns == 0)  # a row of its own
        room = (width if alone else width // 2) - 4 - 56 - 8
        _text(image, side.name, (x + 56, y), "serif-bold", _fitting(side.name, 16 if columns == 1 else 14, room))
        if index % columns == columns - 1 or index == len(sides) - 1:
            y += 38
    y -= 4
    for row in rows:
        for column, (symbol, text, face) in enumerate(row):
            x = 16 + column * (width // 2 - 4)
            _symbol(image, symbol, (x, y))
            lift = 4 if symbol == "cont" else 0
            _text(image, text, (x + (0 if symbol == "text" else 42), y - lift), face, 15)  # type: ignore[arg-type]
        y += ROW
    y = _map_lines(image, data, y)
    for line in note_lines:
        _text(image, line, (16, y), "serif-italic", 14)
        y += 16
    for index, line in enumerate(reversed(credit)):
        _centred(image, sprite(line, "serif-italic", 12, "#6b5a44"), (width / 2, height - 16 - 13 * index))
    return image


def _fitted(items: tuple[Item, ...], room: int) -> tuple[Item, ...]:
    """Items whose text is too wide for the legend, wrapped onto continuation lines (symbol ``cont``)."""
    fitted: list[Item] = []
    for symbol, text, face in items:
        indent = 0 if symbol == "text" else 42
        lines: list[str] = []
        for word in text.split():
            if lines and text_size(f"{lines[-1]} {word}", face, 15)[0] <= room - indent:  # type: ignore[arg-type]
                lines[-1] += f" {word}"
            else:
                lines.append(word)
        fitted.append((symbol, lines[0] if lines else "", face))
        fitted += [("text" if symbol == "text" else "cont", line, face) for line in lines[1:]]
    return tuple(fitted)


def _rows(items: tuple[Item, ...]) -> list[list[Item]]:
    """Items two to a row when both are short symbols with a short text, else one to a row."""
    rows: list[list[Item]] = []
    for item in items:
        short = item[0] not in ("text", "cont") and len(item[1]) <= 10
        if rows and len(rows[-1]) == 1 and short and rows[-1][0][0] != "text" and len(rows[-1][0][1]) <= 10:
            rows[-1].append(item)
        else:
            rows.append([item])
    return rows


def _symbol(image: Image.Image, symbol: str, at: tuple[float, float]) -> None:
    x, y = at
    kind, _, value = symbol.partition(":")
    if kind == "kind":
        big = Image.new("RGBA", (34 * SS, 20 * SS), (0, 0, 0, 0))
        draw = ImageDraw.Draw(big)
        draw.rounded_rectangle((SS, SS, 34 * SS - SS, 20 * SS - SS), radius=3 * SS, fill=(120, 110, 96))
        if value:
            draw_symbol(draw, value, (7 * SS, 4 * SS, 27 * SS, 16 * SS), STYLE.halo)
        else:
            draw.text((17 * SS, 10 * SS), "?", fill=STYLE.halo, anchor="mm", font=font("sans-bold", 15 * SS))
        small = big.resize((34, 20), Image.Resampling.LANCZOS)
        image.alpha_composite(small, (round(x), round(y - 10)))
    elif kind == "badge":
        image.alpha_composite(badge(13, 40), (round(x + 6), round(y - 10)))
    elif kind == "token":
        _centred(image, sprite(value, "sans-bold", 13, "#342618", "#f6eed6", 3), (x + 17, y))
    elif kind == "icon":
        icon = {"battle": battle_icon(22), "fort": fort_icon(20, STYLE.halo, STYLE.ink), "impassable": barred_icon(20)}
        _centred(image, icon[value], (x + 17, y))
    elif kind == "line":
        draw = ImageDraw.Draw(image)
        draw.line((x + 2, y, x + 28, y), fill=(60, 60, 60, 255), width=4)
        draw.polygon([(x + 34, y), (x + 24, y - 6), (x + 24, y + 6)], fill=(60, 60, 60, 255))


def _map_lines(image: Image.Image, data: MapData, y: float) -> float:
    """Colony and territory borders and sea links, when the map draws them; the y after them."""
    draw = ImageDraw.Draw(image)
    if data.groups:
        draw.line((16, y, 48, y), fill=STYLE.border + (255,), width=3)
        _text(image, data.group_kind, (56, y), "serif", 15)
        draw.line((126, y, 146, y), fill=STYLE.border + (255,), width=1)
        _text(image, "territory", (152, y), "serif", 15)
        y += ROW
    if any(link.drawn for link in data.links):
        for x in range(16, 46, 9):
            draw.line((x, y, min(x + 5, 46), y), fill=STYLE.sea_ink + (255,), width=3)
        _text(image, "by sea", (56, y), "serif", 15)
        y += ROW
    return y


def _fitting(text: str, size: int, room: int) -> int:
    """The largest size from ``size`` down to 10 at which ``text`` fits in ``room`` pixels (a side's long name)."""
    while size > 10 and text_size(text, "serif-bold", size)[0] > room:
        size -= 1
    return size


def _text(image: Image.Image, text: str, at: tuple[float, float], face: Face, size: int) -> None:
    label = sprite(text, face, size, INK)
    image.alpha_composite(label, (round(at[0]) - 2, round(at[1] - label.height / 2)))


def _centred(image: Image.Image, label: Image.Image, centre: tuple[float, float]) -> None:
    image.alpha_composite(label, (round(centre[0] - label.width / 2), round(centre[1] - label.height / 2)))


def _wrap(text: str, width: int) -> list[str]:
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + len(word) < width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines
