"""The AI: purposeful legal play from a seat's observation. It drafts a compact homeland, builds a city, troops
and explorers, westernizes its natives, sends explorers and strong armies into native regions, and declares war
on a weak neighbour when rich."""

from rules.core.actions import Action
from rules.core.dice import Dice
from rules.imperialism import (
    ai_deals,
    ai_naval,
    ai_objectives,
    ai_options,
    alliances,
    combat,
    places,
    sealed_purchase,
)
from rules.imperialism.actions import (
    Aim,
    Build,
    BuyDP,
    Claim,
    Convert,
    Declare,
    Disband,
    Done,
    DropSphere,
    Explore,
    Fight,
    Incite,
    Lose,
    Move,
    Peace,
    Pick,
    Place,
    Purchase,
    Reply,
    Retreat,
    Side,
    Stand,
    Transfer,
    Westernize,
)
from rules.imperialism.buildings import at_war, count
from rules.imperialism.construction import base_cost
from rules.imperialism.sequence import MACHINE, current
from rules.imperialism.state import HIDDEN_MARKER, ImpState, Unit
from rules.imperialism.tables import BRIGADES, UNIT
from rules.imperialism.victory import victory_points

UNKNOWN_NATIVES = 8
BUILD_WISH = ("city", "explorer", "infantry", "school", "railroad", "port", "factory", "resource", "infantry",
              "cavalry", "artillery", "engineer", "general", "fort")


def choose(state: ImpState, seat: str, dice: Dice) -> Action:
    """The AI's action for ``seat`` from its observation ``state``."""
    legal = MACHINE.legal_actions(state, seat)
    step = current(state)
    name = step.name if step is not None else ""
    chooser = CHOOSERS.get(name)
    picked = chooser(state, seat, legal, dice) if chooser else None
    return picked if picked is not None and _listed(picked, legal) else _fallback(legal)


def _listed(action: Action, legal: list[Action]) -> bool:
    """True when ``action`` is legal (quicker: the choosers mostly return one of the listed actions itself)."""
    return any(a is action for a in legal) or action in legal


def _fallback(legal: list[Action]) -> Action:
    for kind in (Done, Stand, Reply):
        found = [a for a in legal if isinstance(a, kind)]
        if found:
            return found[-1] if kind is Reply else found[0]
    return legal[0]


def _draft(state: ImpState, seat: str, legal: list[Action], dice: Dice) -> Action | None:
    claims = [a for a in legal if isinstance(a, Claim)]
    mine, wanted = set(state.regions_of(seat)), ai_objectives.wanted_regions(state, seat)
    near = [a for a in claims if mine & set(places.land_neighbours(a.region))]
    if near:
        return max(near, key=lambda a: (a.region in wanted, len(mine & set(places.land_neighbours(a.region))),
                                        -len(a.region)))
    taken = set(state.control)
    free = [a for a in claims if not taken & set(places.land_neighbours(a.region))]
    far = [a for a in free if len(places.land_neighbours(a.region)) >= 3]
    return dice.choice([a for a in free if a.region in wanted] or far or claims)


def _reserve(state: ImpState, seat: str) -> int:
    return 2 * sum(1 for u in state.units if u.seat == seat) + 5


