"""`courier`: the Discord bot when DISCORD_TOKEN is set; otherwise the console (a ready game with no arguments)."""

import os
import sys


def main(argv: list[str] | None = None) -> int:
    """Run Courier: `courier` (Discord with DISCORD_TOKEN, else the console demo) or `courier console …`."""
    args = sys.argv[1:] if argv is None else argv
    from bot.service.mapfiles import warm_up
    from rules.registry import rulesets

    warm_up(list(rulesets().values()))
    token = os.environ.get("DISCORD_TOKEN")
    if token and not args:
        from bot.discord.client import run_bot

        run_bot(token)
        return 0
    from bot.console.cli import main as console_main

    if args and args[0] == "console":
        args = args[1:]
    return console_main(args)


if __name__ == "__main__":
    sys.exit(main())
