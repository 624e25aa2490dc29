"""The engine contract every ruleset fulfils.

A ruleset creates a game from options and dice, lists the legal actions of a seat, applies an action
(new state plus events), gives a redacted view per seat and a public view, names the seats that must act
now (several at once for sealed simultaneous choices), and gives the result when the game is over.
State and actions are pydantic models that serialise to JSON.

Actions are matched to commands generically: each action has a ``verb`` (the command: ``move``, ``battle``,
``play`` …) and ``options()`` (the command's options as shown to the player). The service, the console,
Discord autocomplete, buttons, the AI and the tests all work from the one list of legal actions.
"""

from abc import ABC, abstractmethod
from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict, Field

from rules.core.dice import Dice
from rules.core.errors import IllegalAction
from rules.core.events import Event, roll_event


class Action(BaseModel):
    """A player's action. Subclasses set ``kind`` (a Literal) and ``verb``, and describe their options."""

    model_config = ConfigDict(frozen=True)

    kind: str
    verb: ClassVar[str] = "do"

    def options(self) -> dict[str, str]:
        """The command options that select this action, by option name (what a player types)."""
        return {}

    def label(self) -> str:
        """A short human description of the action, as shown in autocomplete and buttons."""
        opts = " ".join(f"{k}:{v}" for k, v in self.options().items())
        return f"/{self.verb} {opts}".strip()


class GameState(BaseModel):
    """Base of every ruleset's state. ``phase`` and ``turn_label`` are for people; rules keep their own."""

    ruleset: str
    options: dict[str, str] = Field(default_factory=dict)
    seats: list[str]
    action_count: int = 0


class Result(BaseModel):
    """How a game ended."""

    winners: list[str]
    reason: str
    scores: dict[str, int] = Field(default_factory=dict)


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


class Context:
    """What a ruleset's handlers write into while applying one action: events, dice, reveals."""

    def __init__(self, dice: Dice) -> None:
        self.dice = dice
        self.events: list[Event] = []
        self.hidden_revealed = False

    def say(self, text: str, kind: str = "info", seat: str | None = None, **data: Any) -> None:
        """Record a public event."""
        self.events.append(Event(kind=kind, text=text, seat=seat, data=data))

    def tell(self, seats: list[str], text: str, kind: str = "private", **data: Any) -> None:
        """Record an event only ``seats`` may see (a card drawn, a stack's contents)."""
        self.events.append(Event(kind=kind, text=text, visible_to=list(seats), data=data))

    def roll(
        self, who: str, purpose: str, count: int, sides: int = 6, modifiers: list[tuple[str, int]] | None = None
    ) -> list[int]:
        """Roll dice in the open: the roll is a public event with its modifiers and total."""
        faces = self.dice.roll(count, sides)
        mods = modifiers or []
        total = sum(faces) + sum(v for _, v in mods)
        self.events.append(roll_event(who, purpose, faces, mods, total))
        return faces

    def reveal(self) -> None:
        """Mark that hidden information (a card, a drawn unit) came out: the action cannot be undone."""
        self.hidden_revealed = True


class Ruleset(ABC):
    """One game's rules. Subclasses are stateless: every method is a pure function of its arguments."""

    id: ClassVar[str]
    title: ClassVar[str]
    sides: ClassVar[list[str]]
    version: ClassVar[str] = "1"  # raised when a change to the rules would replay a stored game differently

    @abstractmethod
    def new_game(self, options: dict[str, str], dice: Dice) -> GameState:
        """Set up a new game from its options; raise IllegalAction for a bad option."""

    @abstractmethod
    def legal_actions(self, state: GameState, seat: str) -> list[Action]:
        """Every action ``seat`` may take now (empty when it need not act)."""

    @abstractmethod
    def apply_in_place(self, state: GameState, seat: str, action: Action, ctx: Context) -> None:
        """Apply a legal action by changing ``state``; raise IllegalAction before changing anything."""

    @abstractmethod
    def to_act(self, state: GameState) -> list[str]:
        """The seats that must act now; several at once for sealed simultaneous choices."""

    @abstractmethod
    def result(self, state: GameState) -> Result | None:
        """How the game ended, or None while it goes on."""

    @abstractmethod
    def view(self, state: GameState, seat: str | None) -> dict[str, Any]:
        """What ``seat`` may see (None: the public), as JSON-ready data. Never changes the state."""

    @abstractmethod
    def parse_action(self, data: dict[str, Any]) -> Action:
        """Rebuild an action from its JSON (for the action log and replay)."""

    @abstractmethod
    def parse_state(self, data: dict[str, Any]) -> GameState:
        """Rebuild a state from its JSON."""

    @abstractmethod
    def choose_action(self, state: GameState, seat: str, dice: Dice) -> Action:
        """The AI's choice for ``seat`` among its legal actions."""

    def status_text(self, state: GameState, seat: str | None) -> str:
        """A few lines for `/game status`: turn, phase, who must act, the score."""
        return f"{self.title}: {', '.join(self.to_act(state)) or 'nobody'} to act."

    def rules_text(self, topic: str | None) -> str:
        """The rules summary for `/game rules [topic]`."""
        return self.title

    def hand_text(self, state: GameState, seat: str) -> str | None:
        """The seat's private information as text (hand, own stacks' contents, reports); sent by DM."""
        return None

    def board_view(self, state: GameState, seat: str | None) -> Any:
        """The data the map renderer draws for ``seat`` (None: public); None when the game has no map."""
        return None

    def apply(self, state: GameState, seat: str, action: Action, dice: Dice) -> Transition:
        """Apply ``action`` for ``seat`` to a copy of ``state``: the pure form of ``apply_in_place``."""
        if seat not in self.to_act(state):
            acting = ", ".join(self.to_act(state)) or "nobody"
            raise IllegalAction(f"It is not {seat}'s turn to act; waiting for {acting}")
        new_state = state.model_copy(deep=True)
        ctx = Context(dice)
        self.apply_in_place(new_state, seat, action, ctx)
        new_state.action_count += 1
        return Transition(
            state=new_state, events=ctx.events, dice_used=dice.used, hidden_revealed=ctx.hidden_revealed
        )

    def check_legal(self, state: GameState, seat: str, action: Action) -> None:
        """Raise IllegalAction unless ``action`` is among the legal actions of ``seat``."""
        legal = self.legal_actions(state, seat)
        if action not in legal:
            raise IllegalAction(
                f"{action.label()} is not allowed now", allowed=[a.label() for a in legal]
            )
