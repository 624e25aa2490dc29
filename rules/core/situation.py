"""The situation: everything about "where we are" that the service, posts, buttons, deadlines and the AI need,
computed once per state by the ruleset (never probed from the state by anyone else).
"""

from dataclasses import dataclass, field

from pydantic import BaseModel, Field


class Result(BaseModel):
    """How a game ended."""

    winners: list[str]
    reason: str
    scores: dict[str, int] = Field(default_factory=dict)


@dataclass(frozen=True)
class Prompt:
    """What one seat must do now, in words: the task, what is still owed, and the rule behind it.

    ``text`` is a whole sentence ("Choose casualties: lose units worth at least 4 force."); ``owed`` says what
    is left ("2 more force", "discard 5, down to 7", "2 stacks left to move") or is empty; ``rule`` is the id.
    ``pass_verb`` is the command that ends the seat's part of the step (``done``, ``pass``), None when the seat
    may not pass; ``irreversible`` says that ending the step cannot be undone (it draws, reveals or rolls).
    """

    text: str
    rule: str = ""
    owed: str = ""
    pass_verb: str | None = None
    irreversible: bool = False

    def line(self) -> str:
        """The prompt as one line: the task, then what is owed."""
        return f"{self.text} ({self.owed} left)" if self.owed else self.text


@dataclass(frozen=True)
class Situation:
    """Who acts now and what each of them is asked, the phase, and the result once the game is over.

    ``to_act`` must act before the game goes on (several at once for simultaneous sealed choices);
    ``may_act`` are seats with optional actions open to them out of turn (answering an offer).
    ``marker`` changes exactly when the phase changes (posts and maps key on it); ``turn`` changes when a new
    turn or a new side's turn begins (one channel post summarises a side's automatic phases; empty: ``marker``);
    ``heading`` is for people. Prompts are public: the rules put nothing hidden in them.
    """

    marker: str
    heading: str
    to_act: tuple[str, ...] = ()
    prompts: dict[str, Prompt] = field(default_factory=dict)
    may_act: tuple[str, ...] = ()
    simultaneous: bool = False
    result: Result | None = None
    turn: str = ""

    @property
    def over(self) -> bool:
        """True once the game has ended."""
        return self.result is not None

    @property
    def turn_marker(self) -> str:
        """What tells one side's turn from the next (the phase marker when the ruleset gives none)."""
        return self.turn or self.marker

    def prompt(self, seat: str) -> Prompt | None:
        """``seat``'s prompt, None when it is not asked anything."""
        return self.prompts.get(seat)

    def acting(self) -> tuple[str, ...]:
        """Every seat that may act now: those who must, then those who may."""
        return self.to_act + tuple(s for s in self.may_act if s not in self.to_act)
