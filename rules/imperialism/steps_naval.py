"""A fleet's movement point, out of turn for the others (IMP-NAV-6..9, IMP-MAP-8): the mover announces a sail or a
landing; the Ottoman region's holder consents to a passage of the Straits; each enemy fleet's player in that sea
area, in random order, may intercept; a naval battle is fought in rounds (every fleet 1D6, 5+ a hit; the owner
sinks the fleets it chooses; the mover then the interceptor may break off); the move is made unless stopped."""

from typing import Any

from rules.core.actions import Action
from rules.core.context import Context
from rules.core.situation import Prompt
from rules.core.steps import Frame
from rules.imperialism import canal, fleets, naval, places, sea_battles, steps_offers
from rules.imperialism.actions import Reply, Stand
from rules.imperialism.naval_actions import BreakOff, Disembark, Engage, Intercept, Sail, Scuttle
from rules.imperialism.state import ImpState, SeaBattle
from rules.imperialism.step_base import ImpMachine, ImpStep


def announce(state: ImpState, seat: str, action: Sail | Disembark, ctx: Context, machine: ImpMachine) -> None:
    """The mover announces a fleet's next movement point; the consent and interceptions follow (pushed frame)."""
    found = fleets.fleet(state, action.fleet)
    assert found is not None
    order = sea_battles.interceptors(state, seat, found.sea)
    ctx.dice.shuffle(order)
    what = f"sail to the {places.name(action.destination)}" if isinstance(action, Sail) else \
        f"land units in {places.name(action.destination)}"
    ctx.say(f"{seat}'s fleet {found.id} in the {places.name(found.sea)} will {what}.", kind="move", seat=seat)
    keeper = gate_holder(state, seat, action)
    passage = places.world().link(found.sea, action.destination) if keeper else None
    machine.push(state, NavalMove.name, seat, action=action.model_dump(), fleet=found.id, order=order, asked=[],
                 consent=keeper is None, keeper=keeper, passage=passage.name if passage else "")


def after_retreat(state: ImpState, seat: str, sea: str, ctx: Context, machine: ImpMachine) -> None:
    """Units that retreated onto ``seat``'s fleets in ``sea``: enemy fleets there may intercept (IMP-NAV-10)."""
    order = sea_battles.interceptors(state, seat, sea)
    mine = state.fleets_in(sea, seat)
    if order and mine:
        ctx.dice.shuffle(order)
        machine.push(state, NavalMove.name, seat, action=None, fleet=mine[0].id, order=order, asked=[],
                     consent=True)


def engage(state: ImpState, seat: str, action: Engage, ctx: Context, machine: ImpMachine) -> None:
    """The fleet spends 1 MP to attack the enemy's fleets in its sea area: a naval battle with ``seat`` as the
    mover (IMP-NAV-11)."""
    found = naval.own_fleet(state, seat, action.fleet)
    assert found is not None
    found.mp -= 1
    state.sea_battle = SeaBattle(sea=found.sea, mover=seat, interceptor=action.enemy)
    ctx.say(f"{seat}'s fleet {found.id} attack {action.enemy}'s fleets in the {places.name(found.sea)}!",
            kind="battle", seat=seat)
    machine.push(state, SeaBattleRun.name, seat, mover=seat, standing=[])


def gate_holder(state: ImpState, seat: str, action: Sail | Disembark) -> str | None:
    """The player whose consent the move needs: the holder of the Ottoman region for the Straits (IMP-MAP-8), of
    Egypt for the Suez Canal (IMP-OPT-SUEZ); None when no one's (unheld, or the mover's own)."""
    found = fleets.fleet(state, action.fleet)
    if not isinstance(action, Sail) or found is None:
        return None
    gate = canal.gatekeeper(found.sea, action.destination)
    holder = state.control.get(gate) if gate else None
    return holder if holder not in (None, seat) else None


def pending(frame: Frame) -> Sail | Disembark | None:
    """The announced move of a ``naval_move`` frame (None: units retreated onto fleets, nothing more to do)."""
    data = frame.data["action"]
    if data is None:
        return None
    return Sail.model_validate(data) if data["kind"] == "sail" else Disembark.model_validate(data)


def refused(state: ImpState, frame: Frame) -> None:
    """A refused passage stays refused to that fleet for the rest of the movement phase (IMP-R-REFUSED)."""
    action, found = pending(frame), fleets.fleet(state, frame.data["fleet"])
    if frame.data["stopped"] and isinstance(action, Sail) and found is not None:
        found.refused = [*found.refused, action.destination]


