"""La Guerre balance runs in resumable chunks: plays chunks of AI games (``bench.laguerre_selfplay``) interleaved
over player counts, appends each finished chunk's summary to a results file (``## p2_c00 seeds from 1000`` and
the bench's lines) and each game to a JSON-lines file beside it, and skips the chunks already there, so a run
stopped at any point resumes where it stopped. ``--pool`` prints the games recorded so far, pooled by player count.

Run: nice -n 10 python -m bench.laguerre_chunks --out bench/results/laguerre_advanced.txt --players 2,4,7
[--chunks 20] [--size 50] [--first-seed 1000] [--game advanced] [--set key=value ...] [--pool]
"""

import argparse
import json
import statistics
from collections import defaultdict
from pathlib import Path

from bench.laguerre_selfplay import Game, play_one, report
from rules.core.seats import parse_options
from rules.laguerre.ruleset import LaGuerreRuleset


def options_for(players: int, args: argparse.Namespace) -> dict[str, str]:
    """The game options of one run: the player count, end year, game and any ``--set key=value``."""
    raw = {"players": str(players), "ends": args.ends, "game": args.game}
    raw.update(dict(item.split("=", 1) for item in args.set))
    return parse_options(LaGuerreRuleset.option_specs, raw)


def run_chunk(out: Path, games_file: Path, players: int, chunk: int, args: argparse.Namespace) -> None:
    """Plays one chunk and appends its summary and games (the summary last: a chunk is done once it is there)."""
    first = args.first_seed + chunk * args.size
    options = options_for(players, args)
    games: list[Game] = []
    with games_file.open("a") as records:
        for seed in range(first, first + args.size):
            game = play_one(options, seed)
            games.append(game)
            records.write(json.dumps({"players": players, "seed": seed, "shares": game[0], "winners": game[1],
                                      "actions": game[2], "seconds": round(game[3], 2)}) + "\n")
            records.flush()
    lines = [f"## p{players}_c{chunk:02d} seeds from {first}",
             *report(games, str(players), args.ends, args.game)]
    with out.open("a") as summary:
        summary.write("\n".join(lines) + "\n")
    print(lines[0], "|", " ".join(line.split("  share")[0] for line in lines[2:-1]), flush=True)


def pool(games_file: Path) -> list[str]:
    """Each player count's pooled win rates and mean shares over the recorded games (one record per seed)."""
    by_count: dict[int, dict[int, dict[str, object]]] = defaultdict(dict)
    for line in games_file.read_text().splitlines():
        record = json.loads(line)
        by_count[record["players"]][record["seed"]] = record
    lines = []
    for players in sorted(by_count):
        records = list(by_count[players].values())
        wins: dict[str, float] = defaultdict(float)
        shares: dict[str, list[float]] = defaultdict(list)
        for record in records:
            winners = record["winners"]
            assert isinstance(winners, list)
            for power in winners:
                wins[power] += 1 / len(winners)
            assert isinstance(record["shares"], dict)
            for power, value in record["shares"].items():
                shares[power].append(value)
        cells = ", ".join(f"{p} {wins[p] / len(records):.1%} ({statistics.mean(v):.0%})" for p, v in shares.items())
        lines.append(f"{players} players, {len(records)} games: {cells}; bar {2 / len(shares):.1%}")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, required=True, help="the results file (a .jsonl of games beside it)")
    parser.add_argument("--players", default="2,4,7")
    parser.add_argument("--chunks", type=int, default=20, help="chunks per player count")
    parser.add_argument("--size", type=int, default=50, help="games per chunk")
    parser.add_argument("--first-seed", type=int, default=1000)
    parser.add_argument("--ends", default="1810")
    parser.add_argument("--game", default="advanced", choices=("standard", "advanced"))
    parser.add_argument("--set", action="append", default=[], help="another game option, key=value")
    parser.add_argument("--pool", action="store_true", help="only print the pooled results so far")
    args = parser.parse_args()
    games_file = args.out.with_suffix(".jsonl")
    if args.pool:
        print("\n".join(pool(games_file)))
        return
    done = args.out.read_text() if args.out.exists() else ""
    for chunk in range(args.chunks):
        for players in (int(p) for p in args.players.split(",")):
            if f"## p{players}_c{chunk:02d} " not in done:
                run_chunk(args.out, games_file, players, chunk, args)


if __name__ == "__main__":
    main()
