"""Building positions and applying actions with scripted dice, for the napoleon rule tests."""

from collections.abc import Sequence

from rules.core.contract import Action, Transition
from rules.core.decks import Deck
from rules.core.dice import Dice
from rules.core.steps import Frame
from rules.napoleon.cards import DECK
from rules.napoleon.ruleset import NapoleonRuleset
from rules.napoleon.state import NapoleonState, Phase

RULES = NapoleonRuleset()
STACKS: dict[str, list[str]] = {
    "discard": ["discard"],
    "move": ["move"],
    "attack": ["attack"],
    "battle": ["attack", "card_window"],
    "retreat": ["attack", "retreat"],
    "over": [],
}
"""The stack of steps that puts a position in each phase (a battle and a retreat are called from the attack)."""


def set_phase(state: NapoleonState, phase: Phase) -> None:
    """Put ``state`` in ``phase`` (its stack of steps)."""
    state.stack = [Frame(step=step) for step in STACKS[phase]]


def game(
    france: dict[str, int],
    allies: dict[str, int],
    active: str = "France",
    phase: Phase = "move",
    hands: dict[str, list[str]] | None = None,
    round: int = 1,
    rounds: int = 10,
    options: dict[str, str] | None = None,
) -> NapoleonState:
    """A position: the armies of each side, whose turn and phase, the hands; the rest of the deck face down."""
    held = hands or {"France": [], "Allies": []}
    in_hands = {c for cards in held.values() for c in cards}
    state = NapoleonState(
        seats=["France", "Allies"],
        options=options or {},
        rounds=rounds,
        round=round,
        active=active,
        armies={"France": dict(france), "Allies": dict(allies)},
        hands={"France": list(held.get("France", [])), "Allies": list(held.get("Allies", []))},
        deck=Deck(draw_pile=[c.id for c in DECK if c.id not in in_hands]),
    )
    set_phase(state, phase)
    return state


def act(state: NapoleonState, seat: str, action: Action, faces: Sequence[int] = ()) -> Transition:
    """Apply ``action`` for ``seat`` with dice showing ``faces`` first."""
    return RULES.apply(state, seat, action, Dice.scripted(faces))


def texts(transition: Transition) -> list[str]:
    """The texts of the events an action produced."""
    return [e.text for e in transition.events]
