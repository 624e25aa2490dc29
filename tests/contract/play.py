"""Playing a ruleset's games as the service does (the AI choosing from its seat's observation), state by state."""

from collections.abc import Iterator
from dataclasses import dataclass

from rules.core.contract import Action, GameState, Ruleset
from rules.core.dice import Dice
from rules.core.seats import parse_options


@dataclass(frozen=True)
class Step:
    """One state of a game, the seat that acted in it and its action (None at the end)."""

    number: int
    state: GameState
    seat: str | None
    action: Action | None


def new_game(ruleset: Ruleset, seed: int, options: dict[str, str] | None = None) -> GameState:
    """A new game with the ruleset's defaults (and ``options``)."""
    return ruleset.new_game(parse_options(ruleset.option_specs, options or {}), Dice(seed, 0))


def play(ruleset: Ruleset, seed: int, limit: int = 20_000, options: dict[str, str] | None = None) -> Iterator[Step]:
    """Every state of one AI-versus-AI game (the AI deciding from observations), to the end or ``limit`` actions."""
    state = new_game(ruleset, seed, options)
    for number in range(1, limit + 1):
        situation = ruleset.situation(state)
        if situation.over or not situation.to_act:
            yield Step(number, state, None, None)
            return
        seat = situation.to_act[0]
        action = ruleset.choose_action(ruleset.observe(state, seat), seat, Dice(seed + 1, number))
        yield Step(number, state, seat, action)
        state = ruleset.apply(state, seat, action, Dice(seed, number)).state
    raise AssertionError(f"{ruleset.id} seed {seed}: no end after {limit} actions")
