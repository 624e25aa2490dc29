"""The automatic steps of the season (Turn Start, Winter, the end of the game), the winter Gold→VP choice, and
the step through which the rules play a non-player power's part of a phase (LG-NPC-1)."""

from rules.core.actions import Action
from rules.core.context import Context
from rules.core.situation import Prompt
from rules.core.steps import Frame
from rules.laguerre import ai, economy, flow, victory
from rules.laguerre.actions import Convert, Done
from rules.laguerre.diplomacy import country_name
from rules.laguerre.geography import POWERS
from rules.laguerre.observe import observe_power
from rules.laguerre.powers import THRESHOLDS
from rules.laguerre.state import LgState
from rules.laguerre.step_base import LgMachine, LgStep
from rules.laguerre.tables import GOLD_PER_VP

NPC_ACTIONS_PER_PHASE = 40
"""A non-player power takes at most this many actions in one phase (then it is done)."""


class TurnStart(LgStep):
    """LG-TURN-2: a new season: Turn Start with the Events table, then Diplomacy."""

    name = "turn_start"
    rule = "LG-TURN-2"
    automatic = True

    def run(self, state: LgState, frame: Frame, ctx: Context, machine: LgMachine) -> None:
        flow.start_turn(state, ctx, machine)


class WinterPhase(LgStep):
    """LG-TURN-3: the Winter Phase runs by rule, then each seat may buy VP with Gold."""

    name = "winter"
    rule = "LG-TURN-3"
    automatic = True

    def run(self, state: LgState, frame: Frame, ctx: Context, machine: LgMachine) -> None:
        flow.winter(state, ctx)
        machine.goto(state, "convert")
        if not ConvertVp().actors(state, machine.frame(state) or frame):
            year_end(state, ctx, machine)


def year_end(state: LgState, ctx: Context, machine: LgMachine) -> None:
    """LG-WIN-1: after the winter of the end year the game ends; else the next season begins."""
    if state.year >= state.end_year:
        victory.finish(state, ctx)
        machine.end(state)
    else:
        flow.next_season(state, ctx, machine)


class ConvertVp(LgStep):
    """LG-VP-4: in winter each seat seals how many VP it buys with Gold (4 Gold each, up to its yearly limit)."""

    name = "convert"
    rule = "LG-VP-4"
    simultaneous = True
    doing = "buy VP with Gold (/convert vp:…) or /done"

    def actors(self, state: LgState, frame: Frame) -> list[str]:
        return [s for s in state.seats if s not in state.converted]

    def prompt(self, state: LgState, frame: Frame, seat: str) -> Prompt:
        power = state.power_of[seat]
        return Prompt(f"Winter: buy VP with Gold at {GOLD_PER_VP} Gold each (/convert vp:…), at most "
                      f"{THRESHOLDS[power].gold_vp_limit} a year, or /done to keep your Gold.", rule=self.rule,
                      owed=f"{len(self.actors(state, frame))} seat(s) to decide", pass_verb="done")

    def options(self, state: LgState, frame: Frame, power: str) -> list[Action]:
        return [*(Convert(vp=n) for n in range(1, economy.convert_limit(state, power) + 1)), Done()]

    def refusal(self, state: LgState, frame: Frame, power: str, action: Action) -> tuple[str, str] | None:
        if isinstance(action, Convert):
            return "LG-VP-4", f"you may buy at most {economy.convert_limit(state, power)} VP now"
        return None

    def do(self, state: LgState, frame: Frame, power: str, action: Action, ctx: Context, machine: LgMachine) -> None:
        if isinstance(action, Convert):
            economy.convert(state, ctx, power, action.vp)
        seat = state.seat_of(power)
        if seat is not None:
            state.converted.append(seat)
            ctx.say(f"{country_name(power)} has made its winter choice.", kind="winter")
        if not self.actors(state, frame):
            year_end(state, ctx, machine)


class NpcTurn(LgStep):
    """LG-NPC-1: a non-player power's part of a phase, played by the rules through the phase's own step, each
    choice made from what that power observes."""

    name = "npc"
    rule = "LG-NPC-1"
    automatic = True

    def run(self, state: LgState, frame: Frame, ctx: Context, machine: LgMachine) -> None:
        phase, power = frame.data["phase"], POWERS[frame.data["i"]]
        step = machine.steps[phase]
        assert isinstance(step, LgStep)
        legal = step.options(state, frame, power)
        count = frame.data.get("n", 0)
        frame.data["n"] = count + 1
        chosen = Done() if count >= NPC_ACTIONS_PER_PHASE else ai.npc_choice(
            observe_power(state, power), power, legal, ctx.dice)
        step.do(state, frame, power, chosen, ctx, machine)
