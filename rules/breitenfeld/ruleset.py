"""Breitenfeld as a v2 ruleset: two players on the hex battlefield, the SPI sequence, staged and multi-line orders."""

from collections.abc import Sequence
from typing import Any, ClassVar, cast

from rules.breitenfeld import ai, board, views
from rules.breitenfeld.actions import ACTIONS, VERBS, Attack, Move, Orders
from rules.breitenfeld.combat import problem
from rules.breitenfeld.forces import COUNTERS, SIDE_COLOURS, SIDE_NAMES, SIDES
from rules.breitenfeld.movement import OFF, may_move_army, moves
from rules.breitenfeld.sequence import heading, marker, result, turn_marker
from rules.breitenfeld.state import BreitenfeldState, Piece
from rules.breitenfeld.steps import STEPS, Movement
from rules.breitenfeld.topics import TOPICS
from rules.core.actions import Action, parse_kind
from rules.core.board import BoardView
from rules.core.catalogue import Topics, Verb, split_many
from rules.core.context import Context
from rules.core.contract import GameState, Ruleset, agrees
from rules.core.dice import Dice
from rules.core.names import fold
from rules.core.seats import OptionSpec, SeatSpec
from rules.core.situation import Situation
from rules.core.steps import Machine

MACHINE = Machine(STEPS, marker, heading, result, turn=turn_marker)


def _bf(state: GameState) -> BreitenfeldState:
    return cast(BreitenfeldState, state)


def _typed_attack(chosen: dict[str, str]) -> Attack:
    """An attack as typed: several targets and attackers joined by " + " (BF-CBT-2 allows any such group)."""
    targets, attackers = tuple(sorted(split_many(chosen["targets"]))), tuple(sorted(split_many(chosen["with"])))
    return Attack(targets=targets, attackers=attackers, charge=fold(chosen.get("charge", "no")) in ("yes", "on"))


class BreitenfeldRuleset(Ruleset):
    """Breitenfeld, 17 September 1631: Tilly's Imperialists against the Swedes and Saxons, SPI style."""

    id = "breitenfeld"
    title = "Breitenfeld 1631"
    option_specs = [OptionSpec("turns", "int", "18", "Game turns (45 minutes each) before victory points decide",
                               minimum=1, maximum=24)]  # fmt: skip
    verbs: ClassVar[list[Verb]] = VERBS

    def seat_specs(self, options: dict[str, str]) -> list[SeatSpec]:
        return [SeatSpec(s, SIDE_NAMES[s], SIDE_COLOURS[s][0]) for s in SIDES]

    def topics(self) -> Topics:
        return TOPICS

    def new_game(self, options: dict[str, str], dice: Dice) -> BreitenfeldState:
        """BF-OOB-1: every counter on its historical hex; turn 1 begins with the visibility roll (BF-VIS-1)."""
        pieces = [Piece(id=c.id, hex=str(c.start)) for c in COUNTERS]
        turns = int(options.get("turns", self.option_specs[0].default))
        state = BreitenfeldState(ruleset=self.id, options=options, seats=list(SIDES), turns=turns, pieces=pieces)
        MACHINE.goto(state, "visibility")
        MACHINE.run_automatic(state, Context(dice))
        return state

    def situation(self, state: GameState) -> Situation:
        return MACHINE.situation(_bf(state))

    def legal_actions(self, state: GameState, seat: str) -> list[Action]:
        return MACHINE.legal_actions(_bf(state), seat)

    def candidates(
        self, state: GameState, seat: str, command: str, chosen: dict[str, str], known: Sequence[Action] | None = None
    ) -> list[Action]:
        """A move with its counter chosen lists only that counter's hexes; /orders takes any text (checked whole
        when applied, naming the line that fails)."""
        s = _bf(state)
        frame = s.stack[-1] if s.stack else None
        moving = frame is not None and frame.step == Movement.name and seat in self.situation(s).to_act
        if command == "orders":
            return [Orders(text=chosen["text"])] if moving and chosen.get("text", "").strip() else []
        if command == "move" and moving and "from" in chosen and may_move_army(s, seat):
            piece = next((p for p in s.side(seat) if agrees(Move(unit=p.id, to=""), {"from": chosen["from"]})), None)
            if piece is None:
                return []
            reach = moves(s, piece)
            found: list[Action] = [Move(unit=piece.id, to=h) for h in reach.ends]
            found += [Move(unit=piece.id, to=OFF)] if reach.exits else []
            return [m for m in found if agrees(m, chosen)]
        if command == "attack" and {"targets", "with"} <= set(chosen) and seat in self.situation(s).to_act:
            typed = _typed_attack(chosen)
            if (
                frame is not None
                and frame.step == "combat"
                and not problem(s, seat, list(typed.attackers), list(typed.targets), typed.charge)
            ):
                return [typed]
        return super().candidates(state, seat, command, chosen, known)

    def check(self, state: GameState, seat: str, action: Action) -> None:
        MACHINE.check(_bf(state), seat, action)

    def apply_in_place(self, state: GameState, seat: str, action: Action, ctx: Context) -> None:
        MACHINE.apply(_bf(state), seat, action, ctx)

    def choose_action(self, observation: GameState, seat: str, dice: Dice) -> Action:
        return ai.choose(_bf(observation), seat, dice)

    def observe(self, state: GameState, seat: str | None) -> BreitenfeldState:
        """BF-INFO-1: nothing is hidden in Breitenfeld; every seat and the public see the whole battlefield."""
        return _bf(state).model_copy(deep=True)

    def status_text(self, observation: GameState) -> str:
        return views.status_text(_bf(observation), self.situation(observation))

    def forces_text(self, observation: GameState, seat: str) -> str | None:
        return views.forces_text(_bf(observation), seat)

    def board_view(self, observation: GameState, seat: str | None) -> BoardView | None:
        return board.board_view(_bf(observation), seat, self.situation(observation))

    def private_board(self, state: GameState, seat: str) -> bool:
        """BF-INFO-1: every seat sees the whole battlefield, the public map."""
        return False

    def check_invariants(self, state: GameState) -> None:
        views.check_invariants(_bf(state))

    def parse_action(self, data: dict[str, Any]) -> Action:
        return parse_kind(ACTIONS, data)

    def parse_state(self, data: dict[str, Any]) -> BreitenfeldState:
        return BreitenfeldState.model_validate(data)
