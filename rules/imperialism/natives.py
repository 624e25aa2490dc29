"""The natives: markers drawn face down, their armies, westernization, spheres and revolts (IMP-NAT-*)."""

from rules.core.context import Context
from rules.imperialism import places
from rules.imperialism.buildings import at_war, clear_region
from rules.imperialism.state import ImpState, Native
from rules.imperialism.tables import BUILDING, WESTERN_BELOW

SPHERE_SIDE_DRM = 1


def draw_marker(state: ImpState, region: str) -> Native:
    """The native marker of ``region``, drawn face down from the pool the first time a unit enters (IMP-SET-7)."""
    found = state.natives.get(region)
    if found is None:
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
    native = draw_marker(state, region)
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


def sphere_drm(state: ImpState, region: str, inciter: str | None) -> list[tuple[str, int]]:
    """The spheres' DRMs on a revolt roll: −1 for each that supports, +1 for each that suppresses. Designed
    (IMP-R-SPHERES): the inciter supports, the region's holder suppresses, others support when at war with the
    holder."""
    holder = state.control.get(region)
    mods: list[tuple[str, int]] = []
    for owner in state.spheres.get(region, []):
        supports = owner == inciter or (owner != holder and holder is not None and at_war(state, owner, holder))
        mods.append((f"{owner} sphere", -SPHERE_SIDE_DRM if supports else SPHERE_SIDE_DRM))
    return mods


def revolt_roll(state: ImpState, region: str, ctx: Context, inciter: str | None, bribe: bool) -> bool:
    """Roll 2D6 with the modifiers; at or below the native strength the natives revolt (IMP-NAT-7): their army is
    placed and each sphere marked as supporting or suppressing."""
    native = state.natives[region]
    mods = sphere_drm(state, region, inciter)
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


def cascade(state: ImpState, region: str, ctx: Context) -> None:
    """After natives win a revolt, every neighbouring player region with natives rolls for a revolt, without DP or
    bribe, spheres counting (IMP-NAT-14)."""
    for other in places.land_neighbours(region):
        if other in state.control and other in state.natives and other not in state.revolts:
            revolt_roll(state, other, ctx, None, False)


def natives_win_revolt(state: ImpState, region: str, ctx: Context) -> None:
    """The natives take the region back: buildings go, resources undevelop, suppressing spheres go, the marker is
    turned face down again; then the neighbours roll (IMP-NAT-13)."""
    suppressors = set(state.spheres.get(region, [])) - set(state.supporters.get(region, []))
    revert(state, region, ctx)
    state.spheres[region] = [s for s in state.spheres.get(region, []) if s not in suppressors]
    if not state.spheres[region]:
        del state.spheres[region]
    cascade(state, region, ctx)


def revert(state: ImpState, region: str, ctx: Context) -> None:
    """A region with no player brigade left goes back to the natives: the marker turns face down (one is drawn if
    there is none), buildings go, resources undevelop, spheres stay (IMP-BAT-12)."""
    state.control.pop(region, None)
    state.revolts.pop(region, None)
    state.supporters.pop(region, None)
    native = draw_marker(state, region)
    native.face_up = False
    clear_region(state, region)
    ctx.say(f"{places.name(region)} reverts to native control.", kind="revert", region=region)


def sphere_room(state: ImpState, region: str) -> int:
    """How many more spheres fit in ``region`` (at most its native level)."""
    native = state.natives.get(region)
    return 0 if native is None else native.strength - len(state.spheres.get(region, []))


def trim_spheres(state: ImpState, region: str) -> None:
    """Spheres beyond the native strength go (the region's holder would choose; we drop the newest, IMP-EXP-4)."""
    native = state.natives.get(region)
    spheres = state.spheres.get(region, [])
    if native is not None and len(spheres) > native.strength:
        state.spheres[region] = spheres[: native.strength]
