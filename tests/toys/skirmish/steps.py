"""The Skirmish sequence of play as named steps: each side's turn is movement, artillery fire and close
combat (SK-TURN-1); after both sides, the turn ends and the game may end (SK-END-1/2)."""

from rules.core.actions import Action
from rules.core.context import Context
from rules.core.errors import IllegalAction
from rules.core.hexes import parse_hex
from rules.core.situation import Prompt, Result
from rules.core.steps import Frame, Machine, Step
from tests.toys.skirmish.combat import assault, bombard
from tests.toys.skirmish.field import TOWNS, hex_name
from tests.toys.skirmish.state import Attack, Done, Fire, Move, SkirmishState
from tests.toys.skirmish.tactics import attack_options, destinations, duties, targets

Machine_ = Machine[SkirmishState]


def marker(state: SkirmishState) -> str:
    """The phase marker: turn, side and step (changes exactly when the step changes)."""
    frame = state.stack[-1] if state.stack else None
    return "over" if state.result or frame is None else f"t{state.turn}-{state.active}-{frame.step}"


def turn_marker(state: SkirmishState) -> str:
    """One side's turn: its movement, fire and combat."""
    return "over" if state.result else f"t{state.turn}-{state.active}"


def heading(state: SkirmishState) -> str:
    """The phase in words."""
    frame = state.stack[-1] if state.stack else None
    if state.result or frame is None:
        return f"Turn {state.turn} of {state.turns} — game over"
    return f"Turn {state.turn} of {state.turns} — {state.active}, {frame.step}"


def _units(n: int) -> str:
    return "1 unit" if n == 1 else f"{n} units"


class Movement(Step[SkirmishState]):
    """SK-MOVE-1: the side moves each of its units once, within its movement points (SK-ZOC-1)."""

    name = "movement"
    rule = "SK-MOVE-1"

    def prompt(self, state: SkirmishState, frame: Frame, seat: str) -> Prompt:
        left = [u for u in state.side(seat) if not u.moved]
        return Prompt("Move your units: /move unit then to; /done when you have moved.", rule=self.rule,
                      owed=f"{_units(len(left))} to move" if left else "", pass_verb="done")  # fmt: skip

    def actions(self, state: SkirmishState, frame: Frame, seat: str) -> list[Action]:
        found: list[Action] = [
            Move(unit=u.name, to=h) for u in state.side(seat) if not u.moved for h in destinations(state, u)
        ]
        return [*found, Done()]

    def check(self, state: SkirmishState, frame: Frame, seat: str, action: Action) -> None:
        if isinstance(action, Done):
            return
        if not isinstance(action, Move):
            raise IllegalAction(f"{action.label()}: this is the movement step", rule=self.rule)
        unit = state.unit(action.unit)
        if unit is None or unit.side != seat:
            raise IllegalAction(f"You have no unit called {action.unit}.", rule=self.rule,
                                allowed=[u.name for u in state.side(seat) if not u.moved])  # fmt: skip
        if unit.moved:
            raise IllegalAction(f"{unit.name} has already moved this turn.", rule=self.rule)
        reachable = destinations(state, unit)
        if action.to not in reachable:
            raise IllegalAction(
                f"{unit.name} cannot reach {action.to}: occupied, too far for its {unit.kind.movement} movement "
                "points, or beyond an enemy zone of control",
                rule="SK-ZOC-1",
                allowed=list(reachable),
            )

    def handle(self, state: SkirmishState, frame: Frame, seat: str, action: Action, ctx: Context,
               machine: Machine_) -> None:  # fmt: skip
        if isinstance(action, Done):
            machine.goto(state, Firing.name, seat)
            return
        assert isinstance(action, Move)
        unit = state.unit(action.unit)
        assert unit is not None
        ctx.say(f"{unit.name} moves from {hex_name(unit.hex)} to {hex_name(action.to)}.", kind="move", seat=seat)
        unit.hex, unit.moved = action.to, True
        if action.to in TOWNS and state.towns.get(action.to) != seat:
            state.towns[action.to] = seat
            ctx.say(f"The {seat} take {TOWNS[action.to]}.", kind="control", seat=seat)


class Firing(Step[SkirmishState]):
    """SK-FIRE-1: each battery may fire once at an enemy unit within range that it can see (SK-LOS-1)."""

    name = "fire"
    rule = "SK-FIRE-1"

    def prompt(self, state: SkirmishState, frame: Frame, seat: str) -> Prompt:
        ready = [u for u in state.side(seat) if u.kind.range and not u.fired and targets(state, u)]
        return Prompt("Fire your guns: /fire unit at a target it can see; /done to go on to combat.",
                      rule=self.rule, owed=f"{len(ready)} to fire" if ready else "", pass_verb="done")  # fmt: skip

    def actions(self, state: SkirmishState, frame: Frame, seat: str) -> list[Action]:
        found: list[Action] = [
            Fire(unit=g.name, at=t.name)
            for g in state.side(seat) if g.kind.range and not g.fired for t in targets(state, g)
        ]  # fmt: skip
        return [*found, Done()]

    def check(self, state: SkirmishState, frame: Frame, seat: str, action: Action) -> None:
        if action in self.actions(state, frame, seat):
            return
        rule = "SK-LOS-1" if isinstance(action, Fire) else self.rule
        raise IllegalAction(f"{action.label()} is not allowed: guns fire once, within range, at a unit they can see",
                            rule=rule, allowed=[a.label() for a in self.actions(state, frame, seat)])  # fmt: skip

    def handle(self, state: SkirmishState, frame: Frame, seat: str, action: Action, ctx: Context,
               machine: Machine_) -> None:  # fmt: skip
        if isinstance(action, Done):
            machine.goto(state, Combat.name, seat)
            return
        assert isinstance(action, Fire)
        guns, target = state.unit(action.unit), state.unit(action.at)
        assert guns is not None and target is not None
        guns.fired = True
        bombard(state, guns, target, ctx)
        end_if_destroyed(state, ctx, machine)


