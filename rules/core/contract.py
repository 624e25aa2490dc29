"""The engine contract (v2) every ruleset fulfils.

A ruleset declares its seats (2..N, with names and colours, some perhaps non-player), its typed options, its
verb catalogue (from which the Discord commands and the console grammar are generated) and its rules topics.
It creates a game from options and dice, computes the *situation* of a state once (who acts, each seat's
prompt, the phase, the result), lists and checks the legal actions of a seat (staged for large action spaces:
``candidates`` narrows by the options already chosen), applies an action (new state plus events), and
*observes* a state for one seat or the public: the one redaction point through which every output goes
(posts, maps, hands, autocomplete, GM tools used by a seated GM, exports, and the AI's own decisions).
"""

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Any, ClassVar, TypeVar

from pydantic import BaseModel, Field

from rules.core.actions import Action
from rules.core.board import BoardView
from rules.core.catalogue import Topics, Verb
from rules.core.context import Context
from rules.core.dice import Dice
from rules.core.errors import IllegalAction
from rules.core.events import Event
from rules.core.names import fold
from rules.core.seats import OptionSpec, SeatSpec
from rules.core.situation import Result, Situation

__all__ = ["Action", "Context", "GameState", "Result", "Ruleset", "Transition", "agrees", "revalidated"]


class GameState(BaseModel):
    """Base of every ruleset's state."""

    ruleset: str
    options: dict[str, str] = Field(default_factory=dict)
    seats: list[str]
    action_count: int = 0


StateT = TypeVar("StateT", bound=GameState)


class Transition(BaseModel):
    """What applying one action produced."""

    state: Any
    events: list[Event]
    dice_used: bool = False
    hidden_revealed: bool = False

    @property
    def undoable(self) -> bool:
        """Players may undo only actions that rolled no dice and revealed nothing hidden."""
        return not (self.dice_used or self.hidden_revealed)


def agrees(action: Action, chosen: dict[str, str]) -> bool:
    """True when every chosen option names the action's value (accents, case and spacing ignored)."""
    options = action.options()
    return all(name in options and fold(options[name]) == fold(value) for name, value in chosen.items())


def revalidated(state: StateT) -> StateT:
    """A deep copy of ``state`` rebuilt from its plain data: for a state of plain lists, dicts and strings, three
    to four times as fast as ``model_copy(deep=True)`` (which copies value by value in Python)."""
    return type(state).model_validate(state.model_dump())


