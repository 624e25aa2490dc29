"""The map renderer: draws a rules-made BoardView as a PNG. (Interface; the renderer lands with the maps issue.)"""

from rules.core.board import BoardView


def has_map(ruleset_id: str) -> bool:
    """True when ``ruleset_id`` has map data the renderer can draw."""
    return False


def render_map(board: BoardView) -> bytes:
    """The board drawn as PNG bytes. Blocking: call it off the event loop (``asyncio.to_thread``)."""
    raise NotImplementedError(f"no map data for {board.ruleset} yet")
