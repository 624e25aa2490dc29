"""Set-up (IMP-SET-*): the draft of regions in setup order, one infantry each, then starting purchases in setup
order (building limits only), then the players alternate placing the units they bought."""

from rules.core.actions import Action
from rules.core.context import Context
from rules.core.situation import Prompt
from rules.core.steps import Frame
from rules.imperialism import construction, fleets, flow, places, production, treasury
from rules.imperialism.actions import Build, Claim, Done, Place, Purchase
from rules.imperialism.construction import Works
from rules.imperialism.naval_actions import Launch
from rules.imperialism.state import Chit, ImpState
from rules.imperialism.step_base import ImpMachine, ImpStep
from rules.imperialism.tables import SETUP_REGIONS, UNIT


def regions_each(state: ImpState) -> int:
    """Regions each player drafts (Game Setup Table)."""
    return SETUP_REGIONS[state.players]


def drafter(state: ImpState, picks: int) -> str:
    """Who makes the draft's pick number ``picks`` (from 0): the setup order every draft round, or with the option
    ``draft=snake`` the setup order reversed every other round (ruling IMP-R-DRAFT)."""
    draft_round, turn = divmod(picks, state.players)
    if state.options.get("draft") == "snake" and draft_round % 2:
        return state.order[state.players - 1 - turn]
    return state.order[turn]


class Draft(ImpStep):
    """Players take regions in setup order, one at a time, each with one free infantry (IMP-SET-2); the drafted
    regions are the players' homelands: no natives there, a dot resource chit (IMP-SET-6)."""

    name = "draft"
    phase = "Set-up"
    rule = "IMP-SET-2"
    kinds = (Claim,)
    doing = "claim a free region (/claim region:…)"

    def prompt(self, state: ImpState, frame: Frame, seat: str) -> Prompt:
        left = regions_each(state) - len(state.regions_of(seat))
        return Prompt("Set-up draft: claim a free region for one of your infantry (/claim region:…).",
                      rule=self.rule, owed=f"{left} region{'s' if left != 1 else ''}")

    def actions(self, state: ImpState, frame: Frame, seat: str) -> list[Action]:
        return [Claim(region=r) for r in places.region_ids() if r not in state.control]

    def refusal(self, state: ImpState, frame: Frame, seat: str, action: Action) -> tuple[str, str] | None:
        assert isinstance(action, Claim)
        if action.region in state.control:
            return self.rule, f"{places.name(action.region)} is already {state.control[action.region]}'s"
        return None

    def handle(self, state: ImpState, frame: Frame, seat: str, action: Action, ctx: Context,
               machine: ImpMachine) -> None:
        assert isinstance(action, Claim)
        claim(state, seat, action.region, ctx)
        picks = frame.data["picks"] + 1
        if picks >= regions_each(state) * state.players:
            begin_purchases(state, frame.data["pp"], frame.data["dp"], ctx, machine)
            return
        machine.goto(state, Draft.name, drafter(state, picks), picks=picks, pp=frame.data["pp"],
                     dp=frame.data["dp"])


def claim(state: ImpState, seat: str, region: str, ctx: Context) -> None:
    """``seat`` takes ``region`` as a homeland region: one free infantry, a dot chit, no natives (IMP-SET-2, 6)."""
    state.control[region] = seat
    state.chits[region] = Chit(value=0)
    production.add_unit(state, seat, "infantry", region)
    ctx.say(f"{seat} claim {places.name(region)}.", kind="claim", seat=seat, region=region)


def begin_purchases(state: ImpState, pp: int, dp: int, ctx: Context, machine: ImpMachine) -> None:
    """Every homeland is taken: each player receives its starting funds (IMP-SET-3) and the purchases begin."""
    for player in state.order:
        treasury.change(state, ctx, player, "starting funds (Game Setup Table)", pp=pp, dp=dp)
    machine.goto(state, SetupBuy.name, state.order[0], works=Works().model_dump())


