"""The state's invariants (IMP-INV-*): no negative stock, buildings within limits, units on real regions or aboard
their fleet, fleets within their portage, every held region with a brigade of its holder outside a battle."""

from rules.imperialism import option_buildings, places
from rules.imperialism.fleets import PORTAGE, load
from rules.imperialism.state import ImpState
from rules.imperialism.tables import BRIGADES


def problems(state: ImpState) -> list[str]:
    """Every broken invariant, in words."""
    found = [f"{s} has negative PP or DP" for s in state.seats if state.pp[s] < 0 or state.dp[s] < 0]
    regions = set(places.region_ids())
    for region, held in state.buildings.items():
        if option_buildings.limit_problem(state, held):
            found.append(f"{region} breaks the building limits: {held}")
        if "school" in held and "city" not in held:
            found.append(f"{region} has a school without a city")
        if "port" in held and not places.coastal(region):
            found.append(f"{region} has a port inland")
        if region not in state.control:
            found.append(f"{region} has buildings but no holder")
    seas = {f.id: f.sea for f in state.fleets}
    for unit in state.units:
        afloat = unit.aboard is not None and seas.get(unit.aboard) == unit.region
        if (unit.region not in regions and not afloat) or unit.seat not in state.seats:
            found.append(f"unit {unit.id} is nowhere")
    for fleet in state.fleets:
        if fleet.sea not in places.sea_ids() or load(state, fleet) > PORTAGE:
            found.append(f"fleet {fleet.id} is off the seas or carries more than {PORTAGE} portage points")
    ids = [u.id for u in state.units] + list(seas)
    if len(set(ids)) != len(ids):
        found.append("two units share an id")
    if state.battle is None:
        for region, seat in state.control.items():
            if not any(u.kind in BRIGADES for u in state.units_in(region, seat)):
                found.append(f"{seat} hold {region} without a brigade")
    return found


def check(state: ImpState) -> None:
    """Raise ValueError naming the first broken invariant."""
    found = problems(state)
    if found:
        raise ValueError(found[0])
