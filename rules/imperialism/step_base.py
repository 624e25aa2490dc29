"""What every step of the sequence of play shares: its phase, and refusals that name the rule and the reason."""

from functools import cache
from typing import Any, ClassVar, TypeVar

from rules.core.actions import Action
from rules.core.errors import IllegalAction
from rules.core.steps import Frame, Machine, Step
from rules.imperialism.state import ImpState

ImpMachine = Machine[ImpState]
ActionT = TypeVar("ActionT", bound=Action)


@cache
def listed(kind: type[ActionT], **fields: Any) -> ActionT:
    """The action ``kind(**fields)``, made once: actions are immutable, and a step lists many each time it is
    asked (every move of every stack, every build in every region)."""
    return kind(**fields)


class ImpStep(Step[ImpState]):
    """A step of the game: it belongs to a phase and takes some kinds of action; ``refusal`` says why an action of
    one of its kinds is refused (rule id, reason) before the list of what is allowed is offered."""

    phase: ClassVar[str]
    kinds: ClassVar[tuple[type[Action], ...]] = ()
    doing: ClassVar[str] = ""
    decided_by_refusal: ClassVar[tuple[type[Action], ...]] = ()
    """Kinds whose ``refusal`` is complete: an action of them it does not refuse is legal, so ``check`` need not
    list every action (a step with many actions, each costly to list)."""

    def refusal(self, state: ImpState, frame: Frame, seat: str, action: Action) -> tuple[str, str] | None:
        """Why ``action`` is refused (rule id, reason); None when nothing specific is known."""
        return None

    def check(self, state: ImpState, frame: Frame, seat: str, action: Action) -> None:
        if not isinstance(action, self.kinds):
            raise self.refuse(state, frame, seat, action, self.rule, f"not now: {self.doing}")
        found = self.refusal(state, frame, seat, action)
        if found is not None:
            raise self.refuse(state, frame, seat, action, *found)
        if isinstance(action, self.decided_by_refusal):
            return
        if action not in self.actions(state, frame, seat):
            raise self.refuse(state, frame, seat, action, self.rule, f"not allowed now: {self.doing}")

    def refuse(self, state: ImpState, frame: Frame, seat: str, action: Action, rule: str, why: str) -> IllegalAction:
        """A refusal of ``action``: what was asked, why not (with the rule id), and what is allowed instead."""
        allowed = [a.label() for a in self.actions(state, frame, seat)][:25]
        return IllegalAction(f"{action.label()}: {why}", rule=rule, allowed=allowed)
