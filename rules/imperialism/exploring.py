"""Explorer diplomacy and prospecting, the other combat-step actions (IMP-EXP-*, IMP-PRO-*)."""

from rules.core.context import Context
from rules.imperialism import battles, natives, places, production, treasury
from rules.imperialism.buildings import count
from rules.imperialism.state import Chit, ImpState, Unit
from rules.imperialism.tables import BRIGADES, PROSPECT_PP, SPHERE_EXPLORER_DRM, explorer_result


def explorers(state: ImpState, seat: str, used: list[int]) -> list[Unit]:
    """``seat``'s explorers in native regions without its brigades, not yet rolled this step."""
    found = []
    for unit in state.units:
        mine = unit.seat == seat and unit.kind == "explorer" and unit.id not in used and unit.aboard is None
        if mine and unit.region not in state.control and not any(
            u.kind in BRIGADES for u in state.units_in(unit.region, seat)
        ):
            found.append(unit)
    return found


def explore(state: ImpState, seat: str, unit: Unit, extra_die: bool, ctx: Context) -> None:
    """Roll 2D6 (3D6 for 1 DP) + 1 per own sphere against the native level; the table says what follows."""
    region = unit.region
    native = natives.draw_marker(state, region, ctx)
    if extra_die:
        treasury.change(state, ctx, seat, "third die for native diplomacy", dp=-1)
    own = state.spheres.get(region, []).count(seat)
    mods = [("your spheres", own * SPHERE_EXPLORER_DRM)] if own else []
    faces = ctx.roll(seat, f"native diplomacy in {places.name(region)}", 3 if extra_die else 2, modifiers=mods)
    if seat not in native.known_to:
        native.known_to.append(seat)
    ctx.reveal()
    ctx.tell([seat], f"The natives of {places.name(region)} are strength {native.label}.", kind="natives")
    row = explorer_result(sum(faces) + own * SPHERE_EXPLORER_DRM - native.strength)
    ctx.say(f"Native diplomacy in {places.name(region)}: {row.text}.", kind="diplomacy", seat=seat)
    if row.key == "join":
        battles.gain(state, region, seat, ctx)
        production.add_unit(state, seat, "infantry", region)
    elif row.key == "sphere":
        place_sphere(state, seat, region)
    elif row.key == "killed":
        state.units.remove(unit)


def place_sphere(state: ImpState, seat: str, region: str) -> None:
    """Your sphere in the region, or a rival's removed when it is full (IMP-EXP-3)."""
    spheres = state.spheres.setdefault(region, [])
    if natives.sphere_room(state, region) > 0:
        spheres.append(seat)
        return
    rival = next((s for s in spheres if s != seat), None)
    if rival is not None:
        spheres.remove(rival)


def prospectors(state: ImpState, seat: str, used: list[int]) -> list[Unit]:
    """``seat``'s engineers in its own regions without a developed resource, not yet used this step."""
    if state.pp[seat] < PROSPECT_PP:
        return []
    return [u for u in state.units if u.seat == seat and u.kind == "engineer" and u.id not in used
            and state.control.get(u.region) == seat and not developed(state, u.region)]


def developed(state: ImpState, region: str) -> bool:
    """True when ``region``'s resource is developed (prospecting would throw it away)."""
    chit = state.chits.get(region)
    return chit is not None and chit.developed


def prospect(state: ImpState, seat: str, region: str, ctx: Context) -> list[int]:
    """Pay 5 PP, put the region's chit back, draw one chit per two schools (at least one) (IMP-PRO-1)."""
    treasury.change(state, ctx, seat, f"prospecting in {places.name(region)}", pp=-PROSPECT_PP)
    old = state.chits.pop(region, None)
    if old is not None:
        state.chit_pool.insert(0, old.value)
    draws = max(1, count(state, seat, "school") // 2)
    drawn = [state.chit_pool.pop() for _ in range(min(draws, len(state.chit_pool)))]
    ctx.say(f"{seat} prospect in {places.name(region)} and draw {len(drawn)} chit(s).", kind="prospect", seat=seat)
    ctx.tell([seat], f"You draw {', '.join(f'{v} PP' for v in drawn) or 'nothing'}.", kind="chit")
    return drawn


def keep(state: ImpState, seat: str, region: str, drawn: list[int], value: int) -> None:
    """Keep one drawn chit face down in the region; the others go back (IMP-PRO-2)."""
    rest = list(drawn)
    rest.remove(value)
    state.chit_pool[:0] = rest
    state.chits[region] = Chit(value=value)
