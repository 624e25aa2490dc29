"""Skirmish as a v2 ruleset: two seats on a hex field, staged moves, line of sight, zones of control, a CRT."""

from collections.abc import Sequence
from typing import Any

from rules.core.actions import Action
from rules.core.board import BoardView
from rules.core.catalogue import Slot, Topics, Verb
from rules.core.context import Context
from rules.core.contract import GameState, Ruleset, agrees
from rules.core.dice import Dice
from rules.core.seats import OptionSpec, SeatSpec
from rules.core.situation import Situation
from rules.core.steps import Machine
from tests.toys.skirmish import ai, views
from tests.toys.skirmish.field import ORDER_OF_BATTLE, SEATS, SIDE_COLOURS, TYPES
from tests.toys.skirmish.state import ACTIONS, Move, SkirmishState, Unit
from tests.toys.skirmish.steps import STEPS, Movement, heading, marker, result, start_side_turn, turn_marker
from tests.toys.skirmish.tactics import destinations

MACHINE = Machine(STEPS, marker, heading, result, turn=turn_marker)


class SkirmishRuleset(Ruleset):
    """Swedes against Imperials for two villages on a 10×8 hex field."""

    id = "skirmish"
    title = "Skirmish"
    option_specs = [OptionSpec("turns", "int", "4", "Game turns before the towns decide", minimum=1, maximum=8)]
    verbs = [
        Verb("move", "Move a unit to a hex it can reach", (Slot("unit", "Which unit"), Slot("to", "Which hex"))),
        Verb("fire", "Fire guns at an enemy unit they can see", (Slot("unit", "Which guns"), Slot("at", "Target"))),
        Verb("attack", "Attack adjacent enemy units",
             (Slot("targets", "Enemy units attacked", many=True), Slot("with", "Your attacking units", many=True))),
        Verb("done", "End this step of your turn"),
    ]  # fmt: skip

    def seat_specs(self, options: dict[str, str]) -> list[SeatSpec]:
        return [SeatSpec(s, s, SIDE_COLOURS[s]) for s in SEATS]

    def topics(self) -> Topics:
        return views.topics()

    def new_game(self, options: dict[str, str], dice: Dice) -> SkirmishState:
        """SK-SETUP-1: the units at full strength on their set-up hexes; the Swedes move first."""
        units = [Unit(name=n, side=s, type=t, strength=TYPES[t].strength, hex=h) for n, s, t, h in ORDER_OF_BATTLE]
        state = SkirmishState(ruleset=self.id, options=options, seats=list(SEATS), turns=int(options["turns"]),
                              units=units)  # fmt: skip
        start_side_turn(state, SEATS[0], MACHINE)
        return state

    def situation(self, state: GameState) -> Situation:
        return MACHINE.situation(_skirmish(state))

    def legal_actions(self, state: GameState, seat: str) -> list[Action]:
        return MACHINE.legal_actions(_skirmish(state), seat)

    def candidates(
        self, state: GameState, seat: str, command: str, chosen: dict[str, str], known: Sequence[Action] | None = None
    ) -> list[Action]:
        """A move with its unit chosen lists only that unit's hexes (found by one reach, not every unit's)."""
        s = _skirmish(state)
        frame = s.stack[-1] if s.stack else None
        if command == "move" and "unit" in chosen and frame is not None and frame.step == Movement.name:
            unit = next((u for u in s.side(seat) if agrees(Move(unit=u.name, to=""), {"unit": chosen["unit"]})), None)
            if unit is None or unit.moved or seat not in self.situation(s).to_act:
                return []
            moves: list[Action] = [Move(unit=unit.name, to=h) for h in destinations(s, unit)]
            return [m for m in moves if agrees(m, chosen)]
        return super().candidates(state, seat, command, chosen, known)

    def check(self, state: GameState, seat: str, action: Action) -> None:
        MACHINE.check(_skirmish(state), seat, action)

    def apply_in_place(self, state: GameState, seat: str, action: Action, ctx: Context) -> None:
        MACHINE.apply(_skirmish(state), seat, action, ctx)

    def choose_action(self, observation: GameState, seat: str, dice: Dice) -> Action:
        return ai.choose(_skirmish(observation), seat, self.legal_actions(observation, seat), dice)

    def observe(self, state: GameState, seat: str | None) -> SkirmishState:
        """Nothing is hidden in Skirmish: every seat and the public see the whole field."""
        return _skirmish(state).model_copy(deep=True)

    def status_text(self, observation: GameState) -> str:
        return views.status_text(_skirmish(observation), self.situation(observation))

    def forces_text(self, observation: GameState, seat: str) -> str | None:
        return views.forces_text(_skirmish(observation), seat)

    def board_view(self, observation: GameState, seat: str | None) -> BoardView | None:
        return views.board_view(_skirmish(observation), seat, self.situation(observation))

    def parse_action(self, data: dict[str, Any]) -> Action:
        return ACTIONS[data["kind"]].model_validate(data)

    def parse_state(self, data: dict[str, Any]) -> SkirmishState:
        return SkirmishState.model_validate(data)


def _skirmish(state: GameState) -> SkirmishState:
    assert isinstance(state, SkirmishState)
    return state
