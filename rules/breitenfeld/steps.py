"""The player steps of a player turn: artillery fire (BF-ART-2), movement (BF-MOVE-2), combat (BF-ZOC-2, BF-CBT-3)."""

from rules.breitenfeld.actions import Attack, Done, Fire, Move, Orders
from rules.breitenfeld.combat import declare, problem, refusal, resolve
from rules.breitenfeld.fire import fire, ready_guns, targets
from rules.breitenfeld.morale import purge_saxons
from rules.breitenfeld.movement import OFF, may_move_army, moves
from rules.breitenfeld.moving import carry_out_orders, check_move, make_move
from rules.breitenfeld.options import attack_options
from rules.breitenfeld.sequence import Recovery, Visibility, begin_step, end_player_turn
from rules.breitenfeld.state import BreitenfeldState
from rules.breitenfeld.zones import owed_units
from rules.core.actions import Action
from rules.core.context import Context
from rules.core.dice import Dice
from rules.core.errors import IllegalAction
from rules.core.situation import Prompt
from rules.core.steps import Frame, Machine, Step

Machine_ = Machine[BreitenfeldState]


def _count(n: int, what: str) -> str:
    return f"{n} {what}" if n == 1 else f"{n} {what}s"


class Artillery(Step[BreitenfeldState]):
    """BF-ART-2: each battery may fire once, alone, at an enemy unit in range and in sight."""

    name = "artillery"
    rule = "BF-ART-2"

    def prompt(self, state: BreitenfeldState, frame: Frame, seat: str) -> Prompt:
        ready = [g for g in ready_guns(state, seat) if targets(state, g)]
        return Prompt("Artillery fire: /fire unit at a target it can see; /done to go on to movement.", rule=self.rule,
                      owed=_count(len(ready), "battery") .replace("batterys", "batteries") + " able to fire"
                      if ready else "", pass_verb="done")  # fmt: skip

    def actions(self, state: BreitenfeldState, frame: Frame, seat: str) -> list[Action]:
        found: list[Action] = [Fire(unit=g.id, at=t.id) for g in ready_guns(state, seat) for t in targets(state, g)]
        return [*found, Done()]

    def check(self, state: BreitenfeldState, frame: Frame, seat: str, action: Action) -> None:
        if isinstance(action, Done):
            return
        if not isinstance(action, Fire):
            raise IllegalAction(f"{action.label()}: this is the artillery fire step; /fire or /done", rule=self.rule)
        guns, target = state.piece(action.unit), state.piece(action.at)
        if guns is None or guns not in ready_guns(state, seat):
            raise IllegalAction(f"{action.unit} is not one of your batteries that may still fire", rule=self.rule,
                                allowed=[g.id for g in ready_guns(state, seat)])  # fmt: skip
        seen = targets(state, guns)
        if target is None or target not in seen:
            raise IllegalAction(f"{guns.counter.name} cannot fire at {action.at}: out of range, out of sight, or not "
                                "an enemy unit", rule="BF-LOS-1", allowed=[t.id for t in seen])  # fmt: skip

    def handle(self, state: BreitenfeldState, frame: Frame, seat: str, action: Action, ctx: Context,
               machine: Machine_) -> None:  # fmt: skip
        if isinstance(action, Done):
            begin_step(state, Movement.name, seat, ctx, machine)
            return
        assert isinstance(action, Fire)
        guns, target = state.piece(action.unit), state.piece(action.at)
        assert guns is not None and target is not None
        fire(state, guns, target, ctx)


