"""Two toy rulesets that prove the engine contract v2 hosts the coming games: Straits (three seats, seas,
offers, interception out of turn) and Skirmish (a hex grid with line of sight and zones of control).

They are not in ``rules.registry``: a test registers them with a service (``toy_rulesets()``)."""

from rules.core.contract import Ruleset


def toy_rulesets() -> dict[str, Ruleset]:
    """The toys by id, for a test's service or a contract suite run over every ruleset."""
    from tests.toys.skirmish.ruleset import SkirmishRuleset
    from tests.toys.straits.ruleset import StraitsRuleset

    return {r.id: r for r in (StraitsRuleset(), SkirmishRuleset())}
