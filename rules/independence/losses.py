"""Steps that take units off the board one at a time (upkeep, Winter Quarters and battle casualties)."""

from rules.core.actions import Action
from rules.core.context import Context
from rules.core.steps import Frame, Machine
from rules.independence.actions import Lose, place_name
from rules.independence.stacks import remove_unit, stack
from rules.independence.state import WoiState
from rules.independence.step_base import WoiStep
from rules.independence.territories import TERRITORY_BY_ID
from rules.independence.units import UNIT_TYPE, unit_type


class LoseStep(WoiStep):
    """A step whose seat loses one unit per action, chosen among ``pool``; ``after`` says what follows.

    By default the pool is every unit of the seat on the board that is ``eligible``, and the unit is discarded
    back to its pile in public."""

    kinds = (Lose,)

    def eligible(self, state: WoiState, frame: Frame, chit: str) -> bool:
        """True when ``chit`` may be chosen (default: any unit)."""
        return True

    def pool(self, state: WoiState, frame: Frame, seat: str) -> list[tuple[str, str]]:
        """(territory, chit) of every unit the seat may choose now."""
        side = frame.seat or seat
        return [(t, c) for t in sorted(state.board) for c in stack(state, t, side) if self.eligible(state, frame, c)]

    def actions(self, state: WoiState, frame: Frame, seat: str) -> list[Action]:
        found = {(unit_type(c).key, t) for t, c in self.pool(state, frame, seat)}
        return [Lose(unit=k, territory=t) for k, t in sorted(found, key=lambda kt: (kt[1], kt[0]))]

    def refusal(self, state: WoiState, frame: Frame, seat: str, action: Action) -> tuple[str, str] | None:
        assert isinstance(action, Lose)
        if self._chit(state, frame, seat, action) is not None:
            return None
        unit = UNIT_TYPE[action.unit].name if action.unit in UNIT_TYPE else action.unit
        where = place_name(action.territory) if action.territory in TERRITORY_BY_ID else action.territory
        if any(t == action.territory and unit_type(c).key == action.unit for t, c in self._all(state, frame, seat)):
            return self.rule, f"{unit} cannot be chosen: {self.doing}"
        return self.rule, f"no {unit} of yours to lose in {where}"

    def _all(self, state: WoiState, frame: Frame, seat: str) -> list[tuple[str, str]]:
        side = frame.seat or seat
        return [(t, c) for t in sorted(state.board) for c in stack(state, t, side)]

    def _chit(self, state: WoiState, frame: Frame, seat: str, action: Lose) -> str | None:
        for territory, chit in self.pool(state, frame, seat):
            if territory == action.territory and unit_type(chit).key == action.unit:
                return chit
        return None

    def handle(
        self, state: WoiState, frame: Frame, seat: str, action: Action, ctx: Context, machine: Machine[WoiState]
    ) -> None:
        assert isinstance(action, Lose)
        chit = self._chit(state, frame, seat, action)
        assert chit is not None
        self.remove(state, action.territory, chit, ctx)
        self.after(state, frame, ctx, machine)

    def remove(self, state: WoiState, territory: str, chit: str, ctx: Context) -> None:
        """Take ``chit`` off the board (default: discarded back to its pile, shown to everyone)."""
        remove_unit(state, territory, chit, captured=False)
        ctx.reveal()
        kind = unit_type(chit)
        ctx.say(f"{kind.side} discard {kind.name} in {TERRITORY_BY_ID[territory].name}.", kind="discard")

    def after(self, state: WoiState, frame: Frame, ctx: Context, machine: Machine[WoiState]) -> None:
        """What follows one loss."""
