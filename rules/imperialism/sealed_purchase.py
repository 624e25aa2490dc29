"""Optional rule Simultaneous Unit Purchase and Placement (IMP-OPT-SIM, option ``simultaneous=on``): units and
fleets are not bought in the construction step; after every player's construction, all players seal their unit
orders at once (the core's simultaneous step: ``/build item:<unit> region:…`` and ``/fleet port:… sea:…`` stage an
order, visible only to its player; ``/done`` seals them). When the last player has sealed, every order is revealed
together and carried out, player by player in movement order, each player's in the order it staged them; an order
no longer legal then is void, its PP stay with its player, and the reveal says why."""

from rules.core.actions import Action
from rules.core.context import Context
from rules.core.situation import Prompt
from rules.core.steps import Frame
from rules.imperialism import construction, fleets, flow, places, production
from rules.imperialism.actions import Build, Done
from rules.imperialism.construction import Works
from rules.imperialism.naval_actions import Launch
from rules.imperialism.state import ImpState
from rules.imperialism.step_base import ImpMachine, ImpStep, listed
from rules.imperialism.tables import UNIT

OPTION = "simultaneous"
RULE = "IMP-OPT-SIM"
Order = Build | Launch


def enabled(state: ImpState) -> bool:
    """True when units are bought by sealed orders."""
    return state.options.get(OPTION) == "on"


def code(order: Order) -> str:
    """An order as stored: "infantry@france" or "fleet@france>north_sea"."""
    if isinstance(order, Build):
        return f"{order.item}@{order.region}"
    return f"fleet@{order.region}>{order.sea}"


def parse(text: str) -> Order:
    """The order stored as ``text``."""
    item, _, where = text.partition("@")
    if item == "fleet":
        region, _, sea = where.partition(">")
        return Launch(region=region, sea=sea)
    return Build(item=item, region=where)


def describe(order: Order) -> str:
    """Like "infantry in France" or "a fleet at Brittany in the Bay of Biscay"."""
    if isinstance(order, Build):
        return f"{UNIT[order.item].name.lower()} in {places.name(order.region)}"
    return f"a fleet at {places.name(order.region)} in the {places.name(order.sea)}"


def order_refusal(state: ImpState, seat: str, order: Action, works: Works) -> tuple[str, str] | None:
    """Why ``order`` may not be carried out for ``seat`` now, after the orders recorded in ``works``."""
    if isinstance(order, Build):
        if order.item not in UNIT:
            return RULE, "sealed orders are for units and fleets; buildings are built in the construction step"
        return construction.refusal(state, seat, order.item, order.region, works)
    if isinstance(order, Launch):
        return fleets.launch_refusal(state, seat, order.region, order.sea, works)
    return RULE, "stage units (/build item:… region:…) or fleets (/fleet port:… sea:…), then /done"


def order_cost(order: Order) -> int:
    """What an order costs."""
    return fleets.FLEET_COST if isinstance(order, Launch) else UNIT[order.item].cost


def staged(state: ImpState, seat: str) -> tuple[ImpState, Works]:
    """What ``seat``'s next order is checked against: the state with the PP its staged orders will cost set aside
    (a shallow copy: only read), and the units they raise per region."""
    works, spent = Works(), 0
    for order in map(parse, state.sealed.get(seat, [])):
        works.raised[order.region] = works.raised.get(order.region, 0) + 1
        spent += order_cost(order)
    return state.model_copy(update={"pp": {**state.pp, seat: state.pp[seat] - spent}}), works


def options(state: ImpState, seat: str) -> list[Action]:
    """The orders ``seat`` may stage now."""
    view, works = staged(state, seat)
    found: list[Action] = [listed(Build, item=item, region=region) for region in state.regions_of(seat)
                           for item in UNIT if construction.refusal(view, seat, item, region, works) is None]
    return found + [listed(Launch, region=r, sea=s) for r, s in fleets.launches(view, seat, works)]


