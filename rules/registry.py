"""Every ruleset Courier can run, by id. A new ruleset is one line here."""

from rules.core.contract import Ruleset


def rulesets() -> dict[str, Ruleset]:
    """The rulesets by id (imported here so that ``rules.core`` never imports a game)."""
    from rules.breitenfeld.ruleset import BreitenfeldRuleset
    from rules.imperialism.ruleset import ImperialismRuleset
    from rules.independence.ruleset import IndependenceRuleset
    from rules.laguerre.ruleset import LaGuerreRuleset
    from rules.napoleon.ruleset import NapoleonRuleset

    found: list[Ruleset] = [
        IndependenceRuleset(), NapoleonRuleset(), ImperialismRuleset(), BreitenfeldRuleset(), LaGuerreRuleset()
    ]
    return {r.id: r for r in found}


def get_ruleset(ruleset_id: str) -> Ruleset:
    """The ruleset ``ruleset_id``; KeyError naming the known ids when there is none."""
    known = rulesets()
    if ruleset_id not in known:
        raise KeyError(f"unknown ruleset {ruleset_id!r}; known: {', '.join(sorted(known))}")
    return known[ruleset_id]
