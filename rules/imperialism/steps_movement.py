"""A player's movement phase (IMP-MOV-*, IMP-WAR-*, IMP-REI-*): moves, war and peace; then the other players'
reinforcement moves (out of turn, pushed frames); then the combat step, where the mover orders battles, explorer
rolls and prospecting (``steps_combat``)."""

from typing import Any

from rules.core.actions import Action
from rules.core.context import Context
from rules.core.offers import MakeOffer
from rules.core.situation import Prompt
from rules.core.steps import Frame
from rules.imperialism import alliances, deals, movement, naval, places, steps_naval, steps_offers, treasury
from rules.imperialism.actions import Bring, Declare, Done, Move, Peace, Reinforce, Reply
from rules.imperialism.buildings import at_war, count
from rules.imperialism.naval_actions import Disembark, Embark, Engage, Sail
from rules.imperialism.state import ImpState, War
from rules.imperialism.step_base import ImpMachine, ImpStep, listed
from rules.imperialism.tables import BRIGADES, DECLARE_WAR_DP, UNIT


def war_actions(state: ImpState, seat: str, proposed: list[str]) -> list[Action]:
    """Declarations of war (1 DP) and proposals of peace open to ``seat`` (IMP-WAR-1, IMP-WAR-4): one proposal
    to each player per movement phase (ruling IMP-R-PEACE)."""
    found: list[Action] = []
    for other in state.seats:
        if other == seat or other in proposed:
            continue
        if not at_war(state, seat, other):
            if state.dp[seat] >= alliances.war_cost(state, seat, other):
                found.append(Declare(target=other))
        elif deals.peace_possible(state, seat, other):
            found.append(Peace(target=other))
    return found


class MoveStep(ImpStep):
    """Movement: move units one group at a time, declare war or propose peace, then /done (IMP-MOV-1)."""

    name = "move"
    phase = "Movement"
    rule = "IMP-MOV-1"
    kinds = (Move, Declare, Peace, Done, Embark, Sail, Disembark, Engage, MakeOffer)
    decided_by_refusal = (Move, Embark, Sail, Disembark, Engage, MakeOffer)
    doing = "move (/move from:… units:… to:…), declare war or propose peace, then /done"

    def prompt(self, state: ImpState, frame: Frame, seat: str) -> Prompt:
        groups = len({(u.region, u.kind) for u in state.units if u.seat == seat and not u.stopped and u.mp > 0})
        return Prompt("Movement: /move from:… units:… to:… (1 MP a region; none leaving your railroad), "
                      "/war on:…, /peace with:…, then /done to fight.", rule=self.rule,
                      owed=f"{groups} group{'s' if groups != 1 else ''}", pass_verb="done")

    def actions(self, state: ImpState, frame: Frame, seat: str) -> list[Action]:
        moves: list[Action] = [listed(Move, origin=o, destination=d, unit=k, count=n)
                               for o, d, k, n in movement.legal_moves(state, seat)]
        return [*moves, *naval.legal(state, seat), *war_actions(state, seat, frame.data.get("proposed", [])),
                *steps_offers.offers_open(state, frame, seat), Done()]

    def refusal(self, state: ImpState, frame: Frame, seat: str, action: Action) -> tuple[str, str] | None:
        if isinstance(action, Move):
            return movement.refusal(state, seat, action.origin, action.destination, action.unit, action.count)
        if isinstance(action, MakeOffer):
            return steps_offers.offer_refusal(state, frame, seat, action)
        if isinstance(action, Embark):
            return naval.embark_refusal(state, seat, action)
        if isinstance(action, Sail):
            return naval.sail_refusal(state, seat, action.fleet, action.destination)
        if isinstance(action, Disembark):
            return naval.disembark_refusal(state, seat, action)
        if isinstance(action, Engage):
            return naval.engage_refusal(state, seat, action.fleet, action.enemy)
        if isinstance(action, Declare) and action.target in state.seats and at_war(state, seat, action.target):
            return "IMP-WAR-1", f"you are already at war with {action.target}"
        if isinstance(action, Declare) and state.dp[seat] < alliances.war_cost(state, seat, action.target):
            cost = alliances.war_cost(state, seat, action.target)
            return ("IMP-WAR-1", "declaring war costs 1 DP") if cost == DECLARE_WAR_DP else (
                alliances.RULE, f"declaring war on your ally costs {cost} DP")
        return None

    def handle(self, state: ImpState, frame: Frame, seat: str, action: Action, ctx: Context,
               machine: ImpMachine) -> None:
        if isinstance(action, Move):
            movement.move(state, seat, action.origin, action.destination, action.unit, action.count, ctx)
            ctx.say(f"{seat} move {action.count} {UNIT[action.unit].name.lower()} from "
                    f"{places.name(action.origin)} to {places.name(action.destination)}.", kind="move", seat=seat)
            steps_offers.cede(state, seat, action.destination, ctx, machine)
        elif isinstance(action, MakeOffer):
            steps_offers.make(state, frame, seat, action, ctx, machine)
        elif isinstance(action, Embark):
            naval.embark(state, seat, action)
            ctx.say(f"{seat} board {action.count} {UNIT[action.unit].name.lower()} in "
                    f"{places.name(action.origin)} onto fleet {action.fleet}.", kind="move", seat=seat)
        elif isinstance(action, Engage):
            steps_naval.engage(state, seat, action, ctx, machine)
        elif isinstance(action, (Sail, Disembark)):
            steps_naval.announce(state, seat, action, ctx, machine)
        elif isinstance(action, Declare):
            cost = alliances.war_cost(state, seat, action.target)
            phase = alliances.war_phase(state, seat, action.target)
            alliances.betray(state, seat, action.target, ctx)
            treasury.change(state, ctx, seat, f"declaring war on {action.target}", dp=-cost)
            state.wars.append(War(declarer=seat, target=action.target, phase=phase))
            ctx.say(f"{seat} declare war on {action.target}!", kind="war", seat=seat)
        elif isinstance(action, Peace):
            frame.data["proposed"] = [*frame.data.get("proposed", []), action.target]
            ctx.say(f"{seat} propose peace to {action.target}.", kind="peace", seat=seat)
            machine.push(state, PeaceAnswer.name, action.target, proposer=seat)
        else:
            machine.goto(state, Reinforcements.name, seat, asked=[])


