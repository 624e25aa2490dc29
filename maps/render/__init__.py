"""The map renderer: draws a rules-made BoardView as a PNG.

Only Pillow, pydantic and ``rules.core.board`` are needed at run time; the map data is the committed JSON in
``maps/<ruleset>/map.json`` (built by ``tools/build_maps.py``) and the fonts are in ``fonts/``.
"""

from maps.render.encode import to_png
from maps.render.frame import frame_palette, render_frame
from maps.render.loading import has_map_data
from rules.core.board import BoardView


def has_map(ruleset_id: str) -> bool:
    """True when ``ruleset_id`` has map data the renderer can draw."""
    return has_map_data(ruleset_id)


def render_map(board: BoardView) -> bytes:
    """The board drawn as PNG bytes. Blocking: call it off the event loop (``asyncio.to_thread``)."""
    if not has_map(board.ruleset):
        raise NotImplementedError(f"no map data for {board.ruleset}")
    return to_png(render_frame(board), frame_palette(board.ruleset))
