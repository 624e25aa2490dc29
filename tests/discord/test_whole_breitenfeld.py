"""A whole (short) Breitenfeld game through the offline Discord harness: each command the AI's choice, typed as a
player types it (multi-line `/orders` included), on the real service; the phase posts carry the hex map."""

from tests.discord.conftest import Harness
from tests.discord.test_whole_games import play_to_the_end, real  # noqa: F401  (the fixture)


async def test_a_whole_breitenfeld_game_through_discord(real: Harness) -> None:  # noqa: F811
    users = {"imperialist": 1, "allied": 2}
    await real.run("game new", ruleset="breitenfeld", options="turns=4", seed="9")
    for side, user in users.items():
        await real.run("game join", side=side, user_id=user)
    await real.run("game start")
    typed = await play_to_the_end(real, users)
    assert typed > 20
    assert "victory points" in real.api.posts()[-1].text.lower()
    assert any(post.files for post in real.api.posts()), "the phase posts carry the map"
    verdict = await real.run("game verify")
    assert "verified" in "\n".join(call.text for call in verdict)