class SetupBuy(ImpStep):
    """Starting purchases in setup order (IMP-SET-4): units are bought now and placed later in turns
    (IMP-SET-5); buildings go where they are bought, within their limits."""

    name = "setup_buy"
    phase = "Set-up"
    rule = "IMP-SET-4"
    kinds = (Purchase, Build, Launch, Done)
    decided_by_refusal = (Build,)
    doing = ("buy your starting units (/purchase unit:…), fleets (/fleet port:… sea:…) and buildings "
             "(/build item:… region:…), then /done")

    def prompt(self, state: ImpState, frame: Frame, seat: str) -> Prompt:
        bought = len(state.unplaced.get(seat, []))
        so_far = f"; {bought} bought so far" if bought else ""
        return Prompt(f"Set-up: buy starting units (/purchase unit:…{so_far}; players take turns placing them once "
                      f"everyone has bought) and buildings in your regions (/build item:… region:…), then /done.",
                      rule=self.rule, owed=f"{state.pp[seat]} PP", pass_verb="done")

    def actions(self, state: ImpState, frame: Frame, seat: str) -> list[Action]:
        works = Works.model_validate(frame.data["works"])
        units: list[Action] = [Purchase(unit=k) for k in UNIT if state.pp[seat] >= UNIT[k].cost]
        buildings: list[Action] = [
            Build(item=item, region=region) for region in state.regions_of(seat) for item in construction.ITEMS
            if item not in UNIT and construction.refusal(state, seat, item, region, works, setup=True) is None
        ]
        fleets_here: list[Action] = [Launch(region=r, sea=s) for r, s in fleets.launches(state, seat, None)]
        return [*units, *fleets_here, *buildings, Done()]

    def refusal(self, state: ImpState, frame: Frame, seat: str, action: Action) -> tuple[str, str] | None:
        if isinstance(action, Build) and action.item in UNIT:
            return "IMP-SET-5", "starting units are bought with /purchase unit:… and placed in turns afterwards"
        if isinstance(action, Build):
            works = Works.model_validate(frame.data["works"])
            return construction.refusal(state, seat, action.item, action.region, works, setup=True)
        if isinstance(action, Purchase) and action.unit in UNIT and state.pp[seat] < UNIT[action.unit].cost:
            return self.rule, f"{UNIT[action.unit].name} costs {UNIT[action.unit].cost} PP; you have {state.pp[seat]}"
        if isinstance(action, Launch):
            return fleets.launch_refusal(state, seat, action.region, action.sea, None)
        return None

    def handle(self, state: ImpState, frame: Frame, seat: str, action: Action, ctx: Context,
               machine: ImpMachine) -> None:
        if isinstance(action, Purchase):
            name = UNIT[action.unit].name.lower()
            treasury.change(state, ctx, seat, f"starting {name}", pp=-UNIT[action.unit].cost)
            state.unplaced.setdefault(seat, []).append(action.unit)
            return
        if isinstance(action, Build):
            works = Works.model_validate(frame.data["works"])
            production.build(state, seat, action.item, action.region, works, ctx)
            frame.data["works"] = works.model_dump()
            return
        if isinstance(action, Launch):
            fleets.launch(state, seat, action.region, action.sea, None, ctx)
            return
        index = state.order.index(seat) + 1
        if index < state.players:
            machine.goto(state, SetupBuy.name, state.order[index], works=Works().model_dump())
        else:
            next_placer(state, None, ctx, machine)


def next_placer(state: ImpState, seat: str | None, ctx: Context, machine: ImpMachine) -> None:
    """After ``seat`` placed a unit (None: before the first), the next player in setup order with units to place
    (IMP-SET-5); one whose only choice is one kind in one region places them all at once. When every unit is
    placed, the first movement phase begins."""
    start = 0 if seat is None else state.order.index(seat) + 1
    for player in state.order[start:] + state.order[:start]:
        kinds, regions = set(state.unplaced.get(player, [])), state.regions_of(player)
        if len(kinds) == 1 and len(regions) == 1:
            for kind in list(state.unplaced[player]):
                place_unit(state, player, kind, regions[0], ctx)
        elif kinds:
            machine.goto(state, SetupPlace.name, player)
            return
    state.new_buildings = []
    flow.begin_movement(state, ctx, machine)


def place_unit(state: ImpState, seat: str, kind: str, region: str, ctx: Context) -> None:
    """Put one of ``seat``'s purchased units in ``region``."""
    state.unplaced[seat].remove(kind)
    if not state.unplaced[seat]:
        del state.unplaced[seat]
    production.add_unit(state, seat, kind, region)
    ctx.say(f"{seat} place {UNIT[kind].name.lower()} in {places.name(region)}.", kind="place", seat=seat,
            region=region)


class SetupPlace(ImpStep):
    """Players alternate in setup order placing their purchased units one at a time in their regions, as in the
    draft (IMP-SET-5)."""

    name = "setup_place"
    phase = "Set-up"
    rule = "IMP-SET-5"
    kinds = (Place,)
    doing = "place one of your purchased units (/place unit:… region:…)"

    def prompt(self, state: ImpState, frame: Frame, seat: str) -> Prompt:
        left = state.unplaced.get(seat, [])
        counts = ", ".join(f"{UNIT[k].name.lower()} ×{left.count(k)}" for k in sorted(set(left)))
        return Prompt(f"Set-up: place one of your purchased units in a region of yours (/place unit:… region:…); "
                      f"players take turns, one unit each. Yours to place: {counts}.", rule=self.rule,
                      owed=f"{len(left)} unit{'s' if len(left) != 1 else ''}")

    def actions(self, state: ImpState, frame: Frame, seat: str) -> list[Action]:
        return [Place(unit=k, region=r) for k in sorted(set(state.unplaced.get(seat, [])))
                for r in state.regions_of(seat)]

    def refusal(self, state: ImpState, frame: Frame, seat: str, action: Action) -> tuple[str, str] | None:
        assert isinstance(action, Place)
        if action.unit not in state.unplaced.get(seat, []):
            return self.rule, "you have no such unit left to place"
        if state.control.get(action.region) != seat:
            return self.rule, "place your units only in regions you hold"
        return None

    def handle(self, state: ImpState, frame: Frame, seat: str, action: Action, ctx: Context,
               machine: ImpMachine) -> None:
        assert isinstance(action, Place)
        place_unit(state, seat, action.unit, action.region, ctx)
        next_placer(state, seat, ctx, machine)


SETUP_STEPS: tuple[ImpStep, ...] = (Draft(), SetupBuy(), SetupPlace())
