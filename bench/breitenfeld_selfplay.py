"""Self-play benchmark for Breitenfeld: AI against AI, win rates, how games end, the time of a game.

Run: nice python -m bench.breitenfeld_selfplay [--games N] [--first-seed S] [--jobs J] [--options "turns=18"]
Nothing is hidden in Breitenfeld, so each AI decides from the state itself (what its observation would copy).
"""

import argparse
import json
import statistics
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from pathlib import Path

from rules.breitenfeld.ruleset import BreitenfeldRuleset
from rules.breitenfeld.state import BreitenfeldState
from rules.core.contract import Context
from rules.core.dice import Dice
from rules.core.seats import parse_options


def ending(state: BreitenfeldState) -> str:
    """How a finished game ended: which armies were demoralized, whether cavalry left the map, and why it stopped."""
    assert state.result is not None
    armies = "+".join(sorted(state.demoralized)) or "none"
    exits = "exits" if any(p.exited for p in state.pieces) else "no exits"
    stop = "turn limit" if "last turn" in state.result.reason else "army gone"
    return f"{stop}, demoralized: {armies}, {exits}"


def play_one(options: dict[str, str], seed: int) -> tuple[str, str, int, int, float, dict[str, int]]:
    """One AI-vs-AI game: winner ("draw" when none), how it ended, turns, actions, seconds, scores."""
    ruleset = BreitenfeldRuleset()
    start = time.perf_counter()
    state = ruleset.new_game(parse_options(ruleset.option_specs, options), Dice(seed, 0))
    assert isinstance(state, BreitenfeldState)
    while (result := ruleset.result(state)) is None:
        seat = ruleset.to_act(state)[0]
        dice = Dice(seed, state.action_count + 1)
        action = ruleset.choose_action(state, seat, Dice(seed + 1, state.action_count + 1))
        ruleset.apply_in_place(state, seat, action, Context(dice))
        state.action_count += 1
    winner = result.winners[0] if result.winners else "draw"
    return winner, ending(state), state.turn, state.action_count, time.perf_counter() - start, result.scores


def option_text(text: str) -> dict[str, str]:
    """Options written "key=value, key=value"."""
    pairs = [part.split("=", 1) for part in text.split(",") if "=" in part]
    return {key.strip(): value.strip() for key, value in pairs}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--options", default="", help='game options, e.g. "turns=18"')
    parser.add_argument("--log", default="", help="append each game as a JSON line to this file as it ends")
    parser.add_argument("--summarize", nargs="*", default=[], help="only summarize these --log files")
    args = parser.parse_args()
    if args.summarize:
        logged = [json.loads(line) for name in args.summarize for line in Path(name).read_text().splitlines()]
        report([tuple(game[1:]) for game in logged], "from logs")
        return
    seeds = range(args.first_seed, args.first_seed + args.games)
    play = partial(play_one, option_text(args.options))
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            games = list(pool.map(play, seeds, chunksize=5))
    else:
        games = []
        for seed in seeds:
            games.append(play(seed))
            if args.log:
                with open(args.log, "a", encoding="utf-8") as log:
                    log.write(json.dumps([seed, *games[-1]]) + "\n")
    report(games, args.options or "defaults")


def report(games: list[tuple], options: str) -> None:
    """Win rates, how games ended, time and points."""
    wins = Counter(g[0] for g in games)
    print(f"games: {len(games)}, options: {options}")
    for side in ("imperialist", "allied", "draw"):
        print(f"{side}: {wins[side]} ({100 * wins[side] / len(games):.1f}%)")
    for how, count in Counter(f"{g[0]}: {g[1]}" for g in games).most_common():
        print(f"  {count:5d}  {how}")
    times = sorted(g[4] for g in games)
    print(f"game time: median {statistics.median(times) * 1000:.0f} ms, max {times[-1] * 1000:.0f} ms")
    print(f"actions per game: median {statistics.median(g[3] for g in games):.0f}")
    for seat in ("imperialist", "allied"):
        print(f"{seat} points: mean {statistics.mean(g[5].get(seat, 0) for g in games):.1f}")


if __name__ == "__main__":
    main()
