"""What every step shares: the power it is played for, its action kinds, and refusals that name the rule."""

from typing import ClassVar

from rules.core.actions import Action
from rules.core.context import Context
from rules.core.errors import IllegalAction
from rules.core.steps import Frame, Machine, Step
from rules.laguerre.geography import POWERS
from rules.laguerre.state import LgState

LgMachine = Machine[LgState]


class LgStep(Step[LgState]):
    """A step of La Guerre. Per-power steps keep the power's index in ``frame.data["i"]``; ``options`` and ``do``
    work on the power, so that the rules can play a non-player power through the very same step."""

    kinds: ClassVar[tuple[type[Action], ...]] = ()
    doing: ClassVar[str] = ""

    def power(self, state: LgState, frame: Frame, seat: str | None) -> str:
        """The power acting in this frame (the seat's power, or the frame's)."""
        if "i" in frame.data:
            return POWERS[frame.data["i"]]
        return state.power_of[seat] if seat else ""

    def options(self, state: LgState, frame: Frame, power: str) -> list[Action]:
        """Every legal action of ``power`` in this step."""
        return []

    def do(self, state: LgState, frame: Frame, power: str, action: Action, ctx: Context, machine: LgMachine) -> None:
        """Apply a checked ``action`` of ``power``."""
        raise IllegalAction(f"{action.label()} is not handled in step {self.name}", rule=self.rule)

    def refusal(self, state: LgState, frame: Frame, power: str, action: Action) -> tuple[str, str] | None:
        """Why ``action`` is refused (rule id, reason); None to use the generic reason."""
        return None

    def actions(self, state: LgState, frame: Frame, seat: str) -> list[Action]:
        return self.options(state, frame, self.power(state, frame, seat))

    def check(self, state: LgState, frame: Frame, seat: str, action: Action) -> None:
        legal = self.actions(state, frame, seat)
        if action in legal:
            return
        power = self.power(state, frame, seat)
        rule, why = self.refusal(state, frame, power, action) or (self.rule, f"not now: {self.doing}")
        raise IllegalAction(f"{action.label()}: {why}", rule=rule, allowed=[a.label() for a in legal])

    def handle(self, state: LgState, frame: Frame, seat: str, action: Action, ctx: Context,
               machine: LgMachine) -> None:
        self.do(state, frame, self.power(state, frame, seat), action, ctx, machine)
