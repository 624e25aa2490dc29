"""The sequence of play as a step machine, its phase marker, heading and result, and the new game (IMP-SET-1)."""

from typing import cast

from rules.core.context import Context
from rules.core.dice import Dice
from rules.core.situation import Result
from rules.core.steps import Machine
from rules.imperialism import historical, objectives
from rules.imperialism.auction import Auction
from rules.imperialism.historical import HistoricalSetup
from rules.imperialism.option_random_regions import RandomDeal
from rules.imperialism.option_random_regions import enabled as random_regions
from rules.imperialism.scorched import ScorchAsk
from rules.imperialism.sealed_purchase import SEALED_STEPS
from rules.imperialism.seats import seat_ids
from rules.imperialism.state import ImpState
from rules.imperialism.step_base import ImpStep
from rules.imperialism.steps_battle import BATTLE_STEPS
from rules.imperialism.steps_combat import COMBAT_STEPS
from rules.imperialism.steps_movement import MOVEMENT_STEPS
from rules.imperialism.steps_natives import NATIVE_STEPS
from rules.imperialism.steps_naval import NAVAL_STEPS
from rules.imperialism.steps_offers import OFFER_STEPS
from rules.imperialism.steps_production import PRODUCTION_STEPS
from rules.imperialism.steps_setup import SETUP_STEPS, Draft
from rules.imperialism.tables import SETUP_DP, SETUP_PP, chit_pool, native_pool
from rules.imperialism.victory import victory_points

TITLE = "War! Age of Imperialism"
STEPS: tuple[ImpStep, ...] = (*SETUP_STEPS, RandomDeal(), *PRODUCTION_STEPS, *MOVEMENT_STEPS, *NAVAL_STEPS,
                              *OFFER_STEPS, *COMBAT_STEPS, *BATTLE_STEPS, *NATIVE_STEPS, *SEALED_STEPS,
                              ScorchAsk(), Auction(), HistoricalSetup())


def current(state: ImpState) -> ImpStep | None:
    """The step being played (None once the game is over)."""
    return cast(ImpStep | None, MACHINE.step(state))


def phase(state: ImpState) -> str:
    """The phase being played ("Set-up", "Production", "Movement", "Combat"; "Game over"): that of the top step, or
    of the step below for a question that belongs to no phase of its own."""
    for frame in reversed(state.stack):
        step = MACHINE.steps[frame.step]
        if isinstance(step, ImpStep) and step.phase:
            return step.phase
    return "Game over"


def marker(state: ImpState) -> str:
    """Changes exactly when the phase changes."""
    if state.over:
        return "over"
    movement_phase = state.movement if phase(state) in ("Movement", "Combat") else 0
    return f"{state.round}:{movement_phase}:{state.active}:{phase(state)}"


def turn(state: ImpState) -> str:
    """Changes when a new round or a new player's movement begins."""
    return "over" if state.over else f"{state.round}:{state.movement}:{state.active}"


def heading(state: ImpState) -> str:
    """Round, phase and VP, for people."""
    if state.over:
        return f"{TITLE} — over. {state.winner or 'Nobody'} win: {state.end_reason}."
    score = ", ".join(f"{s} {victory_points(state, s)}" for s in state.seats)
    who = f", {state.active} to move" if phase(state) in ("Movement", "Combat") else ""
    return f"{TITLE} — round {state.round}, {phase(state)} phase{who}. VP: {score}."


def result(state: ImpState) -> Result | None:
    """How the game ended, or None while it goes on."""
    if not state.over:
        return None
    winners = state.winner.split(" and ") if state.winner else []
    return Result(winners=winners, reason=state.end_reason, scores=dict(state.scores))


def to_act(state: ImpState) -> list[str]:
    """The seats that must act now: the situation's, without its heading (whose VP are costly to count)."""
    frame, step = MACHINE.frame(state), MACHINE.step(state)
    if result(state) is not None or frame is None or step is None:
        return []
    return list(step.actors(state, frame))


MACHINE: Machine[ImpState] = Machine(STEPS, marker, heading, result, turn=turn)


def new_game(options: dict[str, str], dice: Dice) -> ImpState:
    """Set up: the setup order drawn at random, shuffled native markers and chits, the draft begins (IMP-SET-1), or
    the random deal or the historical holdings that replace it (IMP-OPT-RANDOM, IMP-OPT-HIST)."""
    seats = seat_ids(options)
    order = list(seats)
    dice.shuffle(order)
    pool, chits = native_pool(), chit_pool()
    dice.shuffle(pool)
    dice.shuffle(chits)
    state = ImpState(options=dict(options), seats=seats, order=order, active=order[0],
                     pp=dict.fromkeys(seats, 0), dp=dict.fromkeys(seats, 0), native_pool=pool, chit_pool=chits)
    objectives.deal(state, dice)
    if random_regions(options):
        MACHINE.goto(state, RandomDeal.name, pp=SETUP_PP, dp=SETUP_DP)
    elif historical.enabled(options):
        MACHINE.goto(state, HistoricalSetup.name, pp=SETUP_PP, dp=SETUP_DP)
    else:
        MACHINE.goto(state, Draft.name, order[0], picks=0, pp=SETUP_PP, dp=SETUP_DP)
    MACHINE.run_automatic(state, Context(dice))
    return state
