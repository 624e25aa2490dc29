"""Set-up (IMP-SET-*): the draft of regions in setup order, one infantry each, then starting purchases in setup
order (building limits only)."""

from rules.core.actions import Action
from rules.core.context import Context
from rules.core.situation import Prompt
from rules.core.steps import Frame
from rules.imperialism import construction, flow, places, production, treasury
from rules.imperialism.actions import Build, Claim, Done
from rules.imperialism.construction import Works
from rules.imperialism.state import Chit, ImpState
from rules.imperialism.step_base import ImpMachine, ImpStep
from rules.imperialism.tables import SETUP_REGIONS


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
        state.control[action.region] = seat
        state.chits[action.region] = Chit(value=0)
        production.add_unit(state, seat, "infantry", action.region)
        ctx.say(f"{seat} claim {places.name(action.region)}.", kind="claim", seat=seat, region=action.region)
        picks = frame.data["picks"] + 1
        if picks >= regions_each(state) * state.players:
            for player in state.order:
                treasury.change(state, ctx, player, "starting funds (Game Setup Table)",
                                pp=frame.data["pp"], dp=frame.data["dp"])
            machine.goto(state, SetupBuy.name, state.order[0], works=Works().model_dump())
            return
        machine.goto(state, Draft.name, drafter(state, picks), picks=picks, pp=frame.data["pp"],
                     dp=frame.data["dp"])


class SetupBuy(ImpStep):
    """Starting purchases in setup order: any units anywhere you hold, buildings within their limits (IMP-SET-4)."""

    name = "setup_buy"
    phase = "Set-up"
    rule = "IMP-SET-4"
    kinds = (Build, Done)
    decided_by_refusal = (Build,)
    doing = "buy your starting forces (/build item:… region:…), then /done"

    def prompt(self, state: ImpState, frame: Frame, seat: str) -> Prompt:
        return Prompt("Set-up: buy starting units and buildings in your regions (/build item:… region:…), then "
                      "/done.", rule=self.rule, owed=f"{state.pp[seat]} PP", pass_verb="done")

    def actions(self, state: ImpState, frame: Frame, seat: str) -> list[Action]:
        works = Works.model_validate(frame.data["works"])
        found: list[Action] = [
            Build(item=item, region=region) for region in state.regions_of(seat) for item in construction.ITEMS
            if construction.refusal(state, seat, item, region, works, setup=True) is None
        ]
        return [*found, Done()]

    def refusal(self, state: ImpState, frame: Frame, seat: str, action: Action) -> tuple[str, str] | None:
        if isinstance(action, Build):
            works = Works.model_validate(frame.data["works"])
            return construction.refusal(state, seat, action.item, action.region, works, setup=True)
        return None

    def handle(self, state: ImpState, frame: Frame, seat: str, action: Action, ctx: Context,
               machine: ImpMachine) -> None:
        if isinstance(action, Build):
            works = Works.model_validate(frame.data["works"])
            production.build(state, seat, action.item, action.region, works, ctx)
            frame.data["works"] = works.model_dump()
            return
        index = state.order.index(seat) + 1
        if index < state.players:
            machine.goto(state, SetupBuy.name, state.order[index], works=Works().model_dump())
        else:
            state.new_buildings = []
            flow.begin_movement(state, ctx, machine)
