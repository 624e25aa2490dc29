"""The step a move card opens: move its stacks one at a time, staged as from, units, to (WE-MOVE-1..6)."""

from rules.core.actions import Action
from rules.core.context import Context
from rules.core.situation import Prompt
from rules.core.steps import Frame, Machine
from rules.independence import movement
from rules.independence.actions import Done, Move
from rules.independence.stacks import stack
from rules.independence.state import WoiState
from rules.independence.step_base import WoiStep
from rules.independence.territories import TERRITORY_BY_ID
from rules.independence.units import FORT, unit_type
from rules.independence.wording import plural


def _why_stayed(chit: str, moved_before: list[str]) -> str:
    kind = unit_type(chit)
    if kind.type == FORT:
        return f"{kind.name} (fortifications never move)"
    if chit in moved_before:
        return f"{kind.name} (moved already this phase)"
    return f"{kind.name} (not in the group)"


class Moving(WoiStep):
    """Move the stacks a move card allows, one stack (or group out of it) at a time; /done gives up the rest."""

    name = "moving"
    phase = "Move"
    rule = "WE-MOVE-1"
    kinds = (Move, Done)
    doing = "move a stack (/move from:… units:… to:…), or /done to stop"

    def prompt(self, state: WoiState, frame: Frame, seat: str) -> Prompt:
        left = frame.data["moves_left"]
        return Prompt("Move a stack: /move from:… units:… to:… (or /done to give up the rest).", rule=self.rule,
                      owed=plural(left, "stack"), pass_verb="done")

    def actions(self, state: WoiState, frame: Frame, seat: str) -> list[Action]:
        return [*movement.staged_moves(state, seat, {}), Done()]

    def action_count(self, state: WoiState, frame: Frame, seat: str) -> int:
        return movement.move_count(state, seat) + 1

    def check(self, state: WoiState, frame: Frame, seat: str, action: Action) -> None:
        """A move is checked on its own (the list of every move can be several hundred long late in a game)."""
        if isinstance(action, Done):
            return
        if not isinstance(action, Move):
            raise self.refuse(state, frame, seat, action, self.rule, f"not now: {self.doing}")
        found = movement.move_refusal(state, seat, action)
        if found is not None:
            raise self.refuse(state, frame, seat, action, *found)

    def handle(
        self, state: WoiState, frame: Frame, seat: str, action: Action, ctx: Context, machine: Machine[WoiState]
    ) -> None:
        if isinstance(action, Done):
            machine.pop(state, ctx)
            return
        assert isinstance(action, Move)
        group = movement.groups(state, action.origin, seat)[action.group]
        moved_before = list(state.moved)
        movement.do_move(state, seat, action, group)
        stayed = stack(state, action.origin, seat)
        origin, dest = TERRITORY_BY_ID[action.origin].name, TERRITORY_BY_ID[action.destination].name
        rest = f"; {plural(len(stayed), 'unit')} {'stays' if len(stayed) == 1 else 'stay'}" if stayed else ""
        ctx.say(f"{seat} move {plural(len(group), 'unit')} from {origin} to {dest}{rest}.", kind="move", seat=seat,
                origin=action.origin, destination=action.destination, count=len(group), stayed=len(stayed))
        if stayed:
            kept = ", ".join(_why_stayed(c, moved_before) for c in stayed)
            ctx.tell([seat], f"Staying in {origin}: {kept}.", kind="move_stayed")
        frame.data["moves_left"] -= 1
        if frame.data["moves_left"] <= 0:
            machine.pop(state, ctx)
