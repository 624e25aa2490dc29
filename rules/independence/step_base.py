"""What every step of the sequence of play shares: its phase, its action kinds, and refusals that say why."""

from typing import ClassVar

from rules.core.actions import Action
from rules.core.errors import IllegalAction
from rules.core.steps import Frame, Step
from rules.independence.state import WoiState

PHASES = ("Draw", "Move", "Battle", "Revenue", "Recruit", "Upkeep", "Control")
"""The seven phases of a player's turn, in order (WE-TURN-1)."""


class WoiStep(Step[WoiState]):
    """A step of War of Independence: it belongs to a phase of the turn and takes some kinds of action.

    ``refusal`` says why an action of one of its kinds is refused (rule id and reason), so that a refusal names
    the rule and the reason, not only the list of what is allowed. It is the whole check: an action of one of the
    step's kinds that it does not refuse is legal (no list of every legal action is built to check one)."""

    phase: ClassVar[str]
    kinds: ClassVar[tuple[type[Action], ...]] = ()
    doing: ClassVar[str] = ""

    def refusal(self, state: WoiState, frame: Frame, seat: str, action: Action) -> tuple[str, str] | None:
        """Why ``action`` (of one of this step's kinds) is refused, as (rule id, reason); None when it is legal."""
        return None

    def check(self, state: WoiState, frame: Frame, seat: str, action: Action) -> None:
        if not isinstance(action, self.kinds):
            raise self.refuse(state, frame, seat, action, self.rule, f"not now: {self.doing}")
        found = self.refusal(state, frame, seat, action)
        if found is not None:
            raise self.refuse(state, frame, seat, action, *found)

    def refuse(
        self, state: WoiState, frame: Frame, seat: str, action: Action, rule: str, why: str
    ) -> IllegalAction:
        """A refusal of ``action``: what was asked, why not (with the rule id), and what is allowed instead."""
        allowed = [a.label() for a in self.actions(state, frame, seat)]
        return IllegalAction(f"{action.label()}: {why}", rule=rule, allowed=allowed)
