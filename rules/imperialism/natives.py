"""The natives: markers drawn face down, their armies, westernization, spheres and revolts (IMP-NAT-*)."""

from rules.core.context import Context
from rules.imperialism import places
from rules.imperialism.buildings import clear_region
from rules.imperialism.state import ImpState, Native
from rules.imperialism.tables import BRIGADES, BUILDING, WESTERN_BELOW, native_pool

SPHERE_SIDE_DRM = 1


def draw_marker(state: ImpState, region: str, ctx: Context) -> Native:
    """The native marker of ``region``, drawn face down from the pool the first time a unit enters (IMP-SET-7);
    an empty pool first gets a fresh set of markers, shuffled (ruling IMP-R-POOL)."""
    found = state.natives.get(region)
    if found is None:
        if not state.native_pool:
            state.native_pool = native_pool()
            ctx.dice.shuffle(state.native_pool)
        label = state.native_pool.pop()
        plus = label.lstrip("0123456789")
        found = Native(strength=int(label[: len(label) - len(plus)]), plus=plus)
        state.natives[region] = found
    return found


def army(native: Native) -> dict[str, int]:
    """The native army of a marker: infantry equal to strength, a third cavalry with "+", one artillery more with
    "++" (IMP-NAT-11)."""
    infantry, cavalry, artillery = native.strength, 0, 0
    if native.plus:
        cavalry = native.strength // 3
        infantry -= cavalry
    if native.plus == "++":
        artillery = 1
        infantry -= 1
    return {k: n for k, n in (("infantry", infantry), ("cavalry", cavalry), ("artillery", artillery)) if n > 0}


def reveal(state: ImpState, region: str, ctx: Context) -> Native:
    """Every player sees the marker of ``region`` (a battle against its natives)."""
    native = draw_marker(state, region, ctx)
    native.known_to = list(state.seats)
    ctx.reveal()
    ctx.say(f"The natives of {places.name(region)} are strength {native.label}.", kind="natives", region=region)
    return native


def reduce(state: ImpState, region: str, points: int, ctx: Context) -> None:
    """Take ``points`` off the natives of a player's region; below 4 the region is westernized: the marker and
    every sphere go (IMP-NAT-5)."""
    native = state.natives.get(region)
    if native is None or points <= 0:
        return
    native.strength -= points
    if native.strength < WESTERN_BELOW:
        del state.natives[region]
        state.spheres.pop(region, None)
        ctx.say(f"{places.name(region)} is westernized.", kind="westernized", region=region)
    else:
        ctx.say(f"The natives of {places.name(region)} fall to strength {native.label}.", kind="natives",
                region=region)


def automatic_westernization(state: ImpState, ctx: Context) -> None:
    """Each city, factory, railroad, port, school and explorer in a player's region with natives takes one
    strength off them, once each production phase (IMP-NAT-4)."""
    for region in sorted(state.control):
        if region not in state.natives:
            continue
        buildings = sum(1 for b in state.buildings.get(region, ()) if b != "fort" and b in BUILDING)
        explorers = sum(1 for u in state.units_in(region) if u.kind == "explorer")
        reduce(state, region, buildings + explorers, ctx)


def decided_side(state: ImpState, region: str, owner: str, inciter: str | None) -> bool | None:
    """The side a sphere's owner takes without being asked (True: supports): the inciter supports the revolt it
    pays for, the region's holder suppresses it (ruling IMP-R-SPHERES); None when the owner chooses."""
    if owner == inciter:
        return True
    if owner == state.control.get(region):
        return False
    return None


def sphere_choosers(state: ImpState, region: str, inciter: str | None) -> list[str]:
    """The owners of spheres in ``region`` who choose their side of a revolt roll, in movement order
    (IMP-NAT-9)."""
    owners = set(state.spheres.get(region, []))
    return [s for s in state.order if s in owners and decided_side(state, region, s, inciter) is None]


def sphere_drm(state: ImpState, region: str, inciter: str | None, sides: dict[str, bool]) -> list[tuple[str, int]]:
    """The spheres' DRMs on a revolt roll: −1 for each that supports, +1 for each that suppresses, the side
    chosen by each sphere's owner (``sides``: True supports) (IMP-NAT-9)."""
    mods: list[tuple[str, int]] = []
    for owner in state.spheres.get(region, []):
        decided = decided_side(state, region, owner, inciter)
        supports = sides.get(owner, False) if decided is None else decided
        mods.append((f"{owner} sphere", -SPHERE_SIDE_DRM if supports else SPHERE_SIDE_DRM))
    return mods


