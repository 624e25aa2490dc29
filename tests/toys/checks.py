"""Checks both toys' property tests share."""

from rules.core.actions import Action
from rules.core.contract import GameState, Ruleset
from rules.core.dice import Dice
from rules.core.errors import IllegalAction


def check_refusal(ruleset: Ruleset, state: GameState, seat: str, action: Action, rule_prefix: str) -> None:
    """An action not listed as legal is refused naming a rule of the game, and the state is left unchanged."""
    if action in ruleset.legal_actions(state, seat):
        return
    before = state.model_dump_json()
    try:
        ruleset.apply(state, seat, action, Dice(0, 1))
    except IllegalAction as refused:
        assert refused.rule and refused.rule.startswith(rule_prefix), refused
    else:
        raise AssertionError(f"{action.label()} was accepted though not listed as legal")
    assert state.model_dump_json() == before
