"""La Guerre de l'Empereur (the standard game, designed): the engine contract (v2) over this package."""

from collections.abc import Sequence
from typing import Any, ClassVar, cast

from rules.core.actions import parse_kind
from rules.core.board import BoardView
from rules.core.catalogue import Topics, Verb, join_many, split_many
from rules.core.contract import Action, Context, GameState, Ruleset
from rules.core.dice import Dice
from rules.core.errors import IllegalAction
from rules.core.seats import OptionSpec, SeatSpec, parse_options
from rules.core.situation import Situation
from rules.laguerre import ai, board, setup, views
from rules.laguerre.actions import ACTION_KINDS, VERBS
from rules.laguerre.diplomacy import check_diplomacy
from rules.laguerre.observe import observe
from rules.laguerre.sequence import MACHINE
from rules.laguerre.state import LgState
from rules.laguerre.topics import TOPICS


def _lg(state: GameState) -> LgState:
    return cast(LgState, state)


class LaGuerreRuleset(Ruleset):
    """La Guerre de l'Empereur: Europe 1805–1815 for 2–7 powers."""

    id: ClassVar[str] = "laguerre"
    title: ClassVar[str] = "La Guerre de l'Empereur"
    version: ClassVar[str] = "1"
    option_specs: ClassVar[list[OptionSpec]] = setup.OPTION_SPECS
    verbs: ClassVar[list[Verb]] = VERBS

    def seat_specs(self, options: dict[str, str]) -> list[SeatSpec]:
        return setup.seat_specs(options)

    def topics(self) -> Topics:
        return TOPICS

    def new_game(self, options: dict[str, str], dice: Dice) -> GameState:
        return setup.new_game(parse_options(setup.OPTION_SPECS, options), dice, MACHINE)

    def situation(self, state: GameState) -> Situation:
        return MACHINE.situation(_lg(state))

    def legal_actions(self, state: GameState, seat: str) -> list[Action]:
        return MACHINE.legal_actions(_lg(state), seat)

    def candidates(
        self, state: GameState, seat: str, command: str, chosen: dict[str, str], known: Sequence[Action] | None = None
    ) -> list[Action]:
        if "cards" in chosen:
            chosen = {**chosen, "cards": join_many(split_many(chosen["cards"]))}
        return super().candidates(state, seat, command, chosen, known)

    def check(self, state: GameState, seat: str, action: Action) -> None:
        MACHINE.check(_lg(state), seat, action)

    def apply_in_place(self, state: GameState, seat: str, action: Action, ctx: Context) -> None:
        MACHINE.apply(_lg(state), seat, action, ctx)

    def choose_action(self, observation: GameState, seat: str, dice: Dice) -> Action:
        legal = self.legal_actions(observation, seat)
        if not legal:
            raise IllegalAction(f"{seat} has nothing to do now")
        return ai.choose(_lg(observation), seat, legal, dice)

    def check_invariants(self, state: GameState) -> None:
        views.check_invariants(_lg(state))
        check_diplomacy(_lg(state))

    def observe(self, state: GameState, seat: str | None) -> GameState:
        return observe(_lg(state), seat)

    def status_text(self, observation: GameState) -> str:
        return views.status_text(_lg(observation))

    def hand_text(self, observation: GameState, seat: str) -> str | None:
        return views.hand_text(_lg(observation), seat)

    def forces_text(self, observation: GameState, seat: str) -> str | None:
        return views.forces_text(_lg(observation), seat)

    def board_view(self, observation: GameState, seat: str | None) -> BoardView:
        return board.board_view(_lg(observation), seat, list(self.situation(observation).to_act))

    def parse_action(self, data: dict[str, Any]) -> Action:
        return parse_kind(ACTION_KINDS, data)

    def parse_state(self, data: dict[str, Any]) -> GameState:
        return LgState.model_validate(data)
