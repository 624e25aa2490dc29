"""Self-play benchmark for War! Age of Imperialism: AI against AI for 2–6 players; win rates by setup-order position,
how games end, the length of a game in rounds and seconds.

Run: python -m bench.imperialism_selfplay [--games N] [--players 2,3,4,5,6] [--options "k=v,k=v"] [--out F] [--jobs
J] [--cap R]. ``--cap R`` stops a game still running when round R+1 begins (for ``rounds=0``, the source's own
endings only) and records it as "still running at round R", won by the VP leaders then. Games are played round-robin
over the player counts (by ``--jobs`` worker processes) and appended to ``--out`` as JSON lines, each with the game
options it was played with (``players`` aside): a long run may be stopped at any time, and run again with the same
arguments it plays only the games the file lacks for those options. ``--summary F`` prints the table of a results
file, one table per set of options.
"""

import argparse
import json
import statistics
import time
from collections import Counter, defaultdict
from collections.abc import Iterable
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from pathlib import Path
from typing import Any

from rules.core.contract import Context
from rules.core.dice import Dice
from rules.core.seats import parse_options
from rules.imperialism.ruleset import ImperialismRuleset
from rules.imperialism.state import ImpState
from rules.imperialism.victory import victory_points


def options_text(options: dict[str, str]) -> str:
    """The game options but ``players``, as "k=v,k=v" sorted by name ("" for the defaults)."""
    return ",".join(f"{key}={value}" for key, value in sorted(options.items()) if key != "players")


def parse(text: str) -> dict[str, str]:
    """``--options`` text ("k=v,k=v") as a dict."""
    return dict(part.split("=", 1) for part in text.replace(" ", "").split(",") if part)


def play_one(options: dict[str, str], seed: int, cap: int = 0) -> dict[str, Any]:
    """One AI game: its options, winners by setup-order position, how it ended, rounds, actions, seconds; ``cap``:
    stop it when round ``cap`` + 1 begins (0: never)."""
    ruleset = ImperialismRuleset()
    start = time.perf_counter()
    state = ruleset.new_game(parse_options(ruleset.option_specs, options), Dice(seed, 0))
    assert isinstance(state, ImpState)
    setup_order = list(state.order)
    while (result := ruleset.result(state)) is None and not (cap and state.round > cap):
        seat = ruleset.to_act(state)[0]
        dice = Dice(seed, state.action_count + 1)
        action = ruleset.choose_action(ruleset.observe(state, seat), seat, dice)
        ruleset.apply_in_place(state, seat, action, Context(dice))
        state.action_count += 1
    if result is None:
        scores = {s: victory_points(state, s) for s in state.seats}
        winners, ending, rounds = [s for s in state.seats if scores[s] == max(scores.values())], \
            f"still running at round {cap}", cap
    else:
        winners, ending, rounds = result.winners, result.reason.split(" (")[0].split(", ")[0], state.round
    if ending.endswith("eliminated"):
        ending = "a player eliminated"
    return {"players": len(state.seats), "seed": seed, "options": options_text(options),
            "positions": [setup_order.index(w) for w in winners],
            "ending": ending, "rounds": rounds, "actions": state.action_count,
            "seconds": round(time.perf_counter() - start, 3)}


BAR = 5.0
"""How far (in points) a setup position's share of wins may stray from an equal share (the issue's bar)."""


def summary(games: list[dict[str, Any]]) -> str:
    """The tables of results by player count, one for each set of options in ``games``."""
    by_options: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for game in games:
        by_options[game.get("options", "")].append(game)
    return "\n".join(f"options: {options or 'the defaults'}\n{table(played)}"
                     for options, played in sorted(by_options.items()))


def table(games: list[dict[str, Any]]) -> str:
    """The table of results by player count (games played with one set of options)."""
    lines = []
    by_count: dict[int, list[dict[str, Any]]] = defaultdict(list)
    for game in games:
        by_count[game["players"]].append(game)
    for players, played in sorted(by_count.items()):
        wins: defaultdict[int, float] = defaultdict(float)
        for game in played:
            for position in game["positions"]:
                wins[position] += 1 / len(game["positions"])
        equal = 100 / players
        shares = [100 * wins[p] / len(played) for p in range(players)]
        share = ", ".join(f"{p + 1}: {value:.1f}%" for p, value in enumerate(shares))
        margin = 196 * (1 / players * (1 - 1 / players) / len(played)) ** 0.5
        outside = [str(p + 1) for p, value in enumerate(shares) if abs(value - equal) > BAR]
        verdict = f"outside ±{BAR:.0f} points: {', '.join(outside)}" if outside else f"all within ±{BAR:.0f} points"
        endings = ", ".join(f"{e} {n}" for e, n in Counter(g["ending"] for g in played).most_common())
        lines.append(
            f"{players} players, {len(played)} games — wins by setup position ({equal:.1f}% each if equal, "
            f"±{margin:.1f} by chance at 95%): {share} ({verdict}); "
            f"median {statistics.median(g['rounds'] for g in played):.0f} rounds, "
            f"{statistics.median(g['seconds'] for g in played):.1f} s, "
            f"{statistics.median(g['actions'] for g in played):.0f} actions; endings: {endings}"
        )
    return "\n".join(lines)


def _play(options: dict[str, str], cap: int, game: tuple[int, int]) -> dict[str, Any]:
    players, seed = game
    return play_one({**options, "players": str(players)}, seed, cap)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000, help="games per player count")
    parser.add_argument("--players", default="2,3,4,5,6")
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--options", default="", help='game options, e.g. "rounds=8,suez=on"')
    parser.add_argument("--out", default="", help="append each game as a JSON line to this file")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--summary", default="", help="only print the summary of a results file")
    parser.add_argument("--cap", type=int, default=0, help="stop a game still running after this round (0: never)")
    args = parser.parse_args()
    if args.summary:
        print(summary(_read(Path(args.summary))))
        return
    options = parse(args.options)
    counts = [int(p) for p in args.players.split(",")]
    out = Path(args.out) if args.out else None
    played = _read(out) if out is not None and out.exists() else []
    done = {(g["players"], g["seed"]) for g in played if g.get("options", "") == options_text(options)}
    todo = [(players, seed) for seed in range(args.first_seed, args.first_seed + args.games) for players in counts
            if (players, seed) not in done]
    play = partial(_play, options, args.cap)
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            games = _record(pool.map(play, todo, chunksize=4), out)
    else:
        games = _record(map(play, todo), out)
    print(summary(_read(out) if out is not None else games))


def _record(results: Iterable[dict[str, Any]], out: Path | None) -> list[dict[str, Any]]:
    """The games as they finish, each appended to ``out`` at once (when given)."""
    games = []
    for game in results:
        games.append(game)
        if out is not None:
            with out.open("a") as file:
                file.write(json.dumps(game) + "\n")
    return games


def _read(path: Path) -> list[dict[str, Any]]:
    """The games of a results file (JSON lines)."""
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


if __name__ == "__main__":
    main()
