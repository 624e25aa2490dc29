"""The map renderer: draws a rules-made BoardView as a PNG.

Only Pillow, pydantic and ``rules.core.board`` are needed at run time; the map data is the committed JSON in
``maps/<map id>/map.json`` (built by ``tools/build_maps.py``) and the fonts are in ``fonts/``.
"""

from maps.render.encode import png_writer
from maps.render.frame import map_of, render_each
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
    return render_maps([board])[0]


def render_maps(boards: list[BoardView]) -> list[bytes]:
    """``render_map`` of each board, where a board after another of the same phase on an area map (each seat's
    view after the public map) is drawn by repainting only what differs."""
    map_ids = {map_of(board) for board in boards}
    for map_id in map_ids:
        if not has_map(map_id):
            raise NotImplementedError(f"no map data for {map_id}")
    if len(map_ids) != 1:
        return [render_maps([board])[0] for board in boards]
    map_id = map_ids.pop()
    if is_hex_map(map_id):
        return [render_hex_map(board) for board in boards]
    return render_each(boards, png_writer(map_id).png)
