"""The mover's combat step (IMP-CMB-1): battles in the order the mover chooses (every one must be fought),
explorer diplomacy and prospecting; then the next player moves."""

from typing import Any

from rules.core.actions import Action
from rules.core.context import Context
from rules.core.situation import Prompt
from rules.core.steps import Frame
from rules.imperialism import battles, exploring, flow, places
from rules.imperialism.actions import Done, Explore, Fight, Pick, Prospect
from rules.imperialism.state import ImpState
from rules.imperialism.step_base import ImpMachine, ImpStep
from rules.imperialism.steps_natives import ask_trims


class CombatStep(ImpStep):
    """Combat: fight every battle (/battle territory:…), roll native diplomacy (/explore), prospect (/prospect), then
    /done."""

    name = "combat"
    phase = "Combat"
    rule = "IMP-CMB-1"
    kinds = (Fight, Explore, Prospect, Done)
    doing = "fight your battles, explore, prospect, then /done"

    def prompt(self, state: ImpState, frame: Frame, seat: str) -> Prompt:
        left = len(battles.pending(state, seat))
        if left:
            return Prompt("Combat: choose the next battle (/battle territory:…); explorer rolls and prospecting too.",
                          rule=self.rule, owed=f"{left} battle{'s' if left != 1 else ''}")
        return Prompt("Combat: /explore region:… dp:yes|no with an explorer in a native region, /prospect "
                      "region:… with an engineer (5 PP), then /done.", rule=self.rule, pass_verb="done")

    def actions(self, state: ImpState, frame: Frame, seat: str) -> list[Action]:
        found: list[Action] = [Fight(region=r) for r in battles.pending(state, seat)]
        for unit in exploring.explorers(state, seat, frame.data["explored"]):
            found.append(Explore(region=unit.region, extra_die=False))
            if state.dp[seat] >= 1:
                found.append(Explore(region=unit.region, extra_die=True))
        found += [Prospect(region=u.region) for u in exploring.prospectors(state, seat, frame.data["prospected"])]
        unique = list(dict.fromkeys(found))
        return unique if any(isinstance(a, Fight) for a in unique) else [*unique, Done()]

    def refusal(self, state: ImpState, frame: Frame, seat: str, action: Action) -> tuple[str, str] | None:
        if isinstance(action, Done) and battles.pending(state, seat):
            return self.rule, "every battle must be fought before /done"
        return None

    def handle(self, state: ImpState, frame: Frame, seat: str, action: Action, ctx: Context,
               machine: ImpMachine) -> None:
        if isinstance(action, Fight):
            battles.start(state, action.region, seat, ctx)
            machine.push(state, "battle")
        elif isinstance(action, Explore):
            unit = next(u for u in exploring.explorers(state, seat, frame.data["explored"])
                        if u.region == action.region)
            frame.data["explored"] = [*frame.data["explored"], unit.id]
            exploring.explore(state, seat, unit, action.extra_die, ctx)
        elif isinstance(action, Prospect):
            unit = next(u for u in exploring.prospectors(state, seat, frame.data["prospected"])
                        if u.region == action.region)
            frame.data["prospected"] = [*frame.data["prospected"], unit.id]
            drawn = exploring.prospect(state, seat, action.region, ctx)
            if len(set(drawn)) > 1:
                machine.push(state, PickStep.name, seat, region=action.region, drawn=drawn)
            elif drawn:
                exploring.keep(state, seat, action.region, drawn, drawn[0])
        else:
            flow.end_player(state, ctx, machine)

    def resume(self, state: ImpState, frame: Frame, returned: dict[str, Any], ctx: Context,
               machine: ImpMachine) -> None:
        """Back from a battle, a revolt roll or a pick: the holder trims a region's excess spheres, if any
        (IMP-EXP-4), then carries on."""
        ask_trims(state, ctx, machine)


class PickStep(ImpStep):
    """Keep one of the resource chits drawn prospecting, face down (IMP-PRO-2)."""

    name = "pick"
    phase = "Combat"
    rule = "IMP-PRO-2"
    kinds = (Pick,)
    doing = "keep one of the chits you drew (/pick chit:…)"

    def prompt(self, state: ImpState, frame: Frame, seat: str) -> Prompt:
        return Prompt(f"Prospecting in {places.name(frame.data['region'])}: keep one chit (/pick chit:…).",
                      rule=self.rule, owed="one chit")

    def actions(self, state: ImpState, frame: Frame, seat: str) -> list[Action]:
        return [Pick(value=v) for v in sorted(set(frame.data["drawn"]))]

    def handle(self, state: ImpState, frame: Frame, seat: str, action: Action, ctx: Context,
               machine: ImpMachine) -> None:
        assert isinstance(action, Pick)
        exploring.keep(state, seat, frame.data["region"], frame.data["drawn"], action.value)
        ctx.say(f"{seat} keep a chit in {places.name(frame.data['region'])}.", kind="prospect", seat=seat)
        machine.pop(state, ctx)


COMBAT_STEPS: tuple[ImpStep, ...] = (CombatStep(), PickStep())
