"""Self-play benchmark for the War of Independence: AI against AI, win rates, game length and the activity of each
year (moves and battles), with what each side has left at the end of each year (leaders on the board, leaders
captured, units on the board and in the pile, treasury) to see whether the late game runs dry.

Run: python -m bench.independence_selfplay [--games N] [--first-seed S]
"""

import argparse
import statistics
import time
from collections import Counter, defaultdict

from rules.core.contract import Context
from rules.core.dice import Dice
from rules.independence.ruleset import IndependenceRuleset
from rules.independence.state import FIRST_YEAR, LAST_YEAR, WoiState
from rules.independence.units import LEADER, SIDES, side_of, unit_type

YEARS = range(FIRST_YEAR, LAST_YEAR + 1)


class Tally:
    """Activity and holdings summed over games, by year."""

    def __init__(self) -> None:
        self.moves: Counter[int] = Counter()
        self.battles: Counter[int] = Counter()
        self.idle: Counter[int] = Counter()
        self.holdings: dict[tuple[int, str, str], list[int]] = defaultdict(list)

    def year_end(self, state: WoiState, year: int, moved: int, fought: int) -> None:
        """Record one game's year: its moves and battles, and what each side holds at its end."""
        self.moves[year] += moved
        self.battles[year] += fought
        self.idle[year] += int(moved == 0 and fought == 0)
        for side in SIDES:
            on_board = [c for chits in state.board.values() for c in chits if side_of(c) == side]
            self.holdings[(year, side, "leaders")].append(sum(unit_type(c).type == LEADER for c in on_board))
            self.holdings[(year, side, "captured")].append(len(state.set_aside[side]))
            self.holdings[(year, side, "units")].append(len(on_board))
            self.holdings[(year, side, "pile")].append(len(state.piles[side]))
            self.holdings[(year, side, "treasury")].append(state.treasury[side])


def play_one(ruleset: IndependenceRuleset, seed: int, tally: Tally | None = None) -> tuple[WoiState, int]:
    """Play one AI-vs-AI game with ``seed`` to the end (each AI decides from its own observation); the final
    state and the number of actions."""
    state = ruleset.new_game({}, Dice(seed, 0))
    assert isinstance(state, WoiState)
    actions, year, moved, fought = 0, FIRST_YEAR, 0, 0
    while ruleset.result(state) is None:
        seat = ruleset.to_act(state)[0]
        dice = Dice(seed, actions + 1)
        action = ruleset.choose_action(ruleset.observe(state, seat), seat, dice)
        ctx = Context(dice)
        ruleset.apply_in_place(state, seat, action, ctx)
        actions += 1
        moved += sum(e.kind == "move" for e in ctx.events)
        fought += sum(e.kind == "battle" for e in ctx.events)
        if tally is not None and (state.year != year or state.over):
            tally.year_end(state, year, moved, fought)
            year, moved, fought = state.year, 0, 0
    return state, actions


def _mean(values: list[int]) -> str:
    return f"{statistics.mean(values):.1f}" if values else "-"


def report(tally: Tally, games: int) -> list[str]:
    """The per-year table: moves and battles per game, games with no move or battle, and holdings."""
    lines = ["year | moves/game | battles/game | idle games | leaders on board B/A | captured B/A | units B/A | "
             "pile B/A | treasury B/A"]
    for year in YEARS:
        def pair(what: str, y: int = year) -> str:
            return "/".join(_mean(tally.holdings[(y, side, what)]) for side in SIDES)

        lines.append(
            f"{year} | {tally.moves[year] / games:.1f} | {tally.battles[year] / games:.1f} | {tally.idle[year]} | "
            f"{pair('leaders')} | {pair('captured')} | {pair('units')} | {pair('pile')} | {pair('treasury')}"
        )
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--first-seed", type=int, default=0)
    args = parser.parse_args()
    ruleset = IndependenceRuleset()
    wins: Counter[str] = Counter()
    times: list[float] = []
    lengths: list[int] = []
    tally = Tally()
    for seed in range(args.first_seed, args.first_seed + args.games):
        start = time.perf_counter()
        state, actions = play_one(ruleset, seed, tally)
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
    print("\n".join(report(tally, args.games)))


if __name__ == "__main__":
    main()
