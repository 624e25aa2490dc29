"""The steps of one battle, pushed by the Battle phase's step and returning to it: the sealed battle cards, the
loser's casualties (the winner picks the first), the winner's losses and the loser's retreat (WE-BATTLE-*)."""

from rules.core.actions import Action
from rules.core.context import Context
from rules.core.situation import Prompt
from rules.core.steps import Frame, Machine
from rules.independence import combat, refusals
from rules.independence.actions import Retreat, Seal
from rules.independence.losses import LoseStep
from rules.independence.stacks import stack
from rules.independence.state import Battle, WoiState
from rules.independence.step_base import WoiStep
from rules.independence.territories import TERRITORY_BY_ID
from rules.independence.units import SIDES, other
from rules.independence.wording import plural

WoiMachine = Machine[WoiState]


def _battle(state: WoiState) -> Battle:
    assert state.battle is not None
    return state.battle


def _where(state: WoiState) -> str:
    return TERRITORY_BY_ID[_battle(state).territory].name


class BattleCards(WoiStep):
    """Both sides choose their battle cards at once, any number, in one sealed action each; revealed together
    (WE-BATTLE-3, ruling WOI-R-21). Then the forces are totalled and the loser's losses set (WE-BATTLE-5..8)."""

    name = "battle_cards"
    phase = "Battle"
    rule = "WOI-R-21"
    simultaneous = True
    kinds = (Seal,)
    doing = "choose your battle cards in one sealed choice (/battle cards:…)"

    def actors(self, state: WoiState, frame: Frame) -> list[str]:
        return [s for s in SIDES if s not in _battle(state).committed]

    def prompt(self, state: WoiState, frame: Frame, seat: str) -> Prompt:
        role = "attack" if _battle(state).attacker == seat else "defend"
        return Prompt(
            f"Battle of {_where(state)} (you {role}): choose any number of battle cards in one sealed choice "
            "(/battle cards:<card> + <card> …, or cards:None).", rule=self.rule)

    def actions(self, state: WoiState, frame: Frame, seat: str) -> list[Action]:
        return [Seal(cards=chosen) for chosen in combat.seal_choices(state, seat)]

    def refusal(self, state: WoiState, frame: Frame, seat: str, action: Action) -> tuple[str, str] | None:
        assert isinstance(action, Seal)
        return refusals.seal(state, seat, action.cards)

    def handle(
        self, state: WoiState, frame: Frame, seat: str, action: Action, ctx: Context, machine: WoiMachine
    ) -> None:
        assert isinstance(action, Seal)
        combat.seal_cards(state, seat, action.cards, ctx)
        if len(_battle(state).committed) < len(SIDES):
            return
        combat.resolve(state, ctx)
        if _battle(state).losses_left:
            machine.goto(state, WinnerPick.name, _battle(state).winner)
        else:
            _winner_losses(state, ctx, machine)


def _winner_losses(state: WoiState, ctx: Context, machine: WoiMachine) -> None:
    if combat.set_winner_required(state, ctx):
        machine.goto(state, WinnerLoss.name, _battle(state).winner)
    else:
        _retreat(state, ctx, machine)


def _retreat(state: WoiState, ctx: Context, machine: WoiMachine) -> None:
    battle = _battle(state)
    assert battle.winner is not None
    loser = other(battle.winner)
    if not stack(state, battle.territory, loser):
        machine.pop(state, ctx)
    elif not combat.retreat_options(state):
        combat.retreat(state, None, ctx)
        machine.pop(state, ctx)
    else:
        machine.goto(state, RetreatStep.name, loser)


class LoserCasualty(LoseStep):
    """The loser's casualties: half its units, rounded up (WE-BATTLE-7); subclasses say who picks."""

    phase = "Battle"
    rule = "WE-BATTLE-7"
    doing = "choose a casualty from the losing stack"

    def pool(self, state: WoiState, frame: Frame, seat: str) -> list[tuple[str, str]]:
        battle = _battle(state)
        assert battle.winner is not None
        return [(battle.territory, c) for c in stack(state, battle.territory, other(battle.winner))]

    def remove(self, state: WoiState, territory: str, chit: str, ctx: Context) -> None:
        combat.take_casualty(state, chit, ctx)

    def after(self, state: WoiState, frame: Frame, ctx: Context, machine: WoiMachine) -> None:
        battle = _battle(state)
        assert battle.winner is not None
        loser = other(battle.winner)
        if battle.losses_left > 0 and stack(state, battle.territory, loser):
            machine.goto(state, LoserPick.name, loser)
        else:
            _winner_losses(state, ctx, machine)


