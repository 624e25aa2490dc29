"""Helpers for the imperialism tests: a blank two-player board put in any step, units and regions placed by hand,
actions applied with scripted dice."""

from rules.core.contract import Action, Transition
from rules.core.dice import Dice
from rules.core.steps import Frame
from rules.imperialism.ruleset import ImperialismRuleset
from rules.imperialism.state import Chit, ImpState, Native, Unit, War
from tests.contract.play import new_game

R = ImperialismRuleset()
RED, BLUE = "Red", "Blue"


def blank(players: int = 2, seed: int = 1) -> ImpState:
    """A game after set-up with an empty board: no regions held, no units, 100 PP and 5 DP each, red to move."""
    state = new_game(R, seed, {"players": str(players)})
    assert isinstance(state, ImpState)
    state.control, state.units, state.natives, state.chits, state.buildings = {}, [], {}, {}, {}
    state.order = list(state.seats)
    state.pp = dict.fromkeys(state.seats, 100)
    state.dp = dict.fromkeys(state.seats, 5)
    state.movement = 1
    at(state, "move", RED)
    return state


def at(state: ImpState, step: str, seat: str | None, **data: object) -> ImpState:
    """Put the game in ``step`` for ``seat`` (the only frame)."""
    state.stack = [Frame(step=step, seat=seat, data=dict(data))]
    if seat is not None and step in ("move", "combat"):
        state.active = seat
    return state


def hold(state: ImpState, seat: str, region: str, *kinds: str, mp: int = 1) -> list[Unit]:
    """``seat`` holds ``region`` with units of ``kinds`` (default one infantry)."""
    state.control[region] = seat
    state.chits.setdefault(region, Chit(value=0))
    return place(state, seat, region, *(kinds or ("infantry",)), mp=mp)


def place(state: ImpState, seat: str, region: str, *kinds: str, mp: int = 1) -> list[Unit]:
    """Put units of ``seat`` in ``region`` (without taking control)."""
    made = []
    for kind in kinds:
        unit = Unit(id=state.next_unit, seat=seat, kind=kind, region=region, mp=mp)
        state.next_unit += 1
        state.units.append(unit)
        made.append(unit)
    return made


def natives(state: ImpState, region: str, strength: int, plus: str = "", face_up: bool = False) -> Native:
    """Natives of ``strength`` in ``region``."""
    state.natives[region] = Native(strength=strength, plus=plus, face_up=face_up)
    return state.natives[region]


def act(state: ImpState, seat: str, action: Action, faces: tuple[int, ...] = ()) -> Transition:
    """Apply ``action`` for ``seat`` with the dice showing ``faces`` first."""
    return R.apply(state, seat, action, Dice.scripted(list(faces), seed=7))


def kinds(state: ImpState, region: str, seat: str) -> list[str]:
    """``seat``'s unit kinds in ``region``, sorted."""
    return sorted(u.kind for u in state.units_in(region, seat))


def texts(transition: Transition) -> str:
    """Every event text of a transition, one per line."""
    return "\n".join(e.text for e in transition.events)


def general_battle(general_side: str) -> ImpState:
    """Red (two artillery) attacks Blue's Spain (five brigades) from France, the general with ``general_side``:
    each side has a +1 DRM, so the general's side may transfer one point (IMP-BAT-4)."""
    state = blank()
    hold(state, BLUE, "spain", "infantry", "infantry", "infantry", "artillery", "cavalry")
    place(state, RED, "spain", "artillery", "artillery")
    place(state, general_side, "spain", "general")
    hold(state, RED, "france")
    for unit in state.units_in("spain", RED):
        unit.came_from = "france"
    state.wars = [War(declarer=BLUE, target=RED, phase=0)]
    return at(state, "combat", RED, explored=[], prospected=[])


def parties_battle(*defenders: str, refuge: bool = True) -> ImpState:
    """Red (infantry and general) attacks Blue's Spain (infantry and ``defenders``) from France; ``refuge``: Blue
    also holds Portugal. Two sixes leave both sides with parties only (IMP-BAT-11)."""
    state = blank()
    hold(state, BLUE, "spain", "infantry", *defenders)
    if refuge:
        hold(state, BLUE, "portugal")
    place(state, RED, "spain", "infantry", "general")
    hold(state, RED, "france")
    for unit in state.units_in("spain", RED):
        unit.came_from = "france"
    state.wars = [War(declarer=BLUE, target=RED, phase=0)]
    return at(state, "combat", RED, explored=[], prospected=[])