class SealedOrders(ImpStep):
    """Every player with something to buy stages its unit orders at once, then seals them (IMP-OPT-SIM)."""

    name = "sealed_orders"
    phase = "Production"
    rule = RULE
    simultaneous = True
    kinds = (Build, Launch, Done)
    doing = "stage your units (/build item:… region:…) and fleets (/fleet port:… sea:…), then /done to seal them"

    def actors(self, state: ImpState, frame: Frame) -> list[str]:
        return [s for s in state.order if s not in frame.data["sealed"]]

    def prompt(self, state: ImpState, frame: Frame, seat: str) -> Prompt:
        waiting = len(self.actors(state, frame))
        return Prompt("Simultaneous purchase: stage the units you buy and where they go (/build item:… region:…; a "
                      "fleet: /fleet port:… sea:…); nobody else sees them until every player has sealed, then all "
                      "are carried out together. /done seals yours.", rule=self.rule,
                      owed=f"{waiting} player{'s' if waiting != 1 else ''} still ordering", pass_verb="done")

    def actions(self, state: ImpState, frame: Frame, seat: str) -> list[Action]:
        return [*options(state, seat), Done()]

    def refusal(self, state: ImpState, frame: Frame, seat: str, action: Action) -> tuple[str, str] | None:
        if isinstance(action, Done):
            return None
        view, works = staged(state, seat)
        return order_refusal(view, seat, action, works)

    def handle(self, state: ImpState, frame: Frame, seat: str, action: Action, ctx: Context,
               machine: ImpMachine) -> None:
        if isinstance(action, (Build, Launch)):
            state.sealed.setdefault(seat, []).append(code(action))
            ctx.tell([seat], f"Order staged: {describe(action)} ({order_cost(action)} PP).", kind="sealed")
            return
        frame.data["sealed"] = [*frame.data["sealed"], seat]
        ctx.say(f"{seat} have sealed their orders.", kind="sealed", seat=seat)
        if not self.actors(state, frame):
            reveal(state, ctx)
            flow.begin_movement(state, ctx, machine)


class SealedOpen(ImpStep):
    """After construction: the sealed orders step for every player with something to buy (the others are sealed
    at once), or the movement when nobody has (IMP-OPT-SIM)."""

    name = flow.SEALED_OPEN
    phase = "Production"
    rule = RULE
    automatic = True

    def run(self, state: ImpState, frame: Frame, ctx: Context, machine: ImpMachine) -> None:
        idle = [s for s in state.order if not options(state, s)]
        if len(idle) == state.players:
            flow.begin_movement(state, ctx, machine)
        else:
            machine.goto(state, SealedOrders.name, sealed=idle)


def reveal(state: ImpState, ctx: Context) -> None:
    """Reveal every sealed order and carry them out in movement order; one no longer legal is void."""
    ctx.reveal()
    orders = {seat: [parse(c) for c in state.sealed.get(seat, [])] for seat in state.order}
    ctx.say("Sealed orders revealed — " + "; ".join(
        f"{seat}: {', '.join(map(describe, mine)) or 'nothing'}" for seat, mine in orders.items()) + ".",
        kind="sealed")
    for seat, mine in orders.items():
        works = Works()
        for order in mine:
            why = order_refusal(state, seat, order, works)
            if why is not None:
                ctx.say(f"{seat}'s order of {describe(order)} is void ({why[0]}: {why[1]}).", kind="sealed", seat=seat)
            elif isinstance(order, Launch):
                fleets.launch(state, seat, order.region, order.sea, works, ctx)
            else:
                production.build(state, seat, order.item, order.region, works, ctx)
    state.sealed = {}


def redacted(state: ImpState, seat: str | None) -> dict[str, list[str]]:
    """The staged orders as ``seat`` (None: the public) may know them: its own only."""
    return {s: list(codes) for s, codes in state.sealed.items() if s == seat}


def hand_lines(state: ImpState, seat: str) -> list[str]:
    """``seat``'s staged orders, for its hand."""
    mine = [parse(c) for c in state.sealed.get(seat, [])]
    if not mine:
        return []
    return [f"Staged orders ({sum(map(order_cost, mine))} PP, sealed until all have ordered): "
            + ", ".join(map(describe, mine))]


SEALED_STEPS: tuple[ImpStep, ...] = (SealedOpen(), SealedOrders())
