"""Playing a ruleset's games as the service does (the AI choosing from its seat's observation), state by state."""

from collections.abc import Iterator
from dataclasses import dataclass

from pydantic import BaseModel

from rules.core.catalogue import Verb
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


def command_paths(verbs: list[Verb]) -> dict[str, Verb]:
    """Every leaf command of a catalogue by its path ("move", "offer accept")."""
    return {path: verb for top in verbs for path, verb in top.paths()}


def shared_mutables(copy: object, original: object) -> list[object]:
    """The lists, dicts, sets and unfrozen models that ``copy`` and ``original`` hold in common (walked together)."""
    if isinstance(copy, BaseModel) and isinstance(original, BaseModel):
        shared = [copy] if copy is original and not copy.model_config.get("frozen") else []
        return shared + shared_mutables(dict(copy), dict(original))
    if isinstance(copy, dict | list | set) and copy is original:
        return [copy]
    if isinstance(copy, dict) and isinstance(original, dict):
        return [x for k in copy.keys() & original.keys() for x in shared_mutables(copy[k], original[k])]
    if isinstance(copy, list | tuple) and isinstance(original, list | tuple):
        return [x for a, b in zip(copy, original, strict=False) for x in shared_mutables(a, b)]
    return []


def check_situation(ruleset: Ruleset, state: GameState) -> None:
    """The contract at one state: each seat to act has a prompt and legal actions, every action is a catalogue
    command with its options among the verb's slots, the pass verb is legal, candidates agree with the legal list,
    every seat's legal count is the length of its legal list, the copy ``apply`` changes equals the state and
    shares nothing mutable with it, observing changes nothing."""
    paths = command_paths(ruleset.verbs)
    situation = ruleset.situation(state)
    before = state.model_dump_json()
    for seat in situation.to_act:
        prompt = situation.prompt(seat)
        assert prompt is not None and prompt.text, (seat, situation)
        legal = ruleset.legal_actions(state, seat)
        assert legal, (seat, situation.heading)
        assert ruleset.legal_count(state, seat) == len(legal), (seat, situation.heading)
        commands = {a.command() for a in legal}
        if prompt.pass_verb is not None:
            assert prompt.pass_verb in commands, (prompt, commands)
        for action in legal:
            verb = paths.get(action.command())
            assert verb is not None, f"/{action.command()} is not in the catalogue"
            assert set(action.options()) <= {s.name for s in verb.slots}, (action, verb)
        for command in commands:
            expected = [a for a in legal if a.command() == command]
            assert ruleset.candidates(state, seat, command, {}) == expected
            chosen = dict(list(expected[0].options().items())[:1])
            narrowed = ruleset.candidates(state, seat, command, chosen)
            assert expected[0] in narrowed and set(map(str, narrowed)) <= set(map(str, expected))
        ruleset.observe(state, seat)
    for seat in set(state.seats) - set(situation.to_act):
        assert ruleset.legal_count(state, seat) == len(ruleset.legal_actions(state, seat)), seat
    ruleset.observe(state, None)
    assert state.model_dump_json() == before, "observe changed the state"
    copy = ruleset.copy_state(state)
    assert type(copy) is type(state) and copy == state and copy.model_dump_json() == before
    assert not shared_mutables(copy, state), "the copy shares a mutable value with the state"
