"""A whole 2-power La Guerre de l'Empereur game with spies (the advanced game) through Discord: France and Great
Britain are humans whose every command is the one the AI would choose, typed as a player would type it (agents
entered, moved and spying with /agent). Every spy report reaches its owner's DMs, and no other player's DMs and no
channel post."""

from tests.discord.test_whole_games import real  # noqa: F401  (the fixture)
from tests.discord.test_whole_laguerre import play_laguerre

USERS = {"france": 1, "britain": 2}


async def test_a_whole_laguerre_game_with_spies_through_discord(real) -> None:  # noqa: F811
    h = real
    state, typed = await play_laguerre(h, USERS, options="players=2")
    assert any(command.startswith("agent") for command in typed) and state.reports, "no agent made a report"
    channel = "\n".join(c.text for c in h.api.posts())
    for report in state.reports:
        assert report.text not in channel
        for power, user in USERS.items():
            dms = "\n".join(c.text for c in h.api.dms(user))
            assert (report.text in dms) == (power in report.to), (power, report.text)
