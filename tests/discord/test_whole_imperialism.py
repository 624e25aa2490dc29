"""Whole War! Age of Imperialism games through Discord (raw slash-command payloads into the real bot, the real
GameService behind it): 3 and 6 seats with humans and AI mixed, typed as players would type them."""

import pytest

from tests.discord.conftest import Harness
from tests.discord.test_whole_games import play_to_the_end, real

__all__ = ["real"]


@pytest.mark.parametrize(("options", "users"), [
    ("players=3,rounds=2", {"Red": 1, "Blue": 2}),
    ("players=6,rounds=1", {"Green": 1, "Purple": 2, "Black": 3}),
])
async def test_a_whole_imperialism_game_through_discord(
    real: Harness, options: str, users: dict[str, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("bot.service.mapfiles.has_map", lambda _: True)  # drawing is tested in tests/maps
    monkeypatch.setattr("bot.service.mapfiles.render_maps", lambda boards: [b"\x89PNG"] * len(boards))
    first = next(iter(users.values()))
    await real.run("game new", ruleset="imperialism", options=options, user_id=first)
    for side, user in users.items():
        await real.run("game join", side=side, user_id=user)
    await real.run("game start", user_id=first)
    typed = await play_to_the_end(real, users)
    assert typed > 20
    assert "win" in real.api.posts()[-1].text.lower()
    assert any(post.files for post in real.api.posts()), "the phase posts carry the map"
    verdict = await real.run("game verify", user_id=first)
    assert "verified" in "\n".join(call.text for call in verdict)