def revolt_roll(state: ImpState, region: str, ctx: Context, inciter: str | None, bribe: bool,
                sides: dict[str, bool]) -> bool:
    """Roll 2D6 with the modifiers; at or below the native strength the natives revolt (IMP-NAT-7): their army is
    placed and each sphere marked as supporting or suppressing."""
    native = state.natives[region]
    mods = sphere_drm(state, region, inciter, sides)
    if bribe:
        mods.append(("bribe", -3))
    faces = ctx.roll(inciter or "the natives", f"revolt in {places.name(region)} (≤ {native.strength})", 2,
                     modifiers=mods)
    total = sum(faces) + sum(v for _, v in mods)
    if total > native.strength:
        ctx.say(f"No revolt in {places.name(region)}.", kind="revolt", region=region)
        return False
    native.face_up = True
    state.revolts[region] = army(native)
    state.supporters[region] = [name.removesuffix(" sphere") for name, v in mods if v < 0 and name != "bribe"]
    ctx.say(f"The natives of {places.name(region)} revolt!", kind="revolt", region=region)
    return True


def cascade(state: ImpState, region: str) -> list[str]:
    """After natives win a revolt, every neighbouring player region with natives must roll for a revolt, without
    DP or bribe, spheres counting (IMP-NAT-14): those regions."""
    return [other for other in places.land_neighbours(region)
            if other in state.control and other in state.natives and other not in state.revolts]


def natives_win_revolt(state: ImpState, region: str, ctx: Context) -> list[str]:
    """The natives take the region back: buildings go, resources undevelop, suppressing spheres go, the marker is
    turned face down again (IMP-NAT-14). Returns the neighbours that must roll for a revolt (``cascade``)."""
    suppressors = set(state.spheres.get(region, [])) - set(state.supporters.get(region, []))
    revert(state, region, ctx)
    state.spheres[region] = [s for s in state.spheres.get(region, []) if s not in suppressors]
    if not state.spheres[region]:
        del state.spheres[region]
    return cascade(state, region)


def revert(state: ImpState, region: str, ctx: Context) -> None:
    """A region with no player brigade left goes back to the natives: the marker turns face down (one is drawn if
    there is none), buildings go, resources undevelop, spheres stay (IMP-BAT-12)."""
    state.control.pop(region, None)
    state.revolts.pop(region, None)
    state.supporters.pop(region, None)
    native = draw_marker(state, region, ctx)
    native.face_up = False
    clear_region(state, region)
    ctx.say(f"{places.name(region)} reverts to native control.", kind="revert", region=region)


def release_if_empty(state: ImpState, region: str, ctx: Context) -> None:
    """A player region without a brigade of its holder reverts to the natives, its holder's parties there going with
    it (IMP-CTRL-1)."""
    seat = state.control.get(region)
    if seat is not None and not any(u.kind in BRIGADES for u in state.units_in(region, seat)):
        for unit in state.units_in(region, seat):
            state.units.remove(unit)
        revert(state, region, ctx)


def sphere_room(state: ImpState, region: str) -> int:
    """How many more spheres fit in ``region`` (at most its native level)."""
    native = state.natives.get(region)
    return 0 if native is None else native.strength - len(state.spheres.get(region, []))


def excess_spheres(state: ImpState) -> list[str]:
    """Player regions holding more spheres than their native strength (IMP-EXP-4), sorted."""
    return sorted(r for r, spheres in state.spheres.items()
                  if r in state.control and r in state.natives and len(spheres) > state.natives[r].strength)


def drop_sphere(state: ImpState, region: str, owner: str, ctx: Context) -> None:
    """Remove one of ``owner``'s spheres from ``region`` (its newest), as the holder chose (IMP-EXP-4)."""
    spheres = state.spheres[region]
    del spheres[len(spheres) - 1 - spheres[::-1].index(owner)]
    if not spheres:
        del state.spheres[region]
    ctx.say(f"{state.control[region]} remove {owner}'s sphere from {places.name(region)} (more spheres than "
            f"native strength).", kind="sphere", region=region)


def trim_forced(state: ImpState, ctx: Context) -> list[str]:
    """Trim every excess region where the holder has no choice (all its spheres one player's); the regions left
    where the holder chooses which spheres go (IMP-EXP-4)."""
    left = []
    for region in excess_spheres(state):
        if len(set(state.spheres[region])) > 1:
            left.append(region)
            continue
        while len(state.spheres.get(region, [])) > state.natives[region].strength:
            drop_sphere(state, region, state.spheres[region][0], ctx)
    return left
