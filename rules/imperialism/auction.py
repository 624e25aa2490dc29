"""Auction-Based Player Turn Order (optional rule, option ``turn_order=auction``; IMP-OPT-AUCTION, designed): in each
production phase after the upkeep, every player seals a bid of PP at the same time (the core's simultaneous step;
a bid is seen by its player alone until all are in); the bids are revealed together, the highest bidder moves
first, and so on down, ties broken by the random order drawn for the round; every player pays its bid."""

from rules.core.actions import Action
from rules.core.context import Context
from rules.core.situation import Prompt
from rules.core.steps import Frame
from rules.imperialism import flow, treasury
from rules.imperialism.option_actions import Bid
from rules.imperialism.state import ImpState
from rules.imperialism.step_base import ImpMachine, ImpStep, listed

RULE = "IMP-OPT-AUCTION"
BID_STEP = 5  # [designed] bids in fives: a short menu, and a penny more than a rival buys nothing
MAX_BID = 50  # [designed] a city's price and more: going first is worth something, not a whole economy


def enabled(state: ImpState) -> bool:
    """True when the turn order is auctioned."""
    return state.options.get("turn_order") == "auction"


def after_upkeep(state: ImpState, ctx: Context, machine: ImpMachine) -> None:
    """After the upkeep: the auction with the option, else the production sub-phases in the random order."""
    if enabled(state):
        state.bids = {}
        machine.goto(state, Auction.name)
    else:
        flow.next_production(state, None, flow.PRODUCTION_STEPS[0], ctx, machine)


def bids_open(state: ImpState, seat: str) -> list[int]:
    """The bids ``seat`` may make: 0 to what it has (at most MAX_BID), in steps of BID_STEP."""
    return list(range(0, min(state.pp[seat], MAX_BID) + 1, BID_STEP))


def new_order(state: ImpState) -> list[str]:
    """The movement order the sealed bids give: the highest first, ties in the round's random order."""
    return sorted(state.order, key=lambda seat: (-state.bids.get(seat, 0), state.order.index(seat)))


def settle(state: ImpState, ctx: Context) -> None:
    """Reveal the bids, set the movement order and make every player pay its bid."""
    ctx.reveal()
    state.order = new_order(state)
    ctx.say("Turn-order auction: bids revealed — " + ", ".join(f"{s} {state.bids.get(s, 0)} PP" for s in state.order)
            + f"; movement order {', '.join(state.order)}.", kind="auction")
    for seat in state.order:
        if state.bids.get(seat):
            treasury.change(state, ctx, seat, "turn-order bid", pp=-state.bids[seat])
    state.bids = {}


def redacted(state: ImpState, seat: str | None) -> dict[str, int]:
    """The sealed bids as ``seat`` (None: the public) may know them: its own only."""
    return {s: bid for s, bid in state.bids.items() if s == seat}


class Auction(ImpStep):
    """Every player seals a bid of PP for the turn order at once; when all are in they are revealed and paid
    (IMP-OPT-AUCTION)."""

    name = "auction"
    phase = "Production"
    rule = RULE
    simultaneous = True
    kinds = (Bid,)
    doing = "seal your bid of PP for the turn order (/bid pp:…)"

    def actors(self, state: ImpState, frame: Frame) -> list[str]:
        return [s for s in state.order if s not in state.bids]

    def prompt(self, state: ImpState, frame: Frame, seat: str) -> Prompt:
        waiting = len(self.actors(state, frame))
        return Prompt(f"Turn-order auction: seal a bid of PP (/bid pp:0–{bids_open(state, seat)[-1]}, in fives). "
                      f"All bids are revealed together; the highest moves first this round (ties: "
                      f"{', '.join(state.order)}), and every player pays its bid.", rule=self.rule,
                      owed=f"{waiting} player{'s' if waiting != 1 else ''} still bidding")

    def actions(self, state: ImpState, frame: Frame, seat: str) -> list[Action]:
        return [listed(Bid, pp=n) for n in bids_open(state, seat)]

    def refusal(self, state: ImpState, frame: Frame, seat: str, action: Action) -> tuple[str, str] | None:
        assert isinstance(action, Bid)
        if action.pp not in bids_open(state, seat):
            return self.rule, (f"a bid is 0 to {bids_open(state, seat)[-1]} PP in fives (at most {MAX_BID}, and no "
                               f"more than you have: {state.pp[seat]})")
        return None

    def handle(self, state: ImpState, frame: Frame, seat: str, action: Action, ctx: Context,
               machine: ImpMachine) -> None:
        assert isinstance(action, Bid)
        state.bids[seat] = action.pp
        ctx.tell([seat], f"Your sealed bid for the turn order: {action.pp} PP.", kind="auction")
        ctx.say(f"{seat} have sealed their bid.", kind="auction", seat=seat)
        if not self.actors(state, frame):
            settle(state, ctx)
            flow.next_production(state, None, flow.PRODUCTION_STEPS[0], ctx, machine)
