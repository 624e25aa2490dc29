"""The Discord front end's settings, all from environment variables."""

import os
from collections.abc import Mapping
from dataclasses import dataclass


@dataclass(frozen=True)
class Settings:
    """How the bot runs. ``from_env`` reads them; tests build them directly."""

    token: str = ""
    dev_guild_id: int | None = None
    gm_role: str | None = None
    db_path: str = "./courier.db"
    map_dir: str | None = None
    deadline_seconds: float = 30.0
    sync_commands: bool = True

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> "Settings":
        """Settings from ``DISCORD_TOKEN``, ``COURIER_DEV_GUILD``, ``COURIER_GM_ROLE``, ``COURIER_DB``,
        ``COURIER_MAP_DIR``, ``COURIER_DEADLINE_SECONDS`` and ``COURIER_SYNC_COMMANDS`` (``0`` turns sync off)."""
        env = os.environ if env is None else env
        guild = env.get("COURIER_DEV_GUILD", "").strip()
        if guild and not guild.isdigit():
            raise ValueError(f"COURIER_DEV_GUILD must be a server id (digits), not {guild!r}")
        return cls(
            token=env.get("DISCORD_TOKEN", "").strip(),
            dev_guild_id=int(guild) if guild else None,
            gm_role=env.get("COURIER_GM_ROLE", "").strip() or None,
            db_path=env.get("COURIER_DB", "").strip() or "./courier.db",
            map_dir=env.get("COURIER_MAP_DIR", "").strip() or None,
            deadline_seconds=float(env.get("COURIER_DEADLINE_SECONDS", "30") or 30),
            sync_commands=env.get("COURIER_SYNC_COMMANDS", "1").strip() not in ("0", "false", "no"),
        )
