"""Self-play benchmark for the War of Independence: AI against AI, win rates and the time of a whole game.

Run: python -m bench.independence_selfplay [--games N] [--first-seed S]
"""

import argparse
import statistics
import time
from collections import Counter

from rules.core.contract import Context
from rules.core.dice import Dice
from rules.independence.ruleset import IndependenceRuleset
from rules.independence.state import WoiState


def play_one(ruleset: IndependenceRuleset, seed: int) -> tuple[WoiState, int]:
    """Play one AI-vs-AI game with ``seed`` to the end; the final state and the number of actions."""
    state = ruleset.new_game({}, Dice(seed, 0))
    actions = 0
    while ruleset.result(state) is None:
        seat = ruleset.to_act(state)[0]
        dice = Dice(seed, actions + 1)
        action = ruleset.choose_action(state, seat, dice)
        ruleset.apply_in_place(state, seat, action, Context(dice))
        actions += 1
    assert isinstance(state, WoiState)
    return state, actions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--first-seed", type=int, default=0)
    args = parser.parse_args()
    ruleset = IndependenceRuleset()
    wins: Counter[str] = Counter()
    times: list[float] = []
    lengths: list[int] = []
    for seed in range(args.first_seed, args.first_seed + args.games):
        start = time.perf_counter()
        state, actions = play_one(ruleset, seed)
        times.append(time.perf_counter() - start)
        lengths.append(actions)
        wins[state.winner or "draw"] += 1
    times.sort()
    p95 = times[min(len(times) - 1, int(len(times) * 0.95))]
    print(f"games: {args.games}")
    for side in [*ruleset.sides, "draw"]:
        print(f"{side}: {wins[side]} ({100 * wins[side] / args.games:.1f}%)")
    print(f"game time: median {statistics.median(times) * 1000:.0f} ms, p95 {p95 * 1000:.0f} ms")
    print(f"actions per game: median {statistics.median(lengths):.0f}")


if __name__ == "__main__":
    main()