class Ruleset(ABC):
    """One game's rules. Subclasses are stateless: every method is a pure function of its arguments."""

    id: ClassVar[str]
    title: ClassVar[str]
    version: ClassVar[str] = "1"  # raised when a change to the rules would replay a stored game differently
    option_specs: ClassVar[list[OptionSpec]] = []
    verbs: ClassVar[list[Verb]] = []

    # -- declarations
    @abstractmethod
    def seat_specs(self, options: dict[str, str]) -> list[SeatSpec]:
        """The seats of a game with these (parsed) options, in turn order; non-player seats included."""

    @abstractmethod
    def topics(self) -> Topics:
        """The rules topics: an overview, then one topic per card, unit type, term and rule area."""

    # -- playing
    @abstractmethod
    def new_game(self, options: dict[str, str], dice: Dice) -> GameState:
        """Set up a new game from its parsed options (every declared option present)."""

    @abstractmethod
    def situation(self, state: GameState) -> Situation:
        """Who acts now and what each is asked, the phase marker and heading, the result once over."""

    @abstractmethod
    def legal_actions(self, state: GameState, seat: str) -> list[Action]:
        """Every action ``seat`` may take now (empty when it may not act)."""

    def legal_count(self, state: GameState, seat: str) -> int:
        """How many actions ``seat`` may take now: ``len(legal_actions(state, seat))``. Override to count them
        without building them (deciding whether a seat's choices fit in buttons needs only the count)."""
        return len(self.legal_actions(state, seat))

    def candidates(
        self, state: GameState, seat: str, command: str, chosen: dict[str, str], known: Sequence[Action] | None = None
    ) -> list[Action]:
        """The legal ``command`` actions of ``seat`` that agree with the options already ``chosen``; ``known``:
        the seat's legal actions when the caller has them already (they are filtered instead of listed again).

        Override for a staged verb, so that choosing a stack first narrows the work (legality is then checked
        without listing every combination)."""
        legal = self.legal_actions(state, seat) if known is None else known
        return [a for a in legal if a.command() == command and agrees(a, chosen)]

    def check(self, state: GameState, seat: str, action: Action) -> None:
        """Raise IllegalAction (naming the rule and what is allowed) unless ``seat`` may take ``action`` now."""
        situation = self.situation(state)
        if seat not in situation.acting():
            acting = ", ".join(situation.to_act) or "nobody"
            raise IllegalAction(f"It is not {seat}'s turn to act; waiting for {acting}")
        legal = self.legal_actions(state, seat)
        if action not in legal:
            prompt = situation.prompt(seat)
            raise IllegalAction(
                f"{action.label()} is not allowed now",
                rule=prompt.rule if prompt else None,
                allowed=[a.label() for a in legal],
            )

    @abstractmethod
    def apply_in_place(self, state: GameState, seat: str, action: Action, ctx: Context) -> None:
        """Apply an action by changing ``state``; raise IllegalAction before changing anything."""

    @abstractmethod
    def choose_action(self, observation: GameState, seat: str, dice: Dice) -> Action:
        """The AI's choice for ``seat``, made from what the seat observes (``observe(state, seat)``)."""

    def check_invariants(self, state: GameState) -> None:
        """Raise ValueError naming a broken invariant of ``state`` (a piece in two places, a count below zero …);
        used to refuse a GM's edit that would break the game. The default checks nothing more than parsing."""
        return None

    # -- the one redaction point, and what is drawn from it
    @abstractmethod
    def observe(self, state: GameState, seat: str | None) -> GameState:
        """What ``seat`` (None: the public) may know of ``state``: a state of the same type with everything
        hidden from it replaced by placeholders. Never changes ``state``."""

    def status_text(self, observation: GameState) -> str:
        """A few lines for `/game status` (turn, phase, score), from an observation."""
        return self.situation(observation).heading

    def hand_text(self, observation: GameState, seat: str) -> str | None:
        """``seat``'s own hidden information (hand, own forces, reports) as text, from its observation."""
        return None

    def forces_text(self, observation: GameState, seat: str) -> str | None:
        """``seat``'s own forces by place, with what each unit is (for `/forces`), from its observation."""
        return None

    def board_view(self, observation: GameState, seat: str | None) -> BoardView | None:
        """What the map renderer draws for ``seat`` (None: public), from its observation; None: no map."""
        return None

    def private_board(self, state: GameState, seat: str) -> bool:
        """Whether ``seat``'s own map of ``state`` may show more than the public map (its hidden stacks, its
        agents). False lets the service skip working out and comparing that seat's board; a ruleset whose board
        is the same for every viewer says False. Default: True."""
        return True

    def view(self, observation: GameState, seat: str | None) -> dict[str, Any]:
        """The observation as JSON-ready data (for exports and GM dumps)."""
        return observation.model_dump(mode="json")

    # -- serialisation
    @abstractmethod
    def parse_action(self, data: dict[str, Any]) -> Action:
        """Rebuild an action from its JSON (for the action log and replay)."""

    @abstractmethod
    def parse_state(self, data: dict[str, Any]) -> GameState:
        """Rebuild a state from its JSON."""

    # -- derived
    def to_act(self, state: GameState) -> list[str]:
        """The seats that must act now (from the situation)."""
        return list(self.situation(state).to_act)

    def result(self, state: GameState) -> Result | None:
        """How the game ended, or None while it goes on (from the situation)."""
        return self.situation(state).result

    def rules_text(self, topic: str | None) -> str:
        """The rules overview, or one topic's text; IllegalAction naming near topics for an unknown one."""
        return self.topics().text(topic)

    def copy_state(self, state: GameState) -> GameState:
        """A deep copy of ``state`` for ``apply`` to change. Override with ``revalidated`` where that is faster."""
        return state.model_copy(deep=True)

    def apply(self, state: GameState, seat: str, action: Action, dice: Dice) -> Transition:
        """Apply ``action`` for ``seat`` to a copy of ``state``: the pure form of ``apply_in_place``."""
        self.check(state, seat, action)
        new_state = self.copy_state(state)
        ctx = Context(dice)
        self.apply_in_place(new_state, seat, action, ctx)
        new_state.action_count += 1
        return Transition(
            state=new_state, events=ctx.events, dice_used=dice.used, hidden_revealed=ctx.hidden_revealed
        )
