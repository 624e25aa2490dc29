"""Naval battle arithmetic (IMP-NAV-6..9): who may intercept, the sides, the Naval Battle chart's DRMs and the
dice. The steps that ask players are in ``steps_naval``."""

from rules.core.context import Context
from rules.imperialism import canal, places
from rules.imperialism.buildings import has
from rules.imperialism.movement import may_attack
from rules.imperialism.state import Fleet, ImpState, SeaBattle
from rules.imperialism.tables import HOME_WATERS_DRM as HOME_WATERS_DRM  # the Naval Battle chart, also read here
from rules.imperialism.tables import NAVAL_HIT as NAVAL_HIT
from rules.imperialism.tables import OUTNUMBERED_DRM as OUTNUMBERED_DRM


def reach(state: ImpState, sea: str) -> list[str]:
    """The sea areas whose fleets may intercept a move in ``sea``: ``sea`` itself and, with the optional rule Naval
    Interception, its neighbours joined by an open border (not the Straits, not a closed canal) (IMP-OPT-INTERCEPT)."""
    if state.options.get("naval_interception") != "on":
        return [sea]
    links = canal.open_links(state)
    near = [n for n in places.sea_neighbours(sea) if places.sea_refusal(n, sea, links, straits_open=False) is None]
    return [sea, *near]


def interceptors(state: ImpState, mover: str, sea: str) -> list[str]:
    """The players whose fleets in reach of ``sea`` may intercept ``mover`` now: at war with it and allowed to
    attack it (IMP-WAR-2: fleet battles are attacks)."""
    near = reach(state, sea)
    return sorted({f.seat for f in state.fleets if f.sea in near and f.seat != mover
                   and may_attack(state, f.seat, mover)})


def gather(state: ImpState, seat: str, sea: str) -> None:
    """An interceptor's fleets in the neighbouring sea areas sail into ``sea`` to fight (IMP-OPT-INTERCEPT)."""
    for fleet in state.fleets:
        if fleet.seat == seat and fleet.sea in reach(state, sea):
            fleet.sea = sea
            for unit in state.units:
                if unit.aboard == fleet.id:
                    unit.region = sea


def side(state: ImpState, battle: SeaBattle, seat: str) -> list[Fleet]:
    """One side's fleets in the battle: every fleet of that player in the sea area."""
    return state.fleets_in(battle.sea, seat)


def home_waters(state: ImpState, seat: str, sea: str) -> bool:
    """True when ``seat`` holds a port on ``sea``."""
    return any(state.control.get(r) == seat and has(state, r, "port") for r in places.world().coast_of(sea))


def drm(state: ImpState, battle: SeaBattle, seat: str) -> int:
    """``seat``'s DRM this round by the Naval Battle chart: +1 in home waters, −1 when outnumbered."""
    other = battle.interceptor if seat == battle.mover else battle.mover
    total = HOME_WATERS_DRM if home_waters(state, seat, battle.sea) else 0
    if len(side(state, battle, seat)) < len(side(state, battle, other)):
        total += OUTNUMBERED_DRM
    return total


def roll_round(state: ImpState, battle: SeaBattle, ctx: Context) -> None:
    """A round: every fleet rolls 1D6, 5+ (modified) a hit on the other side (IMP-NAV-7); the hits are owed."""
    battle.round += 1
    scored: dict[str, int] = {}
    for seat in (battle.mover, battle.interceptor):
        modifier = drm(state, battle, seat)
        mods = [("chart", modifier)] if modifier else []
        faces = ctx.roll(seat, f"naval battle in the {places.name(battle.sea)}, round {battle.round}",
                         len(side(state, battle, seat)), modifiers=mods)
        scored[seat] = sum(1 for f in faces if f + modifier >= NAVAL_HIT)
    battle.hits = {battle.mover: scored[battle.interceptor], battle.interceptor: scored[battle.mover]}
    ctx.say(f"Naval battle in the {places.name(battle.sea)}, round {battle.round}: {battle.mover} score "
            f"{scored[battle.mover]} hit(s), {battle.interceptor} {scored[battle.interceptor]}.", kind="battle")
