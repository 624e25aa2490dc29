"""A territory pasted as its fully covered inside plus its edge tiles gives exactly the pixels of a paste through
its whole anti-aliased mask, and the control memo built that way indexes every pixel as a full re-index would."""

import pytest

from maps.render.base import base_layer
from maps.render.control import indexed
from maps.render.coverage import map_coverage
from maps.render.frame import control_layers, frame_palette, sides_key
from maps.render.overlay import holdings
from maps.render.palette import side_style
from tests.maps.boards import SIDES, sample_board


@pytest.mark.parametrize("ruleset", ["independence", "napoleon"])
def test_inside_and_edge_tiles_paste_what_the_whole_mask_pastes(ruleset: str) -> None:
    base = base_layer(ruleset)
    first, second = (side_style(s.name, s.colour) for s in SIDES[ruleset])
    under, over = base.washed_layer(first), base.washed_layer(second)
    whole, split = under.copy(), under.copy()
    split_masks = map_coverage(ruleset)
    assert split_masks.keys() == base.masks.keys()
    for territory, mask in base.masks.items():
        x, y = mask.origin
        box = (x, y, x + mask.image.width, y + mask.image.height)
        whole.paste(over.crop(box), mask.origin, mask.image)
        parts = split_masks[territory]
        assert parts.inside.mode == "1" and parts.inside.size == mask.image.size
        split.paste(over.crop(box), mask.origin, parts.inside)
        for (x0, y0, x1, y1), edge in parts.edges:
            tile = (x + x0, y + y0, x + x1, y + y1)
            split.paste(over.crop(tile), tile[:2], edge)
    assert split.tobytes() == whole.tobytes()


def test_the_memo_indexes_every_pixel_as_mapping_the_whole_frame_would() -> None:
    """The inside's indices come from each washed layer mapped once; the frame is the memo's RGB mapped whole."""
    board = sample_board("napoleon")
    layers = control_layers("napoleon", sides_key(board))
    for turn in range(3):
        for n, space in enumerate(board.spaces.values()):
            if (n + turn) % 4 == 0:
                space.controller = "Allies" if space.controller == "France" else "France"
        with layers.drawing(holdings(board)) as entry:
            rgb, scanlines = entry.rgb, entry.scanlines
            expected = indexed(rgb, frame_palette(board))
            assert scanlines.crop((1, 0, scanlines.width, scanlines.height)).tobytes() == expected.tobytes()
            assert scanlines.crop((0, 0, 1, scanlines.height)).getextrema() == (0, 0)
