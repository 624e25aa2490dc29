"""What the v2 contract asks of both toys, over the states of seeded AI games: every legal action is a command
of the verb catalogue whose options are that verb's slots in order, actions and states rebuild from JSON, the
observation keeps the state's type, each acting seat has a prompt, and the phase marker moves with the phase."""

import pytest

from rules.core.contract import GameState, Ruleset
from rules.core.dice import Dice
from rules.core.seats import parse_options
from tests.toys import toy_rulesets
from tests.toys.skirmish.ruleset import SkirmishRuleset
from tests.toys.straits.ruleset import StraitsRuleset

TOYS = list(toy_rulesets().values())


def states(ruleset: Ruleset, seed: int) -> list[GameState]:
    """Every state of one AI game (the AI playing from each seat's observation)."""
    state = ruleset.new_game(parse_options(ruleset.option_specs, {}), Dice(seed, 0))
    found = [state]
    for number in range(1, 1000):
        situation = ruleset.situation(state)
        if situation.over:
            return found
        seat = situation.to_act[0]
        action = ruleset.choose_action(ruleset.observe(state, seat), seat, Dice(seed, -number))
        state = ruleset.apply(state, seat, action, Dice(seed, number)).state
        found.append(state)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("ruleset", TOYS, ids=lambda r: r.id)
def test_every_legal_action_is_a_catalogue_command_with_its_slots_in_order(ruleset: Ruleset) -> None:
    paths = {path: verb for top in ruleset.verbs for path, verb in top.paths()}
    for state in states(ruleset, 1)[::3]:
        situation = ruleset.situation(state)
        for seat in situation.acting():
            for action in ruleset.legal_actions(state, seat):
                verb = paths[action.command()]
                assert list(action.options()) == [slot.name for slot in verb.slots], action
                assert ruleset.parse_action(action.model_dump(mode="json")) == action


@pytest.mark.parametrize("ruleset", TOYS, ids=lambda r: r.id)
def test_states_rebuild_observations_keep_their_type_and_prompts_name_a_rule(ruleset: Ruleset) -> None:
    markers = []
    for state in states(ruleset, 2):
        assert ruleset.parse_state(state.model_dump(mode="json")) == state
        for seat in (None, *state.seats):
            assert type(ruleset.observe(state, seat)) is type(state)
        situation = ruleset.situation(state)
        markers.append(situation.marker)
        for seat in situation.to_act:
            prompt = situation.prompt(seat)
            assert prompt is not None and prompt.rule and prompt.text.endswith((".", ")"))
    assert len(set(markers)) > 4 and markers[-1] == "over"


@pytest.mark.parametrize("ruleset", TOYS, ids=lambda r: r.id)
def test_seats_options_and_topics_are_declared(ruleset: Ruleset) -> None:
    specs = ruleset.seat_specs(parse_options(ruleset.option_specs, {}))
    assert len(specs) >= 2 and all(s.colour.startswith("#") and len(s.colour) == 7 for s in specs)
    topics = ruleset.topics()
    for topic in topics.topics:
        assert topics.find(topic.title.upper()) == topic
    assert "Topics" in ruleset.rules_text(None)


def test_straits_seats_follow_the_players_option() -> None:
    straits = StraitsRuleset()
    two = straits.seat_specs(parse_options(straits.option_specs, {"players": "2"}))
    assert [s.id for s in two] == ["Red", "Blue"]


def test_skirmish_names_match_ignoring_accents_and_case() -> None:
    skirmish = SkirmishRuleset()
    state = skirmish.new_game(parse_options(skirmish.option_specs, {}), Dice(0, 0))
    state = skirmish.apply(state, "Swedes", skirmish.legal_actions(state, "Swedes")[-1], Dice(0, 1)).state
    for _ in range(2):
        state = skirmish.apply(state, "Swedes", skirmish.legal_actions(state, "Swedes")[-1], Dice(0, 1)).state
    typed = skirmish.candidates(state, "Imperials", "move", {"unit": "furstenberg's foot"})
    assert typed and all(a.options()["unit"] == "Fürstenberg's Foot" for a in typed)
