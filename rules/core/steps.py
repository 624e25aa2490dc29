"""The sequence of play as data: named steps, each with its prompt, its legal actions and its handlers, and a
serialisable stack of frames inside the game state (Rally the Troops' states with a call stack).

The top frame is the step being played. ``goto`` replaces it (the next step of the sequence); ``push`` calls a
step on top of it (an interrupt: a reaction out of turn, a sub-decision) and ``pop`` returns to the caller,
whose ``resume`` handler hears what the called step decided. Automatic steps (no seat acts) run at once.
"""

from abc import ABC
from collections.abc import Callable, Iterable
from typing import Any, ClassVar, Generic, TypeVar

from pydantic import BaseModel, Field

from rules.core.actions import Action
from rules.core.context import Context
from rules.core.errors import IllegalAction
from rules.core.situation import Prompt, Result, Situation

MAX_AUTOMATIC_STEPS = 10_000


class Frame(BaseModel):
    """One entry of the stack: the step's name, the seat it asks (if one), and its local data (JSON values)."""

    step: str
    seat: str | None = None
    data: dict[str, Any] = Field(default_factory=dict)


class StackedState(BaseModel):
    """What a state needs to be played by a ``Machine``: the stack of frames (the last is the top)."""

    stack: list[Frame] = Field(default_factory=list)


S = TypeVar("S", bound=StackedState)


class Step(ABC, Generic[S]):
    """One named step. Subclasses set ``name`` and ``rule`` and implement ``prompt``, ``actions``, ``handle``.

    ``automatic`` steps ask nobody: the machine calls ``run`` as soon as they are on top.
    """

    name: ClassVar[str]
    rule: ClassVar[str] = ""
    simultaneous: ClassVar[bool] = False
    automatic: ClassVar[bool] = False

    def actors(self, state: S, frame: Frame) -> list[str]:
        """The seats that must act in this step (default: the frame's seat)."""
        return [frame.seat] if frame.seat else []

    def prompt(self, state: S, frame: Frame, seat: str) -> Prompt:
        """What ``seat`` is asked to do, what is still owed, and the rule."""
        return Prompt(text="Act.", rule=self.rule)

    def actions(self, state: S, frame: Frame, seat: str) -> list[Action]:
        """Every legal action of ``seat`` in this step."""
        return []

    def action_count(self, state: S, frame: Frame, seat: str) -> int:
        """How many legal actions ``seat`` has in this step; override to count without building them."""
        return len(self.actions(state, frame, seat))

    def check(self, state: S, frame: Frame, seat: str, action: Action) -> None:
        """Raise IllegalAction (naming the rule and what is allowed) unless ``action`` is legal; override to check
        without listing every action."""
        legal = self.actions(state, frame, seat)
        if action not in legal:
            raise IllegalAction(
                f"{action.label()} is not allowed now", rule=self.rule, allowed=[a.label() for a in legal]
            )

    def handle(self, state: S, frame: Frame, seat: str, action: Action, ctx: Context, machine: "Machine[S]") -> None:
        """Apply a checked ``action``: change the state, and move the stack on."""
        raise IllegalAction(f"{action.label()} is not handled in step {self.name}", rule=self.rule)

    def run(self, state: S, frame: Frame, ctx: Context, machine: "Machine[S]") -> None:
        """An automatic step's work (it must replace or pop its frame)."""
        raise NotImplementedError(f"step {self.name} is not automatic")

    def resume(self, state: S, frame: Frame, returned: dict[str, Any], ctx: Context, machine: "Machine[S]") -> None:
        """Called when a step this one pushed returns (default: carry on with nothing to do)."""


