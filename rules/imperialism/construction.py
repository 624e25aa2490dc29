"""Construction: what may be built where and at what cost (IMP-PROD-10..15), from the Unit and Building tables.

``Works`` is what this player built this phase (kept in the step's frame): units raised and projects per region,
the engineers already used.
"""

from pydantic import BaseModel, Field

from rules.imperialism import option_buildings, places
from rules.imperialism.buildings import has
from rules.imperialism.state import ImpState
from rules.imperialism.tables import BUILDING, DEVELOP_COST, UNIT, UNITS_PER_REGION

RESOURCE = "resource"
ITEMS = (*UNIT, *BUILDING, RESOURCE)


class Works(BaseModel):
    """What one player built in this production phase."""

    raised: dict[str, int] = Field(default_factory=dict)
    projects: dict[str, int] = Field(default_factory=dict)
    engineers: list[int] = Field(default_factory=list)


def item_name(item: str) -> str:
    """The display name of a unit, building or "resource" (develop a resource)."""
    if item == RESOURCE:
        return "Develop resource"
    return UNIT[item].name if item in UNIT else BUILDING[item].name


def free_engineer(state: ImpState, seat: str, region: str, works: Works) -> int | None:
    """An engineer of ``seat`` in ``region`` not yet working on a project this turn (IMP-PROD-11)."""
    for unit in state.units_in(region, seat):
        if unit.kind == "engineer" and unit.id not in works.engineers:
            return unit.id
    return None


def base_cost(item: str) -> int:
    """The table cost of ``item``."""
    if item == RESOURCE:
        return DEVELOP_COST
    return UNIT[item].cost if item in UNIT else BUILDING[item].cost


def cost(state: ImpState, seat: str, item: str, region: str, works: Works) -> int:
    """What ``item`` costs in ``region``: a third off a building or development with a free engineer there."""
    price = base_cost(item)
    if item not in UNIT and free_engineer(state, seat, region, works) is not None:
        price -= price // 3
    return price


def unit_refusal(state: ImpState, item: str, region: str, works: Works, setup: bool) -> tuple[str, str] | None:
    """Why a unit may not be raised in ``region`` now."""
    if setup:
        return None
    city = has(state, region, "city")
    if UNIT[item].needs_city and not city:
        return "IMP-PROD-12", f"{UNIT[item].name} is raised only in a region with a city"
    limit = UNITS_PER_REGION * (2 if city else 1)
    if works.raised.get(region, 0) >= limit:
        return "IMP-PROD-12", f"at most {limit} units are raised in one region per production phase"
    return None


def building_refusal(
    state: ImpState, seat: str, item: str, region: str, works: Works, setup: bool = False
) -> tuple[str, str] | None:
    """Why a building (or a development) may not be made in ``region`` now (at set-up only the building limits
    apply, IMP-SET-4)."""
    if region in state.revolts:
        return "IMP-PROD-15", "nothing is built or developed in a region in revolt"
    if not setup and works.projects.get(region, 0) and not any(u.kind == "engineer"
                                                               for u in state.units_in(region, seat)):
        return "IMP-PROD-13", "a second project in one region needs an engineer there"
    if item == RESOURCE:
        chit = state.chits.get(region)
        if chit is None or chit.developed or chit.value <= 0:
            return "IMP-PROD-14", "only an undeveloped resource with a value may be developed"
        return None
    here = state.buildings.get(region, [])
    if item in here:
        return "IMP-BLD-1", f"{places.name(region)} already has a {BUILDING[item].name.lower()}"
    exclusive = option_buildings.exclusive_refusal(state, item, here)
    if exclusive is not None:
        return exclusive
    if item == "port" and not places.coastal(region):
        return "IMP-BLD-2", "ports are built only in coastal regions"
    built_now = not setup and f"{region}:city" in state.new_buildings
    if item == "school" and (not has(state, region, "city") or built_now):
        return "IMP-BLD-3", "a school needs a city in the region built before this production phase"
    return None


def refusal(
    state: ImpState, seat: str, item: str, region: str, works: Works, setup: bool = False
) -> tuple[str, str] | None:
    """Why ``seat`` may not build ``item`` in ``region`` now (rule id, reason); None when it may."""
    if item not in ITEMS:
        return "IMP-PROD-10", f"unknown item {item!r}"
    if state.control.get(region) != seat:
        return "IMP-PROD-10", "you build only in regions you control"
    found = unit_refusal(state, item, region, works, setup) if item in UNIT else building_refusal(
        state, seat, item, region, works, setup)
    if found is not None:
        return found
    if state.pp[seat] >= base_cost(item):  # enough without an engineer's discount (quicker to know)
        return None
    price = cost(state, seat, item, region, works)
    if state.pp[seat] < price:
        return "IMP-PROD-10", f"{item_name(item)} costs {price} PP; you have {state.pp[seat]}"
    return None


def record(state: ImpState, seat: str, item: str, region: str, works: Works) -> None:
    """Note a build in ``works`` (units raised, projects, the engineer used)."""
    if item in UNIT:
        works.raised[region] = works.raised.get(region, 0) + 1
        return
    engineer = free_engineer(state, seat, region, works)
    if engineer is not None:
        works.engineers.append(engineer)
    works.projects[region] = works.projects.get(region, 0) + 1
