"""A simple Straits AI, playing from its seat's observation: take lands, fight when stronger, recruit, answer."""

from rules.core.actions import Action
from rules.core.dice import Dice
from rules.core.offers import AnswerOffer, MakeOffer
from tests.toys.straits.board import is_sea
from tests.toys.straits.state import Done, Intercept, Move, Recruit, StraitsState


def choose(obs: StraitsState, seat: str, legal: list[Action], dice: Dice) -> Action:
    """The best-scoring legal action (ties broken by the dice); ``done`` when nothing helps."""
    scored = [(_score(obs, seat, action), i, action) for i, action in enumerate(legal)]
    best = max(score for score, _, _ in scored)
    return dice.choice([action for score, _, action in scored if score == best])


def _score(obs: StraitsState, seat: str, action: Action) -> int:
    if isinstance(action, Intercept):
        return 1 if (action.answer == "yes") == _stronger_at_sea(obs, seat) else 0
    if isinstance(action, AnswerOffer):
        return 5 if action.answer == "accept" and "peace" in action.text else -1
    if isinstance(action, Recruit):
        return 4 if action.unit == "army" else 2
    if isinstance(action, Move):
        return _move_score(obs, seat, action)
    if isinstance(action, MakeOffer):
        return 1 if action.deal.code == "peace" and len(obs.lands_of(action.receiver)) > len(obs.lands_of(seat)) else -1
    assert isinstance(action, Done)
    return 0


def _stronger_at_sea(obs: StraitsState, seat: str) -> bool:
    frame = obs.stack[-1] if obs.stack else None
    if frame is None or "sea" not in frame.data:
        return False
    return obs.fleets[frame.data["sea"]].get(seat, 0) >= frame.data["count"]


def _move_score(obs: StraitsState, seat: str, move: Move) -> int:
    if is_sea(move.destination):
        return 1 if not obs.fleets[move.destination] else 0
    mine = obs.armies[move.origin][seat]
    defenders = sum(obs.armies[move.destination].values())
    gain = 3 if obs.control.get(move.destination) != seat else -1
    if defenders:
        return gain if mine > defenders else -2
    return gain