class Machine(Generic[S]):
    """Plays a state's stack of frames over a set of named steps."""

    def __init__(
        self,
        steps: Iterable[Step[S]],
        marker: Callable[[S], str],
        heading: Callable[[S], str],
        result: Callable[[S], Result | None],
        may_act: Callable[[S], list[str]] = lambda _: [],
        turn: Callable[[S], str] = lambda _: "",
    ) -> None:
        self.steps: dict[str, Step[S]] = {}
        for step in steps:
            if step.name in self.steps:
                raise ValueError(f"two steps are named {step.name}")
            self.steps[step.name] = step
        self._marker, self._heading, self._result, self._may_act = marker, heading, result, may_act
        self._turn = turn

    # -- where we are
    def frame(self, state: S) -> Frame | None:
        """The top frame, None once the stack is empty (the game is over)."""
        return state.stack[-1] if state.stack else None

    def step(self, state: S) -> Step[S] | None:
        """The step being played, None once the stack is empty."""
        frame = self.frame(state)
        return None if frame is None else self.steps[frame.step]

    def situation(self, state: S) -> Situation:
        """Who acts, their prompts, the phase marker and heading, and the result."""
        result = self._result(state)
        frame, step = self.frame(state), self.step(state)
        if result is not None or frame is None or step is None:
            return Situation(self._marker(state), self._heading(state), result=result, turn=self._turn(state))
        actors = tuple(step.actors(state, frame))
        prompts = {seat: step.prompt(state, frame, seat) for seat in actors}
        may = tuple(s for s in self._may_act(state) if s not in actors)
        simultaneous = step.simultaneous and len(actors) > 1
        return Situation(
            self._marker(state), self._heading(state), actors, prompts, may, simultaneous, turn=self._turn(state)
        )

    def legal_actions(self, state: S, seat: str) -> list[Action]:
        """Every action ``seat`` may take now in the current step."""
        frame, step = self.frame(state), self.step(state)
        if frame is None or step is None or seat not in step.actors(state, frame):
            return []
        return step.actions(state, frame, seat)

    def legal_count(self, state: S, seat: str) -> int:
        """How many actions ``seat`` may take now: ``len(legal_actions)``, counted by the step."""
        frame, step = self.frame(state), self.step(state)
        if frame is None or step is None or seat not in step.actors(state, frame):
            return 0
        return step.action_count(state, frame, seat)

    # -- moving the stack
    def goto(self, state: S, name: str, seat: str | None = None, **data: Any) -> None:
        """Replace the top frame with step ``name`` (the next step of the sequence)."""
        self._known(name)
        if state.stack:
            state.stack.pop()
        state.stack.append(Frame(step=name, seat=seat, data=data))

    def push(self, state: S, name: str, seat: str | None = None, **data: Any) -> None:
        """Call step ``name`` on top of the current one (an interrupt); ``pop`` returns to the caller."""
        self._known(name)
        state.stack.append(Frame(step=name, seat=seat, data=data))

    def pop(self, state: S, ctx: Context, **returned: Any) -> None:
        """End the top step and return ``returned`` to the step below, whose ``resume`` carries on."""
        state.stack.pop()
        frame = self.frame(state)
        if frame is not None:
            self.steps[frame.step].resume(state, frame, returned, ctx, self)

    def end(self, state: S) -> None:
        """Empty the stack: the game is over."""
        state.stack.clear()

    # -- acting
    def check(self, state: S, seat: str, action: Action) -> None:
        """Raise IllegalAction unless ``seat`` may take ``action`` now."""
        frame, step = self.frame(state), self.step(state)
        if frame is None or step is None:
            raise IllegalAction("The game is over: nothing more can be played.")
        if seat not in step.actors(state, frame):
            acting = ", ".join(step.actors(state, frame)) or "nobody"
            raise IllegalAction(f"It is not {seat}'s turn to act; waiting for {acting}", rule=step.rule)
        step.check(state, frame, seat, action)

    def apply(self, state: S, seat: str, action: Action, ctx: Context) -> None:
        """Check and apply ``action``, then run the automatic steps that follow."""
        self.check(state, seat, action)
        frame, step = self.frame(state), self.step(state)
        assert frame is not None and step is not None
        step.handle(state, frame, seat, action, ctx, self)
        self.run_automatic(state, ctx)

    def run_automatic(self, state: S, ctx: Context) -> None:
        """Run automatic steps until one asks a seat (or the game ends)."""
        for _ in range(MAX_AUTOMATIC_STEPS):
            frame, step = self.frame(state), self.step(state)
            if frame is None or step is None or not step.automatic or self._result(state) is not None:
                return
            step.run(state, frame, ctx, self)
        raise RuntimeError("automatic steps did not settle")

    def _known(self, name: str) -> None:
        if name not in self.steps:
            raise KeyError(f"unknown step {name!r}; steps: {', '.join(self.steps)}")
