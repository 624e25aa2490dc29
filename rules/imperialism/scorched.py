"""Scorched Earth Policy (optional rule, option ``scorched=on``; IMP-OPT-SCORCH, designed): a player who loses a
region to another player in battle may, at once, destroy every building there and undevelop its resource, for
1 DP, so that the conqueror gains the land and nothing on it. Asked out of turn, as the other battle questions."""

from rules.core.actions import Action
from rules.core.context import Context
from rules.core.situation import Prompt
from rules.core.steps import Frame
from rules.imperialism import places, treasury
from rules.imperialism.buildings import clear_region
from rules.imperialism.option_actions import Scorch
from rules.imperialism.state import NATIVES, Battle, ImpState
from rules.imperialism.step_base import ImpMachine, ImpStep

RULE = "IMP-OPT-SCORCH"
SCORCH_DP = 1  # [designed] burning your own land is a political act, paid like a declaration of war


def enabled(state: ImpState) -> bool:
    """True when the game plays with the optional rule."""
    return state.options.get("scorched") == "on"


def assets(state: ImpState, region: str) -> list[str]:
    """What scorching ``region`` would destroy: its buildings, and "developed resource" when it has one."""
    chit = state.chits.get(region)
    return [*state.buildings.get(region, []), *(["developed resource"] if chit is not None and chit.developed else [])]


def ask(state: ImpState, battle: Battle, winner: str, machine: ImpMachine) -> None:
    """After ``battle`` (finished): when a player took the region from another player and the loser may scorch it
    (the option on, something to destroy, the DP to pay), ask the loser."""
    loser = battle.defender
    if (not enabled(state) or battle.revolt or loser == NATIVES or winner != battle.attacker
            or state.control.get(battle.region) != winner or not assets(state, battle.region)
            or state.dp[loser] < SCORCH_DP):
        return
    machine.push(state, ScorchAsk.name, loser, region=battle.region, conqueror=winner)


def scorch(state: ImpState, seat: str, region: str, ctx: Context) -> None:
    """``seat`` pays and destroys everything built or developed in ``region``."""
    lost = assets(state, region)
    treasury.change(state, ctx, seat, f"scorched earth in {places.name(region)}", dp=-SCORCH_DP)
    clear_region(state, region)
    ctx.say(f"{seat} scorch the earth in {places.name(region)} as they leave: {', '.join(lost)} destroyed.",
            kind="scorch", seat=seat, region=region)


class ScorchAsk(ImpStep):
    """The player who has just lost a region in battle destroys what stands there or leaves it (IMP-OPT-SCORCH)."""

    name = "scorch"
    phase = ""
    rule = RULE
    kinds = (Scorch,)
    doing = "destroy what stands in the region you lost, or leave it (/scorch answer:yes|no)"

    def prompt(self, state: ImpState, frame: Frame, seat: str) -> Prompt:
        region = frame.data["region"]
        return Prompt(f"Scorched earth: {frame.data['conqueror']} have taken {places.name(region)} from you. Destroy "
                      f"its {', '.join(assets(state, region))} before they are theirs ({SCORCH_DP} DP; you have "
                      f"{state.dp[seat]})? /scorch answer:yes or no.", rule=self.rule, owed="an answer")

    def actions(self, state: ImpState, frame: Frame, seat: str) -> list[Action]:
        return [Scorch(burn=True), Scorch(burn=False)]

    def handle(self, state: ImpState, frame: Frame, seat: str, action: Action, ctx: Context,
               machine: ImpMachine) -> None:
        assert isinstance(action, Scorch)
        if action.burn:
            scorch(state, seat, frame.data["region"], ctx)
        machine.pop(state, ctx)
