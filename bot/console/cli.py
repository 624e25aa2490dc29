"""`courier console [--script FILE] [--db PATH] [--seed N] [--dice 4,6,1] [--out DIR] [--jsonl]`."""

import argparse
import asyncio
import os
import tempfile
from pathlib import Path

from bot.console.demo import guide, set_up
from bot.console.runner import Console
from bot.service.runtime import Settings
from bot.service.service import GameService

MAX_FACE = 6


def _faces(text: str) -> list[int]:
    try:
        faces = [int(x) for x in text.split(",") if x.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError(f"--dice takes faces like 4,6,1, not {text!r}") from None
    if any(not 1 <= f <= MAX_FACE for f in faces):
        raise argparse.ArgumentTypeError(f"dice faces are 1 to {MAX_FACE} (the games roll six-sided dice)")
    return faces


EPILOG = """\
lines (typed, or in a script):
  USER> /command [sub] name:value name:"two words"   a command as USER in the current channel
  USER(dm)> /hand                                     a command in USER's direct messages
  /command …                                          as the last user (interactive: `you`)
  @channel NAME                                       switch channel (one live game per channel)
  # comment
  Values may also run on unquoted up to the next name:, as in /discard unit:Minute Men territory:Boston.

examples:
  courier                                        the demo: you as the Americans against the British AI
  courier console --script game.txt --jsonl      a scripted game, one JSON line per message
  courier console --script game.txt --dice 6,1   the first two dice rolled show 6 and 1

With DISCORD_TOKEN set, `courier` with no arguments runs the Discord bot instead."""


def parser() -> argparse.ArgumentParser:
    """The console's command line."""
    p = argparse.ArgumentParser(
        prog="courier console",
        description="Play Courier games in a terminal: the Discord commands, typed as lines; maps are PNG files.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("--script", type=Path, metavar="FILE", help="run the lines of FILE instead of reading the terminal")
    p.add_argument(
        "--db", metavar="PATH", help="SQLite file (default: $COURIER_DB or ./courier.db; a fresh file for --script)"
    )
    p.add_argument("--seed", type=int, metavar="N", help="the seed of games created without seed:")
    p.add_argument("--dice", type=_faces, default=[], metavar="FACES", help="faces of the next dice rolled, e.g. 4,6,1")
    p.add_argument(
        "--out", type=Path, default=Path("out"), metavar="DIR", help="where maps and exports are written (./out)"
    )
    p.add_argument("--jsonl", action="store_true", help="print each message as one JSON line")
    return p


async def run(args: argparse.Namespace, script: list[str] | None) -> int:
    """Open the service and run the script's lines, or the interactive session."""
    settings = Settings(out_dir=args.out, scripted_dice=list(args.dice))
    if args.seed is not None:
        seed: int = args.seed
        settings.seeds = lambda: seed
    with tempfile.TemporaryDirectory() as scratch:
        default_db = str(Path(scratch) / "script.db") if args.script else os.environ.get("COURIER_DB", "courier.db")
        service = await GameService.open(args.db or default_db, settings=settings)
        try:
            console = Console(service, jsonl=args.jsonl)
            if script is not None:
                await console.script(script)
            else:
                await set_up(console)
                await console.interactive(guide(console))
        finally:
            await service.close()
    return 0


def main(argv: list[str]) -> int:
    """Run the console with ``argv`` (the arguments after `console`)."""
    cli = parser()
    args = cli.parse_args(argv)
    script = None
    if args.script:
        try:
            script = args.script.read_text().splitlines()
        except OSError as exc:
            cli.error(f"cannot read the script: {exc}")
    return asyncio.run(run(args, script))
