"""The AI's play of the optional rules: where it stacks its buildings when a region may hold several
(IMP-OPT-BUILDINGS), when it scorches a region it has lost (IMP-OPT-SCORCH) and what it bids for the turn order
(IMP-OPT-AUCTION)."""

from collections.abc import Callable, Sequence

from rules.core.actions import Action
from rules.core.dice import Dice
from rules.imperialism import auction, option_buildings, scorched
from rules.imperialism.actions import Build
from rules.imperialism.buildings import count
from rules.imperialism.option_actions import Bid, Scorch
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


SCORCH_WORTH = 2  # the AI scorches what is worth at least this many VP to the conqueror (a city or a factory)


def scorch(state: ImpState, seat: str, legal: list[Action], dice: Dice) -> Action | None:
    """Scorch a lost region when what stands there is worth at least a city's VP to the conqueror (its VP by the
    table; a developed resource 1): a port or a railroad alone is not worth the DP."""
    region = state.stack[-1].data["region"]
    worth = sum(BUILDING[b].vp if b in BUILDING else 1 for b in scorched.assets(state, region))
    return Scorch(burn=worth >= SCORCH_WORTH)


def bid(state: ImpState, seat: str, legal: list[Action], reserve: int) -> Action | None:
    """Bid a quarter of what it can spare beyond its reserve and a city's price, one step more when it is at war
    (moving first then decides who strikes first), in fives, at most what is offered."""
    spare = state.pp[seat] - reserve - BUILDING["city"].cost
    at_war = any(seat in (w.declarer, w.target) for w in state.wars)
    wish = max(0, spare // 4) + (auction.BID_STEP if at_war else 0)
    return max((a for a in legal if isinstance(a, Bid) and a.pp <= wish), key=lambda a: a.pp if isinstance(a, Bid)
               else 0, default=None)


OPTION_CHOOSERS = {"scorch": scorch}
