"""La Guerre balance runs in resumable chunks: plays chunks of AI games (``bench.laguerre_selfplay``) interleaved
over player counts, appends each finished chunk's summary to a results file (``## p2_c00 seeds from 1000`` and
the bench's lines) and each game to a JSON-lines file beside it, and skips the chunks already there, so a run
stopped at any point resumes where it stopped. ``--pool`` prints the games recorded so far, pooled by player count
(``--rescore``: scored with the current standard bids, which change no play).

Run: nice -n 10 python -m bench.laguerre_chunks --out bench/results/laguerre_advanced.txt --players 2,4,7
[--chunks 20] [--size 50] [--first-seed 1000] [--game advanced] [--set key=value ...] [--pool]
"""

import argparse
import json
import statistics
from collections import defaultdict
from pathlib import Path
from typing import Any

from bench.laguerre_selfplay import Game, play_one, report
from rules.core.seats import parse_options
from rules.laguerre.powers import THRESHOLDS, standard_bids
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
    bids = standard_bids(options) if options["bids"] == "standard" else {}
    with games_file.open("a") as records:
        for seed in range(first, first + args.size):
            game = play_one(options, seed)
            games.append(game)
            records.write(json.dumps({"players": players, "seed": seed, "shares": game[0], "winners": game[1],
                                      "actions": game[2], "seconds": round(game[3], 2),
                                      "bids": {p: bids.get(p, 0) for p in game[0]}}) + "\n")
            records.flush()
    lines = [f"## p{players}_c{chunk:02d} seeds from {first}",
             *report(games, str(players), args.ends, args.game)]
    with out.open("a") as summary:
        summary.write("\n".join(lines) + "\n")
    print(lines[0], "|", " ".join(line.split("  share")[0] for line in lines[2:-1]), flush=True)


def rescored(record: dict[str, Any], bids: dict[str, int]) -> tuple[dict[str, float], list[str]]:
    """A recorded game's shares and winners had each power paid ``bids`` instead of the bids it was played with:
    exact, because no AI or rule reads the VP totals, so the bids change no play (LG-BID-3/4)."""
    played_with: dict[str, int] = record.get("bids", {})
    shares = {p: v + (played_with.get(p, 0) - bids.get(p, 0)) / THRESHOLDS[p].win
              for p, v in record["shares"].items()}
    best = max(shares.values())
    return shares, [p for p, v in shares.items() if v >= best - 1e-9]


def pool(games_file: Path, bids: dict[str, int] | None) -> list[str]:
    """Each player count's pooled win rates and mean shares over the recorded games (one record per seed),
    re-scored with ``bids`` when given."""
    by_count: dict[int, dict[int, dict[str, Any]]] = defaultdict(dict)
    for line in games_file.read_text().splitlines():
        record = json.loads(line)
        by_count[record["players"]][record["seed"]] = record
    lines = []
    for players in sorted(by_count):
        records = list(by_count[players].values())
        wins: dict[str, float] = defaultdict(float)
        shares: dict[str, list[float]] = defaultdict(list)
        for record in records:
            game_shares, winners = (record["shares"], record["winners"]) if bids is None else rescored(record, bids)
            for power in winners:
                wins[power] += 1 / len(winners)
            for power, value in game_shares.items():
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
    parser.add_argument("--rescore", action="store_true",
                        help="with --pool: score every recorded game with the current standard bids of --game")
    args = parser.parse_args()
    games_file = args.out.with_suffix(".jsonl")
    if args.pool:
        bids = standard_bids({"game": args.game}) if args.rescore else None
        print("\n".join(pool(games_file, bids)))
        return
    done = args.out.read_text() if args.out.exists() else ""
    for chunk in range(args.chunks):
        for players in (int(p) for p in args.players.split(",")):
            if f"## p{players}_c{chunk:02d} " not in done:
                run_chunk(args.out, games_file, players, chunk, args)


if __name__ == "__main__":
    main()
