"""The napoleon ruleset: the engine contract over the modules of this package."""

from typing import Any, ClassVar

from rules.core.board import BoardView
from rules.core.contract import Action, Context, GameState, Result, Ruleset
from rules.core.dice import Dice
from rules.napoleon import ai, board, combat, flow, legality, views
from rules.napoleon.actions import DiscardCard, Done, MoveArmies, PlayCard, RetreatTo, StartBattle, parse
from rules.napoleon.cards import CARDS
from rules.napoleon.countries import SIDES, does
from rules.napoleon.guide import rules_text
from rules.napoleon.movement import apply_move
from rules.napoleon.setup import new_state
from rules.napoleon.state import NapoleonState


def _state(state: GameState) -> NapoleonState:
    if not isinstance(state, NapoleonState):
        raise TypeError("not a napoleon game state")
    return state


class NapoleonRuleset(Ruleset):
    """Napoleonic Europe (Warpspawn): France against the Allies."""

    id: ClassVar[str] = "napoleon"
    title: ClassVar[str] = "Napoleonic Europe"
    sides: ClassVar[list[str]] = list(SIDES)

    def new_game(self, options: dict[str, str], dice: Dice) -> NapoleonState:
        return new_state(options, Context(dice))

    def legal_actions(self, state: GameState, seat: str) -> list[Action]:
        return legality.legal_actions(_state(state), seat)

    def apply_in_place(self, state: GameState, seat: str, action: Action, ctx: Context) -> None:
        game = _state(state)
        legality.check(game, seat, action)
        if isinstance(action, MoveArmies):
            apply_move(game, action, ctx)
        elif isinstance(action, StartBattle):
            combat.open_battle(game, action.country, ctx)
        elif isinstance(action, PlayCard):
            combat.play_card(game, seat, action.card, ctx)
        elif isinstance(action, DiscardCard):
            game.hands[seat].remove(action.card)
            game.deck.discard([action.card])
            ctx.say(f"{does(seat, 'discards', 'discard')} a card face down.", kind="discard", seat=seat)
            ctx.tell([seat], f"You discard {CARDS[action.card].name}.", kind="card_discarded", card=action.card)
            flow.after_discard(game)
        elif isinstance(action, RetreatTo):
            assert game.retreat is not None
            retreat = game.retreat
            combat.retreat(game, seat, retreat.country, retreat.armies, action.destination, ctx)
        elif isinstance(action, Done):
            if game.phase == "move":
                flow.end_move_phase(game, ctx)
                return
            combat.pass_card(game, seat, ctx)
        flow.continue_attacks(game, ctx)

    def to_act(self, state: GameState) -> list[str]:
        return legality.to_act(_state(state))

    def result(self, state: GameState) -> Result | None:
        return _state(state).outcome

    def view(self, state: GameState, seat: str | None) -> dict[str, Any]:
        return views.view(_state(state), seat)

    def parse_action(self, data: dict[str, Any]) -> Action:
        return parse(data)

    def parse_state(self, data: dict[str, Any]) -> NapoleonState:
        return NapoleonState.model_validate(data)

    def choose_action(self, state: GameState, seat: str, dice: Dice) -> Action:
        return ai.choose(_state(state), seat, dice)

    def status_text(self, state: GameState, seat: str | None) -> str:
        return views.status_text(_state(state))

    def rules_text(self, topic: str | None) -> str:
        return rules_text(topic)

    def hand_text(self, state: GameState, seat: str) -> str | None:
        return views.hand_text(_state(state), seat)

    def board_view(self, state: GameState, seat: str | None) -> BoardView:
        return board.board_view(_state(state), seat)
