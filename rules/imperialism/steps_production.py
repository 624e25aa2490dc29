"""The production phase's steps, each player in movement order (IMP-PROD-*): buying DP, native diplomacy,
construction. Income, DP and maintenance are automatic (``flow.begin_production``)."""

from rules.core.actions import Action
from rules.core.context import Context
from rules.core.situation import Prompt
from rules.core.steps import Frame
from rules.imperialism import construction, diplomacy, flow, production, treasury
from rules.imperialism.actions import Build, BuyDP, Done, Incite, RemoveSphere, Westernize
from rules.imperialism.buildings import count
from rules.imperialism.construction import Works
from rules.imperialism.state import ImpState
from rules.imperialism.step_base import ImpMachine, ImpStep, listed
from rules.imperialism.tables import DP_PRICE


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
        elif isinstance(action, RemoveSphere):
            if diplomacy.unsphere(state, seat, action, ctx):
                frame.data["paid"] = [*frame.data.get("paid", []), action.region]
        elif isinstance(action, Incite):
            diplomacy.incite(state, seat, action, ctx)
        else:
            flow.next_production(state, seat, self.name, ctx, machine)


class Construction(ImpStep):
    """Construction: units and buildings by the tables, within the limits (IMP-PROD-10..15), then /done."""

    name = "construction"
    phase = "Production"
    rule = "IMP-PROD-10"
    kinds = (Build, Done)
    decided_by_refusal = (Build,)
    doing = "build (/build item:… region:…), then /done"

    def prompt(self, state: ImpState, frame: Frame, seat: str) -> Prompt:
        return Prompt("Construction: /build item:… region:…, then /done.", rule=self.rule,
                      owed=f"{state.pp[seat]} PP", pass_verb="done")

    def actions(self, state: ImpState, frame: Frame, seat: str) -> list[Action]:
        works = Works.model_validate(frame.data.get("works", {}))
        found: list[Action] = [
            listed(Build, item=item, region=region) for region in state.regions_of(seat)
            for item in construction.ITEMS if construction.refusal(state, seat, item, region, works) is None
        ]
        return [*found, Done()]

    def refusal(self, state: ImpState, frame: Frame, seat: str, action: Action) -> tuple[str, str] | None:
        if isinstance(action, Build):
            works = Works.model_validate(frame.data.get("works", {}))
            return construction.refusal(state, seat, action.item, action.region, works)
        return None

    def handle(self, state: ImpState, frame: Frame, seat: str, action: Action, ctx: Context,
               machine: ImpMachine) -> None:
        if isinstance(action, Build):
            works = Works.model_validate(frame.data.get("works", {}))
            production.build(state, seat, action.item, action.region, works, ctx)
            frame.data["works"] = works.model_dump()
            return
        flow.next_production(state, seat, self.name, ctx, machine)


PRODUCTION_STEPS: tuple[ImpStep, ...] = (BuyDiplomacy(), NativeDiplomacy(), Construction())
