"""The production phase's steps, each player in movement order (IMP-PROD-*): upkeep (the unpaid units each
player chooses to remove), buying DP, native diplomacy, construction. Income and DP are automatic
(``flow.begin_production``)."""

from typing import Any

from rules.core.actions import Action
from rules.core.context import Context
from rules.core.offers import MakeOffer
from rules.core.situation import Prompt
from rules.core.steps import Frame
from rules.imperialism import (
    auction,
    canal,
    construction,
    diplomacy,
    fleets,
    flow,
    natives,
    production,
    sealed_purchase,
    steps_offers,
    treasury,
)
from rules.imperialism.actions import Build, BuyDP, Disband, Done, Incite, RemoveSphere, Westernize
from rules.imperialism.buildings import count
from rules.imperialism.construction import Works
from rules.imperialism.naval_actions import DigCanal, Launch
from rules.imperialism.state import ImpState
from rules.imperialism.step_base import ImpMachine, ImpStep, listed
from rules.imperialism.steps_natives import ask_trims, roll_revolts
from rules.imperialism.tables import DP_PRICE, UNIT


class Upkeep(ImpStep):
    """Maintenance in movement order, before any other spending (IMP-PROD-7): each player pays 1 PP a unit; one
    who cannot pay for all chooses which units go (``DisbandStep``), unless only one choice is possible. Then
    the regions left without a brigade revert, the natives are westernized, and excess spheres are trimmed."""

    name = "upkeep"
    phase = "Production"
    rule = "IMP-PROD-7"
    automatic = True

    def run(self, state: ImpState, frame: Frame, ctx: Context, machine: ImpMachine) -> None:
        paid = frame.data["paid"]
        for seat in state.order:
            if seat in paid:
                continue
            frame.data["paid"] = [*paid, seat]
            owed = production.maintain(state, seat, ctx)
            if owed:
                kept = sum(1 for u in state.units if u.seat == seat) - owed
                machine.push(state, DisbandStep.name, seat, kept=kept)
            return
        if not frame.data.get("settled"):
            frame.data["settled"] = True
            fleets.maintain(state, ctx)
            flow.release_empty(state, ctx)
            natives.automatic_westernization(state, ctx)
        if not ask_trims(state, ctx, machine):
            auction.after_upkeep(state, ctx, machine)


def unpaid(state: ImpState, frame: Frame, seat: str) -> int:
    """How many more units ``seat`` must remove to keep only the ``kept`` it paid for."""
    return sum(1 for u in state.units if u.seat == seat) - frame.data["kept"]


class DisbandStep(ImpStep):
    """A player who cannot pay upkeep for all its units chooses which go, one at a time (IMP-PROD-7). A region
    left without a brigade reverts at once, taking its parties with it: they count against what is owed."""

    name = "disband"
    phase = "Production"
    rule = "IMP-PROD-7"
    kinds = (Disband,)
    doing = "remove the units you cannot pay for (/disband region:… unit:…)"

    def prompt(self, state: ImpState, frame: Frame, seat: str) -> Prompt:
        owed = unpaid(state, frame, seat)
        units = f"{owed} unit{'s' if owed != 1 else ''}"
        return Prompt(f"Upkeep: you cannot pay for {units}; choose which go (/disband region:… unit:…). A region "
                      f"left without a brigade reverts to the natives.", rule=self.rule, owed=units)

    def actions(self, state: ImpState, frame: Frame, seat: str) -> list[Action]:
        return [Disband(region=r, unit=k) for r, k in production.unit_groups(state, seat)]

    def handle(self, state: ImpState, frame: Frame, seat: str, action: Action, ctx: Context,
               machine: ImpMachine) -> None:
        assert isinstance(action, Disband)
        production.disband(state, seat, [(action.region, action.unit)], ctx)
        groups = production.unit_groups(state, seat)
        if unpaid(state, frame, seat) > 0 and len(groups) == 1:
            production.disband(state, seat, groups * unpaid(state, frame, seat), ctx)
        if unpaid(state, frame, seat) <= 0:
            machine.pop(state, ctx)