class NavalMove(ImpStep):
    """The announced move waits for the Straits' consent and every interception, then is made (or not)."""

    name = "naval_move"
    phase = "Movement"
    rule = "IMP-NAV-6"
    automatic = True

    def run(self, state: ImpState, frame: Frame, ctx: Context, machine: ImpMachine) -> None:
        action, seat = pending(frame), str(frame.seat)
        found = naval.own_fleet(state, seat, frame.data["fleet"])
        if found is None or frame.data.get("stopped"):
            machine.pop(state, ctx)
            return
        if not frame.data["consent"]:
            machine.push(state, ConsentAsk.name, frame.data["keeper"], mover=seat, passage=frame.data["passage"])
            return
        for other in frame.data["order"]:
            if other not in frame.data["asked"] and other in sea_battles.interceptors(state, seat, found.sea):
                machine.push(state, InterceptAsk.name, other, mover=seat, fleet=found.id)
                return
        if isinstance(action, Sail):
            naval.sail(state, seat, action)
            ctx.say(f"{seat}'s fleet {found.id} sails into the {places.name(action.destination)}.", kind="move",
                    seat=seat)
        elif isinstance(action, Disembark) and naval.disembark_refusal(state, seat, action) is None:
            naval.disembark(state, seat, action, ctx)
            ctx.say(f"{seat}'s fleet {found.id} puts {action.count} {action.unit} ashore in "
                    f"{places.name(action.destination)}.", kind="move", seat=seat)
            machine.pop(state, ctx)
            steps_offers.cede(state, seat, action.destination, ctx, machine)
            return
        machine.pop(state, ctx)

    def resume(self, state: ImpState, frame: Frame, returned: dict[str, Any], ctx: Context,
               machine: ImpMachine) -> None:
        if "consent" in returned:
            frame.data["consent"] = bool(returned["consent"])
            frame.data["stopped"] = not returned["consent"]
            refused(state, frame)
        if "answered" in returned:
            frame.data["asked"] = [*frame.data["asked"], returned["answered"]]
            frame.data["stopped"] = bool(returned.get("stopped"))


class ConsentAsk(ImpStep):
    """The holder of the Ottoman region (of Egypt) allows or refuses a fleet's passage of the Straits (of the Suez
    Canal) (IMP-MAP-8, IMP-OPT-SUEZ)."""

    name = "straits_consent"
    phase = "Movement"
    rule = "IMP-MAP-8"
    kinds = (Reply,)
    doing = "allow the fleet's passage or not (/reply answer:yes|no)"

    def prompt(self, state: ImpState, frame: Frame, seat: str) -> Prompt:
        return Prompt(f"{frame.data['mover']} ask to pass {frame.data['passage']} with a fleet: /reply answer:yes or "
                      f"no.",
                      rule=self.rule, owed="an answer")

    def actions(self, state: ImpState, frame: Frame, seat: str) -> list[Action]:
        return [Reply(accept=True), Reply(accept=False)]

    def handle(self, state: ImpState, frame: Frame, seat: str, action: Action, ctx: Context,
               machine: ImpMachine) -> None:
        assert isinstance(action, Reply)
        verdict = "allow" if action.accept else "refuse"
        ctx.say(f"{seat} {verdict} {frame.data['mover']}'s passage of {frame.data['passage']}.", kind="diplomacy",
                seat=seat)
        machine.pop(state, ctx, consent=action.accept)


class InterceptAsk(ImpStep):
    """An enemy fleet's player may intercept the announced move (IMP-NAV-6): a naval battle follows."""

    name = "intercept"
    phase = "Movement"
    rule = "IMP-NAV-6"
    kinds = (Intercept,)
    doing = "intercept the enemy fleet or let it pass (/intercept answer:yes|no)"

    def prompt(self, state: ImpState, frame: Frame, seat: str) -> Prompt:
        found = fleets.fleet(state, frame.data["fleet"])
        where = places.name(found.sea) if found is not None else "your sea area"
        return Prompt(f"{frame.data['mover']}'s fleet is about to act in the {where}, where your fleets are: "
                      f"/intercept answer:yes (a naval battle) or no.", rule=self.rule, owed="an answer")

    def actions(self, state: ImpState, frame: Frame, seat: str) -> list[Action]:
        return [Intercept(attack=True), Intercept(attack=False)]

    def handle(self, state: ImpState, frame: Frame, seat: str, action: Action, ctx: Context,
               machine: ImpMachine) -> None:
        assert isinstance(action, Intercept)
        found = fleets.fleet(state, frame.data["fleet"])
        if not action.attack or found is None:
            machine.pop(state, ctx, answered=seat)
            return
        sea_battles.gather(state, seat, found.sea)
        state.sea_battle = SeaBattle(sea=found.sea, mover=frame.data["mover"], interceptor=seat)
        ctx.say(f"{seat} intercept {frame.data['mover']} in the {places.name(found.sea)}!", kind="battle", seat=seat)
        machine.goto(state, SeaBattleRun.name, seat, mover=frame.data["mover"], standing=[])


