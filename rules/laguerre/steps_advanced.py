"""Where the advanced battle sections ask a seat: the overrun, announced before the troops deploy (LG-ADV-5.54)."""

from rules.core.actions import Action
from rules.core.context import Context
from rules.core.situation import Prompt
from rules.core.steps import Frame
from rules.laguerre import ai, battle, overrun
from rules.laguerre.actions import Done
from rules.laguerre.actions_advanced import Overrun
from rules.laguerre.mapdata import name
from rules.laguerre.observe import observe_power
from rules.laguerre.state import LgState
from rules.laguerre.step_base import LgMachine, LgStep


def ask_overrun(state: LgState, ctx: Context, machine: LgMachine) -> bool:
    """LG-ADV-5.54: at the start of a battle the attacker may announce an overrun: a seat is asked (True), a
    non-player power's AI decides at once."""
    if not overrun.may_declare(state):
        return False
    assert state.battle is not None
    state.battle.overrun_asked = True
    power = battle.attacker(state).power
    seat = state.seat_of(power)
    if seat is not None:
        machine.push(state, "battle_overrun", seat)
        return True
    if ai.wants_overrun(observe_power(state, power), power):
        overrun.declare(state, ctx)
    return False


class BattleOverrun(LgStep):
    """LG-ADV-5.54: the attacker announces an overrun (/overrun) or fights the battle (/done)."""

    name = "battle_overrun"
    rule = "LG-ADV-5.54"
    doing = "announce an overrun (/overrun) or fight the battle (/done)"

    def prompt(self, state: LgState, frame: Frame, seat: str) -> Prompt:
        where = name(state.battle.province) if state.battle else "?"
        return Prompt(f"Battle of {where}: announce an overrun (/overrun; at 6–1 the defenders are destroyed and you "
                      "lose as many divisions, otherwise you lose a division and the battle is fought), or /done "
                      "to fight it.", rule=self.rule, pass_verb="done")

    def options(self, state: LgState, frame: Frame, power: str) -> list[Action]:
        return [Overrun(), Done()]

    def do(self, state: LgState, frame: Frame, power: str, action: Action, ctx: Context, machine: LgMachine) -> None:
        if isinstance(action, Overrun):
            overrun.declare(state, ctx)
        machine.pop(state, ctx)
