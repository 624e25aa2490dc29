"""The natives' out-of-turn questions: the side of each sphere in a revolt roll (IMP-NAT-9), asked of its owner
before the dice, and which spheres go when a player region holds more than its native strength (IMP-EXP-4),
asked of the region's holder. They come up in the production and the combat phases, so they have no phase of
their own (``sequence.phase`` reads the one below)."""

from typing import Any

from rules.core.actions import Action
from rules.core.context import Context
from rules.core.situation import Prompt
from rules.core.steps import Frame
from rules.imperialism import natives, places
from rules.imperialism.actions import DropSphere, Side
from rules.imperialism.state import ImpState
from rules.imperialism.step_base import ImpMachine, ImpStep


def roll_revolts(state: ImpState, machine: ImpMachine, regions: list[str], inciter: str | None = None,
                 bribe: bool = False) -> None:
    """Call the revolt rolls of ``regions`` (one incited by ``inciter``, or a cascade's) on top of the stack; the
    sphere owners are asked their side first."""
    if regions:
        queue = [{"region": r, "inciter": inciter, "bribe": bribe} for r in regions]
        machine.push(state, RevoltRoll.name, queue=queue, sides={})


class RevoltRoll(ImpStep):
    """Revolt rolls in turn: each sphere owner who chooses is asked its side (``SideAsk``), then the 2D6 are rolled
    (IMP-NAT-7, IMP-NAT-9)."""

    name = "revolt_roll"
    phase = ""
    rule = "IMP-NAT-7"
    automatic = True

    def run(self, state: ImpState, frame: Frame, ctx: Context, machine: ImpMachine) -> None:
        queue = frame.data["queue"]
        if not queue:
            machine.pop(state, ctx)
            return
        roll = queue[0]
        region, inciter = roll["region"], roll["inciter"]
        sides: dict[str, bool] = frame.data["sides"]
        if region in state.natives and region in state.control and region not in state.revolts:
            asking = [s for s in natives.sphere_choosers(state, region, inciter) if s not in sides]
            if asking:
                machine.push(state, SideAsk.name, asking[0], region=region, inciter=inciter)
                return
            natives.revolt_roll(state, region, ctx, inciter, roll["bribe"], sides)
        frame.data["queue"], frame.data["sides"] = queue[1:], {}

    def resume(self, state: ImpState, frame: Frame, returned: dict[str, Any], ctx: Context,
               machine: ImpMachine) -> None:
        frame.data["sides"] = {**frame.data["sides"], returned["owner"]: returned["support"]}


def sphere_word(count: int) -> str:
    """"1 sphere", "2 spheres"."""
    return f"{count} sphere{'s' if count != 1 else ''}"


class SideAsk(ImpStep):
    """A sphere's owner chooses, out of turn, whether its spheres support or suppress the revolt roll
    (IMP-NAT-9)."""

    name = "side"
    phase = ""
    rule = "IMP-NAT-9"
    kinds = (Side,)
    doing = "choose your spheres' side (/side revolt:support or suppress)"

    def prompt(self, state: ImpState, frame: Frame, seat: str) -> Prompt:
        region = frame.data["region"]
        mine = state.spheres.get(region, []).count(seat)
        who = f"{frame.data['inciter']} incite" if frame.data["inciter"] else "A failed revolt next door sets off"
        return Prompt(f"{who} a revolt in {places.name(region)} against {state.control.get(region)}: your "
                      f"{sphere_word(mine)} there: /side revolt:support (−1 each on the 2D6, the revolt more likely) "
                      f"or revolt:suppress (+1 each). If the natives win, suppressing spheres go; if they lose, "
                      f"supporting ones go first.", rule=self.rule, owed="a choice")

    def actions(self, state: ImpState, frame: Frame, seat: str) -> list[Action]:
        return [Side(support=True), Side(support=False)]

    def handle(self, state: ImpState, frame: Frame, seat: str, action: Action, ctx: Context,
               machine: ImpMachine) -> None:
        assert isinstance(action, Side)
        word = "support" if action.support else "suppress"
        ctx.say(f"{seat}'s spheres {word} the revolt in {places.name(frame.data['region'])}.", kind="sphere",
                seat=seat)
        machine.pop(state, ctx, owner=seat, support=action.support)


def ask_trims(state: ImpState, ctx: Context, machine: ImpMachine) -> bool:
    """Trim the excess spheres whose holder has no choice; push a question to the holder of the first region left
    (IMP-EXP-4). True when a question was pushed."""
    left = natives.trim_forced(state, ctx)
    if not left:
        return False
    machine.push(state, TrimAsk.name, state.control[left[0]], region=left[0])
    return True


class TrimAsk(ImpStep):
    """A player region holds more spheres than its native strength: its holder chooses which go (IMP-EXP-4)."""

    name = "trim"
    phase = ""
    rule = "IMP-EXP-4"
    kinds = (DropSphere,)
    doing = "choose a sphere to remove (/drop region:… sphere:…)"

    def _excess(self, state: ImpState, region: str) -> int:
        return len(state.spheres.get(region, [])) - state.natives[region].strength

    def prompt(self, state: ImpState, frame: Frame, seat: str) -> Prompt:
        region = frame.data["region"]
        excess = self._excess(state, region)
        return Prompt(f"{places.name(region)} holds more spheres than its native strength "
                      f"({state.natives[region].strength}): choose whose go (/drop region:… sphere:…).",
                      rule=self.rule, owed=sphere_word(excess))

    def actions(self, state: ImpState, frame: Frame, seat: str) -> list[Action]:
        region = frame.data["region"]
        return [DropSphere(region=region, owner=o) for o in sorted(set(state.spheres.get(region, [])))]

    def handle(self, state: ImpState, frame: Frame, seat: str, action: Action, ctx: Context,
               machine: ImpMachine) -> None:
        assert isinstance(action, DropSphere)
        natives.drop_sphere(state, action.region, action.owner, ctx)
        if self._excess(state, action.region) <= 0 or len(set(state.spheres[action.region])) == 1:
            machine.pop(state, ctx)


NATIVE_STEPS: tuple[ImpStep, ...] = (RevoltRoll(), SideAsk(), TrimAsk())
