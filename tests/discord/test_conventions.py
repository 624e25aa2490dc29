"""What a well-behaved Discord bot does: no message events nor message cache, no prefix commands, and a per-user
cooldown on public maps."""

from bot.discord.invoke import MAP_COOLDOWN


async def test_the_bot_subscribes_to_no_message_events_and_caches_no_messages(harness):
    intents = harness.bot.intents
    assert intents.guilds and not (intents.guild_messages or intents.dm_messages or intents.message_content)
    assert not (intents.guild_typing or intents.guild_reactions or intents.members)
    assert harness.bot._connection.max_messages is None
    assert harness.bot.all_commands == {}, "no prefix commands: a mention of the bot is not a command"


async def test_public_maps_have_a_per_user_cooldown(harness):
    await harness.started_game()
    clock = [1000.0]
    harness.bot.runner.clock = lambda: clock[0]
    await harness.run("map")
    assert len(harness.api.posts()) == 1
    calls = await harness.run("map")
    assert len(harness.api.posts()) == 1 and "wait" in calls[-1].body["content"]
    await harness.run("map", user_id=2)
    await harness.run("map", private=True)
    assert len(harness.api.posts()) == 2, "another player, and a private map, are not held back"
    clock[0] += MAP_COOLDOWN
    await harness.run("map")
    assert len(harness.api.posts()) == 3
