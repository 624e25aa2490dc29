"""The Discord front end's settings, all from environment variables."""

import math
import os
from collections.abc import Mapping
from dataclasses import dataclass

from bot.discord.pacing import GLOBAL_LIMIT


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
    requests_per_second: float = GLOBAL_LIMIT
    """The bot token's global rate limit at Discord (``bot.discord.pacing``)."""

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> "Settings":
        """Settings from ``DISCORD_TOKEN``, ``COURIER_DEV_GUILD``, ``COURIER_GM_ROLE``, ``COURIER_DB``,
        ``COURIER_MAP_DIR``, ``COURIER_DEADLINE_SECONDS``, ``COURIER_SYNC_COMMANDS`` (``0`` turns sync off) and
        ``COURIER_REQUESTS_PER_SECOND`` (for a bot Discord granted a global limit above 50)."""
        env = os.environ if env is None else env
        guild = env.get("COURIER_DEV_GUILD", "").strip()
        if guild and not guild.isdigit():
            raise ValueError(f"COURIER_DEV_GUILD must be a server id (digits), not {guild!r}")
        rate = env.get("COURIER_REQUESTS_PER_SECOND", "").strip()
        per_second = _positive(rate) if rate else GLOBAL_LIMIT
        if per_second is None:
            raise ValueError(f"COURIER_REQUESTS_PER_SECOND must be a number above 0, not {rate!r}")
        return cls(
            token=env.get("DISCORD_TOKEN", "").strip(),
            dev_guild_id=int(guild) if guild else None,
            gm_role=env.get("COURIER_GM_ROLE", "").strip() or None,
            db_path=env.get("COURIER_DB", "").strip() or "./courier.db",
            map_dir=env.get("COURIER_MAP_DIR", "").strip() or None,
            deadline_seconds=float(env.get("COURIER_DEADLINE_SECONDS", "30") or 30),
            sync_commands=env.get("COURIER_SYNC_COMMANDS", "1").strip() not in ("0", "false", "no"),
            requests_per_second=per_second,
        )


def _positive(text: str) -> float | None:
    """``text`` as a finite number above 0, else None."""
    try:
        number = float(text)
    except ValueError:
        return None
    return number if math.isfinite(number) and number > 0 else None
