"""The Straits sequence of play as named steps: income, each seat's orders (with interception pushed out of
turn), the end of the round. Each step carries its rule id."""

from typing import Any

from rules.core.actions import Action
from rules.core.context import Context
from rules.core.errors import IllegalAction
from rules.core.offers import Deal, MakeOffer, apply_offer
from rules.core.situation import Prompt, Result
from rules.core.steps import Frame, Machine, Step
from tests.toys.straits.board import HOME_SEAS, HOMES, is_sea
from tests.toys.straits.moves import arrive, battle, check_move, interceptors, march, move_actions, sail
from tests.toys.straits.state import (
    ARMY_COST,
    FLEET_COST,
    ORDERS_PER_TURN,
    REGION_PRICE,
    Done,
    Intercept,
    Move,
    Recruit,
    StraitsState,
)
from tests.toys.straits.treaties import carry_out

Machine_ = Machine[StraitsState]


def marker(state: StraitsState) -> str:
    """The phase marker: the round and whose turn it is (changes exactly when the turn passes)."""
    return "over" if state.result else f"r{state.round}-{state.active}"


def heading(state: StraitsState) -> str:
    """The phase in words."""
    if state.result:
        return f"Round {state.round} of {state.rounds} — game over"
    return f"Round {state.round} of {state.rounds} — {state.active}'s turn"


class Income(Step[StraitsState]):
    """ST-GOLD-1: at the start of each round every seat gains 1 gold per land it controls, told only to it."""

    name = "income"
    rule = "ST-GOLD-1"
    automatic = True

    def run(self, state: StraitsState, frame: Frame, ctx: Context, machine: Machine_) -> None:
        for seat in state.seats:
            gain = len(state.lands_of(seat))
            state.gold[seat] = (state.gold[seat] or 0) + gain
            ctx.tell([seat], f"{seat} collects {gain} gold (now {state.gold[seat]}).", kind="gold")
        start_turn(state, state.seats[0], ctx, machine)


def start_turn(state: StraitsState, seat: str, ctx: Context, machine: Machine_) -> None:
    """ST-TURN-1: ``seat`` gets its orders; offers made in the previous turn expire (ST-OFFER-3)."""
    state.active, state.orders_left, state.offered = seat, ORDERS_PER_TURN, []
    state.offers.expire(marker(state), ctx)
    machine.goto(state, Orders.name, seat)


def deals(state: StraitsState, seat: str) -> dict[str, list[Deal]]:
    """ST-OFFER-1/2: peace to any seat not at peace with ``seat``; gold for an empty land of theirs if it can pay."""
    found: dict[str, list[Deal]] = {}
    for other in state.seats:
        if other == seat or other in state.offered:
            continue
        offered = (
            []
            if state.at_peace(seat, other)
            else [Deal(code="peace", text=f"peace until round {state.round + 1} ends")]
        )
        if (state.gold.get(seat) or 0) >= REGION_PRICE:
            offered += [
                Deal(code=f"buy:{land}", text=f"{REGION_PRICE} gold for {land}")
                for land in state.lands_of(other)
                if not state.armies[land] and land != HOMES[other]
            ]
        if offered:
            found[other] = offered
    return found


def recruit_actions(state: StraitsState, seat: str) -> list[Action]:
    """ST-GOLD-2: an army (3 gold) in your home land if you hold it; a fleet (4 gold) in your home sea."""
    gold = state.gold.get(seat) or 0
    found: list[Action] = []
    if gold >= ARMY_COST and state.control.get(HOMES[seat]) == seat:
        found.append(Recruit(unit="army"))
    if gold >= FLEET_COST:
        found.append(Recruit(unit="fleet"))
    return found


