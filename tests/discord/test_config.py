"""Settings from the environment."""

import pytest

from bot.discord.config import Settings


def test_defaults():
    settings = Settings.from_env({})
    assert settings.token == "" and settings.dev_guild_id is None and settings.gm_role is None
    assert settings.db_path == "./courier.db" and settings.deadline_seconds == 30 and settings.sync_commands


def test_every_variable():
    env = {
        "DISCORD_TOKEN": " abc ",
        "COURIER_DEV_GUILD": "123456789012345678",
        "COURIER_GM_ROLE": "Umpire",
        "COURIER_DB": "/data/courier.db",
        "COURIER_MAP_DIR": "/data/maps",
        "COURIER_DEADLINE_SECONDS": "10",
        "COURIER_SYNC_COMMANDS": "0",
    }
    settings = Settings.from_env(env)
    assert settings == Settings("abc", 123456789012345678, "Umpire", "/data/courier.db", "/data/maps", 10.0, False)


def test_a_bad_guild_id_is_refused():
    with pytest.raises(ValueError, match="COURIER_DEV_GUILD"):
        Settings.from_env({"COURIER_DEV_GUILD": "my server"})