class WinnerPick(LoserCasualty):
    """The winner picks the loser's first casualty (WE-BATTLE-7)."""

    name = "winner_pick"

    def prompt(self, state: WoiState, frame: Frame, seat: str) -> Prompt:
        battle = _battle(state)
        return Prompt(f"You won at {_where(state)}: pick the first unit the losing stack loses "
                      "(/discard unit:… territory:…).", rule=self.rule,
                      owed=plural(battle.losses_left, "casualty", "casualties"))


class LoserPick(LoserCasualty):
    """The loser picks the rest of its casualties (WE-BATTLE-7)."""

    name = "loser_pick"

    def prompt(self, state: WoiState, frame: Frame, seat: str) -> Prompt:
        return Prompt(f"You lost at {_where(state)}: choose your casualties (/discard unit:… territory:…).",
                      rule=self.rule, owed=plural(_battle(state).losses_left, "casualty", "casualties"))


class WinnerLoss(LoseStep):
    """The winner loses units worth at least half the force the loser lost, its choice (WE-BATTLE-9)."""

    name = "winner_loss"
    phase = "Battle"
    rule = "WE-BATTLE-9"
    doing = "choose a unit of your winning stack to lose"

    def prompt(self, state: WoiState, frame: Frame, seat: str) -> Prompt:
        battle = _battle(state)
        left = battle.winner_required - battle.winner_lost
        return Prompt(f"You won at {_where(state)}, at a cost: lose units worth {left} more force "
                      "(/discard unit:… territory:…).", rule=self.rule, owed=f"{left} force")

    def pool(self, state: WoiState, frame: Frame, seat: str) -> list[tuple[str, str]]:
        battle = _battle(state)
        return [(battle.territory, c) for c in stack(state, battle.territory, seat)]

    def remove(self, state: WoiState, territory: str, chit: str, ctx: Context) -> None:
        combat.take_casualty(state, chit, ctx)

    def after(self, state: WoiState, frame: Frame, ctx: Context, machine: WoiMachine) -> None:
        battle = _battle(state)
        assert battle.winner is not None
        if battle.winner_lost >= battle.winner_required or not stack(state, battle.territory, battle.winner):
            _retreat(state, ctx, machine)


class RetreatStep(WoiStep):
    """The losing stack retreats one space, to a territory with no enemy unit (WE-BATTLE-6, ruling WOI-R-11)."""

    name = "retreat"
    phase = "Battle"
    rule = "WE-BATTLE-6"
    kinds = (Retreat,)
    doing = "retreat the losing stack one space (/retreat to:…)"

    def prompt(self, state: WoiState, frame: Frame, seat: str) -> Prompt:
        return Prompt(f"You lost at {_where(state)}: retreat one space to a territory without enemy units "
                      "(/retreat to:…).", rule=self.rule)

    def actions(self, state: WoiState, frame: Frame, seat: str) -> list[Action]:
        return [Retreat(destination=t) for t in combat.retreat_options(state)]

    def refusal(self, state: WoiState, frame: Frame, seat: str, action: Action) -> tuple[str, str] | None:
        assert isinstance(action, Retreat)
        return refusals.retreat(state, action.destination)

    def handle(
        self, state: WoiState, frame: Frame, seat: str, action: Action, ctx: Context, machine: WoiMachine
    ) -> None:
        assert isinstance(action, Retreat)
        combat.retreat(state, action.destination, ctx)
        machine.pop(state, ctx)


BATTLE_STEPS: tuple[WoiStep, ...] = (BattleCards(), WinnerPick(), LoserPick(), WinnerLoss(), RetreatStep())
