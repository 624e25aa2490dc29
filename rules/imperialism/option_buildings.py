"""Allow Multiple Buildings Per Region (optional rule, option ``buildings=multiple``; IMP-OPT-BUILDINGS, designed):
the one-of-city/factory/port/railroad limit (IMP-BLD-1) is lifted; each kind of building still stands at most once
in a region, and the other limits (a school needs an older city, ports on coasts, a second project in one region
in one phase needs an engineer there, which still takes a third off one project) stay."""

from rules.imperialism.state import ImpState
from rules.imperialism.tables import BUILDING

RULE = "IMP-OPT-BUILDINGS"


def enabled(state: ImpState) -> bool:
    """True when the game plays with the optional rule."""
    return state.options.get("buildings") == "multiple"


def exclusive_refusal(state: ImpState, item: str, here: list[str]) -> tuple[str, str] | None:
    """Why ``item`` may not join the buildings ``here`` under the one-major-building limit (IMP-BLD-1); never with
    the optional rule."""
    if enabled(state) or not BUILDING[item].exclusive or not any(BUILDING[b].exclusive for b in here):
        return None
    return "IMP-BLD-1", ("a region holds only one of city, factory, port and railroad (the optional rule "
                         "buildings=multiple lifts this)")


def limit_problem(state: ImpState, held: list[str]) -> bool:
    """True when the buildings ``held`` in one region break the limits of this game (for the invariants)."""
    majors = sum(1 for b in held if BUILDING[b].exclusive)
    return len(set(held)) != len(held) or (majors > 1 and not enabled(state))