class PeaceAnswer(ImpStep):
    """A player offered peace answers at once, out of turn (IMP-WAR-4)."""

    name = "peace_answer"
    phase = "Movement"
    rule = "IMP-WAR-4"
    kinds = (Reply,)
    doing = "answer the peace proposal (/reply answer:yes|no)"

    def prompt(self, state: ImpState, frame: Frame, seat: str) -> Prompt:
        return Prompt(f"{frame.data['proposer']} propose peace: /reply answer:yes or no.", rule=self.rule,
                      owed="an answer")

    def actions(self, state: ImpState, frame: Frame, seat: str) -> list[Action]:
        return [Reply(accept=True), Reply(accept=False)]

    def handle(self, state: ImpState, frame: Frame, seat: str, action: Action, ctx: Context,
               machine: ImpMachine) -> None:
        assert isinstance(action, Reply)
        proposer = frame.data["proposer"]
        if action.accept:
            deals.make_peace(state, seat, proposer, ctx)
        else:
            ctx.say(f"{seat} refuse peace with {proposer}.", kind="peace", seat=seat)
        machine.pop(state, ctx)


def under_attack(state: ImpState, seat: str) -> list[str]:
    """``seat``'s regions the active player's units have entered (its battles to come)."""
    return sorted({u.region for u in state.units if u.seat == state.active and state.control.get(u.region) == seat})


def reinforcements(state: ImpState, seat: str) -> list[Reinforce]:
    """The reinforcement moves open to ``seat``: a general in a region of its not under attack into a neighbouring
    region of its under attack, one general per region (IMP-REI-1)."""
    generals = sorted({u.region for u in state.units if u.seat == seat and u.kind == "general"})
    if not generals:
        return []
    attacked = under_attack(state, seat)
    targets = [r for r in attacked if r not in state.reinforced]
    found = []
    for origin in generals:
        if state.control.get(origin) != seat or origin in attacked:
            continue
        found += [Reinforce(origin=origin, destination=t) for t in targets if t in places.land_neighbours(origin)]
    return found


