"""The map renderer: draws a rules-made BoardView as a PNG.

Only Pillow, pydantic and ``rules.core.board`` are needed at run time; the map data is the committed JSON in
``maps/<map id>/map.json`` (built by ``tools/build_maps.py``) and the fonts are in ``fonts/``.
"""

from maps.render.encode import png_writer
from maps.render.frame import map_of, render_scanlines
from maps.render.hexbase import is_hex_map
from maps.render.hexmap import render_hex_map
from maps.render.loading import has_map_data
from rules.core.board import BoardView


def has_map(map_id: str) -> bool:
    """True when ``map_id`` (a ruleset id or a board's ``map_id``) has map data the renderer can draw."""
    return has_map_data(map_id)


def render_map(board: BoardView) -> bytes:
    """The board drawn as PNG bytes, on its area map or its hex map. Blocking: call it off the event loop
    (``asyncio.to_thread``)."""
    if not has_map(map_of(board)):
        raise NotImplementedError(f"no map data for {map_of(board)}")
    if is_hex_map(map_of(board)):
        return render_hex_map(board)
    return render_scanlines(board, png_writer(map_of(board)).png)
