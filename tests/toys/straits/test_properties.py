"""Property tests: seeded games of AI and random moves play to the end with the invariants kept, and nothing
hidden (a seat's gold) reaches a public output."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.core.dice import Dice
from rules.core.seats import parse_options
from tests.toys.checks import check_refusal
from tests.toys.straits.board import LANDS, SEAS
from tests.toys.straits.ruleset import StraitsRuleset
from tests.toys.straits.state import Move, StraitsState

RULES = StraitsRuleset()
MAX_ACTIONS = 400


def public_outputs(state: StraitsState) -> tuple[str, str, str, str]:
    """Everything the public is shown of a state: status, board, data and the (public) prompts."""
    seen = RULES.observe(state, None)
    board = RULES.board_view(seen, None)
    prompts = str(sorted((seat, p.line()) for seat, p in RULES.situation(state).prompts.items()))
    return RULES.status_text(seen), board.model_dump_json() if board else "", str(RULES.view(seen, None)), prompts


def check_invariants(state: StraitsState) -> None:
    for land in LANDS:
        holders = [s for s, n in state.armies[land].items() if n > 0]
        assert len(holders) <= 1, f"two seats' armies share {land}"
        assert all(n > 0 for n in state.armies[land].values())
    assert all(n > 0 for sea in SEAS for n in state.fleets[sea].values())
    assert all(g is not None and g >= 0 for g in state.gold.values())
    situation = RULES.situation(state)
    for seat in situation.to_act:
        prompt = situation.prompt(seat)
        assert prompt and prompt.rule.startswith("ST-") and RULES.legal_actions(state, seat)


def play(seed: int, players: str, randomness: float) -> StraitsState:
    """One game, each acting seat choosing at random or as the AI; checks every state on the way."""
    pick = random.Random(seed)
    state = RULES.new_game(parse_options(RULES.option_specs, {"players": players, "rounds": "3"}), Dice(seed, 0))
    assert isinstance(state, StraitsState)
    for number in range(1, MAX_ACTIONS):
        check_invariants(state)
        situation = RULES.situation(state)
        if situation.over:
            return state
        seat = pick.choice(situation.acting())
        if pick.random() < randomness:
            action = pick.choice(RULES.legal_actions(state, seat))
        else:
            action = RULES.choose_action(RULES.observe(state, seat), seat, Dice(seed, -number))
        transition = RULES.apply(state, seat, action, Dice(seed, number))
        assert all(e.visible_to for e in transition.events if e.kind == "gold"), "gold events are private"
        state = transition.state
    raise AssertionError(f"no result after {MAX_ACTIONS} actions")


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from(["2", "3"]), st.sampled_from([0.0, 0.5, 1.0]))
def test_seeded_games_end_with_a_result_and_keep_the_invariants(seed: int, players: str, randomness: float) -> None:
    state = play(seed, players, randomness)
    assert state.result and set(state.result.winners) <= set(state.seats)
    assert state.result.scores == {s: len(state.lands_of(s)) for s in state.seats}


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 10_000), st.lists(st.integers(0, 40), min_size=3, max_size=3))
def test_changing_only_the_gold_changes_no_public_output(seed: int, gold: list[int]) -> None:
    state = play(seed, "3", 0.5)
    perturbed = state.model_copy(deep=True)
    perturbed.gold = dict(zip(state.seats, gold, strict=True))
    assert public_outputs(perturbed) == public_outputs(state)
    for seat, amount in zip(state.seats, gold, strict=True):
        assert RULES.observe(perturbed, seat).gold[seat] == amount, "each seat still sees its own gold"


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from(LANDS + SEAS), st.sampled_from(LANDS + SEAS))
def test_every_refused_move_names_its_rule_and_changes_nothing(seed: int, origin: str, destination: str) -> None:
    state = RULES.new_game(parse_options(RULES.option_specs, {}), Dice(seed, 0))
    assert isinstance(state, StraitsState)
    check_refusal(RULES, state, "Red", Move(origin=origin, destination=destination), "ST-")
