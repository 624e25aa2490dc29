"""Maps drawn in worker processes (``COURIER_RENDER_PROCESSES``) are the maps a thread draws."""

import io
from pathlib import Path

from PIL import Image, ImageChops

from bot.service.runtime import Settings
from bot.service.service import GameService
from maps.render import render_map
from rules.independence.ruleset import IndependenceRuleset
from tests.service.table import Table


async def test_a_worker_process_draws_the_same_maps_as_a_thread(tmp_path: Path) -> None:
    ruleset = IndependenceRuleset()
    settings = Settings(out_dir=tmp_path, render_processes=1)
    service = await GameService.open(str(tmp_path / "m.db"), {ruleset.id: ruleset}, settings)
    try:
        table = Table(service)
        await table.ok("you> /game new ruleset:independence seed:5")
        await table.ok("you> /game join side:Americans")
        await table.ok("them> /game join side:British")
        started = await table.ok("you> /game start")
        record = await service.store.live_game(table.channel)
        assert record is not None
        game = service.runtime.load(record)
        drawn = {m.user_id: Path(m.files[0]).read_bytes() for m in started if m.files}
        expected = {None: game.seen(None).board, "you": game.seen("Americans").board,
                    "them": game.seen("British").board}  # fmt: skip
        assert drawn.keys() == expected.keys()
        for user, board in expected.items():
            assert board is not None
            assert different_pixels(drawn[user], render_map(board)) <= 200

    finally:
        await service.close()


def different_pixels(png: bytes, other: bytes) -> int:
    """How many pixels of two PNGs differ visibly (the control memo may blend a few territory edges in another
    order, depending on the frames a process drew before)."""
    first, second = (Image.open(io.BytesIO(p)).convert("RGB") for p in (png, other))
    difference = ImageChops.difference(first, second).convert("L")
    return difference.point(lambda v: 255 if v > 48 else 0).histogram()[255]
