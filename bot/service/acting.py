"""One action applied with the game's dice (scripted faces first), and the AI's choice of the next action."""

from dataclasses import dataclass

from bot.service.history import ai_dice
from bot.service.runtime import AI, Game, Runtime
from bot.store import ActionRecord
from rules.core.contract import Action, GameState, Transition
from rules.core.dice import Dice


@dataclass(frozen=True)
class Applied:
    """An action applied to a state, not yet committed: what the log and the posts need."""

    number: int
    seat: str
    user_id: str
    action: Action
    before: GameState
    transition: Transition
    scripted: list[int]

    def record(self, now: float) -> ActionRecord:
        """The log entry for this action."""
        return ActionRecord(
            number=self.number,
            seat=self.seat,
            user_id=self.user_id,
            action=self.action.model_dump(mode="json"),
            events=[e.model_dump(mode="json") for e in self.transition.events],
            scripted_dice=self.scripted,
            dice_used=self.transition.dice_used,
            undoable=self.transition.undoable,
            time=now,
        )


def apply_action(
    rt: Runtime, game: Game, state: GameState, seat: str, user_id: str, action: Action, number: int
) -> Applied:
    """Apply ``action`` as action ``number`` with Dice(seed, number), using any scripted faces first."""
    faces = rt.settings.scripted_dice
    dice = Dice(game.record.seed, number, faces)
    transition = game.ruleset.apply(state, seat, action, dice)
    used = faces[: len(faces) - len(dice.scripted_left)]
    faces[:] = dice.scripted_left
    return Applied(number, seat, user_id, action, state, transition, used)


def choose(game: Game, state: GameState, seat: str, number: int) -> Action:
    """The AI's choice for ``seat``, made from what that seat observes (never from the full state)."""
    observation = game.seen(seat, state).observation
    return game.ruleset.choose_action(observation, seat, ai_dice(game.record.seed, number))


def ai_seats_to_act(game: Game, state: GameState, stand_in: frozenset[str] = frozenset()) -> list[str]:
    """The seats the AI plays (or stands in for) that must act in ``state``, in the order they are asked."""
    return [seat for seat in game.situation(state).to_act if game.user_of(seat) == AI or seat in stand_in]


def ai_turn(
    game: Game, state: GameState, number: int, stand_in: frozenset[str] = frozenset()
) -> tuple[str, Action] | None:
    """The first AI seat (or seat the AI stands in for) that must act, and the AI's legal choice for it."""
    seats = ai_seats_to_act(game, state, stand_in)
    if not seats:
        return None
    action = choose(game, state, seats[0], number)
    game.ruleset.check(state, seats[0], action)
    return seats[0], action
