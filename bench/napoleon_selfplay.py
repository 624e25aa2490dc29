"""Self-play benchmark for Napoleonic Europe: AI against AI, win rates, how games end, the time of a game.

Run: python -m bench.napoleon_selfplay [--games N] [--first-seed S] [--jobs J] [--options "home_defence=off"]
"""

import argparse
import statistics
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from functools import partial

from bot.service.inputs import game_options
from rules.core.contract import Context
from rules.core.dice import Dice
from rules.core.seats import parse_options
from rules.napoleon.countries import SIDES
from rules.napoleon.ruleset import NapoleonRuleset


def play_one(options: dict[str, str], seed: int) -> tuple[str, str, int, int, float]:
    """One AI-vs-AI game from ``seed`` with ``options``: winner, how it ended, rounds, actions, seconds.
    Each AI decides from what its seat observes."""
    ruleset = NapoleonRuleset()
    start = time.perf_counter()
    state = ruleset.new_game(options, Dice(seed, 0))
    while (result := ruleset.result(state)) is None:
        seat = ruleset.to_act(state)[0]
        dice = Dice(seed, state.action_count + 1)
        action = ruleset.choose_action(ruleset.observe(state, seat), seat, dice)
        ruleset.apply_in_place(state, seat, action, Context(dice))
        state.action_count += 1
    ending = result.reason.split(":")[0]
    return result.winners[0], ending, state.round, state.action_count, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--options", default="", help='game options, e.g. "home_defence=off, rounds=12"')
    args = parser.parse_args()
    seeds = range(args.first_seed, args.first_seed + args.games)
    play = partial(play_one, parse_options(NapoleonRuleset().option_specs, game_options(args.options)))
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            games = list(pool.map(play, seeds, chunksize=20))
    else:
        games = [play(seed) for seed in seeds]
    wins = Counter(g[0] for g in games)
    endings = Counter(f"{g[0]}: {g[1]}" for g in games)
    times = sorted(g[4] for g in games)
    p95 = times[min(len(times) - 1, int(len(times) * 0.95))]
    print(f"games: {args.games}, options: {args.options or 'defaults'}")
    for side in SIDES:
        print(f"{side}: {wins[side]} ({100 * wins[side] / args.games:.1f}%)")
    for ending, count in endings.most_common():
        print(f"  {count:5d}  {ending}")
    print(f"game time: median {statistics.median(times) * 1000:.0f} ms, p95 {p95 * 1000:.0f} ms")
    rounds = [g[2] for g in games]
    print(f"rounds per game: median {statistics.median(rounds):.0f}, mean {statistics.mean(rounds):.2f}")
    print(f"rounds: {', '.join(f'{r}: {n}' for r, n in sorted(Counter(rounds).items()))}")
    print(f"actions per game: median {statistics.median(g[3] for g in games):.0f}")


if __name__ == "__main__":
    main()
