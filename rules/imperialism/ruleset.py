"""War! Age of Imperialism: the engine contract (v2) over the modules of this package."""

from typing import Any, ClassVar, cast

from rules.core.actions import parse_kind
from rules.core.board import BoardView
from rules.core.catalogue import Topics, Verb
from rules.core.contract import Action, Context, GameState, Ruleset
from rules.core.dice import Dice
from rules.core.seats import OptionSpec, SeatSpec
from rules.core.situation import Result, Situation
from rules.imperialism import ai, board, sequence, views
from rules.imperialism.actions import ACTION_KINDS, VERBS
from rules.imperialism.observe import observe
from rules.imperialism.seats import OPTION_SPECS, seat_specs
from rules.imperialism.sequence import MACHINE
from rules.imperialism.state import ImpState
from rules.imperialism.topics import TOPICS


def _imp(state: GameState) -> ImpState:
    return cast(ImpState, state)


class ImperialismRuleset(Ruleset):
    """War! Age of Imperialism for 2–6 players: colonies, natives, economy, land and naval war, offers."""

    id: ClassVar[str] = "imperialism"
    title: ClassVar[str] = "War! Age of Imperialism"
    version: ClassVar[str] = "3"
    option_specs: ClassVar[list[OptionSpec]] = OPTION_SPECS
    verbs: ClassVar[list[Verb]] = VERBS

    def seat_specs(self, options: dict[str, str]) -> list[SeatSpec]:
        return seat_specs(options)

    def topics(self) -> Topics:
        return TOPICS

    def new_game(self, options: dict[str, str], dice: Dice) -> GameState:
        return sequence.new_game(options, dice)

    def situation(self, state: GameState) -> Situation:
        return MACHINE.situation(_imp(state))

    def legal_actions(self, state: GameState, seat: str) -> list[Action]:
        return MACHINE.legal_actions(_imp(state), seat)

    def check(self, state: GameState, seat: str, action: Action) -> None:
        MACHINE.check(_imp(state), seat, action)

    def result(self, state: GameState) -> Result | None:
        return sequence.result(_imp(state))

    def to_act(self, state: GameState) -> list[str]:
        return sequence.to_act(_imp(state))

    def apply_in_place(self, state: GameState, seat: str, action: Action, ctx: Context) -> None:
        MACHINE.apply(_imp(state), seat, action, ctx)

    def choose_action(self, observation: GameState, seat: str, dice: Dice) -> Action:
        return ai.choose(_imp(observation), seat, dice)

    def check_invariants(self, state: GameState) -> None:
        from rules.imperialism.invariants import check

        check(_imp(state))

    def observe(self, state: GameState, seat: str | None) -> GameState:
        return observe(_imp(state), seat)

    def status_text(self, observation: GameState) -> str:
        return views.status_text(_imp(observation))

    def hand_text(self, observation: GameState, seat: str) -> str | None:
        return views.hand_text(_imp(observation), seat)

    def forces_text(self, observation: GameState, seat: str) -> str | None:
        return views.forces_text(_imp(observation), seat)

    def board_view(self, observation: GameState, seat: str | None) -> BoardView:
        return board.board_view(_imp(observation), seat, self.to_act(observation))

    def view(self, observation: GameState, seat: str | None) -> dict[str, Any]:
        return views.view(_imp(observation), seat, self.to_act(observation))

    def parse_action(self, data: dict[str, Any]) -> Action:
        return parse_kind(ACTION_KINDS, data)

    def parse_state(self, data: dict[str, Any]) -> GameState:
        return ImpState.model_validate(data)