def _build(state: ImpState, seat: str, legal: list[Action], dice: Dice) -> Action | None:
    if count(state, seat, "city") or state.round > 1:
        fleet = (ai_objectives.build(state, seat, legal, _reserve(state, seat)) or ai_naval.dig(state, seat, legal)
                 or ai_naval.launch(state, seat, legal, dice))
        if fleet is not None:
            return fleet
    offers: list[tuple[str, Action]] = [(a.item, a) for a in legal if isinstance(a, Build)]
    offers += [(a.unit, a) for a in legal if isinstance(a, Purchase)]
    units = sum(1 for u in state.units if u.seat == seat)
    explorers = sum(1 for u in state.units if u.seat == seat and u.kind == "explorer")
    units_later = sealed_purchase.enabled(state) and state.stack[-1].step == "construction"
    kept = 0  # PP kept for the units it will order sealed after construction (IMP-OPT-SIM)
    for item in ai_options.wishes(state, seat, BUILD_WISH):
        if item == "explorer" and explorers >= 2 + state.round // 3:
            continue
        if item == "city" and count(state, seat, "city") >= 1 + len(state.regions_of(seat)) // 4:
            continue
        if item == "infantry" and units > 4 * len(state.regions_of(seat)):
            continue
        spare = state.pp[seat] - kept - base_cost(item)
        wanted = spare >= _reserve(state, seat) or (state.round == 1 and spare >= 0)
        options = [a for offered, a in offers if offered == item]
        if wanted and options:
            return ai_options.build_site(state, seat, options, dice, _frontier)
        if wanted and units_later and item in UNIT:
            kept += base_cost(item)
    return Done()


def _sealed(state: ImpState, seat: str, legal: list[Action], dice: Dice) -> Action | None:
    """Stage units as it builds them in construction, with the PP and the units of its staged orders counted."""
    view, _ = sealed_purchase.staged(state, seat)
    orders = [o for o in map(sealed_purchase.parse, state.sealed.get(seat, [])) if isinstance(o, Build)]
    extra = [Unit(id=-1 - i, seat=seat, kind=o.item, region=o.region) for i, o in enumerate(orders)]
    return _build(view.model_copy(update={"units": [*state.units, *extra]}), seat, legal, dice)


def _bid(state: ImpState, seat: str, legal: list[Action], dice: Dice) -> Action | None:
    """The turn-order bid (IMP-OPT-AUCTION): from what it can spare beyond its reserve."""
    return ai_options.bid(state, seat, legal, _reserve(state, seat))


def _place(state: ImpState, seat: str, legal: list[Action], dice: Dice) -> Action | None:
    """Place a starting unit on the frontier, spreading units of a kind over the regions that face the natives."""
    def score(action: Place) -> tuple[int, str]:
        alike = sum(1 for u in state.units_in(action.region, seat) if u.kind == action.unit)
        return _frontier(state, seat, action.region) - 3 * alike, action.region

    options = [a for a in legal if isinstance(a, Place)]
    return max(options, key=score) if options else None


def _disband(state: ImpState, seat: str, legal: list[Action], dice: Dice) -> Action | None:
    """Remove the cheapest unit that is not the last brigade holding a region."""
    def cost(action: Disband) -> tuple[bool, int]:
        brigades = sum(1 for u in state.units_in(action.region, seat) if u.kind in BRIGADES)
        last = action.unit in BRIGADES and brigades <= 1 and state.control.get(action.region) == seat
        return last, UNIT[action.unit].cost

    disbands = [a for a in legal if isinstance(a, Disband)]
    return min(disbands, key=cost) if disbands else None


def _side(state: ImpState, seat: str, legal: list[Action], dice: Dice) -> Action | None:
    """Support a revolt against an enemy or a leader; otherwise keep the peace (and the sphere)."""
    holder = state.control.get(str(state.stack[-1].data.get("region", "")), "")
    rival = holder and (at_war(state, seat, holder) or victory_points(state, holder) > victory_points(state, seat))
    return Side(support=bool(rival))


def _drop(state: ImpState, seat: str, legal: list[Action], dice: Dice) -> Action | None:
    """Drop a rival's sphere, an enemy's first; one's own last."""
    drops = [a for a in legal if isinstance(a, DropSphere)]
    return min(drops, key=lambda a: (a.owner == seat, not at_war(state, seat, a.owner))) if drops else None


def _transfer(state: ImpState, seat: str, legal: list[Action], dice: Dice) -> Action | None:
    """Transfer every point when the other side rolls more dice (each point costs it more hits than us)."""
    battle = state.battle
    transfers = [a for a in legal if isinstance(a, Transfer)]
    if battle is None or not transfers:
        return None
    mine = combat.brigades(combat.force(state, battle, seat, rolling=True))
    theirs = combat.brigades(combat.force(state, battle, combat.opponent(battle, seat), rolling=True))
    return max(transfers, key=lambda a: a.points) if theirs > mine else Transfer(points=0)