class Orders(Step[StraitsState]):
    """ST-TURN-1: the active seat gives up to two orders (move a stack, or recruit) and may make offers."""

    name = "orders"
    rule = "ST-TURN-1"

    def prompt(self, state: StraitsState, frame: Frame, seat: str) -> Prompt:
        owed = f"{state.orders_left} order" + ("s" if state.orders_left > 1 else "")
        return Prompt(
            "Give your orders: /move a stack, /recruit a unit, or /offer a deal; /done ends your turn.",
            rule=self.rule,
            owed=owed,
            pass_verb="done",
        )

    def actions(self, state: StraitsState, frame: Frame, seat: str) -> list[Action]:
        orders: list[Action] = [*move_actions(state, seat), *recruit_actions(state, seat)]
        offers = [MakeOffer(receiver=r, deal=d) for r, offered in deals(state, seat).items() for d in offered]
        return orders + offers + [Done()]

    def check(self, state: StraitsState, frame: Frame, seat: str, action: Action) -> None:
        if isinstance(action, Move):
            check_move(state, seat, action)
        elif action not in self.actions(state, frame, seat):
            rule = (
                "ST-GOLD-2"
                if isinstance(action, Recruit)
                else "ST-OFFER-2"
                if isinstance(action, MakeOffer)
                else self.rule
            )
            raise IllegalAction(
                f"{action.label()} is not allowed now",
                rule=rule,
                allowed=[a.label() for a in self.actions(state, frame, seat)],
            )

    def handle(
        self, state: StraitsState, frame: Frame, seat: str, action: Action, ctx: Context, machine: Machine_
    ) -> None:
        if isinstance(action, Done):
            ctx.say(f"{seat} ends its turn.", kind="turn", seat=seat)
            end_turn(state, ctx, machine)
        elif isinstance(action, MakeOffer):
            state.offered.append(action.receiver)
            apply_offer(state.offers, seat, action, marker(state), ctx, lambda offer, c: carry_out(state, offer, c))
        elif isinstance(action, Recruit):
            recruit(state, seat, action, ctx)
            spend_order(state, ctx, machine)
        elif isinstance(action, Move) and is_sea(action.origin):
            frame.data["voyage"] = {
                "sea": action.destination,
                "count": sail(state, seat, action, ctx),
                "waiting": interceptors(state, seat, action.destination),
            }
            self._voyage(state, frame, ctx, machine)
        elif isinstance(action, Move):
            march(state, seat, action, ctx)
            spend_order(state, ctx, machine)

    def resume(
        self, state: StraitsState, frame: Frame, returned: dict[str, Any], ctx: Context, machine: Machine_
    ) -> None:
        frame.data["voyage"]["count"] = returned["survivors"]
        self._voyage(state, frame, ctx, machine)

    def _voyage(self, state: StraitsState, frame: Frame, ctx: Context, machine: Machine_) -> None:
        """ST-INTERCEPT-1: ask each enemy fleet in the sea entered, one by one, whether it intercepts."""
        voyage = frame.data["voyage"]
        if voyage["count"] and voyage["waiting"]:
            asked = voyage["waiting"].pop(0)
            machine.push(state, Interception.name, asked, mover=state.active, sea=voyage["sea"], count=voyage["count"])
            return
        del frame.data["voyage"]
        arrive(state, state.active, voyage["sea"], voyage["count"])
        spend_order(state, ctx, machine)


def recruit(state: StraitsState, seat: str, action: Recruit, ctx: Context) -> None:
    """ST-GOLD-2: pay and place the unit."""
    if action.unit == "army":
        state.gold[seat] = (state.gold[seat] or 0) - ARMY_COST
        state.armies[HOMES[seat]][seat] = state.armies[HOMES[seat]].get(seat, 0) + 1
        ctx.say(f"{seat} raises an army in {HOMES[seat]}.", kind="recruit", seat=seat)
    else:
        state.gold[seat] = (state.gold[seat] or 0) - FLEET_COST
        arrive(state, seat, HOME_SEAS[seat], 1)
        ctx.say(f"{seat} launches a fleet in {HOME_SEAS[seat]}.", kind="recruit", seat=seat)


