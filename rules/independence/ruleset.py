"""The War of Independence ruleset: the engine contract over the modules of this package."""

from typing import Any, ClassVar, cast

from rules.core.board import BoardView
from rules.core.contract import Action, Context, GameState, Result, Ruleset
from rules.core.dice import Dice
from rules.core.errors import IllegalAction
from rules.independence import ai, board, flow, setup, views
from rules.independence.actions import ACTION_KINDS
from rules.independence.rules_text import rules_text
from rules.independence.state import WoiState
from rules.independence.units import SIDES


def _woi(state: GameState) -> WoiState:
    return cast(WoiState, state)


class IndependenceRuleset(Ruleset):
    """War of Independence 1775–1783 on the Warp Empires system: Americans against British."""

    id: ClassVar[str] = "independence"
    title: ClassVar[str] = "War of Independence"
    sides: ClassVar[list[str]] = list(SIDES)

    def new_game(self, options: dict[str, str], dice: Dice) -> GameState:
        return setup.new_game(options, dice)

    def legal_actions(self, state: GameState, seat: str) -> list[Action]:
        return flow.legal_actions(_woi(state), seat)

    def apply_in_place(self, state: GameState, seat: str, action: Action, ctx: Context) -> None:
        flow.apply(_woi(state), seat, action, ctx)

    def to_act(self, state: GameState) -> list[str]:
        return flow.to_act(_woi(state))

    def result(self, state: GameState) -> Result | None:
        woi = _woi(state)
        if woi.phase != "over":
            return None
        winners = [woi.winner] if woi.winner else []
        return Result(winners=winners, reason=woi.end_reason, scores=dict(woi.scores))

    def view(self, state: GameState, seat: str | None) -> dict[str, Any]:
        return views.view(_woi(state), seat, self.to_act(state))

    def parse_action(self, data: dict[str, Any]) -> Action:
        kind = data.get("kind")
        if kind not in ACTION_KINDS:
            raise IllegalAction(f"unknown action kind {kind!r}; known: {', '.join(sorted(ACTION_KINDS))}")
        return ACTION_KINDS[kind].model_validate(data)

    def parse_state(self, data: dict[str, Any]) -> GameState:
        return WoiState.model_validate(data)

    def choose_action(self, state: GameState, seat: str, dice: Dice) -> Action:
        return ai.choose(_woi(state), seat, dice)

    def status_text(self, state: GameState, seat: str | None) -> str:
        return views.status_text(_woi(state))

    def rules_text(self, topic: str | None) -> str:
        return rules_text(topic)

    def hand_text(self, state: GameState, seat: str) -> str | None:
        return views.hand_text(_woi(state), seat)

    def board_view(self, state: GameState, seat: str | None) -> BoardView:
        return board.board_view(_woi(state), seat, self.to_act(state))
