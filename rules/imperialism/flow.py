"""The turn's transitions (IMP-TURN-*): a production phase (random movement order, then each sub-phase in that
order), two movement phases (each player moves, is reinforced against, fights), and the end checks. Steps are
named by string so that this module needs none of them."""

from rules.core.context import Context
from rules.imperialism import alliances, diplomacy, fleets, natives, production, victory
from rules.imperialism.buildings import count
from rules.imperialism.state import ImpState
from rules.imperialism.step_base import ImpMachine
from rules.imperialism.tables import DP_PRICE, MOVEMENT_POINTS

PRODUCTION_STEPS = ("buy_dp", "diplomacy", "construction")
SEALED_OPEN = "sealed_open"  # with simultaneous=on, the sealed unit orders follow construction (IMP-OPT-SIM)


def begin_movement(state: ImpState, ctx: Context, machine: ImpMachine) -> None:
    """A movement phase: every unit gets its movement points; the first player in movement order moves."""
    state.movement += 1
    for unit in state.units:
        unit.mp, unit.stopped, unit.came_from, unit.late, unit.landed = MOVEMENT_POINTS, False, None, False, False
    fleets.ready(state)
    state.arrows = []
    ctx.say(f"— Round {state.round}, movement phase {2 - state.movement % 2}: "
            f"{', '.join(state.order)} —", kind="phase")
    start_player(state, state.order[0], machine)


def start_player(state: ImpState, seat: str, machine: ImpMachine) -> None:
    """``seat`` moves now (the first step of its movement phase)."""
    state.active = seat
    state.reinforced = []
    machine.goto(state, "move", seat)


def end_player(state: ImpState, ctx: Context, machine: ImpMachine) -> None:
    """After a player's combat: the next player moves, or the movement phase ends."""
    index = state.order.index(state.active) + 1
    if index < state.players:
        start_player(state, state.order[index], machine)
        return
    if victory.check_end(state, ctx, second_phase=state.movement % 2 == 0):
        machine.end(state)
        return
    if state.movement % 2 == 1:
        begin_movement(state, ctx, machine)
    else:
        begin_production(state, ctx, machine)


def begin_production(state: ImpState, ctx: Context, machine: ImpMachine) -> None:
    """A new round's production phase: draw the movement order, collect, then the upkeep step (IMP-PROD-*)."""
    state.round += 1
    ctx.dice.shuffle(state.order)
    ctx.say(f"— Round {state.round}: production phase; movement order {', '.join(state.order)} —", kind="phase")
    state.new_buildings, state.incited = [], []
    alliances.lapse(state, ctx)
    production.collect(state, ctx)
    machine.goto(state, "upkeep", paid=[])


def has_choice(state: ImpState, step: str, seat: str) -> bool:
    """Whether ``seat`` has anything to decide in a production sub-phase (one with nothing is skipped)."""
    if step == "buy_dp":
        return count(state, seat, "city") > 0 and state.pp[seat] >= DP_PRICE
    if step == "diplomacy":
        return bool(diplomacy.options(state, seat, [], []))
    return True


def next_production(state: ImpState, seat: str | None, step: str, ctx: Context, machine: ImpMachine) -> None:
    """After ``seat``'s part of a production sub-phase (None: before the first): the next player with a choice,
    the next sub-phase, or the movement (with simultaneous=on, the sealed unit orders first)."""
    position = PRODUCTION_STEPS.index(step)
    index = 0 if seat is None else state.order.index(seat) + 1
    for name in PRODUCTION_STEPS[position:]:
        for player in state.order[index:]:
            if has_choice(state, name, player):
                machine.goto(state, name, player)
                return
        index = 0
    if state.options.get("simultaneous") == "on":
        machine.goto(state, SEALED_OPEN)
        return
    begin_movement(state, ctx, machine)


def release_empty(state: ImpState, ctx: Context) -> None:
    """A player region left without a brigade (units removed unpaid) reverts to the natives (IMP-CTRL-1)."""
    for region in sorted(state.control):
        natives.release_if_empty(state, region, ctx)
