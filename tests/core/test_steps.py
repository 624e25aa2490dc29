"""The step machine: goto, push (an interrupt for another seat), pop resuming the caller, automatic steps,
the situation with prompts, and refusals that name the rule."""

from typing import Any, ClassVar, Literal

import pytest

from rules.core.actions import Action
from rules.core.context import Context
from rules.core.dice import Dice
from rules.core.errors import IllegalAction
from rules.core.situation import Prompt, Result
from rules.core.steps import Frame, Machine, StackedState, Step


class Say(Action):
    kind: Literal["say"] = "say"
    verb: ClassVar[str] = "say"
    word: str

    def options(self) -> dict[str, str]:
        return {"word": self.word}


class Toy(StackedState):
    said: list[str] = []
    over: bool = False


class Talk(Step[Toy]):
    """A seat says a word; "help" calls the other seat in (an interrupt), "end" ends the game."""

    name: ClassVar[str] = "talk"
    rule: ClassVar[str] = "T-1"

    def prompt(self, state: Toy, frame: Frame, seat: str) -> Prompt:
        return Prompt("Say a word.", rule=self.rule, owed=f"{3 - len(state.said)} words")

    def actions(self, state: Toy, frame: Frame, seat: str) -> list[Action]:
        return [Say(word=w) for w in ("hello", "help", "end")]

    def handle(self, state: Toy, frame: Frame, seat: str, action: Action, ctx: Context, machine: Machine[Toy]) -> None:
        assert isinstance(action, Say)
        state.said.append(f"{seat}:{action.word}")
        if action.word == "help":
            machine.push(state, "answer", "B", asked_by=seat)
        elif action.word == "end":
            machine.goto(state, "tally")

    def resume(self, state: Toy, frame: Frame, returned: dict[str, Any], ctx: Context, machine: Machine[Toy]) -> None:
        state.said.append(f"resumed:{returned['answer']}")


class Answer(Step[Toy]):
    name: ClassVar[str] = "answer"
    rule: ClassVar[str] = "T-2"

    def actions(self, state: Toy, frame: Frame, seat: str) -> list[Action]:
        return [Say(word="yes"), Say(word="no")]

    def handle(self, state: Toy, frame: Frame, seat: str, action: Action, ctx: Context, machine: Machine[Toy]) -> None:
        assert isinstance(action, Say)
        machine.pop(state, ctx, answer=action.word)


class Tally(Step[Toy]):
    name: ClassVar[str] = "tally"
    automatic: ClassVar[bool] = True

    def run(self, state: Toy, frame: Frame, ctx: Context, machine: Machine[Toy]) -> None:
        ctx.say(f"{len(state.said)} words.")
        state.over = True
        machine.end(state)


MACHINE: Machine[Toy] = Machine(
    [Talk(), Answer(), Tally()],
    marker=lambda s: s.stack[-1].step if s.stack else "over",
    heading=lambda s: "Talking",
    result=lambda s: Result(winners=["A"], reason="talked") if s.over else None,
)


def _apply(state: Toy, seat: str, word: str) -> Context:
    ctx = Context(Dice(1, 1))
    MACHINE.apply(state, seat, Say(word=word), ctx)
    return ctx


def test_the_situation_names_the_seat_its_prompt_and_what_is_owed() -> None:
    state = Toy(stack=[Frame(step="talk", seat="A")])
    situation = MACHINE.situation(state)
    assert situation.to_act == ("A",) and situation.marker == "talk"
    prompt = situation.prompt("A")
    assert prompt is not None and prompt.line() == "Say a word. (3 words left)" and prompt.rule == "T-1"


def test_a_pushed_step_asks_another_seat_and_pop_resumes_the_caller() -> None:
    state = Toy(stack=[Frame(step="talk", seat="A")])
    _apply(state, "A", "help")
    assert MACHINE.situation(state).to_act == ("B",) and state.stack[-1].data == {"asked_by": "A"}
    with pytest.raises(IllegalAction, match="not A's turn"):
        _apply(state, "A", "hello")
    _apply(state, "B", "yes")
    assert state.said == ["A:help", "resumed:yes"]
    assert MACHINE.situation(state).to_act == ("A",)


def test_automatic_steps_run_at_once_and_the_game_ends() -> None:
    state = Toy(stack=[Frame(step="talk", seat="A")])
    ctx = _apply(state, "A", "end")
    assert [e.text for e in ctx.events] == ["1 words."]
    situation = MACHINE.situation(state)
    assert situation.over and situation.to_act == () and MACHINE.legal_actions(state, "A") == []


def test_an_illegal_action_names_the_rule_and_what_is_allowed_and_changes_nothing() -> None:
    state = Toy(stack=[Frame(step="talk", seat="A")])
    before = state.model_dump_json()
    with pytest.raises(IllegalAction, match=r"rule T-1.*Allowed now: /say word:hello"):
        _apply(state, "A", "goodbye")
    assert state.model_dump_json() == before


def test_steps_must_be_known() -> None:
    state = Toy(stack=[Frame(step="talk", seat="A")])
    with pytest.raises(KeyError, match="unknown step"):
        MACHINE.goto(state, "dance")