def dp_for_sale(state: ImpState, seat: str) -> int:
    """How many DP ``seat`` may buy: one per city, 10 PP each (IMP-PROD-3)."""
    return min(count(state, seat, "city"), state.pp[seat] // DP_PRICE)


class BuyDiplomacy(ImpStep):
    """Buy DP: 10 PP each, at most one per city you hold (IMP-PROD-3)."""

    name = "buy_dp"
    phase = "Production"
    rule = "IMP-PROD-3"
    kinds = (BuyDP, Done)
    doing = "buy DP (/buy dp:…) or /done"

    def prompt(self, state: ImpState, frame: Frame, seat: str) -> Prompt:
        return Prompt(f"Production: buy diplomacy points at {DP_PRICE} PP each (/buy dp:…), or /done.",
                      rule=self.rule, owed=f"{dp_for_sale(state, seat)} DP for sale", pass_verb="done")

    def actions(self, state: ImpState, frame: Frame, seat: str) -> list[Action]:
        return [*(BuyDP(count=n) for n in range(1, dp_for_sale(state, seat) + 1)), Done()]

    def refusal(self, state: ImpState, frame: Frame, seat: str, action: Action) -> tuple[str, str] | None:
        if isinstance(action, BuyDP) and not 1 <= action.count <= dp_for_sale(state, seat):
            return self.rule, f"you may buy 1 to {dp_for_sale(state, seat)} DP (one per city, {DP_PRICE} PP each)"
        return None

    def handle(self, state: ImpState, frame: Frame, seat: str, action: Action, ctx: Context,
               machine: ImpMachine) -> None:
        if isinstance(action, BuyDP):
            treasury.change(state, ctx, seat, "DP bought", pp=-DP_PRICE * action.count, dp=action.count)
        flow.next_production(state, seat, self.name, ctx, machine)


class NativeDiplomacy(ImpStep):
    """Native diplomacy: remove spheres, westernize, incite revolts (IMP-NAT-1..9), then /done."""

    name = "diplomacy"
    phase = "Production"
    rule = "IMP-NAT-1"
    kinds = (Westernize, RemoveSphere, Incite, Done)
    doing = "westernize, remove spheres or incite revolts, then /done"

    def prompt(self, state: ImpState, frame: Frame, seat: str) -> Prompt:
        left = len(diplomacy.options(state, seat, frame.data.get("done", []), frame.data.get("paid", [])))
        return Prompt("Native diplomacy: /westernize region:… (1 DP, −3 strength), /unsphere region:… sphere:…, "
                      "/incite region:… pay:DP|Sphere bribe:yes|no, then /done.", rule=self.rule,
                      owed=f"{left} possible action{'s' if left != 1 else ''}", pass_verb="done")

    def actions(self, state: ImpState, frame: Frame, seat: str) -> list[Action]:
        return [*diplomacy.options(state, seat, frame.data.get("done", []), frame.data.get("paid", [])), Done()]

    def refusal(self, state: ImpState, frame: Frame, seat: str, action: Action) -> tuple[str, str] | None:
        if isinstance(action, Westernize):
            return diplomacy.westernize_refusal(state, seat, action.region, frame.data.get("done", []))
        if isinstance(action, RemoveSphere):
            return diplomacy.unsphere_refusal(state, seat, action.region, action.owner, frame.data.get("paid", []))
        if isinstance(action, Incite):
            return diplomacy.incite_refusal(state, seat, action)
        return None

    def handle(self, state: ImpState, frame: Frame, seat: str, action: Action, ctx: Context,
               machine: ImpMachine) -> None:
        if isinstance(action, Westernize):
            diplomacy.westernize(state, seat, action, ctx)
            frame.data["done"] = [*frame.data.get("done", []), action.region]
            ask_trims(state, ctx, machine)
        elif isinstance(action, RemoveSphere):
            if diplomacy.unsphere(state, seat, action, ctx):
                frame.data["paid"] = [*frame.data.get("paid", []), action.region]
        elif isinstance(action, Incite):
            diplomacy.incite(state, seat, action, ctx)
            roll_revolts(state, machine, [action.region], seat, action.bribe)
        else:
            flow.next_production(state, seat, self.name, ctx, machine)

    def resume(self, state: ImpState, frame: Frame, returned: dict[str, Any], ctx: Context,
               machine: ImpMachine) -> None:
        """Back from a revolt roll or a sphere trimmed: the next region with too many spheres, if any."""
        ask_trims(state, ctx, machine)


class Construction(ImpStep):
    """Construction: units and buildings by the tables, within the limits (IMP-PROD-10..15), then /done."""

    name = "construction"
    phase = "Production"
    rule = "IMP-PROD-10"
    kinds = (Build, Launch, DigCanal, MakeOffer, Done)
    decided_by_refusal = (Build,)
    doing = "build (/build item:… region:…; a fleet: /fleet port:… sea:…), then /done"

    def prompt(self, state: ImpState, frame: Frame, seat: str) -> Prompt:
        return Prompt("Construction: /build item:… region:…, then /done.", rule=self.rule,
                      owed=f"{state.pp[seat]} PP", pass_verb="done")

    def actions(self, state: ImpState, frame: Frame, seat: str) -> list[Action]:
        works = Works.model_validate(frame.data.get("works", {}))
        sealed = sealed_purchase.enabled(state)
        found: list[Action] = [
            listed(Build, item=item, region=region) for region in state.regions_of(seat)
            for item in construction.ITEMS if not (sealed and item in UNIT)
            and construction.refusal(state, seat, item, region, works) is None
        ]
        found += [] if sealed else [Launch(region=r, sea=s) for r, s in fleets.launches(state, seat, works)]
        found += [DigCanal()] if canal.refusal(state, seat) is None else []
        return [*found, *steps_offers.offers_open(state, frame, seat), Done()]

    def refusal(self, state: ImpState, frame: Frame, seat: str, action: Action) -> tuple[str, str] | None:
        works = Works.model_validate(frame.data.get("works", {}))
        if sealed_purchase.enabled(state) and (isinstance(action, Launch) or isinstance(action, Build)
                                               and action.item in UNIT):
            return sealed_purchase.RULE, "units and fleets are ordered sealed after construction (simultaneous=on)"
        if isinstance(action, Build):
            return construction.refusal(state, seat, action.item, action.region, works)
        if isinstance(action, Launch):
            return fleets.launch_refusal(state, seat, action.region, action.sea, works)
        if isinstance(action, MakeOffer):
            return steps_offers.offer_refusal(state, frame, seat, action)
        if isinstance(action, DigCanal):
            return canal.refusal(state, seat)
        return None

    def handle(self, state: ImpState, frame: Frame, seat: str, action: Action, ctx: Context,
               machine: ImpMachine) -> None:
        if isinstance(action, Build):
            works = Works.model_validate(frame.data.get("works", {}))
            production.build(state, seat, action.item, action.region, works, ctx)
            frame.data["works"] = works.model_dump()
            return
        if isinstance(action, Launch):
            works = Works.model_validate(frame.data.get("works", {}))
            fleets.launch(state, seat, action.region, action.sea, works, ctx)
            frame.data["works"] = works.model_dump()
            return
        if isinstance(action, MakeOffer):
            steps_offers.make(state, frame, seat, action, ctx, machine)
            return
        if isinstance(action, DigCanal):
            canal.build(state, seat, ctx)
            return
        flow.next_production(state, seat, self.name, ctx, machine)


PRODUCTION_STEPS: tuple[ImpStep, ...] = (Upkeep(), DisbandStep(), BuyDiplomacy(), NativeDiplomacy(), Construction())
