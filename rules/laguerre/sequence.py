"""The step machine of the whole game, and the phase marker, heading and result it reports (LG-TURN-1)."""

from rules.core.situation import Result
from rules.core.steps import Machine
from rules.laguerre.diplomacy import country_name
from rules.laguerre.flow import phase_of, phase_title
from rules.laguerre.mapdata import name
from rules.laguerre.state import LgState
from rules.laguerre.steps_advanced import BattleOverrun
from rules.laguerre.steps_battle import BattleAttack, BattleCards, BattleDeploy, BattleRetreat, BattleRun
from rules.laguerre.steps_diplomacy import Answers, Bidding, CancelDeclaration, Diplomacy
from rules.laguerre.steps_season import ConvertVp, NpcTurn, TurnStart, WinterPhase
from rules.laguerre.steps_spies import BattleSpy
from rules.laguerre.steps_war import BuildPhase, Land, Naval

TITLE = "La Guerre de l'Empereur"


def marker(state: LgState) -> str:
    """Changes exactly when the phase (or the power whose part it is) changes."""
    if state.over:
        return "over"
    phase, power = phase_of(state)
    return f"{state.turn}:{phase}:{power or ''}"


def turn(state: LgState) -> str:
    """Changes with each season's phase."""
    return "over" if state.over else f"{state.turn}:{phase_of(state)[0]}"


def heading(state: LgState) -> str:
    """Season, phase and the played powers' VP, for people."""
    if state.over:
        return f"{TITLE} — over: {', '.join(state.winners) or 'nobody'} ({state.end_reason})."
    vp = ", ".join(f"{country_name(p)} {state.vp[p]}" for p in state.played)
    fight = f" Battle of {name(state.battle.province)} in progress." if state.battle else ""
    return f"{TITLE} — {state.turn_label}, {phase_title(state)}. VP: {vp}.{fight}"


def result(state: LgState) -> Result | None:
    """How the game ended (LG-WIN-2), None while it goes on."""
    if not state.over:
        return None
    scores = {seat: state.vp[state.power_of[seat]] for seat in state.seats}
    return Result(winners=list(state.winners), reason=state.end_reason, scores=scores)


MACHINE: Machine[LgState] = Machine(
    [Bidding(), TurnStart(), Diplomacy(), CancelDeclaration(), Answers(), Land(), Naval(), BuildPhase(),
     WinterPhase(), ConvertVp(), NpcTurn(), BattleRun(), BattleDeploy(), BattleCards(), BattleAttack(),
     BattleRetreat(), BattleSpy(), BattleOverrun()],
    marker, heading, result, turn=turn,
)