def spend_order(state: StraitsState, ctx: Context, machine: Machine_) -> None:
    """Count one order; the turn ends when none is left (ST-TURN-1)."""
    state.orders_left -= 1
    if state.orders_left == 0:
        end_turn(state, ctx, machine)


def end_turn(state: StraitsState, ctx: Context, machine: Machine_) -> None:
    """Pass the turn to the next seat, or end the round after the last."""
    index = state.seats.index(state.active)
    if index + 1 < len(state.seats):
        start_turn(state, state.seats[index + 1], ctx, machine)
    else:
        machine.goto(state, RoundEnd.name)


class Interception(Step[StraitsState]):
    """ST-INTERCEPT-1: a fleet sails into your fleet's sea in another seat's turn: you answer yes (fight it at
    sea, ST-BATTLE-1) or no (let it pass); then the mover's turn goes on."""

    name = "intercept"
    rule = "ST-INTERCEPT-1"

    def prompt(self, state: StraitsState, frame: Frame, seat: str) -> Prompt:
        mover, sea, count = frame.data["mover"], frame.data["sea"], frame.data["count"]
        return Prompt(
            f"{mover} sails {count} fleet{'s' if count > 1 else ''} into {sea}, where your fleet lies: "
            "intercept? (/intercept answer:yes or no)",
            rule=self.rule,
            owed="1 answer",
            irreversible=True,
        )

    def actions(self, state: StraitsState, frame: Frame, seat: str) -> list[Action]:
        return [Intercept(answer="yes"), Intercept(answer="no")]

    def handle(
        self, state: StraitsState, frame: Frame, seat: str, action: Action, ctx: Context, machine: Machine_
    ) -> None:
        assert isinstance(action, Intercept)
        mover, sea, count = frame.data["mover"], frame.data["sea"], frame.data["count"]
        if action.answer == "no":
            ctx.say(f"{seat} lets {mover} pass into {sea}.", kind="intercept", seat=seat)
        else:
            ctx.say(f"{seat} intercepts {mover} in {sea}!", kind="intercept", seat=seat)
            own, count = battle(ctx, sea, seat, state.fleets[sea][seat], mover, count)
            state.fleets[sea][seat] = own
            if not own:
                del state.fleets[sea][seat]
        machine.pop(state, ctx, survivors=count)


class RoundEnd(Step[StraitsState]):
    """ST-END-1/2: a seat holding ``goal`` lands wins at the end of a round; after the last round the most lands
    win (ties share). Peace treaties that end with this round lapse (ST-OFFER-1)."""

    name = "round end"
    rule = "ST-END-1"
    automatic = True

    def run(self, state: StraitsState, frame: Frame, ctx: Context, machine: Machine_) -> None:
        held = {seat: len(state.lands_of(seat)) for seat in state.seats}
        best = max(held.values())
        if best >= state.goal or state.round == state.rounds:
            winners = [s for s in state.seats if held[s] == best]
            reason = f"{' and '.join(winners)} {'holds' if len(winners) == 1 else 'hold'} {best} lands" + (
                f" (the goal is {state.goal})" if best >= state.goal else f" after {state.rounds} rounds"
            )
            state.result = Result(winners=winners, reason=reason, scores=held)
            ctx.say(f"{' and '.join(winners)} {'wins' if len(winners) == 1 else 'win'}: {reason}.", kind="result")
            state.offers.expire(marker(state), ctx)
            machine.end(state)
            return
        for treaty in [p for p in state.peace if p.until == state.round]:
            state.peace.remove(treaty)
            ctx.say(f"The peace between {' and '.join(treaty.seats)} ends.", kind="peace")
        state.round += 1
        machine.goto(state, Income.name)


STEPS: list[Step[StraitsState]] = [Income(), Orders(), Interception(), RoundEnd()]


def result(state: StraitsState) -> Result | None:
    """The result once the game is over."""
    return state.result
