"""Self-play benchmark for La Guerre de l'Empereur: AI against AI (non-player powers run by the rules), each
power's share of its victory threshold and its win rate, for a player count and end year.

Run: python -m bench.laguerre_selfplay [--games N] [--players P] [--ends 1810|1815] [--game standard|advanced]
[--first-seed S] [--jobs J]
"""

import argparse
import statistics
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from functools import partial

from rules.core.contract import Context
from rules.core.dice import Dice
from rules.core.seats import parse_options
from rules.laguerre.ruleset import LaGuerreRuleset
from rules.laguerre.state import LgState
from rules.laguerre.victory import share

Game = tuple[dict[str, float], list[str], int, float]
"""Each played power's share of its threshold, the winners, actions and seconds of one game."""


def play_one(options: dict[str, str], seed: int) -> Game:
    """One AI game from ``seed``: each played power's share of its threshold, the winners, actions, seconds."""
    ruleset = LaGuerreRuleset()
    start = time.perf_counter()
    state = ruleset.new_game(options, Dice(seed, 0))
    assert isinstance(state, LgState)
    while ruleset.result(state) is None:
        seat = ruleset.to_act(state)[0]
        dice = Dice(seed, state.action_count + 1)
        action = ruleset.choose_action(ruleset.observe(state, seat), seat, dice)
        ruleset.apply_in_place(state, seat, action, Context(dice))
        state.action_count += 1
    shares = {p: share(state, p) for p in state.played}
    winners = [state.power_of[s] for s in state.winners]
    return shares, winners, state.action_count, time.perf_counter() - start


def report(games: list[Game], players: str, ends: str, game: str) -> list[str]:
    """The bench's summary lines for ``games``: each power's win rate (ties share a win) and mean and median share
    of its threshold, flagged when over twice the fair share; then the median game time and length."""
    wins: dict[str, float] = defaultdict(float)
    shares: dict[str, list[float]] = defaultdict(list)
    for game_shares, winners, _, _ in games:
        for power, value in game_shares.items():
            shares[power].append(value)
        for power in winners:
            wins[power] += 1 / len(winners)
    fair = 1 / len(shares)
    lines = [f"games: {len(games)}, players: {players}, ends: {ends}, game: {game}; fair share of wins {fair:.0%}"]
    for power, values in shares.items():
        rate = wins[power] / len(games)
        flag = "  (over twice the fair share)" if rate > 2 * fair else ""
        lines.append(f"{power:8s} win {rate:6.1%}  share of threshold: mean {statistics.mean(values):.0%}, "
                     f"median {statistics.median(values):.0%}{flag}")
    times = sorted(g[3] for g in games)
    lines.append(f"game time: median {statistics.median(times):.2f} s; actions per game: median "
                 f"{statistics.median(g[2] for g in games):.0f}")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--players", default="3")
    parser.add_argument("--ends", default="1810")
    parser.add_argument("--game", default="standard", choices=("standard", "advanced"),
                        help="the standard game (every advanced section off) or the advanced game")
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    args = parser.parse_args()
    options = parse_options(LaGuerreRuleset.option_specs,
                            {"players": args.players, "ends": args.ends, "game": args.game})
    seeds = range(args.first_seed, args.first_seed + args.games)
    play = partial(play_one, options)
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            games = list(pool.map(play, seeds, chunksize=10))
    else:
        games = [play(seed) for seed in seeds]
    print("\n".join(report(games, args.players, args.ends, args.game)))

if __name__ == "__main__":
    main()