class SeaBattleRun(ImpStep):
    """The naval battle's rounds (IMP-NAV-7..9): roll, sink, then continue or break off (mover first)."""

    name = "sea_battle"
    phase = "Movement"
    rule = "IMP-NAV-7"
    automatic = True

    def run(self, state: ImpState, frame: Frame, ctx: Context, machine: ImpMachine) -> None:
        battle = state.sea_battle
        assert battle is not None
        sides = (battle.mover, battle.interceptor)
        for seat in sides:
            mine = sea_battles.side(state, battle, seat)
            owed = battle.hits.get(seat, 0)
            if owed and mine and owed < len(mine):
                machine.push(state, SinkStep.name, seat)
                return
            if owed:
                for sunk in mine:
                    fleets.sink(state, sunk, ctx)
                battle.hits[seat] = 0
        over = battle.broke_off or not all(sea_battles.side(state, battle, s) for s in sides)
        if over:
            self.finish(state, battle, ctx, machine)
            return
        if battle.round and len(frame.data["standing"]) < 2:
            chooser = sides[len(frame.data["standing"])]
            machine.push(state, BreakOffAsk.name, chooser)
            return
        frame.data["standing"] = []
        sea_battles.roll_round(state, battle, ctx)

    def resume(self, state: ImpState, frame: Frame, returned: dict[str, Any], ctx: Context,
               machine: ImpMachine) -> None:
        if returned.get("stand"):
            frame.data["standing"] = [*frame.data["standing"], returned["stand"]]

    def finish(self, state: ImpState, battle: SeaBattle, ctx: Context, machine: ImpMachine) -> None:
        """The battle ends: the mover's move stops if it broke off or lost its fleets there (IMP-NAV-9)."""
        stopped = battle.broke_off == battle.mover or not sea_battles.side(state, battle, battle.mover)
        if battle.broke_off == battle.mover:
            for mine in sea_battles.side(state, battle, battle.mover):
                mine.mp = 0
        ctx.say(f"The naval battle in the {places.name(battle.sea)} is over"
                f"{f'; {battle.mover} do not complete their move' if stopped else ''}.", kind="battle")
        state.sea_battle = None
        machine.pop(state, ctx, answered=battle.interceptor, stopped=stopped)


class SinkStep(ImpStep):
    """The owner chooses which of its fleets take the hits (IMP-NAV-8): carried units sink with their fleet."""

    name = "sink"
    phase = "Movement"
    rule = "IMP-NAV-8"
    kinds = (Scuttle,)
    doing = "choose the fleet that takes the hit (/sink fleet:…)"

    def prompt(self, state: ImpState, frame: Frame, seat: str) -> Prompt:
        battle = state.sea_battle
        owed = battle.hits.get(seat, 0) if battle else 0
        return Prompt("Naval battle: choose which of your fleets sinks (/sink fleet:…); units aboard sink with it.",
                      rule=self.rule, owed=f"{owed} hit{'s' if owed != 1 else ''}")

    def actions(self, state: ImpState, frame: Frame, seat: str) -> list[Action]:
        battle = state.sea_battle
        return [Scuttle(fleet=f.id) for f in sea_battles.side(state, battle, seat)] if battle else []

    def handle(self, state: ImpState, frame: Frame, seat: str, action: Action, ctx: Context,
               machine: ImpMachine) -> None:
        assert isinstance(action, Scuttle) and state.sea_battle is not None
        found = fleets.fleet(state, action.fleet)
        assert found is not None
        fleets.sink(state, found, ctx)
        state.sea_battle.hits[seat] -= 1
        if not state.sea_battle.hits[seat]:
            machine.pop(state, ctx)


class BreakOffAsk(ImpStep):
    """After a round, the mover then the interceptor fight on or break off (IMP-NAV-9)."""

    name = "break_off"
    phase = "Movement"
    rule = "IMP-NAV-9"
    kinds = (Stand, BreakOff)
    doing = "fight another round (/stand) or break off (/breakoff)"

    def prompt(self, state: ImpState, frame: Frame, seat: str) -> Prompt:
        return Prompt("Naval battle: /stand for another round or /breakoff (a mover that breaks off does not "
                      "complete its move).", rule=self.rule, owed="a choice", pass_verb="stand")

    def actions(self, state: ImpState, frame: Frame, seat: str) -> list[Action]:
        return [Stand(), BreakOff()]

    def handle(self, state: ImpState, frame: Frame, seat: str, action: Action, ctx: Context,
               machine: ImpMachine) -> None:
        assert state.sea_battle is not None
        if isinstance(action, BreakOff):
            state.sea_battle.broke_off = seat
            ctx.say(f"{seat} break off the naval battle.", kind="battle", seat=seat)
            machine.pop(state, ctx)
            return
        machine.pop(state, ctx, stand=seat)


NAVAL_STEPS: tuple[ImpStep, ...] = (NavalMove(), ConsentAsk(), InterceptAsk(), SeaBattleRun(), SinkStep(),
                                    BreakOffAsk())
