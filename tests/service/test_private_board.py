"""The service skips a seat's own map where the ruleset says the seat sees the public map (``private_board``), and
still sends it where the board hides things (Independence's stacks)."""

from pathlib import Path
from typing import Any

import pytest

from bot.service.runtime import Settings
from bot.service.service import GameService
from rules.core.contract import Ruleset
from rules.independence.ruleset import IndependenceRuleset
from rules.napoleon.ruleset import NapoleonRuleset
from tests.service.table import Table


def counting_boards(ruleset: Ruleset, monkeypatch: pytest.MonkeyPatch) -> list[str | None]:
    """The viewers of every board the ruleset is asked for, from now on."""
    viewers: list[str | None] = []
    original = ruleset.board_view

    def board_view(observation: Any, seat: str | None) -> Any:
        viewers.append(seat)
        return original(observation, seat)

    monkeypatch.setattr(ruleset, "board_view", board_view)
    return viewers


async def started(ruleset: Ruleset, sides: tuple[str, str], tmp_path: Path) -> tuple[GameService, list[Any]]:
    """A two-human game of ``ruleset`` started in a fresh service, and what the start posted."""
    service = await GameService.open(str(tmp_path / "p.db"), {ruleset.id: ruleset}, Settings(out_dir=tmp_path))
    table = Table(service)
    await table.ok(f"you> /game new ruleset:{ruleset.id} seed:5")
    await table.ok(f"you> /game join side:{sides[0]}")
    await table.ok(f"them> /game join side:{sides[1]}")
    return service, await table.ok("you> /game start")


async def test_a_napoleon_phase_change_works_out_no_seat_board(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    ruleset = NapoleonRuleset()
    viewers = counting_boards(ruleset, monkeypatch)
    service, posted = await started(ruleset, ("France", "Allies"), tmp_path)
    await service.close()
    assert any(m.to == "channel" and m.files for m in posted), "the public map is posted"
    assert viewers and set(viewers) == {None}
    assert not any(m.to == "dm" and m.files for m in posted)


async def test_independence_still_sends_each_seat_its_own_map(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    ruleset = IndependenceRuleset()
    viewers = counting_boards(ruleset, monkeypatch)
    service, posted = await started(ruleset, ("Americans", "British"), tmp_path)
    await service.close()
    assert {"Americans", "British"} <= set(viewers)
    own_maps = {m.user_id for m in posted if m.to == "dm" and m.files}
    assert own_maps and own_maps <= {"you", "them"}