class Combat(Step[SkirmishState]):
    """SK-ZOC-2, SK-CRT-1: the side declares attacks one by one; it may not end the step while a unit of its
    own sits unengaged in an enemy zone, or an enemy unit sits unengaged in one of its zones."""

    name = "combat"
    rule = "SK-ZOC-2"

    def prompt(self, state: SkirmishState, frame: Frame, seat: str) -> Prompt:
        owed = duties(state, seat)
        must = [
            f"{unit.name} ({unit.hex})"
            for unit in state.units
            if parse_hex(unit.hex) in {*owed.attackers, *owed.defenders}
        ]
        text = "Declare attacks: /attack targets then with (adjacent units); /done when no attack is owed."
        if must:
            text += f" In contact: {', '.join(must)}."
        return Prompt(text, rule=self.rule, owed=f"{_units(len(must))} in contact to attack" if must else "",
                      pass_verb=None if must else "done")  # fmt: skip

    def actions(self, state: SkirmishState, frame: Frame, seat: str) -> list[Action]:
        owed = duties(state, seat)
        found: list[Action] = list(attack_options(state, seat))
        return found if owed.attackers or owed.defenders else [*found, Done()]

    def check(self, state: SkirmishState, frame: Frame, seat: str, action: Action) -> None:
        if isinstance(action, Done):
            problems = duties(state, seat).problems([])
            if problems:
                raise IllegalAction(f"You cannot end combat yet: {'; '.join(problems)}", rule="SK-ZOC-2")
            return
        if action not in attack_options(state, seat):
            raise IllegalAction(f"{action.label()} is not an attack you can make: every attacker must be next to "
                                "every target, and no unit attacks or is attacked twice", rule="SK-CRT-1")  # fmt: skip

    def handle(self, state: SkirmishState, frame: Frame, seat: str, action: Action, ctx: Context,
               machine: Machine_) -> None:  # fmt: skip
        if isinstance(action, Done):
            end_side_turn(state, ctx, machine)
            return
        assert isinstance(action, Attack)
        attackers = [u for u in state.units if u.name in action.attackers]
        defenders = [u for u in state.units if u.name in action.targets]
        assault(state, attackers, defenders, ctx)
        end_if_destroyed(state, ctx, machine)


def start_side_turn(state: SkirmishState, seat: str, machine: Machine_) -> None:
    """SK-TURN-1: ``seat`` begins its movement; its units' marks from the last turn are cleared."""
    state.active = seat
    for unit in state.units:
        unit.moved = unit.fired = unit.engaged = False
    machine.goto(state, Movement.name, seat)


def end_side_turn(state: SkirmishState, ctx: Context, machine: Machine_) -> None:
    """The other side's turn, or the end of the game turn after the second side."""
    if state.active == state.seats[0]:
        start_side_turn(state, state.seats[1], machine)
    elif state.turn == state.turns:
        towns = {seat: sorted(n for n, s in state.towns.items() if s == seat) for seat in state.seats}
        held = {seat: len(found) for seat, found in towns.items()}
        best = max(held.values())
        winners = [s for s in state.seats if held[s] == best] if list(held.values()).count(best) == 1 else []
        towns_held = f"{best} town" + ("" if best == 1 else "s")
        reason = f"they hold {towns_held} of {len(TOWNS)}" if winners else f"each side holds {towns_held}: a draw"
        finish(state, Result(winners=winners, reason=reason, scores=held), ctx, machine)
    else:
        state.turn += 1
        start_side_turn(state, state.seats[0], machine)


def end_if_destroyed(state: SkirmishState, ctx: Context, machine: Machine_) -> None:
    """SK-END-2: a side with no units left loses at once."""
    for seat in state.seats:
        if not state.side(seat):
            winner = next(s for s in state.seats if s != seat)
            finish(state, Result(winners=[winner], reason=f"the {seat} have no units left"), ctx, machine)
            return


def finish(state: SkirmishState, result: Result, ctx: Context, machine: Machine_) -> None:
    """SK-END-1: after the last turn, the side holding more towns wins; equal: a draw."""
    state.result = result
    winners = f"The {' and '.join(result.winners)} win" if result.winners else "Nobody wins"
    ctx.say(f"{winners}: {result.reason}.", kind="result")
    machine.end(state)


STEPS: list[Step[SkirmishState]] = [Movement(), Firing(), Combat()]


def result(state: SkirmishState) -> Result | None:
    """The result once the game is over."""
    return state.result