def _convert(state: ImpState, seat: str, legal: list[Action], dice: Dice) -> Action | None:
    """Keep the region: convert the cheapest party; units that must retreat go where it is safest."""
    converts = [a for a in legal if isinstance(a, Convert)]
    if converts:
        return min(converts, key=lambda a: UNIT[a.unit].cost)
    retreats = [a for a in legal if isinstance(a, Retreat)]
    return min(retreats, key=lambda a: _danger(state, seat, a.region)) if retreats else None


def _danger(state: ImpState, seat: str, region: str) -> tuple[int, int]:
    """How unsafe a refuge is, least first: fewest of ``seat``'s own brigades there (most is safest), then most
    brigades of its enemies next to it."""
    own = sum(1 for u in state.units_in(region, seat) if u.kind in BRIGADES)
    enemies = sum(1 for n in places.land_neighbours(region) for u in state.units_in(n)
                  if u.seat != seat and u.kind in BRIGADES and at_war(state, seat, u.seat))
    return -own, enemies


def _buy_dp(state: ImpState, seat: str, legal: list[Action], dice: Dice) -> Action | None:
    buys = [a for a in legal if isinstance(a, BuyDP)]
    return buys[0] if buys and state.pp[seat] > 80 and state.dp[seat] < 4 else Done()


def _diplomacy(state: ImpState, seat: str, legal: list[Action], dice: Dice) -> Action | None:
    west = [a for a in legal if isinstance(a, Westernize)]
    if west and state.dp[seat] >= 2:
        return west[0]
    incite = [a for a in legal if isinstance(a, Incite) and at_war(state, seat, state.control.get(a.region, ""))
              and not a.bribe]
    if incite and state.dp[seat] >= 3:
        return incite[0]
    return Done()


def _strength(state: ImpState, region: str) -> int:
    native = state.natives.get(region)
    if native is None or native.strength == HIDDEN_MARKER:
        return UNKNOWN_NATIVES
    return native.strength


