"""The Land, Naval and Build Phases of one power (LG-MOVE-*, LG-SEA-*, LG-BUILD-*)."""

from rules.core.actions import Action
from rules.core.context import Context
from rules.core.situation import Prompt
from rules.core.steps import Frame
from rules.laguerre import armies as arm
from rules.laguerre import battle, buildcost, conquest, flow, leaders, ledger, movement, spies, steps_spies
from rules.laguerre.actions import Build, Done, Launch, Move, Sail
from rules.laguerre.diplomacy import country_name
from rules.laguerre.economy import home_held
from rules.laguerre.mapdata import capital_of, coasts, name
from rules.laguerre.state import Army, Fleet, LgState
from rules.laguerre.step_base import LgMachine, LgStep
from rules.laguerre.tables import BUILD_COUNTS, COST, MANPOWER_PER_HOME, MAX_ARMIES

UNITS = ("infantry", "cavalry", "artillery")


class Land(LgStep):
    """LG-MOVE-1: each army moves once, one province (or port to port by sea); entering enemy armies is a battle;
    at /done the power's armies besiege enemy provinces (LG-SIEGE-1)."""

    name = "land"
    rule = "LG-MOVE-1"
    doing = "move armies (/move units:… to:…), then /done"

    def prompt(self, state: LgState, frame: Frame, seat: str) -> Prompt:
        power = self.power(state, frame, seat)
        left = [a for a in state.armies.values() if a.power == power and a.id not in state.moved]
        return Prompt(f"Land Phase ({country_name(power)}): move your armies (/move units:… to:…), then /done "
                      "(your armies then besiege enemy provinces).", rule=self.rule,
                      owed=f"{len(left)} army(ies) may still move", pass_verb="done", irreversible=True)

    def options(self, state: LgState, frame: Frame, power: str) -> list[Action]:
        moves: list[Action] = [Move(army=a.id, to=p) for a in state.armies.values() if a.power == power
                               for p in movement.army_moves(state, a.id)]
        return [*moves, *steps_spies.land_options(state, power), Done()]

    def refusal(self, state: LgState, frame: Frame, power: str, action: Action) -> tuple[str, str] | None:
        spying = steps_spies.land_refusal(state, power, action)
        if spying is not None:
            return spying
        if isinstance(action, Move):
            army = state.armies.get(action.army)
            if army is None or army.power != power:
                return "LG-ARMY-1", "that is not one of your armies"
            if action.army in state.moved:
                return "LG-MOVE-1", "that army has already moved this phase"
            return "LG-MOVE-2", f"{name(action.to)} cannot be entered from {name(army.province)}"
        return None

    def do(self, state: LgState, frame: Frame, power: str, action: Action, ctx: Context, machine: LgMachine) -> None:
        if isinstance(action, Move):
            origin = state.armies[action.army].province
            fights = movement.move_army(state, ctx, action.army, action.to)
            spies.follow(state, ctx, action.army, origin)
            if fights:
                battle.start(state, ctx, action.army, origin)
                machine.push(state, "battle")
            return
        if steps_spies.land_do(state, ctx, power, action):
            return
        for province in conquest.besieging(state, power):
            conquest.siege(state, ctx, power, province)
        flow.next_power(state, ctx, machine, "land", frame.data["i"] + 1)


class Naval(LgStep):
    """LG-SEA-2: each fleet sails once to a neighbouring sea zone; enemy fleets there give battle (LG-SEA-3)."""

    name = "naval"
    rule = "LG-SEA-2"
    doing = "sail fleets (/sail fleet:… to:…), then /done"

    def prompt(self, state: LgState, frame: Frame, seat: str) -> Prompt:
        power = self.power(state, frame, seat)
        return Prompt(f"Naval Phase ({country_name(power)}): sail your fleets (/sail fleet:… to:…), then /done.",
                      rule=self.rule, pass_verb="done", irreversible=True)

    def options(self, state: LgState, frame: Frame, power: str) -> list[Action]:
        sails: list[Action] = [Sail(fleet=f.id, to=z) for f in list(state.fleets.values()) if f.power == power
                               for z in movement.fleet_moves(state, f.id)]
        return [*sails, Done()]

    def refusal(self, state: LgState, frame: Frame, power: str, action: Action) -> tuple[str, str] | None:
        if isinstance(action, Sail) and state.storms:
            return "LG-TURN-2", "storms keep every fleet in port this season"
        return None

    def do(self, state: LgState, frame: Frame, power: str, action: Action, ctx: Context, machine: LgMachine) -> None:
        if isinstance(action, Sail):
            movement.sail(state, ctx, action.fleet, action.to)
            return
        flow.next_power(state, ctx, machine, "naval", frame.data["i"] + 1)


def manpower_left(state: LgState, power: str) -> int:
    """LG-BUILD-3: divisions ``power`` may still build this phase."""
    return MANPOWER_PER_HOME * len(home_held(state, power)) - state.built


