"""A whole 3-power La Guerre de l'Empereur game through Discord: two humans (France, Britain) and Russia left to the
AI, raw slash-command payloads into the real bot and the real GameService; each human command is the one the AI
would choose, typed as a player would type it (offers and their answers with their subcommands)."""

from rules.core.dice import Dice
from rules.laguerre.state import LgState
from tests.discord.conftest import Harness
from tests.discord.fakediscord import CHANNEL_ID
from tests.discord.test_whole_games import MAX_COMMANDS, real  # noqa: F401  (the fixture)

USERS = {"france": 1, "britain": 2}


async def play_laguerre(h: Harness, users: dict[str, int], **new: str) -> tuple[LgState, list[str]]:
    """Open a game (``new``: the /game new options), seat ``users``, type the AI's choice for whichever of them
    must act until the game ends (every command must be accepted) and verify it; the last state seen before the
    end, and the commands typed."""
    await h.run("game new", ruleset="laguerre", **new)
    for side, user in users.items():
        await h.run("game join", side=side, user_id=user)
    await h.run("game start")
    service = h.bot.service
    state, typed = None, []
    for number in range(MAX_COMMANDS):
        record = await service.store.live_game(str(CHANNEL_ID))
        if record is None or record.status == "ended":
            break
        game = service.runtime.load(record)
        assert isinstance(game.state, LgState)
        state = game.state
        seat = next(s for s in game.ruleset.to_act(game.state) if s in users)
        action = game.ruleset.choose_action(game.seen(seat).observation, seat, Dice(number, 0))
        typed.append(action.command())
        calls = await h.run(action.command(), user_id=users[seat], **action.options())
        asked = [c for c in calls if c.custom_ids and "cannot be undone" in c.text]
        if asked:
            await h.press(asked[-1].custom_ids[0], user_id=users[seat], on=asked[-1])
        after = await service.store.live_game(str(CHANNEL_ID))
        assert after is None or after.last_action > record.last_action, (
            f"{seat}'s {action.label()} was refused: {h.api.calls[-1].payload}")
    else:
        raise AssertionError("the game did not end")
    assert "win" in h.api.posts()[-1].text.lower()
    verdict = await h.run("game verify")
    assert "verified" in "\n".join(call.text for call in verdict)
    assert state is not None
    return state, typed


async def test_a_whole_three_power_laguerre_game_through_discord(real) -> None:  # noqa: F811
    _, typed = await play_laguerre(real, USERS)
    assert len(typed) > 20
