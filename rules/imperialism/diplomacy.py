"""Native diplomacy in the production phase (IMP-NAT-1..9): removing spheres, westernizing, inciting revolts."""

from rules.core.actions import Action
from rules.core.context import Context
from rules.imperialism import natives, places, treasury
from rules.imperialism.actions import Incite, RemoveSphere, Westernize
from rules.imperialism.buildings import at_war
from rules.imperialism.state import ImpState
from rules.imperialism.tables import BRIBE_DP, INCITE_DP, REMOVE_SPHERE_DP, WESTERNIZE_DP, WESTERNIZE_STRENGTH


def westernize_refusal(state: ImpState, seat: str, region: str, done: list[str]) -> tuple[str, str] | None:
    """Why ``seat`` may not westernize ``region`` now."""
    if state.control.get(region) != seat or region not in state.natives:
        return "IMP-NAT-4", "westernize a region of yours that still has natives"
    if region in done:
        return "IMP-NAT-4", "one westernization per region per production phase"
    if state.dp[seat] < WESTERNIZE_DP:
        return "IMP-NAT-4", "westernizing costs 1 DP"
    return None


def unsphere_refusal(state: ImpState, seat: str, region: str, owner: str, paid: list[str]) -> tuple[str, str] | None:
    """Why ``seat`` may not remove ``owner``'s sphere from ``region`` now."""
    if state.control.get(region) != seat or owner not in state.spheres.get(region, []):
        return "IMP-NAT-1", "remove a sphere that is in a region of yours"
    if owner == seat or at_war(state, seat, owner):
        return None
    if region in paid:
        return "IMP-NAT-1", "one paid sphere removal per region per production phase"
    if state.dp[seat] < REMOVE_SPHERE_DP:
        return "IMP-NAT-1", "removing a rival's sphere costs 1 DP (free from an enemy)"
    return None


def adjacent_hold(state: ImpState, seat: str, region: str) -> bool:
    """True when ``seat`` holds a neighbouring region not itself in revolt (IMP-NAT-8)."""
    return any(state.control.get(n) == seat and n not in state.revolts for n in places.land_neighbours(region))


def incite_refusal(state: ImpState, seat: str, action: Incite) -> tuple[str, str] | None:
    """Why ``seat`` may not incite a revolt as ``action`` says."""
    region = action.region
    holder = state.control.get(region)
    if holder is None or holder == seat or region not in state.natives:
        return "IMP-NAT-6", "incite the natives of another player's region that still has them"
    if region in state.revolts or region in state.incited:
        return "IMP-NAT-6", "one incitement per region per production phase"
    cost = (INCITE_DP if action.means == "dp" else 0) + (BRIBE_DP if action.bribe else 0)
    if action.means == "sphere" and seat not in state.spheres.get(region, []):
        return "IMP-NAT-6", "you have no sphere of influence there to spend"
    if state.dp[seat] < cost:
        return "IMP-NAT-6", f"this incitement costs {cost} DP"
    if cost and not adjacent_hold(state, seat, region):
        return "IMP-NAT-8", "paying DP or a bribe needs a neighbouring region of yours not in revolt"
    return None


def westernize(state: ImpState, seat: str, action: Westernize, ctx: Context) -> None:
    """1 DP: the natives lose 3 strength, keeping "+"/"++" (IMP-NAT-4)."""
    treasury.change(state, ctx, seat, f"westernizing {places.name(action.region)}", dp=-WESTERNIZE_DP)
    natives.reduce(state, action.region, WESTERNIZE_STRENGTH, ctx)


def unsphere(state: ImpState, seat: str, action: RemoveSphere, ctx: Context) -> bool:
    """Remove the sphere; True when it was paid for. Your own sphere gone lowers the natives by one (IMP-NAT-5)."""
    paid = action.owner != seat and not at_war(state, seat, action.owner)
    if paid:
        treasury.change(state, ctx, seat, f"removing {action.owner}'s sphere", dp=-REMOVE_SPHERE_DP)
    state.spheres[action.region].remove(action.owner)
    if not state.spheres[action.region]:
        del state.spheres[action.region]
    ctx.say(f"{seat} remove {action.owner}'s sphere from {places.name(action.region)}.", kind="sphere", seat=seat)
    if action.owner == seat:
        natives.reduce(state, action.region, 1, ctx)
    return paid


def incite(state: ImpState, seat: str, action: Incite, ctx: Context) -> None:
    """Pay for an incitement: DP or your sphere, and the bribe (IMP-NAT-6); the roll follows once the spheres'
    owners have chosen their sides (``steps_natives.RevoltRoll``)."""
    state.incited.append(action.region)
    cost = (INCITE_DP if action.means == "dp" else 0) + (BRIBE_DP if action.bribe else 0)
    if cost:
        treasury.change(state, ctx, seat, f"inciting {places.name(action.region)}", dp=-cost)
    if action.means == "sphere":
        state.spheres[action.region].remove(seat)
        if not state.spheres[action.region]:
            del state.spheres[action.region]


def options(state: ImpState, seat: str, done: list[str], paid: list[str]) -> list[Action]:
    """Every legal diplomacy action of ``seat`` (without /done)."""
    found: list[Action] = []
    for region in sorted(state.natives):
        holder = state.control.get(region)
        if holder is None:
            continue
        if westernize_refusal(state, seat, region, done) is None:
            found.append(Westernize(region=region))
        for owner in sorted(set(state.spheres.get(region, []))):
            if unsphere_refusal(state, seat, region, owner, paid) is None:
                found.append(RemoveSphere(region=region, owner=owner))
        for means in ("dp", "sphere"):
            for bribe in (False, True):
                action = Incite(region=region, means=means, bribe=bribe)
                if incite_refusal(state, seat, action) is None:
                    found.append(action)
    return found
