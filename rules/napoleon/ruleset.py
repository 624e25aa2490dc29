"""The napoleon ruleset: the engine contract (v2) over the modules of this package."""

from collections.abc import Sequence
from typing import Any, ClassVar

from rules.core.board import BoardView
from rules.core.catalogue import Slot, Topics, Verb
from rules.core.contract import Action, Context, GameState, Ruleset, agrees, revalidated
from rules.core.dice import Dice
from rules.core.errors import IllegalAction
from rules.core.names import fold
from rules.core.seats import OptionSpec, SeatSpec, parse_options
from rules.core.situation import Situation
from rules.napoleon import ai, board, texts, views
from rules.napoleon.actions import parse
from rules.napoleon.countries import NAMES, SIDE_COLOURS, SIDES
from rules.napoleon.guide import topics
from rules.napoleon.movement import legal_moves, origins
from rules.napoleon.play import MACHINE, to_act
from rules.napoleon.redaction import observe
from rules.napoleon.setup import OPTION_SPECS, new_state
from rules.napoleon.state import NapoleonState

VERBS: list[Verb] = [
    Verb(
        "move",
        "Move armies to an adjacent country (NAP-MOVE-*)",
        (
            Slot("from", "the country the armies leave"),
            Slot("to", "the adjacent country they enter"),
            Slot("armies", "how many: 1, 2, 3, 5, 10, all but one or all"),
        ),
    ),
    Verb("battle", "Fight the battle in a contested country (NAP-ATTACK-1)", (Slot("country", "the battle"),)),
    Verb("play", "Play a battle card in its card window (NAP-ATTACK-5)", (Slot("card", "the card to play"),)),
    Verb("discard", "Discard a card face down, down to 7 (NAP-DRAW-2)", (Slot("card", "the card to discard"),)),
    Verb("retreat", "Retreat beaten armies to a friendly neighbour (NAP-ATTACK-9)", (Slot("to", "where"),)),
    Verb("done", "End the move phase, or play no card in a battle"),
]
"""The verb catalogue: every option of every action is a slot, in the order a player chooses it."""


def _state(state: GameState) -> NapoleonState:
    if not isinstance(state, NapoleonState):
        raise TypeError("not a napoleon game state")
    return state


def _country(typed: str) -> str | None:
    """The country id a player's typed name stands for (accents and case ignored)."""
    return next((c for c, shown in NAMES.items() if fold(shown) == fold(typed) or c == fold(typed)), None)


class NapoleonRuleset(Ruleset):
    """Napoleonic Europe (Warpspawn): France against the Allies."""

    id: ClassVar[str] = "napoleon"
    title: ClassVar[str] = "Napoleonic Europe"
    option_specs: ClassVar[list[OptionSpec]] = OPTION_SPECS
    verbs: ClassVar[list[Verb]] = VERBS

    def seat_specs(self, options: dict[str, str]) -> list[SeatSpec]:
        return [SeatSpec(side, side, SIDE_COLOURS[side]) for side in SIDES]

    def topics(self) -> Topics:
        return topics()

    def new_game(self, options: dict[str, str], dice: Dice) -> NapoleonState:
        return new_state(parse_options(OPTION_SPECS, options), Context(dice))

    def situation(self, state: GameState) -> Situation:
        return MACHINE.situation(_state(state))

    def to_act(self, state: GameState) -> list[str]:
        return to_act(_state(state))

    def legal_actions(self, state: GameState, seat: str) -> list[Action]:
        return MACHINE.legal_actions(_state(state), seat)

    def candidates(
        self, state: GameState, seat: str, command: str, chosen: dict[str, str], known: Sequence[Action] | None = None
    ) -> list[Action]:
        """A staged /move: the origin chosen narrows the moves listed to its own, then the destination."""
        game = _state(state)
        if command != "move" or game.phase != "move" or seat not in to_act(game):
            return super().candidates(state, seat, command, chosen, known)
        origin = _country(chosen["from"]) if "from" in chosen else None
        destination = _country(chosen["to"]) if "to" in chosen else None
        if ("from" in chosen and origin not in origins(game)) or ("to" in chosen and destination is None):
            return []
        amount = {k: v for k, v in chosen.items() if k == "armies"}
        return [m for m in legal_moves(game, origin, destination) if agrees(m, amount)]

    def check(self, state: GameState, seat: str, action: Action) -> None:
        game = _state(state)
        acting = to_act(game)
        if game.outcome is None and seat not in acting:
            waiting = ", ".join(acting) or "nobody"
            raise IllegalAction(f"It is not {seat}'s turn to act; waiting for {waiting}", rule="NAP-TURN-1")
        MACHINE.check(game, seat, action)

    def copy_state(self, state: GameState) -> GameState:
        return revalidated(state)

    def apply_in_place(self, state: GameState, seat: str, action: Action, ctx: Context) -> None:
        game = _state(state)
        self.check(game, seat, action)
        MACHINE.apply(game, seat, action, ctx)

    def choose_action(self, observation: GameState, seat: str, dice: Dice) -> Action:
        return ai.choose(_state(observation), seat, dice)

    def observe(self, state: GameState, seat: str | None) -> NapoleonState:
        return observe(_state(state), seat)

    def status_text(self, observation: GameState) -> str:
        return texts.status_text(_state(observation))

    def hand_text(self, observation: GameState, seat: str) -> str | None:
        return texts.hand_text(_state(observation), seat)

    def forces_text(self, observation: GameState, seat: str) -> str | None:
        return texts.forces_text(_state(observation), seat)

    def board_view(self, observation: GameState, seat: str | None) -> BoardView:
        return board.board_view(_state(observation), seat)

    def private_board(self, state: GameState, seat: str) -> bool:
        """The map shows armies, holders and card counts, never a card: every seat sees the public map."""
        return False

    def view(self, observation: GameState, seat: str | None) -> dict[str, Any]:
        return views.view(_state(observation), seat)

    def parse_action(self, data: dict[str, Any]) -> Action:
        return parse(data)

    def parse_state(self, data: dict[str, Any]) -> NapoleonState:
        return NapoleonState.model_validate(data)
