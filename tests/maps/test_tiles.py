"""The control wash in tiles: every pixel a territory's mask reaches lies in one of its tiles, a tile one
territory covers fully is that territory's layer, a composed tile is the whole-map wash there, and the memo's wash
of some holdings is the same pixels and indices whatever it was washed from."""

import itertools

import pytest
from PIL import Image, ImageChops

from maps.render.base import base_layer
from maps.render.control import indexed, washed
from maps.render.frame import control_layers, frame_palette, sides_key
from maps.render.overlay import holdings
from maps.render.palette import side_style
from maps.render.tiles import TILE, compose, map_tiling
from tests.maps.boards import SIDES, sample_board


@pytest.mark.parametrize("ruleset", ["independence", "napoleon"])
def test_a_territory_s_tiles_hold_every_pixel_its_mask_reaches(ruleset: str) -> None:
    base = base_layer(ruleset)
    tiling = map_tiling(ruleset)
    assert tiling.of_territory.keys() == base.masks.keys()
    for territory, mask in base.masks.items():
        reached = Image.new("L", base.plain.size, 0)
        reached.paste(mask.image, mask.origin)
        for index in tiling.of_territory[territory]:
            tile = tiling.tiles[index]
            assert territory in tile.territories and tile.box[2] - tile.box[0] <= TILE
            reached.paste(0, tile.box)
        assert reached.getbbox() is None, territory


@pytest.mark.parametrize("ruleset", ["independence", "napoleon"])
def test_a_whole_tile_is_its_territory_s_layer_and_a_composed_tile_is_the_wash_there(ruleset: str) -> None:
    """Composed from the plain base, the layers pasted in sorted order: the whole map washed from scratch, cut to
    the tile; a tile one territory covers fully is a crop of its holder's layer."""
    base = base_layer(ruleset)
    first, second = (side_style(s.name, s.colour) for s in SIDES[ruleset])
    sides = itertools.cycle([first, second, None])
    held = {territory: side for territory in sorted(base.masks) if (side := next(sides)) is not None}
    whole = washed(base, held)
    tiling = map_tiling(ruleset)
    for tile in tiling.tiles:
        layers = [base.plain if held.get(t) is None else base.washed_layer(held[t]) for t in tile.territories]
        expected = whole.crop(tile.box).tobytes()
        assert compose(base.plain, tile, layers).tobytes() == expected
        if tile.whole:
            assert layers[0].crop(tile.box).tobytes() == expected
    assert sum(tile.whole for tile in tiling.tiles) > 0


def test_the_memo_s_wash_is_the_same_whatever_it_was_washed_from() -> None:
    """Holdings washed after others (an entry handed over in place once the memo is full), in two orders: the RGB
    is the wash from scratch and the indices are the whole frame mapped to the palette, byte for byte."""
    boards = [sample_board("napoleon") for _ in range(6)]
    for turn, board in enumerate(boards):
        for n, space in enumerate(board.spaces.values()):
            if (n + turn) % 3 == 0:
                space.controller = "Allies" if space.controller == "France" else "France"
            elif (n * turn) % 7 == 1:
                space.controller = None
    for order in (boards, boards[::-1]):
        control_layers.cache_clear()
        layers = control_layers("napoleon", sides_key(order[0]))
        for board in order + order:
            fresh = washed(base_layer("napoleon"), holdings(board))
            with layers.drawing(holdings(board)) as entry:
                assert ImageChops.difference(entry.rgb, fresh).getbbox() is None
                mapped = indexed(entry.rgb, frame_palette(board))
                scanlines = entry.scanlines
                assert scanlines.crop((1, 0, scanlines.width, scanlines.height)).tobytes() == mapped.tobytes()
                assert scanlines.crop((0, 0, 1, scanlines.height)).getextrema() == (0, 0)
