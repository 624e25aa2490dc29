"""A whole 2-power La Guerre de l'Empereur game with spies (the advanced game) through Discord: France and Great
Britain are humans whose every command is the one the AI would choose, typed as a player would type it (agents
entered, moved and spying with /agent). Every spy report reaches its owner's DMs, and no other player's DMs, no
channel post and no public reply."""

from rules.core.dice import Dice
from rules.laguerre.state import LgState
from tests.discord.fakediscord import CHANNEL_ID
from tests.discord.test_whole_games import MAX_COMMANDS, real  # noqa: F401  (the fixture)

USERS = {"france": 1, "britain": 2}


async def test_a_whole_laguerre_game_with_spies_through_discord(real) -> None:  # noqa: F811
    h = real
    await h.run("game new", ruleset="laguerre", options="players=2")
    for side, user in USERS.items():
        await h.run("game join", side=side, user_id=user)
    await h.run("game start")
    service = h.bot.service
    state: LgState | None = None
    agent_commands = 0
    for typed in range(MAX_COMMANDS):
        record = await service.store.live_game(str(CHANNEL_ID))
        if record is None or record.status == "ended":
            break
        game = service.runtime.load(record)
        assert isinstance(game.state, LgState)
        state = game.state
        seat = next(s for s in game.ruleset.to_act(game.state) if s in USERS)
        action = game.ruleset.choose_action(game.seen(seat).observation, seat, Dice(typed, 0))
        agent_commands += action.command().startswith("agent")
        calls = await h.run(action.command(), user_id=USERS[seat], **action.options())
        asked = [c for c in calls if c.custom_ids and "cannot be undone" in c.text]
        if asked:
            await h.press(asked[-1].custom_ids[0], user_id=USERS[seat], on=asked[-1])
        after = await service.store.live_game(str(CHANNEL_ID))
        assert after is None or after.last_action > record.last_action, (
            f"{seat}'s {action.label()} was refused: {h.api.calls[-1].payload}")
    else:
        raise AssertionError("the game did not end")
    assert "win" in h.api.posts()[-1].text.lower()
    assert agent_commands > 0 and state is not None and state.reports, "the players' agents made no report"
    channel = "\n".join(c.text for c in h.api.posts())
    for report in state.reports:
        assert report.text not in channel
        for power, user in USERS.items():
            dms = "\n".join(c.text for c in h.api.dms(user))
            assert (report.text in dms) == (power in report.to), (power, report.text)
    verdict = await h.run("game verify")
    assert "verified" in "\n".join(call.text for call in verdict)
