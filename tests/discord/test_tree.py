"""The command tree, serialised exactly as it is sent on sync, against Discord's documented limits."""

import json

import discord
from discord import app_commands

from bot.discord.config import Settings
from tests.discord.conftest import OFFLINE, start_bot
from tests.discord.validate_tree import sync_payload, valid_name, validate_payload

GAME_SUBS = ["new", "join", "leave", "start", "status", "rules", "log", "export", "verify", "end"]
GM_SUBS = ["pause", "resume", "seat", "deadline", "rollback", "skip", "edit", "dump", "roll", "end"]


def _by_name(options: list[dict]) -> dict[str, dict]:
    return {o["name"]: o for o in options}


def play_verbs(service) -> list[str]:
    """The play commands the installed rulesets declare, and /undo."""
    return [*dict.fromkeys(v.name for v in service.verbs), "undo"]


async def test_the_whole_tree_is_valid_for_discord(harness, service):
    payload = sync_payload(harness.bot.tree)
    assert validate_payload(payload) == []
    commands = _by_name(payload)
    assert sorted(commands) == sorted(["game", "gm", "map", "hand", "forces", *play_verbs(service)])
    assert len(payload) <= 100
    assert sorted(_by_name(commands["game"]["options"])) == sorted(GAME_SUBS)
    assert sorted(_by_name(commands["gm"]["options"])) == sorted(GM_SUBS)
    for command in payload:
        assert len(json.dumps(command)) < 8000


async def test_play_verbs_take_optional_autocompleted_strings(harness, service):
    commands = _by_name(sync_payload(harness.bot.tree))
    move = _by_name(commands["move"]["options"])
    assert list(move) == ["from", "units", "to", "armies"], "in the order the catalogue declares them"
    assert list(_by_name(commands["battle"]["options"])) == ["territory", "cards", "country"]
    for verb in play_verbs(service):
        for option in commands[verb].get("options", []):
            leaves = option.get("options", []) if option["type"] == 1 else [option]  # a group's subcommands (/offer)
            for leaf in leaves:
                assert leaf["type"] == 3 and leaf["autocomplete"] is True and not leaf.get("required")


async def test_gm_options_are_typed_where_discord_can_help(harness):
    gm = _by_name(_by_name(sync_payload(harness.bot.tree))["gm"]["options"])
    seat = _by_name(gm["seat"]["options"])
    assert seat["side"]["required"] and seat["side"]["autocomplete"]
    assert seat["user"]["type"] == 6 and not seat["user"].get("required")
    deadline = _by_name(gm["deadline"]["options"])
    assert [c["value"] for c in deadline["policy"]["choices"]] == ["wait", "pass", "ai"]
    assert _by_name(gm["rollback"]["options"])["to"]["type"] == 4


async def test_sync_is_global_by_default(service, discord_api, tmp_path):
    bot = await start_bot(service, Settings(token="t", deadline_seconds=0, db_path=str(tmp_path / "c.db")))
    try:
        assert list(discord_api.synced) == [None]
        assert discord_api.synced[None] == sync_payload(bot.tree)
    finally:
        await bot.close()


async def test_dev_guild_gets_the_commands_at_once(service, discord_api, tmp_path):
    settings = Settings(token="t", deadline_seconds=0, dev_guild_id=1234, db_path=str(tmp_path / "c.db"))
    bot = await start_bot(service, settings)
    try:
        assert list(discord_api.synced) == [1234]
        assert sorted(c["name"] for c in discord_api.synced[1234]) == sorted(c["name"] for c in sync_payload(bot.tree))
    finally:
        await bot.close()


async def test_commands_sync_again_only_when_they_changed_or_when_forced(service, discord_api, tmp_path):
    settings = Settings(token="t", deadline_seconds=0, db_path=str(tmp_path / "c.db"))
    for _ in range(2):
        bot = await start_bot(service, settings)
        await bot.close()
    assert len([c for c in discord_api.calls if c.method == "PUT"]) == 1, "a restart with the same commands syncs not"
    bot = await start_bot(service, settings)
    bot.tree.remove_command("undo")
    await bot.sync_commands()
    await bot.sync_commands(force=True)
    await bot.close()
    assert len([c for c in discord_api.calls if c.method == "PUT"]) == 3


async def test_every_command_but_hand_and_map_is_for_servers_only(harness):
    contexts = {c["name"]: c.get("contexts") for c in sync_payload(harness.bot.tree)}
    assert contexts.pop("hand") == [0, 1], "/hand works in servers and in the bot's DMs"
    assert contexts.pop("map") == [0, 1], "/map (your own view) works in servers and in the bot's DMs"
    assert set(map(tuple, contexts.values())) == {(0,)}, contexts


async def test_offline_settings_do_not_sync(service, discord_api):
    bot = await start_bot(service, OFFLINE)
    await bot.close()
    assert discord_api.synced == {}


def test_validator_catches_what_discord_py_lets_through():
    tree = app_commands.CommandTree(discord.Client(intents=discord.Intents.none()))

    @tree.command(name="bad", description="x" * 101)
    @app_commands.choices(c=[app_commands.Choice(name=str(i), value=i) for i in range(26)])
    async def bad(interaction: discord.Interaction, c: int, later: str | None = None) -> None: ...

    errors = validate_payload(sync_payload(tree))
    assert any("description must be 1-100" in e for e in errors)
    assert any("26 choices > 25" in e for e in errors)
    assert any("placeholder description" in e for e in errors)
    too_many = [{"name": f"c{i}", "description": "d", "type": 1} for i in range(101)]
    assert any("> 100" in e for e in validate_payload(too_many))
    huge = [
        {
            "name": "big",
            "description": "d" * 100,
            "options": [
                {
                    "name": f"o{i}",
                    "description": "d" * 100,
                    "type": 3,
                    "choices": [{"name": "n" * 100, "value": "v" * 100} for _ in range(25)],
                }
                for i in range(2)
            ],
        }
    ]
    assert any("> 8000" in e for e in validate_payload(huge))


def test_names_follow_discords_pattern():
    assert valid_name("move") and valid_name("from") and valid_name("état-major") and valid_name("x_1")
    assert not valid_name("Move") and not valid_name("two words") and not valid_name("") and not valid_name("a" * 33)