def _move(state: ImpState, seat: str, legal: list[Action], dice: Dice) -> Action | None:
    claim = ai_deals.claim(state, seat, legal) or ai_deals.propose(state, seat, legal)
    if claim is not None:
        return claim
    moves = [a for a in legal if isinstance(a, Move)]
    for action in moves:
        if action.unit == "explorer" and action.destination not in state.control:
            return action
    wanted = ai_objectives.wanted_regions(state, seat)
    for action in sorted(moves, key=lambda a: (a.destination not in wanted, -a.count)):
        if action.unit not in BRIGADES:
            continue
        holder = state.control.get(action.destination)
        strength = _strength(state, action.destination)
        if holder is None and action.count >= strength + 2 - min(2, state.round // 4):
            return action
        if holder not in (None, seat):
            theirs = sum(1 for u in state.units_in(action.destination, holder) if u.kind in BRIGADES)
            if action.count >= 2 * theirs + 2:
                return action
    naval = ai_naval.move(state, seat, legal)
    if naval is not None:
        return naval
    gather = _gather(state, seat, moves)
    if gather is not None:
        return gather
    declares = [a for a in legal if isinstance(a, Declare)]
    free = [a for a in declares if alliances.war_cost(state, seat, a.target) == 0]
    joined = [a for a in free if a.target in _weak_neighbours(state, seat)] if free else []
    if joined:
        return joined[0]
    if declares and state.round >= 3 and state.dp[seat] >= 2:
        targets = _weak_neighbours(state, seat)
        for declare in declares:
            if declare.target in targets:
                return declare
    peace = [a for a in legal if isinstance(a, Peace)
             and len(state.regions_of(a.target)) > len(state.regions_of(seat))]
    if peace:
        return peace[0]
    return Done()


def _weak_neighbours(state: ImpState, seat: str) -> set[str]:
    """Rivals (not allies) with a region next to one of ``seat``'s stacks that outnumbers it two to one and more."""
    found: set[str] = set()
    friends = alliances.allies(state, seat)
    for region in state.regions_of(seat):
        mine = sum(1 for u in state.units_in(region, seat) if u.kind in BRIGADES) - 1
        for other in places.land_neighbours(region):
            holder = state.control.get(other)
            if holder is None or holder == seat or holder in friends:
                continue
            theirs = sum(1 for u in state.units_in(other, holder) if u.kind in BRIGADES)
            if mine >= 2 * theirs + 2:
                found.add(holder)
    return found


def _frontier(state: ImpState, seat: str, region: str) -> int:
    """How many native or rival regions border ``region``."""
    return sum(1 for n in places.land_neighbours(region) if state.control.get(n) != seat)


def _gather(state: ImpState, seat: str, moves: list[Move]) -> Move | None:
    """Send surplus brigades from a quiet region towards a region of yours on the frontier."""
    for action in sorted(moves, key=lambda a: -a.count):
        if action.unit not in BRIGADES or state.control.get(action.destination) != seat:
            continue
        if _frontier(state, seat, action.destination) > _frontier(state, seat, action.origin):
            return action
    return None


def _combat(state: ImpState, seat: str, legal: list[Action], dice: Dice) -> Action | None:
    fights = [a for a in legal if isinstance(a, Fight)]
    explores = [a for a in legal if isinstance(a, Explore) and a.extra_die == (state.dp[seat] >= 2)]
    return (fights or explores or [Done()])[0]


def _aim(state: ImpState, seat: str, legal: list[Action], dice: Dice) -> Action | None:
    aims = [a for a in legal if isinstance(a, Aim)]
    best = [a for a in aims if a.unit == "artillery"]
    return best[0] if best else Done()


def _lose(state: ImpState, seat: str, legal: list[Action], dice: Dice) -> Action | None:
    loses = [a for a in legal if isinstance(a, Lose)]
    return min(loses, key=lambda a: combat.LOSS_ORDER.index(a.unit)) if loses else None


def _retreat(state: ImpState, seat: str, legal: list[Action], dice: Dice) -> Action | None:
    battle = state.battle
    retreats = [a for a in legal if isinstance(a, Retreat)]
    if battle is None or not retreats:
        return Stand()
    mine = combat.brigades(combat.force(state, battle, seat))
    theirs = combat.brigades(combat.force(state, battle, combat.opponent(battle, seat)))
    return retreats[0] if 2 * mine < theirs else Stand()


def _reply(state: ImpState, seat: str, legal: list[Action], dice: Dice) -> Action | None:
    proposer = str(state.stack[-1].data.get("proposer", ""))
    return Reply(accept=ai_deals.brigades(state, seat) <= ai_deals.brigades(state, proposer))



def _pick(state: ImpState, seat: str, legal: list[Action], dice: Dice) -> Action | None:
    picks = [a for a in legal if isinstance(a, Pick)]
    return max(picks, key=lambda a: a.value) if picks else None


def _first(state: ImpState, seat: str, legal: list[Action], dice: Dice) -> Action | None:
    return legal[0]


CHOOSERS = {
    "draft": _draft, "setup_buy": _build, "construction": _build, "buy_dp": _buy_dp, "diplomacy": _diplomacy,
    "move": _move, "combat": _combat, "aim": _aim, "lose": _lose, "retreat": _retreat, "peace_answer": _reply,
    "pick": _pick, "reinforce": _first, "bring": _first, "setup_place": _place, "disband": _disband,
    "side": _side, "trim": _drop, "transfer": _transfer, "convert": _convert, "cede_leave": _convert,
    "sealed_orders": _sealed,
    **ai_naval.NAVAL_CHOOSERS, "offer_answer": ai_deals.answer, **ai_options.OPTION_CHOOSERS, "auction": _bid,
}