class Reinforcements(ImpStep):
    """After the mover's moves, each other player in movement order may make reinforcement moves (IMP-REI-1); then
    the mover's combat."""

    name = "reinforcements"
    phase = "Movement"
    rule = "IMP-REI-1"
    automatic = True

    def run(self, state: ImpState, frame: Frame, ctx: Context, machine: ImpMachine) -> None:
        start = state.order.index(state.active)
        for seat in state.order[start + 1:] + state.order[:start]:
            if seat not in frame.data["asked"] and reinforcements(state, seat):
                machine.push(state, ReinforceAsk.name, seat)
                return
        machine.goto(state, "combat", state.active, explored=[], prospected=[])

    def resume(self, state: ImpState, frame: Frame, returned: dict[str, Any], ctx: Context,
               machine: ImpMachine) -> None:
        if returned.get("passed"):
            frame.data["asked"] = [*frame.data["asked"], returned["passed"]]


class ReinforceAsk(ImpStep):
    """A non-moving player may move a general into its region under attack (IMP-REI-1), or /done."""

    name = "reinforce"
    phase = "Movement"
    rule = "IMP-REI-1"
    kinds = (Reinforce, Done)
    doing = "reinforce (/reinforce from:… to:…) or /done"

    def prompt(self, state: ImpState, frame: Frame, seat: str) -> Prompt:
        return Prompt(f"{state.active} attack your regions: move a general in to reinforce (/reinforce from:… "
                      f"to:…; RP = schools + 1D6), or /done.", rule=self.rule,
                      owed=f"{len(reinforcements(state, seat))} possible", pass_verb="done")

    def actions(self, state: ImpState, frame: Frame, seat: str) -> list[Action]:
        return [*reinforcements(state, seat), Done()]

    def handle(self, state: ImpState, frame: Frame, seat: str, action: Action, ctx: Context,
               machine: ImpMachine) -> None:
        if not isinstance(action, Reinforce):
            machine.pop(state, ctx, passed=seat)
            return
        general = next(u for u in state.units_in(action.origin, seat) if u.kind == "general")
        general.region = action.destination
        state.reinforced.append(action.destination)
        faces = ctx.roll(seat, "reinforcement points", 1, modifiers=[("schools", count(state, seat, "school"))])
        rp = faces[0] + count(state, seat, "school")
        ctx.say(f"{seat} reinforce {places.name(action.destination)} with a general ({rp} RP).", kind="reinforce",
                seat=seat)
        machine.goto(state, BringStep.name, seat, origin=action.origin, rp=rp)


def bringable(state: ImpState, seat: str, origin: str, rp: int) -> list[str]:
    """Brigade kinds the general may still bring: RP enough, one brigade left behind (IMP-REI-2)."""
    here = [u for u in state.units_in(origin, seat) if u.kind in BRIGADES]
    if len(here) <= 1:
        return []
    return sorted({u.kind for u in here if UNIT[u.kind].rp <= rp})


class BringStep(ImpStep):
    """Bring brigades with the reinforcing general: cavalry 1 RP, infantry 2, artillery 3 (IMP-REI-2)."""

    name = "bring"
    phase = "Movement"
    rule = "IMP-REI-2"
    kinds = (Bring, Done)
    doing = "bring brigades (/bring unit:…) or /done"

    def prompt(self, state: ImpState, frame: Frame, seat: str) -> Prompt:
        return Prompt("Bring brigades with your general (/bring unit:…; cavalry 1 RP, infantry 2, artillery 3), "
                      "then /done.", rule=self.rule, owed=f"{frame.data['rp']} RP", pass_verb="done")

    def actions(self, state: ImpState, frame: Frame, seat: str) -> list[Action]:
        kinds = bringable(state, seat, frame.data["origin"], frame.data["rp"])
        return [*(Bring(unit=k) for k in kinds), Done()]

    def handle(self, state: ImpState, frame: Frame, seat: str, action: Action, ctx: Context,
               machine: ImpMachine) -> None:
        if not isinstance(action, Bring):
            machine.pop(state, ctx)
            return
        destination = state.reinforced[-1]
        unit = next(u for u in state.units_in(frame.data["origin"], seat) if u.kind == action.unit)
        unit.region = destination
        frame.data["rp"] -= UNIT[action.unit].rp
        ctx.say(f"{seat} bring {UNIT[action.unit].name.lower()} to {places.name(destination)}.", kind="reinforce",
                seat=seat)


MOVEMENT_STEPS: tuple[ImpStep, ...] = (MoveStep(), PeaceAnswer(), Reinforcements(), ReinforceAsk(), BringStep())

