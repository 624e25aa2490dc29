"""The War of Independence ruleset: the engine contract (v2) over the modules of this package."""

from collections.abc import Sequence
from typing import Any, ClassVar, cast

from rules.core.actions import parse_kind
from rules.core.board import BoardView
from rules.core.catalogue import Topics, Verb, join_many, split_many
from rules.core.contract import Action, Context, GameState, Ruleset
from rules.core.dice import Dice
from rules.core.errors import IllegalAction
from rules.core.seats import OptionSpec, SeatSpec
from rules.core.situation import Result, Situation
from rules.independence import ai, board, movement, setup, views
from rules.independence.actions import ACTION_KINDS, VERBS
from rules.independence.moving import Moving
from rules.independence.observe import observe
from rules.independence.sequence import MACHINE, current, result
from rules.independence.state import WoiState, copied
from rules.independence.steps_cards import RecruitStep
from rules.independence.topics import TOPICS
from rules.independence.units import SIDE_COLOURS, SIDES
from rules.independence.victory import check_annihilation


def _woi(state: GameState) -> WoiState:
    return cast(WoiState, state)


class IndependenceRuleset(Ruleset):
    """War of Independence 1775–1783 on the Warp Empires system: Americans against British."""

    id: ClassVar[str] = "independence"
    title: ClassVar[str] = "War of Independence"
    version: ClassVar[str] = "2"
    sides: ClassVar[list[str]] = list(SIDES)
    option_specs: ClassVar[list[OptionSpec]] = []
    verbs: ClassVar[list[Verb]] = VERBS

    def seat_specs(self, options: dict[str, str]) -> list[SeatSpec]:
        return [SeatSpec(side, side, SIDE_COLOURS[side]) for side in SIDES]

    def topics(self) -> Topics:
        return TOPICS

    def new_game(self, options: dict[str, str], dice: Dice) -> GameState:
        return setup.new_game(options, dice)

    def situation(self, state: GameState) -> Situation:
        return MACHINE.situation(_woi(state))

    def legal_actions(self, state: GameState, seat: str) -> list[Action]:
        return MACHINE.legal_actions(_woi(state), seat)

    def legal_count(self, state: GameState, seat: str) -> int:
        return MACHINE.legal_count(_woi(state), seat)

    def candidates(
        self, state: GameState, seat: str, command: str, chosen: dict[str, str], known: Sequence[Action] | None = None
    ) -> list[Action]:
        woi = _woi(state)
        if command == "move" and isinstance(current(woi), Moving) and seat in self.to_act(woi):
            return list(movement.staged_moves(woi, seat, chosen))
        if command == "recruit" and isinstance(step := current(woi), RecruitStep) and seat in self.to_act(woi):
            return step.staged(woi, seat, chosen)
        if "cards" in chosen:
            chosen = {**chosen, "cards": join_many(split_many(chosen["cards"]))}
        return super().candidates(state, seat, command, chosen, known)

    def check(self, state: GameState, seat: str, action: Action) -> None:
        self._check_turn(_woi(state), seat)
        MACHINE.check(_woi(state), seat, action)

    def to_act(self, state: GameState) -> list[str]:
        woi = _woi(state)
        step, frame = current(woi), MACHINE.frame(woi)
        return [] if step is None or frame is None else step.actors(woi, frame)

    def result(self, state: GameState) -> Result | None:
        return result(_woi(state))

    def _check_turn(self, state: WoiState, seat: str) -> None:
        acting = self.to_act(state)
        if not state.over and seat not in acting:
            waiting = ", ".join(acting)
            raise IllegalAction(f"It is not the {seat}' turn to act; waiting for {waiting}", rule="WE-TURN-1")

    def copy_state(self, state: GameState) -> GameState:
        return copied(_woi(state))

    def apply_in_place(self, state: GameState, seat: str, action: Action, ctx: Context) -> None:
        woi = _woi(state)
        self._check_turn(woi, seat)
        MACHINE.apply(woi, seat, action, ctx)
        if not woi.over:
            check_annihilation(woi)
        if woi.over:
            ctx.say(f"Game over: {woi.winner or 'nobody'} win ({woi.end_reason}).", kind="game_over")

    def choose_action(self, observation: GameState, seat: str, dice: Dice) -> Action:
        return ai.choose(_woi(observation), seat, dice)

    def observe(self, state: GameState, seat: str | None) -> GameState:
        return observe(_woi(state), seat)

    def status_text(self, observation: GameState) -> str:
        return views.status_text(_woi(observation))

    def hand_text(self, observation: GameState, seat: str) -> str | None:
        return views.hand_text(_woi(observation), seat)

    def forces_text(self, observation: GameState, seat: str) -> str | None:
        return views.forces_text(_woi(observation), seat)

    def board_view(self, observation: GameState, seat: str | None) -> BoardView:
        return board.board_view(_woi(observation), seat, self.to_act(observation))

    def view(self, observation: GameState, seat: str | None) -> dict[str, Any]:
        return views.view(_woi(observation), seat, self.to_act(observation))

    def parse_action(self, data: dict[str, Any]) -> Action:
        return parse_kind(ACTION_KINDS, data)

    def parse_state(self, data: dict[str, Any]) -> GameState:
        return WoiState.model_validate(data)
