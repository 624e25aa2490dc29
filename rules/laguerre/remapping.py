"""Remapping Europe (standard 4.73, designed: option ``remapping``) and Poland (advanced 4.731: option ``poland``).

The standard rules' 4.73 is not among our sources; what is known (RESEARCH.md §4.3, advanced 4.731 and 5.125) is
that new countries such as the Rhine Confederation are created at "Remapping Europe" event rolls, that creating
one gives VP, that Poland (unlike the Rhine Confederation) may be expanded at later such rolls, and that a new
country's home provinces count as non-home when provinces are ceded. The rest is designed (LG-REMAP-*)."""

from dataclasses import dataclass

from rules.core.context import Context
from rules.laguerre import advanced, ledger
from rules.laguerre import diplomacy as dip
from rules.laguerre.geography import POLISH_PROVINCES, POWERS, RHINE_PROVINCES
from rules.laguerre.mapdata import home_provinces, name
from rules.laguerre.state import LgState, NewCountry

REMAPPING_ROLL = 8
"""LG-REMAP-1: the Events table's 8, a quiet season in the standard game, is Remapping Europe."""


@dataclass(frozen=True)
class CountryPlan:
    """A new country that may be created: its provinces, how many its founder must hold, VP a province, whether
    it may be expanded, and the option that plays it."""

    id: str
    title: str
    provinces: tuple[str, ...]
    at_least: int
    vp_each: int
    expands: bool
    option: str


PLANS: tuple[CountryPlan, ...] = (
    CountryPlan("rhine", "Confederation of the Rhine", RHINE_PROVINCES, 3, 2, False, "remapping"),
    CountryPlan("poland", "Grand Duchy of Warsaw (Poland)", POLISH_PROVINCES, 2, 5, True, "poland"),
)
"""LG-REMAP-2 [DESIGN] the Rhine Confederation: 3+ of its 11 provinces, 2 VP each, never expanded; LG-ADV-4.731
[SRC] Poland: 2+ of its 5 provinces, 5 VP each, expanded at later Remapping Europe events."""


def plays(state: LgState, roll: int) -> bool:
    """LG-REMAP-1: True when the Events table's ``roll`` is a Remapping Europe event in this game."""
    return roll == REMAPPING_ROLL and any(advanced.enabled(state, plan.option) for plan in PLANS)


def founders_holding(state: LgState, plan: CountryPlan, power: str) -> list[str]:
    """The provinces of ``plan`` that ``power`` holds."""
    return [p for p in plan.provinces if state.control[p] == power]


def may_found(state: LgState, plan: CountryPlan, power: str) -> bool:
    """LG-REMAP-3: a played power may create ``plan``'s country when it holds enough of its provinces, at least one
    outside its own home country (advanced 4.731's condition on Prussia, [DESIGN] applied to every power: a power
    may not create a country from its own lands alone)."""
    held = founders_holding(state, plan, power)
    homes = set(home_provinces(power))
    return state.seat_of(power) is not None and len(held) >= plan.at_least and any(p not in homes for p in held)


def remap(state: LgState, ctx: Context) -> None:
    """LG-REMAP-1: a Remapping Europe event: each new country not yet created is created by the first played power
    (in join order) that may found it; a created country that expands takes in the provinces its founder now holds
    (LG-ADV-4.731). The founder gains the VP of each province the country gains."""
    for plan in PLANS:
        if not advanced.enabled(state, plan.option):
            continue
        formed = state.new_countries.get(plan.id)
        if formed is None:
            founder = next((p for p in POWERS if may_found(state, plan, p)), None)
            if founder is not None:
                state.new_countries[plan.id] = NewCountry(founder=founder)
                _grow(state, ctx, plan, founder, "is created by")
        elif plan.expands:
            _grow(state, ctx, plan, formed.founder, "is expanded by")


def _grow(state: LgState, ctx: Context, plan: CountryPlan, founder: str, verb: str) -> None:
    country = state.new_countries[plan.id]
    added = [p for p in founders_holding(state, plan, founder) if p not in country.provinces]
    if not added:
        return
    country.provinces += added
    names = ", ".join(name(p) for p in added)
    ctx.say(f"The {plan.title} {verb} {dip.country_name(founder)}: {names} (LG-REMAP-2).", kind="control")
    ledger.vp(state, ctx, founder, plan.vp_each * len(added), f"{plan.title} ({len(added)} province(s))")


def prize(state: LgState, power: str, province: str) -> int:
    """LG-AI-14: what taking ``province`` may bring ``power`` at a Remapping Europe event: the VP of a province of
    a new country still to be created, or of one it created and may expand; 0 otherwise."""
    for plan in PLANS:
        formed = state.new_countries.get(plan.id)
        if province in plan.provinces and advanced.enabled(state, plan.option) and (
                formed is None or (plan.expands and formed.founder == power)):
            return plan.vp_each
    return 0


def new_country_provinces(state: LgState) -> set[str]:
    """Every province of a created new country (non-home provinces when provinces are ceded, advanced 5.125)."""
    return {p for country in state.new_countries.values() for p in country.provinces}


def describe(state: LgState) -> list[str]:
    """The created new countries, for the status (public)."""
    titles = {plan.id: plan.title for plan in PLANS}
    return [f"{titles[k]} ({dip.country_name(c.founder)}): {', '.join(name(p) for p in c.provinces)}"
            for k, c in state.new_countries.items()]
