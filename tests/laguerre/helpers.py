"""Helpers for the La Guerre rule tests: new games, positions set by hand, actions applied with scripted dice."""

from collections.abc import Sequence
from typing import Any

from rules.core.contract import Action, Context
from rules.core.dice import Dice
from rules.core.events import Event
from rules.core.seats import parse_options
from rules.core.steps import Frame
from rules.laguerre.advanced import SECTIONS
from rules.laguerre.geography import POWERS
from rules.laguerre.ruleset import LaGuerreRuleset
from rules.laguerre.sequence import MACHINE
from rules.laguerre.state import Army, LgState

RULES = LaGuerreRuleset()


def game(seed: int = 1, **options: str) -> LgState:
    """A new game with these options (the defaults otherwise, but the standard game unless ``game="advanced"``:
    the tests of the standard rules play the standard game), at its first prompt."""
    state = RULES.new_game(parse_options(RULES.option_specs, {"game": "standard", **options}), Dice(seed, 0))
    assert isinstance(state, LgState)
    return state


def advanced_game(sections: Sequence[str], seed: int = 1, **options: str) -> LgState:
    """A new advanced game with only the advanced ``sections`` on (every other one off), at its first prompt."""
    off = {section: "off" for section in SECTIONS if section not in sections}
    return game(seed, **{"game": "advanced", **off, **options})


def at(state: LgState, step: str, power: str | None = None, **data: Any) -> LgState:
    """``state`` with the stack replaced by one frame of ``step`` (for ``power``'s part of a per-power phase)."""
    seat = state.seat_of(power) if power else None
    if power is not None and "i" not in data:
        data["i"] = POWERS.index(power)
    state.stack = [Frame(step=step, seat=seat, data=data)]
    return state


def act(state: LgState, seat: str, action: Action, faces: Sequence[int] = ()) -> tuple[LgState, list[Event]]:
    """Apply ``action`` for ``seat`` with dice showing ``faces`` first; the new state and the events."""
    transition = RULES.apply(state, seat, action, Dice.scripted(faces, seed=99))
    assert isinstance(transition.state, LgState)
    return transition.state, transition.events


def ctx(faces: Sequence[int] = ()) -> Context:
    """A context whose dice show ``faces`` first."""
    return Context(Dice.scripted(faces, seed=99))


def army(state: LgState, leader: str, power: str, province: str, infantry: int = 0, cavalry: int = 0,
         artillery: int = 0) -> Army:
    """Put (or move) ``leader``'s army in ``province`` with these divisions."""
    state.armies[leader] = Army(id=leader, power=power, province=province, infantry=infantry, cavalry=cavalry,
                                artillery=artillery)
    return state.armies[leader]


def clear_armies(state: LgState) -> LgState:
    """Every army and fleet off the map."""
    state.armies, state.fleets = {}, {}
    return state


def texts(events: list[Event]) -> str:
    """Every event's text, one a line."""
    return "\n".join(e.text for e in events)


def run(state: LgState, faces: Sequence[int] = ()) -> Context:
    """Run the automatic steps on top of the stack with scripted dice; the context used."""
    used = ctx(faces)
    MACHINE.run_automatic(state, used)
    return used


def until(state: LgState, step: str) -> LgState:
    """Every seat asked before ``step`` answers /done (or its first legal action) until ``step`` is on top."""
    from rules.laguerre.actions import Done

    for _ in range(500):
        if state.stack and state.stack[-1].step == step:
            return state
        seat = RULES.situation(state).to_act[0]
        legal = RULES.legal_actions(state, seat)
        state, _ = act(state, seat, Done() if Done() in legal else legal[0])
    raise AssertionError(f"never reached {step}")


def seen(state: LgState, seat: str | None) -> LgState:
    """``seat``'s observation of ``state`` (None: the public's)."""
    observed = RULES.observe(state, seat)
    assert isinstance(observed, LgState)
    return observed
