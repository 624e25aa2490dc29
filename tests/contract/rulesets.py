"""The rulesets the contract suite runs over: every registered ruleset, and the test games that stand in for
shapes the registered ones do not have yet. A new ruleset is tested here by being registered."""

from rules.core.contract import Ruleset
from rules.registry import rulesets
from tests.service.fakegame import RaceRuleset
from tests.toys import toy_rulesets


def under_test() -> dict[str, Ruleset]:
    """Every ruleset the contract suite checks, by id."""
    found: dict[str, Ruleset] = dict(rulesets())
    found["race"] = RaceRuleset()
    found |= toy_rulesets()
    return found
