"""The AI's play of the optional rules: where it stacks its buildings when a region may hold several
(IMP-OPT-BUILDINGS)."""

from collections.abc import Callable, Sequence

from rules.core.actions import Action
from rules.core.dice import Dice
from rules.imperialism import option_buildings
from rules.imperialism.actions import Build
from rules.imperialism.buildings import count
from rules.imperialism.state import ImpState
from rules.imperialism.tables import BUILDING

Frontier = Callable[[ImpState, str, str], int]


def build_site(state: ImpState, seat: str, options: Sequence[Action], dice: Dice, frontier: Frontier) -> Action:
    """One of ``options`` (the same item in different regions): at random, except a building with the optional rule
    Multiple Buildings, which goes where buildings already stand (a factory beside the city: one region to guard)
    and, among those, where it is safest (fewest native or rival neighbours: a stacked region is a rich prize)."""
    sites = [a for a in options if isinstance(a, Build) and a.item in BUILDING]
    if not option_buildings.enabled(state) or len(sites) != len(options):
        return dice.choice(options)
    return min(sites, key=lambda a: (-len(state.buildings.get(a.region, [])), frontier(state, seat, a.region),
                                     a.region))


def wishes(state: ImpState, seat: str, base: tuple[str, ...]) -> tuple[str, ...]:
    """The AI's order of wishes when it builds: with Multiple Buildings, a factory right after a city while it has
    fewer factories than cities (it stands beside the city and yields as much); else ``base``."""
    if not option_buildings.enabled(state) or count(state, seat, "factory") >= count(state, seat, "city"):
        return base
    return ("city", "factory", *(item for item in base if item not in ("city", "factory")))