class Movement(Step[BreitenfeldState]):
    """BF-MOVE-2: the player moves each counter once (or many at once with /orders); BF-MOVE-3/4 hold an army back
    at the start of the battle."""

    name = "movement"
    rule = "BF-MOVE-2"

    def prompt(self, state: BreitenfeldState, frame: Frame, seat: str) -> Prompt:
        if not may_move_army(state, seat):
            rule = "BF-MOVE-3" if seat == "imperialist" else "BF-MOVE-4"
            return Prompt("Your army may not move yet: /done to go on.", rule=rule, pass_verb="done")
        left = [p for p in state.side(seat) if p.kind != "artillery" and not p.moved]
        return Prompt("Movement: /move from (a counter) then to, or many at once with "
                      "/orders text:\"0512-0612, 0713-0813\"; /done when you have moved.", rule=self.rule,
                      owed=_count(len(left), "counter") + " to move" if left else "", pass_verb="done")  # fmt: skip

    def actions(self, state: BreitenfeldState, frame: Frame, seat: str) -> list[Action]:
        found: list[Action] = []
        if may_move_army(state, seat):
            for piece in state.side(seat):
                reach = moves(state, piece)
                found += [Move(unit=piece.id, to=h) for h in reach.ends]
                if reach.exits:
                    found.append(Move(unit=piece.id, to=OFF))
        return [*found, Done()]

    def check(self, state: BreitenfeldState, frame: Frame, seat: str, action: Action) -> None:
        if isinstance(action, Done):
            return
        if isinstance(action, Move):
            check_move(state, seat, action.unit, action.to)
        elif isinstance(action, Orders):
            carry_out_orders(state.model_copy(deep=True), seat, action.text, Context(Dice(0, 0)))
        else:
            raise IllegalAction(f"{action.label()}: this is the movement step; /move, /orders or /done", rule=self.rule)

    def handle(self, state: BreitenfeldState, frame: Frame, seat: str, action: Action, ctx: Context,
               machine: Machine_) -> None:  # fmt: skip
        if isinstance(action, Move):
            make_move(state, seat, action.unit, action.to, ctx)
        elif isinstance(action, Orders):
            carry_out_orders(state, seat, action.text, ctx)
        else:
            purge_saxons(state, ctx)
            begin_step(state, Combat.name, seat, ctx, machine)


class Combat(Step[BreitenfeldState]):
    """BF-ZOC-2, BF-CBT-3: the player declares every attack (each /attack joins the combats it shares a unit with),
    then /done resolves them all in order; /done is refused while a unit owes an attack."""

    name = "combat"
    rule = "BF-ZOC-2"

    def prompt(self, state: BreitenfeldState, frame: Frame, seat: str) -> Prompt:
        owed = owed_units(state, seat)
        declared = f" {_count(len(state.combats), 'combat')} declared." if state.combats else ""
        text = (
            f"Combat: declare attacks with /attack targets then with (charge yes for a Swedish cavalry charge);"
            f" /done resolves them.{declared}"
        )
        if owed:
            text += " In enemy zones of control: " + ", ".join(f"{u.counter.name} ({u.hex})" for u in owed[:8]) + "."
        owes = f"{_count(len(owed), 'unit')} in enemy ZOC still to attack" if owed else ""
        return Prompt(text, rule=self.rule, owed=owes, pass_verb=None if owed else "done",
                      irreversible=bool(state.combats))  # fmt: skip

    def actions(self, state: BreitenfeldState, frame: Frame, seat: str) -> list[Action]:
        found: list[Action] = list(attack_options(state, seat))
        return found if owed_units(state, seat) else [*found, Done()]

    def check(self, state: BreitenfeldState, frame: Frame, seat: str, action: Action) -> None:
        if isinstance(action, Done):
            owed = owed_units(state, seat)
            if owed:
                names = ", ".join(f"{u.counter.name} ({u.hex})" for u in owed)
                raise IllegalAction(f"You cannot end combat yet: these units in enemy zones of control must attack or "
                                    f"be attacked: {names}", rule="BF-ZOC-2")  # fmt: skip
            return
        if not isinstance(action, Attack):
            raise IllegalAction(f"{action.label()}: this is the combat step; /attack or /done", rule=self.rule)
        wrong = problem(state, seat, list(action.attackers), list(action.targets), action.charge)
        if wrong:
            reason, rule = refusal(wrong)
            raise IllegalAction(f"That attack cannot be declared: {reason}", rule=rule)

    def handle(self, state: BreitenfeldState, frame: Frame, seat: str, action: Action, ctx: Context,
               machine: Machine_) -> None:  # fmt: skip
        if isinstance(action, Attack):
            combat = declare(state, list(action.attackers), list(action.targets), action.charge)
            ctx.say(f"Declared: {' + '.join(combat.attackers)} against {' + '.join(combat.defenders)}"
                    f"{' (charge)' if combat.charge else ''}.", kind="declare", seat=seat)  # fmt: skip
            return
        for combat in list(state.combats):
            resolve(state, combat, ctx)
        state.combats = []
        end_player_turn(state, ctx, machine)


STEPS: list[Step[BreitenfeldState]] = [Visibility(), Recovery(), Artillery(), Movement(), Combat()]