def build_targets(state: LgState, power: str) -> list[str]:
    """LG-BUILD-1: armies in a home province ``power`` controls (every army, LG-ADV-6.1), and, while it fields
    fewer than four armies and holds its capital, each waiting leader who is serving (LG-LEAD-1; raised at the
    capital)."""
    homes = set(home_held(state, power))
    found = [a.id for a in state.armies.values() if a.power == power
             and (a.province in homes or buildcost.anywhere(state))]
    fielded = sum(1 for a in state.armies.values() if a.power == power)
    if fielded < MAX_ARMIES and capital_of(power) in homes:
        found += leaders.waiting(state, power)
    return found


def launch_zones(state: LgState, power: str) -> list[str]:
    """LG-BUILD-4: sea zones off a home port ``power`` controls (autumn only; a non-player power launches at
    most one squadron a year [SRC adv 6.1])."""
    if state.season != "Autumn" or state.treasury[power] < COST["squadron"]:
        return []
    if state.seat_of(power) is None and power in state.npc_squadrons_built:
        return []
    return sorted({z for p in home_held(state, power) for z in coasts(p)})


class BuildPhase(LgStep):
    """LG-BUILD-1..4: build divisions into armies at home, and in autumn squadrons; then /done."""

    name = "build"
    rule = "LG-BUILD-1"
    doing = "build (/build army:… unit:… count:…, /launch sea:… in autumn), then /done"

    def prompt(self, state: LgState, frame: Frame, seat: str) -> Prompt:
        power = self.power(state, frame, seat)
        fleets = " or a squadron (/launch sea:…, 10 Gold)" if state.season == "Autumn" else ""
        return Prompt(f"Build Phase ({country_name(power)}): build divisions (/build army:… unit:… count:…; "
                      f"infantry 2 Gold, cavalry and artillery 3){fleets}, then /done.", rule=self.rule,
                      owed=f"{manpower_left(state, power)} division(s) of manpower", pass_verb="done")

    def options(self, state: LgState, frame: Frame, power: str) -> list[Action]:
        room, money = manpower_left(state, power), state.treasury[power]
        builds: list[Action] = [Build(army=a, unit=u, count=n) for a in build_targets(state, power) for u in UNITS
                                for n in BUILD_COUNTS if n <= room
                                and buildcost.build_cost(state, power, a, u, n) <= money]
        return [*builds, *(Launch(sea=z) for z in launch_zones(state, power)), Done()]

    def refusal(self, state: LgState, frame: Frame, power: str, action: Action) -> tuple[str, str] | None:
        if isinstance(action, Launch) and state.season != "Autumn":
            return "LG-BUILD-4", "fleets are built only in autumn"
        if isinstance(action, Build) and action.army not in state.armies and not leaders.available(state, action.army):
            when = leaders.serving_text(action.army)
            return "LG-LEAD-1", f"{arm.leader_name(action.army)} is not serving now ({when})"
        if isinstance(action, Build) and action.count > manpower_left(state, power):
            return "LG-BUILD-3", f"only {manpower_left(state, power)} division(s) of manpower are left"
        if isinstance(action, Build) and buildcost.build_cost(state, power, action.army, action.unit,
                                                              action.count) > state.treasury[power]:
            return "LG-BUILD-2", "your treasury cannot pay for that"
        return None

    def do(self, state: LgState, frame: Frame, power: str, action: Action, ctx: Context, machine: LgMachine) -> None:
        if isinstance(action, Build):
            build(state, ctx, power, action)
        elif isinstance(action, Launch):
            launch(state, ctx, power, action.sea)
        else:
            flow.next_power(state, ctx, machine, "build", frame.data["i"] + 1)


def build(state: LgState, ctx: Context, power: str, action: Build) -> None:
    """Pay and place the divisions (a waiting leader's new army appears at the capital)."""
    cost = buildcost.build_cost(state, power, action.army, action.unit, action.count)
    ledger.gold(state, ctx, power, -cost, f"{action.count} {action.unit} built (LG-BUILD-2)")
    army = state.armies.get(action.army)
    if army is None:
        army = Army(id=action.army, power=power, province=capital_of(power))
        state.armies[action.army] = army
        ctx.say(f"{arm.leader_name(action.army)} raises an army at {name(army.province)} for "
                f"{country_name(power)} (LG-BUILD-1).", kind="build")
    setattr(army, action.unit, getattr(army, action.unit) + action.count)
    state.built += action.count
    ctx.say(f"{country_name(power)} builds in {name(army.province)}.", kind="build")


def launch(state: LgState, ctx: Context, power: str, zone: str) -> None:
    """A new squadron joins the power's fleet in ``zone``."""
    ledger.gold(state, ctx, power, -COST["squadron"], "squadron built (LG-BUILD-4)")
    existing = next((f for f in state.fleets.values() if f.power == power and f.zone == zone), None)
    if existing is None:
        number = next(n for n in range(1, 100) if f"{power[:3]}-{n}" not in state.fleets)
        fleet_id = f"{power[:3]}-{number}"
        state.fleets[fleet_id] = Fleet(id=fleet_id, power=power, zone=zone, squadrons=1)
    else:
        existing.squadrons += 1
    if state.seat_of(power) is None:
        state.npc_squadrons_built.append(power)
    ctx.say(f"{country_name(power)} launches a squadron in {name(zone)} (LG-BUILD-4).", kind="build")
