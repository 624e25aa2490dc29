"""The engine contract, checked over every ruleset (tests/contract/rulesets.py): what a ruleset declares, and what
its situation, legal actions, candidates and observations promise, over whole AI games."""

import re

import pytest

from rules.core.contract import Ruleset
from rules.core.dice import Dice
from rules.core.observe import Seen, visible_events
from rules.core.seats import parse_options
from tests.contract.play import check_situation, command_paths, new_game, play
from tests.contract.rulesets import under_test

RULESETS = under_test()
COLOUR = re.compile(r"^#[0-9a-f]{6}$")
SEEDS = (3, 11)
SAMPLE_EVERY = 7


@pytest.fixture(params=sorted(RULESETS))
def ruleset(request: pytest.FixtureRequest) -> Ruleset:
    return RULESETS[request.param]


def test_seats_are_declared_with_distinct_colours(ruleset: Ruleset) -> None:
    specs = ruleset.seat_specs(parse_options(ruleset.option_specs, {}))
    assert len(specs) >= 2 and len({s.id for s in specs}) == len(specs)
    assert all(COLOUR.match(s.colour) for s in specs), specs
    assert len({s.colour for s in specs}) == len(specs)
    state = new_game(ruleset, 1)
    assert [s.id for s in specs] == state.seats


def test_every_option_default_parses_and_bad_values_are_refused(ruleset: Ruleset) -> None:
    for spec in ruleset.option_specs:
        assert spec.parse(spec.default) == spec.default
        for value in spec.values():
            spec.parse(value)
    with pytest.raises(ValueError, match="Unknown option"):
        parse_options(ruleset.option_specs, {"no-such-option": "1"})


def test_verbs_are_unique_and_described(ruleset: Ruleset) -> None:
    names = [v.name for v in ruleset.verbs]
    assert names and len(names) == len(set(names))
    for path, verb in command_paths(ruleset.verbs).items():
        assert verb.description, path
        assert len({s.name for s in verb.slots}) == len(verb.slots), path


def test_every_topic_is_found_by_its_title_and_key(ruleset: Ruleset) -> None:
    topics = ruleset.topics()
    assert topics.overview and topics.topics
    for topic in topics.topics:
        assert topics.find(topic.title) is topic or topics.find(topic.title).key == topic.key
        assert topic.text.strip(), topic.key
    with pytest.raises(ValueError, match="Unknown rules topic"):
        topics.find("zzzz no such topic")


@pytest.mark.parametrize("seed", SEEDS)
def test_whole_ai_games_keep_the_contract(ruleset: Ruleset, seed: int) -> None:
    """At sampled states: each seat to act has a prompt and legal actions, every action is a catalogue command with
    its options among the verb's slots, the pass verb is legal, candidates agree with the legal list, observing
    changes nothing; the game ends with a result."""
    last = None
    for step in play(ruleset, seed):
        last = step
        if step.seat is not None and not step.number % SAMPLE_EVERY:
            check_situation(ruleset, step.state)
    assert last is not None and ruleset.situation(last.state).result is not None


def test_public_outputs_come_from_the_public_observation(ruleset: Ruleset) -> None:
    """What the public is shown of a state equals what it is shown of that state's public observation: the
    observation holds everything the outputs need, and nothing else reaches them."""
    for step in play(ruleset, SEEDS[0]):
        if step.number % (SAMPLE_EVERY * 5):
            continue
        observed = ruleset.observe(step.state, None)
        direct, twice = Seen(ruleset, step.state, None), Seen(ruleset, observed, None)
        assert direct.status == twice.status
        assert direct.data == twice.data
        board, board_twice = direct.board, twice.board
        assert (board is None) == (board_twice is None)
        if board is not None and board_twice is not None:
            assert board.model_dump_json() == board_twice.model_dump_json()


def test_a_game_replays_to_the_same_state(ruleset: Ruleset) -> None:
    moves = [(s.number, s.seat, s.action) for s in play(ruleset, SEEDS[1]) if s.seat is not None]
    state = new_game(ruleset, SEEDS[1])
    events = []
    for number, seat, action in moves:
        assert seat is not None and action is not None
        parsed = ruleset.parse_action(action.model_dump(mode="json"))
        transition = ruleset.apply(state, seat, parsed, Dice(SEEDS[1], number))
        events += visible_events(transition.events, None)
        state = ruleset.parse_state(transition.state.model_dump(mode="json"))
    assert ruleset.situation(state).result is not None
    assert all(e.public for e in events)
